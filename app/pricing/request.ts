// The shape of a quote request (spec sections 3 and 5), validated by zod: the partner API parses its
// JSON with it, the OpenAPI document is generated from it, and the quote wizard builds the same
// object from its form steps. Messages are translation keys under "pricing.errors" (kr, en, vn).
import { z } from "zod";
import { lineText } from "#app/text/free-text-schema.ts";
import { calendarDate } from "#app/calendar/calendar-field.ts";
import {
	CONTAINER_CODES,
	CHARGE_CODES,
	DG_CLASSES,
	DIMENSION_UNITS,
	DIRECTIONS,
	INCOTERMS,
	KOREAN_AIRPORTS,
	KOREAN_SEA_PORTS,
	LCL_PORTS,
	isOneOf,
} from "./codes.ts";
import { isIncotermForMode } from "./incoterms-by-mode.ts";
import { gaugeRefusal } from "./gauge.ts";

// the lists live in codes.ts, so a page names them without bringing zod to the browser
export { DIMENSION_UNITS, type DimensionUnit, INCOTERMS, type Incoterm } from "./codes.ts";

const E = "pricing.errors.";

/** Spec section 5: the number of LCL items is limited ("contact operations" beyond it). */
export const MAX_PACKAGE_ITEMS = 10;
/** Spec section 9: container count 1 to 10 digits; no real booking needs more than this many boxes. */
export const MAX_CONTAINERS_PER_TYPE = 999;
export const MAX_WEIGHT_KG = 1_000_000;
export const MAX_DIMENSION = 100_000; // in the unit given (100 m in mm)
export const MAX_VOLUME_CBM = 10_000;
export const MAX_PACKAGES = 100_000;

const isoDate = calendarDate(E + "readyDateFormat", E + "readyDateRequired");

const positiveNumber = (max: number, key: string) =>
	z
		.number({ error: E + key })
		.finite(E + key)
		.positive(E + key)
		.max(max, E + "tooLarge");

const containerItem = z.strictObject({
	type: z.enum(CONTAINER_CODES, { error: E + "containerType" }),
	count: z
		.number({ error: E + "containerCount" })
		.int(E + "containerCount")
		.min(1, E + "containerCount")
		.max(MAX_CONTAINERS_PER_TYPE, E + "containerCount"),
	// spec section 3: a tank is in or out of gauge; only tanks carry the flag (gauge.ts)
	outOfGauge: z.boolean({ error: E + "gaugeTankOnly" }).optional(),
});

const dimensions = z.strictObject({
	length: z
		.number({ error: E + "dimension" })
		.finite(E + "dimension")
		.min(0, E + "dimension")
		.max(MAX_DIMENSION, E + "tooLarge"),
	width: z
		.number({ error: E + "dimension" })
		.finite(E + "dimension")
		.min(0, E + "dimension")
		.max(MAX_DIMENSION, E + "tooLarge"),
	height: z
		.number({ error: E + "dimension" })
		.finite(E + "dimension")
		.min(0, E + "dimension")
		.max(MAX_DIMENSION, E + "tooLarge"),
	unit: z.enum(DIMENSION_UNITS, { error: E + "dimensionUnit" }),
});

/**
 * One package line (spec section 3, Freight item / LCL): weight and volume are per box or for the
 * whole line (messType); the volume comes from dimensions (always of one box) or is given in cbm.
 */
const packageItem = z
	.strictObject({
		count: z
			.number({ error: E + "packageCount" })
			.int(E + "packageCount")
			.min(1, E + "packageCount")
			.max(MAX_PACKAGES, E + "tooLarge"),
		measure: z.enum(["per_box", "total"], { error: E + "measure" }).default("per_box"),
		weightKg: positiveNumber(MAX_WEIGHT_KG, "weight"),
		dimensions: dimensions.optional(),
		volumeCbm: positiveNumber(MAX_VOLUME_CBM, "volume").optional(),
		packaging: lineText()
			.max(40, E + "tooLong")
			.optional(),
	})
	.superRefine((item, ctx) => {
		if (!item.dimensions && item.volumeCbm === undefined)
			ctx.addIssue({ code: "custom", path: ["volumeCbm"], message: E + "volumeRequired" });
		if (item.dimensions && item.volumeCbm !== undefined)
			ctx.addIssue({ code: "custom", path: ["volumeCbm"], message: E + "volumeOrDimensions" });
	});

