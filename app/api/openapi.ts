// The partner API's OpenAPI 3.1 document, generated from the same zod schemas the API validates and
// answers with (zod 4's z.toJSONSchema), so the documentation cannot drift from the behaviour. The
// request body is the request schema's input side (what a caller sends: defaults optional); the
// answers are the output side. Rules zod cannot express in JSON Schema (the request's cross-field
// checks) are written out in the QuoteRequest description.
import { z } from "zod";
import { KOREAN_SEA_PORTS, LCL_PORTS } from "#app/pricing/codes.ts";
import { MAX_PACKAGE_ITEMS, PricingRequestSchema } from "#app/pricing/request.ts";
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
// keys, not documentation, so its field descriptions are kept here, by path ("[]" = every item).
const REQUEST_FIELD_DOCS: Record<string, string> = {
	mode: "sea or air.",
	direction: "export (from Korea) or import (to Korea).",
	cargoType: "Sea only: fcl (full containers) or lcl (less than container load). Must be absent for air.",
	origin:
		"Where the cargo leaves: a UN/LOCODE port for sea (KRPUS), an IATA airport for air (ICN). Trimmed and upper-cased.",
	destination: "Where the cargo arrives, in the same form as origin. Must differ from origin.",
	koreanRegion:
		"The Korean pick-up (export) or delivery (import) region, for inland trucking. Trucking is quoted for FCL only.",
	"koreanRegion.province": "ISO 3166-2 code of the Korean province, e.g. KR-11 (Seoul), KR-41 (Gyeonggi).",
	"koreanRegion.district": "The district (si/gun/gu) name, when the rate depends on it.",
	readyDate: "The day the cargo is ready (YYYY-MM-DD, a real calendar date). Rates valid on this day apply.",
	incoterms: "Incoterms 2020 rule. With it, the charge groups the customer does not pay are listed but not counted.",
	containers: "FCL only: the containers, one entry per container type.",
	grossWeightKg:
		"FCL only, optional: the cargo's gross weight in kg as the shipper declares it. Not priced; printed on the check B/L and the D/Os until the loaded weight is declared.",
	"containers[].type":
		"Container code: dv20, dv40, hc40 (dry), rf20, rf40, hr40 (reefer), dg20, dg40, dh40 (dangerous goods), ot20, ot40, oc40 (open top), fr20, fr40, fc40 (flat rack), tc20, tc40, th40 (tank).",
	"containers[].count": "How many containers of this type.",
	"containers[].outOfGauge":
		"Tank containers only (tc20, tc40, th40): true when the tank is out of gauge. Such a request is not priced automatically (reason out_of_gauge); any other container type with true is refused.",
	foreignTrucking:
		"Sea FCL only, optional: trucking at the foreign end (door delivery on export, door pickup on import). Such a request is not priced automatically (reason foreign_trucking); staff quote it.",
	"foreignTrucking.place": "The foreign city or address, 2 to 200 characters.",
	packages: `LCL and air only: the package lines (at most ${MAX_PACKAGE_ITEMS}).`,
	"packages[].count": "Number of boxes on the line.",
	"packages[].measure":
		"per_box: weight and volume are of one box (multiplied by count); total: they are of the whole line. Dimensions are always of one box.",
	"packages[].weightKg": "Gross weight in kg (per box or total, as measure says).",
	"packages[].dimensions": "Size of one box; give either dimensions or volumeCbm, not both.",
	"packages[].dimensions.length": "Length in the given unit.",
	"packages[].dimensions.width": "Width in the given unit.",
	"packages[].dimensions.height": "Height in the given unit.",
	"packages[].dimensions.unit": "MM, CM or M.",
	"packages[].volumeCbm":
		"Volume in cubic metres (per box or total, as measure says); give either volumeCbm or dimensions.",
	"packages[].packaging": "Free text, e.g. pallet, carton.",
	dangerousGoods: "Present when the cargo is dangerous goods (only carriers that accept them are quoted).",
	"dangerousGoods.class": "IMO/IATA class 1 to 9.",
	"dangerousGoods.unNumber": "UN number, e.g. UN1263.",
	exemptions: "Charge codes to waive: listed with amount 0.",
};

const REQUEST_RULES = [
	"A quote request. Besides the field types below, these rules apply (violations are 400 invalid_request with the field's path):",
	"- sea: origin and destination are 5-letter UN/LOCODEs; air: 3-letter IATA codes.",
	`- The Korean end (origin on export, destination on import) is a Korean gateway: ${KOREAN_SEA_PORTS.join(", ")} for sea, ICN for air. The other end is not in Korea.`,
	"- sea needs cargoType; air must not have one.",
	"- FCL needs containers and must not have packages; LCL and air need packages and must not have containers.",
	`- LCL only from or to ${LCL_PORTS.join(" and ")}.`,
	"- A container type appears at most once.",
	"- Each package line has either dimensions or volumeCbm.",
	"- Unknown fields are refused.",
].join("\n");

function describeRequest(schema: JsonObject): JsonObject {
	const walk = (node: unknown, path: string) => {
		if (!node || typeof node !== "object") return;
		const n = node as JsonObject;
		const doc = REQUEST_FIELD_DOCS[path];
		if (doc && typeof n.description !== "string") n.description = doc;
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
