// The parameter guide's content in one language, for /api/guide: the request fields and answers read
// out of the served OpenAPI document (guide.ts), the field meanings from the locale files, example
// error bodies made by the same functions and messages the API answers with, the rate limits from the
// limiter's own settings, and a curl call that works as written.
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { companyFactsFor } from "#app/company/company-profile.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { pageTranslator } from "#app/i18n/page-translator.server.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { type GuideField, type GuideResponse, operationResponses, requestFields } from "./guide.ts";
import { apiTranslator } from "./http.server.ts";
import { DEFAULT_RATE_PER_MINUTE, MAX_RATE_PER_MINUTE, MIN_RATE_PER_MINUTE } from "./key-form.ts";
import { FIELD_DOC_VARS, OPENAPI_PATH, QUOTES_PATH, REQUEST_RULE_KEYS, fieldDoc, openApiDocument } from "./openapi.ts";
import { WINDOW_MS } from "./keys.server.ts";
import { API_ERROR_MESSAGES, MAX_BODY_BYTES } from "./quotes.server.ts";
import { fieldErrorsFrom, toNoRateError, toQuoteAnswer } from "./quote-response.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";

type Json = { [key: string]: unknown };

export type GuideView = {
	quotesPath: string;
	openapiPath: string;
	fields: (GuideField & { description: string })[];
	rules: string[];
	responses: (GuideResponse & { bodies: string[] })[];
	limits: { default: number; min: number; max: number; windowSeconds: number; bodyKb: number };
	curl: string;
	contact: { email: string; phone: string; phoneDial: string };
};

function operation(document: Json) {
	const paths = document.paths as Record<string, Record<string, Json>>;
	return paths[QUOTES_PATH]!.post!;
}

/** The request examples of the document (the fcl one first): the guide's examples and its curl call. */
export function requestExamples(document: Json = openApiDocument()): Record<string, unknown> {
	const body = operation(document).requestBody as {
		content: Record<string, { examples: Record<string, { value: unknown }> }>;
	};
	const examples = body.content["application/json"]!.examples;
	return Object.fromEntries(Object.entries(examples).map(([name, e]) => [name, e.value]));
}

/** The request schema's fields, with their meaning in `locale` (undefined where the locale files lack one). */
export function describedFields(locale: Locale, document: Json = openApiDocument()) {
	const schemas = (document.components as { schemas: Record<string, Json> }).schemas;
	const { t } = pageTranslator(locale);
	return requestFields(schemas.QuoteRequest!, Object.values(requestExamples(document))).map((field) => ({
		...field,
		description: fieldDoc(field.path, t),
	}));
}

/** A body of each error code, as the API would send it to a caller reading `locale`. */
async function exampleBodies(locale: Locale): Promise<Record<string, unknown>> {
	const t = await apiTranslator(locale);
	const simple = (code: keyof typeof API_ERROR_MESSAGES, vars?: Record<string, unknown>) => ({
		error: code,
		message: t(API_ERROR_MESSAGES[code], vars),
	});
	// a request the schema refuses: the same container type twice
	const invalid = PricingRequestSchema.safeParse({
		...(requestExamples().fcl as Json),
		containers: [
			{ type: "dv20", count: 1 },
			{ type: "dv20", count: 2 },
		],
	});
	return {
		invalid_json: simple("invalid_json"),
		invalid_request: {
			...simple("invalid_request"),
			fieldErrors: invalid.success ? {} : fieldErrorsFrom(invalid.error.issues, t),
		},
		unauthorized: simple("unauthorized"),
		method_not_allowed: simple("method_not_allowed"),
		payload_too_large: simple("payload_too_large", { kb: MAX_BODY_BYTES / 1024 }),
		no_rate: toNoRateError({ ok: false, reason: "no_rate_on_date", manual: true, warnings: [] }, t),
		rate_limited: {
			...simple("rate_limited", { limit: DEFAULT_RATE_PER_MINUTE, seconds: 42 }),
			retryAfter: 42,
		},
		internal_error: simple("internal_error"),
	};
}

/**
 * The answer the curl call gets today, priced from the stored rates by the API's own mapping (its
 * cheapest option only, to keep the page short); null when the example lane has no price today.
 */
function exampleAnswer(t: Awaited<ReturnType<typeof apiTranslator>>, today: string): unknown {
	const request = PricingRequestSchema.parse({ ...(requestExamples().fcl as Json), readyDate: addDays(today, 7) });
	const result = priceFromDb(request, today);
	if (!result.ok) return null;
	const answer = toQuoteAnswer(request, result, t);
	return { ...answer, options: answer.options.slice(0, 1) };
}

/** The call as a partner would type it: the document's FCL example, ready a week from today. */
export function curlExample(origin: string, today: string = seoulToday()): string {
	const body = { ...(requestExamples().fcl as Json), readyDate: addDays(today, 7) };
	const json = JSON.stringify(body, null, 2).replace(/'/g, "'\\''");
	return [
		`curl -s ${origin}${QUOTES_PATH} \\`,
		`  -H 'Authorization: Bearer YOUR_API_KEY' \\`,
		`  -H 'Content-Type: application/json' \\`,
		`  -H 'Accept-Language: en' \\`,
		`  -d '${json}'`,
	].join("\n");
}

type StaticPart = Pick<GuideView, "fields" | "rules"> & { errorBodies: Record<string, string> };

// What depends only on the document and the language (the document is built once per process): worked
// out once per language, so a page view prices the 200 example and little else.
const staticParts = new Map<Locale, Promise<StaticPart>>();

function staticPart(locale: Locale): Promise<StaticPart> {
	let part = staticParts.get(locale);
	if (!part) {
		part = (async () => {
			const { t } = pageTranslator(locale);
			const bodies = await exampleBodies(locale);
			return {
				fields: describedFields(locale).map((f) => ({ ...f, description: f.description ?? "" })),
				rules: REQUEST_RULE_KEYS.map((key) => t(`apiRules.${key}`, FIELD_DOC_VARS)),
				errorBodies: Object.fromEntries(
					Object.entries(bodies).map(([code, body]) => [code, JSON.stringify(body, null, 2)]),
				),
			};
		})();
		staticParts.set(locale, part);
		part.catch(() => staticParts.delete(locale));
	}
	return part;
}

export async function apiGuide(locale: Locale, origin: string): Promise<GuideView> {
	const document = openApiDocument();
	const { fields, rules, errorBodies } = await staticPart(locale);
	const ok = exampleAnswer(await apiTranslator(locale), seoulToday());
	const contact = companyFactsFor(locale);
	return {
		quotesPath: QUOTES_PATH,
		openapiPath: OPENAPI_PATH,
		fields,
		rules,
		responses: operationResponses(document, operation(document).responses as Record<string, Json>).map((r) => ({
			...r,
			bodies:
				r.status === "200"
					? ok
						? [JSON.stringify(ok, null, 2)]
						: []
					: r.codes.map((code) => errorBodies[code] ?? JSON.stringify({ error: code }, null, 2)),
		})),
		limits: {
			default: DEFAULT_RATE_PER_MINUTE,
			min: MIN_RATE_PER_MINUTE,
			max: MAX_RATE_PER_MINUTE,
			windowSeconds: WINDOW_MS / 1000,
			bodyKb: MAX_BODY_BYTES / 1024,
		},
		curl: curlExample(origin),
		contact: { email: contact.supportEmail, phone: contact.supportPhone, phoneDial: contact.supportPhoneDial },
	};
}
