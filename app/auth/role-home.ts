// Where each kind of user belongs: the page a role lands on after signing in (or
// on opening /login, / or /mypage while signed in), and which my-page screens a role may open. The
// customer's my page is the customer's company's records; staff see customers' records from the desk
// (they may still read one estimate or shipment through its my-page link), partners see only the
// requests assigned to them on their portal. Every role keeps /mypage/info, its own account.
import type { Role } from "#db/roles.ts";
import { isStaff } from "#db/roles.ts";

const HOME: Record<Role, string> = {
	customer: "/order",
	staff: "/admin",
	staff_admin: "/admin",
	customs_broker: "/partner/customs",
	insurer: "/partner/insurance",
};

/** The role's own home: where it lands after sign-in when no page asked for it. */
export function homeFor(role: Role): string {
	return HOME[role];
}

/** The account page every signed-in user has. */
export const ACCOUNT_PATH = "/mypage/info";

// The my-page screens staff may open: one customer's estimate or shipment (and its map), read from
// the desk's links. The lists, uploads, downloads, coupons and payments are the customer's own.
const STAFF_READABLE = [
	/^\/mypage\/estimate\/[^/]+$/,
	/^\/mypage\/shipment\/[^/]+$/,
	/^\/mypage\/shiproutetrackermap\/[^/]+$/,
];

/** Whether `role` may open the my-page screen at `pathname` (a path under /mypage; no ".data"). */
export function mayOpenMypage(role: Role, pathname: string): boolean {
	const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
	if (role === "customer") return true;
	if (path === "/mypage" || path === ACCOUNT_PATH || path.startsWith(`${ACCOUNT_PATH}/`)) return true;
	if (isStaff(role)) return STAFF_READABLE.some((re) => re.test(path));
	return false;
}
