import { describe, expect, test } from "vitest";
import { formatBizRegNo, isValidBizRegNo, normalizeBizRegNo } from "./biz-reg-no.ts";
import en from "#app/locales/en.json";
import kr from "#app/locales/kr.json";
import vn from "#app/locales/vn.json";

describe("normalizeBizRegNo", () => {
	test.each([
		["124-81-00998", "1248100998"],
		[" 124 81 00998 ", "1248100998"],
		["1248100998", "1248100998"],
		["124-81-0099A", "124810099A"],
		["", ""],
	])("%j -> %j", (input, expected) => {
		expect(normalizeBizRegNo(input)).toBe(expected);
	});
});

describe("isValidBizRegNo", () => {
	test.each([
		// Published numbers of well-known companies.
		["1248100998"], // Samsung Electronics
		["2208162517"], // NAVER
		["1208147521"], // Kakao
		["1208800767"], // Coupang
		// Computed with the NTS algorithm. Each but 1111111119 has a ninth digit of 2 or more, so
		// it only passes if the floor(d9 * 5 / 10) term is counted.
		["1234567891"],
		["1111111119"],
		["9999999997"],
		["1010101065"],
	])("%s is valid", (input) => {
		expect(isValidBizRegNo(input)).toBe(true);
	});

	test.each([["124-81-00998"], ["124 81 00998"], [" 220-81-62517 "]])("formatted %j is accepted", (input) => {
		expect(isValidBizRegNo(input)).toBe(true);
	});

	test.each([
		["1248100997", "wrong check digit"],
		["1248100990", "wrong check digit"],
		["2208162518", "wrong check digit"],
		["1248100989", "two digits swapped"],
		["124810099", "nine digits"],
		["12481009981", "eleven digits"],
		["", "empty"],
		["124-81-0099A", "a letter"],
		["abcdefghij", "letters only"],
		["１２４８１００９９８", "full-width digits"],
		["124.81.00998", "dots instead of hyphens"],
	])("%j is rejected (%s)", (input) => {
		expect(isValidBizRegNo(input)).toBe(false);
	});
});

describe("formatBizRegNo", () => {
	test.each([
		["1248100998", "124-81-00998"],
		["124-81-00998", "124-81-00998"],
		["0000000000", "000-00-00000"],
		["12345", "12345"],
		["abcdefghij", "abcdefghij"],
	])("%j -> %j", (input, expected) => {
		expect(formatBizRegNo(input)).toBe(expected);
	});
});

describe("the sign-up hint's example number passes its own check", () => {
	test.each([
		["kr", kr.accounts.hint.bizRegNo],
		["en", en.accounts.hint.bizRegNo],
		["vn", vn.accounts.hint.bizRegNo],
	])("%s: %s", (_locale, hint) => {
		const example = hint.match(/\d{3}-\d{2}-\d{5}/)?.[0];
		expect(example).toBeDefined();
		expect(isValidBizRegNo(example ?? "")).toBe(true);
	});
});
