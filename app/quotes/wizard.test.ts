// The wizard's step rules and messages (spec sections 5 and 8), table-driven, and draftToRequest for
// every kind of quote: what it builds must pass the partner API's request schema. The route module's
// tests (app/routes/order/wizard.test.ts) send the same rules through real form posts.
import type { z } from "zod";
import { describe, expect, test } from "vitest";
import { CONTAINER_CODES } from "#app/pricing/codes.ts";
import { MAX_PACKAGE_ITEMS, PricingRequestSchema } from "#app/pricing/request.ts";
import {
	type Draft,
	type FinishedDraft,
	type RouteLookups,
	type RouteValues,
	allowedStep,
	cargoSchema,
	cargoStepSchema,
	cargoSummary,
	CustomerSchema,
	defaultReadyDate,
	draftToRequest,
	editRows,
	hasSensibleRowIndexes,
	incotermsFor,
	optionFlags,
	passedSteps,
	placesIn,
	resumeStep,
	routeSchema,
	stepDefaults,
	typedInput,
	withCargo,
	withCustomer,
	withRoute,
	wizardModeOf,
} from "./wizard.ts";

const TODAY = "2026-11-22";
const E = "pricing.errors.";
const W = "wizard.errors.";

const seaExport = {
	direction: "export",
	cargoType: "fcl",
	originCountry: "KR",
	origin: "KRPUS",
	destinationCountry: "VN",
	destination: "VNHPH",
};
const airImport = {
	direction: "import",
	originCountry: "VN",
	origin: "HAN",
	destinationCountry: "KR",
	destination: "ICN",
};

/** The messages by form field name, as Conform reports them to the form: containers.0.count -> "containers[0].count". */
function errorsOf(result: { success: boolean; error?: z.ZodError }): Record<string, string[]> {
	const out: Record<string, string[]> = {};
	for (const issue of result.error?.issues ?? []) {
		const name = issue.path.reduce<string>(
			(acc, part) => (typeof part === "number" ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part)),
			"",
		);
		const list = (out[name] ??= []);
		if (!list.includes(issue.message)) list.push(issue.message);
	}
	return out;
}

