// Which stored files the sweep removes (decision 052): unreferenced and old enough only.
import { describe, expect, test } from "vitest";
import { SWEEP_MIN_AGE_MS, filesToSweep } from "./upload-sweep.ts";

const now = new Date("2026-11-28T03:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe("filesToSweep", () => {
	test.each<[string, { key: string; modifiedAt: Date }, boolean]>([
		["referenced, old", { key: "a", modifiedAt: ago(60 * MIN) }, false],
		["referenced, new", { key: "a", modifiedAt: ago(MIN) }, false],
		["unreferenced, old (a kill -9 between file and row)", { key: "b", modifiedAt: ago(60 * MIN) }, true],
		["unreferenced, just past the age", { key: "b", modifiedAt: ago(SWEEP_MIN_AGE_MS + 1) }, true],
		["unreferenced, exactly the age", { key: "b", modifiedAt: ago(SWEEP_MIN_AGE_MS) }, false],
		["unreferenced, new (its row may be on its way)", { key: "b", modifiedAt: ago(MIN) }, false],
		["a cut-off write's temporary file, old", { key: "b.1234.tmp", modifiedAt: ago(60 * MIN) }, true],
		["from the future (a clock moved back)", { key: "b", modifiedAt: new Date(now.getTime() + MIN) }, false],
	])("%s -> swept %s", (_, file, swept) => {
		expect(filesToSweep([file], new Set(["a"]), now)).toEqual(swept ? [file.key] : []);
	});
});
