import { describe, expect, test } from "vitest";
import { keptPerOwner } from "./per-owner.ts";

describe("keptPerOwner", () => {
	test("makes a value once per owner and key", () => {
		const keep = keptPerOwner<string[]>(10);
		const owner = {};
		let made = 0;
		const make = () => (made++, ["x"]);
		const first = keep(owner, "a", make);
		expect(keep(owner, "a", make)).toBe(first);
		expect(keep(owner, "b", make)).not.toBe(first);
		expect(keep({}, "a", make)).not.toBe(first);
		expect(made).toBe(3);
	});

	test("never keeps undefined: a miss is looked for again", () => {
		const keep = keptPerOwner<string | undefined>(10);
		const owner = {};
		let made = 0;
		expect(keep(owner, "k", () => (made++, undefined))).toBeUndefined();
		expect(keep(owner, "k", () => (made++, "now here"))).toBe("now here");
		expect(keep(owner, "k", () => (made++, "other"))).toBe("now here");
		expect(made).toBe(2);
	});

	test("keeps at most `cap` keys per owner; past it, values are made each time", () => {
		const keep = keptPerOwner<number>(3);
		const owner = {};
		let made = 0;
		for (const key of ["a", "b", "c", "d", "d"]) keep(owner, key, () => ++made);
		expect(made).toBe(5); // "d" came after the cap: made twice
		expect(keep(owner, "a", () => ++made)).toBe(1);
	});
});
