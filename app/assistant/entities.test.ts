// The assistant's entity rules by table: document numbers, containers, dates, places with their roles;
// and the Korean terms retrieval indexes (particles off, syllable pairs).
import { describe, expect, test } from "vitest";
import { containers, dateIn, documentNumbers, placeMatcher, placesIn } from "./entities.ts";
import { languageOf, stripEnding, terms } from "./text.ts";

describe("document numbers", () => {
	test.each([
		["B2611-0001 어디예요?", ["2611-0001"]],
		["where is q2611-0012 and V2611-00123", ["2611-0012", "2611-00123"]],
		["2611-0001", ["2611-0001"]],
		["2026-11-20 ready", []],
		["AB2611-0001", []],
	])("%s", (text, expected) => expect(documentNumbers(text)).toEqual(expected));
});

describe("containers", () => {
	test.each([
		["2 x 40ft Busan to Hai Phong", [{ type: "dv40", count: 2 }]],
		["40HC 3대", [{ type: "hc40", count: 3 }]],
		["20피트 컨테이너 1개", [{ type: "dv20", count: 1 }]],
		["hai container 40 feet", [{ type: "dv40", count: 2 }]],
		[
			"1x20' and 2x40'",
			[
				{ type: "dv20", count: 1 },
				{ type: "dv40", count: 2 },
			],
		],
		["40ft reefer", [{ type: "rf40", count: 1 }]],
		["ready 2026-12-20, 40 kg", []],
		["B2611-0040", []],
	])("%s", (text, expected) => expect(containers(text)).toEqual(expected));
});

describe("dates (today 2026-11-28)", () => {
	const today = "2026-11-28";
	test.each([
		["next month", "en", "2026-12-01"],
		["다음 달", "kr", "2026-12-01"],
		["tháng sau", "vn", "2026-12-01"],
		["tomorrow", "en", "2026-11-29"],
		["내일", "kr", "2026-11-29"],
		["ngày mai", "vn", "2026-11-29"],
		["next week", "en", "2026-12-05"],
		["12월 10일", "kr", "2026-12-10"],
		["Dec 10", "en", "2026-12-10"],
		["ngày 10 tháng 12", "vn", "2026-12-10"],
		["10/12", "vn", "2026-12-10"],
		["12/10", "en", "2026-12-10"],
		["2027-01-15", "en", "2027-01-15"],
		["Jan 5", "en", "2027-01-05"],
		["no date here", "en", null],
	] as const)("%s (%s)", (text, locale, expected) => expect(dateIn(text, today, locale)).toBe(expected));
});

describe("places and their roles", () => {
	const matcher = placeMatcher([
		{ code: "KRPUS", kind: "port", names: ["KRPUS", "Busan", "부산"] },
		{ code: "VNHPH", kind: "port", names: ["VNHPH", "Hai Phong", "하이퐁", "Hải Phòng"] },
		{ code: "VNSGN", kind: "port", names: ["VNSGN", "Ho Chi Minh City", "ho chi minh", "호치민"] },
		{ code: "VN", kind: "country", names: ["Vietnam", "베트남", "Việt Nam"] },
	]);
	const roles = (text: string) => placesIn(text, matcher).map((p) => [p.code, p.role]);
	test.each([
		[
			"Busan to Hai Phong",
			[
				["KRPUS", "origin"],
				["VNHPH", "destination"],
			],
		],
		[
			"하이퐁까지 부산에서",
			[
				["VNHPH", "destination"],
				["KRPUS", "origin"],
			],
		],
		[
			"từ Busan đến Hải Phòng",
			[
				["KRPUS", "origin"],
				["VNHPH", "destination"],
			],
		],
		["to Ho Chi Minh City", [["VNSGN", "destination"]]],
		[
			"부산에서 호치민으로",
			[
				["KRPUS", "origin"],
				["VNSGN", "destination"],
			],
		],
		[
			"Hai Phong, Vietnam from Busan",
			[
				["VNHPH", "destination"],
				["KRPUS", "origin"],
			],
		],
		["busanese food", []],
	])("%s", (text, expected) => expect(roles(text)).toEqual(expected));
});

describe("Korean terms", () => {
	test.each([
		["통관은", "통관"],
		["비용인가요", "비용"],
		["유효기간이", "유효기간"],
		["뜻이", "뜻"],
		["가", "가"],
	])("%s -> %s", (word, stem) => expect(stripEnding(word)).toBe(stem));
	test("a compound is found inside a longer word, across its particle", () => {
		expect(terms("수입통관비용은")).toEqual(expect.arrayContaining(["통관", "비용"]));
		expect(terms("어떻게 하나요")).not.toContain("어떻");
	});
	test.each([
		["THC가 뭐예요?", "kr"],
		["THC là gì?", "vn"],
		["What is THC?", null],
	])("the language of %s", (text, expected) => expect(languageOf(text)).toBe(expected));
});
