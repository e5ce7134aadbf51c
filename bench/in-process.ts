// A page requested straight from the build's React Router handler, in this process, as server.js's
// Node adapter makes the request and takes the response (decision 027): for the benchmarks that time
// or trace the app's own work without HTTP, sockets or a load generator in the way (bench/young-gc.ts,
// bench/idle.ts). The caller sets the server's environment (APP_ORIGIN, DATABASE_PATH, ...) first.
import { takeWholeBody } from "../app/server/whole-body.ts";

export type Who = "anonymous" | "customer" | "staff";

/** A function that requests `pagePath` once as `who` (signed in through the real form) and checks for 200. */
export async function pageRequester(buildPath: string, who: Who, pagePath: string): Promise<() => Promise<void>> {
	const { createRequestHandler, RouterContextProvider } = await import("react-router");
	const handler = createRequestHandler(await import(buildPath), "production");
	const base = process.env.APP_ORIGIN!;
	const headers: Record<string, string> = { "accept-language": "ko" };
	if (who !== "anonymous") {
		const body = new URLSearchParams({ intent: "signin", email: `${who}@demo.kr`, password: "demo1234" });
		const login = await handler(
			new Request(`${base}/login`, {
				method: "POST",
				body,
				headers: { ...headers, origin: base, "content-type": "application/x-www-form-urlencoded" },
			}),
			new RouterContextProvider(),
		);
		headers.cookie = login.headers
			.getSetCookie()
			.find((c) => /session/i.test(c))!
			.split(";")[0]!;
	}
	const url = base + pagePath;
	return async () => {
		// as the Node adapter makes it: with a signal that aborts when the client goes away
		const response = await handler(
			new Request(url, { headers, signal: new AbortController().signal }),
			new RouterContextProvider(),
		);
		if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
		// taken as the Node adapter takes it (decision 027): read back through the Response, a page's
		// bytes stay reachable until a full collection and pile up outside the heap (decision 035)
		if (!takeWholeBody(response)) await response.arrayBuffer();
	};
}
