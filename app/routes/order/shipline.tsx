// "Marked login-required; no guard beyond that marking" (spec section 2): visitors see the first step
// of the sea quote wizard and the sign-in notice; every post needs an account (the shared
// action sends visitors to the login view). The wizard itself: app/quotes/wizard.server.ts.
import type { Route } from "./+types/shipline";
import { WizardScreen } from "#app/quotes/components/wizard-steps.tsx";
import { wizardAction, wizardLoader } from "#app/quotes/wizard.server.ts";

export const handle = { loginRequired: true };

export async function loader(args: Route.LoaderArgs) {
	return wizardLoader("shipline", args);
}

export async function action(args: Route.ActionArgs) {
	return wizardAction("shipline", args);
}

export default function ShipOrder() {
	return <WizardScreen mode="shipline" />;
}
