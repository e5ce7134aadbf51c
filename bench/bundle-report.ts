// `node bench/bundle-report.ts [--build] [--modules] [--route=/path ...] [--json]`: what a first visit
// to each route downloads, computed from the client build alone (no server, no timing): React Router's
// route manifest gives the entry, the matched routes' modules and their imports; every static import
// inside those files is followed; the translation chunks the client entry loads before hydration are
// added. Each file is reported raw and gzipped (level 9, as bench/page-weight.ts), so a developer sees
// which chunk to cut. `--modules` rebuilds ours with hidden source maps to say which source modules
// fill the biggest chunks, then deletes the maps again so build/ serves as `npm run build` left it.
// bench/compare.ts uses routeWeight() for its "JS per route" table.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type RouteObject, matchRoutes } from "react-router";
import { ROOT, ensureBuild, printTable } from "./server.ts";

/**
 * Decision 026: no route over 150 KiB gzipped for a first visit (the same unit as page-weight.ts);
 * decision 101 lets a page take 151 KiB while the strings map of the tools' and site's new namespaces
 * (~0.8 KiB on every page) is made smaller. The visitor's pages still keep 40 KiB of our own code.
 */
export const ROUTE_JS_BUDGET_BYTES = 151 * 1024;
/**
 * Decision 055: the staff desk's pages (/admin) may take 160 KiB. They carry the whole staff strings
 * namespace (~16 KiB gz), which the confirmations, date rules and refunds of decisions 042-047 grew by
 * ~2.3 KiB, and a member of staff opens them after signing in, from the desk, where that namespace and
 * the framework are already cached. Customer and visitor pages keep 150 KiB.
 */
export const STAFF_ROUTE_JS_BUDGET_BYTES = 160 * 1024;
/** Decision 026: on public pages, our own code at most 40 KiB gzipped over the framework's. */
export const OWN_CODE_BUDGET_BYTES = 40 * 1024;

type ManifestRoute = {
	id: string;
	parentId?: string;
	path?: string;
	index?: boolean;
	module: string;
	imports?: string[];
	css?: string[];
} & Record<string, unknown>;
type RouteManifest = {
	entry: { module: string; imports?: string[]; css?: string[] };
	routes: Record<string, ManifestRoute>;
	url: string;
};

export type Asset = {
	file: string;
	kind: "entry" | "route" | "import" | "manifest" | "locale" | "css";
	raw: number;
	gzip: number;
	importedBy?: string[];
};
export type RouteWeight = {
	route: string;
	matched: string[];
	js: Asset[];
	css: Asset[];
	jsGzip: number;
	jsRaw: number;
};

const sizeCache = new Map<string, { raw: number; gzip: number; text: string }>();
function sizeOf(file: string) {
	let hit = sizeCache.get(file);
	if (!hit) {
		const bytes = readFileSync(file);
		hit = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, text: bytes.toString("utf8") };
		sizeCache.set(file, hit);
	}
	return hit;
}

export function readRouteManifest(clientDir: string): RouteManifest {
	const assets = path.join(clientDir, "assets");
	const file = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
	if (!file) throw new Error(`no React Router manifest (assets/manifest-*.js) in ${clientDir}: build first`);
	const text = readFileSync(path.join(assets, file), "utf8");
	const start = text.indexOf("=");
	return JSON.parse(text.slice(start + 1).replace(/;\s*$/, "")) as RouteManifest;
}

function routeTree(manifest: RouteManifest): RouteObject[] {
	const byParent = new Map<string | undefined, ManifestRoute[]>();
	for (const route of Object.values(manifest.routes))
		byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
	const build = (parentId: string | undefined): RouteObject[] =>
		(byParent.get(parentId) ?? []).map((r) =>
			r.index ? { id: r.id, index: true } : { id: r.id, path: r.path, children: build(r.id) },
		);
	return build(undefined);
}

// Static `import ... from "x"`, bare `import "x"` and `export ... from "x"`; `import("x")` is left out
// (a dynamic import is another route's code or loaded on demand).
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

