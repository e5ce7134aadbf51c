// The quote wizard's rules (spec sections 2, 3, 5 and 8): the three steps' schemas, the draft the
// server keeps between steps, and draftToRequest, which turns a finished draft into the same request
// the partner API sends (PricingRequestSchema). Pure: the route module (app/routes/order/wizard.tsx)
// parses form posts with these schemas through Conform (docs/decisions/012-wizard-forms.md) and the
// tests drive them with plain objects. Form values arrive as strings (or are missing), so the schemas
// coerce them themselves; every message is a translation key (pricing.errors.* where the request
// schema already has one, wizard.errors.* for the wizard's own rules).
import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import { charLength, companyNameField, emailField, nameField, phoneField } from "#app/accounts/validation.ts";
import { CONTAINER_CODES, DG_CLASSES, DIRECTIONS, type Direction } from "#app/pricing/codes.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { calendarDate } from "#app/calendar/calendar-field.ts";
import { lineText } from "#app/text/free-text-schema.ts";
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
	PricingRequestSchema,
} from "#app/pricing/request.ts";
import { incotermsForMode } from "#app/pricing/incoterms-by-mode.ts";
import { gaugeRefusal } from "#app/pricing/gauge.ts";
import {
	type CargoKind,
	FORM_STEPS,
	type FormStep,
	REMOVE_ROW,
	STEPS,
	type Step,
	type WizardForm,
	type WizardMode,
	rowsKeyOf,
} from "./wizard-steps.ts";

const E = "pricing.errors.";
const W = "wizard.errors.";

// the steps, URLs and row buttons the screen renders live in wizard-steps.ts (no zod in the browser)
export {
	type CargoKind,
	FORM_STEPS,
	type FormStep,
	REMOVE_ROW,
	STEPS,
	type Step,
	WIZARD_MODES,
	WIZARD_PATHS,
	type WizardForm,
	type WizardMode,
	isStep,
	placesIn,
	previousStep,
	rowsKeyOf,
	stepOfForm,
	stepUrl,
	wizardModeOf,
} from "./wizard-steps.ts";

/** Spec section 5 / 9: commodity "under 100 characters". */
export const COMMODITY_MAX = 99;
export const ADDRESS_MAX = 200;
export const READY_DATE_DEFAULT_DAYS = 7;

// ---- coercion of form strings ---------------------------------------------------------------

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** A form number: blank is missing, "1,200" is 1200, anything else that is not a number is NaN. */
const toNumber = (v: unknown) => {
	const b = blankToUndefined(v);
	return typeof b === "string" ? Number(b.trim().replace(/,/g, "")) : b;
};
const formNumber = (key: string, rules: (n: z.ZodNumber) => z.ZodNumber = (n) => n) =>
	z.preprocess(toNumber, rules(z.number({ error: key }).finite(key)));
/** Blank is "not given"; anything typed must be a number that passes the rules. */
const optionalNumber = (key: string, rules: (n: z.ZodNumber) => z.ZodNumber = (n) => n) =>
	z.preprocess(toNumber, rules(z.number({ error: key }).finite(key)).optional());

const formString = (key: string) => z.preprocess(blankToUndefined, z.string({ error: key }).trim());
const optionalString = () => z.preprocess(blankToUndefined, z.string().trim().optional());
/** What people type (a district, an address, a commodity): the shared free-text rule, blank is missing. */
const optionalLine = (max: number, tooLong: string) =>
	z.preprocess(blankToUndefined, lineText().max(max, tooLong).optional());
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

// ---- step 1: route ---------------------------------------------------------------------------

/** The Incoterms 2020 rules the wizard offers: the mode's list (app/pricing/incoterms-by-mode.ts). */
export function incotermsFor(mode: WizardMode): readonly Incoterm[] {
	return incotermsForMode(mode === "shipline" ? "sea" : "air");
}

const countryField = formString(W + "countryRequired").pipe(
	z
		.string()
		.toUpperCase()
		.regex(/^[A-Z]{2}$/, W + "countryRequired"),
);

