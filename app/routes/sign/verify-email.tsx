// E-mail verification link (spec section 2): /sign/verify/email/{verify_hash}/{verify_code}. Valid 24
// hours, once, and only the newest link. Every failure gets its own page text, and where a new link
// helps (expired, replaced) a button sends one to the account's address; never a crash.
// Opening the link writes, so on a LiteFS replica the GET is replayed on the primary.
import { useTranslation } from "#app/i18n/react.tsx";
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/verify-email";
import { linkOwnerEmail, resendVerification, verifyEmailLink } from "#app/accounts/accounts.server.ts";
import { GoToLogin, ResendVerification } from "#app/components/account-notices.tsx";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export async function loader({ params }: Route.LoaderArgs) {
	await ensurePrimary();
	const { result } = verifyEmailLink(params.verify_hash, params.verify_code);
	return { result };
}

export async function action({ request, params }: Route.ActionArgs) {
	await ensurePrimary();
	// no code check here: resending only ever mails the account's own address, never the requester
	const email = linkOwnerEmail(params.verify_hash, "verify");
	if (!email) return { resend: "failed" as const };
	return { resend: await resendVerification(email, linkOrigin(request)).catch(() => "failed" as const) };
}

export default function VerifyEmail() {
	const { t } = useTranslation();
	const { result } = useLoaderData<typeof loader>();
	const resent = useActionData<typeof action>();
	const canResend = result === "expired" || result === "superseded";
	return (
		<Page titleKey="page.verifyEmail.title" narrow>
			<p
				className={result === "ok" ? "notice" : "notice notice-warning"}
				role={result === "ok" ? "status" : "alert"}
				data-testid="verify-result"
				data-result={result}
			>
				{t(`accounts.verify.result.${result}`)}
			</p>
			{canResend || resent ? <ResendVerification outcome={resent?.resend} /> : null}
			<GoToLogin />
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
