// `app/routes/` holds route modules only (decision 060): every file there is a module the route table
// (app/routes.ts) names, or the integration test beside one (`*.test.ts(x)`, docs/how-to/add-a-screen.md
// step 10). A component, a view builder or a helper shared by two screens belongs to its domain
// (`app/<domain>/components/`, `app/<domain>/*.server.ts`), where the next screen finds it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";

type Entry = { file: string; children?: Entry[] };

const APP = path.resolve(import.meta.dirname, "../../app");

function routeFiles(entries: readonly Entry[]): string[] {
	return entries.flatMap((e) => [e.file, ...routeFiles(e.children ?? [])]);
}

/** Every file under app/routes, as the route table spells it ("routes/<area>/<name>.tsx"). */
function filesUnderRoutes(): string[] {
	return fs
		.readdirSync(path.join(APP, "routes"), { recursive: true, withFileTypes: true })
		.filter((d) => d.isFile())
		.map((d) => path.relative(APP, path.join(d.parentPath, d.name)).split(path.sep).join("/"));
}

const isColocatedTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The files under app/routes that are neither a route module of the table nor a route's test. */
function strayFiles(files: readonly string[], table: readonly string[]): string[] {
	const modules = new Set(table);
	return files.filter((f) => !modules.has(f) && !isColocatedTest(f)).sort();
}

describe("app/routes holds route modules only", () => {
	const table = routeFiles(routes as Entry[]);
	const files = filesUnderRoutes();

	it("every file there is a route module of app/routes.ts or a route's test", () => {
		expect(strayFiles(files, table)).toEqual([]);
	});

	it("every module the table names is there", () => {
		expect(table.filter((f) => !files.includes(f))).toEqual([]);
	});

	it("sees what it should (the check is not vacuous)", () => {
		expect(files).toEqual(
			expect.arrayContaining([
				"routes/home.tsx",
				"routes/mypage/estimate-booking.tsx",
				"routes/mypage/estimate-booking.test.ts",
				"routes/healthz.ts",
			]),
		);
		expect(files.length).toBeGreaterThan(100);
	});

	it("names a component, a helper or any other file left among the routes", () => {
		const files = [
			"routes/home.tsx",
			"routes/home.test.ts",
			"routes/admin/coupons/coupon-box.tsx",
			"routes/mypage/view.server.ts",
			"routes/notes.md",
			"routes/admin/x.spec.ts",
		];
		expect(strayFiles(files, ["routes/home.tsx"])).toEqual([
			"routes/admin/coupons/coupon-box.tsx",
			"routes/admin/x.spec.ts",
			"routes/mypage/view.server.ts",
			"routes/notes.md",
		]);
	});
});
