// Page weight of the home page: what a first-time visitor downloads before the page is interactive.
// Sizes are measured on the bytes the server actually sends (fetched over HTTP, not read from disk),
// so a route that pulls an extra chunk shows up here even if the build output looks unchanged.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { localeFromAny } from "#app/i18n/locales.ts";
import { BOOT_SCRIPT_TYPE, modulePreloadsOf } from "#app/server/deferred-boot.ts";
import { stringsOfPage } from "./bundle-report.ts";

/** Home page JS budget, gzip level 9, summed over every file (each file travels compressed on its own). */
export const HOME_JS_GZIP_BUDGET_BYTES = 150 * 1024;

export type AssetKind = "js" | "css";

/** How an asset was discovered; "import" means only a static import reached it (no preload hint). */
export type AssetSource = "script" | "modulepreload" | "stylesheet" | "import";

export type AssetWeight = {
	url: string;
	kind: AssetKind;
	via: AssetSource;
	status: number;
	rawBytes: number;
	gzipBytes: number;
};

export type Totals = { files: number; rawBytes: number; gzipBytes: number };

export type LocaleChunk = {
	locale: string;
	file: string;
	rawBytes: number;
	gzipBytes: number;
	/** True when the client entry served for the page names this chunk in a dynamic import(). */
	referencedByEntry: boolean;
};

export type PageWeight = {
	path: string;
	html: { status: number; lang: string | null; rawBytes: number; gzipBytes: number };
	assets: AssetWeight[];
	js: Totals;
	css: Totals;
	/** Assets a static import pulled in without a modulepreload hint: each costs an extra round trip. */
	notPreloaded: string[];
	localeChunks: LocaleChunk[];
	/** The locale chunk the page's <html lang> selects (the client loads exactly one at hydration). */
	pageLocaleChunk: LocaleChunk | null;
	budget: { jsGzipLimitBytes: number; jsGzipBytes: number; ok: boolean };
};

export type PageWeightOptions = {
	path?: string;
	acceptLanguage?: string;
	/** Where the named locale chunks are looked up (the build output served under /assets). */
	assetsDir?: string;
};

const DEFAULT_ASSETS_DIR = path.join(import.meta.dirname, "..", "build", "client", "assets");

// The string chunks (app/i18n/vite-strings.ts): `<locale>.<namespace>-<hash>.js`, one per namespace.
const LOCALE_CHUNK = /^(kr|en|vn)\.[\w-]+-[\w-]+\.js$/;

