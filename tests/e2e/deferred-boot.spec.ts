// The page's JavaScript starts after the first contentful paint (decision 102): on a slow link the
// text is on screen before any module is requested, and the page still hydrates (a client-side
// navigation follows). With JavaScript off nothing is requested at all. Ordering, not timing: the
// loader waits for the browser's own paint entry, so these hold on any machine speed.
import { readdirSync } from "node:fs";
import path from "node:path";
import { CACHEABLE_PAGES } from "#app/server/page-cache.server.ts";
import { COMPILE_HINT, MIN_HINTED_BYTES } from "#app/server/vite-compile-hints.ts";
import { expect, firstContentfulPaint, ready, test } from "./fixtures.ts";

for (const path of ["/", "/order/shipline", "/login"]) {
	test(`${path}: no script is requested before the first contentful paint`, async ({ page, javaScriptEnabled }) => {
		await page.goto(path);
		await ready(page, javaScriptEnabled);
		const fcp = await firstContentfulPaint(page);
		const scripts = await page.evaluate(() =>
			performance
				.getEntriesByType("resource")
				.filter((e) => new URL(e.name).pathname.endsWith(".js"))
				.map((e) => ({ url: e.name, start: e.startTime })),
		);
		if (javaScriptEnabled === false) {
			expect(scripts).toEqual([]);
			return;
		}
		expect(scripts.length).toBeGreaterThan(0);
		for (const script of scripts) expect(script.start, script.url).toBeGreaterThanOrEqual(fcp);
	});
}

test("the big modules a page starts with ask V8 to compile them as they stream in; small ones and one loaded on demand do not", async ({
	page,
}) => {
	// the build marks them (app/server/vite-compile-hints.ts, decision 108); read as the browser gets them
	const html = await (await page.request.get("/order/shipline?lng=kr")).text();
	const listed = /data-preload="([^"]*)"/.exec(html)![1]!.split(" ").filter(Boolean);
	let hinted = 0;
	for (const module of listed) {
		const text = await (await page.request.get(module)).text();
		const big = text.replace(COMPILE_HINT, "").length >= MIN_HINTED_BYTES;
		expect(text.startsWith(COMPILE_HINT), module).toBe(big);
		if (big) hinted++;
	}
	// React DOM with the entry, React with React Router, and the wizard's route module
	expect(hinted).toBeGreaterThanOrEqual(3);
	// the strings of a namespace are imported on demand (app/i18n/page-strings.ts)
	const strings = readdirSync(path.resolve("build/client/assets")).find((f) => /^kr\.wizard-.+\.js$/.test(f));
	expect(strings).toBeDefined();
	expect((await (await page.request.get(`/assets/${strings}`)).text()).startsWith(COMPILE_HINT)).toBe(false);
});

test("after the deferred start the page is a live app: a menu link navigates without reloading the document", async ({
	page,
	javaScriptEnabled,
}) => {
	test.skip(javaScriptEnabled === false, "a client-side navigation needs JavaScript");
	await page.goto("/?lng=en");
	await ready(page, javaScriptEnabled);
	await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
	await page.getByRole("navigation", { name: /.+/ }).first().getByRole("link", { name: "About us" }).click();
	await expect(page).toHaveURL(/\/company$/);
	expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("the modules are evaluated one at a time and each is downloaded once: the staging scripts leave nothing behind", async ({
	page,
	javaScriptEnabled,
}) => {
	test.skip(javaScriptEnabled === false, "nothing is loaded without JavaScript");
	// the list as the document carried it (hydration takes the inert boot script out of the page)
	const html = await (await page.request.get("/order/shipline?lng=kr")).text();
	const listed = /data-preload="([^"]*)"/.exec(html)![1]!.split(" ").filter(Boolean);
	const entry = /data-entry="([^"]*)"/.exec(html)?.[1];
	await page.goto("/order/shipline?lng=kr");
	await ready(page, javaScriptEnabled);
	const loaded = await page.evaluate(() => ({
		requested: performance
			.getEntriesByType("resource")
			.map((e) => new URL(e.name).pathname)
			.filter((p) => p.endsWith(".js")),
		stagingLeft: document.querySelectorAll("head script[type=module][src]").length,
	}));
	expect(entry).toMatch(/^\/assets\/entry\.client-.+\.js$/);
	for (const module of listed) expect(loaded.requested, module).toContain(module);
	expect(new Set(loaded.requested).size, "no module downloaded twice").toBe(loaded.requested.length);
	expect(loaded.stagingLeft).toBe(0);
});

// Decision 104: the first number or date formatter a page makes starts ICU's locale data, 20-40 ms of
// one task on a slow phone. The public pages get their numbers and dates as text from the loader, so
// hydrating one (every public screen a visitor opens: the page cache's list) makes no formatter.
// Counted, not timed: the constructors are wrapped before any script runs.
test("hydrating a public page makes no Intl number or date formatter", async ({ page, javaScriptEnabled }) => {
	test.skip(javaScriptEnabled === false, "without JavaScript nothing hydrates");
	await page.addInitScript(() => {
		const made: string[] = [];
		(window as unknown as { __formatters: string[] }).__formatters = made;
		for (const name of ["NumberFormat", "DateTimeFormat", "RelativeTimeFormat"] as const) {
			const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
			const Counted = function (this: unknown, ...args: unknown[]) {
				made.push(name);
				return new Original(...args);
			} as unknown as typeof Original;
			Object.assign(Counted, Original);
			Counted.prototype = Original.prototype;
			Object.defineProperty(Intl, name, { value: Counted, configurable: true, writable: true });
		}
	});
	for (const path of CACHEABLE_PAGES)
		for (const lng of ["kr", "en"]) {
			await page.goto(`${path}?lng=${lng}`);
			await ready(page, javaScriptEnabled);
			expect(
				await page.evaluate(() => (window as unknown as { __formatters: string[] }).__formatters),
				`${path}?lng=${lng}`,
			).toEqual([]);
		}
	// the count works: a formatter made now is seen
	expect(
		await page.evaluate(() => {
			new Intl.NumberFormat("ko-KR").format(1);
			return (window as unknown as { __formatters: string[] }).__formatters;
		}),
	).toEqual(["NumberFormat"]);
});