describe("step 1: route", () => {
	test.each([
		["a complete FCL export", "shipline", seaExport, {}],
		["a complete air import", "airline", airImport, {}],
		["no direction", "shipline", { ...seaExport, direction: "" }, { direction: [E + "direction"] }],
		["no cargo type on sea", "shipline", { ...seaExport, cargoType: "" }, { cargoType: [E + "cargoType"] }],
		[
			"no country",
			"shipline",
			{ ...seaExport, destinationCountry: "" },
			{ destinationCountry: [W + "countryRequired"] },
		],
		["no port", "shipline", { ...seaExport, destination: "" }, { destination: [E + "placeRequired"] }],
		[
			"Korea is not the origin on export",
			"shipline",
			{ ...seaExport, originCountry: "JP", origin: "JPTYO" },
			{ origin: [W + "koreanSide"] },
		],
		[
			"the foreign side is Korea",
			"shipline",
			{ ...seaExport, destinationCountry: "KR", destination: "KRINC" },
			{ destination: [W + "foreignSide"] },
		],
		[
			"a Korean port that is not a gateway",
			"shipline",
			{ ...seaExport, origin: "KRMOK" },
			{ origin: [E + "koreanPort"] },
		],
		[
			"a port of another country",
			"shipline",
			{ ...seaExport, destination: "THBKK" },
			{ destination: [W + "placeCountry"] },
		],
		["LCL from Ulsan", "shipline", { ...seaExport, cargoType: "lcl", origin: "KRUSN" }, { origin: [E + "lclPort"] }],
		["LCL from Incheon", "shipline", { ...seaExport, cargoType: "lcl", origin: "KRINC" }, {}],
		[
			"LCL into Busan on import",
			"shipline",
			{
				direction: "import",
				cargoType: "lcl",
				originCountry: "VN",
				origin: "VNSGN",
				destinationCountry: "KR",
				destination: "KRPUS",
			},
			{},
		],
		[
			"an air import into Gimpo",
			"airline",
			{ ...airImport, destination: "GMP" },
			{ destination: [E + "koreanAirport"] },
		],
		[
			"an address without a province",
			"shipline",
			{ ...seaExport, address: "테헤란로 1" },
			{ province: [E + "province"] },
		],
		["a bad province code", "shipline", { ...seaExport, province: "Seoul" }, { province: [E + "province"] }],
		[
			"a province and district",
			"shipline",
			{ ...seaExport, province: "KR-11", district: "강남구", address: "테헤란로 1" },
			{},
		],
		[
			"an address too long",
			"shipline",
			{ ...seaExport, province: "KR-11", address: "가".repeat(201) },
			{ address: [W + "addressTooLong"] },
		],
		["FOB on a sea quote", "shipline", { ...seaExport, incoterms: "FOB" }, {}],
		["no Incoterm (blank, as a form sends it)", "shipline", { ...seaExport, incoterms: "" }, {}],
		["an unknown Incoterm", "shipline", { ...seaExport, incoterms: "XYZ" }, { incoterms: [E + "incoterms"] }],
		["FAS is not offered", "shipline", { ...seaExport, incoterms: "FAS" }, { incoterms: [E + "incoterms"] }],
		["FCA on an air quote", "airline", { ...airImport, incoterms: "FCA" }, {}],
		["FOB (sea only) on an air quote", "airline", { ...airImport, incoterms: "FOB" }, { incoterms: [E + "incoterms"] }],
	] as const)("%s", (_, mode, input, expected) => {
		expect(errorsOf(routeSchema(mode).safeParse(input))).toEqual(expected);
	});

	test("codes are upper-cased and air has no cargo type", () => {
		const r = routeSchema("airline").parse({ ...airImport, origin: "han", cargoType: "fcl" });
		expect(r.origin).toBe("HAN");
		expect(r.cargoType).toBeUndefined();
	});

	// the server's lookups (app/places): a small table of places and one province with one district
	const table: Record<string, string> = { KRPUS: "KR", VNHPH: "VN", HAN: "VN", ICN: "KR", SGN: "VN" };
	const lookups: RouteLookups = {
		placeCheck: (code, country) =>
			table[code] === undefined ? "unknown" : table[code] === country ? "ok" : "otherCountry",
		isRegion: (province, district) => province === "KR-11" && (!district || district === "강남구"),
	};
	test.each([
		["known places", "shipline", seaExport, {}],
		[
			"a port the table does not know",
			"shipline",
			{ ...seaExport, destination: "VNXXX" },
			{ destination: [W + "placeUnknown"] },
		],
		[
			"an airport of another country (airports are not coded by country)",
			"airline",
			{ ...airImport, origin: "SGN", originCountry: "TH" },
			{ origin: [W + "placeCountry"] },
		],
		["an unknown airport", "airline", { ...airImport, origin: "XXX" }, { origin: [W + "placeUnknown"] }],
		["a district of the province", "shipline", { ...seaExport, province: "KR-11", district: "강남구" }, {}],
		[
			"a district the province does not have",
			"shipline",
			{ ...seaExport, province: "KR-11", district: "해운대구" },
			{ district: [E + "district"] },
		],
		[
			"a province the data does not have",
			"shipline",
			{ ...seaExport, province: "KR-99" },
			{ province: [E + "province"] },
		],
		// the schema's own message first: a wrong country is reported once, not again by the table
		[
			"the schema's message, not the table's",
			"shipline",
			{ ...seaExport, destinationCountry: "KR", destination: "KRINC" },
			{ destination: [W + "foreignSide"] },
		],
	] as const)("with the server's lookups: %s", (_, mode, input, expected) => {
		expect(errorsOf(routeSchema(mode, lookups).safeParse(input))).toEqual(expected);
	});
});

const fclCargo = { containers: [{ type: "dv20", count: "2" }], commodity: "의류", readyDate: "2026-11-29" };
const box = { count: "2", measure: "per_box", weightKg: "120", width: "80", length: "100", height: "90", unit: "CM" };

