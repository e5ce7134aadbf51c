// The discount request (negotiation, spec sections 3 and 5) as pure rules: which figures of a quote
// the customer negotiates, the customer's form and the staff's decision form, and how an agreed price
// becomes the engine's per-container targets. The routes and negotiation.server.ts share them, so the
// browser (Conform) and the server check the same rules. Messages are keys under "discount.errors".
import { z } from "zod";
import { multilineText } from "#app/text/free-text-schema.ts";
import type { ContainerCode } from "#app/pricing/codes.ts";
import {
	type Currency,
	type DecimalProblem,
	MINOR_DIGITS,
	formatDecimal,
	parseDecimal,
	spread,
} from "#app/pricing/money.ts";
import type { EngineRequest, QuoteOption } from "#app/pricing/types.ts";

const E = "discount.errors.";

/** Spec sections 5 and 9: monthly volume or quantity, 1 to 10 digits. */
export const MONTHLY_VOLUME = /^\d{1,10}$/;
export const MAX_COMMENT = 500;
/** No freight or trucking price is anywhere near this; it keeps minor units far inside 2^53. */
const MAX_MINOR = 1e12;

type Key = ContainerCode | "all";

/**
 * What the customer negotiates, read from the quote as they see it: the freight unit price per
 * container (FCL, one line per box type) or per RT / kg (LCL, air), and the trucking charge per trip.
 * With several box types the figures are the per-unit prices added up ("20ft 800 + 40ft 1,500"), and
 * an agreed figure is shared out in the same proportions (targetsFor).
 */
export type NegotiationFigures = {
	currency: Currency; // of the freight
	freight: number;
	trucking: number; // KRW; 0 when the quote has no trucking
	freightParts: { key: Key; unitPrice: number }[];
	truckingParts: { key: Key; unitPrice: number }[];
};

const FREIGHT_CODES = new Set(["ofr", "lcl", "afr"]);

/** The figures of an option, or null when it has no single-currency freight to negotiate. */
export function negotiationFigures(option: QuoteOption): NegotiationFigures | null {
	const freight = option.lines.filter((l) => FREIGHT_CODES.has(l.code) && !l.waived);
	const trucking = option.lines.filter((l) => l.code === "trucking" && !l.waived);
	const first = freight[0];
	if (!first || freight.some((l) => l.currency !== first.currency)) return null;
	const keyOf = (containerCode: ContainerCode | undefined): Key => containerCode ?? "all";
	const freightParts = freight.map((l) => ({ key: keyOf(l.containerCode), unitPrice: l.unitPrice }));
	const truckingParts = trucking.map((l) => ({ key: keyOf(l.containerCode), unitPrice: l.unitPrice }));
	const sum = (parts: { unitPrice: number }[]) => parts.reduce((s, p) => s + p.unitPrice, 0);
	return {
		currency: first.currency,
		freight: sum(freightParts),
		trucking: sum(truckingParts),
		freightParts,
		truckingParts,
	};
}

/**
 * Money typed in major units ("412.50" USD, "650,000" KRW) into minor units, or an error key. More
 * decimals than the currency has is refused rather than rounded: a price is never changed on the way in.
 */
export function parseMajor(raw: string, currency: Currency): { ok: true; value: number } | { ok: false; key: string } {
	if (raw.trim() === "") return { ok: false, key: E + "required" };
	const digits = MINOR_DIGITS[currency];
	const parsed = parseDecimal(raw, digits, MAX_MINOR);
	if (!parsed.ok) {
		const keys: Record<DecimalProblem, string> = {
			negative: "positive",
			format: "amountFormat",
			tooManyDecimals: digits === 0 ? "noDecimals" : "tooManyDecimals",
			tooLarge: "tooLarge",
		};
		return { ok: false, key: E + keys[parsed.problem] };
	}
	if (parsed.value <= 0) return { ok: false, key: E + "positive" };
	return parsed;
}

/** Minor units back into the plain major-unit text the forms take ("412.50", "650000"). */
export function formatMajor(value: number, currency: Currency): string {
	return formatDecimal(value, MINOR_DIGITS[currency], true);
}

type Limits = Pick<NegotiationFigures, "currency" | "freight" | "trucking">;

/**
 * A money field in major units that must be above 0 and at most `max` (a discount never raises).
 * `skip`: the quote has no such charge (no trucking), so the field is not asked and counts as 0.
 */
function moneyField(currency: Currency, max: number, requiredKey: string, aboveKey: string, skip = false) {
	return z
		.string()
		.optional()
		.transform((raw, ctx) => {
			if (skip) return 0;
			const parsed = parseMajor(raw ?? "", currency);
			if (!parsed.ok) {
				ctx.addIssue({ code: "custom", message: parsed.key === E + "required" ? E + requiredKey : parsed.key });
				return z.NEVER;
			}
			if (parsed.value > max) {
				ctx.addIssue({ code: "custom", message: E + aboveKey });
				return z.NEVER;
			}
			return parsed.value;
		});
}

