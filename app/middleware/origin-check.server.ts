// React Router refuses a cross-origin form POST to a page, but not to a resource route (such as
// /signout), so the same rule is applied here to every mutation. Requests without an Origin header
// (partner systems calling the API with a key, old browsers) pass; the session cookie is
// SameSite=Lax, which already keeps it off cross-site POSTs in modern browsers.
import type { MiddlewareFunction } from "react-router";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The partner API authenticates with a bearer key, never a cookie, so a browser on another origin
 * cannot ride on anyone's credentials there: its calls are not cross-site request forgery.
 */
const BEARER_API_PREFIX = "/api/";

export function isCrossOriginMutation(request: Request): boolean {
	if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
	if (new URL(request.url).pathname.startsWith(BEARER_API_PREFIX)) return false;
	const origin = request.headers.get("Origin");
	if (!origin) return false;
	if (origin === "null") return true; // sandboxed frames and some redirects: never our own pages
	try {
		return new URL(origin).origin !== new URL(request.url).origin;
	} catch {
		return true;
	}
}

export const originCheckMiddleware: MiddlewareFunction<Response> = ({ request }, next) => {
	if (isCrossOriginMutation(request)) return new Response("Bad Request: cross-origin form submission", { status: 400 });
	return next();
};
