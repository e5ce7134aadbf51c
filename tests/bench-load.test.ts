// The load test's pure parts (bench/load-lib.ts): forms read as a browser without JavaScript submits
// them, the route pattern a request is counted under, and the statistics.
import { describe, expect, test } from "vitest";
import { fill, parseForms, percentile, pickWeighted, routePattern, summarize } from "../bench/load-lib.ts";

describe("parseForms", () => {
	const html = `
		<form action="/signout" method="post"><button name="intent" value="out">x</button></form>
		<form id="booking-form" data-testid="booking" noValidate="" action="/mypage/estimate/abc/booking" method="post">
			<input type="hidden" name="intent" value="book"/>
			<input type="hidden" name="onceKey" value="k&amp;1"/>
			<input type="checkbox" name="wantsClearance" value="on"/>
			<input type="checkbox" name="notifySame" checked="" value="on"/>
			<input type="text" name="disabledOne" disabled="" value="no"/>
			<button type="submit" name="intent" value="other">b</button>
		</form>
		<select name="incoterms" form="booking-form"><option value="">-</option><option value="FOB" selected="">FOB</option></select>
		<textarea name="shipperAddress" form="booking-form" rows="2">부산 &lt;1&gt;</textarea>
		<select name="orphan"><option value="a">a</option></select>
		<form action="/order/shipline?step=result" method="post"><select name="x"><option value="first">1</option><option value="second">2</option></select></form>`;
	const forms = parseForms(html);

	test.each([
		[
			"contained and form= fields, checked boxes only, no buttons or disabled fields",
			1,
			[
				["intent", "book"],
				["onceKey", "k&1"],
				["notifySame", "on"],
				["incoterms", "FOB"],
				["shipperAddress", "부산 <1>"],
			],
		],
		["a select without a selected option sends its first", 2, [["x", "first"]]],
		["a form of buttons only sends nothing of its own", 0, []],
	] as const)("%s", (_, index, fields) => {
		expect(forms[index]?.fields.map((f) => [f.name, f.value])).toEqual(fields);
	});

	test("attributes of the form", () => {
		expect(forms[1]).toMatchObject({
			id: "booking-form",
			testId: "booking",
			action: "/mypage/estimate/abc/booking",
			method: "post",
		});
		expect(forms).toHaveLength(3);
	});

	test("fill replaces, adds and removes fields", () => {
		const body = fill(forms[1]!, { intent: "book", onceKey: null, hsCode: "8471.30" });
		expect([...body]).toEqual([
			["notifySame", "on"],
			["incoterms", "FOB"],
			["shipperAddress", "부산 <1>"],
			["intent", "book"],
			["hsCode", "8471.30"],
		]);
	});
});

test.each([
	["GET", "/", "GET /"],
	["GET", "/mypage/estimate/2261ae53-5549-4f8e-91c4-e55b69fbbac6/booking", "GET /mypage/estimate/:id/booking"],
	["get", "/mypage/estimate/demo-shipment-air", "GET /mypage/estimate/:id"],
	["POST", "/order/shipline?step=cargo", "POST /order/shipline?step=cargo"],
	["GET", "/order/airline", "GET /order/airline"],
	["GET", "/admin/shipments?status=x", "GET /admin/shipments"],
	["GET", "/admin/rates/fcl/42", "GET /admin/rates/fcl/:id"],
])("routePattern(%s %s) = %s", (method, url, pattern) => {
	expect(routePattern(method, url)).toBe(pattern);
});

test.each([
	[[], 50, 0],
	[[5], 99, 5],
	[[1, 2, 3, 4], 50, 2],
	[[1, 2, 3, 4], 99, 4],
	[Array.from({ length: 100 }, (_, i) => i + 1), 99, 99],
])("percentile(%j, %i) = %i", (values, p, expected) => {
	expect(percentile(values, p)).toBe(expected);
});

test("summarize counts not-2xx/3xx and network failures as errors, per route and in total", () => {
	const { routes, total } = summarize(
		[
			{ route: "GET /", ms: 10, status: 200 },
			{ route: "GET /", ms: 30, status: 500 },
			{ route: "POST /x", ms: 20, status: 303 },
			{ route: "POST /x", ms: 40, status: 0 },
			{ route: "GET /", ms: 20, status: 404 },
		],
		2,
	);
	expect(routes.map((r) => [r.route, r.requests, r.errors, r.p50, r.perSecond])).toEqual([
		["GET /", 3, 2, 20, 1.5],
		["POST /x", 2, 1, 20, 1],
	]);
	expect(total).toMatchObject({ requests: 5, errors: 3, p99: 40, statuses: { 200: 1, 303: 1, 404: 1, 500: 1, 0: 1 } });
});

test.each([
	[0, "a"],
	[0.29, "a"],
	[0.3, "b"],
	[0.99, "b"],
])("pickWeighted at %d picks %s", (random, name) => {
	expect(
		pickWeighted(
			[
				{ name: "a", weight: 3 },
				{ name: "b", weight: 7 },
			],
			random,
		).name,
	).toBe(name);
});
