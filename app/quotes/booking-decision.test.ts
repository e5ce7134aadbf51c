import { describe, expect, test } from "vitest";
import { bookingDecisionSchema } from "./booking-decision.ts";

describe("bookingDecisionSchema: confirm as is, refuse only with a reason", () => {
	test.each([
		[{ decision: "confirm" }, true],
		[{ decision: "confirm", reason: "ignored" }, true],
		[{ decision: "refuse", reason: "No space on that sailing" }, true],
		[{ decision: "refuse", reason: "   " }, false],
		[{ decision: "refuse" }, false],
		[{ decision: "refuse", reason: "x".repeat(501) }, false],
		[{ decision: "approve" }, false],
		[{}, false],
	])("%j -> %s", (input, ok) => {
		expect(bookingDecisionSchema.safeParse(input).success).toBe(ok);
	});

	test("the reason is kept trimmed", () => {
		expect(bookingDecisionSchema.parse({ decision: "refuse", reason: "  full  " })).toEqual({ decision: "refuse", reason: "full" });
	});
});
