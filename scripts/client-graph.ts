// What the browser's module graph reaches (issue 15, item 3): forms validate on the server only, so
// zod, @conform-to/zod and the schema modules built on them must stay out of every client chunk.
// This walks the static imports of the source files, as the client build sees them:
// - a route module (app/root.tsx, app/routes/**) loses its server exports in the client build
//   (`loader`, `action`, `middleware`, `headers`), and React Router drops every top-level binding and
//   import only they used; so only the imports reachable from the module's other exports (the
//   component, meta, links, ErrorBoundary, clientLoader...) and its top-level statements count;
// - any other module counts whole: each value import is followed (a module's top-level zod calls are
//   kept by the bundler whichever of its exports is used);
// - type-only imports are erased, and `.server` modules never reach a browser (the client build
//   refuses them), so neither is followed.
// tests/architecture/client-graph.test.ts fails on a finding; `node scripts/client-graph.ts` prints
// each forbidden import with the chain that reaches it.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Packages that must not reach a browser: server-side validation only. */
export const FORBIDDEN = [/^zod(\/|$)/, /^@conform-to\/zod(\/|$)/];

/** Route exports the client build removes (React Router's server-only route exports). */
const SERVER_EXPORTS = new Set(["loader", "action", "middleware", "headers"]);

const isServerModule = (rel: string) => /\.server(\.|\/)/.test(rel) || rel.includes("/.server/");
const isTestFile = (rel: string) => /\.(test|spec)\.tsx?$/.test(rel) || /\.fixture\.ts$/.test(rel);

