// Password hashing: argon2id with OWASP's minimum (19 MiB memory, 2 passes, 1 lane). argon2 hashes the
// whole UTF-8 string, so a long Hangul password (3 bytes a character) is never cut short, unlike
// bcrypt's 72-byte limit. Verification upgrades nothing silently: parameters live in the PHC string.
import argon2 from "argon2";

export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
	return argon2.hash(password.normalize("NFC"), ARGON2_OPTIONS);
}

/** NFC first: the same Hangul typed on macOS (decomposed) and Windows (composed) must match. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
	if (!hash) {
		// spend the same time as a real check, so response time does not reveal unknown accounts
		await argon2.hash(password, ARGON2_OPTIONS);
		return false;
	}
	try {
		return await argon2.verify(hash, password.normalize("NFC"));
	} catch {
		return false;
	}
}
