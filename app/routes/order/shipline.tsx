// "Marked login-required; no guard beyond that marking" (spec section 2): visitors may get a sea
// quote; the screen says that booking needs sign-in, and the booking action (a later issue) guards.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Page } from "#app/shell/page.tsx";

export const handle = { loginRequired: true };

export default function ShipOrder() {
	const { t } = useTranslation();
	return (
		<Page titleKey="page.orderShip.title">
			<p className="notice" data-testid="login-required-notice">
				{t("access.loginRequiredToBook")} <Link to="/login?redirectTo=/order/shipline">{t("nav.signIn")}</Link>
			</p>
		</Page>
	);
}
