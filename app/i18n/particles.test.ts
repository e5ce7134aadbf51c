// The screens' translator and the server's (mail, PDF) both choose a Korean particle
// from the value put before it, instead of printing "을(를)" / "이(가)" after numbers and codes.
import { describe, expect, test } from "vitest";
import type { Tree } from "./bundles.ts";
import { resources } from "./resources.ts";
import { translatorFor } from "./translate.server.ts";
import { createTranslator } from "./translator.ts";

describe("Korean particles after values", () => {
	const screens = createTranslator("ko", resources.ko.translation as Tree);
	test.each([
		["B2611-0010", "부킹 B2611-0010을 확정했습니다. 고객에게 메일을 보냈습니다."],
		["B2611-0012", "부킹 B2611-0012를 확정했습니다. 고객에게 메일을 보냈습니다."],
	])("the desk's notice for %s", (number, expected) => {
		expect(screens.t("desk.notice.confirmed", { number })).toBe(expected);
	});

	test("a mail in Korean", async () => {
		const t = await translatorFor("kr");
		expect(t("mail.bookingCustomer.intro.confirmed", { number: "B2611-0019" })).toMatch(
			/^부킹 B2611-0019가 확정되었습니다\./,
		);
		expect(t("mail.bookingCustomer.intro.confirmed", { number: "B2611-0010" })).toMatch(
			/^부킹 B2611-0010이 확정되었습니다\./,
		);
	});

	test("English and Vietnamese are untouched", async () => {
		const en = await translatorFor("en");
		expect(en("mail.bookingCustomer.intro.confirmed", { number: "B2611-0010" })).toContain("B2611-0010");
		expect(en("mail.bookingCustomer.intro.confirmed", { number: "B2611-0010" })).not.toMatch(/[가-힣]/);
	});
});
