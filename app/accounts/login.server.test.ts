// Integration: sign-in attempts against the worker's real SQLite file, including the failure counter
// and the limits of login-limits.ts: per source, per account and source (with its growing wait), and
// the account-wide ceiling that the owner's mailed unlock link passes.
import crypto from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { loginAttempts, users } from "#db/schema.ts";
import { listOutbox } from "#app/mail/mail.server.ts";
import {
	LOCKOUT_WINDOW_MS,
	MAX_FAILURES_PER_ACCOUNT,
	MAX_FAILURES_PER_ACCOUNT_SOURCE,
	MAX_FAILURES_PER_IP,
} from "./login-limits.ts";
import {
	DEVICE_COOKIE,
	DEVICE_MAX_ACCOUNTS,
	DEVICE_VALID_MS,
	UNLOCK_COOKIE,
	UNLOCK_PATH,
	deviceCookie,
	isKnownDevice,
} from "./login-unlock.server.ts";
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
		.values({
			id,
			email,
			name: "Lee Young",
			passwordHash,
			emailVerifiedAt: options.verified === false ? null : new Date(),
		})
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
		expect(await attemptLogin(loginForm(email, PASSWORD, true), ip)).toEqual({
			ok: true,
			userId: id,
			stayLoggedIn: true,
		});
		expect(await attemptLogin(loginForm(email, PASSWORD), ip)).toEqual({ ok: true, userId: id, stayLoggedIn: false });
	});

	test("the e-mail is matched whatever its case and surrounding spaces", async () => {
		const { id, email } = insertUser();
		expect(await attemptLogin(loginForm(`  ${email.toUpperCase()} `, PASSWORD), uniqueIp())).toMatchObject({
			ok: true,
			userId: id,
		});
	});

	test("an unverified account with the right password is refused as unverified", async () => {
		const { email } = insertUser({ verified: false });
		expect(await attemptLogin(loginForm(email, PASSWORD), uniqueIp())).toEqual({
			ok: false,
			reason: "unverified",
			email,
		});
	});

	test("an unverified account with a wrong password is just invalid", async () => {
		const { email } = insertUser({ verified: false });
		expect(await attemptLogin(loginForm(email, "wrongHarbour1"), uniqueIp())).toMatchObject({
			ok: false,
			reason: "invalid",
		});
	});

	test("wrong passwords count up, and a success resets the count", async () => {
		const { email } = insertUser();
		const ip = uniqueIp();
		const t0 = Date.now();
		const at = (n: number) => new Date(t0 + n * 1000);
		expect(await attemptLogin(loginForm(email, "wrongHarbour1"), ip, at(1))).toEqual({
			ok: false,
			reason: "invalid",
			failures: 1,
		});
		expect(await attemptLogin(loginForm(email, "wrongHarbour2"), ip, at(2))).toEqual({
			ok: false,
			reason: "invalid",
			failures: 2,
		});
		expect(await attemptLogin(loginForm(email, "wrongHarbour3"), ip, at(3))).toEqual({
			ok: false,
			reason: "invalid",
			failures: 3,
		});
		expect(consecutiveFailures(email, at(3))).toBe(3);

		expect(await attemptLogin(loginForm(email, PASSWORD), ip, at(4))).toMatchObject({ ok: true });
		expect(consecutiveFailures(email, at(4))).toBe(0);
		expect(await attemptLogin(loginForm(email, "wrongHarbour4"), ip, at(5))).toEqual({
			ok: false,
			reason: "invalid",
			failures: 1,
		});
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
		expect(await attemptLogin(loginForm(email, PASSWORD), ip, new Date(Date.now() + 1000))).toEqual({
			ok: false,
			reason: "invalid",
			failures: 2,
		});
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
			Array.from({ length: MAX_FAILURES_PER_ACCOUNT }, (_, i) => ({
				emailKey: email,
				ip: uniqueIp(),
				createdAt: new Date(now - (i + 1) * 30 * 1000),
			})),
		);
		const ip = uniqueIp();
		expect(await attemptLogin(loginForm(email, PASSWORD), ip)).toEqual({
			ok: false,
			reason: "locked",
			lock: "account",
		});
		// checked before the password: a locked attempt is not recorded and does not add to the count
		expect(consecutiveFailures(email)).toBe(MAX_FAILURES_PER_ACCOUNT);
	});

	test("one failure fewer still lets the right password in", async () => {
		const { email } = insertUser();
		const now = Date.now();
		insertFailures(
			Array.from({ length: MAX_FAILURES_PER_ACCOUNT - 1 }, (_, i) => ({
				emailKey: email,
				ip: uniqueIp(),
				createdAt: new Date(now - (i + 1) * 30 * 1000),
			})),
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
		insertFailures(
			Array.from({ length: MAX_FAILURES_PER_ACCOUNT }, () => ({
				emailKey: email,
				ip: uniqueIp(),
				createdAt: new Date(now - 10 * MINUTE),
			})),
		);
		expect(await attemptLogin(loginForm(email, PASSWORD), uniqueIp(), new Date(now))).toEqual({
			ok: false,
			reason: "locked",
			lock: "account",
		});
		expect(await attemptLogin(loginForm(email, PASSWORD), uniqueIp(), new Date(now + LOCKOUT_WINDOW_MS))).toMatchObject(
			{ ok: true },
		);
	});

	test(`${MAX_FAILURES_PER_IP} failures from one address across many accounts lock that address only`, async () => {
		const ip = uniqueIp();
		const now = Date.now();
		insertFailures(
			Array.from({ length: MAX_FAILURES_PER_IP }, (_, i) => ({
				emailKey: uniqueEmail("spray"),
				ip,
				createdAt: new Date(now - (i + 1) * 1000),
			})),
		);
		const { email } = insertUser();
		expect(await attemptLogin(loginForm(email, PASSWORD), ip)).toEqual({ ok: false, reason: "locked", lock: "ip" });
		expect(await attemptLogin(loginForm(email, PASSWORD), uniqueIp())).toMatchObject({ ok: true });
	});
});

