// A campaign's expiry by the one bound rule of typed dates (decision 052: a coupon expiring
// 9999-12-31 was stored): through the coupon desk's action, 400 with the translated field message and
// no campaign stored; a date five years ahead is still accepted.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { listCampaigns } from "#app/coupons/coupon-desk.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { action } from "./coupons/index.tsx";

beforeAll(async () => {
	await seedDemo(getDb());
});

const create = async (name: string, expireDate: string) => {
	const { setCookie } = await createSession("demo-staff");
	const form = {
		intent: "create",
		onceKey: newOnceKey(),
		name,
		consumeType: "all_booking_discount",
		discountAmount: "15000",
		availableTotalCost: "0",
		expireDate,
	};
	return outcome(async () =>
		action((await routeArgs("/admin/coupons", { cookies: [setCookie.split(";")[0]!], form })) as never),
	);
};

describe("a campaign's expiry is within reach", () => {
	test.each([
		["9999-12-31", "9999-12-31"],
		["six years ahead", addDays(seoulToday(), 6 * 366)],
	])("%s: 400 with the expiry's message, nothing stored", async (_name, expireDate) => {
		const name = `범위 밖 ${expireDate}`;
		const refused = await create(name, expireDate);
		expect(refused.status).toBe(400);
		expect(refused.data).toMatchObject({ errors: { expireDate: "desk.coupons.errors.date" } });
		expect(listCampaigns("kr").some((c) => c.name === name)).toBe(false);
		for (const locale of ["kr", "en", "vn"]) {
			const bundle = JSON.parse(readFileSync(`app/locales/${locale}.staff.json`, "utf8")) as {
				desk: { coupons: { errors: Record<string, string> } };
			};
			expect(bundle.desk.coupons.errors.date, locale).toMatch(/5|five|năm/);
		}
	});

	test("a date within five years is accepted", async () => {
		expect((await create("범위 안", addDays(seoulToday(), 4 * 365))).status).toBe(303);
	});
});
