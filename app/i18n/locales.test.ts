import { describe, expect, test } from "vitest";
import en from "#app/locales/en.json";
import kr from "#app/locales/kr.json";
import vn from "#app/locales/vn.json";
import { localeFromAcceptLanguage, localeFromAny, readCookie, resolveLocale, toLanguageTag } from "./locales.ts";

function keysOf(tree: unknown, prefix = ""): string[] {
	if (typeof tree !== "object" || tree === null) return [prefix];
	return Object.entries(tree).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe("translations", () => {
	const krKeys = keysOf(kr).sort();
	test.each([
		["en", en],
		["vn", vn],
	])("%s has exactly the keys of kr", (_name, tree) => {
		const keys = keysOf(tree).sort();
		expect(krKeys.filter((k) => !keys.includes(k)), "missing keys").toEqual([]);
		expect(keys.filter((k) => !krKeys.includes(k)), "keys kr lacks").toEqual([]);
	});
	test.each([
		["kr", kr],
		["en", en],
		["vn", vn],
	])("%s has no empty strings", (_name, tree) => {
		const empty = keysOf(tree).filter((k) => k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], tree) === "");
		expect(empty).toEqual([]);
	});
	test("every t() key used in app code exists in kr", async () => {
		const { globSync, readFileSync } = await import("node:fs");
		const files = globSync("app/**/*.tsx").filter((f) => !f.endsWith(".test.tsx"));
		const used = new Set<string>();
		// Literal t("...") calls and the titleKey="..." props that <Page> translates.
		for (const file of files)
			for (const m of readFileSync(file, "utf8").matchAll(/(?:\bt\(\s*|titleKey=)"([a-zA-Z0-9_.]+)"/g)) used.add(m[1] as string);
		expect(used.size).toBeGreaterThan(10);
		expect([...used].filter((k) => !krKeys.includes(k))).toEqual([]);
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
