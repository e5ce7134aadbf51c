// The partner API's JSON answers, as zod schemas (the OpenAPI document is generated from them, and
// tests validate real answers against them) and the mapping from the engine's result to the answer.
// Pure: the caller passes a translate function for the answer's language.
import { z } from "zod";
import { HIDDEN_CHARACTERS } from "#app/text/free-text.ts";
import { BASES, CHARGE_CODES, CONTAINER_CODES, MODES, ROUTINGS, SIDES } from "#app/pricing/codes.ts";
import { CURRENCIES, type Currency, MINOR_DIGITS } from "#app/pricing/money.ts";
import { type PricingRequest, PricingRequestSchema } from "#app/pricing/request.ts";
import { calendarDate } from "#app/calendar/calendar-field.ts";
import { addError, newErrorMap } from "#app/utils/error-map.ts";
import type {
	Chargeable,
	LineSource,
	NoPriceReason,
	PricingResult,
	QuoteLine,
	QuoteOption,
	Warning,
} from "#app/pricing/types.ts";

/** A translation function (i18next's `t`, fixed to the answer's language). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

// ---------------------------------------------------------------------------------------------------
// Schemas

// a response field is never shown to a person: the message is only what a failing test prints
const isoDate = calendarDate("a calendar date YYYY-MM-DD").meta({
	description: "A calendar date, YYYY-MM-DD.",
	format: "date",
});
const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const MoneySchema = z
	.strictObject({
		currency: z.enum(CURRENCIES).meta({ description: "ISO 4217 currency code." }),
		amount: decimal.meta({
			description:
				'The amount in major units as a decimal string, never a float: "412.50" (USD has two decimals, KRW and VND none).',
			examples: ["412.50", "580000"],
		}),
		minor: z
			.number()
			.int()
			.meta({
				description: "The same amount as an integer of minor units (USD cents; KRW and VND units).",
				examples: [41250],
			}),
	})
	.meta({ description: "An amount of money: a decimal string for people and an integer of minor units for machines." });
export type MoneyJson = z.infer<typeof MoneySchema>;

export const PercentSchema = z
	.strictObject({
		percent: decimal.meta({
			description: 'The rate in percent as a decimal string with two decimals: "2.50".',
			examples: ["2.50"],
		}),
		basisPoints: z
			.number()
			.int()
			.meta({ description: "The same rate in basis points (hundredths of a percent): 250.", examples: [250] }),
	})
	.meta({
		description:
			"A percentage, used as the unit price of lines whose basis is `percent` (a share of the base freight).",
	});

const SOURCE_KINDS = ["fcl", "lcl", "air", "surcharge", "port_cost", "trucking", "exchange", "target", "rule"] as const;
// the compiler fails here when the engine gains a source kind this list lacks
const sourceKindsComplete: Exclude<LineSource["kind"], (typeof SOURCE_KINDS)[number]> extends never ? true : never =
	true;
void sourceKindsComplete;

export const LineSourceSchema = z
	.strictObject({
		kind: z.enum(SOURCE_KINDS).meta({
			description:
				"What the price came from: a rate row of that kind (fcl, lcl, air, surcharge, port_cost, trucking, exchange), a negotiated target price (target) or a fixed rule (rule).",
		}),
		id: z.string().meta({ description: "The id of the rate row (or of the rule), so every number can be traced." }),
		validFrom: isoDate.optional().meta({ description: "First day the rate row is valid (inclusive)." }),
		validTo: isoDate.optional().meta({ description: "Last day the rate row is valid (inclusive)." }),
	})
	.meta({ description: "Where a line's price came from." });

export const QuoteLineSchema = z
	.strictObject({
		code: z.enum(CHARGE_CODES).meta({
			description:
				"The charge code (ofr ocean freight, lcl, afr air freight, trucking, surcharges such as thc or baf, foreign port costs pcf*).",
		}),
		name: z.string().meta({ description: "The charge's glossary name in the answer's language." }),
		group: z
			.enum(SIDES)
			.meta({ description: "The part of the quote the line belongs to: origin, freight or destination." }),
		basis: z.enum([...BASES, "per_trip"]).meta({
			description:
				"How the quantity is counted: per container, per revenue ton, per chargeable kg, per bill of lading, percent of the base freight, or per trucking trip.",
		}),
		quantity: z.number().meta({
			description:
				"Containers, revenue tons, chargeable kg, bills of lading or trips (a decimal with at most three places); 1 for percent lines.",
		}),
		unitPrice: z
			.union([MoneySchema, PercentSchema])
			.meta({ description: "Price per unit of quantity: money, or a percentage when the basis is `percent`." }),
		amount: MoneySchema.meta({
			description: "quantity x unitPrice, rounded half away from zero to the currency's minor unit (0 when waived).",
		}),
		containerCode: z
			.enum(CONTAINER_CODES)
			.optional()
			.meta({ description: "The container the line prices (FCL lines priced per container type)." }),
		waived: z
			.boolean()
			.optional()
			.meta({ description: "True when an exemption waived the charge: listed with amount 0." }),
		targetApplied: z
			.boolean()
			.optional()
			.meta({ description: "True when a negotiated target price replaced the rate's unit price." }),
		included: z.boolean().meta({
			description:
				"Whether the line counts in the subtotals and totals: false when the incoterms put its group on the other party.",
		}),
		notes: z
			.array(z.string())
			.optional()
			.meta({ description: 'Extra facts as codes, e.g. "min_charge", "old_port", "round_trip", "break_b100".' }),
		source: LineSourceSchema,
	})
	.meta({ description: "One charge of a quote option." });

export const ChargeableSchema = z
	.discriminatedUnion("kind", [
		z.strictObject({
			kind: z.literal("containers"),
			containers: z.number().int().meta({ description: "Number of containers." }),
			teu: z.number().meta({ description: "Twenty-foot equivalent units." }),
		}),
		z.strictObject({
			kind: z.literal("revenue_tons"),
			revenueTons: z.number().meta({ description: "max(cbm, tonnes), rounded up to 0.01." }),
			billedRevenueTons: z.number().meta({ description: "The revenue tons billed: at least the minimum of 1 RT." }),
			weightKg: z.number().meta({ description: "Total gross weight in kg." }),
			volumeCbm: z.number().meta({ description: "Total volume in cubic metres." }),
		}),
		z.strictObject({
			kind: z.literal("air_kg"),
			chargeableKg: z.number().meta({ description: "max(actual kg, volumetric kg), rounded up to the next 0.5 kg." }),
			weightKg: z.number().meta({ description: "Total gross weight in kg." }),
			volumeCbm: z.number().meta({ description: "Total volume in cubic metres." }),
			volumetricKg: z.number().meta({ description: "cbm x 167." }),
		}),
	])
	.meta({
		description: "The quantity the freight is charged on: containers (FCL), revenue tons (LCL) or chargeable kg (air).",
	});

export const ExchangeRateSchema = z
	.strictObject({
		date: isoDate.meta({
			description: "The date the rate applies to: the ready date on export, the arrival date on import.",
		}),
		krwPerUsd: decimal.meta({ description: "Korean won per US dollar, two decimals.", examples: ["1385.50"] }),
		vndPerUsd: decimal.meta({ description: "Vietnamese dong per US dollar, two decimals.", examples: ["25400.00"] }),
		sources: z
			.strictObject({
				KRW: z.string().meta({ description: 'The exchange-rate row used for KRW, or "default" (1,300 KRW per USD).' }),
				VND: z.string().meta({ description: 'The exchange-rate row used for VND, or "default" (25,400 VND per USD).' }),
			})
			.meta({ description: "Which stored rates were used." }),
	})
	.meta({ description: "The exchange rates the totals were converted with." });

export const TotalsSchema = z
	.strictObject({ KRW: MoneySchema, USD: MoneySchema, VND: MoneySchema })
	.meta({ description: "The included lines in each currency: each currency's subtotal converted once and added." });

export const QuoteOptionSchema = z
	.strictObject({
		id: z
			.string()
			.meta({ description: "Stable identifier of the option for the same rates (the base rate rows joined)." }),
		mode: z.enum(MODES).meta({ description: "fcl, lcl or air." }),
		carrier: z.string().meta({ description: "The shipping line or airline." }),
		routing: z.enum(ROUTINGS).meta({ description: "direct or transhipment." }),
		viaPort: z.string().nullable().meta({ description: "The transhipment port or airport, null when direct." }),
		transitDays: z.number().int().meta({ description: "Port-to-port (or airport-to-airport) transit time in days." }),
		weeklyFrequency: z.number().meta({ description: "Sailings or flights per week." }),
		validUntil: isoDate.meta({
			description:
				"The quote is valid until this day (inclusive): the earlier of the end of validity of every rate used and the quote date (today in Korea) plus the quote validity set for the mode (by default 14 days by sea, 7 by air).",
		}),
		chargeable: ChargeableSchema,
		lines: z.array(QuoteLineSchema).meta({ description: "Every charge, in quote order." }),
		subtotals: z
			.array(MoneySchema)
			.meta({ description: "The included lines summed exactly per currency (one entry per currency that occurs)." }),
		totals: TotalsSchema,
		exchangeRate: ExchangeRateSchema,
	})
	.meta({ description: "One way to ship the cargo (a carrier and routing) with its all-in price." });

const warningMessage = z.string().meta({ description: "The warning in the answer's language." });
export const WarningSchema = z
	.discriminatedUnion("code", [
		z.strictObject({
			code: z.literal("tiny_volume"),
			item: z.number().int().meta({ description: "Index of the package line in `packages` (from 0)." }),
			message: warningMessage,
		}),
		z.strictObject({
			code: z.literal("zero_dimension"),
			item: z.number().int().meta({ description: "Index of the package line in `packages` (from 0)." }),
			message: warningMessage,
		}),
		z.strictObject({
			code: z.literal("trucking_not_offered"),
			mode: z.enum(MODES).meta({ description: "Trucking is quoted for FCL only." }),
			message: warningMessage,
		}),
		z.strictObject({ code: z.literal("default_exchange_rate"), message: warningMessage }),
		z.strictObject({
			code: z.literal("incoterms_exclude"),
			groups: z
				.array(z.enum(SIDES))
				.meta({ description: "The groups listed but not counted (paid by the other party)." }),
			message: warningMessage,
		}),
	])
	.meta({
		description:
			"Something the caller should know: tiny_volume (a box under 0.001 cbm: wrong unit?), zero_dimension (a zero dimension gives zero volume), trucking_not_offered (trucking is quoted separately), default_exchange_rate (no stored rate: the default was used), incoterms_exclude (groups not counted because of the incoterms).",
	});

/** The request as the engine read it: the request schema's output side. */
export const NormalisedRequestSchema = PricingRequestSchema.meta({
	description: "The request as understood: place codes trimmed and upper-cased, defaults filled in.",
});

