// The screens' translator must say exactly what i18next says for our strings (it replaced i18next in
// the browser and on the server render): every key of every locale, with its placeholders filled, every
// plural key at several counts, every context variant, and the missing-key rules.
import { createInstance } from "i18next";
import { describe, expect, test } from "vitest";
import type { Tree } from "./bundles.ts";
import { resources } from "./resources.ts";
import { PARTICLES, particlesPostProcessor } from "./particles.ts";
import { candidateKeys, createTranslator } from "./translator.ts";

function leaves(tree: Tree, prefix = ""): [string, string][] {
	return Object.entries(tree).flatMap(([k, v]) =>
		typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`),
	);
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

describe.each(Object.keys(resources) as (keyof typeof resources)[])("%s", (language) => {
	const tree = resources[language].translation as Tree;
	const ours = createTranslator(language, tree);
	const i18n = createInstance().use(particlesPostProcessor);
	void i18n.init({
		resources,
		lng: language,
		fallbackLng: false,
		interpolation: { escapeValue: false },
		returnNull: false,
		initAsync: false,
		postProcess: [PARTICLES],
	});
	const theirs = i18n.getFixedT(language);
	const all = leaves(tree);
	const keys = new Set(all.map(([k]) => k));
	const params = (text: string) =>
		Object.fromEntries([...text.matchAll(/\{\{\s*-?\s*([\w.]+)\s*\}\}/g)].map((m, i) => [m[1], `v${i}`]));

	test("every key, placeholders filled", () => {
		for (const [key, text] of all) expect(ours.t(key, params(text)), key).toBe(theirs(key, params(text)));
	});

	test("plural keys at 0, 1, 2 and 21", () => {
		const bases = new Set(all.filter(([k]) => PLURAL.test(k)).map(([k]) => k.replace(PLURAL, "")));
		expect(bases.size).toBeGreaterThan(0);
		for (const base of bases)
			for (const count of [0, 1, 2, 21]) {
				const text = tree && all.find(([k]) => k.startsWith(base))?.[1];
				const options = { ...params(text ?? ""), count };
				expect(ours.t(base, options), `${base} ${count}`).toBe(theirs(base, options));
			}
	});

	test("context variants", () => {
		const pairs = all
			.map(([k]) => /^(.*)_([a-zA-Z]+)$/.exec(k))
			.filter((m): m is RegExpExecArray => Boolean(m && keys.has(m[1] ?? "") && !PLURAL.test(m[0])));
		for (const [, base = "", context = ""] of pairs)
			expect(ours.t(base, { context }), `${base} ${context}`).toBe(theirs(base, { context }));
	});

	test("missing keys: the default value (interpolated), else the key", () => {
		expect(ours.t("no.such.key")).toBe(theirs("no.such.key"));
		expect(ours.t("no.such.key", { defaultValue: "Hi {{name}}", name: "Kim" })).toBe(
			theirs("no.such.key", { defaultValue: "Hi {{name}}", name: "Kim" }),
		);
		expect(ours.t("no.such.key", "plain default")).toBe("plain default");
	});
});

test("the keys tried: context and plural forms before the plain key", () => {
	expect(candidateKeys("en", "k", { count: 1, context: "air" })).toEqual(["k_air_one", "k_air", "k_one", "k"]);
	expect(candidateKeys("en", "k", { count: 0 })).toEqual(["k_zero", "k_other", "k"]);
	expect(candidateKeys("ko", "k", { count: 1 })).toEqual(["k_other", "k"]);
	expect(candidateKeys("en", "k", undefined)).toEqual(["k"]);
});

test("a translator reports every key it is asked for", () => {
	const heard: string[] = [];
	const { t } = createTranslator("en", { a: { b: "B" } }, (key) => heard.push(key));
	t("a.b");
	t("x.y");
	expect(heard).toEqual(["a.b", "x.y"]);
});

test("a string found once is served again, and a key missing before a namespace downloads is found after", () => {
	const tree: Tree = { nav: { home: "홈" } };
	const { t } = createTranslator("ko", tree);
	expect(t("nav.home")).toBe("홈");
	expect(t("nav.home")).toBe("홈");
	expect(t("wizard.title")).toBe("wizard.title");
	tree.wizard = { title: "견적" }; // the browser merges a downloaded namespace into the same tree
	expect(t("wizard.title")).toBe("견적");
	expect(t("wizard.title", { count: 1 })).toBe("견적");
});
