// Sign-in through the /login action (decision 051): a successful sign-in marks the browser with the
// device cookie; when a stranger has run the account to its account-wide ceiling, that browser still
// signs in (302 with a session), while a browser without it gets the 429 with the translated "open the
// link we mailed" message and no session.
import crypto from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { MAX_FAILURES_PER_ACCOUNT } from "#app/accounts/login-limits.ts";
import { DEVICE_COOKIE } from "#app/accounts/login-unlock.server.ts";
import { hashPassword } from "#app/accounts/password.server.ts";
import { getDb } from "#db/client.ts";
import { loginAttempts, users } from "#db/schema.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { action } from "./login.tsx";

const PASSWORD = "harbour2026";

async function insertUser() {
	const id = crypto.randomUUID();
	const email = `device-${id.slice(0, 8)}@login.test`;
	getDb()
		.insert(users)
		.values({
			id,
			email,
			name: "기기 사용자",
			role: "customer",
			passwordHash: await hashPassword(PASSWORD),
			emailVerifiedAt: new Date(),
		})
		.run();
	return { id, email };
}

const signIn = async (email: string, ip: string, cookies: string[] = []) =>
	outcome(async () =>
		action(
			(await routeArgs("/login", {
				form: { email, password: PASSWORD },
				cookies,
				headers: { "x-fp-client-ip": ip },
			})) as never,
		),
	);

const setCookies = (headers: Headers) => headers.getSetCookie().map((c) => c.split(";")[0]!);

describe("the device cookie on /login", () => {
	test("set on success; past the ceiling the browser that has it signs in and others are asked for the mailed link", async () => {
		const { email } = await insertUser();
		const first = await signIn(email, "198.51.100.20");
		expect(first.status).toBe(302);
		const device = setCookies(first.headers).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
		expect(device).toBeDefined();
		expect(
			setCookies(first.headers).some((c) => c.startsWith("fp_session=") || c.startsWith("__Host-fp_session=")),
		).toBe(true);

		// a stranger spreads a guess list over many addresses up to the ceiling
		const now = Date.now();
		getDb()
			.insert(loginAttempts)
			.values(
				Array.from({ length: MAX_FAILURES_PER_ACCOUNT }, (_, i) => ({
					emailKey: email,
					ip: `203.0.113.${i % 250}`,
					ok: false,
					createdAt: new Date(now - (i + 1) * 1000),
				})),
			)
			.run();

		const stranger = await signIn(email, "192.0.2.99");
		expect(stranger.status).toBe(429);
		expect((stranger.data as { result: { error: Record<string, string[]> } }).result.error[""]).toEqual([
			"accounts.errors.accountGuarded",
		]);
		expect(stranger.headers.getSetCookie()).toEqual([]);
		for (const locale of ["kr", "en", "vn"])
			expect(
				(
					JSON.parse(readFileSync(`app/locales/${locale}.json`, "utf8")) as {
						accounts: { errors: Record<string, string> };
					}
				).accounts.errors.accountGuarded,
				locale,
			).toBeTruthy();

		const owner = await signIn(email, "198.51.100.21", [device!]);
		expect(owner.status).toBe(302);
		expect(setCookies(owner.headers).some((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toBe(true);
	});
});
