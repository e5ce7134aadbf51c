// The translation function screens use (through `useTranslation`, app/i18n/react.tsx), on the server
// render and in the browser alike, so both produce the same text and hydration never disagrees.
//
// Why not i18next here: i18next (15 KiB gzipped) plus react-i18next (2 KiB) were downloaded on every
// page for the handful of features our screens use, and a fresh i18next instance was set up on every
// request. Screens use exactly these i18next rules, which this module keeps (app/i18n/translator.test.ts
// compares it with i18next over every key of every bundle):
//   - keys are dot paths into the string tree ("wizard.steps.route");
//   - `{{name}}` is replaced by the parameter (no escaping: React escapes); without one it stays;
//   - `count` picks `key_<plural form>` by Intl.PluralRules (`_zero` first for 0), then `key`;
//   - `context` picks `key_<context>` (with plurals `key_<context>_<form>`), then the plain key;
//   - a missing key gives `defaultValue` (or a string second argument), else the key itself;
//   - after interpolation, a two-form Korean particle ("을(를)") takes the form of the word before it
//     (app/text/josa.ts; i18next runs the same step as a post-processor, i18n/particles.ts).
// The server's mail, SMS, PDF and API text keep i18next (app/i18n/translate.server.ts).
import { keptPerOwner } from "#app/memo/per-owner.ts";
import { resolveParticles } from "#app/text/josa.ts";
import type { Tree } from "./bundles.ts";

export type TOptions = { count?: number; context?: string; defaultValue?: string; [name: string]: unknown };
export type TFunction = (key: string, options?: TOptions | string) => string;

/** What `useTranslation()` hands a component: `t` and the i18next-style language tag. */
export type Translator = { language: string; t: TFunction; used?: () => string[] };

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralForm(language: string, count: number): string {
	let rules = pluralRules.get(language);
	if (!rules) {
		rules = new Intl.PluralRules(language);
		pluralRules.set(language, rules);
	}
	return rules.select(count);
}

function lookup(tree: Tree, key: string): string | undefined {
	let node: Tree | string | undefined = tree;
	let start = 0;
	while (node !== undefined && typeof node !== "string") {
		const dot = key.indexOf(".", start);
		const part = dot < 0 ? key.slice(start) : key.slice(start, dot);
		node = node[part];
		if (dot < 0) break;
		start = dot + 1;
	}
	return typeof node === "string" ? node : undefined;
}

// A page asks for the same few hundred keys on every render: found strings are kept per string tree.
// Only hits are kept: in the browser a tree gains namespaces as they download, so a miss may not last.
// The cap keeps a key made from data (a status code, say) from growing the cache without bound.
const keepFound = keptPerOwner<string | undefined>(20_000);

function cachedLookup(tree: Tree, key: string): string | undefined {
	return keepFound(tree, key, () => lookup(tree, key));
}

const PLACEHOLDER = /\{\{\s*-?\s*([\w.]+)\s*\}\}/g;

function interpolate(text: string, options: TOptions | undefined): string {
	if (!text.includes("{{")) return text;
	// a Korean particle after a value ("{{number}}이(가)") is chosen once the value is in (josa.ts)
	return resolveParticles(
		text.replace(PLACEHOLDER, (placeholder, name: string) => {
			const value = options?.[name];
			if (value === undefined) return placeholder;
			return value === null ? "" : String(value);
		}),
	);
}

/** The keys tried for a key with these options, most specific first (i18next's order). */
export function candidateKeys(language: string, key: string, options: TOptions | undefined): string[] {
	const keys: string[] = [];
	const context = options?.context;
	const count = options?.count;
	const bases = context !== undefined && context !== "" ? [`${key}_${context}`, key] : [key];
	for (const base of bases) {
		if (typeof count === "number") {
			if (count === 0) keys.push(`${base}_zero`);
			keys.push(`${base}_${pluralForm(language, count)}`);
		}
		keys.push(base);
	}
	return keys;
}

/**
 * A translator over one language's string tree. `onKey` hears every key asked for (the server uses it
 * to check that a page ships the strings it renders; app/i18n/page-strings.ts).
 */
export function createTranslator(language: string, tree: Tree, onKey?: (key: string) => void): Translator {
	const t: TFunction = (key, rawOptions) => {
		onKey?.(key);
		if (rawOptions === undefined) return cachedLookup(tree, key) ?? key;
		const options = typeof rawOptions === "string" ? { defaultValue: rawOptions } : rawOptions;
		for (const candidate of candidateKeys(language, key, options)) {
			const text = cachedLookup(tree, candidate);
			if (text !== undefined) return interpolate(text, options);
		}
		return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
	};
	return { language, t };
}
