// Our company details form and what readers see of the details: what is required, the registration number's check digit,
// the phone and mailboxes, and what each language's reader sees.
import { describe, expect, test } from "vitest";
import { type CompanyProfile, companyFacts, sameProfile } from "#app/company/company-profile.ts";
import { CompanyProfileSchema } from "./company-profile-form.ts";

const valid = {
	nameKo: "바른포워딩 주식회사",
	nameEn: "Barun Forwarding Co., Ltd.",
	ceoKo: "김바른",
	ceoEn: "Kim Barun",
	bizRegNo: "123-45-67891",
	addressKo: "서울특별시 중구 세종대로 110, 10층",
	addressEn: "10F, 110 Sejong-daero, Jung-gu, Seoul",
	supportPhone: "1588-0000",
	supportEmail: "Help@BarunForwarding.kr",
	privacyEmail: "privacy@barunforwarding.kr",
};

describe("CompanyProfileSchema", () => {
	test("a valid form is stored as digits and lower-case mailboxes", () => {
		const got = CompanyProfileSchema.parse(valid);
		expect(got).toMatchObject({
			bizRegNo: "123-45-67891",
			supportPhone: "15880000",
			supportEmail: "help@barunforwarding.kr",
		});
	});

	test.each([
		["nameKo", "", "nameKo"],
		["nameKo", "바", "nameKo"],
		["nameEn", undefined, "nameEn"],
		["ceoEn", "K", "ceoEn"],
		["addressKo", "서울", "addressKo"],
		["addressEn", "x".repeat(161), "addressEn"],
		// the NTS check digit: 123-45-67890 fails it, as the placeholder 000-00-00000 does
		["bizRegNo", "123-45-67890", "bizRegNo"],
		["bizRegNo", "000-00-00000", "bizRegNo"],
		["bizRegNo", "12345678", "bizRegNo"],
		["bizRegNo", undefined, "bizRegNo"],
		["supportPhone", "1234", "supportPhone"],
		["supportPhone", "010-5555-12345-9", "supportPhone"],
		["supportPhone", "phone", "supportPhone"],
		["supportEmail", "help@", "supportEmail"],
		["privacyEmail", "", "privacyEmail"],
	])("%s = %j is refused with desk.company.errors.%s", (field, value, key) => {
		const result = CompanyProfileSchema.safeParse({ ...valid, [field]: value });
		expect(result.success).toBe(false);
		if (!result.success)
			expect(result.error.issues.find((i) => i.path[0] === field)?.message).toBe(`desk.company.errors.${key}`);
	});

	test.each([
		["02-555-1234", "025551234"],
		["031 555 1234", "0315551234"],
		["1644-1234", "16441234"],
	])("the line %s is kept as %s", (typed, stored) => {
		expect(CompanyProfileSchema.parse({ ...valid, supportPhone: typed }).supportPhone).toBe(stored);
	});
});

describe("companyFacts", () => {
	const stored: CompanyProfile = CompanyProfileSchema.parse(valid);
	test.each([
		["kr", "바른포워딩 주식회사", "김바른", "서울특별시 중구 세종대로 110, 10층"],
		["en", "Barun Forwarding Co., Ltd.", "Kim Barun", "10F, 110 Sejong-daero, Jung-gu, Seoul"],
		// Vietnamese readers see the English legal name and address, as with a bank's name
		["vn", "Barun Forwarding Co., Ltd.", "Kim Barun", "10F, 110 Sejong-daero, Jung-gu, Seoul"],
	] as const)("%s reads %s, %s, %s; numbers are formatted", (locale, name, ceo, address) => {
		expect(companyFacts(stored, locale)).toEqual({
			name,
			ceo,
			address,
			bizRegNo: "123-45-67891",
			supportPhone: "1588-0000",
			supportPhoneDial: "15880000",
			supportEmail: "help@barunforwarding.kr",
			privacyEmail: "privacy@barunforwarding.kr",
		});
	});

	test("sameProfile tells an untouched form from a change", () => {
		expect(sameProfile(stored, { ...stored })).toBe(true);
		expect(sameProfile(stored, { ...stored, addressEn: "11F" })).toBe(false);
	});
});
