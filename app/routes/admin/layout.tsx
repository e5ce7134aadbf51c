// The staff desk: staff and staff_admin only, re-checked on every navigation inside /admin. The
// layout carries the staff navigation (tabs, docs/design-system.md) with the queue counts beside the
// desks that have a queue, so they stay current on every navigation (shouldRevalidate).
import { useTranslation } from "#app/i18n/react.tsx";
import { Outlet, useLocation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/layout";
import { requireRole } from "#app/auth/guard.server.ts";
import { currentStaffNav, staffNavFor } from "#app/desk/nav.ts";
import { useCurrentInView } from "#app/shell/current-in-view.ts";
import { queueCounts } from "#app/desk/queues.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	return {
		isAdmin: user.role === "staff_admin",
		counts: Object.fromEntries(queueCounts().map((q) => [q.queue, q.count])) as Record<string, number>,
	};
}
export const shouldRevalidate = () => true;

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { pathname } = useLocation();
	const items = staffNavFor(loaderData.isAdmin);
	const current = currentStaffNav(pathname, items);
	const navRef = useCurrentInView<HTMLElement>(current);
	return (
		<>
			<nav ref={navRef} className="tabs" aria-label={t("desk.nav.label")} data-testid="staff-nav">
				{items.map((item) => {
					const waiting = item.queue ? (loaderData.counts[item.queue] ?? 0) : 0;
					return (
						<Link
							key={item.key}
							to={item.to}
							aria-current={item.key === current ? "page" : undefined}
							data-nav={item.key}
						>
							{t(`desk.nav.${item.key}`)}
							{waiting > 0 ? (
								<>
									{" "}
									<span className="badge badge-brand" data-testid={`nav-count-${item.queue}`}>
										{waiting}
									</span>
								</>
							) : null}
						</Link>
					);
				})}
			</nav>
			<Outlet />
		</>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
