// The quote PDF and "quote PDF by mail" (issue 5), with JavaScript off and on: a customer downloads the
// PDF of an estimate, mails it to an address they type, lands back on the estimate with ?mailed=1, and
// /dev/outbox.json shows the mail with the PDF attached (downloadable). Another company gets 404.
// The estimate is made the way the wizard makes one: the engine prices the demo rates and
// createEstimate stores the first option, here straight into the server's e2e database.
import { expect, signIn, test, ready, uniqueEmail } from "./fixtures.ts";
import { makeEstimate } from "./quotes.ts";

type Listed = { to: string; subject: string | null; template: string; attachments: { id: string; name: string; contentType: string; size: number; url: string }[] };

test("a customer downloads the quote PDF and mails it with the PDF attached", async ({ page, context, request, javaScriptEnabled }, info) => {
	await signIn(context, "customer");
	const estimate = await makeEstimate();
	await page.goto(`/mypage/estimate/${estimate.id}/mail`);
	await ready(page, javaScriptEnabled);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("견적서 메일 보내기");

	// the PDF itself
	const link = page.getByTestId("estimate-pdf-link");
	if (javaScriptEnabled) {
		const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
		expect(download.suggestedFilename()).toBe(`${estimate.number}.pdf`);
		const file = await download.path();
		const { readFileSync } = await import("node:fs");
		expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("%PDF-");
	} else {
		const response = await page.request.get((await link.getAttribute("href")) as string);
		expect(response.status()).toBe(200);
		expect(response.headers()["content-type"]).toBe("application/pdf");
		expect(response.headers()["content-disposition"]).toBe(`attachment; filename="${estimate.number}.pdf"`);
		expect(response.headers()["cache-control"]).toContain("no-store");
		expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
	}

	// mail it to an address the customer types, in English
	const to = uniqueEmail("pdf", info.project.name);
	const email = page.getByLabel("받는 사람 이메일");
	await expect(email).toHaveValue("customer@demo.kr");
	await email.fill(to);
	await page.getByLabel("견적서 언어").selectOption("en");
	await page.getByRole("button", { name: "메일 보내기" }).click();
	await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${estimate.id}\\?mailed=1$`));

	let mail: Listed | undefined;
	await expect
		.poll(async () => {
			const list = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as Listed[];
			mail = list.find((m) => m.template === "quotePdf");
			return list.length;
		})
		.toBe(1);
	expect(mail?.subject).toContain(estimate.number);
	expect(mail?.subject).toContain("Quotation");
	expect(mail?.attachments).toHaveLength(1);
	const attachment = mail!.attachments[0]!;
	expect(attachment).toMatchObject({ name: `${estimate.number}.pdf`, contentType: "application/pdf" });
	expect(attachment.size).toBeGreaterThan(10_000);
	const file = await request.get(attachment.url);
	expect(file.status()).toBe(200);
	expect(file.headers()["content-type"]).toBe("application/pdf");
	const body = await file.body();
	expect(body.length).toBe(attachment.size);
	expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");

	// the outbox page lists the attachment with its link
	await page.goto("/dev/outbox");
	await expect(page.getByTestId("outbox-attachment").filter({ hasText: `${estimate.number}.pdf` }).first()).toHaveAttribute("href", attachment.url);
});

test("the same form sent twice mails once; a bad address is refused with 400", async ({ page, context, request }, info) => {
	await signIn(context, "customer");
	const estimate = await makeEstimate();
	await page.goto(`/mypage/estimate/${estimate.id}/mail`);
	const onceKey = (await page.locator('input[name="onceKey"]').getAttribute("value")) as string;
	const to = uniqueEmail("pdf-twice", info.project.name);
	const url = `/mypage/estimate/${estimate.id}/mail`;
	const send = (email: string) => page.request.post(url, { form: { email, lang: "kr", onceKey }, maxRedirects: 0 });

	const bad = await send("not-an-address");
	expect(bad.status()).toBe(400);
	expect(await bad.text()).toContain("이메일 주소 형식이 올바르지 않습니다.");

	for (let i = 0; i < 2; i++) {
		const response = await send(to);
		expect(response.status()).toBe(302);
		expect(response.headers().location).toBe(`/mypage/estimate/${estimate.id}?mailed=1`);
	}
	const list = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json()) as Listed[];
	expect(list.filter((m) => m.template === "quotePdf")).toHaveLength(1);
});

test("another company's customer gets 404 from the PDF and the mail page", async ({ page, context }) => {
	const estimate = await makeEstimate();
	await signIn(context, "other_customer");
	expect((await page.request.get(`/mypage/estimate/${estimate.id}/pdf`)).status()).toBe(404);
	expect((await page.request.get(`/mypage/estimate/${estimate.id}/mail`)).status()).toBe(404);
	const post = await page.request.post(`/mypage/estimate/${estimate.id}/mail`, {
		form: { email: "x@example.kr", lang: "kr", onceKey: "k".repeat(22) },
		maxRedirects: 0,
	});
	expect(post.status()).toBe(404);
});
