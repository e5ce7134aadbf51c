import { describe, expect, test } from "vitest";
import { byName, localName, placeWithCode } from "./names.ts";

const busan = { nameKo: "부산", nameEn: "Busan", nameVi: "Busan (Hàn Quốc)" };
const haiphong = { nameKo: "하이퐁", nameEn: "Haiphong", nameVi: "Hải Phòng" };
const bare = { nameKo: null, nameEn: "Rotterdam", nameVi: null };

describe("localName: Hangul on kr, Vietnamese on vn, English on en; a missing name falls back to English", () => {
	test.each([
		["kr", busan, "부산"],
		["en", busan, "Busan"],
		["vn", busan, "Busan (Hàn Quốc)"],
		["kr", haiphong, "하이퐁"],
		["vn", haiphong, "Hải Phòng"],
		["kr", bare, "Rotterdam"],
		["vn", bare, "Rotterdam"],
		["en", bare, "Rotterdam"],
		["kr", { nameKo: "  ", nameEn: "Seoul", nameVi: "" }, "Seoul"],
		["vn", { nameKo: "서울", nameEn: "Seoul", nameVi: "" }, "Seoul"],
	] as const)("%s %j -> %s", (locale, names, expected) => {
		expect(localName(names, locale)).toBe(expected);
	});
});

test.each([
	["부산", "KRPUS", "부산 (KRPUS)"],
	[null, "KRPUS", "KRPUS"],
	["KRPUS", "KRPUS", "KRPUS"],
])("placeWithCode(%s, %s) is %s", (name, code, text) => {
	expect(placeWithCode(name, code)).toBe(text);
});

describe("byName: the reader's alphabet", () => {
	test.each([
		["kr", ["베트남", "가나", "한국"], ["가나", "베트남", "한국"]],
		["en", ["Viet Nam", "china", "Korea"], ["china", "Korea", "Viet Nam"]],
		// Vietnamese puts Đ after D, not beside it as a plain sort of the letters would
		["vn", ["Đức", "Ý", "Dominica"], ["Dominica", "Đức", "Ý"]],
	] as const)("%s", (locale, names, sorted) => {
		expect(
			names
				.map((name) => ({ name }))
				.sort(byName(locale))
				.map((x) => x.name),
		).toEqual(sorted);
	});
});
