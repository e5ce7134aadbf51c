// Step 1's lists survive the trip as packed JSON text exactly, in every locale and mode.
import { describe, expect, test } from "vitest";
import type { RouteLists } from "./wizard-places.server.ts";
import { packRouteLists, readRouteLists } from "./route-lists.ts";

const LISTS: RouteLists = {
	countries: [
		{ code: "VN", name: "베트남" },
		{ code: "KR", name: "대한민국" },
	],
	places: [
		{ code: "VNHPH", name: "하이퐁", country: "VN", lcl: true },
		{ code: "KRPUS", name: '부산 "신항"', country: "KR", lcl: false },
	],
	provinces: [
		{
			code: "KR-11",
			name: "Seoul",
			districts: [
				{ value: "강남구", name: "Gangnam-gu" },
				{ value: "중구", name: "중구" },
			],
		},
		{ code: "KR-49", name: "Jeju", districts: [] },
	],
	incoterms: ["EXW", "FOB"],
};

describe("packed route lists", () => {
	test("read back equal to what was packed", () => {
		expect(readRouteLists(packRouteLists(LISTS))).toEqual(LISTS);
	});

	test("a Korean district name is sent once when the page shows it as is", () => {
		const text = packRouteLists(LISTS);
		expect(text.match(/중구/g)).toHaveLength(1);
		expect(text).toContain('["강남구","Gangnam-gu"]');
	});

	test("the same text is read once", () => {
		const text = packRouteLists(LISTS);
		expect(readRouteLists(text)).toBe(readRouteLists(text));
	});
});
