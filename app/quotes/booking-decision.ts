// The staff's decision on a booking (decision 014), as the desk's form sends it: confirm, or refuse
// with a reason the customer is told by mail. Pure, so the route and its tests share one schema.
import { z } from "zod";
import { multilineText } from "#app/text/free-text-schema.ts";

const E = "desk.booking.errors.";
export const REASON_MAX = 500;

export const BookingDecisionSchema = z.discriminatedUnion(
	"decision",
	[
		z.object({ decision: z.literal("confirm") }),
		z.object({
			decision: z.literal("refuse"),
			// conform sends an empty field as undefined: the same message for missing and blank
			reason: multilineText({ error: E + "reason" })
				.min(1, { error: E + "reason" })
				.max(REASON_MAX, { error: E + "reasonTooLong" }),
		}),
	],
	{ error: E + "reason" },
);
export type BookingDecisionInput = z.output<typeof BookingDecisionSchema>;
