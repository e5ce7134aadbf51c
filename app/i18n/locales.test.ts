import { describe, expect, test } from "vitest";
import { BUNDLES, clientBundlesFor, mergeTrees } from "./bundles.ts";
import { localeFromAcceptLanguage, localeFromAny, readCookie, resolveLocale, toLanguageTag } from "./locales.ts";
import { LOCALE_BUNDLES } from "./resources.ts";

function keysOf(tree: unknown, prefix = ""): string[] {
	if (typeof tree !== "object" || tree === null) return [prefix];
	return Object.entries(tree).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe("translations", () => {
	describe.each(BUNDLES)("the %s bundle", (bundle) => {
		const krKeys = keysOf(LOCALE_BUNDLES.kr[bundle]).sort();
		test.each(["en", "vn"] as const)("%s has exactly the keys of kr", (locale) => {
			const keys = keysOf(LOCALE_BUNDLES[locale][bundle]).sort();
			expect(
				krKeys.filter((k) => !keys.includes(k)),
				"missing keys",
			).toEqual([]);
			expect(
				keys.filter((k) => !krKeys.includes(k)),
				"keys kr lacks",
			).toEqual([]);
		});
		test.each(["kr", "en", "vn"] as const)("%s has no empty strings", (locale) => {
			const tree = LOCALE_BUNDLES[locale][bundle];
			const empty = keysOf(tree).filter(
				(k) => k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], tree) === "",
			);
			expect(empty).toEqual([]);
		});
	});

	test("no key is defined in two bundles (a merge would silently pick one)", () => {
		const seen = new Map<string, string>();
		const both: string[] = [];
		for (const bundle of BUNDLES)
			for (const key of keysOf(LOCALE_BUNDLES.kr[bundle])) {
				if (seen.has(key)) both.push(`${key} (${seen.get(key)}, ${bundle})`);
				seen.set(key, bundle);
			}
		expect(both).toEqual([]);
	});

	test("every t() key used in a screen is in a bundle its browser loads", async () => {
		const { globSync, readFileSync } = await import("node:fs");
		const files = globSync("app/**/*.tsx").filter((f) => !f.endsWith(".test.tsx"));
		// the screens a file belongs to, by folder: their path decides the bundles (app/i18n/bundles.ts)
		const pathOf = (file: string) =>
			// the coupon desk's pieces (campaign form, coupon box) serve /admin only
			file.startsWith("app/routes/admin/") ||
			file.startsWith("app/rates/") ||
			file.startsWith("app/desk/") ||
			file.startsWith("app/coupons/components/")
				? "/admin"
				: file.startsWith("app/routes/order/") ||
					  file.startsWith("app/routes/mypage/") ||
					  file.startsWith("app/routes/quote/") ||
					  file.startsWith("app/quotes/") ||
					  // document views serve /mypage, /partner and /admin, which all load the quote bundle
					  file.startsWith("app/documents/") ||
					  // the invoice and payment views serve /mypage/payment and /admin, which both load the quote bundle
					  file.startsWith("app/invoices/")
					? "/mypage"
					: file.startsWith("app/routes/partner/")
						? "/partner"
						: "/";
		const missing: string[] = [];
		let used = 0;
		for (const file of files) {
			// a *.server.tsx file never reaches a browser (the quote PDF): the server has all four bundles
			const bundles = file.endsWith(".server.tsx") ? BUNDLES : ["common" as const, ...clientBundlesFor(pathOf(file))];
			const keys = new Set(keysOf(mergeTrees(...bundles.map((b) => LOCALE_BUNDLES.kr[b]))));
			// Literal t("...") calls and the titleKey="..." props that <Page> translates.
			for (const m of readFileSync(file, "utf8").matchAll(/(?:\bt\(\s*|titleKey=)"([a-zA-Z0-9_.]+)"/g)) {
				used++;
				const key = m[1] as string;
				if (!keys.has(key)) missing.push(`${file}: ${key}`);
			}
		}
		expect(used).toBeGreaterThan(10);
		expect(missing).toEqual([]);
	});

	test.each([
		["/", []],
		["/company", []],
		["/order", ["quote"]],
		["/order/shipline", ["quote"]],
		["/mypage/estimate/1", ["quote"]],
		["/quote/share/x", ["quote"]],
		["/quotes", []],
		["/admin", ["quote", "staff"]],
		["/admin/rates/fcl/x", ["quote", "staff"]],
		["/partner/customs/x", ["quote"]],
		["/administrator", []],
		["/orders", []],
	])("the browser loads the extra bundles of %s: %j", (path, expected) => {
		expect(clientBundlesFor(path)).toEqual(expected);
	});
});

describe("locale codes", () => {
	test.each([
		["kr", "ko"],
		["en", "en"],
		["vn", "vi"],
	] as const)("%s renders as <html lang=%s>", (locale, tag) => {
		expect(toLanguageTag(locale)).toBe(tag);
	});
	test.each([
		["kr", "kr"],
		["KO-kr", "kr"],
		["vi-VN", "vn"],
		["vn", "vn"],
		["en_US", "en"],
		["ja", undefined],
		["", undefined],
		[null, undefined],
	])("localeFromAny(%j) = %j", (input, expected) => {
		expect(localeFromAny(input)).toBe(expected);
	});
});

describe("Accept-Language walks the whole header", () => {
	test.each([
		["ja-JP,ko;q=0.9", "kr"],
		["fr-FR,fr;q=0.9,vi;q=0.8,en;q=0.7", "vn"],
		["en;q=0.5,ko;q=0.8", "kr"],
		["de, en-GB", "en"],
		["ko;q=0, en;q=0.1", "en"],
		["zh-CN, ja", undefined],
		["", undefined],
	])("%j -> %j", (header, expected) => {
		expect(localeFromAcceptLanguage(header)).toBe(expected);
	});
});

describe("resolveLocale order: ?lng, cookie, Accept-Language, kr", () => {
	const req = (url: string, headers: Record<string, string> = {}) => new Request(`http://x${url}`, { headers });
	test.each([
		[req("/?lng=en", { Cookie: "lng=vn", "Accept-Language": "ko" }), "en", "query"],
		[req("/?lng=xx", { Cookie: "lng=vn", "Accept-Language": "ko" }), "vn", "cookie"],
		[req("/", { Cookie: "a=1; lng=en", "Accept-Language": "vi" }), "en", "cookie"],
		[req("/", { Cookie: "lng=zz", "Accept-Language": "ja,vi;q=0.3" }), "vn", "header"],
		[req("/", { "Accept-Language": "fr" }), "kr", "default"],
		[req("/"), "kr", "default"],
	])("case %#", (request, locale, source) => {
		expect(resolveLocale(request)).toEqual({ locale, source });
	});
	test("readCookie finds one cookie among many", () => {
		expect(readCookie("a=1; lng=vn; b=2", "lng")).toBe("vn");
		expect(readCookie("xlng=vn", "lng")).toBeUndefined();
	});
});

describe("readCookie: one cookie of a Cookie header", () => {
	test.each([
		[null, undefined],
		["", undefined],
		["other=1", undefined],
		["fp_session=abc", "abc"],
		["lng=en; fp_session=a%3Db ; x=y", "a=b"],
		["fp_session_x=no; fp_session=yes", "yes"],
		['fp_session="quoted"', "quoted"],
		["fp_session=%E0%A4%A", undefined],
		["fp_session=first; fp_session=second", "first"],
	])("%j -> %j", (header, expected) => {
		expect(readCookie(header, "fp_session")).toBe(expected);
	});
});
