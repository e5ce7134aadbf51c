// Cross-site request forgery: React Router refuses a cross-origin form POST to a page, but not to a
// resource route (such as /signout), and neither looks further when a request has no Origin header.
// A POST without Origin but with a foreign Referer was accepted (decision 052), so an unsafe method
// now passes only when the request itself shows it comes from one of our pages:
//   1. Origin, when present, decides ("null", sent by sandboxed frames and some redirects, never ours);
//   2. else Sec-Fetch-Site, when present, must be "same-origin";
//   3. else Referer, when present, must be on our origin;
//   4. else nothing shows where it came from: refused. Every browser in use sends Origin on a POST, so
//      only scripts and very old browsers meet this rule, and a script can add the header.
// Exempt: the partner API (a bearer key, never a cookie, so nobody's credentials can be ridden on)
// and the primary's internal route for commands forwarded by a LiteFS replica (HMAC-signed, not from a
// browser). Requests a replica's proxy replays on the primary (fly-replay) keep the browser's headers.
// The session cookie is SameSite=Lax besides.
import type { MiddlewareFunction } from "react-router";
import { badRequest } from "#app/utils/replies.server.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Paths whose callers are not browsers and which authenticate otherwise (see above). */
const EXEMPT = [(path: string) => path.startsWith("/api/"), (path: string) => path === "/internal/commit"];

export type OriginEvidence = "origin" | "fetch-site" | "referer" | "none";
export type OriginVerdict = { refused: false } | { refused: true; by: OriginEvidence };

function sameOrigin(value: string, own: string): boolean {
	try {
		return new URL(value).origin === own;
	} catch {
		return false;
	}
}

/** Whether an unsafe request shows it comes from our own pages, and which header said so or not. */
export function judgeOrigin(request: Request): OriginVerdict {
	if (SAFE_METHODS.has(request.method.toUpperCase())) return { refused: false };
	const url = new URL(request.url);
	if (EXEMPT.some((exempt) => exempt(url.pathname))) return { refused: false };
	const origin = request.headers.get("Origin");
	if (origin !== null)
		return origin !== "null" && sameOrigin(origin, url.origin) ? { refused: false } : { refused: true, by: "origin" };
	const site = request.headers.get("Sec-Fetch-Site");
	if (site !== null) return site === "same-origin" ? { refused: false } : { refused: true, by: "fetch-site" };
	const referer = request.headers.get("Referer");
	if (referer !== null) return sameOrigin(referer, url.origin) ? { refused: false } : { refused: true, by: "referer" };
	return { refused: true, by: "none" };
}

export function isCrossOriginMutation(request: Request): boolean {
	return judgeOrigin(request).refused;
}

/**
 * Runs after the locale is known: the refusal is the translated "did not come from one of our screens"
 * page (page.errors.badRequest), 400, before any action has read the body, so nothing is stored.
 */
export const originCheckMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
	if (isCrossOriginMutation(request)) throw badRequest();
	return next();
};
