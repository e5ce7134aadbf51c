// Test fixtures: sign in as a demo user by creating a real session row in the server's database and
// handing the browser the same signed cookie the server would set. (The sign-in form arrives with
// the accounts issue; its own tests will go through the form.)
import crypto from "node:crypto";
import Database from "better-sqlite3";
import { test as base, type BrowserContext, expect } from "@playwright/test";
import { createCookie } from "react-router";
import { E2E_BASE_URL, E2E_DATABASE, E2E_SESSION_SECRET } from "./config.ts";

export const DEMO_USER_IDS = {
	customer: "demo-customer",
	staff: "demo-staff",
	staff_admin: "demo-admin",
	customs_broker: "demo-broker",
	insurer: "demo-insurer",
} as const;
export type DemoRole = keyof typeof DEMO_USER_IDS;

const sessionCookie = createCookie("fp_session", { path: "/", httpOnly: true, sameSite: "lax", secrets: [E2E_SESSION_SECRET] });

function withDatabase<T>(fn: (db: Database.Database) => T): T {
	const db = new Database(E2E_DATABASE);
	db.pragma("busy_timeout = 5000");
	try {
		return fn(db);
	} finally {
		db.close();
	}
}

/** Creates a session for the demo user and returns the Cookie header value. */
export async function sessionCookieFor(role: DemoRole): Promise<{ id: string; cookie: string }> {
	const id = crypto.randomBytes(32).toString("base64url");
	withDatabase((db) =>
		db
			.prepare("insert into sessions (id, user_id, expires_at) values (?, ?, ?)")
			.run(id, DEMO_USER_IDS[role], Date.now() + 60 * 60 * 1000),
	);
	const serialized = await sessionCookie.serialize(id);
	return { id, cookie: serialized.split(";")[0] as string };
}

export function endSession(id: string): void {
	withDatabase((db) => db.prepare("delete from sessions where id = ?").run(id));
}

export async function signIn(context: BrowserContext, role: DemoRole): Promise<string> {
	const { id, cookie } = await sessionCookieFor(role);
	const eq = cookie.indexOf("=");
	await context.addCookies([
		{ name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url: E2E_BASE_URL, httpOnly: true, sameSite: "Lax" },
	]);
	return id;
}

export const test = base;
export { expect };
