// The coupon desk's rules (spec sections 3, 4 and 5): what a campaign needs, who may
// be given a coupon of it, and which coupons staff may revoke. Pure: the desk (coupon-desk.server.ts)
// reads the records and stores the result. Errors are translation keys (desk.coupons.errors.*).
import type { Role } from "#db/roles.ts";
import { HIDDEN_CHARACTERS, type TextShape, cleanText } from "#app/text/free-text.ts";
import { CONSUME_TYPES, type ConsumeType, type UserCouponStatus } from "./rules.ts";
import { isWithinReach, seoulMoment, seoulToday } from "#app/calendar/calendar.ts";

export const CAMPAIGN_NAME_MAX = 80;
export const CAMPAIGN_DESCRIPTION_MAX = 300;
export const CAMPAIGN_USAGE_MAX = 60;
/** KRW: a discount larger than this is a typo, not a campaign */
export const CAMPAIGN_AMOUNT_MAX = 100_000_000;

export type CampaignValues = {
	name: string;
	nameEn: string | null;
	nameVi: string | null;
	description: string | null;
	descriptionEn: string | null;
	descriptionVi: string | null;
	consumeType: ConsumeType;
	/** all_booking_discount: KRW off, and the total it must exceed */
	discountAmount: number | null;
	availableTotalCost: number | null;
	/** the rate type: basis points of the total, capped at maxDiscount KRW */
	discountRateBp: number | null;
	maxDiscount: number | null;
	usage: string | null;
	expireTime: Date;
};

export type CampaignField = keyof CampaignValues;
export type CampaignCheck =
	{ ok: true; value: CampaignValues } | { ok: false; errors: Partial<Record<CampaignField, string>> };

const E = "desk.coupons.errors.";

function text(raw: unknown): string | null {
	const v = typeof raw === "string" ? raw.trim() : "";
	return v === "" ? null : v;
}

const HIDDEN = Symbol("hidden characters");

/** Typed text through the shared rule: null when blank, HIDDEN when the rule refuses it. */
function freeText(raw: unknown, shape: TextShape): string | null | typeof HIDDEN {
	if (typeof raw !== "string") return null;
	const verdict = cleanText(raw, shape);
	if (!verdict.ok) return HIDDEN;
	return verdict.value === "" ? null : verdict.value;
}

/** A whole number of KRW from a form ("30,000" and "30000" alike); NaN when it is not one. */
function krw(raw: unknown): number | null {
	const v = text(raw);
	if (v === null) return null;
	const n = Number(v.replace(/[,\s]/g, ""));
	return Number.isInteger(n) ? n : Number.NaN;
}

/** A percentage with up to two decimals ("5", "2.5") as basis points; NaN when it is not one. */
function percentBp(raw: unknown): number | null {
	const v = text(raw);
	if (v === null) return null;
	if (!/^\d{1,3}(\.\d{1,2})?$/.test(v)) return Number.NaN;
	return Math.round(Number(v) * 100);
}

/**
 * A date (yyyy-mm-dd) read as the end of that day in Seoul, the service's clock: a campaign "until
 * 31 December" can be used all of that day.
 */
export function endOfSeoulDay(isoDate: string): Date | null {
	if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return null;
	const at = seoulMoment(isoDate, "23:59:59.999");
	// 2026-02-30 rolls over to March: not a date anyone meant
	return Number.isNaN(at.getTime()) || seoulToday(at) !== isoDate ? null : at;
}

/**
 * A campaign from the desk's form. The Korean name is required; English and Vietnamese names and
 * descriptions are optional (a missing one shows the Korean text, coupon-text.ts). Each consume type
 * needs its own figures and the other type's are dropped. The expiry must be after `now`.
 */