export const QuoteAnswerSchema = z
	.strictObject({
		request: NormalisedRequestSchema,
		options: z
			.array(QuoteOptionSchema)
			.min(1)
			.meta({ description: "The priced options: cheapest first (KRW total), then the shortest transit." }),
		warnings: z
			.array(WarningSchema)
			.meta({ description: "Things to check about the request or the price; empty when there are none." }),
	})
	.meta({ description: "A priced quote." });
export type QuoteAnswer = z.infer<typeof QuoteAnswerSchema>;

const message = z
	.string()
	.meta({ description: "A sentence for people, in English or in the language of Accept-Language (kr, en, vn)." });

export const UnauthorizedErrorSchema = z
	.strictObject({ error: z.literal("unauthorized"), message })
	.meta({ description: "No API key, or an unknown or revoked one." });

export const RateLimitedErrorSchema = z
	.strictObject({
		error: z.literal("rate_limited"),
		message,
		retryAfter: z
			.number()
			.int()
			.meta({ description: "Seconds until the next one-minute window (also in the Retry-After header)." }),
	})
	.meta({ description: "The key's requests per minute are used up." });

export const InvalidJsonErrorSchema = z
	.strictObject({ error: z.literal("invalid_json"), message })
	.meta({ description: "The body is not JSON." });

