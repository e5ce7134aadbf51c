// The rate override form at /admin/integrations (decision 098): a day, KRW per USD with up to two
// decimals ("1,385.50"), and a reason. Pure; messages are integrationsDesk.errors.* keys.
import { z } from "zod";
import { isCalendarDate } from "#app/calendar/calendar.ts";
import { lineText } from "#app/text/free-text-schema.ts";
import { centsOf } from "./koreaexim/parse.ts";

const E = "integrationsDesk.errors.";

export const OverrideSchema = z.object({
	day: z
		.string({ error: E + "day" })
		.trim()
		.refine(isCalendarDate, E + "day"),
	rate: z
		.string({ error: E + "rate" })
		.trim()
		.transform((text, ctx) => {
			const cents = centsOf(text);
			// a won rate between 100 and 100,000 per dollar: anything else is a typing slip
			if (cents === null || cents < 10_000 || cents > 10_000_000) {
				ctx.addIssue({ code: "custom", message: E + "rate" });
				return z.NEVER;
			}
			return cents;
		}),
	// free text through the shared rule (decision 025)
	reason: lineText({ error: E + "reason" })
		.min(2, E + "reason")
		.max(200, E + "reason"),
});
