// Test fixtures: sign in as a demo user by creating a real session row in the server's database and
// handing the browser the same signed cookie the server would set (fast, for tests about something
// else; the account journeys in accounts.spec.ts go through the real forms). Fresh users and the
// outbox reader keep each journey independent of the others and of the other project's run.
import crypto from "node:crypto";
import Database from "better-sqlite3";
import {
	type APIRequestContext,
	type BrowserContext,
	type Locator,
	type Page,
	type TestInfo,
	test as base,
	expect,
} from "@playwright/test";
import { createCookie } from "react-router";
import { addDays, seoulMoment, seoulToday } from "#app/calendar/calendar.ts";
import { E2E_BASE_URL, E2E_DATABASE, E2E_SESSION_SECRET } from "./config.ts";

export const DEMO_USER_IDS = {
	customer: "demo-customer",
	staff: "demo-staff",
	staff_admin: "demo-admin",
	customs_broker: "demo-broker",
	insurer: "demo-insurer",
	// a broker of another customs company (demo-broker-b-co), never assigned what demo-broker-co was
	broker2: "demo-broker-b",
	// a customer of the second demo company, to prove companies never see each other's records
	other_customer: "demo-customer-b",
} as const;
export type DemoRole = keyof typeof DEMO_USER_IDS;

const sessionCookie = createCookie("fp_session", {
	path: "/",
	httpOnly: true,
	sameSite: "lax",
	secrets: [E2E_SESSION_SECRET],
});

/** Opens the e2e server's database for a test's own setup or checks (closed again afterwards). */
export function withDatabase<T>(fn: (db: Database.Database) => T): T {
	const db = new Database(E2E_DATABASE);
	db.pragma("busy_timeout = 5000");
	try {
		return fn(db);
	} finally {
		db.close();
	}
}

/** Creates a session for any user and returns its id and the Cookie header value. */
export async function sessionCookieForUser(userId: string): Promise<{ id: string; cookie: string }> {
	const id = crypto.randomBytes(32).toString("base64url");
	withDatabase((db) =>
		db
			.prepare("insert into sessions (id, user_id, expires_at) values (?, ?, ?)")
			.run(id, userId, Date.now() + 60 * 60 * 1000),
	);
	const serialized = await sessionCookie.serialize(id);
	return { id, cookie: serialized.split(";")[0] as string };
}

/** Creates a session for the demo user and returns the Cookie header value. */
export function sessionCookieFor(role: DemoRole): Promise<{ id: string; cookie: string }> {
	return sessionCookieForUser(DEMO_USER_IDS[role]);
}

export function endSession(id: string): void {
	withDatabase((db) => db.prepare("delete from sessions where id = ?").run(id));
}

export function signIn(context: BrowserContext, role: DemoRole): Promise<string> {
	return signInAs(context, DEMO_USER_IDS[role]);
}

/** Signs this browser context in as any user (e.g. one made by createUser). */
export async function signInAs(context: BrowserContext, userId: string): Promise<string> {
	const { id, cookie } = await sessionCookieForUser(userId);
	const eq = cookie.indexOf("=");
	await context.addCookies([
		{ name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url: E2E_BASE_URL, httpOnly: true, sameSite: "Lax" },
	]);
	return id;
}

let counter = 0;

/** A unique address per call, per project and per run, so parallel journeys never share an account. */
export function uniqueEmail(prefix: string, project: string): string {
	counter += 1;
	return `${prefix}-${project}-${Date.now().toString(36)}-${process.pid}-${counter}@e2e.kr`;
}

export type TestUser = { id: string; email: string; password: string; companyId: string };

/** A customer with its own company, created directly in the database (argon2id, as sign-up does). */
export async function createUser(
	project: string,
	options: { emailVerified?: boolean; phoneVerified?: boolean; password?: string; prefix?: string } = {},
): Promise<TestUser> {
	const { hashPassword } = await import("#app/accounts/password.server.ts");
	const password = options.password ?? "pass1234word";
	const email = uniqueEmail(options.prefix ?? "user", project);
	const id = crypto.randomUUID();
	const companyId = crypto.randomUUID();
	const hash = await hashPassword(password);
	const now = Date.now();
	withDatabase((db) => {
		db.prepare("insert into companies (id, name) values (?, ?)").run(companyId, `E2E ${counter}`);
		db.prepare(
			"insert into users (id, email, name, role, locale, company_id, phone, phone_verified_at, email_verified_at, password_hash) values (?, ?, ?, 'customer', 'kr', ?, ?, ?, ?, ?)",
		).run(
			id,
			email,
			"테스트 사용자",
			companyId,
			"01077778888",
			options.phoneVerified ? now : null,
			options.emailVerified === false ? null : now,
			hash,
		);
	});
	return { id, email, password, companyId };
}

export function addBranch(companyId: string, name: string): string {
	const id = crypto.randomUUID();
	withDatabase((db) =>
		db
			.prepare("insert into branches (id, company_id, name, address) values (?, ?, ?, ?)")
			.run(id, companyId, name, "서울"),
	);
	return id;
}

