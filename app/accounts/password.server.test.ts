// Integration with the real argon2 binding: parameters, round trips, long Hangul and Unicode forms.
import { describe, expect, test } from "vitest";
import { hashPassword, verifyPassword } from "./password.server.ts";

describe("hashPassword", () => {
	test("makes an argon2id PHC string with OWASP's minimum parameters", async () => {
		const hash = await hashPassword("harbour2026");
		const match = /^\$argon2id\$v=19\$([a-z0-9=,]+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/.exec(hash);
		expect(match, hash).not.toBeNull();
		// node-argon2 writes the parameters as m,p,t; the PHC format does not fix their order
		const params = Object.fromEntries((match![1] as string).split(",").map((kv) => kv.split("=")));
		expect(params).toEqual({ m: "19456", t: "2", p: "1" });
	});

	test("salts every hash", async () => {
		expect(await hashPassword("harbour2026")).not.toBe(await hashPassword("harbour2026"));
	});
});

describe("verifyPassword", () => {
	test("true for the password, false for another", async () => {
		const hash = await hashPassword("harbour2026");
		expect(await verifyPassword("harbour2026", hash)).toBe(true);
		expect(await verifyPassword("harbour2027", hash)).toBe(false);
		expect(await verifyPassword("Harbour2026", hash)).toBe(false);
		expect(await verifyPassword("", hash)).toBe(false);
	});

	test("a 64-character Hangul password is hashed whole: only its last character changed fails", async () => {
		const base = "바른포워딩물류";
		const password = Array.from({ length: 64 }, (_, i) => base[i % base.length]).join("");
		expect([...password]).toHaveLength(64);
		expect(Buffer.byteLength(password, "utf8")).toBe(192); // far beyond bcrypt's 72 bytes
		const hash = await hashPassword(password);
		expect(await verifyPassword(password, hash)).toBe(true);
		const lastChanged = password.slice(0, -1) + (password.endsWith("류") ? "륙" : "류");
		expect(lastChanged).not.toBe(password);
		expect(await verifyPassword(lastChanged, hash)).toBe(false);
		expect(await verifyPassword(password.slice(0, -1), hash)).toBe(false);
	});

	test("composed (NFC) and decomposed (NFD) Hangul are the same password", async () => {
		const nfc = "한국물류2026".normalize("NFC");
		const nfd = nfc.normalize("NFD");
		expect(nfd).not.toBe(nfc);
		const fromNfc = await hashPassword(nfc);
		const fromNfd = await hashPassword(nfd);
		expect(await verifyPassword(nfd, fromNfc)).toBe(true);
		expect(await verifyPassword(nfc, fromNfd)).toBe(true);
	});

	test("false without a hash, and for a hash that is not a PHC string", async () => {
		expect(await verifyPassword("harbour2026", null)).toBe(false);
		expect(await verifyPassword("harbour2026", undefined)).toBe(false);
		expect(await verifyPassword("harbour2026", "")).toBe(false);
		expect(await verifyPassword("harbour2026", "not-a-hash")).toBe(false);
	});
});
