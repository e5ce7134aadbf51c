// The visitors' rules (decision 086) as tables: the counters of each act, fixed windows, the limits,
// when a sign-up carries the quote, a request's fingerprint and the stage staff read.
import { describe, expect, test } from "vitest";
import {
	VISITOR_LIMITS,
	carriesQuote,
	countersFor,
	leadStage,
	requestFingerprint,
	windowStartOf,
	withinLimits,
} from "./visitor-rules.ts";

const HOUR = 3_600_000;

describe("counters and limits", () => {
	test("an act counts once for its address (lower case, trimmed) and once for its source", () => {
		expect(countersFor("start", " Kim@Acme.CO.kr ", "203.0.113.7").map((c) => [c.key, c.rule.max])).toEqual([
			["start:address:kim@acme.co.kr", 5],
			["start:source:203.0.113.7", 30],
		]);
		expect(countersFor("price", "kim@acme.co.kr", "2001:db8:1:2::/64").map((c) => [c.key, c.rule.max])).toEqual([
			["price:address:kim@acme.co.kr", 20],
			["price:source:2001:db8:1:2::/64", 60],
		]);
	});

	test.each([
		[0, HOUR, 0],
		[HOUR - 1, HOUR, 0],
		[HOUR, HOUR, HOUR],
		[5 * HOUR + 17, HOUR, 5 * HOUR],
		[30 * HOUR, 24 * HOUR, 24 * HOUR],
	])("at %i with a window of %i the window starts at %i", (now, windowMs, start) => {
		expect(windowStartOf(now, windowMs)).toBe(start);
	});

	const start = countersFor("start", "a@b.kr", "1.2.3.4");
	test.each([
		[[0, 0], true],
		[[4, 29], true],
		[[5, 0], false], // the address's sixth start in the hour
		[[0, 30], false], // the source's thirty-first
		[[4, 30], false],
	])("with %j already counted one more may go: %s", (counts, allowed) => {
		expect(withinLimits(start, counts)).toBe(allowed);
	});

	test("the day's price limits are wider than the hour's start limits", () => {
		expect(VISITOR_LIMITS.price.address.windowMs).toBe(24 * HOUR);
		expect(VISITOR_LIMITS.start.address.windowMs).toBe(HOUR);
	});
});

test.each([
	["kim@acme.co.kr", "kim@acme.co.kr", true],
	["kim@acme.co.kr", " KIM@Acme.co.kr ", true],
	["kim@acme.co.kr", "lee@acme.co.kr", false],
	["", "", false],
])("a visitor of %s signing up as %s takes the quote along: %s", (visitor, signUp, carried) => {
	expect(carriesQuote(visitor, signUp)).toBe(carried);
});

test("a request's fingerprint ignores key order and sees every value", () => {
	const a = { origin: "KRPUS", destination: "VNHPH", containers: [{ type: "dv20", count: 1 }] };
	const b = { containers: [{ count: 1, type: "dv20" }], destination: "VNHPH", origin: "KRPUS" };
	expect(requestFingerprint(a)).toBe(requestFingerprint(b));
	expect(requestFingerprint(a)).not.toBe(requestFingerprint({ ...a, containers: [{ type: "dv20", count: 2 }] }));
});

test.each([
	[{ pricedAt: null, chosen: null, userId: null }, "started"],
	[{ pricedAt: new Date(), chosen: null, userId: null }, "priced"],
	[{ pricedAt: new Date(), chosen: "opt-1", userId: null }, "chosen"],
	[{ pricedAt: new Date(), chosen: "opt-1", userId: "u1" }, "signedUp"],
	[{ pricedAt: new Date(), chosen: null, userId: "u1" }, "signedUp"],
] as const)("lead %j is at stage %s", (lead, stage) => {
	expect(leadStage(lead)).toBe(stage);
});
