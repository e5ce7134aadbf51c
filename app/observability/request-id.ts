// A request's id: Fly's own when the app runs on Fly (its edge sets `fly-request-id`, so the id in our
// logs is the one in Fly's proxy logs), otherwise a new random one. A client's X-Request-Id is never
// believed: it would let anyone write chosen text into the logs or blame another request.
// Relative imports only: server.js loads this file.
import { randomBytes } from "node:crypto";

/** The response header that tells the client (and support) the id. */
export const REQUEST_ID_HEADER = "X-Request-Id";

/** Fly's ids are ULID-like with a region suffix ("01JD...-nrt"); anything else is not Fly's. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{7,63}$/;

/** 16 hex characters: short enough to read out to support, 64 bits so ids do not repeat. */
export function newRequestId(): string {
	return randomBytes(8).toString("hex");
}

/** The id for a request whose header `fly-request-id` is `flyHeader`, `onFly` when FLY_APP_NAME is set. */
export function requestIdFor(flyHeader: string | null | undefined, onFly: boolean): string {
	if (onFly && flyHeader && SAFE_ID.test(flyHeader)) return flyHeader;
	return newRequestId();
}
