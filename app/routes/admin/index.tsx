// The staff desk's home: what staff can open from here. Links are shown by role for convenience only;
// every page checks the role again on the server.
import { Link, useLoaderData } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { Page } from "#app/shell/page.tsx";
import { STAFF_ROLES } from "#db/roles.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	return { isAdmin: user.role === "staff_admin" };
}

export default function AdminHome() {
	const { t } = useTranslation();
	const { isAdmin } = useLoaderData<typeof loader>();
	return (
		<Page titleKey="page.admin.title">
			<ul className="admin-menu">
				<li>
					<Link to="/admin/quotes">{t("page.admin.quotes")}</Link>
					<p className="muted">{t("page.admin.quotesAbout")}</p>
				</li>
				<li>
					<Link to="/admin/negotiations">{t("page.admin.negotiations")}</Link>
					<p className="muted">{t("page.admin.negotiationsAbout")}</p>
				</li>
				<li>
					<Link to="/admin/rates">{t("page.admin.rates")}</Link>
					<p className="muted">{t("page.admin.ratesAbout")}</p>
				</li>
				<li>
					<Link to="/admin/rates/import">{t("page.admin.ratesImport")}</Link>
				</li>
				<li>
					<Link to="/admin/rates/history">{t("page.admin.ratesHistory")}</Link>
				</li>
				{isAdmin ? (
					<li>
						<Link to="/admin/api-keys">{t("page.admin.apiKeys")}</Link>
						<p className="muted">{t("page.admin.apiKeysAbout")}</p>
					</li>
				) : null}
			</ul>
		</Page>
	);
}