export const PayloadTooLargeErrorSchema = z
	.strictObject({ error: z.literal("payload_too_large"), message })
	.meta({ description: "The body is larger than the API accepts." });

export const FieldErrorSchema = z
	.strictObject({
		code: z.string().meta({ description: 'A stable error code, e.g. "pricing.errors.duplicateContainer".' }),
		message,
	})
	.meta({ description: "One problem with one field." });

export const InvalidRequestErrorSchema = z
	.strictObject({
		error: z.literal("invalid_request"),
		message,
		fieldErrors: z.record(z.string(), z.array(FieldErrorSchema)).meta({
			description:
				'Problems by field, keyed by the dotted path into the request ("containers.1.type", "packages.0.volumeCbm"); the empty key "" holds problems with the request as a whole.',
			examples: [
				{
					"containers.1.type": [
						{ code: "pricing.errors.duplicateContainer", message: "The same container type appears twice." },
					],
				},
			],
		}),
	})
	.meta({ description: "The JSON does not match the request schema or its rules." });

export const NO_PRICE_REASONS = [
	"out_of_scope",
	"no_rate_on_date",
	"no_container_rate",
	"no_local_cost",
	"no_trucking",
	"dg_not_accepted",
	"out_of_gauge",
	"foreign_trucking",
] as const satisfies readonly NoPriceReason[];
const reasonsComplete: Exclude<NoPriceReason, (typeof NO_PRICE_REASONS)[number]> extends never ? true : never = true;
void reasonsComplete;

