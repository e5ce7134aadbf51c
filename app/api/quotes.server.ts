// POST /api/v1/quotes: a partner system's quote request, checked in the order the partner can fix
// things (method, key, rate limit, body, schema), then priced. Bad input is always a 4xx with a
// machine-readable code and a translated message; only a fault of ours is a 500, and it is logged.
import { toLanguageTag } from "#app/i18n/locales.ts";
import { PricingError } from "#app/pricing/engine.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import type { EngineRequest, PricingResult } from "#app/pricing/types.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { apiLocale, apiTranslator, jsonResponse } from "./http.server.ts";
import { authenticateApiKey, consumeRateLimit } from "./keys.server.ts";
import { fieldErrorsFrom, toNoRateError, toQuoteAnswer } from "./quote-response.ts";
import { logger } from "#app/observability/logger.server.ts";

/** Far above any real request (ten package lines, eighteen container types); refuses junk early. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The message key of each error code the handler answers with (the parameter guide shows the same
 * bodies). A request without any key gets "apiKeys.api.missingKey" instead of the unauthorized message.
 */
export const API_ERROR_MESSAGES = {
	method_not_allowed: "apiKeys.api.methodNotAllowed",
	unauthorized: "apiKeys.api.unauthorized",
	rate_limited: "apiKeys.api.rateLimited",
	payload_too_large: "apiKeys.api.payloadTooLarge",
	invalid_json: "apiKeys.api.invalidJson",
	invalid_request: "apiKeys.api.invalidRequest",
	internal_error: "apiKeys.api.internal",
} as const;
const M = API_ERROR_MESSAGES;

/** Engine errors about the request itself (not about rate rows), with the schema's message key. */
const REQUEST_ERRORS: Record<string, string> = {
	wrong_freight_type: "pricing.errors.wrongFreightType",
	duplicate_container: "pricing.errors.duplicateContainer",
};

export type QuoteHandlerDeps = {
	price: (request: EngineRequest) => PricingResult | Promise<PricingResult>;
	now?: () => number;
};

/** The body as text, or null when it is larger than `max` bytes (stops reading at the limit). */
async function readBody(request: Request, max: number): Promise<string | null> {
	const declared = Number(request.headers.get("Content-Length") ?? "0");
	if (declared > max) return null;
	if (!request.body) return "";
	const reader = request.body.getReader();
	const chunks: Uint8Array[] = [];
	let size = 0;
	for (;;) {
		const { done, value } = await reader.read();
		if (done) break;
		size += value.byteLength;
		if (size > max) {
			await reader.cancel();
			return null;
		}
		chunks.push(value);
	}
	return new TextDecoder("utf-8", { fatal: false }).decode(Buffer.concat(chunks));
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
	try {
		return { ok: true, value: JSON.parse(text) };
	} catch {
		return { ok: false };
	}
}

export async function handleQuoteRequest(request: Request, deps: QuoteHandlerDeps): Promise<Response> {
	const locale = apiLocale(request);
	const t = await apiTranslator(locale);
	const language = { "Content-Language": toLanguageTag(locale) };

	if (request.method !== "POST")
		return jsonResponse({ error: "method_not_allowed", message: t(M.method_not_allowed) }, 405, {
			...language,
			Allow: "POST",
		});

	const auth = authenticateApiKey(request.headers.get("Authorization"));
	if (!auth.ok) {
		const missing = auth.reason === "missing";
		return jsonResponse(
			{ error: "unauthorized", message: t(missing ? "apiKeys.api.missingKey" : M.unauthorized) },
			401,
			{
				...language,
				// RFC 6750: a request without credentials gets the bare challenge, a bad token names the error
				"WWW-Authenticate": missing ? 'Bearer realm="api"' : 'Bearer realm="api", error="invalid_token"',
			},
		);
	}

	// the window counter is a write: on a LiteFS replica this hands the request to the primary
	await ensurePrimary();
	const limit = consumeRateLimit(auth.key, deps.now?.() ?? Date.now());
	const headers = {
		...language,
		"RateLimit-Limit": String(limit.limit),
		"RateLimit-Remaining": String(limit.remaining),
		"RateLimit-Reset": String(limit.resetSeconds),
	};
	if (!limit.allowed)
		return jsonResponse(
			{
				error: "rate_limited",
				message: t(M.rate_limited, { limit: limit.limit, seconds: limit.resetSeconds }),
				retryAfter: limit.resetSeconds,
			},
			429,
			{ ...headers, "Retry-After": String(limit.resetSeconds) },
		);

	const text = await readBody(request, MAX_BODY_BYTES);
	if (text === null)
		return jsonResponse(
			{ error: "payload_too_large", message: t(M.payload_too_large, { kb: MAX_BODY_BYTES / 1024 }) },
			413,
			headers,
		);
	const json = parseJson(text);
	if (!json.ok) return jsonResponse({ error: "invalid_json", message: t(M.invalid_json) }, 400, headers);

	const parsed = PricingRequestSchema.safeParse(json.value);
	if (!parsed.success)
		return jsonResponse(
			{
				error: "invalid_request",
				message: t(M.invalid_request),
				fieldErrors: fieldErrorsFrom(parsed.error.issues, t),
			},
			400,
			headers,
		);

	let result: PricingResult;
	try {
		result = await deps.price(parsed.data);
	} catch (error) {
		// the schema refuses these first; should the engine ever see one, it is still the caller's input
		const requestError = error instanceof PricingError ? REQUEST_ERRORS[error.code] : undefined;
		if (requestError)
			return jsonResponse(
				{
					error: "invalid_request",
					message: t(M.invalid_request),
					fieldErrors: {
						[((error as PricingError).path ?? []).join(".")]: [{ code: requestError, message: t(requestError) }],
					},
				},
				400,
				headers,
			);
		logger.error({ err: error, key: auth.key.id, quoteRequest: parsed.data }, "partner API: pricing failed");
		return jsonResponse({ error: "internal_error", message: t(M.internal_error) }, 500, headers);
	}
	if (!result.ok) return jsonResponse(toNoRateError(result, t), 422, headers);
	return jsonResponse(toQuoteAnswer(parsed.data, result, t), 200, headers);
}