export function checkCampaign(form: Record<string, unknown>, now: Date): CampaignCheck {
	const errors: Partial<Record<CampaignField, string>> = {};
	// names and the usage note are one line, descriptions are textareas (the shared free-text rule)
	const long = (field: CampaignField, max: number, shape: TextShape = "line") => {
		const v = freeText(form[field], shape);
		if (v === HIDDEN) errors[field] = HIDDEN_CHARACTERS;
		else if (v && v.length > max) errors[field] = `${E}tooLong`;
		return v === HIDDEN ? null : v;
	};
	const name = long("name", CAMPAIGN_NAME_MAX);
	if (!name && !errors.name) errors.name = `${E}nameRequired`;
	const nameEn = long("nameEn", CAMPAIGN_NAME_MAX);
	const nameVi = long("nameVi", CAMPAIGN_NAME_MAX);
	const description = long("description", CAMPAIGN_DESCRIPTION_MAX, "multiline");
	const descriptionEn = long("descriptionEn", CAMPAIGN_DESCRIPTION_MAX, "multiline");
	const descriptionVi = long("descriptionVi", CAMPAIGN_DESCRIPTION_MAX, "multiline");
	const usage = long("usage", CAMPAIGN_USAGE_MAX);

	const consumeType = CONSUME_TYPES.find((c) => c === form.consumeType);
	if (!consumeType) errors.consumeType = `${E}consumeType`;

	const money = (field: CampaignField, raw: unknown, { min }: { min: number }) => {
		const n = krw(raw);
		if (n === null) errors[field] = `${E}required`;
		else if (Number.isNaN(n) || n < min || n > CAMPAIGN_AMOUNT_MAX) errors[field] = `${E}amount`;
		return n;
	};
	let discountAmount: number | null = null;
	let availableTotalCost: number | null = null;
	let discountRateBp: number | null = null;
	let maxDiscount: number | null = null;
	if (consumeType === "all_booking_discount") {
		discountAmount = money("discountAmount", form.discountAmount, { min: 1 });
		// "applies only if total cost exceeds availableTotalCost": 0 means any booking
		availableTotalCost =
			text(form.availableTotalCost) === null ? 0 : money("availableTotalCost", form.availableTotalCost, { min: 0 });
	} else if (consumeType) {
		discountRateBp = percentBp(form.discountRate);
		if (discountRateBp === null) errors.discountRateBp = `${E}required`;
		else if (Number.isNaN(discountRateBp) || discountRateBp < 1 || discountRateBp > 10_000)
			errors.discountRateBp = `${E}rate`;
		maxDiscount = money("maxDiscount", form.maxDiscount, { min: 1 });
	}

	const expireDate = typeof form.expireDate === "string" ? form.expireDate.trim() : "";
	// the one bound rule of typed dates (decision 052: 9999-12-31 was stored)
	const expireTime = isWithinReach(expireDate, seoulToday(now)) ? endOfSeoulDay(expireDate) : null;
	if (!expireTime) errors.expireTime = `${E}date`;
	else if (expireTime.getTime() <= now.getTime()) errors.expireTime = `${E}past`;

	if (Object.keys(errors).length > 0 || !name || !consumeType || !expireTime) return { ok: false, errors };
	return {
		ok: true,
		value: {
			name,
			nameEn,
			nameVi,
			description,
			descriptionEn,
			descriptionVi,
			consumeType,
			discountAmount,
			availableTotalCost,
			discountRateBp,
			maxDiscount,
			usage,
			expireTime,
		},
	};
}

export type CampaignState = { status: "available" | "deleted"; expireTime: Date };
export type Recipient = { role: Role; companyId: string | null };

export type IssueRefusal =
	| "campaign_ended" // past its expiry
	| "campaign_deleted"
	| "not_customer" // staff and partners are given no coupons; a customer needs a company
	| "already_holds"; // one live coupon per campaign and user

/**
 * Whether `recipient` may be given a coupon of `campaign` now. A user holds at most one live coupon
 * per campaign (`holds`: a coupon of it that is not deleted); once staff revoked it, the campaign may
 * be issued to them again, so a revocation by mistake can be undone by issuing anew.
 */
export function issueRefusal(
	campaign: CampaignState,
	recipient: Recipient,
	holds: boolean,
	now: Date,
): IssueRefusal | null {
	if (campaign.status === "deleted") return "campaign_deleted";
	if (campaign.expireTime.getTime() <= now.getTime()) return "campaign_ended";
	if (recipient.role !== "customer" || !recipient.companyId) return "not_customer";
	if (holds) return "already_holds";
	return null;
}

/** Revocation: a coupon not yet spent (available, or chosen on a booking) becomes deleted; a used one stays. */
export function canRevoke(status: UserCouponStatus): boolean {
	return status === "available" || status === "inuse";
}

export const REVOKE_REASON_MAX = 200;

/** The reason staff give for a revocation: required, trimmed, at most REVOKE_REASON_MAX characters. */
export function checkRevokeReason(raw: unknown): { ok: true; reason: string } | { ok: false; error: string } {
	const reason = freeText(raw, "line");
	if (reason === HIDDEN) return { ok: false, error: HIDDEN_CHARACTERS };
	if (!reason) return { ok: false, error: `${E}reasonRequired` };
	if (reason.length > REVOKE_REASON_MAX) return { ok: false, error: `${E}tooLong` };
	return { ok: true, reason };
}

/** The desk's counts of one campaign's coupons: listed statuses as coupons.server.ts reads them. */
export type CampaignCounts = {
	issued: number;
	available: number;
	inuse: number;
	used: number;
	expired: number;
	revoked: number;
};

export function countCoupons(statuses: readonly (UserCouponStatus | "expired")[]): CampaignCounts {
	const counts: CampaignCounts = { issued: statuses.length, available: 0, inuse: 0, used: 0, expired: 0, revoked: 0 };
	for (const s of statuses) {
		if (s === "available") counts.available++;
		else if (s === "inuse") counts.inuse++;
		else if (s === "used") counts.used++;
		else if (s === "expired" || s === "invalid") counts.expired++;
		else counts.revoked++;
	}
	return counts;
}
