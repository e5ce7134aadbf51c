// "Marked login-required; no guard beyond that marking" (spec section 2): visitors may get an air
// quote; the screen says that booking needs sign-in, and the booking action (a later issue) guards.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Page } from "#app/shell/page.tsx";

export const handle = { loginRequired: true };

export default function AirOrder() {
	const { t } = useTranslation();
	return (
		<Page titleKey="page.orderAir.title">
			<p className="notice" data-testid="login-required-notice">
				{t("access.loginRequiredToBook")} <Link to="/login?redirectTo=/order/airline">{t("nav.signIn")}</Link>
			</p>
		</Page>
	);
}