function staticImports(urlPath: string, clientDir: string): string[] {
	const { text } = sizeOf(path.join(clientDir, urlPath));
	const dir = path.posix.dirname(urlPath);
	return [...text.matchAll(STATIC_IMPORT)].map((m) => path.posix.resolve(dir, m[1] ?? ""));
}

/** The translation chunks our client entry imports before hydrating (app/entry.client.tsx). */
export type LocaleChunks = (pathname: string, assetNames: string[]) => string[];

/**
 * The string chunks of these namespaces (app/i18n/page-strings.ts): a page's own list comes from its
 * HTML (<script id="fp-strings">), so a served page is measured exactly (stringsOfPage).
 */
export function stringsChunks(namespaces: readonly string[], locale = "kr"): LocaleChunks {
	return (_pathname, names) =>
		namespaces.flatMap((ns) =>
			names.filter((n) => n.startsWith(`${locale}.${ns}-`) && /^[\w.]+-[\w-]+\.js$/.test(n)).map((n) => `/assets/${n}`),
		);
}

/** The namespaces a served page lists for the browser (the same parse as the browser's). */
export function stringsOfPage(html: string): string[] {
	const match = /<script\b[^>]*\bid="fp-strings"[^>]*>([^<]*)<\/script>/.exec(html);
	try {
		const list: unknown = JSON.parse(match?.[1] ?? "[]");
		return Array.isArray(list) ? list.filter((v): v is string => typeof v === "string") : [];
	} catch {
		return [];
	}
}

/**
 * Without a served page: every namespace of the bundles the screens under this path may use, the most
 * a first visit there could download (app/i18n/bundles.ts). An upper bound, used by the report when
 * no server runs.
 */
export async function ourLocaleChunks(locale = "kr"): Promise<LocaleChunks> {
	const { clientBundlesFor } = await import("#app/i18n/bundles.ts");
	const { clientNamespaces } = await import("#app/i18n/vite-strings.ts");
	const area = clientNamespaces();
	return (pathname, names) =>
		stringsChunks([...area.common, ...clientBundlesFor(pathname).flatMap((b) => area[b])], locale)(pathname, names);
}

export function routeWeight(clientDir: string, pathname: string, localeChunks?: LocaleChunks): RouteWeight {
	const manifest = readRouteManifest(clientDir);
	const matches = matchRoutes(routeTree(manifest), pathname) ?? [];
	const routes = matches.map((m) => manifest.routes[m.route.id ?? ""]).filter((r): r is ManifestRoute => Boolean(r));
	const kinds = new Map<string, Asset["kind"]>();
	const add = (file: string, kind: Asset["kind"]) => {
		if (!kinds.has(file)) kinds.set(file, kind);
	};
	add(manifest.entry.module, "entry");
	add(manifest.url, "manifest");
	// split route modules (clientLoaderModule, hydrateFallbackModule...) load with the route
	for (const r of routes)
		for (const [key, value] of Object.entries(r))
			if ((key === "module" || key.endsWith("Module")) && typeof value === "string") add(value, "route");
	for (const file of [...(manifest.entry.imports ?? []), ...routes.flatMap((r) => r.imports ?? [])])
		add(file, "import");
	const names = readdirSync(path.join(clientDir, "assets"));
	for (const file of localeChunks?.(pathname, names) ?? []) add(file, "locale");
	// follow static imports to the end (the manifest lists them, but only what Vite told it)
	const queue = [...kinds.keys()].filter((f) => kinds.get(f) !== "manifest");
	while (queue.length) {
		for (const next of staticImports(queue.shift() ?? "", clientDir))
			if (!kinds.has(next)) {
				add(next, "import");
				queue.push(next);
			}
	}
	// who pulls each chunk in: the first thing to look at when a chunk should not be on this route
	const importers = new Map<string, string[]>();
	for (const file of kinds.keys()) {
		if (kinds.get(file) === "manifest") continue;
		for (const next of staticImports(file, clientDir)) importers.set(next, [...(importers.get(next) ?? []), file]);
	}
	const js = [...kinds].map(([file, kind]) => ({
		file,
		kind,
		...pick(sizeOf(path.join(clientDir, file))),
		importedBy: importers.get(file) ?? [],
	}));
	const cssFiles = new Set([...(manifest.entry.css ?? []), ...routes.flatMap((r) => r.css ?? [])]);
	const css = [...cssFiles].map((file) => ({
		file,
		kind: "css" as const,
		...pick(sizeOf(path.join(clientDir, file))),
	}));
	return {
		route: pathname,
		matched: routes.map((r) => r.id),
		js,
		css,
		jsGzip: js.reduce((a, f) => a + f.gzip, 0),
		jsRaw: js.reduce((a, f) => a + f.raw, 0),
	};
}

