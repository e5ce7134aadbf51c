// Moves a module and rewrites every import of it (decision 013's house moves; keep it for the next one).
// Usage: node scripts/move-module.ts <old path> <new path> [<old> <new> ...]
//   paths relative to the repository, e.g. app/quotes/lifecycle.ts app/lifecycle/lifecycle.ts
// Imports are rewritten in app/, db/, tests/, bench/ and scripts/: a file in the target's own folder
// gets "./name.ts", anything else the "#app/..." / "#db/..." alias (package.json "imports"). The move
// itself is `git mv`, so history follows the file.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const SCAN = ["app", "db", "tests", "bench", "scripts"];
const SPEC = /(from\s+|import\s*\(\s*|import\s+)(["'])([^"']+)\2/g;

function walk(dir: string, out: string[] = []): string[] {
	if (!existsSync(dir)) return out;
	for (const name of readdirSync(dir)) {
		if (name === "node_modules" || name === ".tmp") continue;
		const full = path.join(dir, name);
		if (statSync(full).isDirectory()) walk(full, out);
		else if (/\.(ts|tsx|mts|js|mjs)$/.test(name)) out.push(full);
	}
	return out;
}

function resolve(fromFile: string, spec: string): string | null {
	if (spec.startsWith("#app/")) return path.join(ROOT, "app", spec.slice(5));
	if (spec.startsWith("#db/")) return path.join(ROOT, "db", spec.slice(4));
	if (spec.startsWith("#tests/")) return path.join(ROOT, "tests", spec.slice(7));
	if (spec.startsWith(".")) return path.resolve(path.dirname(fromFile), spec);
	return null;
}

function specFor(fromFile: string, target: string, wasRelative: boolean): string {
	const rel = path.relative(ROOT, target);
	const sameDir = path.dirname(fromFile) === path.dirname(target);
	if (sameDir) return `./${path.basename(target)}`;
	if (wasRelative && !rel.startsWith("app/") && !rel.startsWith("db/") && !rel.startsWith("tests/")) {
		const r = path.relative(path.dirname(fromFile), target);
		return r.startsWith(".") ? r : `./${r}`;
	}
	// db/ and scripts outside app use relative paths to reach app (node runs them without the alias in some tools)
	const fromRel = path.relative(ROOT, fromFile);
	if (wasRelative && (fromRel.startsWith("db/") || fromRel.startsWith("scripts/") || fromRel.startsWith("bench/"))) {
		const r = path.relative(path.dirname(fromFile), target);
		return r.startsWith(".") ? r : `./${r}`;
	}
	for (const top of ["app", "db", "tests"])
		if (rel.startsWith(`${top}/`)) return `#${top}/${rel.slice(top.length + 1)}`;
	return path.relative(path.dirname(fromFile), target);
}

export function moveModules(pairs: [string, string][]) {
	const moves = new Map(pairs.map(([a, b]) => [path.join(ROOT, a), path.join(ROOT, b)]));
	for (const [from, to] of moves) {
		mkdirSync(path.dirname(to), { recursive: true });
		execFileSync("git", ["mv", from, to], { cwd: ROOT });
	}
	const files = SCAN.flatMap((d) => walk(path.join(ROOT, d)));
	const oldLocation = new Map([...moves].map(([a, b]) => [b, a]));
	let changed = 0;
	for (const file of files) {
		const text = readFileSync(file, "utf8");
		// resolve relative imports from where the file was, if it moved itself
		const wasAt = oldLocation.get(file) ?? file;
		const next = text.replace(SPEC, (whole, lead: string, q: string, spec: string) => {
			const target = resolve(wasAt, spec);
			if (!target) return whole;
			const moved = moves.get(target);
			if (moved) return `${lead}${q}${specFor(file, moved, spec.startsWith("."))}${q}`;
			if (wasAt !== file && spec.startsWith(".")) return `${lead}${q}${specFor(file, target, true)}${q}`;
			return whole;
		});
		if (next !== text) {
			writeFileSync(file, next);
			changed++;
		}
	}
	console.log(`moved ${moves.size} file(s), rewrote imports in ${changed} file(s)`);
}

if (import.meta.main) {
	const args = process.argv.slice(2);
	if (!args.length || args.length % 2) {
		console.error("usage: node scripts/move-module.ts <old> <new> [<old> <new> ...]");
		process.exit(2);
	}
	const pairs: [string, string][] = [];
	for (let i = 0; i < args.length; i += 2) pairs.push([args[i]!, args[i + 1]!]);
	moveModules(pairs);
}
