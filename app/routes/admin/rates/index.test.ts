// Integration: the /admin/rates list loader with real Requests and sessions over the demo rates:
// staff only, and a trucking row's district with its romanised name on English and Vietnamese
// screens while the Korean name, which the sheets use, stays beside it.
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { getDb } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { seedQuoteWorld } from "#tests/quote-world.ts";
import { loader } from "./index.tsx";
import { routeArgs } from "#tests/route-request.ts";

beforeAll(async () => {
	await seedQuoteWorld();
	getDb()
		.insert(users)
		.values({ id: "rl-staff", email: "staff@rates-list.test", name: "staff", role: "staff" })
		.onConflictDoNothing()
		.run();
	getDb()
		.insert(users)
		.values({ id: "rl-customer", email: "customer@rates-list.test", name: "customer", role: "customer" })
		.onConflictDoNothing()
		.run();
});

async function load(userId: string, query: string) {
	const { setCookie } = await createSession(userId);
	return loader((await routeArgs(`/admin/rates?${query}`, { cookies: [setCookie.split(";")[0]!] })) as never);
}

const districtsOf = (data: Awaited<ReturnType<typeof load>>) => {
	const at = data.columns.indexOf("district");
	return data.rows.map((r) => r.cells[at]).filter(Boolean);
};

describe("trucking districts", () => {
	test.each([
		["kr", "강남구"],
		["en", "Gangnam-gu (강남구)"],
		["vn", "Gangnam-gu (강남구)"],
	])("%s shows %s", async (lng, expected) => {
		const data = await load("rl-staff", `kind=trucking&lng=${lng}`);
		expect(districtsOf(data)).toContain(expected);
	});

	test("a customer is refused", async () => {
		await expect(load("rl-customer", "kind=trucking")).rejects.toMatchObject({ init: { status: 403 } });
	});
});

// the list reads codes and ISO dates out in the page's language
describe("readable cells", () => {
	test.each([
		["vn", "20FT hàng khô", "Chuyển tải", "1 thg 10, 2026"],
		["en", "20FT dry", "Transhipment", "Oct 1, 2026"],
	] as const)("%s: container, routing and dates", async (locale, container, routing, date) => {
		const { renderRoute } = await import("#tests/render-route.tsx");
		const list = await import("./index.tsx");
		const { setCookie } = await createSession("rl-staff");
		const page = await renderRoute(list, "/admin/rates", "/admin/rates?kind=fcl", {
			cookies: [setCookie.split(";")[0]!],
			locale,
		});
		const cells = [...page.html.matchAll(/<td[^>]*><div>([^<]*)<\/div><\/td>/g)].map((m) => m[1]);
		expect(cells).toContain(container);
		expect(cells).toContain(routing);
		expect(cells).toContain(date);
		expect(cells).not.toContain("dv20");
		expect(cells).not.toContain("transhipment");
		expect(cells.some((c) => /^\d{4}-\d{2}-\d{2}$/.test(c ?? ""))).toBe(false);
	});
});