const short = (files: string[]) =>
	files.length > 3
		? `${files
				.slice(0, 3)
				.map((f) => path.posix.basename(f))
				.join(" ")} +${files.length - 3}`
		: files.map((f) => path.posix.basename(f)).join(" ");
const pick = ({ raw, gzip }: { raw: number; gzip: number }) => ({ raw, gzip });
export const kib = (n: number) => (n / 1024).toFixed(1);

/**
 * The framework's share of a page: React DOM (the entry chunk), the React + React Router chunk the
 * entry imports, the route manifest and the bundler's runtime: what the minimal React Router app of
 * bench/yardstick downloads too. What is left is ours (at most 40 KiB on public pages).
 */
export function frameworkBytes(weight: RouteWeight, clientDir: string): number {
	const manifest = readRouteManifest(clientDir);
	const entryImports = new Set(staticImports(manifest.entry.module, clientDir));
	const isFramework = (f: Asset) =>
		f.kind === "entry" ||
		f.kind === "manifest" ||
		/\/rolldown-runtime-[\w-]+\.js$/.test(f.file) ||
		(entryImports.has(f.file) && /\/(react|jsx-runtime)-[\w-]+\.js$/.test(f.file));
	return weight.js.filter(isFramework).reduce((a, f) => a + f.gzip, 0);
}

// --- source map attribution -------------------------------------------------------------------

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Bytes of generated code per source file, from a v3 source map's mappings (Base64 VLQ). */
export function bytesPerSource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
	const lines = code.split("\n");
	const out = new Map<string, number>();
	let source = 0;
	map.mappings.split(";").forEach((line, row) => {
		let column = 0;
		const segments: { column: number; source: number | null }[] = [];
		for (const segment of line.split(",")) {
			if (!segment) continue;
			const values: number[] = [];
			let value = 0;
			let shift = 0;
			for (const ch of segment) {
				const digit = B64.indexOf(ch);
				value += (digit & 31) << shift;
				if (digit & 32) shift += 5;
				else {
					values.push(value & 1 ? -(value >>> 1) : value >>> 1);
					value = 0;
					shift = 0;
				}
			}
			column += values[0] ?? 0;
			if (values.length >= 4) source += values[1] ?? 0;
			segments.push({ column, source: values.length >= 4 ? source : null });
		}
		const length = (lines[row] ?? "").length;
		segments.forEach((s, i) => {
			if (s.source === null) return;
			const name = map.sources[s.source] ?? "?";
			out.set(name, (out.get(name) ?? 0) + ((segments[i + 1]?.column ?? length) - s.column));
		});
	});
	return out;
}

/** node_modules/.pnpm/... or node_modules/@scope/pkg/... -> the package; our files -> their path. */
export function moduleLabel(source: string): string {
	const at = source.lastIndexOf("node_modules/");
	if (at < 0) return source.replace(/^(\.\.\/)+/, "").replace(/\?.*$/, "");
	const rest = source.slice(at + "node_modules/".length).split("/");
	return `${rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]} (package)`;
}

// --- command line -------------------------------------------------------------------------------

const DEFAULT_ROUTES = ["/", "/company", "/login", "/order/shipline", "/mypage/estimate"];

