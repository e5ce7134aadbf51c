// Reads a string that React Router's createCookie signed, synchronously with node:crypto. Every
// request of a signed-in user reads the session cookie; createCookie's parse verifies through
// WebCrypto (importKey, then verify, each a round trip through the thread pool), which showed in the
// quote list's profile. The format is React Router's, unchanged, so cookies set by
// createCookie().serialize keep working: encodeURIComponent(btoa(JSON) + "." + base64 HMAC-SHA256
// of that, without padding). Only JSON strings of URL-safe characters are accepted, which is all the
// session cookie ever holds (a base64url id).
import crypto from "node:crypto";

const SAFE_STRING = /^"([A-Za-z0-9_-]+)"$/;

/**
 * The string a createCookie-signed value carries, when one of the secrets signed it. Checked on every
 * request: a memo of verified values (decision 029) saved ~25 µs of a page's ~3 ms and was taken out
 * when it no longer paid its rent (decision 061).
 */
export function unsignString(value: string, secrets: readonly string[]): string | undefined {
	const dot = value.lastIndexOf(".");
	if (dot <= 0) return undefined;
	const payload = value.slice(0, dot);
	const given = Buffer.from(value.slice(dot + 1), "base64");
	const signedBySecret = secrets.some((secret) => {
		const expected = crypto.createHmac("sha256", secret).update(payload).digest();
		return expected.length === given.length && crypto.timingSafeEqual(expected, given);
	});
	if (!signedBySecret) return undefined;
	const match = SAFE_STRING.exec(Buffer.from(payload, "base64").toString("latin1"));
	return match?.[1];
}
