// The staff desk: staff and staff_admin only, re-checked on every navigation inside /admin.
import { roleGuardLoader } from "#app/auth/guard.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

export const loader = roleGuardLoader(STAFF_ROLES);
export const shouldRevalidate = () => true;