describe("a stranger cannot lock the owner out", () => {
	test("a hundred wrong passwords from one place slow and then stop that place only; the owner signs in from another", async () => {
		const { id, email } = insertUser();
		const stranger = uniqueIp();
		const t0 = Date.now();
		const outcomes: string[] = [];
		for (let i = 0; i < 100; i += 1) {
			const outcome = await attemptLogin(loginForm(email, `wrongHarbour${i}`), stranger, new Date(t0 + i * 1000));
			outcomes.push(outcome.ok ? "ok" : outcome.reason === "locked" ? outcome.lock : outcome.reason);
		}
		// five free tries, then the wait refuses most of them unrecorded
		expect(outcomes.slice(0, 5)).toEqual(Array(5).fill("invalid"));
		expect(outcomes.filter((o) => o === "invalid").length).toBeLessThan(MAX_FAILURES_PER_ACCOUNT_SOURCE);
		expect(outcomes).toContain("wait");
		const later = new Date(t0 + 101 * 1000);
		expect(await attemptLogin(loginForm(email, PASSWORD), uniqueIp(), later)).toEqual({
			ok: true,
			userId: id,
			stayLoggedIn: false,
		});
	});

	test("the wait comes with how long, and lifts after it", async () => {
		const { email } = insertUser();
		const ip = uniqueIp();
		const t0 = Date.now();
		for (let i = 0; i < 5; i += 1)
			expect(await attemptLogin(loginForm(email, "wrongHarbour1"), ip, new Date(t0 + i))).toMatchObject({
				reason: "invalid",
			});
		expect(await attemptLogin(loginForm(email, PASSWORD), ip, new Date(t0 + 500))).toEqual({
			ok: false,
			reason: "locked",
			lock: "wait",
			retryAfterSeconds: 1,
		});
		expect(await attemptLogin(loginForm(email, PASSWORD), ip, new Date(t0 + 1_100))).toMatchObject({ ok: true });
	});

	test(`${MAX_FAILURES_PER_ACCOUNT_SOURCE} failures for one account from one place stop that place for that account`, async () => {
		const { email } = insertUser();
		const ip = uniqueIp();
		const now = Date.now();
		insertFailures(
			Array.from({ length: MAX_FAILURES_PER_ACCOUNT_SOURCE }, (_, i) => ({
				emailKey: email,
				ip,
				createdAt: new Date(now - 50 * MINUTE + i * 1000),
			})),
		);
		expect(await attemptLogin(loginForm(email, PASSWORD), ip)).toEqual({ ok: false, reason: "locked", lock: "source" });
		expect(await attemptLogin(loginForm(uniqueEmail("other"), PASSWORD), ip)).toMatchObject({ reason: "invalid" });
		expect(await attemptLogin(loginForm(email, PASSWORD), uniqueIp())).toMatchObject({ ok: true });
	});

	test("IPv6 addresses in one /64 are one place", async () => {
		const { email } = insertUser();
		const prefix = `2001:db8:${crypto.randomBytes(2).toString("hex")}:1`;
		const t0 = Date.now();
		for (let i = 0; i < 5; i += 1)
			await attemptLogin(loginForm(email, "wrongHarbour1"), `${prefix}::${i + 1}`, new Date(t0 + i));
		expect(await attemptLogin(loginForm(email, PASSWORD), `${prefix}::99`, new Date(t0 + 10))).toMatchObject({
			reason: "locked",
			lock: "wait",
		});
	});

	test("at the account-wide ceiling the owner is mailed a link, and the browser that opens it signs in", async () => {
		const { id, email } = insertUser();
		const now = Date.now();
		insertFailures(
			Array.from({ length: MAX_FAILURES_PER_ACCOUNT - 1 }, (_, i) => ({
				emailKey: email,
				ip: uniqueIp(),
				createdAt: new Date(now - (i + 1) * 1000),
			})),
		);
		expect(listOutbox({ to: email })).toHaveLength(0);
		const hundredth = await attemptLogin(
			loginForm(email, "wrongHarbour1"),
			{ ip: uniqueIp(), origin: "http://app.test" },
			new Date(now),
		);
		expect(hundredth).toMatchObject({ ok: false, reason: "invalid" });
		const mails = listOutbox({ to: email });
		expect(mails.map((m) => m.template)).toEqual(["loginUnlock"]);
		const link = new RegExp(`http://app\\.test${UNLOCK_PATH}/([\\w.-]+)`).exec(mails[0]!.text)?.[1];
		expect(link).toBeDefined();

		const ownerIp = uniqueIp();
		const later = new Date(now + 1000);
		expect(await attemptLogin(loginForm(email, PASSWORD), ownerIp, later)).toEqual({
			ok: false,
			reason: "locked",
			lock: "account",
		});
		const withCookie = (token: string) =>
			new Request("http://app.test/login", {
				method: "POST",
				headers: { Cookie: `lng=kr; ${UNLOCK_COOKIE}=${token}` },
			});
		expect(await attemptLogin(loginForm(email, PASSWORD), { ip: ownerIp, request: withCookie(link!) }, later)).toEqual({
			ok: true,
			userId: id,
			stayLoggedIn: false,
		});
		// the link is for this account only, and a forged one is nothing
		const other = insertUser();
		expect(
			await attemptLogin(loginForm(other.email, "wrongHarbour1"), { ip: ownerIp, request: withCookie(link!) }, later),
		).toMatchObject({ reason: "invalid" });
		expect(
			await attemptLogin(loginForm(email, PASSWORD), { ip: ownerIp, request: withCookie(`${link!}x`) }, later),
		).toMatchObject({ lock: "account" });
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
		const ok = await authenticator.authenticate(
			"form",
			postLogin(new URLSearchParams({ email, password: PASSWORD, remember: "on" }), ip),
		);
		expect(ok).toEqual({ ok: true, userId: id, stayLoggedIn: true });

		const bad = await authenticator.authenticate(
			"form",
			postLogin(new URLSearchParams({ email, password: "wrongHarbour1" }), ip),
		);
		expect(bad).toEqual({ ok: false, reason: "invalid", failures: 1 });
	});

	test("the client address comes from x-fp-client-ip", async () => {
		const ip = uniqueIp();
		const now = Date.now();
		insertFailures(
			Array.from({ length: MAX_FAILURES_PER_IP }, (_, i) => ({
				emailKey: uniqueEmail("spray"),
				ip,
				createdAt: new Date(now - (i + 1) * 1000),
			})),
		);
		const { email } = insertUser();
		const body = () => new URLSearchParams({ email, password: PASSWORD });
		expect(await authenticator.authenticate("form", postLogin(body(), ip))).toEqual({
			ok: false,
			reason: "locked",
			lock: "ip",
		});
		expect(await authenticator.authenticate("form", postLogin(body(), uniqueIp()))).toMatchObject({ ok: true });
	});
});

