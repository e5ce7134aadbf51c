// Staff rate management through the real pages, with JavaScript off (plain forms, redirect after POST)
// and on: a sheet with a bad row is refused with the row and the reason, the fixed sheet imports,
// the list finds the new rates by lane, an edit shows in the history, and the next quote uses them.
// Carriers are unique per run and project, so reruns never trip the overlap rule on earlier imports.
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, ready, signIn, test } from "./fixtures.ts";

function koreaDate(offsetDays = 0): string {
	const day = new Date(Date.now() + offsetDays * 86_400_000);
	return new Intl.DateTimeFormat("en-CA", {
		timeZone: "Asia/Seoul",
		year: "numeric",
		month: "2-digit",
		day: "2-digit",
	}).format(day);
}

const HEADER = "pol,pod,carrier,container_code,currency,amount,valid_from,valid_to,transit_days,routing,via_port";

function fclSheet(
	carrier: string,
	rows: { box: string; amount: string }[],
	from = koreaDate(-1),
	to = koreaDate(30),
): string {
	return [HEADER, ...rows.map((r) => `KRPUS,VNHPH,${carrier},${r.box},USD,${r.amount},${from},${to},4,direct,`)].join(
		"\r\n",
	);
}

function uniqueCarrier(label: string, project: string): string {
	return `E2E ${label} ${project} ${crypto.randomBytes(3).toString("hex")}`;
}

async function uploadSheet(page: Page, javaScriptEnabled: boolean | undefined, name: string, text: string) {
	await page.goto("/admin/rates/import");
	await ready(page, javaScriptEnabled);
	await page
		.locator("#import-file")
		.setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(`\uFEFF${text}`, "utf8") });
	await page.getByRole("button", { name: "가져오기", exact: true }).click();
}

