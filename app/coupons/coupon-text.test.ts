import { describe, expect, test } from "vitest";
import { couponText } from "./coupon-text.ts";

const full = {
	name: "가입 축하 쿠폰",
	description: "가입을 환영합니다.",
	nameEn: "Welcome coupon",
	nameVi: "Phiếu chào mừng",
	descriptionEn: "Welcome aboard.",
	descriptionVi: "Chào mừng bạn.",
};

describe("couponText: the viewer's language, else the Korean text", () => {
	test.each([
		["kr", full, { name: "가입 축하 쿠폰", description: "가입을 환영합니다." }],
		["en", full, { name: "Welcome coupon", description: "Welcome aboard." }],
		["vn", full, { name: "Phiếu chào mừng", description: "Chào mừng bạn." }],
		[
			"en",
			{ ...full, nameEn: null, descriptionEn: null },
			{ name: "가입 축하 쿠폰", description: "가입을 환영합니다." },
		],
		["vn", { ...full, nameVi: "  ", descriptionVi: "" }, { name: "가입 축하 쿠폰", description: "가입을 환영합니다." }],
		["en", { ...full, descriptionEn: null, description: null }, { name: "Welcome coupon", description: null }],
		["vn", { ...full, nameVi: null }, { name: "가입 축하 쿠폰", description: "Chào mừng bạn." }],
	] as const)("%s of %j", (locale, def, expected) => {
		expect(couponText(def, locale)).toEqual(expected);
	});
});
