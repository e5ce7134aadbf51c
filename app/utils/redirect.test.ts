import { describe, expect, test } from "vitest";
import { loginUrlFor, safeRedirect } from "./redirect.ts";

describe("safeRedirect keeps users on this site", () => {
	test.each([
		["/mypage/estimate?page=2", "/mypage/estimate?page=2"],
		["/cost", "/cost"],
		["https://evil.example/", "/order"],
		["//evil.example/x", "/order"],
		["/\\evil.example", "/order"],
		["javascript:alert(1)", "/order"],
		["/login?redirectTo=/cost", "/order"],
		["/login", "/order"],
		["/ok\n", "/order"],
		["", "/order"],
		[null, "/order"],
		[undefined, "/order"],
	])("%j -> %j", (input, expected) => {
		expect(safeRedirect(input)).toBe(expected);
	});
});

describe("loginUrlFor saves the path", () => {
	test.each([
		["/cost", {}, "/login?redirectTo=%2Fcost"],
		["/mypage/estimate?page=2", {}, "/login?redirectTo=%2Fmypage%2Festimate%3Fpage%3D2"],
		["/cost", { expired: true }, "/login?redirectTo=%2Fcost&expired=1"],
		["/", {}, "/login"],
		["//evil", {}, "/login"],
	])("%s %j", (path, options, expected) => {
		expect(loginUrlFor(path, options)).toBe(expected);
	});
});
