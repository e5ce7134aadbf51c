import { describe, expect, test } from "vitest";
import {
	districtLabel,
	districtName,
	isKrRegion,
	krRegions,
	provinceName,
	provinceOptions,
	regionLabel,
} from "./kr-regions.ts";

const regions = krRegions().provinces;

describe("labels in the viewer's language; the form value stays the Korean name", () => {
	test.each([
		["kr", "KR-11", "서울특별시", "종로구", "종로구"],
		["en", "KR-11", "Seoul", "종로구", "Jongno-gu"],
		["vn", "KR-11", "Seoul", "종로구", "Jongno-gu"],
		["en", "KR-41", "Gyeonggi Province", "수원시", "Suwon-si"],
		["vn", "KR-43", "Chungcheong Bắc", "증평군", "Jeungpyeong-gun"],
		["en", "KR-28", "Incheon", "미추홀구", "Michuhol-gu"],
	] as const)("%s: %s %s / %s -> %s", (locale, code, province, district, label) => {
		const p = provinceOptions(locale, regions).find((x) => x.code === code)!;
		expect(p.name).toBe(province);
		const d = p.districts.find((x) => x.value === district)!;
		expect(d).toEqual({ value: district, name: label });
		expect(districtLabel(code, district, locale, regions)).toBe(label);
	});

	test("an unknown district is shown as stored", () => {
		expect(districtLabel("KR-11", "없는구", "en", regions)).toBe("없는구");
		expect(districtLabel("KR-99", "종로구", "en", regions)).toBe("종로구");
	});

	test.each([
		["kr", { nameKo: "서울특별시", nameEn: "Seoul", nameVi: "Seoul" }, "서울특별시"],
		["vn", { nameKo: "충청북도", nameEn: "North Chungcheong Province", nameVi: "" }, "North Chungcheong Province"],
	] as const)("provinceName %s", (locale, p, expected) => {
		expect(provinceName(p, locale)).toBe(expected);
	});

	test("a district without a romanised name falls back to Hangul rather than nothing", () => {
		expect(districtName({ nameKo: "종로구", nameEn: "" }, "en")).toBe("종로구");
	});
});

describe("a stored region (province code, Korean district name) as one label", () => {
	test.each([
		["kr", "KR-11", "종로구", "서울특별시 종로구"],
		["en", "KR-11", "종로구", "Seoul Jongno-gu"],
		["vn", "KR-11", "종로구", "Seoul Jongno-gu"],
		["vn", "KR-43", "증평군", "Chungcheong Bắc Jeungpyeong-gun"],
		["kr", "KR-41", null, "경기도"],
		["en", "KR-41", null, "Gyeonggi Province"],
		// a district the province does not have is left out rather than shown wrong
		["en", "KR-11", "수원시", "Seoul"],
		["kr", "KR-99", "종로구", undefined],
		["kr", null, "종로구", undefined],
	] as const)("%s: %s %s -> %s", (locale, province, district, label) => {
		expect(regionLabel(province, district, locale)).toBe(label);
	});

	test("the data file's provinces and districts by default, as given ones", () => {
		expect(provinceOptions("en")).toEqual(provinceOptions("en", regions));
		expect(provinceOptions("kr")).toHaveLength(17);
		expect(districtLabel("KR-11", "종로구", "en")).toBe("Jongno-gu");
	});

	test.each([
		["KR-11", undefined, true],
		["KR-11", "종로구", true],
		["KR-11", "수원시", false],
		["KR-41", "수원시", true],
		["KR-99", undefined, false],
		["KR-99", "종로구", false],
	] as const)("isKrRegion(%s, %s) is %s", (province, district, known) => {
		expect(isKrRegion(province, district)).toBe(known);
	});
});

describe("the reference data's romanised district names (Revised Romanization)", () => {
	const all = regions.flatMap((p) => (p.districts ?? []).map((d) => ({ province: p.code, ...d })));

	test("there are districts to check", () => {
		expect(all.length).toBeGreaterThan(100);
	});

	test.each(all.map((d) => [d.province, d.nameKo, d.nameEn, d.kind] as const))(
		"%s %s is %s",
		(_province, nameKo, nameEn, kind) => {
			// Latin letters only (no Hangul, no breve or apostrophe of McCune-Reischauer), capitalised, with
			// the unit as a lower-case hyphenated suffix matching the Korean one (구 -gu, 시 -si, 군 -gun)
			expect(nameEn).toMatch(new RegExp(`^[A-Z][a-z]+-${kind}$`));
			expect(nameKo.endsWith({ gu: "구", si: "시", gun: "군" }[kind])).toBe(true);
		},
	);

	test("no two districts of one province share a romanised name", () => {
		for (const p of regions) {
			const names = (p.districts ?? []).map((d) => d.nameEn);
			expect(new Set(names).size, p.code).toBe(names.length);
		}
	});
});
