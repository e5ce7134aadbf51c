// Random codes sent by e-mail or SMS, and how they are kept: only a SHA-256 digest is stored, and
// comparison is constant-time, so neither a database reader nor a timing probe learns a live code.
import crypto from "node:crypto";

/** A URL-safe random string of `bytes` bytes of entropy (128 bits by default). */
export function randomToken(bytes = 16): string {
	return crypto.randomBytes(bytes).toString("base64url");
}

/** A numeric code of `digits` digits, uniform (no modulo bias). */
export function randomDigits(digits: number): string {
	return String(crypto.randomInt(0, 10 ** digits)).padStart(digits, "0");
}

export function digest(code: string): string {
	return crypto.createHash("sha256").update(code, "utf8").digest("hex");
}

export function digestMatches(code: string, storedDigest: string): boolean {
	const a = Buffer.from(digest(code), "hex");
	const b = Buffer.from(storedDigest, "hex");
	return a.length === b.length && crypto.timingSafeEqual(a, b);
}
