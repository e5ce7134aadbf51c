// The FOB air booking of 99,600 KRW that the pre-booking discount made free.
// Decision 041 caps the discount at 10% of the total; decision 039 shares it over the charges before
// the VAT. The same figures must reach the customer everywhere: the stored booking, the mails, the
// booking-done page, the quote PDF and the invoice. Every figure is worked out by hand:
//   charges: THC 39,600 + AWB fee 30,000 + handling 30,000 = 99,600, all services at Incheon (10%)
//   pre-booking: min(100,000, 10% of 99,600) = 9,960 (not 99,600)
//   supply after it: 89,640; shares 3,960 / 3,000 / 3,000 (exactly 10% of each)
//   VAT: 10% of 89,640 = 8,964; total with VAT 98,604
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { getInvoiceView } from "#app/invoices/invoice-view.server.ts";
import { listOutbox } from "#app/mail/mail.server.ts";
import { renderQuotePdf } from "#app/pdf/quote-pdf.server.tsx";
import type { QuoteLine, QuoteOption } from "#app/pricing/types.ts";
import { getDb } from "#db/client.ts";
import { estimates, users } from "#db/schema.ts";
import { pdfText } from "#tests/pdf-words.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { routeArgs } from "#tests/route-request.ts";
import { loader as doneLoader } from "#app/routes/mypage/estimate-booking-done.tsx";
import { bookAndTell } from "./booking.server.ts";
import type { BookingForm } from "./booking.ts";
import { getEstimateFor, optionColumns } from "./estimates.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";

const ORIGIN = "http://app.test";
const TODAY = seoulToday();

beforeAll(async () => {
	await seedQuoteWorld();
	getDb().update(users).set({ locale: "en" }).where(eq(users.id, "demo-customer")).run();
}, 60_000);

const line = (code: string, amount: number): QuoteLine =>
	({
		code,
		group: "origin",
		basis: "per_bl",
		quantity: 1,
		unitPrice: amount,
		currency: "KRW",
		amount,
		source: { kind: "surcharge", id: code },
		included: true,
	}) as QuoteLine;

/** A quote of the demo customer whose option is the small air export above (KRW only, so every won is visible). */
function smallQuote(): string {
	const id = makeEstimate(DEMO.customer);
	const stored = getEstimateFor(DEMO.customer, id).option as QuoteOption;
	const option: QuoteOption = {
		...stored,
		validUntil: addDays(TODAY, 60),
		lines: [line("thc", 39_600), line("awb", 30_000), line("hdc", 30_000)],
		subtotals: { KRW: 99_600 },
		totals: { KRW: 99_600, USD: Math.round((99_600 * 10_000) / stored.exchange.krwPerUsdCents), VND: 0 },
	};
	getDb()
		.update(estimates)
		.set({ ...optionColumns(option), direction: "export" })
		.where(eq(estimates.id, id))
		.run();
	return id;
}

const form = (): BookingForm & { onceKey: string } => ({
	shipDate: addDays(TODAY, 30), // 3 weeks out or more: pre-booking applies
	shipperName: "NewCo Trading",
	shipperAddress: "Incheon",
	shipperContact: "032-000-0000",
	consigneeName: "Viet Trading Co., Ltd.",
	consigneeAddress: "Ho Chi Minh City",
	consigneeContact: "+84 28 0000 0000",
	notifySame: true,
	hsCode: "8471.30.1000",
	packageCount: 4,
	packageKind: "CARTONS",
	cargoDescription: "SAMPLES",
	wantsClearance: false,
	wantsInsurance: false,
	coupons: [],
	prebooking: true,
	onceKey: newOnceKey(),
});

describe("a pre-booking never makes a booking free", () => {
	test("99,600 KRW booked 30 days out: 9,960 off, 89,640 + VAT 8,964 = 98,604 in the booking, mails, page, PDF and invoice", async () => {
		const id = smallQuote();
		const done = await bookAndTell(DEMO.customer, id, form(), ORIGIN);
		expect(done.ok).toBe(true);

		const row = getDb().select().from(estimates).where(eq(estimates.id, id)).get()!;
		expect([row.totalKrw, row.prebookingDiscountKrw, row.couponDiscountKrw, row.totalWithCouponKrw]).toEqual([
			99_600, 9_960, 0, 89_640,
		]);

		// the customer's mail (English) and the staff's (Korean) say the same figures and what they include
		const mails = listOutbox().filter((m) => m.text.includes(`/${id}`));
		const customer = mails.find((m) => m.template === "bookingCustomer")!;
		expect(customer.text).toContain("₩89,640 excl. VAT (estimated ₩98,604 with VAT)");
		const staff = mails.filter((m) => m.template === "bookingStaff");
		expect(staff.length).toBeGreaterThan(0);
		for (const m of staff) expect(m.text).toContain("₩89,640 (부가세 별도, 부가세 포함 예상 ₩98,604)");

		// the booking-done page
		const { setCookie } = await createSession("demo-customer");
		const args = await routeArgs(`/mypage/estimate/${id}/booking/done`, {
			cookies: [setCookie.split(";")[0]!],
			params: { id },
		});
		const page = (await doneLoader(args as never)) as {
			prebookingDiscountKrw: number;
			totalWithCouponKrw: number;
			vat: { supplyKrw: number; vatKrw: number; taxableKrw: number; totalWithVatKrw: number };
		};
		expect([page.prebookingDiscountKrw, page.totalWithCouponKrw]).toEqual([9_960, 89_640]);
		expect(page.vat).toMatchObject({ supplyKrw: 89_640, taxableKrw: 89_640, vatKrw: 8_964, totalWithVatKrw: 98_604 });

		// the quote PDF after booking (it printed 99,600 before)
		const text = pdfText(await renderQuotePdf(getEstimateFor(DEMO.customer, id), "en")).replace(/\s+/g, " ");
		expect(text).toContain("Pre-booking discount -₩9,960");
		expect(text).toContain("Supply value after discounts (excl. VAT) ₩89,640");
		expect(text).toContain("Estimated VAT (10% of ₩89,640 of services in Korea) ₩8,964");
		expect(text).toContain("Estimated total incl. VAT ₩98,604");

		// the invoice made from the booking (KRW lines: no rate can move them)
		const invoice = getInvoiceView(id, "en");
		expect(invoice.totals).toEqual({ supplyKrw: 89_640, vatKrw: 8_964, totalKrw: 98_604 });
		expect(invoice.taxable).toEqual({ grossKrw: 99_600, discountKrw: 9_960, netKrw: 89_640 });
		expect(invoice.lines.filter((l) => !l.discount).map((l) => l.discountShareKrw)).toEqual([3_960, 3_000, 3_000]);
	}, 60_000);
});