type OutboxEntry = { channel: "email" | "sms"; to: string; subject: string | null; text: string; template: string };

/** The newest message to `to` of `template`, read the way a developer would: from /dev/outbox.json. */
export async function latestMessage(request: APIRequestContext, to: string, template: string): Promise<OutboxEntry> {
	let found: OutboxEntry | undefined;
	await expect
		.poll(async () => {
			const list = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as OutboxEntry[];
			found = list.find((m) => m.template === template);
			return Boolean(found);
		})
		.toBe(true);
	return found as OutboxEntry;
}

/** Every message to `to` of `template` whose text names `path`, once there are `count` (polled: mail goes after the redirect). */
export async function mailsAbout(
	request: APIRequestContext,
	to: string,
	template: string,
	path: string,
	count: number,
): Promise<OutboxEntry[]> {
	let found: OutboxEntry[] = [];
	await expect
		.poll(async () => {
			const list = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as OutboxEntry[];
			found = list.filter((m) => m.template === template && m.text.includes(path));
			return found.length;
		})
		.toBe(count);
	return found;
}

/** The first link to this server in a message's text. */
export function linkIn(message: OutboxEntry, path: RegExp): string {
	const url = message.text.match(/https?:\/\/\S+/g)?.find((u) => path.test(new URL(u).pathname));
	if (!url) throw new Error(`no link matching ${path} in: ${message.text}`);
	const { pathname, search } = new URL(url);
	return pathname + search;
}

/** With JavaScript on, waits until the app has hydrated (the shell's size class is set by an effect). */
export async function ready(page: Page, javaScriptEnabled: boolean | undefined): Promise<void> {
	if (javaScriptEnabled !== false) await expect(page.locator(".shell")).toHaveAttribute("data-size", /.+/);
}

/**
 * When the browser painted the page's first text: waits for its "first-contentful-paint" entry, which
 * the browser reports a moment after the paint itself (even after the load event), and returns its
 * start time in ms.
 */
export async function firstContentfulPaint(page: Page): Promise<number> {
	const read = () =>
		page.evaluate(
			() => performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint")?.startTime ?? null,
		);
	await expect.poll(read).not.toBeNull();
	return (await read())!;
}

/**
 * After a form's error answer shows, with JavaScript: Conform writes the values that were sent back
 * into the fields in an effect just after the message paints, so a field typed into at once can be
 * set back. Humans are slower than that; tests wait for the page to settle before typing again.
 */
export async function settled(page: Page, javaScriptEnabled: boolean | undefined): Promise<void> {
	if (javaScriptEnabled !== false) await page.waitForLoadState("networkidle");
}

/**
 * A menu that scrolls sideways (the staff tabs, My page's menu on a phone): with JavaScript its current
 * entry lies wholly inside the strip once the page's script has moved it there (app/shell/current-in-view.ts);
 * without it the strip starts at its first entry.
 */
export async function expectCurrentInStrip(strip: Locator, javaScriptEnabled: boolean | undefined): Promise<void> {
	expect(await strip.evaluate((s) => s.scrollWidth > s.clientWidth)).toBe(true);
	if (javaScriptEnabled === false) {
		expect(await strip.evaluate((s) => s.scrollLeft)).toBe(0);
		return;
	}
	const box = (await strip.boundingBox())!;
	await expect(async () => {
		const entry = (await strip.locator('[aria-current="page"]').boundingBox())!;
		expect(entry.x).toBeGreaterThanOrEqual(box.x - 1);
		expect(entry.x + entry.width).toBeLessThanOrEqual(box.x + box.width + 1);
	}).toPass({ timeout: 15_000 });
}

/** Milliseconds from `now` to the next 00:00 in Seoul, by the app's own Seoul calendar. */
function msToSeoulMidnight(now: Date): number {
	return seoulMoment(addDays(seoulToday(now), 1)).getTime() - now.getTime();
}

/**
 * The journeys take "today" in Seoul when they start (a cargo-ready date, an ETD ten days on) and submit
 * it minutes later; the server judges it by its own Seoul day. A run that crosses Seoul's midnight (15:00
 * UTC) then sees yesterday's date refused or a nine-day gap where ten were written. So a test that could
 * still be running at midnight waits for the new day first, with its budget lengthened by the wait: the
 * window is the test's own timeout, which the long journeys set for their file
 * (`test.describe.configure`), so it is known here, before the test body runs.
 */
async function clearOfSeoulMidnight(testInfo: TestInfo): Promise<void> {
	const left = msToSeoulMidnight(new Date());
	if (left >= testInfo.timeout) return;
	const wait = left + 2_000;
	testInfo.setTimeout(testInfo.timeout + wait);
	await new Promise((resolve) => setTimeout(resolve, wait));
}

export const test = base.extend<{ seoulDayHolds: void }>({
	seoulDayHolds: [
		// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
		async ({}, use, testInfo) => {
			await clearOfSeoulMidnight(testInfo);
			await use();
		},
		{ auto: true },
	],
});
export { expect };
