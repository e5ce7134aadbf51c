// The one set of error replies (decision 013): a loader or action throws `notFound()`, `forbidden()` or
// `badRequest()`, or returns `rejected(payload)` for a form that did not pass. The body's `reason` is
// what the error boundary (app/components/error-boundary.tsx) turns into a translated message, so every
// route says "not found" the same way, in the user's language, with the right status.
import { data } from "react-router";
import type { RefusalKind, RefusalKinds } from "./refusal.ts";

/** Why a request failed, as the error boundary words it (page.errors.<reason> in the locale files). */
export const ERROR_REASONS = ["notFound", "forbidden", "badRequest", "conflict", "tooMany"] as const;
export type ErrorReason = (typeof ERROR_REASONS)[number];

const STATUS = {
	notFound: 404,
	forbidden: 403,
	badRequest: 400,
	conflict: 409,
	tooMany: 429,
} as const satisfies Record<ErrorReason, number>;

export type ErrorBody = { reason: ErrorReason };

function reply(reason: ErrorReason, headers?: HeadersInit) {
	return data<ErrorBody>({ reason }, { status: STATUS[reason], ...(headers ? { headers } : {}) });
}

/** The record does not exist, or is not this user's to see (both look the same from outside). */
export function notFound(headers?: HeadersInit) {
	return reply("notFound", headers);
}

/** Signed in, but this role may not do this. */
export function forbidden(headers?: HeadersInit) {
	return reply("forbidden", headers);
}

/** A request no screen of ours sends (a missing one-time key, an unknown intent). */
export function badRequest(headers?: HeadersInit) {
	return reply("badRequest", headers);
}

/**
 * A form's answer when nothing was stored: its payload (Conform's reply, the typed values, a refusal)
 * with 400, or 409 when the record moved on meanwhile, or 429 when a limit was hit.
 */
export function rejected<T>(payload: T, status: 400 | 409 | 429 = 400) {
	return data(payload, { status });
}

/** The reason in an error response body, if it is one of ours. */
export function reasonOf(body: unknown): ErrorReason | null {
	const reason = (body as { reason?: unknown } | null)?.reason;
	return typeof reason === "string" && (ERROR_REASONS as readonly string[]).includes(reason)
		? (reason as ErrorReason)
		: null;
}

/** The status a refusal of this kind answers with: the one map for every domain's refusals (decision 058). */
export function refusalStatus(kind: RefusalKind): 400 | 403 | 404 | 409 | 429 {
	return STATUS[kind];
}

/**
 * A refused write's answer to its form (app/utils/refusal.ts): the form's payload (the reason its page
 * words, what was typed) with the status the domain's table gives the reason.
 */
export function refusalReply<R extends string, P>(kinds: RefusalKinds<R>, reason: R, payload: P) {
	return data(payload, { status: refusalStatus(kinds[reason]) });
}
