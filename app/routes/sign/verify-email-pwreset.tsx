// Password-reset link (spec section 2): /sign/verify/email/pwreset/{verify_hash}/{verify_code}. A good
// link is remembered in a short signed cookie and the browser moves on to /sign/pwreset, so the
// secret code leaves the address bar (and the Referer of anything the next page loads) at once.
// A bad link says why and points back to Find Password.
import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/verify-email-pwreset";
import { checkResetLink } from "#app/accounts/accounts.server.ts";
import { resetGrantCookie } from "#app/accounts/step-cookies.server.ts";
import { requireAnonymous } from "#app/auth/guard.server.ts";
import { ResetLinkProblem } from "#app/components/account-notices.tsx";
import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export async function loader({ params, context }: Route.LoaderArgs) {
	requireAnonymous(context);
	const { result } = checkResetLink(params.verify_hash, params.verify_code);
	if (result === "ok")
		throw redirect("/sign/pwreset", {
			headers: {
				"Set-Cookie": await resetGrantCookie().serialize({ hash: params.verify_hash, code: params.verify_code }),
			},
		});
	return { result };
}

export default function VerifyPasswordReset() {
	const { result } = useLoaderData<typeof loader>();
	return (
		<Page titleKey="page.verifyPwreset.title" narrow>
			<ResetLinkProblem result={result} testId="verify-result" />
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
