// The wizard's line for visitors (decision 086): quotes are open to anyone who gives a work e-mail;
// keeping one (and booking, the PDF, a discount request) takes an account. Before an address is given
// it says what to do; after, whose address the quote is kept under.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "#app/utils/link.tsx";
import { loginUrlFor } from "#app/utils/redirect.ts";

export function VisitorNotice({ returnTo, email }: { returnTo: string; email: string | null }) {
	const { t } = useTranslation();
	return (
		<p className="notice" data-testid="login-required-notice">
			{email ? t("wizard.visitor.noticeWithEmail", { email }) : t("wizard.visitor.notice")}{" "}
			<Link to={loginUrlFor(returnTo)}>{t("nav.signIn")}</Link>
		</p>
	);
}
