// Build step for the browser's strings: one module per locale and top-level namespace, made from the
// client bundles (app/i18n/bundles.ts: common, quote, staff; never server), so a page downloads only
// the namespaces it renders (app/i18n/page-strings.ts). Modules:
//   virtual:page-strings            { STRINGS: { kr: { wizard: () => import(...), ... }, en, vn },
//                                     AREA: { common: [...namespaces], quote: [...], staff: [...] } }
//   virtual:page-strings/<locale>/<namespace>   that namespace's tree (default export)
//   virtual:page-strings/<locale>/~<bundle>     a whole client bundle, for a navigation into its area
//                                               (one request instead of one per namespace)
// Read from app/locales/*.json at build time; Vite watches the files in development.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "locales");
const LOCALES = ["kr", "en", "vn"] as const;
const CLIENT_BUNDLES = { common: "", quote: ".quote", staff: ".staff" } as const;
const INDEX = "virtual:page-strings";
const PREFIX = `${INDEX}/`;

type Tree = { [key: string]: string | Tree };

function bundleFile(locale: string, suffix: string): string {
	return path.join(LOCALES_DIR, `${locale}${suffix}.json`);
}

function readBundle(locale: string, suffix: string): Tree {
	return JSON.parse(readFileSync(bundleFile(locale, suffix), "utf8")) as Tree;
}

function merge(target: Tree, source: Tree): Tree {
	for (const [key, value] of Object.entries(source)) {
		const current = target[key];
		if (typeof value === "object" && typeof current === "object") merge(current, value);
		else target[key] = typeof value === "object" ? merge({}, value) : value;
	}
	return target;
}

/** Every namespace of the client bundles, by bundle (kr is the source of truth for keys). */
export function clientNamespaces(): Record<keyof typeof CLIENT_BUNDLES, string[]> {
	const out = {} as Record<keyof typeof CLIENT_BUNDLES, string[]>;
	for (const [bundle, suffix] of Object.entries(CLIENT_BUNDLES))
		out[bundle as keyof typeof CLIENT_BUNDLES] = Object.keys(readBundle("kr", suffix)).sort();
	return out;
}

/** One namespace of one locale, merged over the client bundles that hold part of it. */
export function namespaceTree(locale: string, namespace: string): Tree {
	const out: Tree = {};
	for (const suffix of Object.values(CLIENT_BUNDLES)) {
		const part = readBundle(locale, suffix)[namespace];
		if (typeof part === "object") merge(out, { [namespace]: part });
		else if (typeof part === "string") out[namespace] = part;
	}
	return out;
}

/** `kr.wizard-<hash>.js` for a strings chunk, so the build and the bench say which is which. */
function chunkFileNames(chunk: { facadeModuleId?: string | null }): string {
	const id = chunk.facadeModuleId ?? "";
	if (!id.startsWith(`\0${PREFIX}`)) return "assets/[name]-[hash].js";
	return `assets/${id.slice(`\0${PREFIX}`.length).replace("/", ".").replace("~", "all-")}-[hash].js`;
}

export function pageStrings(): Plugin {
	return {
		name: "page-strings",
		config() {
			return { build: { rollupOptions: { output: { chunkFileNames } } } };
		},
		resolveId(id) {
			if (id === INDEX || id.startsWith(PREFIX)) return `\0${id}`;
			return null;
		},
		load(id) {
			if (!id.startsWith(`\0${INDEX}`)) return null;
			for (const locale of LOCALES)
				for (const suffix of Object.values(CLIENT_BUNDLES)) this.addWatchFile(bundleFile(locale, suffix));
			if (id === `\0${INDEX}`) {
				const area = clientNamespaces();
				const all = [...new Set(Object.values(area).flat())].sort();
				const loaders = LOCALES.map(
					(locale) =>
						`${locale}: {${all.map((ns) => `${JSON.stringify(ns)}: () => import(${JSON.stringify(`${PREFIX}${locale}/${ns}`)})`).join(",")}}`,
				);
				const bundles = LOCALES.map(
					(locale) =>
						`${locale}: {${Object.keys(CLIENT_BUNDLES)
							.map((b) => `${b}: () => import(${JSON.stringify(`${PREFIX}${locale}/~${b}`)})`)
							.join(",")}}`,
				);
				return `export const STRINGS = {${loaders.join(",")}};\nexport const BUNDLES = {${bundles.join(",")}};\nexport const AREA = ${JSON.stringify(area)};\n`;
			}
			const [locale = "", namespace = ""] = id.slice(`\0${PREFIX}`.length).split("/");
			if (namespace.startsWith("~"))
				return `export default ${JSON.stringify(readBundle(locale, CLIENT_BUNDLES[namespace.slice(1) as keyof typeof CLIENT_BUNDLES]))};\n`;
			return `export default ${JSON.stringify(namespaceTree(locale, namespace))};\n`;
		},
	};
}
