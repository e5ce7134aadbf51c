// The quote wizard's rules (spec sections 2, 3, 5 and 8): the three steps' schemas, the draft the
// server keeps between steps, and draftToRequest, which turns a finished draft into the same request
// the partner API sends (pricingRequestSchema). Pure: the routes parse form posts with these schemas
// and the tests drive them with plain objects. Form values arrive as strings (or are missing), so the
// schemas coerce them themselves; every message is a translation key (pricing.errors.* where the
// request schema already has one, wizard.errors.* for the wizard's own rules).
import { z } from "zod";
import { charLength, companyNameField, emailField, nameField, phoneField } from "#app/accounts/validation.ts";
import { CONTAINER_CODES, DG_CLASSES, DIRECTIONS, type Direction } from "#app/pricing/codes.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import {
	DIMENSION_UNITS,
	type Incoterm,
	MAX_CONTAINERS_PER_TYPE,
	MAX_DIMENSION,
	MAX_PACKAGES,
	MAX_PACKAGE_ITEMS,
	MAX_VOLUME_CBM,
	MAX_WEIGHT_KG,
	type PricingRequestInput,
	pricingRequestSchema,
} from "#app/pricing/request.ts";

const E = "pricing.errors.";
const W = "wizard.errors.";

export const WIZARD_MODES = ["shipline", "airline"] as const;
export type WizardMode = (typeof WIZARD_MODES)[number];
export const STEPS = ["route", "cargo", "customer", "result"] as const;
export type Step = (typeof STEPS)[number];
export const FORM_STEPS = ["route", "cargo", "customer"] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** Spec section 5 / 9: commodity "under 100 characters". */
export const COMMODITY_MAX = 99;
export const ADDRESS_MAX = 200;
export const READY_DATE_DEFAULT_DAYS = 7;

export function isStep(value: unknown): value is Step {
	return typeof value === "string" && (STEPS as readonly string[]).includes(value);
}

// ---- coercion of form strings ---------------------------------------------------------------

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A form number: blank is missing, "1,200" is 1200, anything else that is not a number is NaN. */
const toNumber = (v: unknown) => {
	const b = blankToUndefined(v);
	return typeof b === "string" ? Number(b.trim().replace(/,/g, "")) : b;
};
const formNumber = (key: string, rules: (n: z.ZodNumber) => z.ZodNumber = (n) => n) => z.preprocess(toNumber, rules(z.number({ error: key }).finite(key)));
/** Blank is "not given"; anything typed must be a number that passes the rules. */
const optionalNumber = (key: string, rules: (n: z.ZodNumber) => z.ZodNumber = (n) => n) =>
	z.preprocess(toNumber, rules(z.number({ error: key }).finite(key)).optional());

const formString = (key: string) => z.preprocess(blankToUndefined, z.string({ error: key }).trim());
const optionalString = () => z.preprocess(blankToUndefined, z.string().trim().optional());
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

// ---- step 1: route ---------------------------------------------------------------------------

/**
 * The Incoterms 2020 rules the wizard offers (shared/data/incoterms_2020_cost_allocation.csv). FAS is
 * left out (bulk cargo, "not recommended for containers"); FOB, CFR and CIF are sea-only rules, so an
 * air quote offers the seven rules for any mode (FCA is the air shipper's FOB).
 */
export const WIZARD_INCOTERMS = ["EXW", "FCA", "FOB", "CFR", "CIF", "CPT", "CIP", "DAP", "DPU", "DDP"] as const satisfies readonly Incoterm[];
const SEA_ONLY_INCOTERMS: readonly Incoterm[] = ["FOB", "CFR", "CIF"];

export function incotermsFor(mode: WizardMode): readonly Incoterm[] {
	return mode === "shipline" ? WIZARD_INCOTERMS : WIZARD_INCOTERMS.filter((t) => !SEA_ONLY_INCOTERMS.includes(t));
}

const countryField = formString(W + "countryRequired").pipe(z.string().toUpperCase().regex(/^[A-Z]{2}$/, W + "countryRequired"));

function routeShape(mode: WizardMode) {
	return z.object({
		direction: z.enum(DIRECTIONS, { error: E + "direction" }),
		cargoType: mode === "shipline" ? z.enum(["fcl", "lcl"], { error: E + "cargoType" }) : z.undefined().catch(undefined),
		originCountry: countryField,
		destinationCountry: countryField,
		origin: formString(E + "placeRequired").pipe(z.string().toUpperCase()),
		destination: formString(E + "placeRequired").pipe(z.string().toUpperCase()),
		province: optionalString(),
		district: optionalString(),
		address: z.preprocess(blankToUndefined, z.string().trim().max(ADDRESS_MAX, W + "addressTooLong").optional()),
		// optional: without a rule the customer is quoted every group (pricing/incoterms.ts)
		incoterms: z.preprocess(blankToUndefined, z.enum(incotermsFor(mode) as [Incoterm, ...Incoterm[]], { error: E + "incoterms" }).optional()),
	});
}