export async function measurePageWeight(baseUrl: string, options: PageWeightOptions = {}): Promise<PageWeight> {
	const pagePath = options.path ?? "/";
	const headers = { "Accept-Language": options.acceptLanguage ?? "ko" };
	const pageUrl = new URL(pagePath, baseUrl);

	const htmlResponse = await fetch(pageUrl, { headers });
	const htmlBytes = Buffer.from(await htmlResponse.arrayBuffer());
	if (!htmlResponse.ok) throw new Error(`GET ${pagePath} answered ${htmlResponse.status}`);
	const html = htmlBytes.toString("utf8");

	// Breadth-first over the hints in the document, then over static imports of every JS file found,
	// so a chunk that is imported but never preloaded is still counted (and flagged).
	const queue: { url: URL; kind: AssetKind; via: AssetSource }[] = [];
	const seen = new Set<string>();
	const enqueue = (href: string, base: URL, kind: AssetKind, via: AssetSource) => {
		const url = new URL(href, base);
		// Third-party assets are not ours to budget, and the bench never leaves localhost.
		if (url.origin !== pageUrl.origin) return;
		const key = url.pathname + url.search;
		if (seen.has(key)) return;
		seen.add(key);
		queue.push({ url, kind, via });
	};

	for (const tag of findTags(html, "script")) {
		if (tag.attrs.src) enqueue(tag.attrs.src, pageUrl, "js", "script");
	}
	// the preload links, or the list the deferred boot adds after the first paint (decision 102)
	for (const href of modulePreloadsOf(html)) enqueue(href, pageUrl, "js", "modulepreload");
	for (const tag of findTags(html, "link")) {
		const rel = (tag.attrs.rel ?? "").toLowerCase().split(/\s+/);
		if (tag.attrs.href && rel.includes("stylesheet")) enqueue(tag.attrs.href, pageUrl, "css", "stylesheet");
	}
	// React Router starts hydration from an inline module script that imports the route modules (held
	// inert until the first paint, decision 102).
	for (const script of findInlineModuleScripts(html)) {
		for (const specifier of staticImports(script)) enqueue(specifier, pageUrl, "js", "import");
	}

	const assets: AssetWeight[] = [];
	const jsSources = new Map<string, string>();
	for (let item = queue.shift(); item; item = queue.shift()) {
		const response = await fetch(item.url, { headers });
		const bytes = Buffer.from(await response.arrayBuffer());
		assets.push({
			url: item.url.pathname,
			kind: item.kind,
			via: item.via,
			status: response.status,
			rawBytes: bytes.length,
			gzipBytes: gzipSize(bytes),
		});
		if (item.kind === "js" && response.ok) {
			const source = bytes.toString("utf8");
			jsSources.set(item.url.pathname, source);
			for (const specifier of staticImports(source)) enqueue(specifier, item.url, "js", "import");
		}
	}
	const failed = assets.filter((a) => a.status !== 200);
	if (failed.length > 0) {
		throw new Error(`assets did not load: ${failed.map((a) => `${a.url} (${a.status})`).join(", ")}`);
	}

	const js = totals(assets.filter((a) => a.kind === "js"));
	const css = totals(assets.filter((a) => a.kind === "css"));
	const entrySource = findEntrySource(html, jsSources);
	const lang = /<html\b[^>]*\blang\s*=\s*["']?([\w-]+)/i.exec(html)?.[1] ?? null;
	const pageLocale = localeFromAny(lang);
	// the string namespaces this page lists for the browser (app/i18n/page-strings.ts), in its locale
	const listed = new Set(stringsOfPage(html).map((ns) => `${pageLocale}.${ns}`));
	const localeChunks = readLocaleChunks(options.assetsDir ?? DEFAULT_ASSETS_DIR, entrySource).filter((c) =>
		listed.has(c.file.replace(/-[\w-]+\.js$/, "")),
	);
	const stringsTotal = localeChunks.reduce((sum, c) => ({ raw: sum.raw + c.rawBytes, gzip: sum.gzip + c.gzipBytes }), {
		raw: 0,
		gzip: 0,
	});

	return {
		path: pagePath,
		html: { status: htmlResponse.status, lang, rawBytes: htmlBytes.length, gzipBytes: gzipSize(htmlBytes) },
		assets,
		js,
		css,
		notPreloaded: assets.filter((a) => a.via === "import").map((a) => a.url),
		localeChunks,
		// the page's string chunks together (the entry downloads them before hydrating)
		pageLocaleChunk: pageLocale
			? {
					locale: pageLocale,
					file: `${localeChunks.length} string chunks`,
					rawBytes: stringsTotal.raw,
					gzipBytes: stringsTotal.gzip,
					referencedByEntry: true,
				}
			: null,
		budget: {
			jsGzipLimitBytes: HOME_JS_GZIP_BUDGET_BYTES,
			jsGzipBytes: js.gzipBytes,
			ok: js.gzipBytes <= HOME_JS_GZIP_BUDGET_BYTES,
		},
	};
}

function gzipSize(bytes: Buffer): number {
	return gzipSync(bytes, { level: 9 }).length;
}

function totals(assets: AssetWeight[]): Totals {
	return {
		files: assets.length,
		rawBytes: assets.reduce((sum, a) => sum + a.rawBytes, 0),
		gzipBytes: assets.reduce((sum, a) => sum + a.gzipBytes, 0),
	};
}

type Tag = { attrs: Record<string, string> };

// A tag scanner is enough here: the document is our own server-rendered HTML, and only the attributes
// of <script> and <link> matter.
function findTags(html: string, name: string): Tag[] {
	const tags: Tag[] = [];
	const pattern = new RegExp(`<${name}\\b([^>]*)>`, "gi");
	for (const match of html.matchAll(pattern)) tags.push({ attrs: parseAttributes(match[1] ?? "") });
	return tags;
}

function parseAttributes(source: string): Record<string, string> {
	const attrs: Record<string, string> = {};
	const pattern = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
	for (const match of source.matchAll(pattern)) {
		const key = match[1]?.toLowerCase();
		if (key) attrs[key] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
	}
	return attrs;
}

function decodeEntities(value: string): string {
	return value
		.replace(/&amp;/g, "&")
		.replace(/&quot;/g, '"')
		.replace(/&#x27;|&#39;/g, "'");
}

function findInlineModuleScripts(html: string): string[] {
	const scripts: string[] = [];
	for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
		const attrs = parseAttributes(match[1] ?? "");
		if ((attrs.type === "module" || attrs.type === BOOT_SCRIPT_TYPE) && !attrs.src) scripts.push(match[2] ?? "");
	}
	return scripts;
}

// Bundlers hoist every static import declaration to the top of an ES module, so reading the leading
// run of `import ... from "x"` / `import "x"` statements finds them all without a JS parser and
// without mistaking text inside strings, or a dynamic import(), for a dependency.
const LEADING_IMPORT =
	/(?:\s|;|\/\*[\s\S]*?\*\/|\/\/[^\n]*\n)*import\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'`])([^"'`]+)\1\s*;?/y;

export function staticImports(source: string): string[] {
	const specifiers: string[] = [];
	LEADING_IMPORT.lastIndex = 0;
	for (let match = LEADING_IMPORT.exec(source); match; match = LEADING_IMPORT.exec(source)) {
		if (match[2]) specifiers.push(match[2]);
	}
	return specifiers;
}

// The entry module is the one the React Router manifest names; the locale chunks hang off it.
function findEntrySource(html: string, jsSources: Map<string, string>): string {
	const entry = /"entry"\s*:\s*\{\s*"module"\s*:\s*"([^"]+)"/.exec(html)?.[1];
	if (entry) return jsSources.get(new URL(entry, "http://x").pathname) ?? "";
	return [...jsSources.entries()].find(([url]) => url.includes("entry.client"))?.[1] ?? "";
}

function readLocaleChunks(assetsDir: string, entrySource: string): LocaleChunk[] {
	let files: string[];
	try {
		files = readdirSync(assetsDir);
	} catch {
		throw new Error(`no build output in ${assetsDir}: run npm run build first`);
	}
	return files
		.filter((file) => LOCALE_CHUNK.test(file))
		.sort()
		.map((file) => {
			const bytes = readFileSync(path.join(assetsDir, file));
			return {
				locale: file.split(".")[0] ?? file,
				file,
				rawBytes: bytes.length,
				gzipBytes: gzipSize(bytes),
				referencedByEntry: entrySource.includes(file),
			};
		});
}
