// The link in the "someone is trying to sign in to your account" mail (app/mail/templates/login-unlock.ts):
// /login/unlock/:token. A valid link puts the unlock cookie on this browser, so its sign-ins pass the
// account-wide ceiling of failed attempts (app/accounts/login-limits.ts), and shows the sign-in link;
// a forged or expired one says so. Nothing is written, so a LiteFS replica answers it itself.
import { useTranslation } from "#app/i18n/react.tsx";
import { data, useLoaderData } from "react-router";
import type { Route } from "./+types/unlock";
import { readUnlockToken, unlockCookie } from "#app/accounts/login-unlock.server.ts";
import { GoToLogin } from "#app/components/account-notices.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { Page } from "#app/shell/page.tsx";

export function loader({ params }: Route.LoaderArgs) {
	const valid = readUnlockToken(params.token) !== null;
	return data(
		{ result: valid ? ("ok" as const) : ("invalid" as const) },
		{ headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer", ...(valid ? { "Set-Cookie": unlockCookie(params.token) } : {}) } },
	);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
	return loaderHeaders;
}

export default function LoginUnlock() {
	const { t } = useTranslation();
	const { result } = useLoaderData<typeof loader>();
	return (
		<Page titleKey="accounts.unlock.title" narrow>
			<p className={result === "ok" ? "notice" : "notice notice-warning"} role={result === "ok" ? "status" : "alert"} data-testid="unlock-result" data-result={result}>
				{t(`accounts.unlock.${result}`)}
			</p>
			<GoToLogin />
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