export type RouteValues = z.output<ReturnType<typeof routeShape>>;

/** The Korean end of the lane: the origin on export, the destination on import (spec section 9). */
export function koreanEnd(direction: Direction): "origin" | "destination" {
	return direction === "export" ? "origin" : "destination";
}

// The request schema's checks that belong to step 1, by the request path they report on.
const ROUTE_PATHS: Record<string, string> = {
	origin: "origin",
	destination: "destination",
	cargoType: "cargoType",
	"koreanRegion.province": "province",
	"koreanRegion.district": "district",
	koreanRegion: "province",
};

export function routeSchema(mode: WizardMode) {
	return routeShape(mode).superRefine((r, ctx) => {
		const flagged = new Set<string>();
		const issue = (path: string, message: string) => {
			flagged.add(path);
			ctx.addIssue({ code: "custom", path: [path], message });
		};
		const kr = koreanEnd(r.direction);
		const foreign = kr === "origin" ? "destination" : "origin";
		// a wrong country says so once, not again as a wrong port
		if (r[`${kr}Country`] !== "KR") issue(kr, W + "koreanSide");
		if (r[`${foreign}Country`] === "KR") issue(foreign, W + "foreignSide");
		// a UN/LOCODE starts with its country; airports are checked against the table by the server
		if (mode === "shipline") {
			if (/^[A-Z]{5}$/.test(r.origin) && r.origin.slice(0, 2) !== r.originCountry) issue("origin", W + "placeCountry");
			if (/^[A-Z]{5}$/.test(r.destination) && r.destination.slice(0, 2) !== r.destinationCountry) issue("destination", W + "placeCountry");
		}
		// trucking needs the region: an address without one cannot be priced (no address: port to port)
		if ((r.address || r.district) && !r.province) issue("province", E + "province");
		// the request schema knows the gateways, LCL ports and code formats: ask it with placeholder cargo
		const probe = pricingRequestSchema.safeParse(
			routeToRequest(mode, r, {
				readyDate: "2000-01-01",
				containers: [{ type: "dv20", count: "1" }],
				packages: [{ count: "1", measure: "per_box", weightKg: "1", volumeCbm: "1" }],
				dg: false,
				commodity: "x",
			}),
		);
		if (probe.success) return;
		for (const i of probe.error.issues) {
			const field = ROUTE_PATHS[i.path.join(".")];
			if (field && !flagged.has(field)) issue(field, i.message);
		}
	});
}

// ---- step 2: cargo ---------------------------------------------------------------------------

const containerRow = z.object({
	type: z.enum(CONTAINER_CODES, { error: E + "containerType" }),
	// spec section 9: "container count digits 1 to 10"; the request caps a line at 999 boxes
	count: formNumber(E + "containerCount", (n) => n.int(E + "containerCount").min(1, E + "containerCount").max(MAX_CONTAINERS_PER_TYPE, E + "containerCount")),
});

const dimension = optionalNumber(E + "dimension", (n) => n.min(0, E + "dimension").max(MAX_DIMENSION, E + "tooLarge"));

const packageRow = z
	.object({
		count: formNumber(E + "packageCount", (n) => n.int(E + "packageCount").min(1, E + "packageCount").max(MAX_PACKAGES, E + "tooLarge")),
		packaging: z.preprocess(blankToUndefined, z.string().trim().max(40, E + "tooLong").optional()),
		measure: z.enum(["per_box", "total"], { error: E + "measure" }).default("per_box"),
		weightKg: formNumber(E + "weight", (n) => n.positive(E + "weight").max(MAX_WEIGHT_KG, E + "tooLarge")),
		width: dimension,
		length: dimension,
		height: dimension,
		unit: z.preprocess(blankToUndefined, z.enum(DIMENSION_UNITS, { error: E + "dimensionUnit" }).default("CM")),
		volumeCbm: optionalNumber(E + "volume", (n) => n.positive(E + "volume").max(MAX_VOLUME_CBM, E + "tooLarge")),
	})
	.superRefine((p, ctx) => {
		const dims = [p.width, p.length, p.height];
		const given = dims.filter((d) => d !== undefined).length;
		if (given > 0 && given < 3) ctx.addIssue({ code: "custom", path: [["width", "length", "height"][dims.indexOf(undefined)] as string], message: E + "dimension" });
		if (given === 0 && p.volumeCbm === undefined) ctx.addIssue({ code: "custom", path: ["volumeCbm"], message: E + "volumeRequired" });
		if (given === 3 && p.volumeCbm !== undefined) ctx.addIssue({ code: "custom", path: ["volumeCbm"], message: E + "volumeOrDimensions" });
	});

