// Volume, weight and the chargeable quantities of spec sections 5 and 9 (decision 008, "Chargeable
// quantities"). Everything is computed in integers so that float noise (0.1 + 0.2) can never move a
// result across a rounding step:
// - dimensions in tenths of a millimetre, so a box volume is an exact integer of (0.1 mm)^3
//   (1 cbm = 10^12 of them); finer figures than 0.1 mm are not measured on real boxes;
// - volumes in thousandths of a cbm ("milli-cbm", the 3 decimals quotes show), rounded half up once
//   per package line, from the exact product of box volume and count;
// - weights in grams.
import type { PricingRequest } from "./request.ts";
import type { Warning } from "./types.ts";
import { roundDiv } from "./money.ts";

export type PackageItem = NonNullable<PricingRequest["packages"]>[number];
export type Dimensions = NonNullable<PackageItem["dimensions"]>;

/** Spec section 9: sea, 1000 kg = 1 cbm. */
export const SEA_KG_PER_CBM = 1000;
/** Spec sections 5 and 9: air, cbm x 167 kg. */
export const AIR_KG_PER_CBM = 167;
/** Spec section 5: "a chargeable ton under 1 uses the minimum", billed as 1 RT. */
export const MIN_BILLED_RT = 1;
/** A box under this volume (cbm) is more likely a unit mistake than a real box. */
export const TINY_BOX_CBM = 0.001;

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
// (0.1 mm)^3 per milli-cbm: 1 cbm = (10^4)^3 = 10^12
const UNITS_PER_MILLI_CBM = 1e9;
const TENTHS_MM_PER_UNIT: Record<Dimensions["unit"], number> = { MM: 10, CM: 100, M: 10_000 };

function tenthsMm(value: number, unit: Dimensions["unit"]): number {
	return Math.round(value * TENTHS_MM_PER_UNIT[unit]);
}

/** Exact volume of `count` boxes (sides in 0.1 mm) in milli-cbm, rounded half up; BigInt only beyond 2^53. */
function milliCbmOfBoxes(w: number, l: number, h: number, count: number): number {
	// factors are non-negative integers, so every partial product is at most the full one
	const total = w * l * h * count;
	if (total <= MAX_SAFE) return roundDiv(total, UNITS_PER_MILLI_CBM);
	const big = BigInt(w) * BigInt(l) * BigInt(h) * BigInt(count);
	return Number((big + BigInt(UNITS_PER_MILLI_CBM / 2)) / BigInt(UNITS_PER_MILLI_CBM));
}

/** Spec section 5: one box's cbm from width x length x height in its unit, 3 decimals, 0 if any side is 0. */
export function boxCbm(dims: Dimensions): number {
	return (
		milliCbmOfBoxes(
			tenthsMm(dims.width, dims.unit),
			tenthsMm(dims.length, dims.unit),
			tenthsMm(dims.height, dims.unit),
			1,
		) / 1000
	);
}

export type PackageTotals = {
	/** cbm x 1000, each line rounded half up to 3 decimals */
	volumeMilliCbm: number;
	weightGrams: number;
};

/**
 * Volume and weight of every package line summed. Dimensions are always of one box, so their volume
 * is multiplied by the count whatever the measure; a given volumeCbm and the weight are per box when
 * the measure is "per_box" and for the whole line when it is "total" (spec section 3, messType).
 * Pushes zero_dimension and tiny_volume warnings (item = the line's index).
 */
export function measurePackages(packages: readonly PackageItem[], warnings: Warning[]): PackageTotals {
	let volumeMilliCbm = 0;
	let weightGrams = 0;
	for (let i = 0; i < packages.length; i++) {
		const item = packages[i]!;
		const perBox = item.measure !== "total";
		const dims = item.dimensions;
		if (dims) {
			if (dims.width === 0 || dims.length === 0 || dims.height === 0) {
				warnings.push({ code: "zero_dimension", item: i });
			} else {
				const w = tenthsMm(dims.width, dims.unit);
				const l = tenthsMm(dims.length, dims.unit);
				const h = tenthsMm(dims.height, dims.unit);
				// a box under 0.001 cbm: millimetres typed as centimetres or metres, or the reverse
				if (w * l * h < UNITS_PER_MILLI_CBM) warnings.push({ code: "tiny_volume", item: i });
				volumeMilliCbm += milliCbmOfBoxes(w, l, h, item.count);
			}
		} else if (item.volumeCbm !== undefined) {
			// micro-cbm is exact for the 6 decimals anyone types; one rounding to milli-cbm per line
			const micro = Math.round(item.volumeCbm * 1e6) * (perBox ? item.count : 1);
			volumeMilliCbm += roundDiv(micro, 1000);
		}
		const grams = Math.round(item.weightKg * 1000);
		weightGrams += perBox ? grams * item.count : grams;
	}
	return { volumeMilliCbm, weightGrams };
}

export type RevenueTons = {
	/** max(cbm, t) rounded up to 0.01, x 100 */
	rtCenti: number;
	/** max(RT, 1) x 100 */
	billedCenti: number;
};

/** Sea revenue ton = max(cbm, kg / 1000) over the whole shipment, rounded up to 0.01 RT. */
export function revenueTons(totals: PackageTotals): RevenueTons {
	// in millionths of an RT: 1 milli-cbm = 1000, 1 g = 1 (1000 kg = 1 RT)
	const micro = Math.max(totals.volumeMilliCbm * 1000, (totals.weightGrams * 1000) / SEA_KG_PER_CBM);
	const rtCenti = Math.ceil(micro / 10_000);
	return { rtCenti, billedCenti: Math.max(rtCenti, MIN_BILLED_RT * 100) };
}

export type AirWeight = {
	/** chargeable kg x 2: max(actual, volumetric) rounded up to the next 0.5 kg (IATA) */
	chargeableHalfKg: number;
	/** cbm x 167 kg, in grams (exact: milli-cbm x 167) */
	volumetricGrams: number;
};

export function airChargeable(totals: PackageTotals): AirWeight {
	const volumetricGrams = totals.volumeMilliCbm * AIR_KG_PER_CBM;
	const chargeableHalfKg = Math.ceil(Math.max(totals.weightGrams, volumetricGrams) / 500);
	return { chargeableHalfKg, volumetricGrams };
}
