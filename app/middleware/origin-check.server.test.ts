import { describe, expect, test } from "vitest";
import { isCrossOriginMutation } from "./origin-check.server.ts";

describe("cross-origin mutations are refused", () => {
	test.each([
		["POST", "https://app.kr/signout", "https://app.kr", false],
		["POST", "https://app.kr/signout", "https://evil.example", true],
		["POST", "https://app.kr/signout", "http://app.kr", true],
		["POST", "https://app.kr/signout", "null", true],
		["POST", "https://app.kr/signout", null, false],
		["DELETE", "https://app.kr/x", "https://evil.example", true],
		["GET", "https://app.kr/", "https://evil.example", false],
		["POST", "https://app.kr/x", "not a url", true],
		// the bearer-key partner API carries no cookie to forge with
		["POST", "https://app.kr/api/v1/quotes", "https://partner.example", false],
		["POST", "https://app.kr/apix", "https://evil.example", true],
	])("%s %s from %s -> refused %s", (method, url, origin, refused) => {
		const headers: Record<string, string> = origin === null ? {} : { Origin: origin };
		expect(isCrossOriginMutation(new Request(url, { method, headers }))).toBe(refused);
	});
});
