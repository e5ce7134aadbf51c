// Password reset: public, but a signed-in user cannot open it (spec sections 2 and 8).
import type { Route } from "./+types/pwreset";
import { requireAnonymous } from "#app/auth/guard.server.ts";
import { Page } from "#app/shell/page.tsx";

export function loader({ context }: Route.LoaderArgs) {
	requireAnonymous(context);
	return null;
}

export default function PasswordReset() {
	return <Page titleKey="page.pwreset.title" />;
}
