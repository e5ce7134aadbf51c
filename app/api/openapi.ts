// The partner API's OpenAPI 3.1 document, generated from the same zod schemas the API validates and
// answers with (zod 4's z.toJSONSchema), so the documentation cannot drift from the behaviour. The
// request body is the request schema's input side (what a caller sends: defaults optional); the
// answers are the output side. Rules zod cannot express in JSON Schema (the request's cross-field
// checks) are written out in the QuoteRequest description.
import { z } from "zod";
import { KOREAN_SEA_PORTS, LCL_PORTS } from "#app/pricing/codes.ts";
import { MAX_PACKAGE_ITEMS, PricingRequestSchema } from "#app/pricing/request.ts";
import type { Tree } from "#app/i18n/bundles.ts";
import { resources } from "#app/i18n/resources.ts";
import { createTranslator } from "#app/i18n/translator.ts";
import { type FieldDocVars, fieldDocKey } from "./guide.ts";
import {
	ChargeableSchema,
	ExchangeRateSchema,
	FieldErrorSchema,
	InternalErrorSchema,
	InvalidJsonErrorSchema,
	InvalidRequestErrorSchema,
	LineSourceSchema,
	MethodNotAllowedErrorSchema,
	MoneySchema,
	NoRateErrorSchema,
	NormalisedRequestSchema,
	PayloadTooLargeErrorSchema,
	PercentSchema,
	QuoteAnswerSchema,
	QuoteLineSchema,
	QuoteOptionSchema,
	RateLimitedErrorSchema,
	TotalsSchema,
	UnauthorizedErrorSchema,
	WarningSchema,
} from "./quote-response.ts";

type JsonObject = { [key: string]: unknown };

export const QUOTES_PATH = "/api/v1/quotes";
export const OPENAPI_PATH = "/api/v1/openapi.json";

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

// The request schema (app/pricing/request.ts) is shared with the quote wizard and carries translation
// keys, not documentation, so its field descriptions are kept in the locale files under `apiFields`,
// keyed by the field's path ("[]" = every item; app/api/guide.ts fieldDocKey), in kr, en and vn: the
// document takes the English, the parameter guide (/api/guide) the reader's language. So are the
// cross-field rules (`apiRules`). A field without a text has no description, which the tests refuse.
const english = createTranslator("en", resources.en.translation as Tree);

/** The limits the texts name, from the code that enforces them. */
export const FIELD_DOC_VARS: FieldDocVars = {
	maxPackages: MAX_PACKAGE_ITEMS,
	seaGateways: KOREAN_SEA_PORTS.join(", "),
	lclPorts: LCL_PORTS.join(" and "),
	lclPortList: LCL_PORTS.join(", "),
};

/** The text of a field in one language, or undefined when the locale files have none. */
export function fieldDoc(
	path: string,
	t: (key: string, vars?: FieldDocVars) => string = english.t,
): string | undefined {
	const key = fieldDocKey(path);
	const text = t(key, FIELD_DOC_VARS);
	return text && text !== key ? text : undefined;
}

/** The request's cross-field rules, in the order the validation checks them. */
export const REQUEST_RULE_KEYS = [
	"places",
	"gateways",
	"cargoType",
	"cargo",
	"lcl",
	"duplicate",
	"volume",
	"unknown",
] as const;

// Example values of the fields the two request examples below leave out, so every field of the guide
// has one (JSON Schema's own `examples` keyword; the request examples give the rest).
const FIELD_EXAMPLES: Record<string, unknown[]> = {
	"koreanRegion.district": ["Hwaseong-si"],
	"foreignTrucking.place": ["Binh Duong, VSIP II"],
	grossWeightKg: [18_500],
	"containers[].outOfGauge": [false],
	"packages[].volumeCbm": [1.25],
	"dangerousGoods.class": ["3"],
	"dangerousGoods.unNumber": ["UN1263"],
	exemptions: [["hdc"]],
};

const REQUEST_RULES = [
	english.t("apiRules.intro"),
	...REQUEST_RULE_KEYS.map((key) => `- ${english.t(`apiRules.${key}`, FIELD_DOC_VARS)}`),
].join("\n");

function describeRequest(schema: JsonObject): JsonObject {
	const walk = (node: unknown, path: string) => {
		if (!node || typeof node !== "object") return;
		const n = node as JsonObject;
		const doc = path ? fieldDoc(path) : undefined;
		if (doc && typeof n.description !== "string") n.description = doc;
		const examples = FIELD_EXAMPLES[path];
		if (examples && n.examples === undefined) n.examples = examples;
		const properties = n.properties as Record<string, unknown> | undefined;
		if (properties)
			for (const [name, child] of Object.entries(properties)) walk(child, path ? `${path}.${name}` : name);
		if (n.items) walk(n.items, `${path}[]`);
		for (const key of ["anyOf", "oneOf", "allOf"])
			if (Array.isArray(n[key])) for (const child of n[key] as unknown[]) walk(child, path);
	};
	walk(schema, "");
	schema.description = REQUEST_RULES;
	return schema;
}

