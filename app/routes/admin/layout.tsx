// The staff desk: staff and staff_admin only, re-checked on every navigation inside /admin. The
// layout carries the staff navigation (tabs, docs/design-system.md) with the queue counts beside the
// desks that have a queue, so they stay current on every navigation (shouldRevalidate).
import { useEffect, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Outlet, useLocation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/layout";
import { requireRole } from "#app/auth/guard.server.ts";
import { currentStaffNav, staffNavFor } from "#app/desk/nav.ts";
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
	const navRef = useRef<HTMLElement>(null);
	// The tabs are a strip that scrolls sideways when they do not fit (a phone, a narrow window), and a
	// tab far along it (shipments, payments, settings) would open out of sight: after a navigation the
	// current tab is centred in the strip if it is not wholly in view (left alone if it is, so the strip
	// does not move under the pointer). Without JavaScript the strip starts at the first tab and the
	// page's heading names it.
	useEffect(() => {
		const nav = navRef.current;
		const tab = nav?.querySelector<HTMLElement>('[aria-current="page"]');
		if (!nav || !tab || nav.scrollWidth <= nav.clientWidth) return;
		const strip = nav.getBoundingClientRect();
		const box = tab.getBoundingClientRect();
		if (box.left >= strip.left && box.right <= strip.right) return;
		nav.scrollLeft += box.left - strip.left - (nav.clientWidth - box.width) / 2;
	}, [current]);
	return (
		<>
			<nav ref={navRef} className="tabs" aria-label={t("desk.nav.label")} data-testid="staff-nav">
				{items.map((item) => {
					const waiting = item.queue ? (loaderData.counts[item.queue] ?? 0) : 0;
					return (
						<Link key={item.key} to={item.to} aria-current={item.key === current ? "page" : undefined} data-nav={item.key}>
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