describe("step 2: cargo", () => {
	test.each([
		["FCL, one row", "fcl", fclCargo, {}],
		["no container", "fcl", { ...fclCargo, containers: [] }, { containers: [E + "containersRequired"] }],
		[
			"a missing container type",
			"fcl",
			{ ...fclCargo, containers: [{ type: "", count: "1" }] },
			{ "containers[0].type": [E + "containerType"] },
		],
		[
			"a zero count",
			"fcl",
			{ ...fclCargo, containers: [{ type: "dv20", count: "0" }] },
			{ "containers[0].count": [E + "containerCount"] },
		],
		[
			"a fractional count",
			"fcl",
			{ ...fclCargo, containers: [{ type: "dv20", count: "1.5" }] },
			{ "containers[0].count": [E + "containerCount"] },
		],
		[
			"a count that is not a number",
			"fcl",
			{ ...fclCargo, containers: [{ type: "dv20", count: "two" }] },
			{ "containers[0].count": [E + "containerCount"] },
		],
		[
			"a duplicate container size",
			"fcl",
			{
				...fclCargo,
				containers: [
					{ type: "dv20", count: "1" },
					{ type: "dv20", count: "3" },
				],
			},
			{ "containers[1].type": [E + "duplicateContainer"] },
		],
		[
			"two sizes",
			"fcl",
			{
				...fclCargo,
				containers: [
					{ type: "dv20", count: "1" },
					{ type: "hc40", count: "3" },
				],
			},
			{},
		],
		// decision 070: "the same size" compares container codes, so 20' dry and 20' reefer are two lines
		[
			"the same size, another type",
			"fcl",
			{
				...fclCargo,
				containers: [
					{ type: "dv20", count: "1" },
					{ type: "rf20", count: "1" },
				],
			},
			{},
		],
		// decision 068: 1 to 999 boxes a line
		["999 containers on a line", "fcl", { ...fclCargo, containers: [{ type: "dv20", count: "999" }] }, {}],
		[
			"1000 containers on a line",
			"fcl",
			{ ...fclCargo, containers: [{ type: "dv20", count: "1000" }] },
			{ "containers[0].count": [E + "containerCount"] },
		],
		// decision 069: a commodity on every quote, whatever the cargo
		[
			"LCL, no commodity",
			"lcl",
			{ ...fclCargo, containers: undefined, packages: [box], commodity: "" },
			{ commodity: [W + "commodityRequired"] },
		],
		[
			"air, no commodity",
			"air",
			{ ...fclCargo, containers: undefined, packages: [box], commodity: "" },
			{ commodity: [W + "commodityRequired"] },
		],
		["no commodity", "fcl", { ...fclCargo, commodity: " " }, { commodity: [W + "commodityRequired"] }],
		["commodity of 99 characters", "fcl", { ...fclCargo, commodity: "가".repeat(99) }, {}],
		[
			"commodity of 100 characters",
			"fcl",
			{ ...fclCargo, commodity: "가".repeat(100) },
			{ commodity: [W + "commodityTooLong"] },
		],
		["no ready date", "fcl", { ...fclCargo, readyDate: "" }, { readyDate: [E + "readyDateRequired"] }],
		[
			"an impossible ready date",
			"fcl",
			{ ...fclCargo, readyDate: "2026-02-30" },
			{ readyDate: [E + "readyDateFormat"] },
		],
		[
			"a ready date written another way",
			"fcl",
			{ ...fclCargo, readyDate: "29/11/2026" },
			{ readyDate: [E + "readyDateFormat"] },
		],
		[
			"a ready date beyond the calendar's years (a typo)",
			"fcl",
			{ ...fclCargo, readyDate: "2126-11-29" },
			{ readyDate: [E + "readyDateFormat"] },
		],
		["a ready date today", "fcl", { ...fclCargo, readyDate: TODAY }, {}],
		["a ready date in the past", "fcl", { ...fclCargo, readyDate: "2026-11-21" }, { readyDate: [W + "readyDatePast"] }],
		["DG without class", "fcl", { ...fclCargo, dg: "on", grossWeightKg: "1000" }, { dgClass: [E + "dgClass"] }],
		["DG without weight (FCL)", "fcl", { ...fclCargo, dg: "on", dgClass: "3" }, { grossWeightKg: [W + "dgWeight"] }],
		["DG complete", "fcl", { ...fclCargo, dg: "on", dgClass: "3", unNumber: "1263", grossWeightKg: "1000" }, {}],
		// decision 067: the class is a digit 1-9, never three letters
		[
			"DG class as three letters",
			"fcl",
			{ ...fclCargo, dg: "on", dgClass: "RFL", grossWeightKg: "1000" },
			{ dgClass: [E + "dgClass"] },
		],
		[
			"DG class 9, the UN number as typed",
			"fcl",
			{ ...fclCargo, dg: "on", dgClass: "9", unNumber: "un 3480", grossWeightKg: "1000" },
			{},
		],
		[
			"a bad UN number",
			"fcl",
			{ ...fclCargo, dg: "on", dgClass: "3", unNumber: "UN12", grossWeightKg: "1000" },
			{ unNumber: [E + "unNumber"] },
		],
		["LCL, dimensions", "lcl", { ...fclCargo, containers: undefined, packages: [box] }, {}],
		["LCL, volume", "lcl", { ...fclCargo, packages: [{ count: "1", weightKg: "50", volumeCbm: "0.5" }] }, {}],
		[
			"LCL, volume with blank dimensions (as a form sends it)",
			"lcl",
			{ ...fclCargo, packages: [{ ...box, width: "", length: "", height: "", volumeCbm: "0.5" }] },
			{},
		],
		[
			"FCL, a blank gross weight (as a form sends it)",
			"fcl",
			{ ...fclCargo, grossWeightKg: "", dgClass: "", unNumber: "" },
			{},
		],
		[
			"LCL, no volume",
			"lcl",
			{ ...fclCargo, packages: [{ count: "1", weightKg: "50" }] },
			{ "packages[0].volumeCbm": [E + "volumeRequired"] },
		],
		[
			"LCL, both",
			"lcl",
			{ ...fclCargo, packages: [{ ...box, volumeCbm: "1" }] },
			{ "packages[0].volumeCbm": [E + "volumeOrDimensions"] },
		],
		[
			"LCL, a missing dimension",
			"lcl",
			{ ...fclCargo, packages: [{ ...box, height: "" }] },
			{ "packages[0].height": [E + "dimension"] },
		],
		[
			"LCL, no weight",
			"air",
			{ ...fclCargo, packages: [{ ...box, weightKg: "" }] },
			{ "packages[0].weightKg": [E + "weight"] },
		],
		[
			"LCL, zero packages",
			"lcl",
			{ ...fclCargo, packages: [{ ...box, count: "0" }] },
			{ "packages[0].count": [E + "packageCount"] },
		],
		["LCL, 10 lines", "lcl", { ...fclCargo, packages: Array.from({ length: 10 }, () => box) }, {}],
		[
			"LCL, 11 lines",
			"lcl",
			{ ...fclCargo, packages: Array.from({ length: 11 }, () => box) },
			{ packages: [E + "tooManyItems"] },
		],
		["air, no lines", "air", { ...fclCargo, packages: [] }, { packages: [E + "packagesRequired"] }],
		// a hand-made post that skips row 1: an empty row, reported field by field, not a crash
		[
			"a skipped row index",
			"fcl",
			{ ...fclCargo, containers: [{ type: "dv20", count: "1" }, undefined, { type: "hc40", count: "1" }] },
			{ "containers[1].type": [E + "containerType"], "containers[1].count": [E + "containerCount"] },
		],
	] as const)("%s", (_, kind, input, expected) => {
		expect(errorsOf(cargoSchema(kind, TODAY).safeParse(input))).toEqual(expected);
	});

	test("the ready date starts a week out", () => {
		expect(defaultReadyDate("2026-11-28")).toBe("2026-12-05");
	});

	test("the request schema has the last word once the step's own rules pass", () => {
		const route = routeSchema("shipline").parse(seaExport);
		expect(errorsOf(cargoStepSchema("shipline", route, TODAY).safeParse(fclCargo))).toEqual({});
		// a route the request refuses (not a Korean gateway) is reported by the request's own path
		const odd = { ...route, origin: "KRMOK" } as RouteValues;
		expect(errorsOf(cargoStepSchema("shipline", odd, TODAY).safeParse(fclCargo))).toEqual({
			origin: [E + "koreanPort"],
		});
		// the step's own messages first: no request check on a cargo that did not pass
		expect(errorsOf(cargoStepSchema("shipline", odd, TODAY).safeParse({ ...fclCargo, commodity: "" }))).toEqual({
			commodity: [W + "commodityRequired"],
		});
	});
});

