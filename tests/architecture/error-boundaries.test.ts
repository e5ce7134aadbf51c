// Every screen shows its errors inside the layout, translated (decision 013): each route module with a
// component (a screen or a layout) exports an ErrorBoundary, in the house's one spelling
// `export const ErrorBoundary = RouteErrorBoundary;` (app/components/error-boundary.tsx). Resource
// routes (no default export: files, JSON, redirects) answer without a page and need none.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";

type Entry = { file: string; children?: Entry[] };

const APP = path.resolve(import.meta.dirname, "../../app");

function routeFiles(entries: readonly Entry[]): string[] {
	return entries.flatMap((e) => [e.file, ...routeFiles(e.children ?? [])]);
}

/** The names a module exports ("default" among them), read from its source without running it. */
function exportNames(source: string, fileName = "module.tsx"): Map<string, string> {
	const file = ts.createSourceFile(
		fileName,
		source,
		ts.ScriptTarget.Latest,
		true,
		fileName.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
	);
	const names = new Map<string, string>();
	const exported = (node: ts.Node) =>
		ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
	const isDefault = (node: ts.Node) =>
		ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
	for (const statement of file.statements) {
		if (ts.isExportAssignment(statement)) {
			names.set("default", statement.expression.getText(file));
		} else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && exported(statement)) {
			names.set(isDefault(statement) ? "default" : (statement.name?.text ?? "default"), statement.name?.text ?? "");
		} else if (ts.isVariableStatement(statement) && exported(statement)) {
			for (const d of statement.declarationList.declarations)
				if (ts.isIdentifier(d.name)) names.set(d.name.text, d.initializer?.getText(file) ?? "");
		} else if (
			ts.isExportDeclaration(statement) &&
			statement.exportClause &&
			ts.isNamedExports(statement.exportClause)
		) {
			for (const e of statement.exportClause.elements) names.set(e.name.text, (e.propertyName ?? e.name).text);
		}
	}
	return names;
}

const modules = routeFiles(routes as Entry[]).map((file) => ({
	file,
	exports: exportNames(fs.readFileSync(path.join(APP, file), "utf8"), file),
}));
const screens = modules.filter((m) => m.exports.has("default"));

describe("error boundaries", () => {
	it("every screen and layout route exports one", () => {
		expect(screens.filter((m) => !m.exports.has("ErrorBoundary")).map((m) => m.file)).toEqual([]);
	});

	it("each is the house's RouteErrorBoundary, so every screen words errors the same way", () => {
		const other = screens.filter(
			(m) => m.exports.has("ErrorBoundary") && m.exports.get("ErrorBoundary") !== "RouteErrorBoundary",
		);
		expect(other.map((m) => `${m.file}: ${m.exports.get("ErrorBoundary")}`)).toEqual([]);
	});

	it("tells screens from resource routes (the check is not vacuous)", () => {
		const files = (list: typeof modules) => list.map((m) => m.file);
		expect(files(screens)).toEqual(
			expect.arrayContaining([
				"routes/home.tsx",
				"routes/guarded.tsx",
				"routes/mypage/info.tsx",
				"routes/not-found.tsx",
			]),
		);
		expect(files(modules.filter((m) => !m.exports.has("default")))).toEqual(
			expect.arrayContaining(["routes/healthz.ts", "routes/signout.ts", "routes/mypage/estimate-pdf.ts"]),
		);
		expect(screens.length).toBeGreaterThan(30);
	});

	it("reads the export forms a module may use", () => {
		const names = exportNames(
			[
				"export default function Page() { return null; }",
				"export const ErrorBoundary = RouteErrorBoundary;",
				"export async function loader() {}",
				"const meta = () => [];",
				"export { meta as links };",
			].join("\n"),
		);
		expect([...names.entries()]).toEqual([
			["default", "Page"],
			["ErrorBoundary", "RouteErrorBoundary"],
			["loader", "loader"],
			["links", "meta"],
		]);
		expect(exportNames("export function loader() {}").has("default")).toBe(false);
		expect(exportNames("function X() {}\nexport default X;").get("default")).toBe("X");
	});
});
