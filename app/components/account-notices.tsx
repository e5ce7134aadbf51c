// Notices that several account screens share: the outcome of "resend the verification mail" (the
// greeting page, a failed verification link, the unverified sign-in) and a password-reset link that
// cannot be used (the link itself, and the reset form it leads to).
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { Link } from "#app/utils/link.tsx";

export type ResendOutcome = "sent" | "alreadyVerified" | "unknown" | "tooMany" | "failed";

const RESEND_MESSAGE: Record<ResendOutcome, string> = {
	sent: "accounts.verify.resent",
	alreadyVerified: "accounts.verify.alreadyVerified",
	unknown: "accounts.verify.resendFailed",
	tooMany: "accounts.verify.resendFailed",
	failed: "accounts.verify.resendFailed",
};

/** Before a resend: the button (in a plain POST form); after: what happened. */
export function ResendVerification({ outcome, children }: { outcome?: ResendOutcome; children?: ReactNode }) {
	const { t } = useTranslation();
	if (outcome)
		return (
			<p
				className={
					outcome === "failed" || outcome === "unknown" || outcome === "tooMany" ? "notice notice-warning" : "notice"
				}
				role="status"
				data-testid="resend-result"
			>
				{t(RESEND_MESSAGE[outcome])}
			</p>
		);
	return (
		<Form method="post" className="stack-form" data-testid="resend-verification">
			{children}
			<button type="submit" className="button button-ghost">
				{t("accounts.verify.resend")}
			</button>
		</Form>
	);
}

export function GoToLogin() {
	const { t } = useTranslation();
	return (
		<p>
			<Link to="/login" className="button">
				{t("accounts.login.goToLogin")}
			</Link>
		</p>
	);
}

/** A reset link that is forged, expired, used or replaced: say which, and offer a new one. */
export function ResetLinkProblem({ result, testId }: { result: string; testId: string }) {
	const { t } = useTranslation();
	return (
		<>
			<p className="notice notice-warning" role="alert" data-testid={testId} data-result={result}>
				{t(`accounts.reset.link.${result}`)}
			</p>
			<p>
				<Link to="/login#find-password" className="button">
					{t("accounts.reset.requestAgain")}
				</Link>
			</p>
		</>
	);
}