/** "UN1263", "un 1263" or "1263": the UN number as the request wants it. */
const unNumber = z.preprocess((v) => {
	const b = blankToUndefined(v);
	if (typeof b !== "string") return b;
	const t = b.replace(/\s+/g, "").toUpperCase();
	return /^\d{4}$/.test(t) ? `UN${t}` : t;
}, z.string().regex(/^UN\d{4}$/, E + "unNumber").optional());

export type CargoKind = "fcl" | "lcl" | "air";

export function cargoKindOf(mode: WizardMode, route: Pick<RouteValues, "cargoType"> | undefined): CargoKind {
	return mode === "airline" ? "air" : (route?.cargoType ?? "fcl");
}


/** The cargo-ready date a new quote starts with: a week from today. */
export function defaultReadyDate(today: string = seoulToday()): string {
	return addDays(today, READY_DATE_DEFAULT_DAYS);
}

/** Step 2 for one kind of cargo; `today` (YYYY-MM-DD) rejects a ready date in the past. */
export function cargoSchema(kind: CargoKind, today: string = seoulToday()) {
	const fcl = kind === "fcl";
	return z
		.object({
			containers: fcl
				? z.array(containerRow, { error: E + "containersRequired" }).min(1, E + "containersRequired").max(CONTAINER_CODES.length, E + "tooMany")
				: z.undefined().catch(undefined),
			packages: fcl
				? z.undefined().catch(undefined)
				: z.array(packageRow, { error: E + "packagesRequired" }).min(1, E + "packagesRequired").max(MAX_PACKAGE_ITEMS, E + "tooManyItems"),
			// FCL has no weight per line: the gross weight is asked for, and required with dangerous goods
			grossWeightKg: fcl
				? optionalNumber(E + "weight", (n) => n.positive(E + "weight").max(MAX_WEIGHT_KG * 100, E + "tooLarge"))
				: z.undefined().catch(undefined),
			commodity: formString(W + "commodityRequired").pipe(z.string().min(1, W + "commodityRequired").refine((v) => charLength(v) <= COMMODITY_MAX, W + "commodityTooLong")),
			dg: checkbox,
			dgClass: z.preprocess(blankToUndefined, z.enum(DG_CLASSES, { error: E + "dgClass" }).optional()),
			unNumber,
			readyDate: formString(E + "readyDateRequired").pipe(
				z
					.string()
					.regex(/^\d{4}-\d{2}-\d{2}$/, E + "readyDateFormat")
					.refine(
						(v) => {
							const d = new Date(`${v}T00:00:00Z`);
							return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
						},
						{ message: E + "readyDateFormat", abort: true },
					)
					.refine((v) => v >= today, W + "readyDatePast"),
			),
		})
		.superRefine((c, ctx) => {
			const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
			// spec section 5: "a container of the same size exists"
			const seen = new Set<string>();
			c.containers?.forEach((row, i) => {
				if (seen.has(row.type)) issue(["containers", i, "type"], E + "duplicateContainer");
				seen.add(row.type);
			});
			// spec section 5: dangerous goods need the class, the commodity and the weight
			if (c.dg) {
				if (!c.dgClass) issue(["dgClass"], E + "dgClass");
				if (fcl && c.grossWeightKg === undefined) issue(["grossWeightKg"], W + "dgWeight");
			}
		});
}

export type CargoValues = z.output<ReturnType<typeof cargoSchema>>;
export type ContainerRow = { type: string; count: string };
export type PackageRowInput = Record<string, string | undefined>;

// ---- step 3: customer ------------------------------------------------------------------------

export const customerSchema = z.object({
	companyName: z.preprocess(blankToUndefined, companyNameField),
	managerName: z.preprocess(blankToUndefined, nameField),
	email: z.preprocess(blankToUndefined, emailField),
	phone: z.preprocess(blankToUndefined, phoneField),
});
export type CustomerValues = z.output<typeof customerSchema>;

// ---- the draft ---------------------------------------------------------------------------------

/** What a step form posted, as strings (nested for rows): refills the form on Back and on resume. */
export type StepInput = Record<string, unknown>;

