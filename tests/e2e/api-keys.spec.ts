// Partner API keys through the admin page, with JavaScript off (plain forms, redirect after POST) and
// on: a staff_admin creates a key and sees it exactly once, the key works against the API, revoking
// it (after a confirmation) shuts it out at once. Plain staff may not manage keys.
import { expect, ready, signIn, test } from "./fixtures.ts";

test.describe("partner API keys", () => {
	test("create, shown once, used, revoked, refused", async ({ page, context, request, javaScriptEnabled }, info) => {
		await signIn(context, "staff_admin");
		await page.goto("/admin/api-keys");
		await ready(page, javaScriptEnabled);
		await expect(page.getByRole("heading", { level: 1 })).toHaveText("파트너 API 키");

		const name = `E2E ${info.project.name} ${Date.now().toString(36)}`;
		await page.getByLabel("이름", { exact: true }).fill(name);
		await page.getByLabel("분당 요청 한도").fill("30");
		await page.getByRole("button", { name: "키 만들기" }).click();

		const shown = page.getByTestId("new-api-key");
		await expect(shown).toHaveText(/^fpk_[A-Za-z0-9_-]{32}$/);
		const key = (await shown.textContent())!;
		const row = page.getByRole("row", { name: new RegExp(name) });
		await expect(row).toContainText(key.slice(0, 8));
		await expect(row).toContainText("30");
		await expect(row).toContainText("사용 중");

		// a reload does not show the key again, and the page never held more than its prefix since
		await page.reload();
		await ready(page, javaScriptEnabled);
		await expect(page.getByTestId("new-api-key")).toHaveCount(0);
		await expect(page.getByText(key)).toHaveCount(0);

		// the key works: the request is checked (400), not refused (401)
		const api = (k: string) =>
			request.post("/api/v1/quotes", {
				headers: { Authorization: `Bearer ${k}`, "Content-Type": "application/json" },
				data: { mode: "sea" },
				failOnStatusCode: false,
			});
		const accepted = await api(key);
		expect(accepted.status()).toBe(400);
		expect((await accepted.json()).error).toBe("invalid_request");
		expect(accepted.headers()["ratelimit-limit"]).toBe("30");

		// revoking asks once, on its own page, then takes effect at once
		await row.getByRole("link", { name: `${name} 키 폐기` }).click();
		const confirm = page.getByTestId("revoke-confirm");
		await expect(confirm).toContainText(name);
		await ready(page, javaScriptEnabled);
		await confirm.getByRole("button", { name: "폐기합니다" }).click();
		await expect(page.getByTestId("done-revoked")).toBeVisible();
		await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("폐기됨");
		await expect(page.getByRole("row", { name: new RegExp(name) }).getByRole("link")).toHaveCount(0);

		const refused = await api(key);
		expect(refused.status()).toBe(401);
		expect((await refused.json()).error).toBe("unauthorized");
	});

	test("an invalid form stays on the page with its messages", async ({ page, context, javaScriptEnabled }) => {
		await signIn(context, "staff_admin");
		await page.goto("/admin/api-keys");
		await ready(page, javaScriptEnabled);
		await page.getByLabel("이름", { exact: true }).fill("A");
		await page.getByLabel("분당 요청 한도").fill("7000");
		await page.getByRole("button", { name: "키 만들기" }).click();
		await expect(page.getByText("이름은 2자 이상 60자 이하로 입력해 주세요.")).toBeVisible();
		await expect(page.getByText("분당 요청 한도는 1에서 6000 사이의 정수로 입력해 주세요.")).toBeVisible();
		await expect(page.getByTestId("new-api-key")).toHaveCount(0);
	});

	test("staff may not manage keys: 403", async ({ page, context }) => {
		await signIn(context, "staff");
		const response = await page.goto("/admin/api-keys");
		expect(response?.status()).toBe(403);
	});
});
