// Decision 038: libraries that pages never use (the PDF renderer, the AWS SDK, sharp, the Excel reader
// and writer) are loaded with `await import()` where they are first needed, so a process serving
// pages does not carry them in its heap and mark them at every full collection. This walks the static
// imports from everything the server build loads at start-up (the entry, the root, every route
// module) and fails with the chain of imports that reaches one of them.
import { readFileSync, readdirSync } from "node:fs";
import { posix } from "node:path";
import { expect, test } from "vitest";

const FIRST_USE = ["@react-pdf/renderer", "@aws-sdk/client-s3", "sharp", "read-excel-file", "write-excel-file"];

function routeModules(dir = "app/routes"): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const file = posix.join(dir, entry.name);
		if (entry.isDirectory()) return routeModules(file);
		return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
	});
}

/** The module a specifier names, or the package it belongs to (prefixed "package:"). */
function resolve(from: string, spec: string): string {
	if (spec.startsWith(".")) return posix.normalize(posix.join(posix.dirname(from), spec));
	if (spec.startsWith("#app/")) return `app/${spec.slice(5)}`;
	if (spec.startsWith("#db/")) return `db/${spec.slice(4)}`;
	const parts = spec.split("/");
	return `package:${spec.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0]}`;
}

/** Static imports that load code: `import … from`, `export … from`, bare `import "…"`; not `import type`. */
function staticImports(file: string): string[] {
	const text = readFileSync(file, "utf8");
	return [...text.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^"';=()]*?\sfrom\s+)?["']([^"']+)["']/gm)].map(([, spec]) => resolve(file, spec!));
}

/** For each first-use library reached, the chain of static imports from a start-up module to it. */
function reached(roots: string[]): string[][] {
	const parent = new Map<string, string | null>(roots.map((r) => [r, null]));
	const queue = [...roots];
	const found: string[][] = [];
	while (queue.length) {
		const file = queue.shift()!;
		for (const target of staticImports(file)) {
			if (parent.has(target)) continue;
			parent.set(target, file);
			if (target.startsWith("package:")) {
				if (!FIRST_USE.includes(target.slice("package:".length))) continue;
				const chain = [target];
				for (let at: string | null | undefined = file; at; at = parent.get(at)) chain.unshift(at);
				found.push(chain);
			} else if (/\.(tsx?|js)$/.test(target)) queue.push(target); // not styles, JSON or `?url` assets
		}
	}
	return found;
}

const ROOTS = ["app/entry.server.tsx", "app/root.tsx", ...routeModules()];

test("nothing the server loads at start-up imports a first-use library statically", () => {
	expect(reached(ROOTS).map((chain) => chain.join(" -> "))).toEqual([]);
});

test("the walk reaches those libraries from the modules that load them on first use (the check is not vacuous)", () => {
	const from = (file: string) => reached([file]).map((chain) => chain.at(-1));
	expect(ROOTS).toContain("app/routes/mypage/estimate-pdf.ts");
	expect(from("app/pdf/quote-pdf.server.tsx")).toContain("package:@react-pdf/renderer");
	expect(from("app/storage/s3-store.server.ts")).toContain("package:@aws-sdk/client-s3");
	expect(from("app/rates/xlsx.server.ts")).toEqual([]);
	// a type-only import loads nothing
	expect(staticImports("app/rates/xlsx.server.ts")).not.toContain("package:write-excel-file");
});
