// The journey after booking, end to end, with JavaScript off and on: a customer
// whose account language is Vietnamese books a Busan -> Hai Phong 40' with a coupon; staff confirm the
// booking (asked first), confirm a schedule, record the departure, change the ETA while the ship sails
// (a confirmed change, which mails a delay), record the arrival and the delivery, and issue the invoice;
// the customer asks for deposit confirmation with a slip; admin marks it paid and refunds part of it.
// Every mail the customer gets is in Vietnamese and links to the page where they act; the invoice's VAT
// and total are recomputed here by hand from its lines, to the won; after the partial refund the V
// number stays and the customer reads paid, refunded and net.
import type { Page } from "@playwright/test";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { pdf } from "./documents.ts";
import { fillBookingDetails } from "./booking-form.ts";
import { createUser, expect, mailsAbout, ready, signIn, signInAs, test, withDatabase } from "./fixtures.ts";
import { FCL_EXPORT, giveSignupCoupon, makeEstimate } from "./quotes.ts";
import { seoulMinutesAgo } from "./shipments.ts";

// the longest journey: its budget is set for the file so the midnight guard in fixtures.ts knows it
test.describe.configure({ timeout: 240_000 });

/** A Seoul calendar day, `days` from the Seoul day of `at`. */
const seoulDay = (at: number, days = 0) => addDays(seoulToday(new Date(at)), days);

/** The digits of an amount as shown ("₩149,884" -> 149884). */
const digits = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

/** Presses an action that asks first: the dialog's confirm button with JavaScript, the required tick without. */
async function confirmed(page: Page, testId: string, js: boolean | undefined): Promise<void> {
	if (js === false) {
		await page.getByTestId(`${testId}-check`).check();
		await page.getByTestId(testId).click();
		return;
	}
	await page.getByTestId(testId).click();
	await expect(page.getByTestId(`${testId}-dialog`)).toBeVisible();
	await page.getByTestId(`${testId}-yes`).click();
}

/** Vietnamese words the mails use (letters only Vietnamese has), and no Korean in a subject. */
const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;
const HANGUL = /[\uac00-\ud7a3]/;

type InvoiceLine = { code: string; currency: "KRW" | "USD"; amount: number; vatable: number };

/**
 * The invoice's supply, VAT and total the way an accountant checks them: each USD line at the invoice's
 * rate, rounded to the won; the coupon shared over the charges in proportion to their amounts (whole won,
 * the won left over to the largest remainders), so the taxable lines bear their share; VAT is 10% of
 * what is left of the taxable lines, rounded.
 */
function byHand(lines: InvoiceLine[], krwPerUsdCents: number) {
	const krw = (l: InvoiceLine) => (l.currency === "KRW" ? l.amount : Math.round((l.amount * krwPerUsdCents) / 10_000));
	const charges = lines
		.filter((l) => !["coupon", "prebooking"].includes(l.code))
		.map((l) => ({ amount: krw(l), vatable: l.vatable === 1 }));
	const discount = -lines.filter((l) => ["coupon", "prebooking"].includes(l.code)).reduce((s, l) => s + krw(l), 0);
	const gross = charges.reduce((s, c) => s + c.amount, 0);
	const shares = charges.map((c) => Math.floor((discount * c.amount) / gross));
	const remainders = charges
		.map((c, i) => ({ i, rest: (discount * c.amount) % gross }))
		.sort((a, b) => b.rest - a.rest || a.i - b.i);
	let left = discount - shares.reduce((s, x) => s + x, 0);
	for (const r of remainders) {
		if (left-- <= 0) break;
		shares[r.i]! += 1;
	}
	const taxable = charges.reduce((s, c, i) => s + (c.vatable ? c.amount - shares[i]! : 0), 0);
	const vat = Math.round(taxable / 10);
	const supply = gross - discount;
	return { gross, discount, taxable, vat, supply, total: supply + vat };
}