describe("add and remove rows", () => {
	const fcl = (n: number) => ({
		commodity: "x",
		containers: Array.from({ length: n }, (_, i) => ({ type: CONTAINER_CODES[i], count: "1" })),
	});
	const lcl = (n: number) => ({ packages: Array.from({ length: n }, () => ({ count: "1" })) });
	test.each([
		["FCL: a row is added, empty with a count of 1", "fcl", fcl(1), "addRow", { ok: true, rows: 2 }],
		[
			"FCL: one row per container size at most",
			"fcl",
			fcl(CONTAINER_CODES.length),
			"addRow",
			{ ok: false, errors: { containers: [E + "tooMany"] } },
		],
		["LCL: up to the item limit", "lcl", lcl(MAX_PACKAGE_ITEMS - 1), "addRow", { ok: true, rows: MAX_PACKAGE_ITEMS }],
		[
			"LCL: beyond it, the message to contact operations",
			"lcl",
			lcl(MAX_PACKAGE_ITEMS),
			"addRow",
			{ ok: false, errors: { packages: [E + "tooManyItems"] } },
		],
		[
			"air: the same limit",
			"air",
			lcl(MAX_PACKAGE_ITEMS),
			"addRow",
			{ ok: false, errors: { packages: [E + "tooManyItems"] } },
		],
		["a row is removed", "fcl", fcl(3), "removeRow:1", { ok: true, rows: 2 }],
		["the last row stays", "lcl", lcl(1), "removeRow:0", { ok: true, rows: 1 }],
		["an index that is not a number changes nothing", "fcl", fcl(2), "removeRow:x", { ok: true, rows: 2 }],
	] as const)("%s", (_, kind, input, intent, expected) => {
		const edited = editRows(kind, input, intent);
		if (!expected.ok) return expect(edited).toEqual(expected);
		expect(edited.ok).toBe(true);
		const rows = edited.ok ? (edited.input[kind === "fcl" ? "containers" : "packages"] as unknown[]) : [];
		expect(rows).toHaveLength(expected.rows);
	});

	test("the right row goes, the others keep what was typed, the rest of the form too", () => {
		const edited = editRows("fcl", fcl(3), "removeRow:1");
		expect(edited).toEqual({
			ok: true,
			input: {
				commodity: "x",
				containers: [
					{ type: "dv20", count: "1" },
					{ type: CONTAINER_CODES[2], count: "1" },
				],
			},
		});
		expect(editRows("lcl", lcl(1), "addRow")).toEqual({
			ok: true,
			input: { packages: [{ count: "1" }, { measure: "per_box", unit: "CM" }] },
		});
	});

	test.each([
		[["containers[0].type", "containers[99].count", "commodity"], true],
		[["packages[100].count"], false],
		[["containers[99999999].type"], false],
	] as const)("row indexes a screen sends: %j -> %s", (names, ok) => {
		expect(hasSensibleRowIndexes(names)).toBe(ok);
	});
});

