// Integration: one estimate on My page (/mypage/estimate/:id) with real Requests and sessions in the
// worker's SQLite file: who may read it (the company's customers, staff; another company gets 404),
// which actions it offers (the lifecycle's facts, only to its own company), what a booked one shows,
// the delete action and its messages, and the exchange rate printed exactly as stored (1,385.50).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { getDb } from "#db/client.ts";
import { bookingDetails, estimates } from "#db/schema.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { DEMO, fclExport, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { VAT_WORDS, exportVatByHand, krw, vatRows } from "#tests/quote-vat.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as detail from "./estimate-detail.tsx";

const PATTERN = "/mypage/estimate/:id";
const cookies: Record<"customer" | "colleague" | "other" | "staff", string> = {
	customer: "",
	colleague: "",
	other: "",
	staff: "",
};

beforeAll(async () => {
	await seedQuoteWorld();
	for (const who of ["customer", "colleague", "other", "staff"] as const)
		cookies[who] = (await createSession(DEMO[who].id)).setCookie.split(";")[0]!;
});

/** An estimate moved to `status` as a booking leaves it: booked at, discounts and the parties stored. */
function booked(status: "booked" | "cancelled" | "in_shipping"): string {
	const id = makeEstimate(DEMO.customer, fclExport());
	const now = new Date();
	getDb()
		.update(estimates)
		.set({ status, bookedAt: now, couponDiscountKrw: 30_000, prebookingDiscountKrw: 0, totalWithCouponKrw: 970_000 })
		.where(eq(estimates.id, id))
		.run();
	getDb()
		.insert(bookingDetails)
		.values({
			estimateId: id,
			shipperName: "데모무역",
			shipperAddress: "부산",
			shipperContact: "051",
			consigneeName: "Viet Trading",
			consigneeAddress: "Hai Phong",
			consigneeContact: "+84",
			notifySameAsConsignee: true,
			hsCode: "8471.30",
			packageCount: 3,
			packageKind: "CARTONS",
			cargoDescription: "NOTEBOOKS",
			updatedAt: now,
		})
		.run();
	return id;
}

const args = async (id: string, who: keyof typeof cookies | null, form?: Record<string, string>) =>
	(await routeArgs(`/mypage/estimate/${id}`, { cookies: who ? [cookies[who]] : [], params: { id }, form })) as never;
const load = async (id: string, who: keyof typeof cookies | null) =>
	outcome(async () => detail.loader(await args(id, who)));
const post = async (id: string, who: keyof typeof cookies, form: Record<string, string>) =>
	outcome(async () => detail.action(await args(id, who, form)));
type Page = Awaited<ReturnType<typeof detail.loader>>;

describe("who may read an estimate", () => {
	test("the customer and a colleague of its company get it with their actions; staff read it without them", async () => {
		const id = makeEstimate();
		for (const who of ["customer", "colleague"] as const) {
			const got = await load(id, who);
			expect(got.status).toBe(200);
			expect((got.data as Page).actions).toEqual({ discount: true, book: true, cancel: false, delete: true });
		}
		const staff = await load(id, "staff");
		expect(staff.status).toBe(200);
		expect((staff.data as Page).actions).toBeNull();
	});

	test("another company's customer gets 404, a signed-out visitor the login page", async () => {
		const id = makeEstimate();
		expect((await load(id, "other")).status).toBe(404);
		expect((await load("no-such-estimate", "customer")).status).toBe(404);
		const anonymous = await load(id, null);
		expect(anonymous.status).toBe(302);
		expect(anonymous.location).toBe(`/login?redirectTo=${encodeURIComponent(`/mypage/estimate/${id}`)}`);
	});
});

describe("the route optimiser link (decision 081)", () => {
	test("a sea export to Hai Phong links to the optimiser with its lane; an import does not", async () => {
		const id = makeEstimate(DEMO.customer, fclExport());
		const page = (await load(id, "customer")).data as Page;
		expect(page.optimiserLink).toMatch(
			/^\/routeoptimizer\?to=hai-phong&load=fcl&container=dv20&count=1&ready=\d{4}-\d{2}-\d{2}$/,
		);
		const imported = makeEstimate(
			DEMO.customer,
			fclExport({ direction: "import", origin: "VNHPH", destination: "KRPUS" }),
		);
		expect(((await load(imported, "customer")).data as Page).optimiserLink).toBeNull();
	});
});

describe("what the page shows, from the lifecycle's status facts", () => {
	test("a quote waiting for a manual price says so; it has no booking to show", async () => {
		const id = makeEstimate(
			DEMO.customer,
			fclExport({ destination: "AUSYD", containers: [{ type: "dv40", count: 1 }] }),
		);
		const page = (await load(id, "customer")).data as Page;
		expect([page.estimate.status, page.estimate.awaitingPrice, page.estimate.booked, page.details]).toEqual([
			"in_request",
			true,
			false,
			null,
		]);
		const { html } = await renderRoute(detail, PATTERN, `/mypage/estimate/${id}`, { cookies: [cookies.customer] });
		expect(html).toContain('data-testid="manual-quote"');
	});

	test.each(["booked", "in_shipping", "cancelled"] as const)(
		"%s: the booking's discounts and parties are shown",
		async (status) => {
			const id = booked(status);
			const page = (await load(id, "customer")).data as Page;
			expect([page.estimate.awaitingPrice, page.estimate.booked]).toEqual([false, true]);
			expect(page.details).toMatchObject({ shipperName: "데모무역", hsCode: "8471.30" });
			const { html } = await renderRoute(detail, PATTERN, `/mypage/estimate/${id}`, { cookies: [cookies.customer] });
			expect(html).toContain('data-testid="estimate-discounts"');
			expect(html).toContain('data-testid="booking-details"');
		},
	);
});

