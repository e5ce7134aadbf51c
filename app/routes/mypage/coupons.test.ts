// Integration: /mypage/coupons with real Requests and sessions in the worker's SQLite file. Any
// signed-in user may open it and sees only their own coupons; a staff member has none (an empty list,
// as on the quote list, not a refusal); a visitor goes to the login view.
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { getDb } from "#db/client.ts";
import { DEMO_USER_COUPON_IDS, seedDemoCoupons } from "#db/seed/demo-coupons.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { loader } from "./coupons.tsx";

beforeAll(async () => {
	await seedDemo(getDb());
	seedDemoCoupons(getDb());
});

async function argsFor(
	userId: string | null,
	path = "/mypage/coupons",
	params: Record<string, string> = {},
	lng = "kr",
) {
	const cookies = [`lng=${lng}`];
	if (userId) cookies.push((await createSession(userId)).setCookie.split(";")[0]!);
	return (await routeArgs(path, { cookies, params })) as never;
}

type Page = { selected: string | null; coupons: { id: string; number: string; name: string; status: string }[] };

describe("/mypage/coupons", () => {
	test("a customer sees their own coupons in the page's language; :id marks one", async () => {
		const page = (await outcome(async () =>
			loader(await argsFor("demo-customer", "/mypage/coupons/x", { id: DEMO_USER_COUPON_IDS.customerEvent }, "en")),
		)) as { status: number; data: Page };
		expect(page.status).toBe(200);
		expect(page.data.selected).toBe(DEMO_USER_COUPON_IDS.customerEvent);
		expect(page.data.coupons.map((c) => c.number)).toEqual(["CP-DEMO-EXPIRED", "CP-DEMO-SIGNUP1", "CP-DEMO-EVENT01"]);
		expect(page.data.coupons[2]).toMatchObject({ name: "5% off Vietnam routes", status: "available" });
	});

	test("a colleague of the same company sees only their own", async () => {
		const page = (await outcome(async () => loader(await argsFor("demo-colleague")))) as { data: Page };
		expect(page.data.coupons.map((c) => c.number)).toEqual(["CP-DEMO-SIGNUP2"]);
	});

	test("staff see an empty list", async () => {
		const page = (await outcome(async () => loader(await argsFor("demo-staff")))) as { status: number; data: Page };
		expect(page.status).toBe(200);
		expect(page.data.coupons).toEqual([]);
	});

	test("a visitor is sent to the login view", async () => {
		const page = await outcome(async () => loader(await argsFor(null)));
		expect(page.status).toBe(302);
		expect(page.location).toContain("/login?redirectTo=%2Fmypage%2Fcoupons");
	});
});