describe("step 3: customer", () => {
	const ok = { companyName: "바른무역", managerName: "김하나", email: "Kim@Example.kr", phone: "01012345678" };
	test.each([
		["complete", ok, {}],
		["a one-letter manager name", { ...ok, managerName: "김" }, { managerName: ["accounts.errors.nameLength"] }],
		["no company", { ...ok, companyName: "" }, { companyName: ["accounts.errors.companyNameRequired"] }],
		["a bad e-mail", { ...ok, email: "kim@" }, { email: ["accounts.errors.emailFormat"] }],
		["a phone with hyphens is cleaned, not refused", { ...ok, phone: "010-1234-5678" }, {}],
		["a phone with letters", { ...ok, phone: "010-12ab-5678" }, { phone: ["accounts.errors.phoneFormat"] }],
		["a short phone", { ...ok, phone: "010123" }, { phone: ["accounts.errors.phoneTooShort"] }],
	] as const)("%s", (_, input, expected) => {
		expect(errorsOf(CustomerSchema.safeParse(input))).toEqual(expected);
	});
});

function finished(
	mode: "shipline" | "airline",
	route: Record<string, unknown>,
	cargo: Record<string, unknown>,
): FinishedDraft {
	const r = routeSchema(mode).parse(route);
	const kind = mode === "airline" ? "air" : (r.cargoType ?? "fcl");
	return { input: {}, route: r, cargo: cargoSchema(kind, TODAY).parse(cargo) };
}