describe("delete from the estimate's page", () => {
	test("an allowed delete goes back to the list's first page with the message", async () => {
		const id = makeEstimate();
		expect(await post(id, "customer", { intent: "delete", estimateId: id })).toMatchObject({
			status: 303,
			location: "/mypage/estimate?deleted=1",
		});
		expect((await load(id, "customer")).status).toBe(404);
	});

	test("a booked estimate is refused with 400 and the message, in the reader's language, and stays", async () => {
		const id = booked("booked");
		expect(await post(id, "customer", { intent: "delete", estimateId: id })).toMatchObject({
			status: 400,
			data: { error: "estimate.deleteFailed", estimateId: id },
		});
		const kr = await renderRoute(detail, PATTERN, `/mypage/estimate/${id}`, {
			cookies: [cookies.customer],
			form: { intent: "delete", estimateId: id },
		});
		expect(kr.status).toBe(400);
		expect(kr.html).toContain("견적을 삭제하지 못했습니다. 운영팀에 문의해 주세요.");
		const en = await renderRoute(detail, PATTERN, `/mypage/estimate/${id}`, {
			cookies: [cookies.customer],
			form: { intent: "delete" },
			locale: "en",
		});
		expect(en.html).toContain("The quote could not be deleted. Please contact our operations team.");
		expect(getEstimateFor(DEMO.customer, id).status).toBe("booked");
	});

	test.each([
		["another estimate's id in the form (forged)", "customer", { intent: "delete", estimateId: "someone-else" }, 400],
		["an unknown intent", "customer", { intent: "archive" }, 400],
		["staff (a customer's act)", "staff", { intent: "delete" }, 403],
		["another company's customer", "other", { intent: "delete" }, 404],
	] as const)("%s: %i, nothing deleted", async (_case, who, form, status) => {
		const id = makeEstimate();
		expect((await post(id, who, form)).status).toBe(status);
		expect(getEstimateFor(DEMO.customer, id).deletedAt).toBeNull();
	});

	test("an error shows inside the page's own error view (translated)", async () => {
		const { status, html } = await renderRoute(detail, PATTERN, "/mypage/estimate/no-such-estimate", {
			cookies: [cookies.customer],
			locale: "en",
		});
		expect(status).toBe(404);
		expect(html).toContain("Page not found");
	});
});

describe("the exchange rate is shown as stored", () => {
	test.each([
		["kr", "1,385.50", "1,386"],
		["en", "1,385.50", "1,386"],
		["vn", "1.385,50", "1.386"],
	] as const)("%s: a stored 138550 reads %s, never %s", async (locale, shown, rounded) => {
		const id = makeEstimate();
		// the demo rate in force today is 1,385.50 KRW per USD, stored x100
		expect(getEstimateFor(DEMO.customer, id).option?.exchange.krwPerUsdCents).toBe(138_550);
		const { html } = await renderRoute(detail, PATTERN, `/mypage/estimate/${id}`, {
			cookies: [cookies.customer],
			locale,
		});
		const exchange = /data-testid="option-exchange">([^<]*)</.exec(html)?.[1];
		expect(exchange).toContain(shown);
		expect(exchange).not.toContain(rounded);
	});
});

describe("the quote says VAT comes on top (decision 040)", () => {
	test.each(["kr", "en", "vn"] as const)(
		"%s: the total says it has no VAT; the estimated VAT and the total with VAT are to the won as recomputed by hand from the lines",
		async (locale) => {
			const id = makeEstimate(DEMO.customer, fclExport({ containers: [{ type: "dv20", count: 2 }] }));
			const option = getEstimateFor(DEMO.customer, id).option!;
			const hand = exportVatByHand(option);
			expect(hand.vatKrw).toBeGreaterThan(0);
			const { status, html } = await renderRoute(detail, PATTERN, `/mypage/estimate/${id}`, {
				cookies: [cookies.customer, `lng=${locale}`],
				locale,
			});
			expect(status).toBe(200);
			const words = VAT_WORDS[locale];
			const totals = html.match(/<dl class="facts quote-option-totals"[^]*?<\/dl>/)?.[0] ?? "";
			expect(totals).toMatch(
				new RegExp(
					`<dt>[^<]*${words.excluded}[^<]*</dt><dd data-testid="total-krw"><strong>${krw(option.totals.KRW, locale).replace(/[.$]/g, "\\$&")}</strong>`,
					"i",
				),
			);
			expect(vatRows(totals)).toEqual([
				{
					label: words.estimated(krw(hand.taxableKrw, locale)),
					vat: krw(hand.vatKrw, locale),
					totalLabel: words.total,
					total: krw(hand.totalWithVatKrw, locale),
				},
			]);
			expect(html).toContain('data-testid="vat-note"');
		},
	);
});
