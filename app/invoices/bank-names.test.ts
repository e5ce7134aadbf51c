// The bank's name per reader: Korean readers see the stored name; English and
// Vietnamese readers the English name staff stored, else a known Korean bank's English name, else the
// stored name.
import { describe, expect, test } from "vitest";
import { bankNameFor, knownEnglishBankName } from "./bank-names.ts";

describe("bankNameFor", () => {
	test.each<[string, string | null, "kr" | "en" | "vn", string]>([
		["IBK기업은행", null, "kr", "IBK기업은행"],
		["IBK기업은행", null, "en", "IBK Industrial Bank of Korea"],
		["IBK기업은행", null, "vn", "IBK Industrial Bank of Korea"],
		["KB 국민은행", null, "en", "KB Kookmin Bank"],
		["신한은행", "Shinhan Bank, Gangnam", "en", "Shinhan Bank, Gangnam"],
		["신한은행", "  ", "vn", "Shinhan Bank"],
		["어느 신용협동조합", null, "en", "어느 신용협동조합"],
		["IBK Industrial Bank of Korea", null, "en", "IBK Industrial Bank of Korea"],
	])("%s (English %s) in %s: %s", (bankName, bankNameEn, locale, shown) => {
		expect(bankNameFor({ bankName, bankNameEn }, locale)).toBe(shown);
	});

	test("the names people write for one bank all find it", () => {
		for (const name of ["NH농협은행", "농협은행", "농협", "nh농협은행"])
			expect(knownEnglishBankName(name)).toBe("NH NongHyup Bank");
		expect(knownEnglishBankName("Woori Bank")).toBeNull();
	});
});
