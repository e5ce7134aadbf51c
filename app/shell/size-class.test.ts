import { describe, expect, test } from "vitest";
import { isMobile, sizeClassFor } from "./size-class.ts";

describe("size class from spec section 9 breakpoints", () => {
	test.each([
		[320, "xs"],
		[599, "xs"],
		[600, "sm"],
		[959, "sm"],
		[960, "md"],
		[1279, "md"],
		[1280, "lg"],
		[1919, "lg"],
		[1920, "xl"],
		[2559, "xl"],
		[2560, "xxl"],
	] as const)("%d px -> %s", (width, size) => {
		expect(sizeClassFor(width)).toBe(size);
	});
	test.each([
		["xs", true],
		["md", true],
		["lg", false],
		["xl", false],
	] as const)("%s is mobile: %s (lg 1280 is the threshold)", (size, mobile) => {
		expect(isMobile(size)).toBe(mobile);
	});
});
