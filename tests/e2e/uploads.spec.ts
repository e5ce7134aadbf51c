// The customer's uploads in the browser, with JavaScript off and on, on a shipment of
// its own: in from the shipment page and from /mypage/uploadfile?estimate=, a CI/PL and an MSDS
// uploaded (the checklist counts them), a second MSDS refused with the spec's message, the MSDS
// deleted and uploaded again, and the CI/PL downloaded with the bytes that went up.
import type { Page } from "@playwright/test";
import { expect, ready, signIn, test } from "./fixtures.ts";
import { pdf } from "./documents.ts";
import { makeShipment } from "./shipments.ts";

async function uploadInto(page: Page, slot: string, name: string, bytes: Buffer) {
	const card = page.locator(`[data-testid="upload-slot"][data-slot="${slot}"]`);
	await card.getByTestId("file-input").setInputFiles({ name, mimeType: "application/pdf", buffer: bytes });
	await card.getByTestId("upload-submit").click();
	return card;
}

test("a customer uploads a CI/PL and an MSDS, a second MSDS is refused until the first is deleted, and downloads the CI/PL", async ({
	browser,
}, info) => {
	const js = info.project.use.javaScriptEnabled;
	const shipment = await makeShipment();
	const context = await browser.newContext({ ...info.project.use });
	await signIn(context, "customer");
	const page = await context.newPage();

	// in from the shipment page
	await page.goto(`/mypage/shipment/${shipment.id}`);
	await ready(page, js);
	await page.getByTestId("documents-link").click();
	await expect(page).toHaveURL(new RegExp(`/mypage/upload/${shipment.id}$`));
	await ready(page, js);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("서류 업로드");
	await expect(page.getByTestId("upload-checklist")).toHaveAttribute("data-missing", "2");
	await expect(page.getByTestId("checklist-deadline")).toContainText("서류 마감");
	const cipl = page.locator('[data-testid="upload-slot"][data-slot="cipl"]');
	await expect(cipl.getByTestId("slot-state")).toHaveText("파일 업로드 대기");
	await expect(cipl).toContainText("20MB 이하, PDF, PNG, JPEG, XLSX, DOCX 파일만 올릴 수 있습니다.");

	// CI/PL
	const ciplBytes = pdf(`cipl ${info.project.name}`);
	await uploadInto(page, "cipl", "CI-PL.pdf", ciplBytes);
	await expect(page.getByTestId("upload-done")).toHaveText("파일이 업로드되었습니다.");
	await expect(page).toHaveURL(/\?done=uploaded$/);
	await expect(cipl).toHaveAttribute("data-state", "submitted");
	await expect(cipl.getByTestId("file-download")).toHaveText("CI-PL.pdf");
	await expect(page.getByTestId("upload-checklist")).toHaveAttribute("data-missing", "1");

	// the MSDS, then a second one refused with the spec's message
	const msds = await uploadInto(page, "msds", "MSDS-1.pdf", pdf(`msds 1 ${info.project.name}`));
	await expect(msds).toHaveAttribute("data-state", "submitted");
	await uploadInto(page, "msds", "MSDS-2.pdf", pdf(`msds 2 ${info.project.name}`));
	await expect(msds.getByTestId("upload-error")).toHaveText(
		"MSDS가 이미 첨부되어 있습니다. 기존 파일을 삭제한 뒤 올려 주세요.",
	);
	await expect(msds.getByTestId("slot-file")).toHaveCount(1);
	await expect(msds.getByTestId("file-download")).toHaveText("MSDS-1.pdf");

	// delete it (asked first: the dialog with JavaScript, the step and its box without), then the second one goes up
	if (js) {
		await msds.getByTestId("file-delete").click();
		await expect(msds.getByTestId("file-delete-dialog")).toContainText("MSDS-1.pdf 파일을 삭제할까요?");
		await msds.getByTestId("file-delete-yes").click();
	} else {
		await msds.getByTestId("file-delete-step").locator("summary").click();
		await msds.getByTestId("file-delete-check").check();
		await msds.getByTestId("file-delete").click();
	}
	await expect(page.getByTestId("upload-done")).toHaveText("파일이 삭제되었습니다.");
	await expect(msds.getByTestId("slot-file")).toHaveCount(0);
	await uploadInto(page, "msds", "MSDS-2.pdf", pdf(`msds 2 ${info.project.name}`));
	await expect(page.getByTestId("upload-done")).toHaveText("파일이 업로드되었습니다.");
	await expect(msds.getByTestId("file-download")).toHaveText("MSDS-2.pdf");

	// download the CI/PL: the bytes that went up, as an attachment
	const [download] = await Promise.all([page.waitForEvent("download"), cipl.getByTestId("file-download").click()]);
	expect(download.suggestedFilename()).toBe("CI-PL.pdf");
	const path = await download.path();
	const { readFileSync } = await import("node:fs");
	expect(readFileSync(path).equals(ciplBytes)).toBe(true);

	// the choice travels in the URL on /mypage/uploadfile
	await page.goto(`/mypage/uploadfile?estimate=${shipment.id}`);
	await expect(page).toHaveURL(new RegExp(`/mypage/upload/${shipment.id}$`));
	await context.close();
});

test("another company's customer gets 404 on the shipment's upload page", async ({ browser }, info) => {
	const shipment = await makeShipment();
	const context = await browser.newContext({ ...info.project.use });
	await signIn(context, "other_customer");
	const page = await context.newPage();
	const res = await page.goto(`/mypage/upload/${shipment.id}`);
	expect(res?.status()).toBe(404);
	await context.close();
});
