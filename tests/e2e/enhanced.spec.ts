// What JavaScript adds to the shell: dialogs, size class, header style, service worker, client navigation.
import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./fixtures.ts";

/** The shell's size class is set by an effect: once it is there, the app has hydrated. */
async function hydrated(page: Page) {
	await expect(page.locator(".shell")).toHaveAttribute("data-size", /.+/);
}

test("hydrates without CSP violations or console errors", async ({ page }) => {
	const errors: string[] = [];
	page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
	page.on("pageerror", (e) => errors.push(e.message));
	await page.goto("/company");
	await expect(page.locator(".shell")).toHaveAttribute("data-size", /.+/);
	// A client-side navigation (no document request) proves the router is running.
	let documentRequests = 0;
	page.on("request", (r) => r.resourceType() === "document" && documentRequests++);
	await page.locator(".top-menu").getByRole("link", { name: "이벤트" }).click();
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("이벤트");
	expect(documentRequests).toBe(0);
	expect(errors).toEqual([]);
});

test("the shell carries the size class of spec section 9", async ({ page }) => {
	for (const [width, size] of [
		[500, "xs"],
		[700, "sm"],
		[1000, "md"],
		[1300, "lg"],
		[1950, "xl"],
	] as const) {
		await page.setViewportSize({ width, height: 800 });
		await page.goto("/company");
		await expect(page.locator(".shell")).toHaveClass(new RegExp(`size-${size}`));
	}
});

test("showDialogLoading shows and hides the loading dialog; the confirm dialog says 확인", async ({ page }) => {
	await page.goto("/company");
	await hydrated(page);
	const loading = page.getByTestId("loading-dialog");
	await expect(loading).toBeHidden();
	await page.evaluate(() => window.dispatchEvent(new CustomEvent("showDialogLoading", { detail: true })));
	await expect(loading).toBeVisible();
	await expect(loading.getByRole("progressbar")).toBeVisible();
	expect((await loading.boundingBox())?.width).toBe(600);
	await page.evaluate(() => window.dispatchEvent(new CustomEvent("showDialogLoading", { detail: false })));
	await expect(loading).toBeHidden();

	await page.evaluate(() =>
		window.dispatchEvent(
			new CustomEvent("showDialogConfirm", { detail: { title: "알림", message: "저장되었습니다." } }),
		),
	);
	const confirm = page.getByTestId("confirm-dialog");
	await expect(confirm).toBeVisible();
	await expect(confirm.getByRole("heading")).toHaveText("알림");
	await page.keyboard.press("Escape");
	await expect(confirm).toBeVisible(); // persistent
	await confirm.getByRole("button", { name: "확인" }).click();
	await expect(confirm).toBeHidden();
});

test("the header takes the 'on' style once scrolled", async ({ page }) => {
	await page.setViewportSize({ width: 1280, height: 400 });
	await page.goto("/");
	await hydrated(page);
	const header = page.locator(".site-header");
	await expect(header).not.toHaveClass(/\bon\b/);
	await page.mouse.wheel(0, 300);
	await expect(header).toHaveClass(/\bon\b/);
	await page.evaluate(() => window.scrollTo(0, 0));
	await expect(header).not.toHaveClass(/\bon\b/);
});

test("a navigation scrolls to the top and closes the drawer", async ({ page }) => {
	await page.setViewportSize({ width: 800, height: 400 });
	await page.goto("/");
	await hydrated(page);
	await page.evaluate(() => window.scrollTo(0, 300));
	await page.locator(".drawer > summary").click();
	await page.locator(".drawer-panel").getByRole("link", { name: "회사 소개" }).click();
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("회사 소개");
	expect(await page.evaluate(() => window.scrollY)).toBe(0);
	await expect(page.locator(".drawer-panel")).toBeHidden();
});

test("/sw.js is registered", async ({ page }) => {
	await page.goto("/company");
	const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
	expect(scope).toBe(`${new URL(page.url()).origin}/`);
});

test("a client-side navigation into the staff desk brings the staff strings along (no raw keys)", async ({
	page,
	context,
}) => {
	await signIn(context, "staff");
	await page.goto("/company");
	await hydrated(page);
	let documentRequests = 0;
	page.on("request", (r) => r.resourceType() === "document" && documentRequests++);
	await page.locator(".top-menu").getByRole("link", { name: "관리자" }).click();
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("관리자 데스크");
	await page.getByRole("link", { name: "운임 관리" }).first().click();
	await expect(page.getByRole("heading", { level: 1 })).toHaveText("운임 관리");
	await expect(page.locator("main")).not.toContainText("rates.");
	expect(documentRequests).toBe(0);
});