export const NoRateErrorSchema = z
	.strictObject({
		error: z.literal("no_rate"),
		reason: z.enum(NO_PRICE_REASONS).meta({
			description:
				"out_of_scope: no vessel schedule (the lane is not served at all). The others mean the lane is served but cannot be priced automatically: no_rate_on_date (no rate valid on the ready date), no_container_rate (a requested container type has no rate), no_local_cost (Korean local charges missing), no_trucking (no trucking rate for the region), dg_not_accepted (no carrier takes the dangerous goods), out_of_gauge (an out-of-gauge tank container: the carrier must approve it), foreign_trucking (trucking at the foreign end was asked: staff price it).",
		}),
		manual: z.boolean().meta({
			description: "True when the request can be quoted by hand: a quote is e-mailed within 1 to 3 business days.",
		}),
		message,
		warnings: z
			.array(WarningSchema)
			.meta({ description: "Warnings found while reading the request (e.g. a package with zero volume)." }),
	})
	.meta({ description: "The request is valid but has no automatic price." });

export const MethodNotAllowedErrorSchema = z
	.strictObject({ error: z.literal("method_not_allowed"), message })
	.meta({ description: "Only POST is allowed." });

export const InternalErrorSchema = z
	.strictObject({ error: z.literal("internal_error"), message })
	.meta({ description: "A fault on our side; it has been logged. Retrying later may help." });

// ---------------------------------------------------------------------------------------------------
// Mapping

