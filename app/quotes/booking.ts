// The booking-info form (spec section 3, Cargo / booking) and the arithmetic of a
// booking's discounts. Pure: the route parses with the schema, the server module stores what
// `priceBooking` returns, and the pages only show those numbers. Messages are translation keys under
// "booking.errors" (kr, en, vn).
import { z } from "zod";
import type { TextShape } from "#app/text/free-text.ts";
import { lineText, multilineText } from "#app/text/free-text-schema.ts";
import { formatPhone } from "#app/text/phone.ts";
import { addDays, isCalendarDate } from "#app/calendar/calendar.ts";
import { type EstimateStatus, isBookable } from "#app/lifecycle/lifecycle.ts";
import { type CouponApplication, type UserCoupon, applyCoupons } from "#app/coupons/rules.ts";
import { PREBOOKING_MIN_DAYS, prebookingDiscount } from "#app/pricing/prebooking.ts";
import type { Direction } from "#app/pricing/codes.ts";
import { type IncotermSplit, applyIncoterms, incotermSplit } from "#app/pricing/incoterm-reprice.ts";
import { INCOTERMS, type Incoterm } from "#app/pricing/request.ts";
import {
	type TransportMode,
	incotermsForMode,
	isIncotermForMode,
	transportOf,
} from "#app/pricing/incoterms-by-mode.ts";
import type { IsoDate, QuoteOption } from "#app/pricing/types.ts";
import {
	BOOKING_COMMENT_MAX,
	CARGO_DESCRIPTION_MAX,
	MARKS_MAX,
	PACKAGE_KIND_MAX,
	PARTY_ADDRESS_MAX,
	PARTY_CONTACT_MAX,
	PARTY_NAME_MAX,
} from "./booking-fields.ts";

// what the page renders about the form lives in booking-fields.ts (no zod in the browser)
export {
	BOOKING_COMMENT_MAX,
	CANCEL_CONFIRM_VALUE,
	CARGO_DESCRIPTION_MAX,
	MARKS_MAX,
	PACKAGE_KINDS,
	PACKAGE_KIND_MAX,
	PARTY_ADDRESS_MAX,
	PARTY_CONTACT_MAX,
	PARTY_NAME_MAX,
	type BookingCouponRefusal,
	cancelConfirmPath,
	couponRefusalKey,
} from "./booking-fields.ts";

const E = "booking.errors.";

/** More than a customer can hold usefully; stops a crafted form from sending thousands of ids. */
export const MAX_COUPONS_PER_BOOKING = 10;

/** Can the customer book this estimate now: a bookable status (lifecycle) and a price to book. */
export function canBook<T extends { status: EstimateStatus; totalKrw: number | null }>(
	estimate: T,
): estimate is T & { totalKrw: number } {
	return isBookable(estimate.status) && estimate.totalKrw !== null;
}

/** The first ship date that earns the pre-booking discount when booking today. */
export function firstPrebookingDate(today: IsoDate): IsoDate {
	return addDays(today, PREBOOKING_MIN_DAYS);
}

// an HTML checkbox sends "on" when ticked and nothing when not
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

export const MAX_BOOKING_PACKAGES = 100_000;

/** Spec section 9: "HS code 10 digits" (Korea's HSK, the code the declaration and insurance need). */
export const HS_CODE_LENGTH = 10;

/**
 * An HS code as customers type it: exactly 10 digits (a 6-digit international code
 * is not enough for the export declaration), dots allowed between digit groups ("8471.30.1000"),
 * never at either end or doubled.
 */
export function isValidHsCode(raw: string): boolean {
	const text = raw.trim();
	if (!/^\d+(\.\d+)*$/.test(text)) return false;
	return text.replaceAll(".", "").length === HS_CODE_LENGTH;
}

export const PARTIES = ["shipper", "consignee", "notify"] as const;
export type PartyRole = (typeof PARTIES)[number];

export type CompanyForPrefill = {
	name: string;
	address: string | null;
	addressDetail: string | null;
	phone: string | null;
};
export type PartyPrefill = { name: string; address: string; contact: string };

/**
 * The customer's company fills the Korean party of the booking: the shipper on export, the consignee
 * on import. The other party is left for the customer to type.
 */
export function prefillParties(
	direction: "export" | "import",
	company: CompanyForPrefill | null,
): Partial<Record<PartyRole, PartyPrefill>> {
	if (!company) return {};
	const party: PartyPrefill = {
		name: company.name,
		address: [company.address, company.addressDetail].filter((s) => s && s.trim()).join(" "),
		contact: formatPhone(company.phone),
	};
	return direction === "export" ? { shipper: party } : { consignee: party };
}

// names, contacts and kinds are one line; addresses, marks, the description and the comment are
// textareas (the B/L prints them on several lines)
const freeText = (shape: TextShape, params: { error?: string } = {}) =>
	shape === "line" ? lineText(params) : multilineText(params);
const text = (max: number, required: string, tooLong: string, shape: TextShape = "line") =>
	freeText(shape, { error: E + required })
		.min(1, E + required)
		.max(max, E + tooLong);
