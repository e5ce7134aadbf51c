// What the customer asked to carry, printed where the quote is read: the estimate page, the staff's
// manual-quote screen and the quote PDF say "out of gauge" beside an out-of-gauge tank's container line
// (decision 057) and show the door abroad when trucking at the foreign end was asked (decision 056), in
// kr, en and vn. Real Requests and sessions in the worker's SQLite file.
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { renderQuotePdf } from "#app/pdf/quote-pdf.server.tsx";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { hasPoppler, pdfText } from "#tests/pdf-words.ts";
import { DEMO, fclExport, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import * as price from "../admin/quotes/price.tsx";
import * as detail from "./estimate-detail.tsx";

const WORDS: Record<Locale, { gauge: string; door: string }> = {
	kr: { gauge: "TC20 × 1 (규격 초과(Out of Gauge))", door: "해외 문앞 배송 요청: Hanoi, Long Bien" },
	en: { gauge: "TC20 × 1 (out of gauge)", door: "Door delivery abroad asked: Hanoi, Long Bien" },
	vn: { gauge: "TC20 × 1 (quá khổ (out of gauge))", door: "Yêu cầu giao tận nơi ở nước ngoài: Hanoi, Long Bien" },
};
const LOCALES = ["kr", "en", "vn"] as const;
const cookies = { customer: "", staff: "" };
let gaugeId = "";
let doorId = "";

beforeAll(async () => {
	await seedQuoteWorld();
	cookies.customer = (await createSession(DEMO.customer.id)).setCookie.split(";")[0]!;
	cookies.staff = (await createSession(DEMO.staff.id)).setCookie.split(";")[0]!;
	gaugeId = makeEstimate(
		DEMO.customer,
		fclExport({
			containers: [
				{ type: "tc20", count: 1, outOfGauge: true },
				{ type: "dv40", count: 2 },
			],
		}),
	);
	doorId = makeEstimate(DEMO.customer, fclExport({ foreignTrucking: { place: "Hanoi, Long Bien" } }));
});

// the markup escapes nothing in these strings but React splits no text inside one <dd>
const cell = (html: string, testid: string) => new RegExp(`data-testid="${testid}"[^>]*>([^<]*)<`).exec(html)?.[1];

describe.each(LOCALES)("%s", (locale) => {
	test("the estimate page: the out-of-gauge tank's line says so; the door abroad is shown", async () => {
		const gauge = await renderRoute(detail, "/mypage/estimate/:id", `/mypage/estimate/${gaugeId}`, {
			cookies: [cookies.customer],
			locale,
		});
		expect(gauge.status).toBe(200);
		expect(cell(gauge.html, "estimate-cargo")).toBe(`${WORDS[locale].gauge}, DV40 × 2`);
		expect(gauge.html).not.toContain('data-testid="estimate-foreign-trucking"');
		const door = await renderRoute(detail, "/mypage/estimate/:id", `/mypage/estimate/${doorId}`, {
			cookies: [cookies.customer],
			locale,
		});
		expect(cell(door.html, "estimate-cargo")).toBe("DV20 × 1");
		expect(cell(door.html, "estimate-foreign-trucking")).toBe(WORDS[locale].door);
	});

	test("the staff's manual-quote screen: the same two facts", async () => {
		const gauge = await renderRoute(price, "/admin/quotes/:id", `/admin/quotes/${gaugeId}`, {
			cookies: [cookies.staff],
			locale,
		});
		expect(gauge.status).toBe(200);
		expect(cell(gauge.html, "price-cargo")).toBe(`${WORDS[locale].gauge}, DV40 × 2`);
		const door = await renderRoute(price, "/admin/quotes/:id", `/admin/quotes/${doorId}`, {
			cookies: [cookies.staff],
			locale,
		});
		expect(cell(door.html, "price-foreign-trucking")).toBe(WORDS[locale].door);
	});

	test.skipIf(!hasPoppler)("the quote PDF prints them", async () => {
		const text = (id: string) =>
			renderQuotePdf(getEstimateFor(DEMO.customer, id), locale).then((pdf) => pdfText(pdf).replace(/\s+/g, " "));
		expect(await text(gaugeId)).toContain(WORDS[locale].gauge);
		expect(await text(doorId)).toContain(WORDS[locale].door);
	});
});

test("both quotes wait for staff with their own reasons", () => {
	expect(getEstimateFor(DEMO.customer, gaugeId)).toMatchObject({ status: "in_request", manualReason: "out_of_gauge" });
	expect(getEstimateFor(DEMO.customer, doorId)).toMatchObject({
		status: "in_request",
		manualReason: "foreign_trucking",
	});
});
