// The server's handleError (app/entry.server.tsx) with the pieces together: an unexpected error is
// logged under the request's id (the id the error page shows) with its route and stack, and, with
// ERROR_REPORT_URL set, reported with the same id in the background.
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { UNSAFE_ErrorResponseImpl } from "react-router";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { handleError } from "#app/entry.server.tsx";
import { captureLogs } from "./logger.server.ts";
import { newRequestContext, runWithRequest } from "./request-context.ts";

const server = setupServer();
const REPORT_URL = "https://errors.example.test/report";
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());
afterEach(() => {
	server.resetHandlers();
	delete process.env.ERROR_REPORT_URL;
});

test("an unhandled error: one log line with the request id, route and stack, and a report with the same id", async () => {
	const reported = new Promise<Record<string, unknown>>((resolve) =>
		server.use(
			http.post(REPORT_URL, async ({ request }) => {
				resolve((await request.json()) as Record<string, unknown>);
				return new HttpResponse(null, { status: 204 });
			}),
		),
	);
	process.env.ERROR_REPORT_URL = REPORT_URL;
	const logs = captureLogs("info");
	try {
		const context = newRequestContext("0123456789abcdef");
		context.route = "/admin/quotes/:id";
		runWithRequest(context, () =>
			handleError(new Error("no such column: x"), { request: new Request("http://app.test/admin/quotes/7") }),
		);
		expect(logs.lines()).toEqual([
			expect.objectContaining({
				level: "error",
				requestId: "0123456789abcdef",
				route: "/admin/quotes/:id",
				msg: "unhandled server error",
				err: expect.objectContaining({
					message: "no such column: x",
					stack: expect.stringContaining("handle-error.test.ts"),
				}),
			}),
		]);
		expect(await reported).toMatchObject({
			message: "no such column: x",
			requestId: "0123456789abcdef",
			route: "/admin/quotes/:id",
		});
		// the report's answer arrives in the background; it was accepted, so nothing more is logged
		await new Promise((resolve) => setTimeout(resolve, 100));
		expect(logs.lines()).toHaveLength(1);
	} finally {
		logs.restore();
	}
});

test("a request the client abandoned is not an error", () => {
	const logs = captureLogs("info");
	const controller = new AbortController();
	controller.abort();
	handleError(new Error("aborted"), { request: new Request("http://app.test/", { signal: controller.signal }) });
	expect(logs.lines()).toEqual([]);
	logs.restore();
});

test("a deliberate refusal (a resource route's thrown 404) is an info line, not an error, and is not reported", async () => {
	// no msw handler: a report would fail the test through onUnhandledFrame
	process.env.ERROR_REPORT_URL = REPORT_URL;
	const logs = captureLogs("info");
	try {
		runWithRequest(newRequestContext("0123456789abcdef"), () =>
			handleError(new UNSAFE_ErrorResponseImpl(404, "Not Found", { reason: "notFound" }), {
				request: new Request("http://app.test/api/v1/quotes/x"),
			}),
		);
		expect(logs.lines()).toEqual([
			expect.objectContaining({ level: "info", status: 404, msg: "request refused", requestId: "0123456789abcdef" }),
		]);
	} finally {
		logs.restore();
	}
});
