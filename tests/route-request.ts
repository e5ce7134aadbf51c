// Integration tests of route modules: a real Request through the root route's middleware (locale,
// then the signed-in user), and the loader's or action's answer read back whatever its form (a thrown
// or returned Response, data() with an init, or plain data). One copy, shared by every route test.
import { RouterContextProvider } from "react-router";
import { authMiddleware } from "#app/auth/guard.server.ts";
import { localeMiddleware } from "#app/middleware/locale.server.ts";

/** `url` is the URL as React Router hands it to loaders and actions (normalized: no ".data" suffix). */
export type RouteArgs = { request: Request; context: RouterContextProvider; params: Record<string, string>; url: URL };

export type RequestOptions = {
	/** Cookie header value(s), e.g. a session's "fp_session=..." and "lng=en" */
	cookies?: string[];
	/** a POST with this form body (repeated names as arrays) */
	form?: Record<string, string | string[]>;
	params?: Record<string, string>;
	headers?: Record<string, string>;
};

/** The loader/action arguments for `path` (on http://app.test), after the middleware the app runs. */
export async function routeArgs(path: string, options: RequestOptions = {}): Promise<RouteArgs> {
	const headers = new Headers(options.headers);
	if (options.cookies?.length) headers.set("Cookie", options.cookies.join("; "));
	const url = `http://app.test${path}`;
	let request: Request;
	if (options.form) {
		const body = new URLSearchParams();
		for (const [k, v] of Object.entries(options.form))
			for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
		request = new Request(url, { method: "POST", headers, body });
	} else request = new Request(url, { headers });
	const context = new RouterContextProvider();
	const middlewareArgs = { request, context, params: {}, url: new URL(url), pattern: "" } as never;
	await localeMiddleware(middlewareArgs, async () => new Response());
	await authMiddleware(middlewareArgs, async () => new Response());
	return { request, context, params: options.params ?? {}, url: new URL(url) };
}

export type Outcome = { status: number; headers: Headers; location: string | null; data: unknown };

/** A thrown or returned Response, or data()'s DataWithResponseInit, as { status, headers, location, data }. */
export async function outcome(fn: () => unknown): Promise<Outcome> {
	let value: unknown;
	try {
		value = await fn();
	} catch (error) {
		value = error;
	}
	if (value instanceof Response)
		return { status: value.status, headers: value.headers, location: value.headers.get("Location"), data: null };
	if (value && typeof value === "object" && "init" in value && "data" in value) {
		const init = (value as { init?: ResponseInit }).init ?? {};
		const headers = new Headers(init.headers);
		return {
			status: init.status ?? 200,
			headers,
			location: headers.get("Location"),
			data: (value as { data: unknown }).data,
		};
	}
	return { status: 200, headers: new Headers(), location: null, data: value };
}
