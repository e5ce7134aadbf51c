// Integration: the staff dashboard's loader and the staff layout's loader with real Requests and
// sessions: staff only, one card per queue with its count and the oldest item's age, the nav counts.
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { queueCounts } from "#app/desk/queues.server.ts";
import { getDb } from "#db/client.ts";
import type { Role } from "#db/roles.ts";
import { users } from "#db/schema.ts";
import { DEMO, fclExport, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { loader } from "./index.tsx";
import { loader as layoutLoader } from "./layout.tsx";
import { routeArgs } from "#tests/route-request.ts";

const ROLES: Role[] = ["customer", "staff", "staff_admin", "customs_broker", "insurer"];

beforeAll(async () => {
	await seedQuoteWorld();
	for (const role of ROLES)
		getDb()
			.insert(users)
			.values({ id: `dh-${role}`, email: `${role}@desk-home.test`, name: `${role} of the desk`, role })
			.onConflictDoNothing()
			.run();
	// one manual quote waiting
	makeEstimate(DEMO.customer, fclExport({ destination: "AUSYD", containers: [{ type: "dv40", count: 1 }] }));
});

async function argsFor(role: Role, path = "/admin?lng=en") {
	const { setCookie } = await createSession(`dh-${role}`);
	return (await routeArgs(path, { cookies: [setCookie.split(";")[0]!] })) as never;
}

async function status(fn: () => Promise<unknown>): Promise<number> {
	try {
		await fn();
		return 200;
	} catch (error) {
		if (error instanceof Response) return error.status;
		if (error && typeof error === "object" && "init" in error)
			return (error as { init?: ResponseInit }).init?.status ?? 500;
		throw error;
	}
}

describe("access", () => {
	test.each(["customer", "customs_broker", "insurer"] as const)(
		"%s gets 403 from the dashboard and the layout",
		async (role) => {
			expect(await status(async () => loader(await argsFor(role)))).toBe(403);
			expect(await status(async () => layoutLoader(await argsFor(role)))).toBe(403);
		},
	);
});

describe("the dashboard", () => {
	test.each([
		["staff", false],
		["staff_admin", true],
	] as const)("%s sees every queue with its count and the oldest item's age", async (role, isAdmin) => {
		const data = await loader(await argsFor(role));
		expect(data.isAdmin).toBe(isAdmin);
		expect(data.queues.map((q) => q.queue)).toEqual(["manual_quotes", "negotiations", "bookings", "payments"]);
		const manual = data.queues[0]!;
		expect(manual.count).toBe(queueCounts().find((q) => q.queue === "manual_quotes")!.count);
		expect(manual.count).toBeGreaterThan(0);
		expect(manual.path).toBe("/admin/quotes");
		expect(manual.age?.key).toMatch(/^desk\.age\./);
		expect(manual.oldestIso).not.toBeNull();
		const nego = data.queues[1]!;
		expect([nego.count, nego.age, nego.oldestIso]).toEqual([0, null, null]);
		const bookings = data.queues[2]!;
		expect([bookings.path, bookings.count, bookings.age, bookings.oldestIso]).toEqual([
			"/admin/bookings",
			0,
			null,
			null,
		]);
	});

	test("the layout gives the nav the role and the queue counts", async () => {
		const staff = await layoutLoader(await argsFor("staff"));
		expect(staff.isAdmin).toBe(false);
		expect(staff.counts.manual_quotes).toBeGreaterThan(0);
		expect(staff.counts.negotiations).toBe(0);
		expect((await layoutLoader(await argsFor("staff_admin"))).isAdmin).toBe(true);
	});
});