const optionalText = (max: number, tooLong: string, shape: TextShape = "line") =>
	freeText(shape)
		.max(max, E + tooLong)
		.optional();

/**
 * Whether cargo ready on `shipDate` can still be booked at a quote valid until `validUntil` (inclusive;
 * no validity: no limit). A quote valid to 1 December booked for 15 December was
 * accepted at rates that no longer applied; it is refused instead (docs/decisions/053).
 */
export function shipDateWithinValidity(shipDate: IsoDate, validUntil: IsoDate | null): boolean {
	return validUntil === null || shipDate <= validUntil;
}

/**
 * The booking-info form; `today` (Seoul) decides what "in the past" means; `trucking` (the quote has a
 * trucking leg) asks for the pick-up address on export, the delivery address on import; `transport`
 * (the quote's mode) limits the Incoterms to the mode's list (no FOB by air);
 * `validUntil` (the quote's validity) is the last cargo-ready date its rates hold for (decision 053).
 */
export function bookingSchema(
	today: IsoDate,
	options: { trucking?: boolean; transport?: TransportMode; validUntil?: IsoDate | null } = {},
) {
	return z
		.object({
			shipDate: z
				.string({ error: E + "shipDateRequired" })
				.trim()
				.min(1, E + "shipDateRequired")
				.refine(isCalendarDate, E + "shipDateFormat")
				.refine((s) => !isCalendarDate(s) || s >= today, E + "shipDatePast")
				// the quote's rates hold until its validity: cargo ready later needs a new quote (decision 053)
				.refine(
					(s) => !isCalendarDate(s) || shipDateWithinValidity(s, options.validUntil ?? null),
					E + "shipDateAfterValidity",
				),
			incoterms: z.enum(INCOTERMS, { error: E + "incoterms" }).optional(),
			/** the total (KRW) the customer saw on the page: a re-priced total that differs is shown first */
			seenTotalKrw: z
				.number({ error: E + "seenTotal" })
				.int(E + "seenTotal")
				.min(0, E + "seenTotal")
				.optional(),
			shipperName: text(PARTY_NAME_MAX, "shipperName", "nameTooLong"),
			shipperAddress: text(PARTY_ADDRESS_MAX, "shipperAddress", "addressTooLong", "multiline"),
			shipperContact: text(PARTY_CONTACT_MAX, "shipperContact", "contactTooLong"),
			consigneeName: text(PARTY_NAME_MAX, "consigneeName", "nameTooLong"),
			consigneeAddress: text(PARTY_ADDRESS_MAX, "consigneeAddress", "addressTooLong", "multiline"),
			consigneeContact: text(PARTY_CONTACT_MAX, "consigneeContact", "contactTooLong"),
			notifySame: checkbox,
			notifyName: optionalText(PARTY_NAME_MAX, "nameTooLong"),
			notifyAddress: optionalText(PARTY_ADDRESS_MAX, "addressTooLong", "multiline"),
			notifyContact: optionalText(PARTY_CONTACT_MAX, "contactTooLong"),
			truckingAddress: optionalText(PARTY_ADDRESS_MAX, "addressTooLong", "multiline"),
			hsCode: z
				.string({ error: E + "hsCodeRequired" })
				.trim()
				.min(1, E + "hsCodeRequired")
				.refine(isValidHsCode, E + "hsCode"),
			packageCount: z
				.number({ error: E + "packageCount" })
				.int(E + "packageCount")
				.min(1, E + "packageCount")
				.max(MAX_BOOKING_PACKAGES, E + "packageCount"),
			packageKind: text(PACKAGE_KIND_MAX, "packageKind", "packageKindTooLong"),
			marks: optionalText(MARKS_MAX, "marksTooLong", "multiline"),
			cargoDescription: text(CARGO_DESCRIPTION_MAX, "cargoDescription", "cargoDescriptionTooLong", "multiline"),
			wantsClearance: checkbox,
			wantsInsurance: checkbox,
			// several checkboxes of one name: nothing, one string or a list
			coupons: z.preprocess(
				(v) => (v === undefined || v === "" ? [] : Array.isArray(v) ? v : [v]),
				z
					.array(
						z
							.string({ error: E + "coupon" })
							.trim()
							.min(1, E + "coupon")
							.max(64, E + "coupon"),
					)
					.max(MAX_COUPONS_PER_BOOKING, E + "tooManyCoupons"),
			),
			prebooking: checkbox,
			comment: multilineText()
				.max(BOOKING_COMMENT_MAX, E + "commentTooLong")
				.optional(),
		})
		.superRefine((form, ctx) => {
			const missing = (path: string, key: string) => ctx.addIssue({ code: "custom", path: [path], message: E + key });
			// a notify party of its own unless it is the consignee (then its fields are ignored)
			if (!form.notifySame) {
				if (!form.notifyName) missing("notifyName", "notifyName");
				if (!form.notifyAddress) missing("notifyAddress", "notifyAddress");
				if (!form.notifyContact) missing("notifyContact", "notifyContact");
			}
			if (options.trucking && !form.truckingAddress) missing("truckingAddress", "truckingAddress");
			if (options.transport && form.incoterms && !isIncotermForMode(options.transport, form.incoterms))
				missing("incoterms", options.transport === "air" ? "incotermSeaOnly" : "incoterms");
		});
}

