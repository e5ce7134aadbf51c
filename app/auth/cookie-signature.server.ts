// Reads a string that React Router's createCookie signed, synchronously with node:crypto. Every
// request of a signed-in user reads the session cookie; createCookie's parse verifies through
// WebCrypto (importKey, then verify, each a round trip through the thread pool), which showed in the
// quote list's profile. The format is React Router's, unchanged, so cookies set by
// createCookie().serialize keep working: encodeURIComponent(btoa(JSON) + "." + base64 HMAC-SHA256
// of that, without padding). Only JSON strings of URL-safe characters are accepted, which is all the
// session cookie ever holds (a base64url id).
import crypto from "node:crypto";

const SAFE_STRING = /^"([A-Za-z0-9_-]+)"$/;

// Values whose signature was already checked, per list of secrets: a browser sends the same cookie on
// every request, and the HMAC was still about 1.5% of a signed-in page. Only values
// that verified are kept, so a forged cookie is checked every time; a hit only skips recomputing an
// answer that cannot change (the session row itself is still looked up and checked on every request).
// Oldest first out past the cap, so the map cannot grow with the cookies sent.
const VERIFIED_CAP = 10_000;
const verifiedBySecrets = new Map<string, Map<string, string>>();

/** The string a createCookie-signed value carries, when one of the secrets signed it. */
export function unsignString(value: string, secrets: readonly string[]): string | undefined {
	const secretsKey = secrets.join("\n");
	let verified = verifiedBySecrets.get(secretsKey);
	const known = verified?.get(value);
	if (known !== undefined) return known;
	const carried = checkSignature(value, secrets);
	if (carried === undefined) return undefined;
	if (!verified) {
		// a new list of secrets (a rotation): what the old list verified is no longer the question
		verifiedBySecrets.clear();
		verified = new Map();
		verifiedBySecrets.set(secretsKey, verified);
	}
	if (verified.size >= VERIFIED_CAP) verified.delete(verified.keys().next().value as string);
	verified.set(value, carried);
	return carried;
}

function checkSignature(value: string, secrets: readonly string[]): string | undefined {
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
