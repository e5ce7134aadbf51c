import { describe, expect, test } from "vitest";
import { BookingDecisionSchema } from "./booking-decision.ts";

describe("BookingDecisionSchema: confirm as is, refuse only with a reason", () => {
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
		expect(BookingDecisionSchema.safeParse(input).success).toBe(ok);
	});

	test("the reason is kept trimmed", () => {
		expect(BookingDecisionSchema.parse({ decision: "refuse", reason: "  full  " })).toEqual({
			decision: "refuse",
			reason: "full",
		});
	});
});
