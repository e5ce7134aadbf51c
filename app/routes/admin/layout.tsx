// The staff desk: staff and staff_admin only, re-checked on every navigation inside /admin.
import type { Route } from "./+types/layout";
import { roleGuardLoader } from "#app/auth/guard.server.ts";
import { withBundles } from "#app/i18n/client-bundles.ts";
import { STAFF_ROLES } from "#db/roles.ts";

export const loader = roleGuardLoader(STAFF_ROLES);
export const shouldRevalidate = () => true;

// A client-side navigation into /admin fetches the desk's strings alongside the guard's answer, so
// the desk never renders a bare translation key (the first page load gets them in entry.client).
export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
	return withBundles(request, serverLoader);
}
