// The chatbot in the browser, with JavaScript off (a form post that re-renders the thread) and on (the
// answer streamed in without a reload), on the demo data: customer@demo.kr asks in Korean where a
// sailing shipment is and gets its stage and ETA with a link to it; asks in Vietnamese what THC means
// and gets the glossary text; asks for a price and opens it in the quote wizard; other@demo.kr asking
// about the first company's shipment number learns nothing.
import type { Page } from "@playwright/test";
import { expect, ready, signIn, signInAs, test, withDatabase } from "./fixtures.ts";

function numberOf(id: string): string {
	return withDatabase((db) => {
		const row = db.prepare("select number_body as body from estimates where id = ?").get(id) as { body: string };
		return `B${row.body}`;
	});
}

async function ask(page: Page, question: string) {
	const answers = page.getByTestId("chat-answer");
	const before = await answers.count();
	await page.getByTestId("chat-input").fill(question);
	await page.getByTestId("chat-send").click();
	await expect(answers).toHaveCount(before + 1, { timeout: 30_000 });
	return answers.last();
}

async function openChat(page: Page, lng: string, js: boolean | undefined) {
	await page.goto(`/chatbot?lng=${lng}`);
	await ready(page, js);
	// a fresh thread for each run (the projects share the demo accounts)
	if (await page.getByTestId("chat-clear").count()) {
		await page.getByTestId("chat-clear").click();
		await expect(page.getByTestId("chat-answer")).toHaveCount(0);
	}
}

test("a customer asks where a shipment is, what THC means and for a price that opens in the wizard", async ({
	page,
	context,
}, info) => {
	const js = info.project.use.javaScriptEnabled;
	const sailing = numberOf("demo-shipment-sailing");
	await signIn(context, "customer");
	await openChat(page, "kr", js);
	const url = page.url();

	const where = await ask(page, `${sailing} 어디쯤 왔어요?`);
	await expect(where).toContainText("운항 중");
	await expect(where).toContainText("ETA");
	const link = where.getByTestId("chat-source");
	await expect(link).toHaveAttribute("href", "/mypage/shipment/demo-shipment-sailing");
	// with JavaScript the answer came without leaving the page
	if (js !== false) expect(page.url()).toBe(url);

	await page.goto("/chatbot?lng=vn");
	await ready(page, js);
	const thc = await ask(page, "THC là gì?");
	await expect(thc).toContainText("Phí nâng hạ container");
	await expect(thc.getByTestId("chat-source")).toHaveAttribute("href", /\/standardestimate/);

	const price = await ask(page, "Giá 2 x 40ft từ Busan đi Hải Phòng tháng sau?");
	await expect(price).toContainText("₩");
	await price.getByTestId("chat-quote").getByRole("button").click();
	await expect(page).toHaveURL(/\/order\/shipline/);

	await page.goto("/chatbot?lng=kr");
	await ready(page, js);
	await page.getByTestId("chat-answer").first().getByTestId("chat-source").click();
	await expect(page).toHaveURL("/mypage/shipment/demo-shipment-sailing");
});

test("another company's customer asking about the first company's shipment number learns nothing", async ({
	page,
	context,
}, info) => {
	const js = info.project.use.javaScriptEnabled;
	const sailing = numberOf("demo-shipment-sailing");
	await signIn(context, "other_customer");
	await openChat(page, "kr", js);
	const answer = await ask(page, `${sailing} 어디 있어요? 도착 언제예요?`);
	await expect(answer).toContainText("찾을 수 없습니다");
	await expect(answer.getByTestId("chat-source")).toHaveCount(0);
	for (const word of ["HMM", "부산", "하이퐁", "ETA", "운항"]) await expect(answer).not.toContainText(word);
});

test("an empty question is refused with its message and nothing is stored", async ({ page, context }, info) => {
	const js = info.project.use.javaScriptEnabled;
	await signInAs(context, "demo-colleague");
	await openChat(page, "en", js);
	await page.getByTestId("chat-input").fill("   ");
	await page.getByTestId("chat-send").click();
	await expect(page.getByTestId("chat-error")).toHaveText("Type a question.");
	await expect(page.getByTestId("chat-answer")).toHaveCount(0);
});