/** An integer of minor units as an exact decimal string in major units (41250, 2 -> "412.50"). */
export function decimalString(minor: number, digits: number): string {
	if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount of minor units: ${minor}`);
	const sign = minor < 0 ? "-" : "";
	const units = String(Math.abs(minor));
	if (digits === 0) return sign + units;
	const padded = units.padStart(digits + 1, "0");
	return `${sign}${padded.slice(0, -digits)}.${padded.slice(-digits)}`;
}

export function toMoney(minor: number, currency: Currency): MoneyJson {
	return { currency, amount: decimalString(minor, MINOR_DIGITS[currency]), minor };
}

function toUnitPrice(line: QuoteLine) {
	if (line.basis === "percent") return { percent: decimalString(line.unitPrice, 2), basisPoints: line.unitPrice };
	return toMoney(line.unitPrice, line.currency);
}

export function toQuoteLine(line: QuoteLine, t: Translate): z.infer<typeof QuoteLineSchema> {
	return {
		code: line.code,
		name: t(`charges.${line.code}.name`),
		group: line.group,
		basis: line.basis,
		quantity: line.quantity,
		unitPrice: toUnitPrice(line),
		amount: toMoney(line.amount, line.currency),
		...(line.containerCode ? { containerCode: line.containerCode } : {}),
		...(line.waived ? { waived: true } : {}),
		...(line.targetApplied ? { targetApplied: true } : {}),
		included: line.included,
		...(line.notes?.length ? { notes: [...line.notes] } : {}),
		source: {
			kind: line.source.kind,
			id: line.source.id,
			...(line.source.validFrom ? { validFrom: line.source.validFrom } : {}),
			...(line.source.validTo ? { validTo: line.source.validTo } : {}),
		},
	};
}

function toChargeable(c: Chargeable): z.infer<typeof ChargeableSchema> {
	// copied field by field so an engine-internal field never leaks into the public answer
	switch (c.kind) {
		case "containers":
			return { kind: c.kind, containers: c.containers, teu: c.teu };
		case "revenue_tons":
			return {
				kind: c.kind,
				revenueTons: c.revenueTons,
				billedRevenueTons: c.billedRevenueTons,
				weightKg: c.weightKg,
				volumeCbm: c.volumeCbm,
			};
		case "air_kg":
			return {
				kind: c.kind,
				chargeableKg: c.chargeableKg,
				weightKg: c.weightKg,
				volumeCbm: c.volumeCbm,
				volumetricKg: c.volumetricKg,
			};
	}
}

export function toQuoteOption(option: QuoteOption, t: Translate): z.infer<typeof QuoteOptionSchema> {
	return {
		id: option.id,
		mode: option.mode,
		carrier: option.carrier,
		routing: option.routing,
		viaPort: option.viaPort,
		transitDays: option.transitDays,
		weeklyFrequency: option.weeklyFrequency,
		validUntil: option.validUntil,
		chargeable: toChargeable(option.chargeable),
		lines: option.lines.map((line) => toQuoteLine(line, t)),
		subtotals: CURRENCIES.flatMap((c) => {
			const minor = option.subtotals[c];
			return minor === undefined ? [] : [toMoney(minor, c)];
		}),
		totals: {
			KRW: toMoney(option.totals.KRW, "KRW"),
			USD: toMoney(option.totals.USD, "USD"),
			VND: toMoney(option.totals.VND, "VND"),
		},
		exchangeRate: {
			date: option.exchange.date,
			krwPerUsd: decimalString(option.exchange.krwPerUsdCents, 2),
			vndPerUsd: decimalString(option.exchange.vndPerUsdCents, 2),
			sources: { KRW: option.exchange.sources.KRW, VND: option.exchange.sources.VND },
		},
	};
}

export function toWarning(warning: Warning, t: Translate): z.infer<typeof WarningSchema> {
	const key = `apiKeys.api.warnings.${warning.code}`;
	switch (warning.code) {
		case "tiny_volume":
		case "zero_dimension":
			// people count package lines from 1
			return { code: warning.code, item: warning.item, message: t(key, { line: warning.item + 1 }) };
		case "trucking_not_offered":
			return { code: warning.code, mode: warning.mode, message: t(key, { mode: warning.mode.toUpperCase() }) };
		case "default_exchange_rate":
			return { code: warning.code, message: t(key) };
		case "incoterms_exclude":
			return {
				code: warning.code,
				groups: [...warning.groups],
				message: t(key, { groups: warning.groups.map((g) => t(`apiKeys.api.groups.${g}`)).join(", ") }),
			};
	}
}

export function toQuoteAnswer(
	request: PricingRequest,
	result: Extract<PricingResult, { ok: true }>,
	t: Translate,
): QuoteAnswer {
	return {
		request,
		options: result.options.map((option) => toQuoteOption(option, t)),
		warnings: result.warnings.map((w) => toWarning(w, t)),
	};
}

export function toNoRateError(
	result: Extract<PricingResult, { ok: false }>,
	t: Translate,
): z.infer<typeof NoRateErrorSchema> {
	const reason = t(`apiKeys.api.noRate.${result.reason}`);
	return {
		error: "no_rate",
		reason: result.reason,
		manual: result.manual,
		message: result.manual ? `${reason} ${t("apiKeys.api.noRate.manual")}` : reason,
		warnings: result.warnings.map((w) => toWarning(w, t)),
	};
}

const PRICING_KEY = /^pricing\.errors\.[A-Za-z]+$/;

/**
 * zod issues as `fieldErrors` keyed by dotted path. The request schema's own messages are translation
 * keys and become the codes; zod's built-in issues (an unknown field, a value of the wrong type where
 * the schema names no key) get codes of ours, so every code is stable and every message translated.
 */
export function fieldErrorsFrom(
	issues: readonly z.core.$ZodIssue[],
	t: Translate,
): z.infer<typeof InvalidRequestErrorSchema>["fieldErrors"] {
	// keyed by the partner's own field names, "__proto__" among them (app/utils/error-map.ts)
	const fieldErrors = newErrorMap<{ code: string; message: string }>();
	const add = (path: readonly PropertyKey[], code: string, params?: Record<string, unknown>) => {
		const key = path.map(String).join(".");
		if (!fieldErrors[key]?.some((e) => e.code === code)) addError(fieldErrors, key, { code, message: t(code, params) });
	};
	for (const issue of issues) {
		if (issue.code === "unrecognized_keys") {
			for (const name of issue.keys) add([...issue.path, name], "apiKeys.api.errors.unknownField", { field: name });
		} else if (PRICING_KEY.test(issue.message) || issue.message === HIDDEN_CHARACTERS) {
			// the shared free-text rule's refusal (app/text/free-text.ts) says what to fix, like the pricing keys
			add(issue.path, issue.message);
		} else if (issue.path.length === 0 && issue.code === "invalid_type") {
			add(issue.path, "apiKeys.api.errors.notAnObject");
		} else {
			add(issue.path, "apiKeys.api.errors.invalidValue");
		}
	}
	return fieldErrors;
}
