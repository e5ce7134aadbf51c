// The rewrite that starts the page's JavaScript after the first paint (decision 102), on a document
// shaped as React Router 8 writes it (hoisted preload links in <head>, the context script, the inline
// boot module, the streamed loader data). The browser side (the loader waits for the first contentful
// paint, hydration still happens) is checked by tests/e2e/deferred-boot.spec.ts.
import { describe, expect, test } from "vitest";
import { BOOT_SCRIPT_ID, BOOT_SCRIPT_TYPE, deferBoot, modulePreloadsOf } from "./deferred-boot.ts";

const N = "abc123==";
const BOOT = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/home-B.js";
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-C.js");`;
const DOC = [
	`<!DOCTYPE html><html lang="ko"><head><meta charSet="utf-8"/><style id="app-css" nonce="${N}">body{}</style>`,
	`<link rel="preload" href="/fonts/pretendard-latin.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>`,
	`<link rel="modulepreload" href="/assets/entry.client-C.js" nonce="${N}"/>`,
	`<link rel="modulepreload" href="/assets/react-D.js" nonce="${N}"/>`,
	`<link rel="modulepreload" href="/assets/root-A.js" nonce="${N}"/>`,
	`</head><body><main id="main"><h1>운임</h1></main>`,
	`<script nonce="${N}">window.__reactRouterContext = {};</script>`,
	`<script nonce="${N}" type="module" async="">${BOOT}</script>`,
	`<!--$--><script nonce="${N}">window.__reactRouterContext.streamController.enqueue("[]");</script><!--/$-->`,
	`</body></html>`,
].join("");

/** The rewrite works on the page's bytes, as entry.server has them. */
const rewrite = (html: string) => deferBoot(Buffer.from(html, "utf8")).toString("utf8");

describe("deferBoot", () => {
	const out = rewrite(DOC);

	test("no module is requested by the document itself: the preload links are gone, the boot module is inert", () => {
		expect(out).not.toContain('<link rel="modulepreload"');
		expect(out).not.toMatch(/<script[^>]*type="module"/);
		expect(out).toContain(
			`<script nonce="${N}" type="${BOOT_SCRIPT_TYPE}" id="${BOOT_SCRIPT_ID}" data-preload="/assets/entry.client-C.js /assets/react-D.js /assets/root-A.js" data-entry="/assets/entry.client-C.js">${BOOT}</script>`,
		);
	});

	test("the entry module is named apart: the loader evaluates every other module first, one per task, and the entry last through the boot module", () => {
		const after = out.slice(out.indexOf(BOOT) + BOOT.length + "</script>".length);
		const loader = after.slice(0, after.indexOf("</script>"));
		expect(out).toContain('data-entry="/assets/entry.client-C.js"');
		expect(loader).toContain("b.dataset.entry");
		// a boot module without the entry import (not React Router's shape) still loads: no data-entry
		const plain = rewrite(DOC.replace('import("/assets/entry.client-C.js");', ""));
		expect(plain).not.toContain("data-entry");
	});

	test("the loader follows the boot script, as a classic script with the page's nonce", () => {
		const after = out.slice(out.indexOf(BOOT) + BOOT.length + "</script>".length);
		expect(after.startsWith(`<script nonce="${N}">(function(){`)).toBe(true);
		const loader = after.slice(0, after.indexOf("</script>"));
		// it waits for the first contentful paint, and never for a tab that paints nothing
		expect(loader).toContain('"first-contentful-paint"');
		expect(loader).toContain('visibilityState==="hidden"');
		expect(loader).toContain(`getElementById("${BOOT_SCRIPT_ID}")`);
	});

	test("everything else is byte for byte as rendered: the stylesheet, the font preload, the content, the streamed data", () => {
		const strip = (html: string) =>
			html
				.replace(/<link rel="modulepreload"[^>]*>/g, "")
				.replace(/<script[^>]*id="fp-boot"[^>]*>/, "BOOT")
				.replace(/<script nonce="[^"]*" type="module" async="">/, "BOOT")
				.replace(/<script nonce="[^"]*">\(function\(\)\{[\s\S]*?<\/script>/, "");
		expect(strip(out)).toBe(strip(DOC));
		expect(out).toContain('<link rel="preload" href="/fonts/pretendard-latin.woff2" as="font"');
	});

	test.each([
		[
			"a document without a boot module (a resource route's HTML, an error page before hydration)",
			"<html><body>x</body></html>",
		],
		[
			"a boot module never closed (a truncated document)",
			`<script nonce="${N}" type="module" async="">import("/x.js");`,
		],
	])("%s is left as it is", (_label, html) => {
		const bytes = Buffer.from(html, "utf8");
		expect(deferBoot(bytes)).toBe(bytes); // the very buffer: nothing copied
	});

	test("without a nonce the loader has none either (the CSP then refuses both alike)", () => {
		const html = `<head><link rel="modulepreload" href="/a.js"/></head><body><script type="module" async="">import("/a.js");</script></body>`;
		const rewritten = rewrite(html);
		expect(rewritten).toContain(
			`<script type="${BOOT_SCRIPT_TYPE}" id="${BOOT_SCRIPT_ID}" data-preload="/a.js" data-entry="/a.js">`,
		);
		expect(rewritten).toMatch(/<\/script><script>\(function\(\)\{/);
	});

	test("rewriting twice changes nothing more", () => {
		expect(rewrite(out)).toBe(out);
	});
});

describe("modulePreloadsOf", () => {
	test("reads the links of a document as rendered, and the deferred boot's list after the rewrite: the same modules", () => {
		const modules = ["/assets/entry.client-C.js", "/assets/react-D.js", "/assets/root-A.js"];
		expect(modulePreloadsOf(DOC)).toEqual(modules);
		expect(modulePreloadsOf(rewrite(DOC))).toEqual(modules);
		expect(modulePreloadsOf("<html></html>")).toEqual([]);
	});
});
