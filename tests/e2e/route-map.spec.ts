// The route tracker map, with JavaScript off and on: customer@demo.kr opens the map
// of the demo shipment sailing Busan -> Hai Phong and reads a server-drawn SVG (no tile provider is
// configured, so the SVG is the map with JavaScript on too): land, the route sailed and remaining, both
// ports, the position marker, the position's time and the distances in nautical miles that add up.
// Another company's customer gets 404. Screenshots at 375 and 1280 px go to the test's output folder
// (the route must follow the sea: look at them; the unit tests sample the path against the land).
import { expect, ready, signIn, test } from "./fixtures.ts";

const MAP = "/mypage/shiproutetrackermap/demo-shipment-sailing";
const nm = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

for (const width of [1280, 375]) {
	test(`the customer reads the map of the sailing shipment (${width} px)`, async ({ page, context }, info) => {
		const js = info.project.use.javaScriptEnabled;
		await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
		await signIn(context, "customer");
		const response = await page.goto(MAP);
		expect(response?.status()).toBe(200);
		await ready(page, js);

		const svg = page.locator("svg[data-route-map]");
		await expect(svg).toBeVisible();
		await expect(svg).toHaveAttribute("role", "img");
		await expect(svg.locator("title").first()).toHaveText(/부산 \(KRPUS\) → 하이퐁 \(VNHPH\)/);
		await expect(svg.locator("path.route-map-land")).toHaveAttribute("d", /^M\d+,\d+l/);
		await expect(svg.locator('[data-route="sailed"]')).toHaveAttribute("d", /^M[\d.]+,[\d.]+L/);
		await expect(svg.locator('[data-route="remaining"]')).toHaveAttribute("d", /^M[\d.]+,[\d.]+L/);
		await expect(svg.locator('[data-port="KRPUS"]')).toContainText("부산");
		await expect(svg.locator('[data-port="VNHPH"]')).toContainText("하이퐁");

		// the position marker lies inside the map, between Busan (north-east) and Hai Phong (south-west)
		const box = (await svg.boundingBox())!;
		const dot = (await svg.locator("[data-position] .route-map-dot").boundingBox())!;
		const busan = (await svg.locator('[data-port="KRPUS"] circle').boundingBox())!;
		const haiPhong = (await svg.locator('[data-port="VNHPH"] circle').boundingBox())!;
		expect(dot.x).toBeGreaterThan(box.x);
		expect(dot.x + dot.width).toBeLessThan(box.x + box.width);
		expect(dot.x).toBeGreaterThan(haiPhong.x);
		expect(dot.x).toBeLessThan(busan.x);
		expect(dot.y).toBeGreaterThan(busan.y);
		expect(dot.y).toBeLessThan(haiPhong.y);

		// the figures: about 1,727 nm in all (the data README's Busan - Hai Phong), sailed + remaining = total
		await expect(page.getByTestId("route-map-position")).toHaveText(/기준 위치$/);
		const total = nm(await page.locator('dd[data-nm="total"]').textContent());
		const sailed = nm(await page.locator('dd[data-nm="sailed"]').textContent());
		const remaining = nm(await page.locator('dd[data-nm="remaining"]').textContent());
		await expect(page.locator('dd[data-nm="total"]')).toHaveText(/^1,7\d\d해리$/);
		expect(total).toBeGreaterThan(1700);
		expect(total).toBeLessThan(1760);
		expect(sailed).toBeGreaterThan(0);
		expect(remaining).toBeGreaterThan(0);
		expect(Math.abs(sailed + remaining - total)).toBeLessThanOrEqual(1);
		await expect(page.getByText("운항 거리")).toBeVisible();

		await page.screenshot({ path: info.outputPath(`route-map-${width}.png`), fullPage: true });
	});
}

// a delivered shipment showed the remaining leg and "253 nm to go"
test("a delivered shipment's map: the whole route sailed, nothing to go, no marker on the way", async ({
	page,
	context,
}, info) => {
	await signIn(context, "customer");
	expect((await page.goto("/mypage/shiproutetrackermap/demo-shipment-delivered"))?.status()).toBe(200);
	await ready(page, info.project.use.javaScriptEnabled);
	const svg = page.locator("svg[data-route-map]");
	await expect(svg.locator('[data-route="sailed"]')).toHaveAttribute("d", /^M[\d.]+,[\d.]+L/);
	await expect(svg.locator('[data-route="remaining"]')).toHaveCount(0);
	await expect(svg.locator("[data-position]")).toHaveCount(0);
	await expect(page.locator('dd[data-nm="remaining"]')).toHaveCount(0);
	await expect(page.getByTestId("route-map-position")).toHaveText("배송이 완료되었습니다. 전 구간을 지나왔습니다.");
});

test("another company's customer gets 404 for the map", async ({ page, context }) => {
	await signIn(context, "other_customer");
	const response = await page.goto(MAP);
	expect(response?.status()).toBe(404);
	await expect(page.locator("svg[data-route-map]")).toHaveCount(0);
});