test.describe("rate management", () => {
	test("a bad row stores nothing; the fixed sheet imports; the list finds it by lane; an edit shows in the history", async ({
		page,
		context,
		javaScriptEnabled,
	}, info) => {
		await signIn(context, "staff");
		const carrier = uniqueCarrier("Line", info.project.name);

		await uploadSheet(
			page,
			javaScriptEnabled,
			"fcl-bad.csv",
			fclSheet(carrier, [
				{ box: "dv20", amount: "412.50" },
				{ box: "dv40", amount: "812.505" },
			]),
		);
		const report = page.getByTestId("import-report");
		await expect(report).toContainText(
			"3행, amount 열: USD 금액은 소수점 2자리까지 쓸 수 있습니다(반올림하지 않습니다): 812.505",
		);
		await expect(report).toContainText("아무것도 저장하지 않았습니다");
		// nothing of the sheet was stored, not even its good row
		await page.goto(`/admin/rates?kind=fcl&validity=all&carrier=${encodeURIComponent(carrier)}`);
		await expect(page.getByText("조건에 맞는 운임이 없습니다.")).toBeVisible();

		await uploadSheet(
			page,
			javaScriptEnabled,
			"fcl-fixed.csv",
			fclSheet(carrier, [
				{ box: "dv20", amount: "412.50" },
				{ box: "dv40", amount: "812.50" },
			]),
		);
		await expect(page).toHaveURL(/\/admin\/rates\/import\?done=/);
		await expect(page.getByTestId("import-summary")).toContainText("fcl-fixed.csv");
		await expect(page.getByTestId("import-created")).toHaveText("2");
		await expect(page.getByTestId("import-updated")).toHaveText("0");

		// the list, filtered by the lane (and the carrier, since other runs share the lane)
		await page.goto("/admin/rates?kind=fcl");
		await ready(page, javaScriptEnabled);
		const filters = page.getByRole("form", { name: "검색 조건" });
		await filters.getByLabel("출발지").fill("KRPUS");
		await filters.getByLabel("도착지").fill("VNHPH");
		await filters.getByLabel("선사/항공사").fill(carrier);
		await filters.getByRole("button", { name: "검색" }).click();
		await expect(page).toHaveURL(/origin=KRPUS/);
		const rows = page.getByTestId("rates-table").locator("tbody tr");
		await expect(rows).toHaveCount(2);
		await expect(rows.filter({ hasText: "20FT 일반(Dry)" })).toContainText("US$412.50");

		// edit the 20-foot rate
		await rows.filter({ hasText: "20FT 일반(Dry)" }).getByRole("link").click();
		await expect(page).toHaveURL(/\/admin\/rates\/fcl\/[^/?]+$/);
		await ready(page, javaScriptEnabled);
		const id = (await page.getByTestId("rate-id").textContent()) as string;
		await page.locator("#f-amount").fill("399");
		await page.getByRole("button", { name: "저장", exact: true }).click();
		await expect(page.getByTestId("rate-saved")).toBeVisible();
		await expect(page.locator("#f-amount")).toHaveValue("399.00");
		await expect(page.getByTestId("rate-history")).toContainText("수정");
		await expect(page.getByTestId("rate-history")).toContainText("412.50");

		// a value that breaks a rule is refused on the form, with its reason, and nothing changes
		await page.locator("#f-transit_days").fill("120");
		await page.getByRole("button", { name: "저장", exact: true }).click();
		await expect(page.getByText("1~90 사이여야 합니다: 120")).toBeVisible();
		await page.goto(`/admin/rates/fcl/${encodeURIComponent(id)}`);
		await expect(page.locator("#f-transit_days")).toHaveValue("4");

		await page.goto(`/admin/rates/history?kind=fcl&rowId=${encodeURIComponent(id)}`);
		const history = page.getByTestId("history-table");
		await expect(history.locator("tbody tr")).toHaveCount(2);
		await expect(history.locator("tbody tr").first()).toContainText("수정");
		await expect(history.locator("tbody tr").first()).toContainText("데모 직원");
		await expect(history.locator("tbody tr").first()).toContainText("399.00");
		await expect(history.locator("tbody tr").nth(1)).toContainText("등록");
	});

	test("delete asks first (no script needed) and leaves the row in the history", async ({
		page,
		context,
		javaScriptEnabled,
	}, info) => {
		await signIn(context, "staff_admin");
		const carrier = uniqueCarrier("Del", info.project.name);
		await uploadSheet(page, javaScriptEnabled, "one.csv", fclSheet(carrier, [{ box: "hc40", amount: "900" }]));
		await expect(page.getByTestId("import-created")).toHaveText("1");
		await page.goto(`/admin/rates?kind=fcl&validity=all&carrier=${encodeURIComponent(carrier)}`);
		await page.getByTestId("rates-table").locator("tbody tr").first().getByRole("link").click();
		await ready(page, javaScriptEnabled);
		const id = (await page.getByTestId("rate-id").textContent()) as string;
		await page.getByRole("link", { name: "삭제…" }).click();
		await expect(page.getByTestId("confirm-delete")).toBeVisible();
		await page.getByTestId("confirm-delete").getByRole("button", { name: "삭제" }).click();
		await expect(page.getByTestId("rate-deleted")).toContainText(id);
		await page.goto(`/admin/rates/history?rowId=${encodeURIComponent(id)}`);
		await expect(page.getByTestId("history-table").locator("tbody tr").first()).toContainText("삭제");
		const gone = await page.goto(`/admin/rates/fcl/${encodeURIComponent(id)}`);
		expect(gone?.status()).toBe(404);
	});

	test("the next quote uses an imported rate", async ({ page, context, request, javaScriptEnabled }, info) => {
		await signIn(context, "staff");
		const carrier = uniqueCarrier("Cheap", info.project.name);
		await uploadSheet(
			page,
			javaScriptEnabled,
			"cheap.csv",
			fclSheet(carrier, [{ box: "dv20", amount: "99" }], koreaDate(0), koreaDate(30)),
		);
		await expect(page.getByTestId("import-created")).toHaveText("1");

		const res = await request.post("/api/v1/quotes", {
			headers: { Authorization: "Bearer demo-partner-key" },
			data: {
				mode: "sea",
				direction: "export",
				cargoType: "fcl",
				origin: "KRPUS",
				destination: "VNHPH",
				readyDate: koreaDate(14),
				containers: [{ type: "dv20", count: 1 }],
			},
		});
		expect(res.status(), await res.text()).toBe(200);
		const body = (await res.json()) as { options: { carrier: string }[] };
		expect(body.options.map((o) => o.carrier)).toContain(carrier);
	});
});
