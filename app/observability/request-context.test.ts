import { expect, test } from "vitest";
import { newRequestContext, oncePerRequest, runWithRequest } from "./request-context.ts";

test("oncePerRequest: one computation per request, a fresh one for the next request and outside any", async () => {
	let calls = 0;
	const figure = oncePerRequest(() => ++calls);
	const first = newRequestContext("r1");
	expect(runWithRequest(first, () => [figure(), figure()])).toEqual([1, 1]);
	// still the same request after an await (the layout's and the page's loaders)
	await runWithRequest(first, async () => {
		await new Promise((resolve) => setImmediate(resolve));
		expect(figure()).toBe(1);
	});
	expect(runWithRequest(newRequestContext("r2"), () => figure())).toBe(2);
	expect(figure()).toBe(3);
	expect(figure()).toBe(4);
});
