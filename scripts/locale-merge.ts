// Merges a fragment of translations into the three locale files: `node scripts/locale-merge.ts F.json`
// where F.json is { "kr": {...}, "en": {...}, "vn": {...} }. Keys in the fragment replace the same
// keys in the files; other keys stay. Used to add a feature's strings in one step, in all three.
import { readFileSync, writeFileSync } from "node:fs";

type Tree = { [key: string]: string | Tree };

function merge(target: Tree, source: Tree): Tree {
	for (const [key, value] of Object.entries(source)) {
		const current = target[key];
		target[key] =
			typeof value === "object" && typeof current === "object" ? merge(current, value) : value;
	}
	return target;
}

const file = process.argv[2];
if (!file) throw new Error("usage: node scripts/locale-merge.ts fragment.json");
const fragment = JSON.parse(readFileSync(file, "utf8")) as Record<"kr" | "en" | "vn", Tree>;
for (const locale of ["kr", "en", "vn"] as const) {
	if (!fragment[locale]) throw new Error(`fragment lacks "${locale}"`);
	const path = `app/locales/${locale}.json`;
	const tree = merge(JSON.parse(readFileSync(path, "utf8")) as Tree, fragment[locale]);
	writeFileSync(path, `${JSON.stringify(tree, null, "\t")}\n`);
}
console.log(`merged ${file} into app/locales/{kr,en,vn}.json`);
