// After sign-up: tells the user a verification e-mail was sent (spec section 2), to which address,
// and offers to send it again (a new link; the earlier one stops working).
import { useTranslation } from "#app/i18n/react.tsx";
import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/greeting";
import { resendVerification } from "#app/accounts/accounts.server.ts";
import { greetingCookie } from "#app/accounts/step-cookies.server.ts";
import { readCookie } from "#app/auth/cookies.server.ts";
import { GoToLogin, ResendVerification } from "#app/components/account-notices.tsx";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { logger } from "#app/observability/logger.server.ts";

export async function loader({ request }: Route.LoaderArgs) {
	return { email: await readCookie<string>(greetingCookie(), request) };
}

export async function action({ request }: Route.ActionArgs) {
	await ensurePrimary();
	const email = await readCookie<string>(greetingCookie(), request);
	if (!email) return { resend: "failed" as const };
	try {
		return { resend: await resendVerification(email, linkOrigin(request)) };
	} catch (error) {
		logger.error({ err: error }, "resend verification failed");
		return { resend: "failed" as const };
	}
}

export default function Greeting() {
	const { t } = useTranslation();
	const { email } = useLoaderData<typeof loader>();
	const result = useActionData<typeof action>();
	return (
		<Page titleKey="page.greeting.title">
			<p>{t("page.greeting.body")}</p>
			{email ? <p data-testid="greeting-email">{t("accounts.greeting.sentTo", { email })}</p> : null}
			{email ? <ResendVerification outcome={result?.resend} /> : null}
			<GoToLogin />
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
