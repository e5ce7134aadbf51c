// The landed-cost calculator end to end, JavaScript off and on (spec sections 1, 2, 9; decision 074): an
// import of one 20ft container from Ho Chi Minh (VNSGN) to Busan (KRPUS) at FOB USD 20,000 shows the
// duty, VAT and fees of a hand calculation from the data file, and turns into a quote request. With
// JavaScript the answer follows the typing without asking the server; without it "계산하기" posts and
// the page comes back with the answer.
import { expect, ready, signIn, test } from "./fixtures.ts";

// freight USD 300 typed (the demo rates have no VNSGN -> KRPUS row), insurance at the default 0.05%:
// (20,000 + 300) x 110% x 0.05% = 11.165 -> USD 11.17; CIF USD 20,311.17 x 1,385.50 = KRW 28,141,126;
// duty 8% = 2,251,290; VAT 10% of 30,392,416 = 3,039,242; clearance 100,000-150,000;
// landed 33,531,658-33,581,658
const EXPECTED: [line: string, text: string][] = [
	["cif", "₩28,141,126"],
	["duty", "₩2,251,290"],
	["vat", "₩3,039,242"],
	["clearance", "₩100,000 – ₩150,000"],
	["landedTotal", "₩33,531,658 – ₩33,581,658"],
];

test("an import from Ho Chi Minh to Busan: duty, VAT and fees as calculated by hand, then a quote", async ({
	browser,
}, testInfo) => {
	const js = testInfo.project.use.javaScriptEnabled !== false;
	const context = await browser.newContext({ ...testInfo.project.use });
	await signIn(context, "customer");
	const page = await context.newPage();
	await page.goto("/cost");
	await ready(page, js);
	await expect(page.getByText("물품 가격을 입력하면 도착 원가가 표시됩니다.")).toBeVisible();

	// a typing mistake: a translated message, no answer
	await page.getByLabel("물품 가격(FOB)").fill("20.000.0");
	if (!js) await page.getByRole("button", { name: "계산하기" }).click();
	await expect(page.getByText("20000 또는 20,000.50처럼 금액을 입력하세요.")).toBeVisible();

	const posts: string[] = [];
	page.on("request", (r) => {
		if (r.method() === "POST") posts.push(r.url());
	});
	await page.getByLabel("물품 가격(FOB)").fill("20000");
	await page.getByLabel("운임", { exact: true }).fill("300");
	if (!js) await page.getByRole("button", { name: "계산하기" }).click();
	for (const [line, text] of EXPECTED) await expect(page.locator(`tr[data-line="${line}"]`)).toContainText(text);
	await expect(page.locator('tr[data-line="duty"]')).toContainText("과세가격의 8%");
	// with JavaScript the figures came from the browser: no round trip for the typing
	if (js) expect(posts).toEqual([]);

	// a quarantine fee is added at the spec's amount
	await page.getByLabel("검역 서류 수수료(₩75,000)").check();
	if (!js) await page.getByRole("button", { name: "계산하기" }).click();
	await expect(page.locator('tr[data-line="quarantine-document"]')).toContainText("₩75,000");
	await expect(page.locator('tr[data-line="landedTotal"]')).toContainText("₩33,606,658 – ₩33,656,658");

	await page.getByRole("button", { name: "이 구간으로 견적 요청하기" }).click();
	await expect(page).toHaveURL(/\/order\/shipline\?step=cargo$/);
	await context.close();
});
