// "Marked login-required; no guard beyond that marking" (spec section 2): visitors may get an air
// quote; the screen says that booking needs sign-in, and the booking action (a later issue) guards.
import { LoginRequiredNotice } from "#app/components/login-required-notice.tsx";
import { Page } from "#app/shell/page.tsx";

export const handle = { loginRequired: true };

export default function AirOrder() {
	return (
		<Page titleKey="page.orderAir.title">
			<LoginRequiredNotice returnTo="/order/airline" />
		</Page>
	);
}
