// Insurer portal: insurer only, re-checked on every navigation inside it.
import { roleGuardLoader } from "#app/auth/guard.server.ts";

export const loader = roleGuardLoader(["insurer"]);
export const shouldRevalidate = () => true;
