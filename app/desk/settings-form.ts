// The quote settings form at /admin/settings: the quote validity in whole days per mode.
// Shared by the server action and the browser (no server imports); messages are translation keys.
import { z } from "zod";
import { MAX_VALIDITY_DAYS, MIN_VALIDITY_DAYS } from "#app/pricing/validity.ts";

const E = "desk.settings.errors.";

const days = z
	.number({ error: E + "days" })
	.int(E + "days")
	.min(MIN_VALIDITY_DAYS, E + "days")
	.max(MAX_VALIDITY_DAYS, E + "days");

export const QuoteValiditySchema = z.object({ sea: days, air: days });
