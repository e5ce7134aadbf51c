// Integration: the /admin/api-keys loader and action with real Requests, sessions and cookies in the
// worker's SQLite file: who may use it, the key shown exactly once, one key per form, revocation.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import type { Role } from "#db/roles.ts";
import { apiKeys, users } from "#db/schema.ts";
import { API_KEY_PATTERN, authenticateApiKey, listApiKeys } from "#app/api/keys.server.ts";
import { createSession } from "#app/auth/session.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { action, loader } from "./api-keys.tsx";
import { type RouteArgs as Args, outcome, routeArgs } from "#tests/route-request.ts";

const ROLES: Role[] = ["customer", "staff", "staff_admin", "customs_broker", "insurer"];

beforeAll(() => {
	for (const role of ROLES)
		getDb()
			.insert(users)
			.values({ id: `ak-${role}`, email: `${role}@api-keys.test`, name: `${role} user`, role })
			.onConflictDoNothing()
			.run();
	getDb()
		.insert(users)
		.values({ id: "ak-admin-2", email: "admin2@api-keys.test", name: "second admin", role: "staff_admin" })
		.onConflictDoNothing()
		.run();
});

async function sessionOf(userId: string): Promise<string> {
	const { setCookie } = await createSession(userId);
	return setCookie.split(";")[0]!;
}

const argsFor = (url: string, options: { cookies?: string[]; form?: Record<string, string> } = {}): Promise<Args> =>
	routeArgs(url, options);

type LoaderData = {
	keys: { id: string; name: string; revokedAt: Date | null }[];
	newKey: { name: string; key: string } | null;
	confirmRevoke: { id: string; name: string } | null;
	done: string | null;
	onceKey: string;
};

const callLoader = async (args: Args) => outcome(() => loader(args as never));
const callAction = async (args: Args) => outcome(() => action(args as never));

function cookiePair(setCookie: string | null): string {
	return (setCookie ?? "").split(";")[0]!;
}

