// The staff navigation: which desks a role sees and which one a URL belongs to.
// Showing a link is convenience only; every desk's loader and action checks the role again.
import type { DeskQueue } from "./queues.ts";

export const STAFF_NAV = [
	{ key: "home", to: "/admin", exact: true, adminOnly: false, queue: null },
	{ key: "quotes", to: "/admin/quotes", exact: false, adminOnly: false, queue: "manual_quotes" },
	{ key: "negotiations", to: "/admin/negotiations", exact: false, adminOnly: false, queue: "negotiations" },
	{ key: "bookings", to: "/admin/bookings", exact: false, adminOnly: false, queue: "bookings" },
	{ key: "shipments", to: "/admin/shipments", exact: false, adminOnly: false, queue: null },
	{ key: "payments", to: "/admin/payments", exact: false, adminOnly: false, queue: "payments" },
	{ key: "coupons", to: "/admin/coupons", exact: false, adminOnly: false, queue: null },
	{ key: "customers", to: "/admin/customers", exact: false, adminOnly: false, queue: null },
	{ key: "leads", to: "/admin/leads", exact: false, adminOnly: false, queue: null },
	{ key: "requests", to: "/admin/requests", exact: false, adminOnly: false, queue: null },
	{ key: "rates", to: "/admin/rates", exact: false, adminOnly: false, queue: null },
	{ key: "market", to: "/admin/market/scfi", exact: false, adminOnly: false, queue: null },
	{ key: "board", to: "/admin/board", exact: false, adminOnly: false, queue: null },
	{ key: "integrations", to: "/admin/integrations", exact: false, adminOnly: false, queue: null },
	{ key: "apiKeys", to: "/admin/api-keys", exact: false, adminOnly: true, queue: null },
	{ key: "settings", to: "/admin/settings", exact: false, adminOnly: true, queue: null },
] as const satisfies readonly {
	key: string;
	to: string;
	exact: boolean;
	adminOnly: boolean;
	queue: DeskQueue | null;
}[];

export type StaffNavItem = (typeof STAFF_NAV)[number];
export type StaffNavKey = StaffNavItem["key"];

/** The items this user sees, in menu order. */
export function staffNavFor(isAdmin: boolean): StaffNavItem[] {
	return STAFF_NAV.filter((item) => isAdmin || !item.adminOnly);
}

/** The item a path belongs to: the desk's own page or any page under it (/admin/rates/import is rates). */
export function currentStaffNav(pathname: string, items: readonly StaffNavItem[] = STAFF_NAV): StaffNavKey | null {
	const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
	let best: StaffNavItem | null = null;
	for (const item of items) {
		const hit = item.exact ? path === item.to : path === item.to || path.startsWith(`${item.to}/`);
		if (hit && (!best || item.to.length > best.to.length)) best = item;
	}
	return best?.key ?? null;
}