/**
 * The server's copy of a half-finished quote, one per user and mode: the forms' inputs (to fill the
 * forms again) and each step's validated values once it passed.
 */
export type Draft = {
	input: Partial<Record<FormStep, StepInput>>;
	route?: RouteValues;
	cargo?: CargoValues;
	customer?: CustomerValues;
};

export const emptyDraft = (): Draft => ({ input: {} });

/** The step a draft resumes at: the first one not yet passed, or the result. */
export function resumeStep(draft: Draft | null): Step {
	if (!draft?.route) return "route";
	if (!draft.cargo) return "cargo";
	if (!draft.customer) return "customer";
	return "result";
}

/** The step a visitor may see: a later step than the draft allows goes back to where it stopped. */
export function allowedStep(wanted: Step, draft: Draft | null): Step {
	const resume = resumeStep(draft);
	return STEPS.indexOf(wanted) <= STEPS.indexOf(resume) ? wanted : resume;
}

export function previousStep(step: Step): Step | null {
	const i = STEPS.indexOf(step);
	return i > 0 ? (STEPS[i - 1] as Step) : null;
}

export function nextStep(step: FormStep): Step {
	return STEPS[STEPS.indexOf(step) + 1] as Step;
}

/**
 * A changed route can make the saved cargo wrong (FCL rows for an LCL quote): keep the cargo only
 * while the kind of cargo is the same.
 */
export function withRoute(draft: Draft, mode: WizardMode, route: RouteValues, input: StepInput): Draft {
	const sameKind = draft.route && cargoKindOf(mode, draft.route) === cargoKindOf(mode, route);
	return {
		...draft,
		input: { ...draft.input, route: input, ...(sameKind ? {} : { cargo: undefined }) },
		route,
		cargo: sameKind ? draft.cargo : undefined,
	};
}

type CargoLike = {
	readyDate: string;
	containers?: { type: string; count: number | string }[] | undefined;
	packages?: Record<string, unknown>[] | undefined;
	dg: boolean;
	dgClass?: string | undefined;
	unNumber?: string | undefined;
	commodity: string;
};

const num = (v: unknown) => (typeof v === "string" ? Number(v) : (v as number));

function routeToRequest(mode: WizardMode, route: RouteValues, cargo: CargoLike): PricingRequestInput {
	const kind = cargoKindOf(mode, route);
	const p = (row: Record<string, unknown>) => {
		const dims = row.width !== undefined && row.length !== undefined && row.height !== undefined;
		return {
			count: num(row.count),
			measure: (row.measure ?? "per_box") as "per_box" | "total",
			weightKg: num(row.weightKg),
			...(dims
				? { dimensions: { width: num(row.width), length: num(row.length), height: num(row.height), unit: (row.unit ?? "CM") as "MM" | "CM" | "M" } }
				: {}),
			...(row.volumeCbm !== undefined ? { volumeCbm: num(row.volumeCbm) } : {}),
			...(row.packaging ? { packaging: row.packaging as string } : {}),
		};
	};
	return {
		mode: mode === "shipline" ? "sea" : "air",
		direction: route.direction,
		...(mode === "shipline" ? { cargoType: route.cargoType } : {}),
		origin: route.origin,
		destination: route.destination,
		...(route.province ? { koreanRegion: { province: route.province, ...(route.district ? { district: route.district } : {}) } } : {}),
		readyDate: cargo.readyDate,
		...(route.incoterms ? { incoterms: route.incoterms } : {}),
		...(kind === "fcl"
			? { containers: (cargo.containers ?? []).map((c) => ({ type: c.type as (typeof CONTAINER_CODES)[number], count: num(c.count) })) }
			: { packages: (cargo.packages ?? []).map(p) }),
		...(cargo.dg && cargo.dgClass
			? { dangerousGoods: { class: cargo.dgClass as (typeof DG_CLASSES)[number], ...(cargo.unNumber ? { unNumber: cargo.unNumber } : {}) } }
			: {}),
	};
}

export type FinishedDraft = Draft & { route: RouteValues; cargo: CargoValues };

export function isPriceable(draft: Draft | null): draft is FinishedDraft {
	return Boolean(draft?.route && draft.cargo);
}

/** The pricing request of a draft whose route and cargo steps passed (feed it to pricingRequestSchema). */
export function draftToRequest(mode: WizardMode, draft: FinishedDraft): PricingRequestInput {
	return routeToRequest(mode, draft.route, draft.cargo);
}

// ---- errors ----------------------------------------------------------------------------------

