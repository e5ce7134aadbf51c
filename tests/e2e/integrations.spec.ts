// The integrations end to end, with JavaScript off and on, the providers answered by their recorded
// answers (INTEGRATIONS=recorded, decision 097): staff issue an invoice and its electronic tax
// invoices come back with NTS approval numbers, on the staff page and the customer's payment page; a
// partial refund brings an amended tax invoice linked to the original; an import in clearance gets its
// UNI-PASS steps when staff check, the customer sees them, and the release mail is in the dev outbox.
import type { Page } from "@playwright/test";
import { expect, mailsAbout, ready, signIn, test, withDatabase } from "./fixtures.ts";
import { inDays } from "./quotes.ts";
import { makeShipment } from "./shipments.ts";

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

const NTS_NUMBER = /^\d{24}$/;

test("issuing the invoice issues its tax invoices; a partial refund amends them", async ({ browser }, info) => {
	const js = info.project.use.javaScriptEnabled;
	const shipment = await makeShipment({ status: "finish", etd: js ? 733 : 732 });
	const staffContext = await browser.newContext({ ...info.project.use });
	await signIn(staffContext, "staff");
	const staff = await staffContext.newPage();
	const invoicePage = `/admin/shipments/${shipment.id}/invoice`;
	await staff.goto(invoicePage);
	await ready(staff, js);
	await confirmAction(staff, "invoice-issue-submit", js);
	await expect(staff).toHaveURL(new RegExp(`${invoicePage}\\?done=issue$`));
	// the 10% and the zero-rated documents, each issued with its NTS approval number
	const docs = staff.getByTestId("tax-invoice");
	await expect(docs).toHaveCount(2);
	for (const doc of await docs.all()) {
		await expect(doc).toHaveAttribute("data-state", "issued");
		await expect(doc.getByTestId("nts-number")).toHaveText(NTS_NUMBER);
	}
	await expect(docs.first()).toHaveAttribute("data-key", `V${shipment.numberBody}-T1`);

	// the customer sees the same numbers on the payment page
	const customerContext = await browser.newContext({ ...info.project.use });
	await signIn(customerContext, "customer");
	const customer = await customerContext.newPage();
	await customer.goto(`/mypage/payment/${shipment.id}`);
	await expect(customer.getByTestId("tax-invoice")).toHaveCount(2);
	await expect(customer.getByTestId("tax-invoice").first().getByTestId("nts-number")).toHaveText(NTS_NUMBER);

	// paid (as the payment desk would set it), then a partial refund on the desk
	withDatabase((db) => db.prepare("update estimates set payment = 'paid' where id = ?").run(shipment.id));
	const adminContext = await browser.newContext({ ...info.project.use });
	await signIn(adminContext, "staff_admin");
	const admin = await adminContext.newPage();
	const desk = `/admin/payments/${shipment.id}`;
	await admin.goto(desk);
	await ready(admin, js);
	await admin.getByTestId("refund-amount").fill("10,000");
	await admin.getByTestId("refund-reason").fill("중복 입금 환불");
	await confirmAction(admin, "refund-submit", js);
	await expect(admin).toHaveURL(new RegExp(`${desk}\\?done=refund$`));
	// amended tax invoices (수정세금계산서) for the refund, each naming its original
	await staff.goto(invoicePage);
	const amended = staff.locator('[data-testid="tax-invoice"]').filter({ hasText: `V${shipment.numberBody}-T1` });
	await expect(staff.getByTestId("tax-invoice")).toHaveCount(4);
	await expect(amended).toHaveCount(2);
	await expect(staff.getByTestId("tax-invoice").nth(2)).toContainText("수정");
	await expect(staff.getByTestId("tax-invoice").nth(2).getByTestId("nts-number")).toHaveText(NTS_NUMBER);
	for (const c of [staffContext, customerContext, adminContext]) await c.close();
});

test("an import in clearance shows its UNI-PASS steps and the customer gets the release mail", async ({
	browser,
	request,
}, info) => {
	const js = info.project.use.javaScriptEnabled;
	const shipment = await makeShipment({
		status: "in_shipping",
		etd: -7,
		request: {
			mode: "sea",
			direction: "import",
			cargoType: "fcl",
			origin: "VNHPH",
			destination: "KRPUS",
			readyDate: inDays(0),
			containers: [{ type: "dv20", count: 1 }],
		},
	});
	withDatabase((db) =>
		db
			.prepare("insert into shipment_cargo (estimate_id, house_bl_no) values (?, ?)")
			.run(shipment.id, `E2E${shipment.numberBody.replace("-", "")}${js ? "J" : "N"}`),
	);
	const staffContext = await browser.newContext({ ...info.project.use });
	await signIn(staffContext, "staff");
	const staff = await staffContext.newPage();
	const page = `/admin/shipments/${shipment.id}/clearance`;
	await staff.goto(page);
	await ready(staff, js);
	await staff.getByTestId("clearance-refresh").click();
	await expect(staff).toHaveURL(new RegExp(`${page}\\?done=updated$`));
	await expect(staff.getByTestId("clearance-step")).toHaveCount(6);

	const customerContext = await browser.newContext({ ...info.project.use });
	await signIn(customerContext, "customer");
	const customer = await customerContext.newPage();
	await customer.goto(`/mypage/shipment/${shipment.id}`);
	const steps = customer.getByTestId("clearance-step");
	await expect(steps).toHaveCount(6);
	await expect(steps.first()).toHaveAttribute("data-step", "arrival_report");
	await expect(steps.nth(4)).toContainText("수입 신고 수리");
	await expect(steps.last()).toHaveAttribute("data-step", "released");
	await expect(customer.getByTestId("clearance-released")).toBeVisible();

	// the release mail, once, with the link to the shipment page
	const [mail] = await mailsAbout(
		request,
		"customer@demo.kr",
		"clearanceReleased",
		`/mypage/shipment/${shipment.id}`,
		1,
	);
	expect(mail!.subject).toContain(shipment.numberBody);
	await staff.getByTestId("clearance-refresh").click();
	await expect(staff).toHaveURL(new RegExp(`${page}\\?done=updated$`));
	await mailsAbout(request, "customer@demo.kr", "clearanceReleased", `/mypage/shipment/${shipment.id}`, 1);
	for (const c of [staffContext, customerContext]) await c.close();
});
