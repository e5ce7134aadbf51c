// The five kinds of user (spec section 6). One list, so the compiler finds every place a new role
// must be handled.
export const ROLES = ["customer", "staff", "staff_admin", "customs_broker", "insurer"] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ["staff", "staff_admin"] as const satisfies readonly Role[];

export function isStaff(role: Role): boolean {
	return (STAFF_ROLES as readonly Role[]).includes(role);
}
