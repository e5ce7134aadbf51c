// The quote PDF and "quote PDF by mail", with JavaScript off and on: a customer downloads the
// PDF of an estimate, mails it to an address they type, lands back on the estimate with ?mailed=1, and
// /dev/outbox.json shows the mail with the PDF attached (downloadable). The recipient, signed out,
// opens the read-only link from the mail; a tampered token is 404, and once the sender
// revokes the link it is 404 too. Another company gets 404.
// The estimate is made the way the wizard makes one: the engine prices the demo rates and
// createEstimate stores the first option, here straight into the server's e2e database.
import { expect, linkIn, signIn, test, ready, uniqueEmail } from "./fixtures.ts";
import { makeEstimate } from "./quotes.ts";

type Listed = {
	channel: "email" | "sms";
	to: string;
	subject: string | null;
	text: string;
	template: string;
	attachments: { id: string; name: string; contentType: string; size: number; url: string }[];
};

test("a customer downloads the quote PDF and mails it with the PDF attached", async ({
	page,
	context,
	request,
	javaScriptEnabled,
}, info) => {
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
	await expect(
		page
			.getByTestId("outbox-attachment")
			.filter({ hasText: `${estimate.number}.pdf` })
			.first(),
	).toHaveAttribute("href", attachment.url);

	// the mail greets the recipient, says who sent it, and links to a read-only page of this quote
	expect(mail!.text.split("\n")[0]).toBe("Hello,");
	expect(mail!.text).toContain("데모무역 주식회사");
	expect(mail!.text).not.toContain("/mypage/");
	const share = linkIn(mail!, /^\/quote\/share\/[A-Za-z0-9_-]{43}$/);

	// the recipient is not signed in
	await context.clearCookies();
	const opened = await page.goto(share);
	expect(opened?.status()).toBe(200);
	expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
	await ready(page, javaScriptEnabled);
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quotation");
	await expect(page.getByTestId("estimate-number")).toHaveText(estimate.number);
	await expect(page.getByTestId("estimate-route")).toHaveText("Busan (KRPUS) → Hai Phong (VNHPH)");
	await expect(page.getByTestId("total-krw")).toBeVisible();
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
	// read-only: no forms, no actions on the quote
	await expect(page.getByTestId("shared-quote").locator("form, button")).toHaveCount(0);
	await expect(page.getByTestId("estimate-actions")).toHaveCount(0);

	// a tampered token is not found
	const sharePath = share.split("?")[0] as string;
	const last = sharePath.at(-1) === "A" ? "B" : "A";
	expect((await page.request.get(sharePath.slice(0, -1) + last)).status()).toBe(404);
	expect((await page.request.get(sharePath)).status()).toBe(200);

	// the sender revokes the link; it is not found from then on (the link's ?lng=en cookie goes too)
	await context.clearCookies();
	await signIn(context, "customer");
	await page.goto(`/mypage/estimate/${estimate.id}/mail`);
	await ready(page, javaScriptEnabled);
	const row = page.getByTestId("share-row").filter({ hasText: to });
	await expect(row).toHaveAttribute("data-state", "active");
	await row.getByRole("button", { name: "링크 끊기" }).click();
	await expect(page.getByTestId("share-revoked")).toBeVisible();
	await expect(page.getByTestId("share-row").filter({ hasText: to })).toHaveAttribute("data-state", "revoked");
	await context.clearCookies();
	expect((await page.request.get(share)).status()).toBe(404);
});

test("the same form sent twice mails once; a bad address is refused with 400", async ({
	page,
	context,
	request,
}, info) => {
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
