import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { resources } from "#app/i18n/resources.ts";
import { CHARGE_CODES, type Direction, type Mode, type Routing, type Side } from "./codes.ts";
import {
	basisKey,
	chargeAboutKey,
	chargeNameKey,
	GLOSSARY,
	GLOSSARY_GROUPS,
	type GlossaryBasis,
	glossaryByGroup,
	glossaryGaps,
	glossaryGroupKey,
	noteMessage,
} from "./glossary.ts";

// the server's merged strings: the glossary and pricing messages live in the server bundle
const kr = resources.ko.translation;
const en = resources.en.translation;
const vn = resources.vi.translation;
import { MAX_CONTAINERS_PER_TYPE, MAX_PACKAGE_ITEMS, PricingRequestSchema } from "./request.ts";
import type { NoPriceReason, Warning } from "./types.ts";

const LOCALES = { kr, en, vn } as const;
type LocaleName = keyof typeof LOCALES;
const NAMES = Object.keys(LOCALES) as LocaleName[];

function lookup(locale: LocaleName, key: string): unknown {
	return key
		.split(".")
		.reduce<unknown>(
			(node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
			LOCALES[locale],
		);
}

function text(locale: LocaleName, key: string): string {
	const value = lookup(locale, key);
	return typeof value === "string" ? value : "";
}

const HANGUL = /[\uac00-\ud7a3]/;
// letters only Vietnamese uses (not French or German), so an English text pasted into vn fails
const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

describe("glossary", () => {
	test("lists every charge code exactly once", () => {
		expect(glossaryGaps()).toEqual({ missing: [], duplicated: [] });
		expect(GLOSSARY).toHaveLength(CHARGE_CODES.length);
	});

	test("the gap check finds a missing and a duplicated code", () => {
		const broken = [...GLOSSARY.filter((e) => e.code !== "thc"), GLOSSARY[0]!];
		expect(glossaryGaps(broken)).toEqual({ missing: ["thc"], duplicated: [GLOSSARY[0]!.code] });
	});

	test("groups come in page order, none empty, and together hold the whole glossary", () => {
		const sections = glossaryByGroup();
		expect(sections.map((s) => s.group)).toEqual([...GLOSSARY_GROUPS]);
		for (const section of sections) expect(section.entries.length, section.group).toBeGreaterThan(0);
		expect(sections.flatMap((s) => s.entries)).toHaveLength(GLOSSARY.length);
	});

	test.each([
		{ code: "ofr", group: "freight" },
		{ code: "lcl", group: "freight" },
		{ code: "afr", group: "air" },
		{ code: "thc", group: "origin" },
		{ code: "dof", group: "destination" },
		{ code: "pcfThc", group: "destination" },
		{ code: "fsc", group: "air" },
	] as const)("$code is in the $group group", ({ code, group }) => {
		expect(GLOSSARY.find((e) => e.code === code)?.group).toBe(group);
	});

	test.each([
		{ code: "thc", name: "charges.thc.name", about: "charges.thc.about" },
		{ code: "pcfBlfee", name: "charges.pcfBlfee.name", about: "charges.pcfBlfee.about" },
	] as const)("keys of $code", ({ code, name, about }) => {
		expect(chargeNameKey(code)).toBe(name);
		expect(chargeAboutKey(code)).toBe(about);
	});

	test("every group heading and every basis an entry names is translated", () => {
		const keys = [...GLOSSARY_GROUPS.map(glossaryGroupKey), ...GLOSSARY.flatMap((e) => e.bases.map(basisKey))];
		for (const locale of NAMES)
			expect(
				keys.filter((k) => !text(locale, k)),
				locale,
			).toEqual([]);
	});
});

describe("charge texts in kr, en and vn", () => {
	test.each(CHARGE_CODES.map((code) => [code]))("%s has a name and an explanation in all three", (code) => {
		for (const locale of NAMES) {
			const name = text(locale, chargeNameKey(code));
			const about = text(locale, chargeAboutKey(code));
			expect(name, `${locale} name`).not.toBe("");
			// one paragraph of 2 to 4 sentences, not a second name
			expect(about.length, `${locale} about`).toBeGreaterThan(name.length * 2);
			const sentences = about
				.replaceAll("e.g.", "eg")
				.split(/[.!?。](?:\s|$)/)
				.filter((s) => s.trim()).length;
			expect(sentences, `${locale} about sentences`).toBeGreaterThanOrEqual(2);
			expect(sentences, `${locale} about sentences`).toBeLessThanOrEqual(4);
		}
		expect(text("kr", chargeAboutKey(code))).toMatch(HANGUL);
		expect(text("kr", chargeNameKey(code))).toMatch(HANGUL);
		expect(text("vn", chargeAboutKey(code))).toMatch(VIETNAMESE);
		expect(text("en", chargeAboutKey(code))).not.toMatch(HANGUL);
		expect(text("en", chargeAboutKey(code))).not.toMatch(VIETNAMESE);
		for (const field of [chargeNameKey(code), chargeAboutKey(code)]) {
			expect(new Set(NAMES.map((l) => text(l, field))).size, field).toBe(3);
		}
	});
});

/** The message keys request.ts can put on an issue: `E + "key"`, positiveNumber(max, "key"), issue(path, key). */
function requestMessageKeys(): string[] {
	const source = readFileSync(new URL("./request.ts", import.meta.url), "utf8");
	const keys = new Set<string>();
	for (const m of source.matchAll(/E \+ "(\w+)"|"pricing\.errors\.(\w+)"/g)) keys.add((m[1] ?? m[2])!);
	for (const m of source.matchAll(/positiveNumber\([^,]+,\s*"(\w+)"\)/g)) keys.add(m[1]!);
	// issue(path, key): the key is a literal, a ternary of literals (not the condition's "sea"), or a
	// variable named ...Key holding one
	const results = /(?:^|[?:]\s*)"(\w+)"/g;
	for (const m of source.matchAll(/issue\(\[[^\]]*\],\s*([^;\n]*)\)/g))
		for (const literal of m[1]!.matchAll(results)) keys.add(literal[1]!);
	for (const m of source.matchAll(/const \w+Key = ([^;\n]*);/g))
		for (const literal of m[1]!.matchAll(results)) keys.add(literal[1]!);
	return [...keys].sort();
}

