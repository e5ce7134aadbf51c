// The house's shape (decision 013), checked on every run: no folder imports a folder that imports it
// back, and production code never reaches into the seed data. scripts/import-cycles.ts prints the
// offending imports when this fails: `node scripts/import-cycles.ts`.
import { describe, expect, it } from "vitest";
import { cycles, folderGraph, folderOf, seedImports } from "../../scripts/import-cycles.ts";

describe("folder-level imports", () => {
	const graph = folderGraph();

	it("has no cycle between folders", () => {
		const found = cycles(graph).map((comp) => comp.join(" <-> "));
		expect(found).toEqual([]);
	});

	it("never imports db/seed from production code", () => {
		expect(seedImports(graph)).toEqual([]);
	});

	it("sees the edges it should (the check is not vacuous)", () => {
		expect(graph.get("app/quotes")?.has("db")).toBe(true);
		expect(graph.get("db/seed")?.has("db")).toBe(true);
		expect(folderOf("db/seed.ts")).toBe("db/seed");
		expect(folderOf("app/pricing/store/rate-set.server.ts")).toBe("app/pricing/store");
	});

	it("finds a cycle when there is one", () => {
		const toy = new Map([
			["a", new Map([["b", ["a.ts -> b"]]])],
			["b", new Map([["c", ["b.ts -> c"]]])],
			["c", new Map([["a", ["c.ts -> a"]]])],
			["d", new Map([["a", ["d.ts -> a"]]])],
		]);
		expect(cycles(toy)).toEqual([["a", "b", "c"]]);
	});
});
