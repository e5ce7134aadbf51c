import { describe, expect, test } from "vitest";
import { MAX_LOOKUPS_PER_SOURCE, lookupAllowed } from "./lookup-limits.ts";

describe("lookupAllowed: Find ID per source and hour", () => {
	test.each([
		[0, true],
		[MAX_LOOKUPS_PER_SOURCE - 1, true],
		[MAX_LOOKUPS_PER_SOURCE, false],
		[MAX_LOOKUPS_PER_SOURCE + 50, false],
	])("%i earlier lookups -> %s", (recent, allowed) => {
		expect(lookupAllowed(recent)).toBe(allowed);
	});
});
