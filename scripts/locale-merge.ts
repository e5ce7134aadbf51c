// Merges a fragment of translations into the locale files: `node scripts/locale-merge.ts F.json`
// where F.json is { "kr": {...}, "en": {...}, "vn": {...} }. Each string goes to the bundle
// (app/i18n/bundles.ts: <locale>.json, .quote.json, .staff.json, .server.json) that already holds
// the longest part of its key path, or to the common bundle for a new namespace; `--bundle=quote`
// (or staff, server) picks the bundle for new namespaces. Keys in the fragment replace the same keys.
import { readFileSync, writeFileSync } from "node:fs";

type Tree = { [key: string]: string | Tree };
const LOCALES = ["kr", "en", "vn"] as const;
const BUNDLE_FILES = { common: "", quote: ".quote", staff: ".staff", server: ".server" } as const;
type Bundle = keyof typeof BUNDLE_FILES;

const file = process.argv[2];
if (!file) throw new Error("usage: node scripts/locale-merge.ts fragment.json [--bundle=common|quote|staff|server]");
const chosen = (process.argv.find((a) => a.startsWith("--bundle="))?.split("=")[1] ?? "common") as Bundle;
if (!(chosen in BUNDLE_FILES)) throw new Error(`unknown bundle "${chosen}"`);

const pathOf = (locale: string, bundle: Bundle) => `app/locales/${locale}${BUNDLE_FILES[bundle]}.json`;
const trees: Record<string, Record<Bundle, Tree>> = {};
for (const locale of LOCALES)
	trees[locale] = Object.fromEntries(
		(Object.keys(BUNDLE_FILES) as Bundle[]).map((b) => [
			b,
			JSON.parse(readFileSync(pathOf(locale, b), "utf8")) as Tree,
		]),
	) as Record<Bundle, Tree>;

function leaves(tree: Tree, prefix: string[] = []): [string[], string][] {
	return Object.entries(tree).flatMap(([k, v]) =>
		typeof v === "string" ? [[[...prefix, k], v] as [string[], string]] : leaves(v, [...prefix, k]),
	);
}

/** How many leading segments of `path` exist in `tree`. */
function depth(tree: Tree, path: string[]): number {
	let node: string | Tree | undefined = tree;
	let n = 0;
	for (const key of path) {
		if (typeof node !== "object" || !(key in node)) break;
		node = node[key];
		n++;
	}
	return n;
}

function set(tree: Tree, path: string[], value: string) {
	let node = tree;
	for (const key of path.slice(0, -1)) {
		if (typeof node[key] !== "object") node[key] = {};
		node = node[key] as Tree;
	}
	node[path[path.length - 1]!] = value;
}

const fragment = JSON.parse(readFileSync(file, "utf8")) as Record<(typeof LOCALES)[number], Tree>;
for (const locale of LOCALES) {
	if (!fragment[locale]) throw new Error(`fragment lacks "${locale}"`);
	for (const [path, value] of leaves(fragment[locale])) {
		// the kr files decide where a key lives, so the three locales stay in the same bundles
		let bundle: Bundle = chosen;
		let best = 0;
		for (const b of Object.keys(BUNDLE_FILES) as Bundle[]) {
			const d = depth(trees.kr![b], path);
			if (d > best) [bundle, best] = [b, d];
		}
		set(trees[locale]![bundle], path, value);
	}
}
for (const locale of LOCALES)
	for (const b of Object.keys(BUNDLE_FILES) as Bundle[])
		writeFileSync(pathOf(locale, b), `${JSON.stringify(trees[locale]![b], null, "\t")}\n`);
console.log(`merged ${file} into app/locales/*.json`);