test("a Vietnamese-language customer's shipment from a coupon booking to a partial refund; every mail in Vietnamese, the VAT to the won", async ({
	browser,
	request,
}, info) => {
	const js = info.project.use.javaScriptEnabled;
	const user = await createUser(info.project.name, { phoneVerified: true, prefix: "journey" });
	// the account's language (chosen at sign-up, /mypage/info): mails follow it, whatever the browser says
	withDatabase((db) => db.prepare("update users set locale = 'vn' where id = ?").run(user.id));
	const couponNumber = giveSignupCoupon(user.id);
	const estimate = await makeEstimate({ ...FCL_EXPORT, containers: [{ type: "dv40", count: 1 }] }, user);
	const departAt = Date.now() - 6 * 60_000;
	const today = seoulDay(departAt);
	const shipmentPath = `/mypage/shipment/${estimate.id}`;
	const billing = `/mypage/payment/${estimate.id}`;
	const estimatePath = `/mypage/estimate/${estimate.id}`;
	const status = () =>
		withDatabase((db) => db.prepare("select status, payment from estimates where id = ?").get(estimate.id));

	// 1. the customer books with the coupon; the quote says what its total includes and the VAT on top
	const customerContext = await browser.newContext({ ...info.project.use });
	await signInAs(customerContext, user.id);
	const customer = await customerContext.newPage();
	await customer.goto(`${estimatePath}/booking`);
	await ready(customer, js);
	await fillBookingDetails(customer);
	await customer.getByLabel("화물 준비 예정일").fill(today);
	await customer.getByTestId(`coupon-${couponNumber}`).check();
	await customer.getByRole("button", { name: "부킹하기" }).click();
	await expect(customer).toHaveURL(new RegExp(`${estimatePath}/booking/done$`));
	await expect(customer.getByTestId("booking-number")).toHaveText(/^B\d{4}-\d{4,5}$/);
	const bNumber = (await customer.getByTestId("booking-number").textContent()) as string;
	const numberBody = bNumber.slice(1);
	// the booked total is before VAT; the estimated VAT and the total with it are shown beside it
	const bookedTotal = digits(await customer.getByTestId("booking-total-with-coupon").textContent());
	expect(bookedTotal).toBe(estimate.totalKrw - 30_000);
	const estimatedVat = digits(await customer.getByTestId("vat-estimated").textContent());
	expect(estimatedVat).toBeGreaterThan(0);
	expect(digits(await customer.getByTestId("vat-total").textContent())).toBe(bookedTotal + estimatedVat);

	// 2. staff confirm the booking, asked first
	const staffContext = await browser.newContext({ ...info.project.use });
	await signIn(staffContext, "staff");
	const staff = await staffContext.newPage();
	await staff.goto(`/admin/bookings/${estimate.id}`);
	await ready(staff, js);
	await confirmed(staff, "booking-confirm", js);
	await expect(staff).toHaveURL(/\/admin\/bookings\?done=confirmed/);
	expect(status()).toMatchObject({ status: "wait_schedule" });

	// 3. the schedule: ETD today, ETA tomorrow; the carrier comes from the quote; confirmed, asked first
	const desk = `/admin/shipments/${estimate.id}`;
	await staff.goto(desk);
	await ready(staff, js);
	const form = staff.getByTestId("schedule-form");
	await expect(form.locator('[name="carrier"]')).not.toHaveValue("");
	await form.locator('[name="vessel"]').fill("KMTC HOCHIMINH");
	await form.locator('[name="voyage"]').fill("2613S");
	await form.locator('[name="documentDeadline"]').fill(today);
	await form.locator('[name="cargoClosing"]').fill(today);
	await form.locator('[name="etd"]').fill(today);
	await form.locator('[name="eta"]').fill(seoulDay(departAt, 1));
	await confirmed(staff, "schedule-confirm", js);
	await expect(staff).toHaveURL(new RegExp(`${desk}\\?done=confirmSchedule$`));
	expect(status()).toMatchObject({ status: "in_loading" });

	// 4. the departure, asked first
	await staff.getByTestId("depart-form").locator('[name="at"]').fill(seoulMinutesAgo(6));
	await staff.getByTestId("depart-form").locator('[name="place"]').fill("Busan");
	await confirmed(staff, "depart-submit", js);
	await expect(staff).toHaveURL(new RegExp(`${desk}\\?done=depart$`));
	expect(status()).toMatchObject({ status: "in_shipping" });

	// 5. the ETA slips two days while the ship sails: a confirmed change, the shipment stays in transit
	await staff.getByTestId("schedule-link").click();
	await expect(staff).toHaveURL(new RegExp(`${desk}/schedule$`));
	await ready(staff, js);
	await staff.getByTestId("schedule-form").locator('[name="eta"]').fill(seoulDay(departAt, 3));
	await confirmed(staff, "schedule-confirm", js);
	await expect(staff).toHaveURL(new RegExp(`${desk}\\?done=`));
	expect(status()).toMatchObject({ status: "in_shipping" });
	expect(
		withDatabase((db) => db.prepare("select eta from shipment_schedules where estimate_id = ?").get(estimate.id)),
	).toEqual({ eta: seoulDay(departAt, 3) });

	// 6. arrival, then delivery: each asked first; a delivered shipment takes no more positions
	await staff.goto(desk);
	await ready(staff, js);
	await staff.getByTestId("arrive-form").locator('[name="at"]').fill(seoulMinutesAgo(4));
	await confirmed(staff, "arrive-submit", js);
	await expect(staff).toHaveURL(new RegExp(`${desk}\\?done=arrive$`));
	await staff.getByTestId("deliver-form").locator('[name="at"]').fill(seoulMinutesAgo(2));
	await confirmed(staff, "deliver-submit", js);
	await expect(staff).toHaveURL(new RegExp(`${desk}\\?done=deliver$`));
	expect(status()).toMatchObject({ status: "finish" });
	await expect(staff.getByTestId("position-form")).toHaveCount(0);

	// 7. the invoice is issued, asked first
	await staff.goto(`${desk}/invoice`);
	await ready(staff, js);
	await confirmed(staff, "invoice-issue-submit", js);
	await expect(staff).toHaveURL(new RegExp(`${desk}/invoice\\?done=issue$`));
	await staffContext.close();

	// the invoice's figures, by hand from its lines
	const { lines, rate } = withDatabase((db) => ({
		lines: db
			.prepare("select code, currency, amount, vatable from invoice_lines where estimate_id = ? and removed_at is null")
			.all(estimate.id) as InvoiceLine[],
		rate: (
			db.prepare("select krw_per_usd_cents as rate from invoices where estimate_id = ?").get(estimate.id) as {
				rate: number;
			}
		).rate,
	}));
	const hand = byHand(lines, rate);
	expect(hand.discount).toBe(30_000);
	expect(hand.taxable).toBeGreaterThan(0);
	expect(hand.taxable).toBeLessThan(hand.supply);

	// 8. the customer reads the invoice: supply, VAT and total as computed by hand; asks for deposit confirmation
	await customer.goto(billing);
	await ready(customer, js);
	await expect(customer.getByTestId("billing-number")).toHaveText(bNumber);
	expect(digits(await customer.getByTestId("invoice-vat").textContent())).toBe(hand.vat);
	expect(digits(await customer.getByTestId("invoice-total").textContent())).toBe(hand.total);
	expect(digits(await customer.getByTestId("payment-total").textContent())).toBe(hand.total);
	await customer
		.getByTestId("slip-input")
		.setInputFiles({ name: "deposit-slip.pdf", mimeType: "application/pdf", buffer: pdf("deposit") });
	await customer.getByTestId("confirm-submit").click();
	await expect(customer).toHaveURL(new RegExp(`${billing}\\?done=requested$`));

	// 9. admin marks it paid (asked first), then refunds part of it (asked first)
	const adminContext = await browser.newContext({ ...info.project.use });
	await signIn(adminContext, "staff_admin");
	const admin = await adminContext.newPage();
	const paymentDesk = `/admin/payments/${estimate.id}`;
	await admin.goto(paymentDesk);
	await ready(admin, js);
	await confirmed(admin, "set-paid", js);
	await expect(admin).toHaveURL(new RegExp(`${paymentDesk}\\?done=paid$`));
	await expect(admin.getByTestId("payment-desk-number")).toHaveText(`V${numberBody}`);
	// more than was paid is refused, nothing stored
	await admin.getByTestId("refund-amount").fill(String(hand.total + 1));
	await admin.getByTestId("refund-reason").fill("초과 환불 시도");
	await confirmed(admin, "refund-submit", js);
	await expect(admin.getByTestId("refund-form").locator(".field-errors")).toBeVisible();
	await expect(admin.getByTestId("refund-amount")).toHaveAttribute("aria-invalid", "true");
	expect(
		withDatabase((db) =>
			db.prepare("select count(*) as n from payment_refunds where estimate_id = ?").get(estimate.id),
		),
	).toEqual({ n: 0 });
	await admin.goto(paymentDesk);
	await ready(admin, js);
	await admin.getByTestId("refund-amount").fill("50,000");
	await admin.getByTestId("refund-reason").fill("Phí lưu kho được miễn");
	await confirmed(admin, "refund-submit", js);
	await expect(admin).toHaveURL(new RegExp(`${paymentDesk}\\?done=refund$`));
	await expect(admin.getByTestId("payment-desk-number")).toHaveText(`V${numberBody}`);
	await adminContext.close();

	// 10. the customer: the V number stays, paid, refunded and net, the refund's credit note
	await customer.goto(billing);
	await ready(customer, js);
	await expect(customer.getByTestId("billing-number")).toHaveText(`V${numberBody}`);
	expect(digits(await customer.getByTestId("balance-paid").textContent())).toBe(hand.total);
	expect(digits(await customer.getByTestId("balance-refunded").textContent())).toBe(50_000);
	expect(digits(await customer.getByTestId("balance-net").textContent())).toBe(hand.total - 50_000);
	await expect(customer.getByTestId("refund")).toHaveCount(1);
	await expect(customer.getByTestId("invoice-pdf")).toHaveAttribute("data-proforma", "false");
	expect(status()).toMatchObject({ payment: "paid" });

	// 11. every mail to the customer is in Vietnamese and links to where they act
	const bookingMails = await mailsAbout(request, user.email, "bookingCustomer", estimatePath, 2);
	const shipmentMails = await mailsAbout(request, user.email, "shipmentCustomer", shipmentPath, 5);
	const billingMails = [
		...(await mailsAbout(request, user.email, "customerNotice", billing, 2)),
		...(await mailsAbout(request, user.email, "refundMade", billing, 1)),
	];
	for (const mail of [...bookingMails, ...shipmentMails, ...billingMails]) {
		expect(mail.subject ?? "", `${mail.template}: ${mail.subject}`).not.toMatch(HANGUL);
		expect(mail.text, `${mail.template}: ${mail.subject}`).toMatch(VIETNAMESE);
	}
	// the refund mail names the amount and what is left
	const refundMail = billingMails.find((m) => m.template === "refundMade")!;
	expect(refundMail.text).toMatch(/50[.,]000/);
	await customerContext.close();
});
