// What the header and drawer offer, by who is signed in (spec section 2, "Header"). Showing an entry is
// a convenience only: every target route checks the role again on the server.
import type { Role } from "#db/roles.ts";
import { isStaff } from "#db/roles.ts";

export type MenuLink = { key: string; to: string };
export type MenuGroup = { key: string; items: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
	return "items" in entry;
}

export const MYPAGE_LINKS: MenuLink[] = [
	{ key: "estimate", to: "/mypage/estimate" },
	{ key: "shipment", to: "/mypage/shipment" },
	{ key: "upload", to: "/mypage/upload" },
	{ key: "download", to: "/mypage/download" },
	{ key: "coupons", to: "/mypage/coupons" },
	{ key: "payment", to: "/mypage/payment" },
	{ key: "info", to: "/mypage/info" },
];

/** The my-page menu a role sees: the customer's sections, or only the account page. */
export function mypageLinksFor(role: Role | null): MenuLink[] {
	return role === null || role === "customer" ? MYPAGE_LINKS : MYPAGE_LINKS.filter((link) => link.key === "info");
}

/**
 * The menu for a role. `chatbotForAll`: the setting that releases the chatbot's entry to every
 * signed-in user (CHATBOT_MENU_FOR_ALL; decision 094); without it only staff_admin sees it.
 */
export function buildMenu(role: Role | null, chatbotForAll = false): MenuEntry[] {
	const utilities: MenuLink[] = [
		{ key: "cost", to: "/cost" },
		{ key: "scfi", to: "/graph/scfi" },
		{ key: "standardEstimate", to: "/standardestimate" },
		{ key: "routeOptimiser", to: "/routeoptimizer" },
	];
	// Spec section 6: only staff_admin sees the chatbot entry, until the setting releases it to everyone
	// signed in (the page itself serves every signed-in user: decision 094)
	if (role === "staff_admin" || (role !== null && chatbotForAll)) utilities.push({ key: "chatbot", to: "/chatbot" });

	const menu: MenuEntry[] = [
		{ key: "about", to: "/company" },
		{ key: "quote", to: "/order" },
		{ key: "utilities", items: utilities },
		{ key: "events", to: "/eventlist" },
		{ key: "mypage", items: mypageLinksFor(role) },
	];
	if (role && isStaff(role)) menu.push({ key: "admin", to: "/admin" });
	if (role === "customs_broker") menu.push({ key: "partnerCustoms", to: "/partner/customs" });
	if (role === "insurer") menu.push({ key: "partnerInsurance", to: "/partner/insurance" });
	return menu;
}

/**
 * Whether a menu link to `to` is the current page's, by React Router's NavLink rule: the same path,
 * or (unless `end`) a path below it. Case-insensitive, as NavLink is by default; "/" only on "/".
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
	const here = pathname.toLowerCase();
	const target = to.toLowerCase();
	if (here === target) return true;
	if (end || target === "/") return false;
	const base = target.endsWith("/") ? target.slice(0, -1) : target;
	return here.startsWith(base) && here.charAt(base.length) === "/";
}