/** Generates `{ id: schema }` for a registry's schemas, refs pointing at components/schemas. */
function componentSchemas(entries: [string, z.ZodType][], io: "input" | "output"): Record<string, JsonObject> {
	const registry = z.registry<{ id: string }>();
	for (const [id, schema] of entries) registry.add(schema, { id });
	const { schemas } = z.toJSONSchema(registry, {
		io,
		target: "draft-2020-12",
		uri: (id) => `#/components/schemas/${id}`,
	});
	const out: Record<string, JsonObject> = {};
	for (const [id, schema] of Object.entries(schemas as Record<string, JsonObject>)) {
		// each component lives inside the document, which already says its dialect (jsonSchemaDialect)
		const rest = { ...schema };
		delete rest.$schema;
		delete rest.$id;
		out[id] = rest;
	}
	return out;
}

const jsonContent = (schema: unknown, extra: JsonObject = {}) => ({ "application/json": { schema, ...extra } });

const RATE_HEADERS = {
	"RateLimit-Limit": { $ref: "#/components/headers/RateLimit-Limit" },
	"RateLimit-Remaining": { $ref: "#/components/headers/RateLimit-Remaining" },
	"RateLimit-Reset": { $ref: "#/components/headers/RateLimit-Reset" },
};

const EXAMPLE_REQUEST = {
	mode: "sea",
	direction: "export",
	cargoType: "fcl",
	origin: "KRPUS",
	destination: "VNHPH",
	readyDate: "2026-12-01",
	incoterms: "FOB",
	koreanRegion: { province: "KR-41" },
	containers: [
		{ type: "dv20", count: 2 },
		{ type: "hc40", count: 1 },
	],
};

const EXAMPLE_LCL_REQUEST = {
	mode: "sea",
	direction: "export",
	cargoType: "lcl",
	origin: "KRINC",
	destination: "VNSGN",
	readyDate: "2026-12-01",
	packages: [
		{
			count: 4,
			measure: "per_box",
			weightKg: 120,
			dimensions: { length: 110, width: 110, height: 90, unit: "CM" },
			packaging: "pallet",
		},
	],
};

