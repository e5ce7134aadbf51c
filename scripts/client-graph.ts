// What the browser's module graph reaches: forms validate on the server only, so
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
import { existsSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import {
	type Finding,
	ROOT,
	forbiddenImports,
	isServerModule,
	isTestFile,
	parse,
	valueImports,
	walk,
} from "./module-graph.ts";

/** Packages that must not reach a browser: server-side validation only. */
export const FORBIDDEN = [/^zod(\/|$)/, /^@conform-to\/zod(\/|$)/];

/** Route exports the client build removes (React Router's server-only route exports). */
const SERVER_EXPORTS = new Set(["loader", "action", "middleware", "headers"]);

/** The route modules and component files the client build starts from. */
export function clientRoots(): string[] {
	const all = walk(path.join(ROOT, "app")).filter((f) => !isTestFile(f) && !isServerModule(f));
	const routes = all.filter((f) => f.startsWith("app/routes/"));
	const components = all.filter((f) => /(^|\/)components\//.test(f));
	return ["app/root.tsx", "app/entry.client.tsx", ...routes, ...components].filter((f) =>
		existsSync(path.join(ROOT, f)),
	);
}

export const isRouteModule = (rel: string) => rel === "app/root.tsx" || rel.startsWith("app/routes/");

/** Identifiers a node refers to (type positions and property names left out). */
function referencedNames(node: ts.Node, out = new Set<string>()): Set<string> {
	const visit = (n: ts.Node) => {
		if (ts.isTypeNode(n) || ts.isTypeAliasDeclaration(n) || ts.isInterfaceDeclaration(n)) return;
		if (ts.isIdentifier(n)) {
			const parent = n.parent;
			const isPropertyName =
				(parent && ts.isPropertyAccessExpression(parent) && parent.name === n) ||
				(parent && ts.isPropertyAssignment(parent) && parent.name === n);
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

const hasModifier = (stmt: ts.Statement, kind: ts.SyntaxKind) =>
	ts.canHaveModifiers(stmt) && (ts.getModifiers(stmt) ?? []).some((m) => m.kind === kind);

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
			for (const el of stmt.exportClause.elements)
				if (!el.isTypeOnly && !SERVER_EXPORTS.has(el.name.text)) roots.push(el.propertyName ?? el.name);
			continue;
		}
		const names = declaredNames(stmt);
		if (names.length === 0) {
			roots.push(stmt); // export default, expression statements: kept as they are
			continue;
		}
		for (const name of names) declarations.set(name, stmt);
		const exported = hasModifier(stmt, ts.SyntaxKind.ExportKeyword);
		if (exported && (hasModifier(stmt, ts.SyntaxKind.DefaultKeyword) || names.some((n) => !SERVER_EXPORTS.has(n))))
			roots.push(stmt);
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

/** The imports of a module that reach the client build. */
export function clientImports(rel: string): string[] {
	const source = parse(rel);
	const edges = valueImports(source);
	if (!isRouteModule(rel)) return edges.map((e) => e.spec);
	const used = clientNamesOfRoute(source);
	return edges.filter((e) => e.names === "all" || e.names.some((n) => used.has(n))).map((e) => e.spec);
}

/** Every forbidden package the client graph reaches, with the shortest chain from a root. */
export function forbiddenClientImports(roots = clientRoots()): Finding[] {
	// `.server` modules never reach a browser: the client build refuses them
	return forbiddenImports(roots, {
		forbidden: FORBIDDEN,
		importsOf: clientImports,
		follow: (rel) => !isServerModule(rel),
	});
}

if (import.meta.main) {
	const findings = forbiddenClientImports();
	for (const f of findings) console.log(`${f.chain.join(" -> ")} -> ${f.forbidden}`);
	console.log(findings.length ? `${findings.length} forbidden client import(s)` : "no zod in the client graph");
	process.exitCode = findings.length ? 1 : 0;
}
