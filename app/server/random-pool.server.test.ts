import { describe, expect, it } from "vitest";
import { randomBytesPooled } from "./random-pool.server.ts";

describe("randomBytesPooled", () => {
	it("hands out bytes of the asked size that never repeat, across refills of the pool", () => {
		const seen = new Set<string>();
		// 16 bytes x 2,000 = 32,000 bytes: the 4 KiB pool refills several times
		for (let i = 0; i < 2_000; i++) {
			const bytes = randomBytesPooled(16);
			expect(bytes).toHaveLength(16);
			seen.add(bytes.toString("hex"));
		}
		expect(seen.size).toBe(2_000);
	});

	it("returns a copy: changing it does not change what comes next", () => {
		const a = randomBytesPooled(8);
		a.fill(0);
		expect(randomBytesPooled(8).equals(Buffer.alloc(8))).toBe(false);
	});

	it.each([0, -1, 1.5, 4097])("refuses size %s", (size) => {
		expect(() => randomBytesPooled(size)).toThrow(RangeError);
	});

	it("looks random: every byte value shows up in 64 KiB", () => {
		const counts = new Array<number>(256).fill(0);
		for (let i = 0; i < 256; i++) for (const b of randomBytesPooled(256)) counts[b] = (counts[b] ?? 0) + 1;
		// 256 draws per value on average; a stuck or zeroed pool would leave values at 0 or pile them up
		expect(Math.min(...counts)).toBeGreaterThan(150);
		expect(Math.max(...counts)).toBeLessThan(380);
	});
});
