// Integration: session rows in the worker's real SQLite file and real signed cookies.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import type { Role } from "#db/roles.ts";
import { companies, sessions, users } from "#db/schema.ts";
import { PERSISTENT_MS, STAFF_ABSOLUTE_MS, STAFF_IDLE_MS } from "./session-policy.ts";
import {
	createSession,
	endOtherSessions,
	endSession,
	findSessionUser,
	readSessionId,
	rotateSession,
} from "./session.server.ts";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

function insertUser(role: Role = "customer", extra: Partial<typeof users.$inferInsert> = {}) {
	const id = crypto.randomUUID();
	getDb()
		.insert(users)
		.values({ id, email: `${role}-${id}@session.test`, name: "Park Min", role, ...extra })
		.run();
	return id;
}

function sessionRow(id: string) {
	const row = getDb().select().from(sessions).where(eq(sessions.id, id)).get();
	if (!row) throw new Error(`no session ${id}`);
	return row;
}

function cookieExpires(setCookie: string): number | null {
	const match = /;\s*Expires=([^;]+)/i.exec(setCookie);
	return match ? Date.parse(match[1] as string) : null;
}

function requestWith(setCookie: string): Request {
	return new Request("http://app.test/", { headers: { Cookie: setCookie.split(";")[0] as string } });
}

