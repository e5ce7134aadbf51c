import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "#app/utils/link.tsx";
import { loginUrlFor } from "#app/utils/redirect.ts";

/** For screens open to visitors whose next step (booking) needs an account. */
export function LoginRequiredNotice({ returnTo }: { returnTo: string }) {
	const { t } = useTranslation();
	return (
		<p className="notice" data-testid="login-required-notice">
			{t("access.loginRequiredToBook")} <Link to={loginUrlFor(returnTo)}>{t("nav.signIn")}</Link>
		</p>
	);
}