/** zod issues as the form's field names: containers.0.count -> "containers[0].count". */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
	const out: Record<string, string[]> = {};
	for (const issue of error.issues) {
		const name = issue.path.reduce<string>((acc, part) => (typeof part === "number" ? `${acc}[${part}]` : acc ? `${acc}.${String(part)}` : String(part)), "") || "";
		const list = (out[name] ??= []);
		if (!list.includes(issue.message)) list.push(issue.message);
	}
	return out;
}

/**
 * A form post as a nested object: "containers[1].count" -> { containers: [, { count }] }. Only
 * string values (no files); the last value of a repeated name wins; rows are kept in index order.
 */
export function formToObject(entries: Iterable<[string, FormDataEntryValue]>): StepInput {
	const root: Record<string, unknown> = {};
	for (const [name, value] of entries) {
		if (typeof value !== "string" || name === "intent" || name.startsWith("__")) continue;
		const parts = name.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== "");
		if (parts.some((p) => p === "__proto__" || p === "constructor" || p === "prototype")) continue;
		let node: Record<string, unknown> | unknown[] = root;
		parts.forEach((part, i) => {
			const key = /^\d+$/.test(part) ? Number(part) : part;
			if (typeof key === "number" && (key > 100 || !Array.isArray(node))) return;
			const last = i === parts.length - 1;
			const container = node as Record<string | number, unknown>;
			if (last) container[key] = value;
			else {
				const nextIsIndex = /^\d+$/.test(parts[i + 1] as string);
				if (typeof container[key] !== "object" || container[key] === null) container[key] = nextIsIndex ? [] : {};
				node = container[key] as Record<string, unknown>;
			}
		});
	}
	// holes left by skipped indexes become empty rows, never undefined entries
	const fill = (v: unknown): unknown => {
		if (Array.isArray(v)) return Array.from(v, (x) => fill(x ?? {}));
		if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
		return v;
	};
	return fill(root) as StepInput;
}

// ---- what the screens show -------------------------------------------------------------------

/** The steps a draft has passed (the stepper marks them done). */
export function passedSteps(draft: Draft | null): FormStep[] {
	return FORM_STEPS.filter((s) => Boolean(draft?.[s]));
}

/**
 * The places a picker offers for a country: that country's only, once one is chosen and has any;
 * every place otherwise (the picker groups them by country). Shared by the server render (JavaScript
 * off: the "show ports" button re-renders with the chosen country) and the browser (instant).
 */
export function placesIn<P extends { country: string }>(places: readonly P[], country: string | undefined): readonly P[] {
	if (!country) return places;
	const narrowed = places.filter((p) => p.country === country);
	return narrowed.length ? narrowed : places;
}

export type CargoSummary =
	| { kind: "fcl"; containers: { type: string; count: number }[]; grossWeightKg?: number }
	| { kind: "lcl" | "air"; packages: number; weightKg: number };

/** Step 2 in a line for the summary panel: the boxes, or the packages and their total weight. */
export function cargoSummary(kind: CargoKind, cargo: CargoValues): CargoSummary {
	if (kind === "fcl")
		return {
			kind,
			containers: (cargo.containers ?? []).map((c) => ({ type: c.type, count: c.count })),
			...(cargo.grossWeightKg !== undefined ? { grossWeightKg: cargo.grossWeightKg } : {}),
		};
	const rows = cargo.packages ?? [];
	// a "total" line gives the weight of the whole line; "per_box" the weight of one package
	const weight = rows.reduce((sum, p) => sum + (p.measure === "total" ? p.weightKg : p.weightKg * p.count), 0);
	return { kind, packages: rows.reduce((n, p) => n + p.count, 0), weightKg: Math.round(weight * 10) / 10 };
}

export type OptionFlag = "cheapest" | "fastest";

/**
 * The cheapest (lowest KRW total) and fastest (fewest transit days) options, by id, in the engine's
 * order (never re-sorted). A mark only means something when it sets an option apart: with one option,
 * or when every option ties, nothing is marked; options that tie for the best all carry the mark.
 */
export function optionFlags(options: readonly Pick<QuoteOption, "id" | "totals" | "transitDays">[]): Record<string, OptionFlag[]> {
	const flags: Record<string, OptionFlag[]> = Object.fromEntries(options.map((o) => [o.id, []]));
	const mark = (flag: OptionFlag, value: (o: (typeof options)[number]) => number) => {
		const values = options.map(value);
		const best = Math.min(...values);
		if (values.every((v) => v === best)) return;
		options.forEach((o, i) => {
			if (values[i] === best) flags[o.id]!.push(flag);
		});
	};
	if (options.length > 1) {
		mark("cheapest", (o) => o.totals.KRW);
		mark("fastest", (o) => o.transitDays);
	}
	return flags;
}