describe("createSession", () => {
	test("a customer who stays logged in gets a 30-day dated cookie and a persistent row", async () => {
		const userId = insertUser();
		const now = new Date();
		const { id, setCookie } = await createSession(userId, { stayLoggedIn: true, now });
		const expires = cookieExpires(setCookie);
		expect(expires).not.toBeNull();
		// Expires has second precision
		expect(Math.abs(expires! - (now.getTime() + PERSISTENT_MS))).toBeLessThan(1000);
		expect(expires! - now.getTime()).toBeGreaterThan(29 * 24 * HOUR);
		expect(setCookie).toMatch(/HttpOnly/i);
		expect(setCookie).toMatch(/SameSite=Lax/i);
		expect(setCookie).toMatch(/Path=\//);
		const row = sessionRow(id);
		expect(row).toMatchObject({ userId, persistent: true, status: "success", endedAt: null });
		expect(row.expiresAt.getTime()).toBe(now.getTime() + PERSISTENT_MS);
		expect(row.lastSeenAt?.getTime()).toBe(now.getTime());
	});

	test("without stay-logged-in the cookie ends with the browser", async () => {
		const userId = insertUser();
		const now = new Date();
		const { id, setCookie } = await createSession(userId, { now });
		expect(setCookie).not.toMatch(/Expires=/i);
		expect(setCookie).not.toMatch(/Max-Age=/i);
		const row = sessionRow(id);
		expect(row.persistent).toBe(false);
		// the server still ends it within a day
		expect(row.expiresAt.getTime()).toBe(now.getTime() + 24 * HOUR);
	});

	test.each(["staff", "staff_admin"] as const)("%s is never persistent and ends after 12 hours", async (role) => {
		const userId = insertUser(role);
		const now = new Date();
		const { id, setCookie } = await createSession(userId, { stayLoggedIn: true, now });
		expect(setCookie).not.toMatch(/Expires=/i);
		expect(setCookie).not.toMatch(/Max-Age=/i);
		const row = sessionRow(id);
		expect(row.persistent).toBe(false);
		expect(row.expiresAt.getTime()).toBe(now.getTime() + STAFF_ABSOLUTE_MS);
		expect(STAFF_ABSOLUTE_MS).toBe(12 * HOUR);
	});

	test("ids carry 256 bits in base64url and differ on every call", async () => {
		const userId = insertUser();
		const ids = new Set<string>();
		for (let i = 0; i < 10; i++) {
			const { id } = await createSession(userId);
			expect(id).toMatch(/^[A-Za-z0-9_-]{43,}$/);
			ids.add(id);
		}
		expect(ids.size).toBe(10);
	});

	test("the cookie is signed: it reads back as the id, and a tampered one is refused", async () => {
		const userId = insertUser();
		const { id, setCookie } = await createSession(userId);
		expect(await readSessionId(requestWith(setCookie))).toBe(id);
		const pair = setCookie.split(";")[0] as string;
		const forged = new Request("http://app.test/", {
			headers: { Cookie: pair.replace(/=./, (m) => (m === "=A" ? "=B" : "=A")) },
		});
		expect(await readSessionId(forged)).toBeUndefined();
		expect(await readSessionId(new Request("http://app.test/"))).toBeUndefined();
	});

	test("an unknown user cannot get a session", async () => {
		await expect(createSession(crypto.randomUUID())).rejects.toThrow(/no user/);
	});
});

describe("findSessionUser", () => {
	test("returns the user with company and phone verification", async () => {
		const companyId = crypto.randomUUID();
		getDb().insert(companies).values({ id: companyId, name: "바른무역" }).run();
		const userId = insertUser("customer", {
			companyId,
			locale: "vn",
			phone: "01099998888",
			phoneVerifiedAt: new Date(),
		});
		const { id } = await createSession(userId);
		const user = await findSessionUser(id);
		expect(user).toEqual({
			id: userId,
			email: `customer-${userId}@session.test`,
			name: "Park Min",
			role: "customer",
			locale: "vn",
			companyId,
			partnerCompanyId: null,
			phone: "01099998888",
			phoneVerified: true,
			sessionId: id,
		});
	});

	test("a phone without a verification is not verified", async () => {
		const userId = insertUser("customer", { phone: "01099998888" });
		const { id } = await createSession(userId);
		expect(await findSessionUser(id)).toMatchObject({ companyId: null, phone: "01099998888", phoneVerified: false });
	});

	test("an unknown id is null", async () => {
		expect(await findSessionUser(crypto.randomBytes(32).toString("base64url"))).toBeNull();
	});

	test("a customer session ends at its absolute limit", async () => {
		const userId = insertUser();
		const t0 = new Date();
		const { id } = await createSession(userId, { now: t0 });
		expect(await findSessionUser(id, new Date(t0.getTime() + 24 * HOUR - 1))).not.toBeNull();
		expect(await findSessionUser(id, new Date(t0.getTime() + 24 * HOUR))).toBeNull();
	});

	test("a staff session idle for 31 minutes is over", async () => {
		const userId = insertUser("staff");
		const t0 = new Date();
		const { id } = await createSession(userId, { now: t0 });
		expect(await findSessionUser(id, new Date(t0.getTime() + 31 * MINUTE))).toBeNull();
	});

	test("an active staff session lives on, recording activity at most once a minute", async () => {
		const userId = insertUser("staff");
		const t0 = new Date();
		const { id } = await createSession(userId, { now: t0 });

		// within a minute: no write
		expect(await findSessionUser(id, new Date(t0.getTime() + 30 * 1000))).toMatchObject({ id: userId, role: "staff" });
		expect(sessionRow(id).lastSeenAt?.getTime()).toBe(t0.getTime());

		const t20 = new Date(t0.getTime() + 20 * MINUTE);
		expect(await findSessionUser(id, t20)).not.toBeNull();
		expect(sessionRow(id).lastSeenAt?.getTime()).toBe(t20.getTime());

		// 45 minutes after sign-in but only 25 after the last request
		const t45 = new Date(t0.getTime() + 45 * MINUTE);
		expect(await findSessionUser(id, t45)).not.toBeNull();
		// idle limit counts from the last recorded request
		expect(await findSessionUser(id, new Date(t45.getTime() + STAFF_IDLE_MS))).toBeNull();
	});

	test("a staff session ends after 12 hours even when active", async () => {
		const userId = insertUser("staff_admin");
		const t0 = new Date();
		const { id } = await createSession(userId, { now: t0 });
		for (let t = 20 * MINUTE; t < STAFF_ABSOLUTE_MS; t += 20 * MINUTE)
			expect(await findSessionUser(id, new Date(t0.getTime() + t))).not.toBeNull();
		expect(await findSessionUser(id, new Date(t0.getTime() + STAFF_ABSOLUTE_MS))).toBeNull();
	});

	test("a customer session records no activity", async () => {
		const userId = insertUser();
		const t0 = new Date();
		const { id } = await createSession(userId, { now: t0 });
		expect(await findSessionUser(id, new Date(t0.getTime() + 2 * HOUR))).not.toBeNull();
		expect(sessionRow(id).lastSeenAt?.getTime()).toBe(t0.getTime());
	});
});

describe("ending sessions", () => {
	test("endSession marks it quitting for good", async () => {
		const userId = insertUser();
		const { id } = await createSession(userId);
		const at = new Date();
		endSession(id, at);
		const row = sessionRow(id);
		expect(row.status).toBe("quitting");
		expect(row.endedAt?.getTime()).toBe(at.getTime());
		expect(await findSessionUser(id)).toBeNull();
	});

	test("endOtherSessions keeps the given session and ends the rest of that user's only", async () => {
		const userId = insertUser();
		const otherUser = insertUser();
		const keep = await createSession(userId);
		const a = await createSession(userId, { stayLoggedIn: true });
		const b = await createSession(userId);
		const unrelated = await createSession(otherUser);
		endOtherSessions(userId, keep.id);
		expect(await findSessionUser(keep.id)).not.toBeNull();
		expect(await findSessionUser(a.id)).toBeNull();
		expect(await findSessionUser(b.id)).toBeNull();
		expect(await findSessionUser(unrelated.id)).not.toBeNull();
		expect(sessionRow(a.id).status).toBe("quitting");
	});

	test("endOtherSessions with no session to keep ends all of them", async () => {
		const userId = insertUser();
		const a = await createSession(userId);
		const b = await createSession(userId);
		endOtherSessions(userId, null);
		expect(await findSessionUser(a.id)).toBeNull();
		expect(await findSessionUser(b.id)).toBeNull();
	});
});

describe("rotateSession", () => {
	test.each([true, false])(
		"stayLoggedIn=%s: a new id, the old one and the others dead, the choice kept",
		async (stayLoggedIn) => {
			const userId = insertUser();
			const old = await createSession(userId, { stayLoggedIn });
			const other = await createSession(userId);
			const next = await rotateSession(old.id, userId);
			expect(next.id).not.toBe(old.id);
			expect(await findSessionUser(old.id)).toBeNull();
			expect(await findSessionUser(other.id)).toBeNull();
			expect(await findSessionUser(next.id)).toMatchObject({ id: userId, sessionId: next.id });
			expect(sessionRow(next.id).persistent).toBe(stayLoggedIn);
			expect(cookieExpires(next.setCookie) !== null).toBe(stayLoggedIn);
			expect(await readSessionId(requestWith(next.setCookie))).toBe(next.id);
		},
	);
});