describe("draftToRequest", () => {
	test("FCL export with trucking and DG", () => {
		const draft = finished(
			"shipline",
			{ ...seaExport, province: "KR-11", district: "강남구" },
			{ ...fclCargo, dg: "on", dgClass: "3", unNumber: "un1263", grossWeightKg: "9000" },
		);
		const request = draftToRequest("shipline", draft);
		expect(request).toEqual({
			mode: "sea",
			direction: "export",
			cargoType: "fcl",
			origin: "KRPUS",
			destination: "VNHPH",
			koreanRegion: { province: "KR-11", district: "강남구" },
			readyDate: "2026-11-29",
			containers: [{ type: "dv20", count: 2 }],
			// kept for the check B/L and the D/Os
			grossWeightKg: 9000,
			dangerousGoods: { class: "3", unNumber: "UN1263" },
		});
		expect(PricingRequestSchema.safeParse(request).success).toBe(true);
	});

	test("LCL export: packages with dimensions, port to port", () => {
		const draft = finished(
			"shipline",
			{ ...seaExport, cargoType: "lcl", origin: "KRINC", destination: "VNSGN" },
			{
				...fclCargo,
				packages: [box, { count: "1", measure: "total", weightKg: "40", volumeCbm: "0.2", packaging: "pallet" }],
			},
		);
		const request = draftToRequest("shipline", draft);
		expect(request.packages).toEqual([
			{ count: 2, measure: "per_box", weightKg: 120, dimensions: { width: 80, length: 100, height: 90, unit: "CM" } },
			{ count: 1, measure: "total", weightKg: 40, volumeCbm: 0.2, packaging: "pallet" },
		]);
		expect(request.koreanRegion).toBeUndefined();
		expect(request.containers).toBeUndefined();
		expect(PricingRequestSchema.safeParse(request).success).toBe(true);
	});

	test("LCL import into Busan", () => {
		const draft = finished(
			"shipline",
			{
				direction: "import",
				cargoType: "lcl",
				originCountry: "VN",
				origin: "VNSGN",
				destinationCountry: "KR",
				destination: "KRPUS",
			},
			{ ...fclCargo, packages: [box] },
		);
		expect(PricingRequestSchema.parse(draftToRequest("shipline", draft))).toMatchObject({
			direction: "import",
			cargoType: "lcl",
			destination: "KRPUS",
		});
	});

	test("the Incoterm goes into the request; none means every group is quoted", () => {
		const fob = draftToRequest("shipline", finished("shipline", { ...seaExport, incoterms: "FOB" }, fclCargo));
		expect(fob.incoterms).toBe("FOB");
		expect(PricingRequestSchema.parse(fob).incoterms).toBe("FOB");
		expect("incoterms" in draftToRequest("shipline", finished("shipline", seaExport, fclCargo))).toBe(false);
	});

	test("air export and import: no cargo type", () => {
		const imp = draftToRequest("airline", finished("airline", airImport, { ...fclCargo, packages: [box] }));
		expect(imp).toMatchObject({ mode: "air", direction: "import", origin: "HAN", destination: "ICN" });
		expect("cargoType" in imp).toBe(false);
		expect(PricingRequestSchema.safeParse(imp).success).toBe(true);
		const exp = draftToRequest(
			"airline",
			finished(
				"airline",
				{ direction: "export", originCountry: "KR", origin: "ICN", destinationCountry: "VN", destination: "SGN" },
				{ ...fclCargo, packages: [box] },
			),
		);
		expect(PricingRequestSchema.safeParse(exp).success).toBe(true);
	});
});

