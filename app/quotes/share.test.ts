import { describe, expect, test } from "vitest";
import { SHARE_DAYS, endOfValidity, isShareTokenShaped, shareExpiry, shareState } from "./share.ts";

const at = (iso: string) => new Date(iso);

describe("shareExpiry: 30 days or the quote's validity end, whichever is sooner, never under a day", () => {
	test.each([
		["no validity yet (being priced): 30 days", "2026-11-23T01:00:00Z", null, "2026-12-23T01:00:00.000Z"],
		["validity far off: 30 days", "2026-11-23T01:00:00Z", "2027-03-31", "2026-12-23T01:00:00.000Z"],
		[
			"validity ends first: midnight after its last day, Seoul",
			"2026-11-23T01:00:00Z",
			"2026-12-07",
			"2026-12-07T15:00:00.000Z",
		],
		[
			"validity ends the day after 30 days: still 30 days",
			"2026-11-23T01:00:00Z",
			"2026-12-23",
			"2026-12-23T01:00:00.000Z",
		],
		["the quote's last day is today: a day from now", "2026-11-23T10:00:00Z", "2026-11-23", "2026-11-24T10:00:00.000Z"],
		["the quote has expired: a day from now", "2026-11-23T10:00:00Z", "2026-11-01", "2026-11-24T10:00:00.000Z"],
	] as const)("%s", (_name, now, validUntil, expected) => {
		expect(shareExpiry(at(now), validUntil).toISOString()).toBe(expected);
	});

	test("30 days is the cap", () => {
		expect(SHARE_DAYS).toBe(30);
	});

	test("a quote valid until a date is valid through that whole day in Korea", () => {
		expect(endOfValidity("2026-12-07").toISOString()).toBe("2026-12-07T15:00:00.000Z");
	});
});

describe("the only tokens worth looking up", () => {
	test.each([
		["AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE", true],
		["AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd", false],
		["AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdEF", false],
		["AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_+AbCdE", false],
		["../../etc/passwd", false],
		["", false],
		[null, false],
		[undefined, false],
	] as const)("%j: %s", (token, ok) => {
		expect(isShareTokenShaped(token)).toBe(ok);
	});
});

describe("shareState", () => {
	const now = at("2026-11-23T00:00:00Z");
	test.each([
		["active", { expiresAt: at("2026-11-24T00:00:00Z"), revokedAt: null }, "active"],
		["expired at this very moment", { expiresAt: now, revokedAt: null }, "expired"],
		["expired", { expiresAt: at("2026-11-22T00:00:00Z"), revokedAt: null }, "expired"],
		[
			"revoked before expiry",
			{ expiresAt: at("2026-11-24T00:00:00Z"), revokedAt: at("2026-11-22T00:00:00Z") },
			"revoked",
		],
		[
			"revoked and expired: revoked",
			{ expiresAt: at("2026-11-22T00:00:00Z"), revokedAt: at("2026-11-21T00:00:00Z") },
			"revoked",
		],
	] as const)("%s", (_name, share, state) => {
		expect(shareState(share, now)).toBe(state);
	});
});
