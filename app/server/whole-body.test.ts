import { describe, expect, test } from "vitest";
import { takeWholeBody, wholeBodyResponse } from "./whole-body.ts";

const page = Buffer.from('<!DOCTYPE html><html lang="ko"><body>견적 목록</body></html>');

describe("a page handed over whole", () => {
	test("the adapter takes the very bytes entry.server rendered, once", () => {
		const response = wholeBodyResponse(page, { status: 200, headers: { "content-type": "text/html; charset=utf-8" } });
		expect(takeWholeBody(response)).toBe(page);
		expect(takeWholeBody(response)).toBeUndefined();
	});

	test("any other reader still gets the page from the Response itself", async () => {
		const response = wholeBodyResponse(page, { status: 404 });
		expect(response.status).toBe(404);
		expect(await response.text()).toBe(page.toString());
		// read already: the adapter must not send it a second time
		expect(takeWholeBody(response)).toBeUndefined();
	});

	test.each([
		["a Response made some other way", () => new Response(page)],
		["a copy of a handed-over Response", () => wholeBodyResponse(page, {}).clone()],
		["a Response without a body (HEAD)", () => new Response(null, wholeBodyResponse(page, {}))],
	])("%s has nothing to take", (_name, make) => {
		expect(takeWholeBody(make())).toBeUndefined();
	});
});