async function main() {
	const args = process.argv.slice(2);
	const modules = args.includes("--modules");
	const clientDir = path.join(ROOT, "build", "client");
	if (modules) {
		console.log("building with hidden client source maps (--modules)...");
		const result = spawnSync(
			path.join(ROOT, "node_modules/.bin/react-router"),
			["build", "--sourcemapClient", "hidden"],
			{ cwd: ROOT, stdio: "inherit" },
		);
		if (result.status !== 0) throw new Error(`react-router build failed (exit ${result.status ?? result.signal})`);
	} else ensureBuild(args.includes("--build"));
	const routes = args.filter((a) => a.startsWith("--route=")).map((a) => a.slice("--route=".length));
	const locale = await ourLocaleChunks();
	const weights = (routes.length ? routes : DEFAULT_ROUTES).map((r) => routeWeight(clientDir, r, locale));

	for (const w of weights) {
		console.log(
			`\n${w.route}  (${w.matched.join(" > ")})  JS ${kib(w.jsGzip)} KiB gz, ${kib(w.jsRaw)} KiB raw${w.jsGzip > ROUTE_JS_BUDGET_BYTES ? "  OVER 150 KiB" : ""}`,
		);
		printTable(
			["file", "kind", "raw KiB", "gz KiB", "imported by"],
			[...w.js]
				.sort((a, b) => b.gzip - a.gzip)
				.map((f) => [f.file.replace("/assets/", ""), f.kind, kib(f.raw), kib(f.gzip), short(f.importedBy ?? [])]),
		);
	}

	// which chunks weigh on many routes: cutting those helps everywhere
	const chunks = new Map<string, { gzip: number; raw: number; routes: string[] }>();
	for (const w of weights)
		for (const f of w.js)
			chunks.set(f.file, { gzip: f.gzip, raw: f.raw, routes: [...(chunks.get(f.file)?.routes ?? []), w.route] });
	const biggest = [...chunks].sort((a, b) => b[1].gzip - a[1].gzip).slice(0, 8);
	console.log("\nbiggest chunks on these routes");
	printTable(
		["file", "gz KiB", "routes"],
		biggest.map(([file, c]) => [file.replace("/assets/", ""), kib(c.gzip), c.routes.join(" ")]),
	);

	const attribution: Record<string, { module: string; raw: number; gzipShare: number }[]> = {};
	if (modules) {
		for (const [file, c] of biggest) {
			const mapFile = path.join(clientDir, `${file}.map`);
			if (!existsSync(mapFile)) continue;
			const perSource = bytesPerSource(
				readFileSync(path.join(clientDir, file), "utf8"),
				JSON.parse(readFileSync(mapFile, "utf8")),
			);
			const grouped = new Map<string, number>();
			for (const [source, bytes] of perSource)
				grouped.set(moduleLabel(source), (grouped.get(moduleLabel(source)) ?? 0) + bytes);
			const mapped = [...grouped.values()].reduce((a, b) => a + b, 0) || 1;
			// gzip does not split by module: each module's share of the chunk's gzip, by its raw bytes
			attribution[file] = [...grouped]
				.sort((a, b) => b[1] - a[1])
				.slice(0, 8)
				.map(([module, raw]) => ({ module, raw, gzipShare: (raw / mapped) * c.gzip }));
			console.log(`\n${file.replace("/assets/", "")} (${kib(c.gzip)} KiB gz): largest modules`);
			if (!attribution[file]?.length) {
				console.log("(nothing mapped: a JSON module, e.g. translation strings)");
				continue;
			}
			printTable(
				["module", "raw KiB", "~gz KiB"],
				(attribution[file] ?? []).map((m) => [m.module, kib(m.raw), kib(m.gzipShare)]),
			);
		}
		for (const f of readdirSync(path.join(clientDir, "assets")))
			if (f.endsWith(".map")) rmSync(path.join(clientDir, "assets", f));
	} else console.log("\n(module attribution: run with --modules; it rebuilds with hidden source maps)");

	if (args.includes("--json")) {
		const file = path.join(ROOT, "bench", "results", "bundles.json");
		mkdirSync(path.dirname(file), { recursive: true });
		writeFileSync(
			file,
			`${JSON.stringify({ measuredAt: new Date().toISOString(), weights, attribution }, null, "\t")}\n`,
		);
		console.log(`\nwrote ${path.relative(ROOT, file)}`);
	}
}

if (import.meta.main) await main();
