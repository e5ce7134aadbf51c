// The root route's first middleware: tells the request context which route pattern matched, for the
// access log and the metrics' route label. Under server.js the context already exists
// (http.server.ts); under Vite's dev server, and wherever React Router is called without server.js,
// it starts one here so logs and the error page still carry a request id.
import type { MiddlewareFunction } from "react-router";
import { currentRequest, newRequestContext, runWithRequest } from "./request-context.ts";
import { REQUEST_ID_HEADER, requestIdFor } from "./request-id.ts";

/** React Router joins the matched paths without a leading slash ("mypage/estimate/:id"); "/" is the home. */
export function routeLabel(pattern: string): string {
	return pattern.startsWith("/") ? pattern : `/${pattern}`;
}

export const observabilityMiddleware: MiddlewareFunction<Response> = async ({ request, pattern: matched }, next) => {
	const pattern = routeLabel(matched);
	const existing = currentRequest();
	if (existing) {
		existing.route = pattern;
		existing.routed = true;
		return next();
	}
	const context = newRequestContext(
		requestIdFor(request.headers.get("fly-request-id"), Boolean(process.env.FLY_APP_NAME)),
	);
	context.route = pattern;
	context.routed = true;
	const response = await runWithRequest(context, next);
	try {
		response.headers.set(REQUEST_ID_HEADER, context.requestId);
	} catch {
		// a Response with immutable headers (from fetch) keeps its own
	}
	return response;
};
