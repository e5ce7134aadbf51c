// Customs broker portal: customs_broker only, re-checked on every navigation inside it.
import { roleGuardLoader } from "#app/auth/guard.server.ts";

export const loader = roleGuardLoader(["customs_broker"]);
export const shouldRevalidate = () => true;
