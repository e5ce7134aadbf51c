// Issued documents and the B/L flow in the browser, with JavaScript off and
// on, on a shipment of its own: staff generate a check B/L from the documents tab of the shipment
// desk; the customer requests one correction with a modified file, and a second is refused with the
// spec's message to mail the manager; the customer requests B/L issue; staff issue the B/L by upload
// (which answers the request: "request done"); the customer requests surrender after the page shows
// the fee; the customer downloads the issued documents, each a PDF attachment.
import type { Page } from "@playwright/test";
import { expect, ready, signIn, test } from "./fixtures.ts";
import { pdf } from "./documents.ts";
import { makeShipment } from "./shipments.ts";

async function correction(page: Page, name: string, text: string) {
	const form = page.getByTestId("correction-form");
	await form.getByLabel("수정한 파일").setInputFiles({ name, mimeType: "application/pdf", buffer: pdf(text) });
	await form.getByRole("button", { name: "정정 요청" }).click();
}

test("staff issue a check B/L and the B/L; the customer corrects once, requests B/L issue and surrender, and downloads", async ({
	browser,
}, info) => {
	const js = info.project.use.javaScriptEnabled;
	// the download list shows 5 shipments a page, latest departure first, and other specs make
	// shipments of the same company meanwhile: leaving in a year keeps this one on the first page
	const shipment = await makeShipment({ etd: js ? 366 : 365 });
	const customerPage = `/mypage/download/${shipment.id}`;
	const deskDocs = `/admin/shipments/${shipment.id}/documents`;

	const staffContext = await browser.newContext({ ...info.project.use });
	await signIn(staffContext, "staff");
	const staff = await staffContext.newPage();
	const customerContext = await browser.newContext({ ...info.project.use });
	await signIn(customerContext, "customer");
	const customer = await customerContext.newPage();

	// staff: from the desk to the documents tab; generate the check B/L in English
	await staff.goto(`/admin/shipments/${shipment.id}`);
	await ready(staff, js);
	await staff.getByTestId("documents-link").click();
	await expect(staff).toHaveURL(new RegExp(`${deskDocs}$`));
	const generate = staff.getByTestId("generate-form");
	await generate.getByLabel("서류 종류").selectOption("check_bl");
	await generate.getByLabel("언어").selectOption("en");
	await generate.getByRole("button", { name: "PDF 생성·발행" }).click();
	await expect(staff).toHaveURL(new RegExp(`${deskDocs}\\?done=generate$`));
	await expect(staff.locator('[data-testid="issued-list"] tr[data-kind="check_bl"]')).toHaveAttribute(
		"data-issued",
		"yes",
	);

	// the customer: the list shows the shipment with 1 issued; the check B/L is there; one correction
	await customer.goto("/mypage/download");
	await ready(customer, js);
	const row = customer.locator(`[data-testid="download-row"][data-id="${shipment.id}"]`);
	await expect(row.getByTestId("issued-count")).toHaveText("1");
	await row.getByTestId("download-open").click();
	await expect(customer).toHaveURL(new RegExp(`${customerPage}$`));
	await ready(customer, js);
	await expect(customer.locator('[data-testid="set-slot"][data-slot="check_bl"]')).toHaveAttribute(
		"data-issued",
		"yes",
	);
	await correction(customer, "check-bl-fixed.pdf", `fix ${info.project.name}`);
	await expect(customer).toHaveURL(new RegExp(`${customerPage}\\?done=correction$`));
	await expect(customer.getByTestId("bl-notice")).toHaveText("정정을 요청했습니다.");
	await expect(customer.getByTestId("bl-correction").getByTestId("request-state")).toHaveText("요청됨");
	// a second correction is not offered; the page says to mail the manager
	await expect(customer.getByTestId("correction-form")).toHaveCount(0);
	await expect(customer.getByTestId("correction-why")).toContainText(
		"추가 정정은 담당자 이메일(help@barunforwarding.kr)로 보내 주세요.",
	);

	// B/L issue
	await customer.getByTestId("request-bl").click();
	await expect(customer).toHaveURL(new RegExp(`${customerPage}\\?done=blIssue$`));
	await expect(customer.getByTestId("bl-notice")).toHaveText("B/L 발행을 요청했습니다.");

	// staff: the correction's file is there; issue the carrier's B/L by upload
	await staff.goto(deskDocs);
	await ready(staff, js);
	await expect(staff.locator('[data-testid="request"][data-kind="check_bl_correction"]')).toContainText(
		"check-bl-fixed.pdf",
	);
	const issue = staff.getByTestId("issue-form");
	await issue.getByLabel("서류 종류").selectOption("bl");
	await issue
		.getByLabel("파일")
		.setInputFiles({ name: "HMM-BL.pdf", mimeType: "application/pdf", buffer: pdf(`bl ${info.project.name}`) });
	await issue.getByRole("button", { name: "발행", exact: true }).click();
	await expect(staff).toHaveURL(new RegExp(`${deskDocs}\\?done=issue$`));
	await expect(staff.locator('[data-testid="request"][data-kind="bl_issue"]')).toHaveAttribute("data-status", "done");
	await expect(staff.getByTestId("audit-log").locator('tr[data-action="issue"]')).toHaveCount(1);

	// the customer: "request done"; surrender shows the fee before the final submit
	await customer.goto(customerPage);
	await ready(customer, js);
	await expect(customer.getByTestId("bl-issue").getByTestId("request-state")).toHaveText("요청 완료");
	await customer.getByTestId("request-surrender").click();
	await expect(customer).toHaveURL(new RegExp(`${customerPage}\\?confirm=surrender$`));
	await expect(customer.getByTestId("surrender-fee")).toHaveText("서렌더 B/L 수수료는 약 ₩30,000~₩40,000입니다.");
	await customer.getByTestId("confirm-surrender").click();
	await expect(customer).toHaveURL(new RegExp(`${customerPage}\\?done=surrender$`));
	await expect(customer.getByTestId("bl-surrender").getByTestId("request-state")).toHaveText("요청됨");

	// downloads: each issued document is a PDF attachment
	for (const slot of ["check_bl", "bl"]) {
		const link = customer.locator(`[data-testid="set-slot"][data-slot="${slot}"]`).getByTestId("document-download");
		const response = await customer.request.get((await link.getAttribute("href")) as string);
		expect(response.status()).toBe(200);
		expect(response.headers()["content-type"]).toBe("application/pdf");
		expect(response.headers()["content-disposition"]).toMatch(/^attachment;/);
		expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
	}
	const [download] = await Promise.all([
		customer.waitForEvent("download"),
		customer.locator('[data-testid="set-slot"][data-slot="bl"]').getByTestId("document-download").click(),
	]);
	expect(download.suggestedFilename()).toBe("HMM-BL.pdf");

	await staffContext.close();
	await customerContext.close();
});

test("another company's customer gets 404 on the shipment's documents; a customer 403 on the staff tab", async ({
	browser,
}, info) => {
	const shipment = await makeShipment();
	const context = await browser.newContext({ ...info.project.use });
	await signIn(context, "other_customer");
	const page = await context.newPage();
	expect((await page.goto(`/mypage/download/${shipment.id}`))?.status()).toBe(404);
	expect((await page.goto(`/admin/shipments/${shipment.id}/documents`))?.status()).toBe(403);
	await context.close();
});