function routeShape(mode: WizardMode) {
	return z.object({
		direction: z.enum(DIRECTIONS, { error: E + "direction" }),
		cargoType:
			mode === "shipline" ? z.enum(["fcl", "lcl"], { error: E + "cargoType" }) : z.undefined().catch(undefined),
		originCountry: countryField,
		destinationCountry: countryField,
		origin: formString(E + "placeRequired").pipe(z.string().toUpperCase()),
		destination: formString(E + "placeRequired").pipe(z.string().toUpperCase()),
		province: optionalString(),
		district: optionalLine(40, E + "district"),
		address: optionalLine(ADDRESS_MAX, W + "addressTooLong"),
		// a door at the foreign end (spec section 3, truckingcostForeign): blank is port to port
		foreignDoor: optionalLine(ADDRESS_MAX, E + "foreignTruckingPlace"),
		// optional: without a rule the customer is quoted every group (pricing/incoterms.ts)
		incoterms: z.preprocess(
			blankToUndefined,
			z.enum(incotermsFor(mode) as [Incoterm, ...Incoterm[]], { error: E + "incoterms" }).optional(),
		),
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
	foreignTrucking: "foreignDoor",
	"foreignTrucking.place": "foreignDoor",
};

/** What only the server knows about step 1's choices: the places table and Korea's regions (app/places). */
export type RouteLookups = {
	/** is `code` a place of this mode, and in `country`? (airports are not coded by country) */
	placeCheck: (code: string, country: string) => "ok" | "unknown" | "otherCountry";
	/** a province of the data file and, when given, one of its districts */
	isRegion: (province: string, district?: string) => boolean;
};

/**
 * Step 1. With `lookups` (the server) the places and the region are checked against the reference
 * data too, once everything else passed, so a wrong country is reported once, not twice.
 */
export function routeSchema(mode: WizardMode, lookups?: RouteLookups) {
	const checked = routeShape(mode).superRefine((r, ctx) => {
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
			if (/^[A-Z]{5}$/.test(r.destination) && r.destination.slice(0, 2) !== r.destinationCountry)
				issue("destination", W + "placeCountry");
		}
		// trucking needs the region: an address without one cannot be priced (no address: port to port)
		if ((r.address || r.district) && !r.province) issue("province", E + "province");
		// the request schema knows the gateways, LCL ports and code formats: ask it with placeholder cargo
		const probe = PricingRequestSchema.safeParse(
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
	if (!lookups) return checked;
	return checked.superRefine((r, ctx) => {
		if (ctx.issues.length) return;
		const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
		for (const end of ["origin", "destination"] as const) {
			const found = lookups.placeCheck(r[end], r[`${end}Country`]);
			if (found !== "ok") issue(end, W + (found === "unknown" ? "placeUnknown" : "placeCountry"));
		}
		if (ctx.issues.length) return;
		if (r.district && !lookups.isRegion(r.province ?? "", r.district)) issue("district", E + "district");
		else if (r.province && !lookups.isRegion(r.province)) issue("province", E + "province");
	});
}

// ---- step 2: cargo ---------------------------------------------------------------------------

const containerRow = z.object({
	type: z.enum(CONTAINER_CODES, { error: E + "containerType" }),
	// spec section 9: "container count digits 1 to 10"; the request caps a line at 999 boxes
	count: formNumber(E + "containerCount", (n) =>
		n
			.int(E + "containerCount")
			.min(1, E + "containerCount")
			.max(MAX_CONTAINERS_PER_TYPE, E + "containerCount"),
	),
	// spec section 3: a tank in or out of gauge (a ticked box; only tanks may carry it, pricing/gauge.ts)
	outOfGauge: checkbox.optional(),
});

const dimension = optionalNumber(E + "dimension", (n) => n.min(0, E + "dimension").max(MAX_DIMENSION, E + "tooLarge"));

const packageRow = z
	.object({
		count: formNumber(E + "packageCount", (n) =>
			n
				.int(E + "packageCount")
				.min(1, E + "packageCount")
				.max(MAX_PACKAGES, E + "tooLarge"),
		),
		packaging: optionalLine(40, E + "tooLong"),
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
		if (given > 0 && given < 3)
			ctx.addIssue({
				code: "custom",
				path: [["width", "length", "height"][dims.indexOf(undefined)] as string],
				message: E + "dimension",
			});
		if (given === 0 && p.volumeCbm === undefined)
			ctx.addIssue({ code: "custom", path: ["volumeCbm"], message: E + "volumeRequired" });
		if (given === 3 && p.volumeCbm !== undefined)
			ctx.addIssue({ code: "custom", path: ["volumeCbm"], message: E + "volumeOrDimensions" });
	});

/** "UN1263", "un 1263" or "1263": the UN number as the request wants it. */
const unNumber = z.preprocess(
	(v) => {
		const b = blankToUndefined(v);
		if (typeof b !== "string") return b;
		const t = b.replace(/\s+/g, "").toUpperCase();
		return /^\d{4}$/.test(t) ? `UN${t}` : t;
	},
	z
		.string()
		.regex(/^UN\d{4}$/, E + "unNumber")
		.optional(),
);

/**
 * The highest row index a cargo form may send. Conform builds rows from names such as
 * "packages[3].count"; an index no screen sends (packages[99999999]) would make a huge sparse array, so
 * the route refuses such a post before parsing it (hasSensibleRowIndexes).
 */
export const MAX_ROW_INDEX = 99;

export function hasSensibleRowIndexes(names: Iterable<string>): boolean {
	for (const name of names) for (const m of name.matchAll(/\[(\d+)\]/g)) if (Number(m[1]) > MAX_ROW_INDEX) return false;
	return true;
}

/** A hand-made post may skip an index (rows 0 and 2): the hole is an empty row, reported field by field. */
const rowList = (v: unknown) => (Array.isArray(v) ? Array.from(v, (row: unknown) => row ?? {}) : v);

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
				? z.preprocess(
						rowList,
						z
							.array(containerRow, { error: E + "containersRequired" })
							.min(1, E + "containersRequired")
							.max(CONTAINER_CODES.length, E + "tooMany"),
					)
				: z.undefined().catch(undefined),
			packages: fcl
				? z.undefined().catch(undefined)
				: z.preprocess(
						rowList,
						z
							.array(packageRow, { error: E + "packagesRequired" })
							.min(1, E + "packagesRequired")
							.max(MAX_PACKAGE_ITEMS, E + "tooManyItems"),
					),
			// FCL has no weight per line: the gross weight is asked for, and required with dangerous goods
			grossWeightKg: fcl
				? optionalNumber(E + "weight", (n) => n.positive(E + "weight").max(MAX_WEIGHT_KG * 100, E + "tooLarge"))
				: z.undefined().catch(undefined),
			commodity: z.preprocess(
				blankToUndefined,
				lineText({ error: W + "commodityRequired" })
					.min(1, W + "commodityRequired")
					.refine((v) => charLength(v) <= COMMODITY_MAX, W + "commodityTooLong"),
			),
			dg: checkbox,
			dgClass: z.preprocess(blankToUndefined, z.enum(DG_CLASSES, { error: E + "dgClass" }).optional()),
			unNumber,
			// the app's one calendar-date check; "not in the past" only once the date is a real one
			readyDate: formString(E + "readyDateRequired").pipe(
				calendarDate(E + "readyDateFormat").refine((v) => v >= today, {
					error: W + "readyDatePast",
					when: (payload) => payload.issues.length === 0,
				}),
			),
		})
		.superRefine((c, ctx) => {
			const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
			// spec section 5: "a container of the same size exists"
			const seen = new Set<string>();
			c.containers?.forEach((row, i) => {
				if (seen.has(row.type)) issue(["containers", i, "type"], E + "duplicateContainer");
				const gauge = gaugeRefusal(row);
				if (gauge) issue(["containers", i, "outOfGauge"], E + gauge);
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

/**
 * Step 2 of a draft whose step 1 passed: the cargo rules, then the request schema has the last word
 * (limits it checks on the whole request), once the step's own rules pass.
 */
export function cargoStepSchema(mode: WizardMode, route: RouteValues, today: string = seoulToday()) {
	return cargoSchema(cargoKindOf(mode, route), today).superRefine((cargo, ctx) => {
		if (ctx.issues.length) return;
		const full = PricingRequestSchema.safeParse(routeToRequest(mode, route, cargo));
		if (!full.success)
			for (const i of full.error.issues)
				ctx.addIssue({ code: "custom", path: i.path as (string | number)[], message: i.message });
	});
}

/** The form's rows: containers on FCL, packages otherwise. */

export type RowEdit = { ok: true; input: StepInput } | { ok: false; errors: Record<string, string[]> };

/**
 * The cargo form's "add a row" and "remove row i" buttons (plain submit buttons, so they work without
 * JavaScript): the typed form with one row more or less. Spec section 5: the number of items is
 * limited, with a message to contact operations; the last row is never removed.
 */
export function editRows(kind: CargoKind, input: StepInput, intent: string): RowEdit {
	const key = rowsKeyOf(kind);
	const rows = Array.isArray(input[key]) ? [...(rowList(input[key]) as unknown[])] : [];
	if (intent === "addRow") {
		const max = kind === "fcl" ? CONTAINER_CODES.length : MAX_PACKAGE_ITEMS;
		if (rows.length >= max)
			return { ok: false, errors: { [key]: [kind === "fcl" ? E + "tooMany" : E + "tooManyItems"] } };
		rows.push(kind === "fcl" ? { type: "", count: "1" } : { measure: "per_box", unit: "CM" });
	} else {
		const index = Number(intent.slice(REMOVE_ROW.length));
		if (Number.isInteger(index) && rows.length > 1) rows.splice(index, 1);
	}
	return { ok: true, input: { ...input, [key]: rows } };
}

export function isRowIntent(intent: string): boolean {
	return intent === "addRow" || intent.startsWith(REMOVE_ROW);
}

// ---- step 3: customer ------------------------------------------------------------------------

export const CustomerSchema = z.object({
	companyName: z.preprocess(blankToUndefined, companyNameField),
	managerName: z.preprocess(blankToUndefined, nameField),
	email: z.preprocess(blankToUndefined, emailField),
	phone: z.preprocess(blankToUndefined, phoneField),
});
export type CustomerValues = z.output<typeof CustomerSchema>;

// ---- the result ------------------------------------------------------------------------------

/** The result page's two buttons: one of the engine's options by id, or the manual queue. */
export const ResultChoiceSchema = z.discriminatedUnion("intent", [
	z.object({ intent: z.literal("choose"), optionId: z.string().min(1) }),
	z.object({ intent: z.literal("manual") }),
]);
export type ResultChoice = z.output<typeof ResultChoiceSchema>;

// ---- the action's answer ---------------------------------------------------------------------

/**
 * A post the action answers without a redirect: Conform's reply (the errors by field, "" for the
 * form, and what was typed) for the form that sent it, or a notice (`done`, a translation key).
 */
export type WizardReply = { form: WizardForm; result: SubmissionResult<string[]>; done?: string };

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

/** What a form posted, as the draft keeps it (Conform's payload without the pressed button). */
export function typedInput(payload: Record<string, unknown>): StepInput {
	return Object.fromEntries(Object.entries(payload).filter(([name]) => name !== "intent"));
}

/** A step's form as it opens the first time: the saved input, else these defaults (customer: from the account). */
export function stepDefaults(
	mode: WizardMode,
	step: "route" | "cargo",
	draft: Draft,
	today: string = seoulToday(),
): StepInput {
	const saved = draft.input[step];
	if (saved) return saved;
	if (step === "route")
		return { direction: "export", cargoType: mode === "shipline" ? "fcl" : undefined, originCountry: "KR" };
	const kind = cargoKindOf(mode, draft.route);
	return {
		readyDate: defaultReadyDate(today),
		...(kind === "fcl"
			? { containers: [{ type: "dv20", count: "1" }] }
			: { packages: [{ measure: "per_box", unit: "CM" }] }),
	};
}

/** The cargo form kept (Back, resume); `values` once it passed. A changed form must pass again before pricing. */
export function withCargo(draft: Draft, input: StepInput, values?: CargoValues): Draft {
	return { ...draft, input: { ...draft.input, cargo: input }, cargo: values };
}

/** The contact form kept (Back, resume); `values` once it passed. */
export function withCustomer(draft: Draft, input: StepInput, values?: CustomerValues): Draft {
	return { ...draft, input: { ...draft.input, customer: input }, ...(values ? { customer: values } : {}) };
}

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
	containers?: { type: string; count: number | string; outOfGauge?: boolean | string | undefined }[] | undefined;
	packages?: Record<string, unknown>[] | undefined;
	dg: boolean;
	dgClass?: string | undefined;
	unNumber?: string | undefined;
	commodity: string;
	grossWeightKg?: number | string | undefined;
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
				? {
						dimensions: {
							width: num(row.width),
							length: num(row.length),
							height: num(row.height),
							unit: (row.unit ?? "CM") as "MM" | "CM" | "M",
						},
					}
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
		...(route.province
			? { koreanRegion: { province: route.province, ...(route.district ? { district: route.district } : {}) } }
			: {}),
		...(route.foreignDoor ? { foreignTrucking: { place: route.foreignDoor } } : {}),
		readyDate: cargo.readyDate,
		...(route.incoterms ? { incoterms: route.incoterms } : {}),
		...(kind === "fcl"
			? {
					containers: (cargo.containers ?? []).map((c) => ({
						type: c.type as (typeof CONTAINER_CODES)[number],
						count: num(c.count),
						...(c.outOfGauge === true || c.outOfGauge === "on" ? { outOfGauge: true } : {}),
					})),
					// kept for the check B/L and the D/Os
					...(cargo.grossWeightKg !== undefined && cargo.grossWeightKg !== ""
						? { grossWeightKg: num(cargo.grossWeightKg) }
						: {}),
				}
			: { packages: (cargo.packages ?? []).map(p) }),
		...(cargo.dg && cargo.dgClass
			? {
					dangerousGoods: {
						class: cargo.dgClass as (typeof DG_CLASSES)[number],
						...(cargo.unNumber ? { unNumber: cargo.unNumber } : {}),
					},
				}
			: {}),
	};
}

export type FinishedDraft = Draft & { route: RouteValues; cargo: CargoValues };

export function isPriceable(draft: Draft | null): draft is FinishedDraft {
	return Boolean(draft?.route && draft.cargo);
}

/** The pricing request of a draft whose route and cargo steps passed (feed it to PricingRequestSchema). */
export function draftToRequest(mode: WizardMode, draft: FinishedDraft): PricingRequestInput {
	return routeToRequest(mode, draft.route, draft.cargo);
}

// ---- what the screens show -------------------------------------------------------------------

/** The steps a draft has passed (the stepper marks them done). */
export function passedSteps(draft: Draft | null): FormStep[] {
	return FORM_STEPS.filter((s) => Boolean(draft?.[s]));
}

export type CargoSummary =
	| { kind: "fcl"; containers: { type: string; count: number; outOfGauge?: true }[]; grossWeightKg?: number }
	| { kind: "lcl" | "air"; packages: number; weightKg: number };

/** Step 2 in a line for the summary panel: the boxes, or the packages and their total weight. */
export function cargoSummary(kind: CargoKind, cargo: CargoValues): CargoSummary {
	if (kind === "fcl")
		return {
			kind,
			containers: (cargo.containers ?? []).map((c) => ({
				type: c.type,
				count: c.count,
				...(c.outOfGauge ? { outOfGauge: true as const } : {}),
			})),
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
export function optionFlags(
	options: readonly Pick<QuoteOption, "id" | "totals" | "transitDays">[],
): Record<string, OptionFlag[]> {
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
