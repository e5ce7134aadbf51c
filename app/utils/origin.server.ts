// The origin written into e-mail links. Production names it (APP_ORIGIN): the Host header of a request
// is the client's to choose, and a forged one would make us mail links to someone else's site.
import { getEnv } from "./env.server.ts";

export function linkOrigin(request: Request): string {
	return getEnv().APP_ORIGIN ?? new URL(request.url).origin;
}
