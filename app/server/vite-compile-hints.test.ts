// Which browser chunks get V8's compile hint (decision 108): the start-up graph only.
import { describe, expect, test } from "vitest";
import { type ChunkInfo, MIN_HINTED_BYTES, startupChunks } from "./vite-compile-hints.ts";

const BIG = "x".repeat(MIN_HINTED_BYTES);
const chunk = (isEntry: boolean, ...imports: string[]): ChunkInfo => ({ isEntry, imports, code: BIG });
const small = (isEntry: boolean, ...imports: string[]): ChunkInfo => ({ ...chunk(isEntry, ...imports), code: "x" });

describe("startupChunks", () => {
	test.each<[string, Record<string, ChunkInfo>, string[]]>([
		["an entry alone", { "entry.js": chunk(true) }, ["entry.js"]],
		[
			"what entries import, to the end, shared once",
			{
				"entry.js": chunk(true, "react.js"),
				"home.js": chunk(true, "react.js", "ui.js"),
				"react.js": chunk(false),
				"ui.js": chunk(false, "icons.js"),
				"icons.js": chunk(false),
			},
			["entry.js", "home.js", "icons.js", "react.js", "ui.js"],
		],
		[
			"a chunk only imported with import() is left out",
			{ "entry.js": chunk(true), "tags.js": chunk(false), "kr.wizard.js": chunk(false) },
			["entry.js"],
		],
		["an import cycle ends", { "a.js": chunk(true, "b.js"), "b.js": chunk(false, "a.js") }, ["a.js", "b.js"]],
		["an import outside the bundle is skipped", { "a.js": chunk(true, "missing.js") }, ["a.js"]],
		[
			"a small chunk is left lazy, but what it imports is still followed",
			{ "entry.js": small(true, "ui.js"), "ui.js": small(false, "react.js"), "react.js": chunk(false) },
			["react.js"],
		],
	])("%s", (_name, bundle, expected) => {
		expect([...startupChunks(new Map(Object.entries(bundle)))].sort()).toEqual(expected);
	});
});
