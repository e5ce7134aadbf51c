// Folder-level import cycles (decision 013): every production file under app/ and db/ is read, its
// static imports resolved to a folder ("app/quotes", "db/seed", ...), and the folder graph checked
// for cycles. A cycle between folders means neither can be understood, moved or tested alone, so a
// new one fails the build (tests/architecture/import-cycles.test.ts runs this). Tests and test
// fixtures are left out: a test may reach across folders freely.
// Usage: node scripts/import-cycles.ts        prints the folder graph's cycles, exit 1 if any
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Files that are not production code: tests, fixtures, reviews. */
export function isTestFile(file: string): boolean {
	return (
		/\.(test|spec|review\.test|property\.test)\.tsx?$/.test(file) ||
		/\.fixture\.ts$/.test(file) ||
		file.includes("/test-")
	);
}

function walk(dir: string, out: string[] = []): string[] {
	for (const name of readdirSync(dir)) {
		const full = path.join(dir, name);
		if (statSync(full).isDirectory()) walk(full, out);
		else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) out.push(full);
	}
	return out;
}

const IMPORT =
	/(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/**
 * The folder a module lives in: its directory ("app/pricing/store", "app/quotes/components"). The
 * entry scripts db/seed.ts and db/migrate.ts count with what they run (db/seed), not with the schema.
 */
export function folderOf(rel: string): string {
	if (rel === "db/seed.ts") return "db/seed";
	if (rel === "db/migrate.ts") return "db/migrate";
	return path.posix.dirname(rel.split(path.sep).join("/"));
}

function resolveSpecifier(fromFile: string, spec: string): string | null {
	let target: string;
	if (spec.startsWith("#app/")) target = path.join(ROOT, "app", spec.slice(5));
	else if (spec.startsWith("#db/")) target = path.join(ROOT, "db", spec.slice(4));
	else if (spec.startsWith(".")) target = path.resolve(path.dirname(fromFile), spec);
	else return null;
	return path.relative(ROOT, target);
}

/** Folder -> folders it imports (type-only imports included: they tie the folders' meaning too). */
export function folderGraph(roots = ["app", "db"]): Map<string, Map<string, string[]>> {
	const graph = new Map<string, Map<string, string[]>>();
	for (const root of roots) {
		for (const file of walk(path.join(ROOT, root))) {
			const rel = path.relative(ROOT, file);
			if (isTestFile(rel)) continue;
			const from = folderOf(rel);
			const text = readFileSync(file, "utf8");
			for (const m of text.matchAll(IMPORT)) {
				const spec = m[1] ?? m[2];
				if (!spec) continue;
				const target = resolveSpecifier(file, spec);
				if (!target || target.startsWith("..")) continue;
				const to = folderOf(target);
				if (to === from) continue;
				const edges = graph.get(from) ?? new Map<string, string[]>();
				graph.set(from, edges);
				const why = edges.get(to) ?? [];
				why.push(`${rel} -> ${spec}`);
				edges.set(to, why);
			}
		}
	}
	return graph;
}

/** Strongly connected components with more than one folder (Tarjan). */
export function cycles(graph: Map<string, Map<string, string[]>>): string[][] {
	let index = 0;
	const stack: string[] = [];
	const on = new Set<string>();
	const idx = new Map<string, number>();
	const low = new Map<string, number>();
	const out: string[][] = [];
	const nodes = new Set<string>([...graph.keys(), ...[...graph.values()].flatMap((e) => [...e.keys()])]);
	const visit = (v: string) => {
		idx.set(v, index);
		low.set(v, index);
		index++;
		stack.push(v);
		on.add(v);
		for (const w of graph.get(v)?.keys() ?? []) {
			if (!idx.has(w)) {
				visit(w);
				low.set(v, Math.min(low.get(v)!, low.get(w)!));
			} else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
		}
		if (low.get(v) === idx.get(v)) {
			const comp: string[] = [];
			let w: string;
			do {
				w = stack.pop()!;
				on.delete(w);
				comp.push(w);
			} while (w !== v);
			if (comp.length > 1) out.push(comp.sort());
		}
	};
	for (const n of [...nodes].sort()) if (!idx.has(n)) visit(n);
	return out;
}

/** Production files that import the seed folder (demo and reference data loaders are for db/seed.ts only). */
export function seedImports(graph: Map<string, Map<string, string[]>>): string[] {
	return [...graph.entries()]
		.filter(([from]) => from !== "db/seed" && from !== "db")
		.flatMap(([, edges]) => edges.get("db/seed") ?? []);
}

if (import.meta.main) {
	const graph = folderGraph();
	const found = cycles(graph);
	for (const comp of found) {
		console.log(`cycle: ${comp.join(" <-> ")}`);
		for (const a of comp)
			for (const [b, why] of graph.get(a) ?? [])
				if (comp.includes(b)) for (const w of why) console.log(`  ${a} -> ${b}: ${w}`);
	}
	const seeds = seedImports(graph);
	for (const s of seeds) console.log(`production imports db/seed: ${s}`);
	if (found.length || seeds.length) process.exit(1);
	console.log("no folder-level import cycle; production never imports db/seed");
}