export function buildOpenApiDocument(): JsonObject {
	const inputSchemas = componentSchemas([["QuoteRequest", PricingRequestSchema]], "input");
	const outputSchemas = componentSchemas(
		[
			["Money", MoneySchema],
			["Percent", PercentSchema],
			["LineSource", LineSourceSchema],
			["QuoteLine", QuoteLineSchema],
			["Chargeable", ChargeableSchema],
			["ExchangeRate", ExchangeRateSchema],
			["Totals", TotalsSchema],
			["QuoteOption", QuoteOptionSchema],
			["Warning", WarningSchema],
			["NormalisedQuoteRequest", NormalisedRequestSchema],
			["QuoteAnswer", QuoteAnswerSchema],
			["FieldError", FieldErrorSchema],
			["UnauthorizedError", UnauthorizedErrorSchema],
			["RateLimitedError", RateLimitedErrorSchema],
			["InvalidJsonError", InvalidJsonErrorSchema],
			["InvalidRequestError", InvalidRequestErrorSchema],
			["PayloadTooLargeError", PayloadTooLargeErrorSchema],
			["NoRateError", NoRateErrorSchema],
			["MethodNotAllowedError", MethodNotAllowedErrorSchema],
			["InternalError", InternalErrorSchema],
		],
		"output",
	);
	const quoteRequest = describeRequest(inputSchemas.QuoteRequest as JsonObject);
	const normalised = outputSchemas.NormalisedQuoteRequest as JsonObject;
	describeRequest(normalised);
	normalised.description =
		"The request as understood: place codes trimmed and upper-cased, defaults filled in (same fields as QuoteRequest).";

	return {
		openapi: "3.1.0",
		jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
		info: {
			title: "Freight quote API",
			version: "1.0.0",
			description: [
				"All-in freight quotes (sea FCL, sea LCL and air, export from and import to Korea) for partner systems, priced from the same rates as the website.",
				"",
				"**Keys.** Send your key as `Authorization: Bearer <key>`. Keys are issued by our staff and shown once; a revoked key gets 401 at once.",
				"",
				"**Rate limits.** Each key has its own limit of requests per minute, counted in fixed one-minute windows. Every authenticated answer carries `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds until the window ends); over the limit the answer is 429 with `Retry-After`.",
				"",
				"**Language.** Messages and charge names are English unless `Accept-Language` asks for Korean (ko, kr), English or Vietnamese (vi, vn). Codes never change with the language.",
				"",
				'**Money** is `{ "currency": "USD", "amount": "412.50", "minor": 41250 }`: a decimal string in major units and the same amount in integer minor units (USD cents; KRW and VND have no minor unit). A line whose basis is `percent` has a unit price `{ "percent": "2.50", "basisPoints": 250 }` instead. Each option\'s totals are given in KRW, USD and VND with the exchange rate used.',
				"",
				"**Errors** are JSON with a stable `error` code and a `message`: 400 `invalid_json` or `invalid_request` (with `fieldErrors` by dotted path), 401 `unauthorized`, 405 `method_not_allowed`, 413 `payload_too_large`, 422 `no_rate` (valid request, no automatic price: `reason` says why and `manual` whether a manual quote is possible), 429 `rate_limited`, 500 `internal_error`.",
			].join("\n"),
		},
		servers: [{ url: "/" }],
		tags: [{ name: "quotes", description: "Freight quotes" }],
		security: [{ bearerAuth: [] }],
		paths: {
			[QUOTES_PATH]: {
				post: {
					tags: ["quotes"],
					operationId: "createQuote",
					summary: "Price a shipment",
					description:
						"Prices the request from the rates valid on its ready date and answers every available option with all charges and totals. Nothing is stored or booked.",
					parameters: [
						{
							name: "Accept-Language",
							in: "header",
							required: false,
							description: "Language of messages and charge names: ko (or kr), en, vi (or vn). Default English.",
							schema: { type: "string", examples: ["ko-KR,ko;q=0.9", "en", "vi"] },
						},
					],
					requestBody: {
						required: true,
						content: jsonContent(ref("QuoteRequest"), {
							examples: {
								fcl: { summary: "Sea FCL export, Busan to Haiphong", value: EXAMPLE_REQUEST },
								lcl: { summary: "Sea LCL export, Incheon to Ho Chi Minh City", value: EXAMPLE_LCL_REQUEST },
							},
						}),
					},
					responses: {
						"200": {
							description: "Priced: one or more options.",
							headers: RATE_HEADERS,
							content: jsonContent(ref("QuoteAnswer")),
						},
						"400": {
							description: "The body is not JSON, or does not match the request schema.",
							headers: RATE_HEADERS,
							content: jsonContent({ oneOf: [ref("InvalidJsonError"), ref("InvalidRequestError")] }),
						},
						"401": {
							description: "Missing, unknown or revoked key.",
							headers: {
								"WWW-Authenticate": {
									description: 'Bearer realm="api" (with error="invalid_token" when a key was sent).',
									schema: { type: "string" },
								},
							},
							content: jsonContent(ref("UnauthorizedError")),
						},
						"405": {
							description: "Only POST is allowed.",
							headers: { Allow: { description: "POST", schema: { type: "string" } } },
							content: jsonContent(ref("MethodNotAllowedError")),
						},
						"413": {
							description: "The body is too large.",
							headers: RATE_HEADERS,
							content: jsonContent(ref("PayloadTooLargeError")),
						},
						"422": {
							description: "Valid request without an automatic price.",
							headers: RATE_HEADERS,
							content: jsonContent(ref("NoRateError")),
						},
						"429": {
							description: "The key's limit for this minute is used up.",
							headers: {
								...RATE_HEADERS,
								"Retry-After": {
									description: "Seconds until requests are accepted again.",
									schema: { type: "integer" },
								},
							},
							content: jsonContent(ref("RateLimitedError")),
						},
						"500": { description: "A fault on our side (logged).", content: jsonContent(ref("InternalError")) },
					},
				},
			},
			[OPENAPI_PATH]: {
				get: {
					operationId: "getOpenApiDocument",
					summary: "This document",
					security: [],
					responses: {
						"200": {
							description: "The OpenAPI 3.1 document.",
							content: { "application/json": { schema: { type: "object" } } },
						},
					},
				},
			},
		},
		components: {
			securitySchemes: {
				bearerAuth: {
					type: "http",
					scheme: "bearer",
					description: "An API key issued by our staff (fpk_ followed by 32 characters).",
				},
			},
			headers: {
				"RateLimit-Limit": { description: "Requests allowed per minute for this key.", schema: { type: "integer" } },
				"RateLimit-Remaining": { description: "Requests left in the current minute.", schema: { type: "integer" } },
				"RateLimit-Reset": {
					description: "Seconds until the current one-minute window ends.",
					schema: { type: "integer" },
				},
			},
			schemas: { QuoteRequest: quoteRequest, ...outputSchemas },
		},
	};
}

let cached: JsonObject | undefined;

/** The document is the same for every request: built once per process. */
export function openApiDocument(): JsonObject {
	cached ??= buildOpenApiDocument();
	return cached;
}
