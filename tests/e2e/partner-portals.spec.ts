// Clearance and insurance requests and the partner portals (spec sections 5 and 6) in the browser, with
// JavaScript off and on, on a shipment of its own: the customer uploads a CI/PL and asks for export
// clearance (a second request is refused) and insurance (calculate, then request); staff assign the
// clearance to demo-broker-co; the broker downloads the CI/PL and uploads the certificate, the insurer
// reads the listed fields and uploads the policy, both through the form's /send twin and back; another
// broker gets 404 on the request, its upload and the CI/PL, the insurer 404 (403 on the customs portal
// itself); the customer downloads the certificates; the partners' mails are in the outbox.
import crypto from "node:crypto";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { type DemoRole, expect, mailsAbout, ready, settled, signIn, test, withDatabase } from "./fixtures.ts";
import { expectAttachment, pdf } from "./documents.ts";
import { makeShipment } from "./shipments.ts";

// set for the file so the midnight guard in fixtures.ts knows the budget
test.describe.configure({ timeout: 90_000 });

type Requests = { clearance: string; insurance: string };

function requestIds(estimateId: string): Requests {
	const rows = withDatabase(
		(db) =>
			db.prepare("select id, kind from document_requests where estimate_id = ?").all(estimateId) as {
				id: string;
				kind: string;
			}[],
	);
	const of = (kind: string) => rows.find((r) => r.kind === kind)?.id ?? "";
	return { clearance: of("export_clearance"), insurance: of("insurance") };
}

function certificateOf(requestId: string): string {
	const row = withDatabase(
		(db) =>
			db.prepare("select id from shipment_documents where request_id = ? and deleted_at is null").get(requestId) as
				{ id: string } | undefined,
	);
	return row?.id ?? "";
}

async function as(browser: Browser, use: object, role: DemoRole): Promise<{ context: BrowserContext; page: Page }> {
	const context = await browser.newContext({ ...use });
	await signIn(context, role);
	return { context, page: await context.newPage() };
}

/** The certificate form: empty first (refused at /send with the message), then the file (back on the page). */
async function uploadCertificate(page: Page, path: string, name: string, bytes: Buffer, js: boolean | undefined) {
	const form = page.getByTestId("certificate-form");
	await expect(form).toHaveAttribute("action", `${path}/send`);
	await form.getByRole("button", { name: "업로드", exact: true }).click();
	await expect(page.getByTestId("certificate-error")).toHaveText("파일을 먼저 첨부해 주세요.");
	await expect(page).toHaveURL(new RegExp(`${path}/send$`));
	await ready(page, js);
	await page.locator("#certificate-file").setInputFiles({ name, mimeType: "application/pdf", buffer: bytes });
	await page.getByTestId("certificate-form").getByRole("button", { name: "업로드", exact: true }).click();
	await expect(page).toHaveURL(new RegExp(`${path}\\?done=uploaded$`));
	await expect(page.getByTestId("partner-uploaded")).toBeVisible();
	await expect(page.getByTestId("partner-request")).toHaveAttribute("data-status", "done");
	await expect(page.getByTestId("partner-certificate")).toContainText(name);
	await expect(page.getByTestId("certificate-form")).toHaveCount(0);
}

