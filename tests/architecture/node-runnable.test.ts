// Node runs our .ts files as they are (type stripping: db/seed.ts, db/migrate.ts, server.js's helpers,
// the benches), and type stripping refuses TypeScript that needs a transform. The one such feature
// that crept in was a constructor parameter property (`constructor(readonly reason: ...)`), which
// broke `node db/seed.ts` once a seed imported a module using it. Enums and namespaces are the others.
import { globSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";

const files = ["app", "db", "tests", "bench", "scripts"]
	.flatMap((dir) => globSync(`${dir}/**/*.{ts,tsx}`))
	.filter((f) => !f.includes("/.tmp/") && !f.includes("node_modules") && !f.endsWith("node-runnable.test.ts"));

test.each([
	["constructor parameter properties", /constructor\s*\([^)]*\b(?:readonly|public|private|protected)\s+\w+\s*[:,)]/],
	["enums", /^\s*(?:export\s+)?(?:const\s+)?enum\s+\w+/m],
	["namespaces", /^\s*(?:export\s+)?namespace\s+\w+/m],
])("no %s (Node's type stripping cannot run them)", (_what, pattern) => {
	expect(files.length).toBeGreaterThan(100);
	expect(files.filter((f) => pattern.test(readFileSync(f, "utf8")))).toEqual([]);
});
