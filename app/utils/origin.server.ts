// The one origin written into every link of every mail (decision 045). Production names it
// (APP_ORIGIN, required there): the Host header of a request is the client's to choose, and a forged
// one would make us mail links to someone else's site. Without it (development, tests, the local
// demo) it is the address the server listens on: server.js and `npm run dev` bind 127.0.0.1 unless
// HOST says otherwise. A request's own URL is never used, so a mail sent from an action and one sent
// by a job or the seed point at the same host, and a user signed in there is not asked to sign in again.
import { getEnv } from "../server/env.server.ts";

const ANY_ADDRESS = new Set(["0.0.0.0", "::", "[::]"]);

export function appOrigin(): string {
	const env = getEnv();
	if (env.APP_ORIGIN) return new URL(env.APP_ORIGIN).origin;
	const host = !env.HOST || ANY_ADDRESS.has(env.HOST) ? "127.0.0.1" : env.HOST;
	return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${env.PORT}`;
}

/** An absolute link to one of our pages for a mail: `mailLink("/mypage/payment/1")`. */
export function mailLink(path: string): string {
	if (!path.startsWith("/")) throw new Error(`mail link path must start with "/", got ${JSON.stringify(path)}`);
	return `${appOrigin()}${path}`;
}

/**
 * The origin for a mail sent while answering `request`: appOrigin(), whatever the request's host.
 * Kept with its parameter so the routes that pass their request need no change.
 */
export function linkOrigin(_request?: Request): string {
	return appOrigin();
}
