// Codes sent by e-mail or SMS: enough entropy, the right shape, and only digests kept.
import crypto from "node:crypto";
import { afterEach, describe, expect, test, vi } from "vitest";
import { digest, digestMatches, randomDigits, randomToken } from "./secret-code.ts";

const BASE64URL = /^[A-Za-z0-9_-]+$/;

afterEach(() => {
	vi.restoreAllMocks();
});

describe("randomToken", () => {
	test.each([
		// base64url without padding: ceil(bytes * 8 / 6) characters
		[undefined, 16, 22],
		[16, 16, 22],
		[24, 24, 32],
		[32, 32, 43],
	])("randomToken(%s) carries %i bytes in %i URL-safe characters", (bytes, expectedBytes, expectedLength) => {
		const token = randomToken(bytes);
		expect(token).toHaveLength(expectedLength);
		expect(token).toMatch(BASE64URL);
		expect(Buffer.from(token, "base64url")).toHaveLength(expectedBytes);
	});

	test("the default carries at least 128 bits", () => {
		expect(Buffer.from(randomToken(), "base64url").length * 8).toBeGreaterThanOrEqual(128);
	});

	test("1000 draws are all different and all URL-safe", () => {
		const tokens = Array.from({ length: 1000 }, () => randomToken());
		expect(new Set(tokens).size).toBe(1000);
		expect(tokens.filter((t) => !/^[A-Za-z0-9_-]{22}$/.test(t))).toEqual([]);
	});
});

describe("randomDigits", () => {
	test.each([[4], [6], [8]])("%i digits, every draw (2000 draws)", (digits) => {
		const codes = Array.from({ length: 2000 }, () => randomDigits(digits));
		const shape = new RegExp(`^[0-9]{${digits}}$`);
		expect(codes.filter((c) => !shape.test(c))).toEqual([]);
	});

	test("6-digit codes include ones with leading zeros (10 000 draws)", () => {
		// about one draw in ten starts with 0; missing them all would take odds of 0.9^10000
		const codes = Array.from({ length: 10_000 }, () => randomDigits(6));
		expect(codes.some((c) => c.startsWith("0"))).toBe(true);
		expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
	});

	test.each([
		[0, "000000"],
		[7, "000007"],
		[42, "000042"],
		[123_456, "123456"],
		[999_999, "999999"],
	])("a draw of %i is written %s", (drawn, expected) => {
		const randomInt = vi.spyOn(crypto, "randomInt").mockImplementation((() => drawn) as never);
		expect(randomDigits(6)).toBe(expected);
		expect(randomInt).toHaveBeenCalledWith(0, 1_000_000);
	});
});

describe("digest and digestMatches", () => {
	test("a digest is 64 hex characters and never the code itself", () => {
		expect(digest("123456")).toMatch(/^[0-9a-f]{64}$/);
		expect(digest("123456")).not.toContain("123456");
		expect(digest("123456")).toBe(digest("123456"));
	});

	test.each([
		["123456", digest("123456"), true],
		["s3cret-link-code", digest("s3cret-link-code"), true],
		["비밀코드", digest("비밀코드"), true],
		["", digest(""), true],
		["123457", digest("123456"), false],
		["123456 ", digest("123456"), false],
		["ABC", digest("abc"), false],
		// a stored value that is not a full digest never matches, and never throws
		["123456", "123456", false],
		["123456", digest("123456").slice(0, 32), false],
		["123456", "", false],
		["123456", "not hex at all", false],
	])("%j against %j -> %s", (code, stored, expected) => {
		expect(digestMatches(code, stored)).toBe(expected);
	});
});