describe("the draft's steps", () => {
	const route = routeSchema("shipline").parse(seaExport);
	const cargo = cargoSchema("fcl", TODAY).parse(fclCargo);
	test.each([
		["no draft", null, "route"],
		["route done", { input: {}, route }, "cargo"],
		["cargo done", { input: {}, route, cargo }, "customer"],
		[
			"all done",
			{ input: {}, route, cargo, customer: { companyName: "a", managerName: "b", email: "c", phone: "d" } },
			"result",
		],
	] as const)("%s resumes at %s", (_, draft, step) => {
		expect(resumeStep(draft as Draft | null)).toBe(step);
	});

	test("a later step than the draft allows goes back to where it stopped; an earlier one is fine", () => {
		expect(allowedStep("result", { input: {}, route })).toBe("cargo");
		expect(allowedStep("route", { input: {}, route, cargo })).toBe("route");
	});

	test("the first values of a step, else what the draft kept", () => {
		expect(stepDefaults("shipline", "route", { input: {} })).toEqual({
			direction: "export",
			cargoType: "fcl",
			originCountry: "KR",
		});
		expect(stepDefaults("airline", "route", { input: {} })).toEqual({
			direction: "export",
			cargoType: undefined,
			originCountry: "KR",
		});
		expect(stepDefaults("shipline", "cargo", { input: {}, route }, "2026-11-22")).toEqual({
			readyDate: "2026-11-29",
			containers: [{ type: "dv20", count: "1" }],
		});
		expect(stepDefaults("airline", "cargo", { input: {} }, "2026-11-22")).toEqual({
			readyDate: "2026-11-29",
			packages: [{ measure: "per_box", unit: "CM" }],
		});
		expect(stepDefaults("shipline", "cargo", { input: { cargo: { commodity: "x" } }, route })).toEqual({
			commodity: "x",
		});
	});

	test("what a form posted, without the button pressed", () => {
		expect(typedInput({ intent: "next", commodity: "의류", containers: [{ type: "dv20" }] })).toEqual({
			commodity: "의류",
			containers: [{ type: "dv20" }],
		});
	});

	test("a cargo form kept without values must pass again; a contact form keeps the values it had", () => {
		const draft: Draft = { input: {}, route, cargo };
		expect(withCargo(draft, { commodity: "y" })).toEqual({
			input: { cargo: { commodity: "y" } },
			route,
			cargo: undefined,
		});
		expect(withCargo(draft, { commodity: "y" }, cargo).cargo).toEqual(cargo);
		const customer = { companyName: "a", managerName: "b", email: "c", phone: "d" };
		expect(withCustomer({ ...draft, customer }, { companyName: "typed" })).toEqual({
			input: { customer: { companyName: "typed" } },
			route,
			cargo,
			customer,
		});
	});

	test("the mode of a wizard path", () => {
		expect(wizardModeOf("/order/shipline")).toBe("shipline");
		expect(wizardModeOf("/order/airline/")).toBe("airline");
		expect(wizardModeOf("/order")).toBeNull();
	});

	test("changing FCL to LCL drops the saved cargo; another port keeps it", () => {
		const draft: Draft = { input: { cargo: { commodity: "x" } }, route, cargo };
		const lcl = routeSchema("shipline").parse({ ...seaExport, cargoType: "lcl" });
		expect(withRoute(draft, "shipline", lcl, {}).cargo).toBeUndefined();
		expect(withRoute(draft, "shipline", lcl, {}).input.cargo).toBeUndefined();
		const other = routeSchema("shipline").parse({ ...seaExport, destination: "VNSGN" });
		expect(withRoute(draft, "shipline", other, {}).cargo).toEqual(cargo);
	});
});