describe("a browser that has signed in before keeps signing in past the account-wide ceiling (decision 051)", () => {
	/** The cookie value a successful sign-in set (deviceCookie's Set-Cookie, name=value only). */
	const deviceOf = (setCookie: string) => setCookie.split(";")[0]!;
	const browser = (cookie: string) =>
		new Request("http://app.test/login", { method: "POST", headers: { Cookie: `lng=kr; ${cookie}` } });

	/** An account a stranger has run to the ceiling from many addresses. */
	function guardedAccount() {
		const user = insertUser();
		const now = Date.now();
		insertFailures(
			Array.from({ length: MAX_FAILURES_PER_ACCOUNT }, (_, i) => ({
				emailKey: user.email,
				ip: uniqueIp(),
				createdAt: new Date(now - (i + 1) * 1000),
			})),
		);
		return user;
	}

	test("the owner's browser passes, any other browser is asked for the mailed link", async () => {
		const { id, email } = guardedAccount();
		const device = deviceOf(deviceCookie(null, email));
		expect(await attemptLogin(loginForm(email, PASSWORD), { ip: uniqueIp(), request: browser(device) })).toEqual({
			ok: true,
			userId: id,
			stayLoggedIn: false,
		});
		expect(await attemptLogin(loginForm(email, PASSWORD), { ip: uniqueIp(), request: browser("") })).toEqual({
			ok: false,
			reason: "locked",
			lock: "account",
		});
		// the cookie lets the password be checked, nothing more
		expect(
			await attemptLogin(loginForm(email, "wrongHarbour1"), { ip: uniqueIp(), request: browser(device) }),
		).toMatchObject({ ok: false, reason: "invalid" });
	});

	test.each<[string, (email: string) => string]>([
		["another account's cookie", () => deviceOf(deviceCookie(null, uniqueEmail("someone")))],
		["a forged signature", (email) => `${deviceOf(deviceCookie(null, email)).slice(0, -3)}AAA`],
		["an expired cookie", (email) => deviceOf(deviceCookie(null, email, Date.now() - DEVICE_VALID_MS - 1000))],
		[
			"a tampered account list",
			(email) =>
				deviceOf(deviceCookie(null, email)).replace(/~([0-9a-f])/, (_, c: string) => `~${c === "0" ? "1" : "0"}`),
		],
		[
			"the unlock cookie's name with a device value",
			(email) => `${UNLOCK_COOKIE}=${deviceOf(deviceCookie(null, email)).slice(DEVICE_COOKIE.length + 1)}`,
		],
	])("%s does not pass", async (_name, make) => {
		const { email } = guardedAccount();
		expect(await attemptLogin(loginForm(email, PASSWORD), { ip: uniqueIp(), request: browser(make(email)) })).toEqual({
			ok: false,
			reason: "locked",
			lock: "account",
		});
	});

	test(`the cookie keeps the last ${DEVICE_MAX_ACCOUNTS} accounts signed in from the browser`, () => {
		const emails = Array.from({ length: DEVICE_MAX_ACCOUNTS + 1 }, (_, i) => uniqueEmail(`shared${i}`));
		let cookie = "";
		for (const email of emails) cookie = deviceOf(deviceCookie(browser(cookie), email));
		expect(emails.map((e) => isKnownDevice(browser(cookie), e))).toEqual([
			false,
			...Array<boolean>(DEVICE_MAX_ACCOUNTS).fill(true),
		]);
		const set = deviceCookie(null, emails[0]!);
		expect(set).toMatch(/HttpOnly/);
		expect(set).toMatch(/SameSite=Lax/);
		expect(set).toContain(`Max-Age=${DEVICE_VALID_MS / 1000}`);
		// the address itself is not in the cookie
		expect(decodeURIComponent(set)).not.toContain(emails[0]!);
	});
});
