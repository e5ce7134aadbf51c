// The staff desk's home: the queues that wait for staff, each a card with its
// count, how long the oldest item has waited and a link to its desk; then the desk's other tools.
// Links are shown by role for convenience only; every page checks the role again on the server.
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { ageKey, urgencyTone } from "#app/desk/queues.ts";
import { deskSummary } from "#app/desk/queues.server.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { Page } from "#app/shell/page.tsx";
import { STAFF_ROLES } from "#db/roles.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const locale = localeFromContext(context);
	return {
		isAdmin: user.role === "staff_admin",
		queues: deskSummary(new Date()).map((q) => ({
			queue: q.queue,
			path: q.path,
			count: q.count,
			age: q.age ? ageKey(q.age) : null,
			urgency: q.urgency,
			oldestIso: q.oldestSince?.toISOString() ?? null,
			oldestText: q.oldestSince ? formatDateTime(q.oldestSince, locale) : null,
		})),
	};
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { isAdmin, queues } = loaderData;
	const tools = [
		{ to: "/admin/rates", label: t("adminHome.rates"), about: t("adminHome.ratesAbout") },
		{ to: "/admin/rates/import", label: t("adminHome.ratesImport"), about: null },
		{ to: "/admin/rates/history", label: t("adminHome.ratesHistory"), about: null },
		...(isAdmin
			? [
					{ to: "/admin/api-keys", label: t("adminHome.apiKeys"), about: t("adminHome.apiKeysAbout") },
					{ to: "/admin/settings", label: t("desk.home.settings"), about: t("desk.home.settingsAbout") },
				]
			: []),
	];
	return (
		<Page titleKey="adminHome.title">
			<div className="stack">
				<section aria-labelledby="desk-queues" className="stack">
					<h2 id="desk-queues">{t("desk.home.queues")}</h2>
					<div className="desk-grid" data-testid="desk-queues">
						{queues.map((q) => (
							<Link
								key={q.queue}
								to={q.path}
								className="queue-card"
								data-queue={q.queue}
								data-count={q.count}
								data-urgency={q.urgency ?? undefined}
								data-empty={q.count === 0 ? "" : undefined}
							>
								<span className="queue-count" data-testid="queue-count">
									{q.count}
								</span>
								<strong>{t(`desk.home.queue.${q.queue}.title`)}</strong>
								<span className="small muted">{t(`desk.home.queue.${q.queue}.about`)}</span>
								{q.age && q.oldestIso ? (
									<span className="queue-age" data-testid="queue-age">
										<time dateTime={q.oldestIso} title={q.oldestText ?? undefined}>
											{t("desk.home.oldest", {
												age: q.age.count === undefined ? t(q.age.key) : t(q.age.key, { count: q.age.count }),
											})}
										</time>
										{q.urgency && q.urgency !== "ok" ? (
											<>
												{" "}
												<span className={`badge badge-${urgencyTone(q.urgency)}`}>
													{t(`desk.urgency.${q.urgency}`)}
												</span>
											</>
										) : null}
									</span>
								) : (
									<span className="queue-age">{t("desk.home.empty")}</span>
								)}
							</Link>
						))}
					</div>
				</section>
				<section aria-labelledby="desk-tools" className="stack">
					<h2 id="desk-tools">{t("desk.home.tools")}</h2>
					<div className="grid-cards" data-testid="desk-tools">
						{tools.map((tool) => (
							<Link key={tool.to} to={tool.to} className="card card-link">
								<div className="card-body stack">
									<strong>{tool.label}</strong>
									{tool.about ? <p className="muted small">{tool.about}</p> : null}
								</div>
							</Link>
						))}
					</div>
				</section>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