/** The booking's parties and cargo as stored (booking_details), from a valid form. */
export function bookingDetailsOf(form: BookingForm, trucking: boolean) {
	return {
		shipperName: form.shipperName,
		shipperAddress: form.shipperAddress,
		shipperContact: form.shipperContact,
		consigneeName: form.consigneeName,
		consigneeAddress: form.consigneeAddress,
		consigneeContact: form.consigneeContact,
		notifySameAsConsignee: form.notifySame,
		notifyName: form.notifySame ? null : (form.notifyName ?? null),
		notifyAddress: form.notifySame ? null : (form.notifyAddress ?? null),
		notifyContact: form.notifySame ? null : (form.notifyContact ?? null),
		truckingAddress: trucking ? (form.truckingAddress ?? null) : null,
		hsCode: form.hsCode,
		packageCount: form.packageCount,
		packageKind: form.packageKind,
		marks: form.marks ? form.marks : null,
		cargoDescription: form.cargoDescription,
	};
}

export type BookingForm = z.output<ReturnType<typeof bookingSchema>>;

type PricedEstimate = { option: QuoteOption | null; direction: Direction; incoterms: string | null };

/** Does the quote have a trucking leg (then the booking needs the pick-up or delivery address)? */
export function hasTrucking(estimate: Pick<PricedEstimate, "option">): boolean {
	return estimate.option?.lines.some((line) => line.code === "trucking") ?? false;
}

const asIncoterm = (value: string | null | undefined): Incoterm | undefined =>
	value && (INCOTERMS as readonly string[]).includes(value) ? (value as Incoterm) : undefined;

/**
 * The quote under the Incoterm chosen at booking: unchanged when it is the quote's own,
 * else the same lines and exchange rate with the groups of the new rule counted (incoterm-reprice.ts).
 */
export function repriceForIncoterms(
	estimate: PricedEstimate,
	chosen: Incoterm | undefined,
): { changed: false; option: QuoteOption | null } | { changed: true; option: QuoteOption } {
	if (!estimate.option || asIncoterm(estimate.incoterms) === chosen) return { changed: false, option: estimate.option };
	return { changed: true, option: applyIncoterms(estimate.option, estimate.direction, chosen) };
}

/** One Incoterm the booking form offers ("": none) with the quote's totals under it and who pays which group. */
export type IncotermChoice = {
	code: "" | Incoterm;
	totalKrw: number | null;
	totalUsd: number | null;
	split: IncotermSplit;
};

/**
 * The total under each Incoterm the customer may choose at booking ("" first: none), re-priced from the
 * quote's own lines and exchange rate, so choosing one shows its total at once; only the rules of the
 * quote's transport mode (incoterms-by-mode.ts). A quote without lines keeps its stored totals.
 */
export function incotermChoices(
	estimate: PricedEstimate & { mode: string; totalKrw: number | null; totalUsd: number | null },
): IncotermChoice[] {
	return (["", ...incotermsForMode(transportOf(estimate.mode))] as const).map((code) => {
		const rule = code === "" ? undefined : code;
		const priced = repriceForIncoterms(estimate, rule);
		return {
			code,
			totalKrw: priced.option ? priced.option.totals.KRW : estimate.totalKrw,
			totalUsd: priced.option ? priced.option.totals.USD : estimate.totalUsd,
			split: incotermSplit(estimate.direction, rule),
		};
	});
}

/** The split of charge groups for the estimate's own Incoterm (none: the customer pays every group). */
export function estimateSplit(estimate: Pick<PricedEstimate, "direction" | "incoterms">) {
	return incotermSplit(estimate.direction, asIncoterm(estimate.incoterms));
}

export type BookingPrice = {
	coupons: CouponApplication;
	couponDiscountKrw: number;
	prebookingDiscountKrw: number;
	/** the quote total less every discount, never below 0 */
	totalWithCouponKrw: number;
};

/**
 * A booking's discounts (decisions 008 and 041): the coupons are judged and computed on the
 * quote's total (so a threshold never depends on the pre-booking discount); the pre-booking discount,
 * when the flag is set and shipping is at least 3 weeks out, comes off what the coupons leave.
 */
export function priceBooking(input: {
	totalKrw: number;
	coupons: readonly UserCoupon[];
	prebooking: boolean;
	shipDate: IsoDate;
	today: IsoDate;
	now: Date;
}): BookingPrice {
	const coupons = applyCoupons(input.totalKrw, input.coupons, input.now);
	const prebookingDiscountKrw = input.prebooking
		? prebookingDiscount(input.shipDate, input.today, coupons.totalAfter)
		: 0;
	return {
		coupons,
		couponDiscountKrw: coupons.discount,
		prebookingDiscountKrw,
		totalWithCouponKrw: coupons.totalAfter - prebookingDiscountKrw,
	};
}
