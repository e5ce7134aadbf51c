// "Marked login-required; no guard beyond that marking" (spec section 2): visitors may get a sea
// quote; the screen says that booking needs sign-in, and the booking action (a later issue) guards.
import { LoginRequiredNotice } from "#app/components/login-required-notice.tsx";
import { Page } from "#app/shell/page.tsx";

export const handle = { loginRequired: true };

export default function ShipOrder() {
	return (
		<Page titleKey="page.orderShip.title">
			<LoginRequiredNotice returnTo="/order/shipline" />
		</Page>
	);
}
