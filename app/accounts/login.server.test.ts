// Integration: sign-in attempts against the worker's real SQLite file, including the failure counter
// and the per-account and per-IP limits of login-limits.ts.
import crypto from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { loginAttempts, users } from "#db/schema.ts";
import { LOCKOUT_WINDOW_MS, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from "./login-limits.ts";
import { attemptLogin, authenticator, consecutiveFailures } from "./login.server.ts";
import { hashPassword } from "./password.server.ts";

const PASSWORD = "harbour2026";
const MINUTE = 60 * 1000;
let passwordHash: string;

beforeAll(async () => {
	passwordHash = await hashPassword(PASSWORD);
});

let counter = 0;
function uniqueEmail(label: string): string {
	counter += 1;
	return `${label}-${counter}-${crypto.randomUUID().slice(0, 8)}@login.test`;
}

/** An address no other test (or test file sharing this worker's database) uses. */
function uniqueIp(): string {
	const b = crypto.randomBytes(3);
	return `10.${b[0]}.${b[1]}.${b[2]}`;
}

function insertUser(options: { verified?: boolean } = {}) {
	const id = crypto.randomUUID();
	const email = uniqueEmail("user");
	getDb()
		.insert(users)
		.values({ id, email, name: "Lee Young", passwordHash, emailVerifiedAt: options.verified === false ? null : new Date() })
		.run();
	return { id, email };
}

function loginForm(email: string, password: string, remember = false): FormData {
	const form = new FormData();
	form.set("email", email);
	form.set("password", password);
	if (remember) form.set("remember", "on");
	return form;
}

function insertFailures(rows: { emailKey: string; ip: string; createdAt: Date }[]) {
	getDb()
		.insert(loginAttempts)
		.values(rows.map((r) => ({ ...r, ok: false })))
		.run();
}

describe("attemptLogin", () => {
	test("the right password on a verified account signs in; remember=on asks to stay logged in", async () => {
		const { id, email } = insertUser();
		const ip = uniqueIp();
		expect(await attemptLogin(loginForm(email, PASSWORD, true), ip)).toEqual({ ok: true, userId: id, stayLoggedIn: true });
		expect(await attemptLogin(loginForm(email, PASSWORD), ip)).toEqual({ ok: true, userId: id, stayLoggedIn: false });
	});

	test("the e-mail is matched whatever its case and surrounding spaces", async () => {
		const { id, email } = insertUser();
		expect(await attemptLogin(loginForm(`  ${email.toUpperCase()} `, PASSWORD), uniqueIp())).toMatchObject({ ok: true, userId: id });
	});

	test("an unverified account with the right password is refused as unverified", async () => {
		const { email } = insertUser({ verified: false });
		expect(await attemptLogin(loginForm(email, PASSWORD), uniqueIp())).toEqual({ ok: false, reason: "unverified", email });
	});

	test("an unverified account with a wrong password is just invalid", async () => {
		const { email } = insertUser({ verified: false });
		expect(await attemptLogin(loginForm(email, "wrongHarbour1"), uniqueIp())).toMatchObject({ ok: false, reason: "invalid" });
	});

	test("wrong passwords count up, and a success resets the count", async () => {
		const { email } = insertUser();
		const ip = uniqueIp();
		const t0 = Date.now();
		const at = (n: number) => new Date(t0 + n * 1000);
		expect(await attemptLogin(loginForm(email, "wrongHarbour1"), ip, at(1))).toEqual({ ok: false, reason: "invalid", failures: 1 });
		expect(await attemptLogin(loginForm(email, "wrongHarbour2"), ip, at(2))).toEqual({ ok: false, reason: "invalid", failures: 2 });
		expect(await attemptLogin(loginForm(email, "wrongHarbour3"), ip, at(3))).toEqual({ ok: false, reason: "invalid", failures: 3 });
		expect(consecutiveFailures(email, at(3))).toBe(3);

		expect(await attemptLogin(loginForm(email, PASSWORD), ip, at(4))).toMatchObject({ ok: true });
		expect(consecutiveFailures(email, at(4))).toBe(0);
		expect(await attemptLogin(loginForm(email, "wrongHarbour4"), ip, at(5))).toEqual({ ok: false, reason: "invalid", failures: 1 });
	});

	test("failures older than the window drop out of the count", async () => {
		const { email } = insertUser();
		const now = new Date();
		insertFailures([
			{ emailKey: email, ip: uniqueIp(), createdAt: new Date(now.getTime() - LOCKOUT_WINDOW_MS - MINUTE) },
			{ emailKey: email, ip: uniqueIp(), createdAt: new Date(now.getTime() - 10 * MINUTE) },
		]);
		expect(consecutiveFailures(email, now)).toBe(1);
	});

	test("an unknown e-mail is invalid, not a crash, and its failures are counted too", async () => {
		const email = uniqueEmail("nobody");
		const ip = uniqueIp();
		expect(await attemptLogin(loginForm(email, PASSWORD), ip)).toEqual({ ok: false, reason: "invalid", failures: 1 });
		expect(await attemptLogin(loginForm(email, PASSWORD), ip, new Date(Date.now() + 1000))).toEqual({ ok: false, reason: "invalid", failures: 2 });
	});

	test("a malformed form is an input error and is not recorded", async () => {
		const ip = uniqueIp();
		expect(await attemptLogin(loginForm("not-an-email", PASSWORD), ip)).toEqual({ ok: false, reason: "input" });
		expect(await attemptLogin(new FormData(), ip)).toEqual({ ok: false, reason: "input" });
		const email = uniqueEmail("nopassword");
		const form = new FormData();
		form.set("email", email);
		expect(await attemptLogin(form, ip)).toEqual({ ok: false, reason: "input" });
		expect(consecutiveFailures(email)).toBe(0);
	});
});

describe("lockout", () => {
	test(`${MAX_FAILURES_PER_ACCOUNT} failures for an account from many addresses lock it, even for the right password`, async () => {
		const { email } = insertUser();
		const now = Date.now();
		insertFailures(
			Array.from({ length: MAX_FAILURES_PER_ACCOUNT }, (_, i) => ({ emailKey: email, ip: uniqueIp(), createdAt: new Date(now - (i + 1) * 30 * 1000) })),
		);
		const ip = uniqueIp();
		expect(await attemptLogin(loginForm(email, PASSWORD), ip)).toEqual({ ok: false, reason: "locked" });
		// checked before the password: a locked attempt is not recorded and does not add to the count
		expect(consecutiveFailures(email)).toBe(MAX_FAILURES_PER_ACCOUNT);
	});

	test("one failure fewer still lets the right password in", async () => {
		const { email } = insertUser();
		const now = Date.now();
		insertFailures(
			Array.from({ length: MAX_FAILURES_PER_ACCOUNT - 1 }, (_, i) => ({ emailKey: email, ip: uniqueIp(), createdAt: new Date(now - (i + 1) * 30 * 1000) })),
		);
		expect(await attemptLogin(loginForm(email, PASSWORD), uniqueIp())).toMatchObject({ ok: true });
	});

	test("failures older than an hour do not count toward the lock", async () => {
		const { email } = insertUser();
		const now = Date.now();
		insertFailures(
			Array.from({ length: MAX_FAILURES_PER_ACCOUNT }, (_, i) => ({
				emailKey: email,
				ip: uniqueIp(),
				createdAt: new Date(now - LOCKOUT_WINDOW_MS - (i + 1) * 1000),
			})),
		);
		expect(await attemptLogin(loginForm(email, PASSWORD), uniqueIp())).toMatchObject({ ok: true });
	});

	test("the lock lifts once the failures age out of the window", async () => {
		const { email } = insertUser();
		const now = Date.now();
		insertFailures(Array.from({ length: MAX_FAILURES_PER_ACCOUNT }, () => ({ emailKey: email, ip: uniqueIp(), createdAt: new Date(now - 10 * MINUTE) })));
		expect(await attemptLogin(loginForm(email, PASSWORD), uniqueIp(), new Date(now))).toEqual({ ok: false, reason: "locked" });
		expect(await attemptLogin(loginForm(email, PASSWORD), uniqueIp(), new Date(now + LOCKOUT_WINDOW_MS))).toMatchObject({ ok: true });
	});

	test(`${MAX_FAILURES_PER_IP} failures from one address across many accounts lock that address only`, async () => {
		const ip = uniqueIp();
		const now = Date.now();
		insertFailures(Array.from({ length: MAX_FAILURES_PER_IP }, (_, i) => ({ emailKey: uniqueEmail("spray"), ip, createdAt: new Date(now - (i + 1) * 1000) })));
		const { email } = insertUser();
		expect(await attemptLogin(loginForm(email, PASSWORD), ip)).toEqual({ ok: false, reason: "locked" });
		expect(await attemptLogin(loginForm(email, PASSWORD), uniqueIp())).toMatchObject({ ok: true });
	});
});

describe("authenticator", () => {
	function postLogin(body: URLSearchParams, ip?: string): Request {
		const headers = new Headers({ "Content-Type": "application/x-www-form-urlencoded" });
		if (ip) headers.set("x-fp-client-ip", ip);
		return new Request("http://app.test/login", { method: "POST", headers, body });
	}

	test("the form strategy gives the same outcomes as attemptLogin", async () => {
		const { id, email } = insertUser();
		const ip = uniqueIp();
		const ok = await authenticator.authenticate("form", postLogin(new URLSearchParams({ email, password: PASSWORD, remember: "on" }), ip));
		expect(ok).toEqual({ ok: true, userId: id, stayLoggedIn: true });

		const bad = await authenticator.authenticate("form", postLogin(new URLSearchParams({ email, password: "wrongHarbour1" }), ip));
		expect(bad).toEqual({ ok: false, reason: "invalid", failures: 1 });
	});

	test("the client address comes from x-fp-client-ip", async () => {
		const ip = uniqueIp();
		const now = Date.now();
		insertFailures(Array.from({ length: MAX_FAILURES_PER_IP }, (_, i) => ({ emailKey: uniqueEmail("spray"), ip, createdAt: new Date(now - (i + 1) * 1000) })));
		const { email } = insertUser();
		const body = () => new URLSearchParams({ email, password: PASSWORD });
		expect(await authenticator.authenticate("form", postLogin(body(), ip))).toEqual({ ok: false, reason: "locked" });
		expect(await authenticator.authenticate("form", postLogin(body(), uniqueIp()))).toMatchObject({ ok: true });
	});
});
