// Another company's quote PDF opened in a browser showed {"reason":"notFound"}. The
// browser (Accept: text/html) is sent to the estimate's page, which answers the app's own 404 page;
// a script still gets the 404 reply.
import { beforeAll, describe, expect, test, vi } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as detail from "./estimate-detail.tsx";
import { loader } from "./estimate-pdf.ts";

// the renderer fails when the estimate's number says so (an unforeseen failure, spec section 8's "quote export error")
vi.mock("#app/pdf/quote-pdf.server.tsx", async (original) => {
	const real = await original<{ renderQuotePdf: (e: { id: string }, l: string) => Promise<Uint8Array> }>();
	return {
		...real,
		renderQuotePdf: vi.fn(async (e: { id: string }, l: string) =>
			e.id === failing.id ? Promise.reject(new Error("font missing")) : real.renderQuotePdf(e, l),
		),
	};
});
const failing = { id: "" };

const HTML = { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
let other = "";

beforeAll(async () => {
	await seedQuoteWorld();
	other = (await createSession(DEMO.other.id)).setCookie.split(";")[0]!;
}, 30_000);

describe("a foreign quote PDF", () => {
	test("a browser goes to the estimate page, which is the app's 404; a script gets the 404 reply", async () => {
		const id = makeEstimate();
		const path = `/mypage/estimate/${id}/pdf`;
		const browser = await outcome(async () =>
			loader((await routeArgs(path, { cookies: [other], params: { id }, headers: HTML })) as never),
		);
		expect(browser.status).toBe(302);
		expect(browser.location).toBe(`/mypage/estimate/${id}`);
		const page = await outcome(async () =>
			detail.loader((await routeArgs(browser.location!, { cookies: [other], params: { id } })) as never),
		);
		expect(page.status).toBe(404);
		const script = await outcome(async () =>
			loader((await routeArgs(path, { cookies: [other], params: { id } })) as never),
		);
		expect(script.status).toBe(404);
	}, 20_000);
});

describe("a quote PDF that cannot be made (spec section 8)", () => {
	test("a browser goes back to the estimate with the export error; a script gets 500", async () => {
		const id = makeEstimate();
		failing.id = id;
		const own = (await createSession(DEMO.customer.id)).setCookie.split(";")[0]!;
		const path = `/mypage/estimate/${id}/pdf`;
		const browser = await outcome(async () =>
			loader((await routeArgs(path, { cookies: [own], params: { id }, headers: HTML })) as never),
		);
		expect(browser.status).toBe(302);
		expect(browser.location).toBe(`/mypage/estimate/${id}?pdf=failed`);
		const script = await outcome(async () =>
			loader((await routeArgs(path, { cookies: [own], params: { id } })) as never),
		);
		expect(script.status).toBe(500);
	}, 20_000);
});
