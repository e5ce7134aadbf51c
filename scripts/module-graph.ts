// The source files' module graph as a bundler follows it: static value imports, read with TypeScript's
// parser (type-only imports are erased, so they load nothing; a dynamic `import()` loads later, so it is
// not a static edge). Shared by the architecture checks that ask "does this start-up graph reach that
// package?": the browser's graph (scripts/client-graph.ts, no zod) and the server's start-up graph
// (tests/architecture/first-use-libraries.test.ts, no PDF renderer or AWS SDK; decision 038).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export const ROOT = path.resolve(import.meta.dirname, "..");

export const isServerModule = (rel: string) => /\.server(\.|\/)/.test(rel) || rel.includes("/.server/");
export const isTestFile = (rel: string) => /\.(test|spec)\.tsx?$/.test(rel) || /\.fixture\.ts$/.test(rel);

/** The .ts and .tsx files under `dir`, relative to ROOT. */
export function walk(dir: string, out: string[] = []): string[] {
	for (const name of readdirSync(dir)) {
		const full = path.join(dir, name);
		if (statSync(full).isDirectory()) walk(full, out);
		else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) out.push(path.relative(ROOT, full));
	}
	return out;
}

/** A local specifier as a file under ROOT, or null for a package. */
export function resolveLocal(fromRel: string, spec: string): string | null {
	let target: string;
	if (spec.startsWith("#app/")) target = path.join("app", spec.slice(5));
	else if (spec.startsWith("#db/")) target = path.join("db", spec.slice(4));
	else if (spec.startsWith(".")) target = path.join(path.dirname(fromRel), spec);
	else return null;
	for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")]) {
		const full = path.join(ROOT, candidate);
		if (existsSync(full) && statSync(full).isFile()) return candidate;
	}
	return target;
}

export type ImportEdge = { spec: string; names: string[] | "all" };

/** Value imports of a module (bare imports and `export ... from` included), with their local names. */
export function valueImports(source: ts.SourceFile): ImportEdge[] {
	const edges: ImportEdge[] = [];
	for (const stmt of source.statements) {
		if (ts.isImportDeclaration(stmt) && ts.isStringLiteral(stmt.moduleSpecifier)) {
			const clause = stmt.importClause;
			const spec = stmt.moduleSpecifier.text;
			if (!clause) {
				edges.push({ spec, names: "all" });
				continue;
			}
			if (clause.isTypeOnly) continue;
			const names: string[] = [];
			if (clause.name) names.push(clause.name.text);
			const bindings = clause.namedBindings;
			if (bindings && ts.isNamespaceImport(bindings)) names.push(bindings.name.text);
			if (bindings && ts.isNamedImports(bindings))
				for (const el of bindings.elements) if (!el.isTypeOnly) names.push(el.name.text);
			if (names.length) edges.push({ spec, names });
		} else if (
			ts.isExportDeclaration(stmt) &&
			stmt.moduleSpecifier &&
			ts.isStringLiteral(stmt.moduleSpecifier) &&
			!stmt.isTypeOnly
		) {
			edges.push({ spec: stmt.moduleSpecifier.text, names: "all" });
		}
	}
	return edges;
}

export function parse(rel: string): ts.SourceFile {
	const text = readFileSync(path.join(ROOT, rel), "utf8");
	return ts.createSourceFile(
		rel,
		text,
		ts.ScriptTarget.Latest,
		true,
		rel.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
	);
}

/** The specifiers a module loads when it is loaded: its value imports. */
export const staticImports = (rel: string): string[] => valueImports(parse(rel)).map((e) => e.spec);

export type Finding = { chain: string[]; forbidden: string };

/**
 * Every import of a forbidden package that the graph from `roots` reaches, with the shortest chain of
 * modules from a root to the module that imports it. `importsOf` gives a module's imports (all of
 * them, or only those one half of it keeps); `follow` says which local modules the walk enters.
 */
export function forbiddenImports(
	roots: readonly string[],
	{
		forbidden,
		importsOf = staticImports,
		follow = () => true,
	}: { forbidden: readonly RegExp[]; importsOf?: (rel: string) => string[]; follow?: (rel: string) => boolean },
): Finding[] {
	const parent = new Map<string, string | null>();
	const queue: string[] = [];
	for (const root of roots) {
		if (!parent.has(root)) {
			parent.set(root, null);
			queue.push(root);
		}
	}
	const findings: Finding[] = [];
	const chainTo = (rel: string) => {
		const chain: string[] = [];
		for (let at: string | null | undefined = rel; at; at = parent.get(at)) chain.unshift(at);
		return chain;
	};
	while (queue.length) {
		const rel = queue.shift()!;
		for (const spec of importsOf(rel)) {
			if (forbidden.some((re) => re.test(spec))) {
				findings.push({ chain: chainTo(rel), forbidden: spec });
				continue;
			}
			const target = resolveLocal(rel, spec);
			if (!target || !follow(target) || !/\.(ts|tsx)$/.test(target) || parent.has(target)) continue;
			if (!existsSync(path.join(ROOT, target))) continue;
			parent.set(target, rel);
			queue.push(target);
		}
	}
	return findings;
}
