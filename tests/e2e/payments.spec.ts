// Payments after booking (decision 019), with JavaScript off and on: on a finished
// shipment staff add a demurrage line with its reason and issue the invoice; the customer sees the gap
// against the quote explained, requests deposit confirmation
// with a slip and sees the received message; the payment-check mail with the desk link is in the
// outbox; admin@demo.kr, signed out, follows the link through the real sign-in form, lands back on it
// and sets paid; the number turns V for the customer too; then a partial refund with an amount and a
// reason (decision 042): the V number stays, "partly refunded" with the net and the credit note, the
// customer mailed with the link. Issue, paid and refund ask first (decision 047): the dialog with
// JavaScript, the required tick without.
import type { Page } from "@playwright/test";
import { expect, linkIn, mailsAbout, ready, signIn, test, withDatabase } from "./fixtures.ts";
import { pdf } from "./documents.ts";
import { makeShipment } from "./shipments.ts";

/** Staff add a demurrage line (3 days x 80,000 KRW) with its reason on the staff invoice screen. */
async function addDemurrage(staff: Page, id: string): Promise<void> {
	await staff.goto(`/admin/shipments/${id}/invoice`);
	const form = staff.getByTestId("invoice-add-form");
	await form.locator("#add-code").selectOption("dem");
	await form.locator("#add-quantity").fill("3");
	await form.locator("#add-unitPrice").fill("80,000");
	await form.locator("#add-reason").selectOption("demurrage");
	await form.locator("#add-reasonText").fill("컨테이너 반납 3일 지연");
	await form.getByRole("button").click();
	await expect(staff).toHaveURL(new RegExp(`/admin/shipments/${id}/invoice\\?done=add$`));
}

/** Presses a ConfirmAction's button and answers its question: the dialog with JavaScript, the tick without. */
async function confirmAction(page: Page, testId: string, js: boolean | undefined): Promise<void> {
	if (js) {
		await page.getByTestId(testId).click();
		await expect(page.getByTestId(`${testId}-dialog`)).toBeVisible();
		await page.getByTestId(`${testId}-yes`).click();
	} else {
		await page.getByTestId(`${testId}-check`).check();
		await page.getByTestId(testId).click();
	}
}

/** Staff issue the shipment's invoice on the staff invoice screen (its suggested due date). */
async function issueInvoiceOf(staff: Page, id: string, js: boolean | undefined): Promise<void> {
	await staff.goto(`/admin/shipments/${id}/invoice`);
	await ready(staff, js);
	await confirmAction(staff, "invoice-issue-submit", js);
	await expect(staff).toHaveURL(new RegExp(`/admin/shipments/${id}/invoice\\?done=issue$`));
}

async function submitLogin(page: Page, email: string, password: string) {
	const form = page.locator("#login-form");
	await form.getByLabel("이메일(아이디)").fill(email);
	await form.getByLabel("비밀번호", { exact: true }).fill(password);
	await form.getByRole("button", { name: "로그인", exact: true }).click();
}