test("clearance and insurance requests go to the broker and the insurer, who answer with their certificates", async ({
	browser,
	request,
}, info) => {
	const js = info.project.use.javaScriptEnabled;
	const use = info.project.use;
	const shipment = await makeShipment();
	const base = `/mypage/upload/${shipment.id}`;

	// the customer: the CI/PL on the upload page
	const customer = await as(browser, use, "customer");
	let page = customer.page;
	await page.goto(base);
	await ready(page, js);
	const ciplBytes = pdf(`cipl ${info.project.name} ${shipment.id}`);
	const cipl = page.locator('[data-testid="upload-slot"][data-slot="cipl"]');
	await cipl
		.getByTestId("file-input")
		.setInputFiles({ name: "CI-PL.pdf", mimeType: "application/pdf", buffer: ciplBytes });
	await cipl.getByTestId("upload-submit").click();
	await expect(cipl).toHaveAttribute("data-state", "submitted");

	// export clearance, with a second tab left open on the same form
	const stale = await customer.context.newPage();
	await stale.goto(`${base}/clearance/export`);
	await ready(stale, js);
	await page
		.locator('[data-testid="upload-slot"][data-slot="export_clearance"]')
		.getByTestId("slot-request-link")
		.click();
	await expect(page).toHaveURL(new RegExp(`${base}/clearance/export$`));
	await ready(page, js);
	await page.getByTestId("clearance-form").getByRole("button").click();
	await expect(page.getByText("인보이스 금액을 입력해 주세요.")).toBeVisible();
	await page.getByLabel("인보이스 금액").fill("12,500.50");
	await page.getByTestId("clearance-form").getByRole("button").click();
	await expect(page.getByTestId("request-done")).toHaveText("요청이 완료되었습니다.");
	await expect(page.getByTestId("request-state")).toHaveAttribute("data-status", "requested");
	await expect(page.getByTestId("request-state")).toContainText("$12,500.50");
	await stale.getByLabel("인보이스 금액").fill("9000");
	await stale.getByTestId("clearance-form").getByRole("button").click();
	await expect(stale.getByText("이미 요청하셨습니다. 관리자에게 문의해 주세요.")).toBeVisible();
	await stale.close();

	// insurance: calculate, then request
	await page.goto(`${base}/insurance`);
	await ready(page, js);
	await expect(page.getByTestId("insurance-disclaimer")).toBeVisible();
	await page.getByLabel("인보이스 금액").fill("12500");
	await page.getByLabel("품명").fill("산업용 펌프");
	await page.getByLabel("HS 코드").fill("84137010");
	await page.getByRole("button", { name: "보험료 계산" }).click();
	await expect(page.getByText("HS 코드는 숫자 10자리여야 합니다.")).toBeVisible();
	await settled(page, js);
	await page.getByLabel("HS 코드").fill("8413701000");
	await page.getByRole("button", { name: "보험료 계산" }).click();
	await expect(page.getByTestId("premium")).toBeVisible();
	await page.getByTestId("insurance-submit").click();
	await expect(page.getByTestId("request-done")).toHaveText("요청이 완료되었습니다.");
	await expect(page.getByTestId("request-state")).toContainText("8413.70-1000");

	const ids = requestIds(shipment.id);
	expect(ids.clearance).not.toBe("");
	expect(ids.insurance).not.toBe("");
	const customsPath = `/partner/customs/${ids.clearance}`;
	const insurancePath = `/partner/insurance/${ids.insurance}`;
	// the only insurer company was assigned at once and mailed; two customs companies wait for staff
	await mailsAbout(request, "insurer@demo.kr", "insuranceRequest", insurancePath, 1);

	// staff assign the clearance to demo-broker-co
	const staff = await as(browser, use, "staff");
	await staff.page.goto(`/admin/requests/${ids.clearance}`);
	await ready(staff.page, js);
	await staff.page.getByLabel("파트너 회사").selectOption("demo-broker-co");
	await staff.page.getByTestId("assign-form").getByRole("button").click();
	await expect(staff.page.getByTestId("desk-notice")).toHaveText("배정되었습니다. 파트너에게 메일을 보냈습니다.");
	await staff.context.close();
	await mailsAbout(request, "broker@demo.kr", "clearanceRequest", customsPath, 1);
	await mailsAbout(request, "broker2@demo.kr", "clearanceRequest", customsPath, 0);

	// the broker: the queue, the request, the CI/PL, the certificate
	const broker = await as(browser, use, "customs_broker");
	page = broker.page;
	await page.goto("/partner/customs");
	await ready(page, js);
	await page.locator(`[data-testid="partner-row"][data-id="${ids.clearance}"]`).getByRole("link").click();
	await expect(page).toHaveURL(new RegExp(`${customsPath}$`));
	await ready(page, js);
	await expect(page.getByTestId("partner-facts")).toContainText(shipment.numberBody);
	await expect(page.getByTestId("partner-facts")).toContainText("$12,500.50");
	const ciplLink = page.getByTestId("partner-document-link");
	await expect(ciplLink).toHaveText("CI-PL.pdf");
	const ciplHref = (await ciplLink.getAttribute("href")) as string;
	await expectAttachment(page, ciplHref, ciplBytes, "CI-PL.pdf");
	const [download] = await Promise.all([page.waitForEvent("download"), ciplLink.click()]);
	expect(download.suggestedFilename()).toBe("CI-PL.pdf");
	const certBytes = pdf(`export clearance ${info.project.name} ${shipment.id}`);
	await uploadCertificate(page, customsPath, "export-cert.pdf", certBytes, js);
	await broker.context.close();

	// the insurer: the listed fields, the policy
	const insurer = await as(browser, use, "insurer");
	page = insurer.page;
	await page.goto("/partner/insurance");
	await ready(page, js);
	await page.locator(`[data-testid="partner-row"][data-id="${ids.insurance}"]`).getByRole("link").click();
	await expect(page).toHaveURL(new RegExp(`${insurancePath}$`));
	await ready(page, js);
	const facts = page.getByTestId("partner-facts");
	for (const text of ["8413.70-1000", "산업용 펌프", "(VN)", "해상 FCL", "예상 보험료"])
		await expect(facts).toContainText(text);
	await expect(page.getByTestId("partner-document-link")).toHaveText("CI-PL.pdf");
	const policyBytes = pdf(`policy ${info.project.name} ${shipment.id}`);
	await uploadCertificate(page, insurancePath, "policy.pdf", policyBytes, js);
	// the insurer never reaches a clearance request
	expect((await page.goto(`/partner/insurance/${ids.clearance}`))?.status()).toBe(404);
	// and the customs portal itself is closed to the insurer's role
	expect((await page.request.get(customsPath)).status()).toBe(403);
	await insurer.context.close();

	// another broker: 404 on the request, its send twin and the CI/PL
	const other = await as(browser, use, "broker2");
	expect((await other.page.goto(customsPath))?.status()).toBe(404);
	expect((await other.page.request.get(ciplHref)).status()).toBe(404);
	const sent = await other.page.request.post(`${customsPath}/send`, {
		multipart: {
			onceKey: crypto.randomUUID(),
			file: { name: "forged.pdf", mimeType: "application/pdf", buffer: pdf("forged") },
		},
	});
	expect(sent.status()).toBe(404);
	await other.page.goto("/partner/customs");
	await expect(other.page.locator(`[data-testid="partner-row"][data-id="${ids.clearance}"]`)).toHaveCount(0);
	await other.context.close();

	// the customer: both requests done, the certificates downloadable
	page = customer.page;
	await page.goto(`${base}/clearance/export`);
	await expect(page.getByTestId("request-state")).toHaveAttribute("data-status", "done");
	await expectAttachment(page, `/documents/${certificateOf(ids.clearance)}/file`, certBytes, "export-cert.pdf");
	await expectAttachment(page, `/documents/${certificateOf(ids.insurance)}/file`, policyBytes, "policy.pdf");
	await customer.context.close();
});
