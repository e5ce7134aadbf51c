// The booking-complete page's next steps: the documents step links to the
// shipment's upload page instead of "our team will tell you how", and an air booking promises a flight
// schedule, never a sailing one; in kr, en and vn.
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { book } from "#app/quotes/booking.server.ts";
import { DEMO, bookingFields, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import * as done from "./estimate-booking-done.tsx";

const TODAY = seoulToday(new Date());
const { customer } = DEMO;
let cookie = "";
const ids = { sea: "", air: "" };

const form = () => bookingFields(addDays(TODAY, 3));

beforeAll(async () => {
	await seedQuoteWorld();
	cookie = (await createSession(customer.id)).setCookie.split(";")[0]!;
	ids.sea = makeEstimate();
	ids.air = makeEstimate(
		customer,
		PricingRequestSchema.parse({
			mode: "air",
			direction: "export",
			origin: "ICN",
			destination: "SGN",
			readyDate: addDays(TODAY, 14),
			packages: [{ count: 2, weightKg: 120, volumeCbm: 0.5 }],
		}),
	);
	for (const id of Object.values(ids)) expect(book(customer, id, form()).ok).toBe(true);
}, 30_000);

const page = async (id: string, locale: "kr" | "en" | "vn") =>
	(
		await renderRoute(done, "/mypage/estimate/:id/booking/done", `/mypage/estimate/${id}/booking/done`, {
			cookies: [cookie],
			locale,
		})
	).html;

describe("booking done: next steps", () => {
	test.each<["kr" | "en" | "vn", string, string, string]>([
		["kr", "선사 스케줄", "항공편 일정", "서류 올리기"],
		["en", "sailing schedule", "flight schedule", "Upload documents"],
		["vn", "lịch chạy tàu", "lịch chuyến bay", "Tải chứng từ lên"],
	])(
		"%s: sea says %s, air says %s, both link %s to the upload page",
		async (lng, sea, air, link) => {
			const seaHtml = await page(ids.sea, lng);
			const airHtml = await page(ids.air, lng);
			expect(seaHtml).toContain(sea);
			expect(airHtml).toContain(air);
			expect(airHtml).not.toContain(sea);
			for (const [id, html] of [
				[ids.sea, seaHtml],
				[ids.air, airHtml],
			] as const) {
				expect(html).toMatch(new RegExp(`href="/mypage/upload/${id}"[^>]*>${link}<`));
				expect(html).not.toContain("담당자가 안내해 드립니다");
			}
		},
		20_000,
	);
});