function walk(dir: string, out: string[] = []): string[] {
	for (const name of readdirSync(dir)) {
		const full = path.join(dir, name);
		if (statSync(full).isDirectory()) walk(full, out);
		else if (/\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts")) out.push(path.relative(ROOT, full));
	}
	return out;
}

/** The route modules and component files the client build starts from. */
export function clientRoots(): string[] {
	const all = walk(path.join(ROOT, "app")).filter((f) => !isTestFile(f) && !isServerModule(f));
	const routes = all.filter((f) => f.startsWith("app/routes/"));
	const components = all.filter((f) => /(^|\/)components\//.test(f));
	return ["app/root.tsx", "app/entry.client.tsx", ...routes, ...components].filter((f) => existsSync(path.join(ROOT, f)));
}

export const isRouteModule = (rel: string) => rel === "app/root.tsx" || rel.startsWith("app/routes/");

/** A local specifier as a file under ROOT, or null for a package. */
function resolveLocal(fromRel: string, spec: string): string | null {
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

type ImportEdge = { spec: string; names: string[] | "all" };

/** Value imports of a module (bare imports and `export ... from` included), with their local names. */
function valueImports(source: ts.SourceFile): ImportEdge[] {
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
			if (bindings && ts.isNamedImports(bindings)) for (const el of bindings.elements) if (!el.isTypeOnly) names.push(el.name.text);
			if (names.length) edges.push({ spec, names });
		} else if (ts.isExportDeclaration(stmt) && stmt.moduleSpecifier && ts.isStringLiteral(stmt.moduleSpecifier) && !stmt.isTypeOnly) {
			edges.push({ spec: stmt.moduleSpecifier.text, names: "all" });
		}
	}
	return edges;
}

/** Identifiers a node refers to (type positions and property names left out). */
function referencedNames(node: ts.Node, out = new Set<string>()): Set<string> {
	const visit = (n: ts.Node) => {
		if (ts.isTypeNode(n) || ts.isTypeAliasDeclaration(n) || ts.isInterfaceDeclaration(n)) return;
		if (ts.isIdentifier(n)) {
			const parent = n.parent;
			const isPropertyName =
				(parent && ts.isPropertyAccessExpression(parent) && parent.name === n) || (parent && ts.isPropertyAssignment(parent) && parent.name === n);
			if (!isPropertyName) out.add(n.text);
		}
		ts.forEachChild(n, visit);
	};
	visit(node);
	return out;
}

function declaredNames(stmt: ts.Statement): string[] {
	if ((ts.isFunctionDeclaration(stmt) || ts.isClassDeclaration(stmt)) && stmt.name) return [stmt.name.text];
	if (ts.isVariableStatement(stmt)) {
		const names: string[] = [];
		const collect = (b: ts.BindingName) => {
			if (ts.isIdentifier(b)) names.push(b.text);
			else for (const el of b.elements) if (ts.isBindingElement(el)) collect(el.name);
		};
		for (const decl of stmt.declarationList.declarations) collect(decl.name);
		return names;
	}
	return [];
}

const hasModifier = (stmt: ts.Statement, kind: ts.SyntaxKind) => ts.canHaveModifiers(stmt) && (ts.getModifiers(stmt) ?? []).some((m) => m.kind === kind);

/**
 * The local names a route module's client half uses: everything reachable from its exports other
 * than the server ones, and from its top-level statements that are not declarations.
 */
export function clientNamesOfRoute(source: ts.SourceFile): Set<string> {
	const declarations = new Map<string, ts.Statement>();
	const roots: ts.Node[] = [];
	for (const stmt of source.statements) {
		if (ts.isImportDeclaration(stmt) || ts.isTypeAliasDeclaration(stmt) || ts.isInterfaceDeclaration(stmt)) continue;
		if (ts.isExportDeclaration(stmt)) {
			if (stmt.isTypeOnly || !stmt.exportClause || !ts.isNamedExports(stmt.exportClause)) continue;
			for (const el of stmt.exportClause.elements) if (!el.isTypeOnly && !SERVER_EXPORTS.has(el.name.text)) roots.push(el.propertyName ?? el.name);
			continue;
		}
		const names = declaredNames(stmt);
		if (names.length === 0) {
			roots.push(stmt); // export default, expression statements: kept as they are
			continue;
		}
		for (const name of names) declarations.set(name, stmt);
		const exported = hasModifier(stmt, ts.SyntaxKind.ExportKeyword);
		if (exported && (hasModifier(stmt, ts.SyntaxKind.DefaultKeyword) || names.some((n) => !SERVER_EXPORTS.has(n)))) roots.push(stmt);
	}
	const used = new Set<string>();
	const seen = new Set<ts.Node>();
	const queue = [...roots];
	while (queue.length) {
		const node = queue.pop()!;
		if (seen.has(node)) continue;
		seen.add(node);
		for (const name of referencedNames(node)) {
			used.add(name);
			const decl = declarations.get(name);
			if (decl && !seen.has(decl)) queue.push(decl);
		}
	}
	return used;
}

function parse(rel: string): ts.SourceFile {
	const text = readFileSync(path.join(ROOT, rel), "utf8");
	return ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true, rel.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** The imports of a module that reach the client build. */
export function clientImports(rel: string): string[] {
	const source = parse(rel);
	const edges = valueImports(source);
	if (!isRouteModule(rel)) return edges.map((e) => e.spec);
	const used = clientNamesOfRoute(source);
	return edges.filter((e) => e.names === "all" || e.names.some((n) => used.has(n))).map((e) => e.spec);
}

export type Finding = { chain: string[]; forbidden: string };

/** Every forbidden package the client graph reaches, with the shortest chain from a root. */
export function forbiddenClientImports(roots = clientRoots()): Finding[] {
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
		for (const spec of clientImports(rel)) {
			if (FORBIDDEN.some((re) => re.test(spec))) {
				findings.push({ chain: chainTo(rel), forbidden: spec });
				continue;
			}
			const target = resolveLocal(rel, spec);
			if (!target || isServerModule(target) || !/\.(ts|tsx)$/.test(target) || parent.has(target)) continue;
			if (!existsSync(path.join(ROOT, target))) continue;
			parent.set(target, rel);
			queue.push(target);
		}
	}
	return findings;
}

if (import.meta.main) {
	const findings = forbiddenClientImports();
	for (const f of findings) console.log(`${f.chain.join(" -> ")} -> ${f.forbidden}`);
	console.log(findings.length ? `${findings.length} forbidden client import(s)` : "no zod in the client graph");
	process.exitCode = findings.length ? 1 : 0;
}
