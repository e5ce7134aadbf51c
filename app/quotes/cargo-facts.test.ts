// The cargo as the estimate page, the staff's pricing screen and the quote PDF print it: an
// out-of-gauge tank says so beside its line (decision 057), a door abroad says which way (decision 056).
import { describe, expect, test } from "vitest";
import { translatorFor } from "#app/i18n/translate.server.ts";
import { cargoFacts } from "./cargo-facts.ts";

describe("cargoFacts", () => {
	test.each([
		[
			"en",
			[
				{ type: "tc20", count: 1, outOfGauge: true },
				{ type: "dv40", count: 2 },
			],
			"TC20 × 1 (out of gauge), DV40 × 2",
		],
		["kr", [{ type: "th40", count: 3, outOfGauge: true }], "TH40 × 3 (규격 초과(Out of Gauge))"],
		["vn", [{ type: "tc40", count: 1, outOfGauge: true }], "TC40 × 1 (quá khổ (out of gauge))"],
		["en", [{ type: "tc20", count: 1 }], "TC20 × 1"],
	] as const)("%s: %j -> %s", async (locale, containers, want) => {
		const t = await translatorFor(locale);
		expect(cargoFacts({ containers }, "export", t).cargo).toBe(want);
	});

	test("packages are counted over the lines", async () => {
		const t = await translatorFor("en");
		expect(cargoFacts({ packages: [{ count: 3 }, { count: 4 }] }, "export", t).cargo).toBe("7 packages");
	});

	test.each([
		["en", "export", "Door delivery abroad asked: Hanoi"],
		["en", "import", "Door pickup abroad asked: Hanoi"],
		["kr", "export", "해외 문앞 배송 요청: Hanoi"],
		["vn", "import", "Yêu cầu lấy hàng tận nơi ở nước ngoài: Hanoi"],
	] as const)("%s %s: %s", async (locale, direction, want) => {
		const t = await translatorFor(locale);
		const facts = cargoFacts(
			{ containers: [{ type: "dv20", count: 1 }], foreignTrucking: { place: "Hanoi" } },
			direction,
			t,
		);
		expect(facts.foreignTrucking).toBe(want);
		expect(cargoFacts({ containers: [{ type: "dv20", count: 1 }] }, direction, t).foreignTrucking).toBeNull();
	});
});
