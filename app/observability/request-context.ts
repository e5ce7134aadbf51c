// What the server knows about the request being handled, carried by AsyncLocalStorage so that every
// log line written while handling it (loaders, actions, mail, the access log) names the request, and
// the statements it runs add to its database time. server.js starts the context (http.server.ts);
// under Vite's dev server and in route tests the root middleware does (route-middleware.server.ts).
// Relative imports only: server.js loads this file.
import { AsyncLocalStorage } from "node:async_hooks";
import { processWide } from "../server/process-wide.ts";

export type RequestContext = {
	readonly requestId: string;
	/** The matched route's pattern (e.g. "/mypage/estimate/:id"), set by the root middleware. */
	route: string | undefined;
	/** Reached React Router (a request with no route and no router is a static file). */
	routed: boolean;
	/** Time spent in SQLite statements for this request, and how many ran. */
	dbSeconds: number;
	dbStatements: number;
};

const storage = processWide("request-context", () => new AsyncLocalStorage<RequestContext>());

export function newRequestContext(requestId: string): RequestContext {
	return { requestId, route: undefined, routed: false, dbSeconds: 0, dbStatements: 0 };
}

export function runWithRequest<T>(context: RequestContext, fn: () => T): T {
	return storage.run(context, fn);
}

/** The request being handled here, or undefined outside a request (start-up, jobs). */
export function currentRequest(): RequestContext | undefined {
	return storage.getStore();
}

export function currentRequestId(): string | undefined {
	return storage.getStore()?.requestId;
}

/**
 * fn's value computed once per request: a figure two loaders of one page both show (the staff desk's
 * queue counts, in its layout and on its home page). Outside a request (a job, a script) every call
 * computes it afresh. Only for reads that an action of the same request does not change first: the
 * loaders run after the action, but nothing here runs before it.
 */
export function oncePerRequest<T>(fn: () => T): () => T {
	const made = new WeakMap<RequestContext, T>();
	return () => {
		const request = storage.getStore();
		if (!request) return fn();
		if (made.has(request)) return made.get(request) as T;
		const value = fn();
		made.set(request, value);
		return value;
	};
}
