// `npm run db:backup`, `npm run db:restore` and the migrations must work on a Fly machine (`fly ssh console`), where
// Node runs the .ts files as they are, not the build: every file they load has to be copied into the
// image's runtime stage, and every package they load has to be a runtime dependency (the image
// installs with --omit=dev). An import added later without a Dockerfile line fails here, not on Fly.
import { readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { posix } from "node:path";
import { expect, test } from "vitest";

// db/migrate.ts too: LiteFS runs it on every candidate's start (litefs.yml exec), and through
// db/schema.ts it loads code lists from app/ (missing from the image until this test said so);
// and server.js, which Node runs with the .ts files it loads beside the build
const ENTRIES = ["scripts/db-backup.ts", "scripts/db-restore.ts", "db/migrate.ts", "server.js"];

/** Sources of the runtime stage's COPY lines that copy from the build context (no --from). */
function runtimeCopies(): string[] {
	const lines = readFileSync("Dockerfile", "utf8").replace(/\\\n/g, " ").split("\n");
	const lastFrom = lines.findLastIndex((l) => /^FROM\s/i.test(l));
	return lines
		.slice(lastFrom)
		.filter((l) => /^COPY\s/i.test(l) && !/--from=/.test(l))
		.flatMap((l) => l.trim().split(/\s+/).slice(1, -1))
		.map((s) => posix.normalize(s));
}

/** Files and packages the entries load at run time (type-only imports are erased by Node). */
function closure(): { files: string[]; packages: string[] } {
	const files = new Set<string>();
	const packages = new Set<string>();
	const visit = (file: string) => {
		if (files.has(file)) return;
		files.add(file);
		const text = readFileSync(file, "utf8");
		// `import … from`, `export … from` (a re-export loads the module too) and bare `import "…"`
		for (const [, spec] of text.matchAll(
			/^(?:import|export)\s+(?!type\s)(?:[^"';=()]*?\sfrom\s+)?["']([^"']+)["']/gm,
		)) {
			if (spec!.startsWith(".")) visit(posix.normalize(posix.join(posix.dirname(file), spec!)));
			else if (spec!.startsWith("#app/")) visit(`app/${spec!.slice(5)}`);
			else if (spec!.startsWith("#db/")) visit(`db/${spec!.slice(4)}`);
			else if (!spec!.startsWith("node:") && !builtinModules.includes(spec!))
				packages.add(spec!.startsWith("@") ? spec!.split("/").slice(0, 2).join("/") : spec!.split("/")[0]!);
		}
		// a file loaded when first needed, `await import("./s3-store.server.ts")`, or started by path, as a
		// worker thread is, `new URL("./worker.ts", import.meta.url)`
		// (server.js's `import("./build/server/index.js")` is the build, which the image takes from its build stage)
		for (const [, spec] of text.matchAll(/(?:\bimport\(|new URL\()\s*["'](\.[^"']+)["']\s*[,)]/g)) {
			const target = posix.normalize(posix.join(posix.dirname(file), spec!));
			if (!target.startsWith("build/")) visit(target);
		}
	};
	for (const entry of ENTRIES) visit(entry);
	return { files: [...files].sort(), packages: [...packages].sort() };
}

test("every file the backup, restore and migrate commands load is copied into the runtime image", () => {
	const copied = runtimeCopies();
	const { files } = closure();
	expect(files).toContain("app/ops/backup.server.ts");
	const missing = files.filter((f) => !copied.some((source) => f === source || f.startsWith(`${source}/`)));
	expect(missing, "add them to the Dockerfile's runtime stage").toEqual([]);
});

test("every package they load is a runtime dependency", () => {
	const { dependencies } = JSON.parse(readFileSync("package.json", "utf8")) as { dependencies: Record<string, string> };
	expect(closure().packages.filter((p) => !(p in dependencies))).toEqual([]);
});