describe("what the screens show", () => {
	test("the Incoterms offered: ten for sea, the seven any-mode rules for air", () => {
		expect(incotermsFor("shipline")).toEqual(["EXW", "FCA", "FOB", "CFR", "CIF", "CPT", "CIP", "DAP", "DPU", "DDP"]);
		expect(incotermsFor("airline")).toEqual(["EXW", "FCA", "CPT", "CIP", "DAP", "DPU", "DDP"]);
	});

	const places = [
		{ code: "KRPUS", country: "KR" },
		{ code: "KRINC", country: "KR" },
		{ code: "VNHPH", country: "VN" },
	];
	test.each([
		["no country: none yet (the picker shows its prompt)", undefined, []],
		["blank country: none yet", "", []],
		["Korea: its gateways only", "KR", ["KRPUS", "KRINC"]],
		["Vietnam", "VN", ["VNHPH"]],
		["a country without places: every place rather than an empty list", "JP", ["KRPUS", "KRINC", "VNHPH"]],
	] as const)("places in: %s", (_, country, codes) => {
		expect(placesIn(places, country).map((p) => p.code)).toEqual(codes);
	});

	test.each([
		[
			"FCL",
			"fcl",
			{
				containers: [
					{ type: "dv20", count: "2" },
					{ type: "hc40", count: "1" },
				],
				grossWeightKg: "9000",
			},
			{
				kind: "fcl",
				containers: [
					{ type: "dv20", count: 2 },
					{ type: "hc40", count: 1 },
				],
				grossWeightKg: 9000,
			},
		],
		[
			"FCL without a weight",
			"fcl",
			{ containers: [{ type: "dv20", count: "1" }] },
			{ kind: "fcl", containers: [{ type: "dv20", count: 1 }] },
		],
		[
			"LCL: per-package and whole-line weights",
			"lcl",
			{ packages: [box, { count: "3", measure: "total", weightKg: "40.25", volumeCbm: "0.2" }] },
			{ kind: "lcl", packages: 5, weightKg: 280.3 },
		],
		["air", "air", { packages: [box] }, { kind: "air", packages: 2, weightKg: 240 }],
	] as const)("cargo summary: %s", (_, kind, cargo, expected) => {
		expect(
			cargoSummary(kind, cargoSchema(kind, TODAY).parse({ ...fclCargo, containers: undefined, ...cargo })),
		).toEqual(expected);
	});

	test("passed steps", () => {
		const route = routeSchema("shipline").parse(seaExport);
		expect(passedSteps(null)).toEqual([]);
		expect(passedSteps({ input: {}, route })).toEqual(["route"]);
	});

	const opt = (id: string, krw: number, days: number) => ({
		id,
		totals: { KRW: krw, USD: 0, VND: 0 },
		transitDays: days,
	});
	test.each([
		["no options", [], {}],
		["one option: nothing to compare", [opt("a", 100, 5)], { a: [] }],
		[
			"cheaper and faster are different options",
			[opt("a", 100, 9), opt("b", 150, 5)],
			{ a: ["cheapest"], b: ["fastest"] },
		],
		["one option is both", [opt("a", 150, 9), opt("b", 100, 5)], { a: [], b: ["cheapest", "fastest"] }],
		[
			"the engine's order is kept: the cheapest need not be first",
			[opt("a", 300, 7), opt("b", 100, 7), opt("c", 200, 4)],
			{ a: [], b: ["cheapest"], c: ["fastest"] },
		],
		[
			"a tie for cheapest marks both",
			[opt("a", 100, 9), opt("b", 100, 5), opt("c", 120, 6)],
			{ a: ["cheapest"], b: ["cheapest", "fastest"], c: [] },
		],
		["every option equally fast: no fastest mark", [opt("a", 100, 5), opt("b", 150, 5)], { a: ["cheapest"], b: [] }],
		["every option the same: no marks", [opt("a", 100, 5), opt("b", 100, 5)], { a: [], b: [] }],
	] as const)("flags: %s", (_, options, expected) => {
		expect(optionFlags(options)).toEqual(expected);
	});
});