export const PricingRequestSchema = z
	.strictObject({
		mode: z.enum(["sea", "air"], { error: E + "mode" }),
		direction: z.enum(DIRECTIONS, { error: E + "direction" }),
		cargoType: z.enum(["fcl", "lcl"], { error: E + "cargoType" }).optional(),
		origin: z
			.string({ error: E + "placeRequired" })
			.trim()
			.toUpperCase(),
		destination: z
			.string({ error: E + "placeRequired" })
			.trim()
			.toUpperCase(),
		koreanRegion: z
			.strictObject({
				province: z.string({ error: E + "province" }).regex(/^KR-\d{2}$/, E + "province"),
				district: lineText()
					.min(1, E + "district")
					.max(40, E + "district")
					.optional(),
			})
			.optional(),
		// spec section 3 (truckingcostForeign): a door at the foreign end, typed as a city or an address;
		// sea FCL only, and priced by staff (decision 056)
		foreignTrucking: z
			.strictObject({
				place: lineText()
					.min(2, E + "foreignTruckingPlace")
					.max(200, E + "foreignTruckingPlace"),
			})
			.optional(),
		readyDate: isoDate,
		incoterms: z.enum(INCOTERMS, { error: E + "incoterms" }).optional(),
		containers: z
			.array(containerItem)
			.min(1, E + "containersRequired")
			.max(CONTAINER_CODES.length, E + "tooMany")
			.optional(),
		// FCL only: the gross weight the customer gave (the wizard asks it); not priced, printed on the
		// check B/L and the D/Os until staff declare the loaded weight
		grossWeightKg: positiveNumber(MAX_WEIGHT_KG * 100, "weight").optional(),
		packages: z
			.array(packageItem)
			.min(1, E + "packagesRequired")
			.max(MAX_PACKAGE_ITEMS, E + "tooManyItems")
			.optional(),
		dangerousGoods: z
			.strictObject({
				class: z.enum(DG_CLASSES, { error: E + "dgClass" }),
				unNumber: z
					.string()
					.regex(/^UN\d{4}$/, E + "unNumber")
					.optional(),
			})
			.optional(),
		exemptions: z
			.array(z.enum(CHARGE_CODES, { error: E + "unknownChargeCode" }))
			.max(CHARGE_CODES.length, E + "tooMany")
			.optional(),
	})
	.superRefine((r, ctx) => {
		const issue = (path: (string | number)[], key: string) => ctx.addIssue({ code: "custom", path, message: E + key });
		const placeFormat = r.mode === "sea" ? /^[A-Z]{5}$/ : /^[A-Z]{3}$/;
		const placeKey = r.mode === "sea" ? "portFormat" : "airportFormat";
		if (!placeFormat.test(r.origin)) issue(["origin"], placeKey);
		if (!placeFormat.test(r.destination)) issue(["destination"], placeKey);
		if (r.origin === r.destination) issue(["destination"], "samePlace");

		// one end is a Korean gateway of spec section 9: the origin on export, the destination on import
		const koreanEnd = r.direction === "export" ? "origin" : "destination";
		const foreignEnd = r.direction === "export" ? "destination" : "origin";
		const gateways = r.mode === "sea" ? KOREAN_SEA_PORTS : KOREAN_AIRPORTS;
		if (placeFormat.test(r[koreanEnd]) && !isOneOf(gateways, r[koreanEnd]))
			issue([koreanEnd], r.mode === "sea" ? "koreanPort" : "koreanAirport");
		if (r[foreignEnd].startsWith("KR") && r.mode === "sea") issue([foreignEnd], "foreignPort");

		if (r.mode === "sea" && !r.cargoType) issue(["cargoType"], "cargoType");
		if (r.mode === "air" && r.cargoType) issue(["cargoType"], "cargoTypeAir");
		// one list of Incoterms per mode: FOB, CFR and CIF are sea rules
		if (r.incoterms && !isIncotermForMode(r.mode, r.incoterms))
			issue(["incoterms"], r.mode === "air" ? "incotermSeaOnly" : "incoterms");

		const fcl = r.mode === "sea" && r.cargoType === "fcl";
		// spec section 8: "wrong freight type" is an error, never a silent zero
		if (fcl) {
			if (!r.containers) issue(["containers"], "containersRequired");
			if (r.packages) issue(["packages"], "wrongFreightType");
		} else {
			if (r.grossWeightKg !== undefined) issue(["grossWeightKg"], "wrongFreightType");
			if (!r.packages) issue(["packages"], "packagesRequired");
			if (r.containers) issue(["containers"], "wrongFreightType");
		}
		if (r.foreignTrucking && !fcl) issue(["foreignTrucking"], "foreignTruckingFclOnly");
		if (r.mode === "sea" && r.cargoType === "lcl" && !isOneOf(LCL_PORTS, r[koreanEnd])) issue([koreanEnd], "lclPort");

		// spec section 5: "a container of the same size exists"
		const seen = new Set<string>();
		r.containers?.forEach((c, i) => {
			if (seen.has(c.type)) issue(["containers", i, "type"], "duplicateContainer");
			seen.add(c.type);
			const gauge = gaugeRefusal(c);
			if (gauge) issue(["containers", i, "outOfGauge"], gauge);
		});
	});

/** The validated request (what the engine reads). */
export type PricingRequest = z.output<typeof PricingRequestSchema>;
/** What a caller sends. */
export type PricingRequestInput = z.input<typeof PricingRequestSchema>;

/** The engine's mode from the request's mode and cargo type. */
export function modeOf(r: Pick<PricingRequest, "mode" | "cargoType">): "fcl" | "lcl" | "air" {
	return r.mode === "air" ? "air" : (r.cargoType ?? "fcl");
}