describe("pricing messages", () => {
	const requestKeys = requestMessageKeys();

	test("the scan of request.ts finds its messages", () => {
		// guards the scan itself: if request.ts changed its style and nothing matched, the next test would pass vacuously
		expect(requestKeys.length).toBeGreaterThanOrEqual(30);
		expect(requestKeys).toEqual(
			expect.arrayContaining([
				"duplicateContainer",
				"lclPort",
				"portFormat",
				"koreanAirport",
				"weight",
				"tooManyItems",
			]),
		);
	});

	test("every message key request.ts uses exists in kr, en and vn", () => {
		for (const locale of NAMES)
			expect(
				requestKeys.filter((k) => !text(locale, `pricing.errors.${k}`)),
				locale,
			).toEqual([]);
	});

	// Whatever the schema actually reports for these bad requests must be a translated key.
	const base = {
		mode: "sea",
		direction: "export",
		cargoType: "fcl",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate: "2026-12-01",
	};
	test.each([
		{ name: "nothing", input: {} },
		{
			name: "bad date and a duplicate box",
			input: {
				...base,
				readyDate: "2026-02-30",
				containers: [
					{ type: "dv20", count: 1 },
					{ type: "dv20", count: 2 },
				],
			},
		},
		{
			name: "LCL at Gwangyang with too many items",
			input: {
				...base,
				cargoType: "lcl",
				origin: "KRKAN",
				packages: Array.from({ length: 11 }, () => ({ count: 1, weightKg: 10, volumeCbm: 1 })),
			},
		},
		{
			name: "air with a cargo type and a sea port",
			input: {
				...base,
				mode: "air",
				origin: "KRPUS",
				destination: "SGN",
				packages: [{ count: 1, weightKg: 0, dimensions: { length: 1, width: 1, height: 1, unit: "FT" } }],
			},
		},
		{
			name: "an unknown exemption and DG class",
			input: {
				...base,
				containers: [{ type: "xx20", count: 0 }],
				exemptions: ["zzz"],
				dangerousGoods: { class: "10", unNumber: "1263" },
			},
		},
		{
			name: "a Korean port abroad",
			input: {
				...base,
				destination: "KRINC",
				containers: [{ type: "dv20", count: 1 }],
				packages: [{ count: 1, weightKg: 1 }],
			},
		},
	])("$name: every reported message is translated", ({ input }) => {
		const result = PricingRequestSchema.safeParse(input);
		expect(result.success).toBe(false);
		const messages = result.error?.issues.map((i) => i.message) ?? [];
		expect(messages.length).toBeGreaterThan(0);
		for (const message of messages) {
			expect(message).toMatch(/^pricing\.errors\.\w+$/);
			for (const locale of NAMES) expect(text(locale, message), `${locale} ${message}`).not.toBe("");
		}
	});

	test("the limits the messages state are the schema's", () => {
		for (const locale of NAMES) {
			expect(text(locale, "pricing.errors.containerCount")).toContain(String(MAX_CONTAINERS_PER_TYPE));
			expect(text(locale, "pricing.errors.tooManyItems")).toContain(String(MAX_PACKAGE_ITEMS));
		}
	});

	// `satisfies Record<Union, true>` makes the compiler fail when a union gains a member this list lacks.
	const ENGINE_ERRORS = ["unknown_surcharge_code", "wrong_freight_type", "duplicate_container"];
	const REASONS = Object.keys({
		out_of_scope: true,
		no_rate_on_date: true,
		no_container_rate: true,
		no_local_cost: true,
		no_trucking: true,
		dg_not_accepted: true,
		out_of_gauge: true,
		foreign_trucking: true,
	} satisfies Record<NoPriceReason, true>);
	const WARNINGS = Object.keys({
		tiny_volume: true,
		zero_dimension: true,
		trucking_not_offered: true,
		default_exchange_rate: true,
		incoterms_exclude: true,
	} satisfies Record<Warning["code"], true>);
	const GROUPS = Object.keys({ origin: true, freight: true, destination: true } satisfies Record<Side, true>);
	const BASES = Object.keys({
		per_container: true,
		per_rt: true,
		per_kg: true,
		per_bl: true,
		percent: true,
		per_trip: true,
		per_awb: true,
	} satisfies Record<GlossaryBasis, true>);
	const ROUTINGS = Object.keys({ direct: true, transhipment: true } satisfies Record<Routing, true>);
	const MODES = Object.keys({ fcl: true, lcl: true, air: true } satisfies Record<Mode, true>);
	const DIRECTIONS = Object.keys({ export: true, import: true } satisfies Record<Direction, true>);
	const NOTES = ["one_way", "round_trip", "old_port", "min_charge", "break"];

	const keys = [
		...ENGINE_ERRORS.map((k) => `pricing.errors.${k}`),
		...REASONS.map((k) => `pricing.reasons.${k}`),
		"pricing.manualQuote",
		...WARNINGS.map((k) => `pricing.warnings.${k}`),
		...GROUPS.map((k) => `pricing.groups.${k}`),
		...BASES.map((k) => `pricing.bases.${k}`),
		...ROUTINGS.map((k) => `pricing.routing.${k}`),
		...NOTES.map((k) => `pricing.notes.${k}`),
		...MODES.map((k) => `pricing.modes.${k}`),
		...DIRECTIONS.map((k) => `pricing.directions.${k}`),
	];
	test.each(keys.map((k) => [k]))("%s is translated, differently in each language", (key) => {
		for (const locale of NAMES) expect(text(locale, key), locale).not.toBe("");
		expect(text("kr", key)).not.toBe(text("en", key));
		expect(text("vn", key)).not.toBe(text("en", key));
	});

	test.each([
		{ note: "round_trip", expected: { key: "pricing.notes.round_trip" } },
		{ note: "old_port", expected: { key: "pricing.notes.old_port" } },
		{ note: "min_charge", expected: { key: "pricing.notes.min_charge" } },
		{ note: "break_n", expected: { key: "pricing.notes.break", values: { break: "-45" } } },
		{ note: "break_b45", expected: { key: "pricing.notes.break", values: { break: "+45" } } },
		{ note: "break_b1000", expected: { key: "pricing.notes.break", values: { break: "+1000" } } },
		{ note: "break_b7", expected: null },
		{ note: "surprise", expected: null },
	])("note $note", ({ note, expected }) => {
		expect(noteMessage(note)).toEqual(expected);
		if (expected) for (const locale of NAMES) expect(text(locale, expected.key), locale).not.toBe("");
	});

	test("the weight-break note takes the break as a parameter", () => {
		for (const locale of NAMES) expect(text(locale, "pricing.notes.break")).toContain("{{break}}");
	});

	test("spec section 8 wording", () => {
		expect(text("kr", "pricing.errors.duplicateContainer")).toBe("같은 크기의 컨테이너가 이미 있습니다.");
		expect(text("en", "pricing.errors.duplicate_container")).toMatch(/same size/);
		expect(text("en", "pricing.manualQuote")).toMatch(/1 to 3 business days/);
		expect(text("en", "pricing.reasons.out_of_scope")).toMatch(/no vessel schedule/i);
		expect(text("en", "pricing.errors.tooManyItems")).toMatch(/operations/);
		expect(text("en", "pricing.warnings.tiny_volume")).toMatch(/metres rather than millimetres/);
	});
});
