// The link in the "someone is trying to sign in to your account" mail (app/mail/templates/login-unlock.ts):
// /login/unlock/:token. Opening it shows one button; pressing it puts the unlock cookie on this browser,
// so its sign-ins pass the account-wide ceiling of failed attempts (app/accounts/login-limits.ts), and
// spends the link: it works once, in one browser (decision 051). The GET writes
// nothing (a mail scanner that follows links spends nothing, and a LiteFS replica answers it); the POST
// goes to the primary. A forged, expired or used link says so and sets nothing.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, data, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/unlock";
import {
	UNLOCK_ONCE_PURPOSE,
	readUnlockToken,
	unlockCookie,
	unlockTokenId,
} from "#app/accounts/login-unlock.server.ts";
import { GoToLogin } from "#app/components/account-notices.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { exactlyOnce, onceResult, runAsOnceOwner } from "#app/utils/once.server.ts";

type Result = "ready" | "ok" | "invalid" | "used";

const NO_STORE = { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" };

/** What the link is worth now: invalid (forged, malformed, expired), used, or ready to be used. */
function stateOf(token: string): "invalid" | "used" | "ready" {
	if (readUnlockToken(token) === null) return "invalid";
	return runAsOnceOwner("", () => onceResult(unlockTokenId(token), UNLOCK_ONCE_PURPOSE)) ? "used" : "ready";
}

export function loader({ params }: Route.LoaderArgs) {
	return data({ result: stateOf(params.token) as Result }, { headers: NO_STORE });
}

export async function action({ params }: Route.ActionArgs) {
	await ensurePrimary();
	if (readUnlockToken(params.token) === null)
		return data({ result: "invalid" as Result }, { status: 400, headers: NO_STORE });
	// the token's first use records it; any later one (another browser, a resent form) is "used". The
	// record is the link's, whoever is signed in (not the user's, as form keys are): it works once in all
	const done = runAsOnceOwner("", () =>
		exactlyOnce(unlockTokenId(params.token), UNLOCK_ONCE_PURPOSE, () => ({ redirectTo: "/login" })),
	);
	if (done.repeated) return data({ result: "used" as Result }, { status: 410, headers: NO_STORE });
	return data({ result: "ok" as Result }, { headers: { ...NO_STORE, "Set-Cookie": unlockCookie(params.token) } });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
	return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function LoginUnlock() {
	const { t } = useTranslation();
	const loaded = useLoaderData<typeof loader>();
	const acted = useActionData<typeof action>();
	const result: Result = acted?.result ?? loaded.result;
	return (
		<Page titleKey="accounts.unlock.title" narrow>
			{result === "ready" ? (
				<Form method="post" className="stack-form">
					<p data-testid="unlock-result" data-result={result}>
						{t("accounts.unlock.ready")}
					</p>
					<div className="form-actions">
						<button type="submit" className="button" data-testid="unlock-submit">
							{t("accounts.unlock.submit")}
						</button>
					</div>
				</Form>
			) : (
				<p
					className={result === "ok" ? "notice" : "notice notice-warning"}
					role={result === "ok" ? "status" : "alert"}
					data-testid="unlock-result"
					data-result={result}
				>
					{t(`accounts.unlock.${result}`)}
				</p>
			)}
			{/* while the link waits to be used, the one thing to do is to use it */}
			{result === "ready" ? null : <GoToLogin />}
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
