// Integration: /admin/settings with real Requests and sessions in the worker's SQLite file: only
// staff_admin may read or change the quote validity; invalid input is a 400 with translated message
// keys and stores nothing; a change is stored with who and when and applies to the next quote.
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { quoteValidityDays, quoteValiditySettings } from "#app/pricing/store/validity.server.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { getDb } from "#db/client.ts";
import type { Role } from "#db/roles.ts";
import { quoteValidity, users } from "#db/schema.ts";
import { fclExport, seedQuoteWorld } from "#tests/quote-world.ts";
import { action, loader } from "./settings.tsx";
import { outcome, routeArgs } from "#tests/route-request.ts";

const ROLES: Role[] = ["customer", "staff", "staff_admin", "customs_broker", "insurer"];

beforeAll(async () => {
	await seedQuoteWorld();
	for (const role of ROLES)
		getDb()
			.insert(users)
			.values({ id: `qs-${role}`, email: `${role}@settings.test`, name: `${role} of settings`, role })
			.onConflictDoNothing()
			.run();
});

afterEach(() => {
	getDb().delete(quoteValidity).run();
});

async function argsFor(role: Role, form?: Record<string, string>) {
	const { setCookie } = await createSession(`qs-${role}`);
	return (await routeArgs("/admin/settings", { cookies: [setCookie.split(";")[0]!], form })) as never;
}

describe("access", () => {
	test.each(ROLES.filter((r) => r !== "staff_admin"))(
		"%s gets 403 from the loader and the action, and nothing changes",
		async (role) => {
			expect((await outcome(async () => loader(await argsFor(role)))).status).toBe(403);
			expect((await outcome(async () => action(await argsFor(role, { sea: "30", air: "3" })))).status).toBe(403);
			expect(quoteValidityDays("sea")).toBe(14);
		},
	);

	test("staff_admin sees the defaults before anyone changed them", async () => {
		const got = await outcome(async () => loader(await argsFor("staff_admin")));
		expect(got.status).toBe(200);
		const settings = (got.data as { settings: { mode: string; days: number; isDefault: boolean; changed: unknown }[] })
			.settings;
		expect(settings.map((s) => [s.mode, s.days, s.isDefault, s.changed])).toEqual([
			["sea", 14, true, null],
			["air", 7, true, null],
		]);
	});
});

describe("saving", () => {
	test("a valid change is stored with who and when, redirects 303, and the next quote uses it", async () => {
		const before = Date.now();
		const got = await outcome(async () => action(await argsFor("staff_admin", { sea: "10", air: "5" })));
		expect([got.status, got.location]).toEqual([303, "/admin/settings?done=saved"]);
		const rows = getDb().select().from(quoteValidity).all();
		expect(rows.map((r) => [r.mode, r.days, r.updatedBy]).sort()).toEqual([
			["air", 5, "qs-staff_admin"],
			["sea", 10, "qs-staff_admin"],
		]);
		expect(rows.every((r) => r.updatedAt.getTime() >= before)).toBe(true);
		expect(quoteValiditySettings().find((s) => s.mode === "sea")).toMatchObject({
			days: 10,
			isDefault: false,
			updatedByName: "staff_admin of settings",
		});

		// the wizard, booking check and partner API price through priceFromDb: 10 days from today
		const result = priceFromDb(fclExport());
		expect(result.ok).toBe(true);
		if (result.ok) for (const o of result.options) expect(o.validUntil <= addDays(seoulToday(), 10)).toBe(true);
		if (result.ok) expect(result.options.some((o) => o.validUntil === addDays(seoulToday(), 10))).toBe(true);
	});

	test("the same values again change nothing (a double submit has one effect)", async () => {
		await outcome(async () => action(await argsFor("staff_admin", { sea: "21", air: "7" })));
		const first = getDb().select().from(quoteValidity).where(eq(quoteValidity.mode, "sea")).get()!;
		const again = await outcome(async () => action(await argsFor("staff_admin", { sea: "21", air: "7" })));
		expect(again.location).toBe("/admin/settings?done=unchanged");
		expect(getDb().select().from(quoteValidity).where(eq(quoteValidity.mode, "sea")).get()).toEqual(first);
		// air stayed at its default, so no row was written for it
		expect(getDb().select().from(quoteValidity).where(eq(quoteValidity.mode, "air")).get()).toBeUndefined();
	});

	test.each([
		[{ sea: "0", air: "7" }, "sea"],
		[{ sea: "91", air: "7" }, "sea"],
		[{ sea: "14", air: "2.5" }, "air"],
		[{ sea: "", air: "7" }, "sea"],
		[{ sea: "14", air: "abc" }, "air"],
	])("%j is refused with 400 on %s and stores nothing", async (form, field) => {
		const got = await outcome(async () => action(await argsFor("staff_admin", form)));
		expect(got.status).toBe(400);
		const error = (got.data as { result: { error: Record<string, string[]> } }).result.error;
		expect(error[field]).toEqual(["desk.settings.errors.days"]);
		expect(getDb().select().from(quoteValidity).all()).toEqual([]);
	});
});

describe("priceFromDb and the defaults", () => {
	test("without a setting, a sea quote holds 14 days from the quote date at most", () => {
		const result = priceFromDb(fclExport(), "2026-11-23");
		expect(result.ok).toBe(true);
		if (result.ok) for (const o of result.options) expect(o.validUntil <= "2026-12-07").toBe(true);
	});

	test("an air quote holds 7 days by default", () => {
		const air = {
			...fclExport(),
			mode: "air",
			cargoType: undefined,
			containers: undefined,
			origin: "ICN",
			destination: "HAN",
			packages: [{ count: 2, lengthCm: 100, widthCm: 80, heightCm: 60, weightKg: 150 }],
		};
		const result = priceFromDb(air as never, seoulToday());
		expect(result.ok, JSON.stringify(!result.ok && result.reason)).toBe(true);
		if (result.ok) for (const o of result.options) expect(o.validUntil <= addDays(seoulToday(), 7)).toBe(true);
	});
});