const comment = multilineText()
	.max(MAX_COMMENT, E + "commentTooLong")
	.optional()
	.transform((v) => (v ? v : null));

/**
 * The customer's discount request. The current figures come from the stored quote (the server's,
 * never the form's); targets above them are refused, and at least one target must be lower, or there
 * is nothing to ask. Trucking is asked only when the quote has trucking.
 */
export function discountRequestSchema(current: Limits) {
	const withTrucking = current.trucking > 0;
	return z
		.object({
			targetFreight: moneyField(current.currency, current.freight, "freightRequired", "freightAboveCurrent"),
			targetTrucking: moneyField("KRW", current.trucking, "truckingRequired", "truckingAboveCurrent", !withTrucking),
			monthlyVolume: z
				.string({ error: E + "volumeRequired" })
				.trim()
				.regex(MONTHLY_VOLUME, E + "volumeFormat"),
			comment,
		})
		.superRefine((v, ctx) => {
			if (v.targetFreight === current.freight && (!withTrucking || v.targetTrucking === current.trucking))
				ctx.addIssue({ code: "custom", path: ["targetFreight"], message: E + "nothingLower" });
		});
}
export type DiscountRequest = z.output<ReturnType<typeof discountRequestSchema>>;

export const DECISIONS = ["approve", "deny"] as const;
export type Decision = (typeof DECISIONS)[number];

/**
 * The staff's answer. Approving needs the agreed prices (above 0, not above the current ones); a
 * denial keeps the quote as it is, so its price fields are ignored.
 */
export function decisionSchema(current: Limits) {
	const withTrucking = current.trucking > 0;
	const approve = z.object({
		decision: z.literal("approve"),
		agreedFreight: moneyField(current.currency, current.freight, "agreedFreightRequired", "freightAboveCurrent"),
		agreedTrucking: moneyField(
			"KRW",
			current.trucking,
			"agreedTruckingRequired",
			"truckingAboveCurrent",
			!withTrucking,
		),
		comment,
	});
	const deny = z.object({
		decision: z.literal("deny"),
		agreedFreight: z
			.string()
			.optional()
			.transform(() => null),
		agreedTrucking: z
			.string()
			.optional()
			.transform(() => null),
		comment,
	});
	return z.discriminatedUnion("decision", [approve, deny], { error: E + "decisionRequired" });
}
export type DecisionInput = z.output<ReturnType<typeof decisionSchema>>;

/**
 * The engine's targets for agreed prices (EngineRequest.targets): with one box type the agreed price
 * is the target; with several, the agreed figure is shared over the boxes in proportion to their
 * current per-unit prices by the one spreading rule (money.ts spread, decision 065), so the targets
 * add up to exactly the agreed figure; each box gets at least one minor unit (a target of 0 would read
 * as "no target") while the agreed figure has one for each. A figure left at its current value sets no
 * target, so only what was negotiated is marked as negotiated.
 */
export function targetsFor(
	figures: NegotiationFigures,
	agreed: { freight: number; trucking: number },
): NonNullable<EngineRequest["targets"]> {
	const targets: NonNullable<EngineRequest["targets"]> = {};
	const share = (
		parts: { key: Key; unitPrice: number }[],
		total: number,
		current: number,
		field: "freight" | "trucking",
	) => {
		if (parts.length === 0 || total <= 0 || total >= current) return;
		const weights = parts.map((part) => part.unitPrice);
		const priced = weights.filter((w) => w > 0).length;
		const values = spread(total, weights, total >= priced ? 1 : 0);
		parts.forEach((part, i) => {
			targets[part.key] = { ...targets[part.key], [field]: values[i]! };
		});
	};
	share(figures.freightParts, agreed.freight, figures.freight, "freight");
	share(figures.truckingParts, agreed.trucking, figures.trucking, "trucking");
	return targets;
}

type AskedFigures = {
	currency: "KRW" | "USD" | "VND";
	currentFreight: number;
	targetFreight: number;
	currentTrucking: number;
	targetTrucking: number;
};

/** "current → target" for the freight and, when the quote has trucking, the trucking, as people read it. */
export function askedChange(
	n: AskedFigures,
	money: (amount: number, currency: "KRW" | "USD" | "VND") => string,
): { freight: string; trucking: string | null } {
	return {
		freight: `${money(n.currentFreight, n.currency)} → ${money(n.targetFreight, n.currency)}`,
		trucking: n.currentTrucking > 0 ? `${money(n.currentTrucking, "KRW")} → ${money(n.targetTrucking, "KRW")}` : null,
	};
}