test("deposit confirmation with a slip, the mail's link through sign-in, paid turns V, then a refund", async ({
	browser,
	request,
}, info) => {
	const js = info.project.use.javaScriptEnabled;
	// the billing list shows 5 shipments a page, latest departure first, and other specs make shipments of
	// the same company meanwhile: a departure two years out keeps this one on the first page
	const shipment = await makeShipment({ status: "finish", etd: js ? 731 : 730 });
	const staffContext = await browser.newContext({ ...info.project.use });
	await signIn(staffContext, "staff");
	const staff = await staffContext.newPage();
	// after delivery the container came back late: staff add demurrage, then issue the invoice
	await addDemurrage(staff, shipment.id);
	await issueInvoiceOf(staff, shipment.id, js);
	await staffContext.close();
	const billing = `/mypage/payment/${shipment.id}`;
	const desk = `/admin/payments/${shipment.id}`;

	// the customer: the list, the invoice, the request with a slip
	const customerContext = await browser.newContext({ ...info.project.use });
	await signIn(customerContext, "customer");
	const customer = await customerContext.newPage();
	await customer.goto("/mypage/payment");
	await ready(customer, js);
	const row = customer.locator(`[data-testid="payment-row"][data-id="${shipment.id}"]`);
	await expect(row).toHaveAttribute("data-issued", "true");
	await expect(row.getByTestId("status-label")).toHaveText("미입금");
	await row.getByTestId("payment-number").click();
	await expect(customer).toHaveURL(new RegExp(`${billing}$`));
	await expect(customer.getByTestId("billing-number")).toHaveText(`B${shipment.numberBody}`);
	await expect(customer.getByTestId("invoice-table")).toBeVisible();
	// the gap against the quote, explained: the demurrage line with its reason, and the total
	const demurrage = customer.locator('[data-testid="invoice-line"][data-code="dem"]');
	await expect(demurrage).toHaveAttribute("data-gap", "240000");
	await expect(demurrage).toContainText("컨테이너 반납 3일 지연");
	await expect(customer.getByTestId("invoice-gap")).toHaveAttribute("data-gap", /^\d+$/);
	expect(Number(await customer.getByTestId("invoice-gap").getAttribute("data-gap"))).toBeGreaterThanOrEqual(
		240_000 - 100,
	);
	await expect(customer.getByTestId("invoice-pdf")).toHaveAttribute("data-proforma", "true");
	await customer
		.getByTestId("slip-input")
		.setInputFiles({ name: "deposit-slip.pdf", mimeType: "application/pdf", buffer: pdf("deposit") });
	await customer.getByTestId("confirm-submit").click();
	await expect(customer).toHaveURL(new RegExp(`${billing}\\?done=requested$`));
	await expect(customer.getByTestId("confirm-done")).toHaveText("입금 확인 요청이 접수되었습니다.");
	await expect(customer.getByTestId("confirm-form")).toHaveCount(0);
	await expect(customer.getByTestId("payment-slip-link")).toHaveText("deposit-slip.pdf");

	// the payment-check mail to the staff desk, with the link to the payment page
	const [mail] = await mailsAbout(request, "admin@demo.kr", "paymentCheck", desk, 1);
	expect(mail!.subject).toContain(shipment.numberBody);
	const link = linkIn(mail!, /^\/admin\/payments\//);
	expect(link).toBe(desk);

	// admin, signed out, follows the link: sign-in first, then back on the payment page
	const adminContext = await browser.newContext({ ...info.project.use });
	const admin = await adminContext.newPage();
	await admin.goto(link);
	await expect(admin).toHaveURL(/\/login\?redirectTo=/);
	await ready(admin, js);
	await submitLogin(admin, "admin@demo.kr", "demo1234");
	await expect(admin).toHaveURL(new RegExp(`${desk}$`));
	await ready(admin, js);
	await expect(admin.getByTestId("desk-slip")).toHaveText("deposit-slip.pdf");
	// the question names the customer who will be mailed
	await expect(admin.getByTestId("decision-form")).toContainText("customer@demo.kr");
	await confirmAction(admin, "set-paid", js);
	await expect(admin).toHaveURL(new RegExp(`${desk}\\?done=paid$`));
	await expect(admin.getByTestId("payment-desk-number")).toHaveText(`V${shipment.numberBody}`);
	const payment = () => withDatabase((db) => db.prepare("select payment from estimates where id = ?").get(shipment.id));
	expect(payment()).toEqual({ payment: "paid" });

	// the customer sees the V number and the invoice itself (no longer the pro-forma)
	await customer.goto(billing);
	await expect(customer.getByTestId("billing-number")).toHaveText(`V${shipment.numberBody}`);
	await expect(customer.getByTestId("payment-facts").getByTestId("status-label")).toHaveText("입금 완료");
	await expect(customer.getByTestId("invoice-pdf")).toHaveAttribute("data-proforma", "false");
	// the invoice PDF downloads, named with the V number
	const pdfResponse = await customer.request.get(`${billing}/invoice.pdf`);
	expect(pdfResponse.status()).toBe(200);
	expect(pdfResponse.headers()["content-type"]).toBe("application/pdf");
	expect(pdfResponse.headers()["content-disposition"]).toMatch(new RegExp(`^attachment;.*V${shipment.numberBody}`));
	expect((await pdfResponse.body()).subarray(0, 5).toString()).toBe("%PDF-");

	// a partial refund: the amount and the reason, recorded once as credit note C1; still paid, still V
	await ready(admin, js);
	await admin.getByTestId("refund-amount").fill("10,000");
	await admin.getByTestId("refund-reason").fill("중복 입금 환불");
	await confirmAction(admin, "refund-submit", js);
	await expect(admin).toHaveURL(new RegExp(`${desk}\\?done=refund$`));
	await expect(admin.getByTestId("payment-desk-number")).toHaveText(`V${shipment.numberBody}`);
	await expect(admin.getByTestId("refund-credit-note")).toHaveText(`V${shipment.numberBody}-C1`);
	await expect(admin.getByTestId("balance-refunded")).toHaveText("₩10,000");
	expect(payment()).toEqual({ payment: "paid" });
	const refunds = withDatabase((db) =>
		db.prepare("select seq, amount_krw, reason from payment_refunds where estimate_id = ?").all(shipment.id),
	);
	expect(refunds).toEqual([{ seq: 1, amount_krw: 10_000, reason: "중복 입금 환불" }]);

	// the customer is mailed with the link to the payment page, and sees "partly refunded" and the credit note
	const [refundMail] = await mailsAbout(request, "customer@demo.kr", "refundMade", billing, 1);
	expect(linkIn(refundMail!, /^\/mypage\/payment\//)).toBe(billing);
	await customer.goto(billing);
	await expect(customer.getByTestId("billing-number")).toHaveText(`V${shipment.numberBody}`);
	await expect(customer.getByTestId("payment-facts").getByTestId("status-label")).toHaveText("부분 환불");
	await expect(customer.getByTestId("balance-refunded")).toHaveText("₩10,000");
	await expect(customer.getByTestId("refund-credit-note")).toHaveText(`V${shipment.numberBody}-C1`);
	await expect(customer.getByTestId("invoice-pdf")).toHaveAttribute("data-proforma", "false");

	await customerContext.close();
	await adminContext.close();
});

test("customers cannot reach the payment desk, and another company's customer gets 404 on the invoice", async ({
	browser,
}, info) => {
	const shipment = await makeShipment({ status: "finish" });
	const context = await browser.newContext({ ...info.project.use });
	await signIn(context, "customer");
	const page = await context.newPage();
	expect((await page.goto("/admin/payments"))?.status()).toBe(403);
	const other = await browser.newContext({ ...info.project.use });
	await signIn(other, "other_customer");
	const otherPage = await other.newPage();
	expect((await otherPage.goto(`/mypage/payment/${shipment.id}`))?.status()).toBe(404);
	await context.close();
	await other.close();
});

test("the staff invoice screen fits a 375 px phone in kr, en and vn: nothing reaches past the screen but inside its own scrolling strip", async ({
	browser,
}, info) => {
	const js = info.project.use.javaScriptEnabled;
	const shipment = await makeShipment({ status: "finish" });
	const context = await browser.newContext({ ...info.project.use, viewport: { width: 375, height: 800 } });
	await signIn(context, "staff");
	const staff = await context.newPage();
	await addDemurrage(staff, shipment.id);
	await issueInvoiceOf(staff, shipment.id, js);
	for (const lng of ["kr", "en", "vn"]) {
		await staff.goto(`/admin/shipments/${shipment.id}/invoice?lng=${lng}`);
		await ready(staff, js);
		const past = await staff.evaluate(() => {
			const width = document.documentElement.clientWidth;
			const scrolls = (e: Element) => ["auto", "scroll"].includes(getComputedStyle(e).overflowX);
			const out: string[] = [];
			for (const e of document.querySelectorAll("body *")) {
				if (e.getBoundingClientRect().right <= width + 1) continue;
				let p = e.parentElement;
				while (p && !scrolls(p)) p = p.parentElement;
				if (!p) out.push(`${e.tagName}.${e.className} ${(e.textContent ?? "").slice(0, 30)}`);
			}
			return { page: document.documentElement.scrollWidth, width, past: out };
		});
		expect(past, lng).toEqual({ page: 375, width: 375, past: [] });
	}
	await context.close();
});
