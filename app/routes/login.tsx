// Sign-in. A signed-in user is sent to /order (spec section 2). The session-expiry hook sends users
// here with ?expired=1 and the path to return to in ?redirectTo=; the accounts issue adds the form.
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { requireAnonymous } from "#app/auth/guard.server.ts";
import { Page } from "#app/shell/page.tsx";

export function loader({ context }: Route.LoaderArgs) {
	requireAnonymous(context);
	return null;
}

export default function Login() {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	return (
		<Page titleKey="page.login.title">
			{params.get("expired") === "1" ? (
				<p className="notice notice-warning" role="alert" data-testid="session-expired">
					{t("access.sessionExpired")}
				</p>
			) : params.has("redirectTo") ? (
				<p className="notice" role="status">
					{t("access.loginRequired")}
				</p>
			) : null}
		</Page>
	);
}