describe("access", () => {
	test.each(ROLES.filter((r) => r !== "staff_admin"))("%s gets 403 from the loader and the action", async (role) => {
		const cookie = await sessionOf(`ak-${role}`);
		expect((await callLoader(await argsFor("/admin/api-keys", { cookies: [cookie] }))).status).toBe(403);
		const posted = await callAction(
			await argsFor("/admin/api-keys", {
				cookies: [cookie],
				form: { intent: "create", name: "Sneaky", ratePerMinute: "10", onceKey: newOnceKey() },
			}),
		);
		expect(posted.status).toBe(403);
		expect(listApiKeys().some((k) => k.name === "Sneaky")).toBe(false);
	});

	test("a visitor is sent to the login page, from the loader and from the action", async () => {
		const page = await callLoader(await argsFor("/admin/api-keys"));
		expect(page.status).toBe(302);
		expect(page.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%2Fapi-keys");
		const posted = await callAction(await argsFor("/admin/api-keys", { form: { intent: "revoke", keyId: "x" } }));
		expect(posted.status).toBe(302);
	});
});

describe("creating a key", () => {
	test("the key is shown once, to the admin who made it, after the redirect", async () => {
		const admin = await sessionOf("ak-staff_admin");
		const created = await callAction(
			await argsFor("/admin/api-keys", {
				cookies: [admin],
				form: { intent: "create", name: "  Partner Hanoi ", ratePerMinute: "5", onceKey: newOnceKey() },
			}),
		);
		expect(created.status).toBe(303);
		expect(created.headers.get("Location")).toBe("/admin/api-keys");
		const setCookie = created.headers.get("Set-Cookie")!;
		expect(setCookie).toMatch(/^fp_new_api_key=/);
		expect(setCookie).toMatch(/Path=\/admin;/);
		expect(setCookie).toMatch(/HttpOnly/);
		expect(setCookie).toMatch(/SameSite=Strict/);
		expect(setCookie).toMatch(/Max-Age=120/);
		expect(setCookie).not.toMatch(/fpk_/); // signed and encoded, not the key in plain sight

		const row = listApiKeys().find((k) => k.name === "Partner Hanoi")!;
		expect(row).toMatchObject({ ratePerMinute: 5, createdByName: "staff_admin user", revokedAt: null });

		// another admin in the same browser does not see it, and the cookie is cleared anyway
		const other = await callLoader(
			await argsFor("/admin/api-keys", { cookies: [await sessionOf("ak-admin-2"), cookiePair(setCookie)] }),
		);
		expect((other.data as LoaderData).newKey).toBeNull();

		const shown = await callLoader(await argsFor("/admin/api-keys", { cookies: [admin, cookiePair(setCookie)] }));
		const data = shown.data as LoaderData;
		expect(data.newKey?.name).toBe("Partner Hanoi");
		expect(data.newKey?.key).toMatch(API_KEY_PATTERN);
		expect(authenticateApiKey(`Bearer ${data.newKey!.key}`)).toMatchObject({
			ok: true,
			key: { id: row.id, ratePerMinute: 5 },
		});
		expect(shown.headers.get("Set-Cookie")).toMatch(/^fp_new_api_key=;.*Max-Age=0/);
		expect(shown.headers.get("Cache-Control")).toBe("no-store");

		// the next view (the cookie is gone) shows the list only
		const again = await callLoader(await argsFor("/admin/api-keys", { cookies: [admin] }));
		expect((again.data as LoaderData).newKey).toBeNull();
		expect(again.headers.get("Set-Cookie")).toBeNull();
		expect((again.data as LoaderData).keys.map((k) => k.id)).toContain(row.id);
	});

	test.each([
		[{ name: "A", ratePerMinute: "60" }, "name", "apiKeys.errors.nameLength"],
		[{ name: "x".repeat(61), ratePerMinute: "60" }, "name", "apiKeys.errors.nameLength"],
		[{ name: "", ratePerMinute: "60" }, "name", "apiKeys.errors.nameRequired"],
		[{ name: "Rate zero", ratePerMinute: "0" }, "ratePerMinute", "apiKeys.errors.rate"],
		[{ name: "Rate high", ratePerMinute: "6001" }, "ratePerMinute", "apiKeys.errors.rate"],
		[{ name: "Rate half", ratePerMinute: "1.5" }, "ratePerMinute", "apiKeys.errors.rate"],
		[{ name: "Rate text", ratePerMinute: "many" }, "ratePerMinute", "apiKeys.errors.rate"],
	])("%j is refused with 400 (%s: %s) and creates nothing", async (fields, field, message) => {
		const before = listApiKeys().length;
		const admin = await sessionOf("ak-staff_admin");
		const result = await callAction(
			await argsFor("/admin/api-keys", {
				cookies: [admin],
				form: { intent: "create", onceKey: newOnceKey(), ...fields },
			}),
		);
		expect(result.status).toBe(400);
		expect((result.data as { result: { error: Record<string, string[]> } }).result.error[field]).toContain(message);
		expect(listApiKeys().length).toBe(before);
	});

	test("the same form sent twice creates one key; the second goes to the 'already sent' notice", async () => {
		const admin = await sessionOf("ak-staff_admin");
		const form = { intent: "create", name: "Double click", ratePerMinute: "60", onceKey: newOnceKey() };
		const first = await callAction(await argsFor("/admin/api-keys", { cookies: [admin], form }));
		const second = await callAction(await argsFor("/admin/api-keys", { cookies: [admin], form }));
		expect(first.status).toBe(303);
		expect(second.status).toBe(303);
		expect(second.headers.get("Location")).toBe("/admin/api-keys?done=duplicate");
		expect(second.headers.get("Set-Cookie")).toBeNull();
		expect(listApiKeys().filter((k) => k.name === "Double click")).toHaveLength(1);
	});
});

describe("revoking a key", () => {
	test("?revoke= asks first; the POST revokes, records who, and the key stops working", async () => {
		const admin = await sessionOf("ak-staff_admin");
		await callAction(
			await argsFor("/admin/api-keys", {
				cookies: [admin],
				form: { intent: "create", name: "To revoke", ratePerMinute: "60", onceKey: newOnceKey() },
			}),
		);
		const row = listApiKeys().find((k) => k.name === "To revoke")!;

		const asking = await callLoader(await argsFor(`/admin/api-keys?revoke=${row.id}`, { cookies: [admin] }));
		expect((asking.data as LoaderData).confirmRevoke).toMatchObject({ id: row.id, name: "To revoke" });
		// nothing happens on the GET
		expect(getDb().select().from(apiKeys).where(eq(apiKeys.id, row.id)).get()!.revokedAt).toBeNull();

		const revoked = await callAction(
			await argsFor("/admin/api-keys", { cookies: [admin], form: { intent: "revoke", keyId: row.id } }),
		);
		expect(revoked.status).toBe(303);
		expect(revoked.headers.get("Location")).toBe("/admin/api-keys?done=revoked");
		const after = listApiKeys().find((k) => k.id === row.id)!;
		expect(after.revokedAt).toBeInstanceOf(Date);
		expect(after.revokedByName).toBe("staff_admin user");

		// a revoked key is not offered for revocation again
		const again = await callLoader(await argsFor(`/admin/api-keys?revoke=${row.id}`, { cookies: [admin] }));
		expect((again.data as LoaderData).confirmRevoke).toBeNull();
	});

	test("an unknown key is 404; an unknown intent is 400", async () => {
		const admin = await sessionOf("ak-staff_admin");
		expect(
			(
				await callAction(
					await argsFor("/admin/api-keys", { cookies: [admin], form: { intent: "revoke", keyId: "nope" } }),
				)
			).status,
		).toBe(404);
		expect(
			(await callAction(await argsFor("/admin/api-keys", { cookies: [admin], form: { intent: "explode" } }))).status,
		).toBe(400);
	});
});
