// The admin form that creates a partner API key: limits and the Conform schema, shared by the
// server action and the browser (no server imports here). Messages are translation keys.
import { z } from "zod";
import { lineText } from "#app/text/free-text-schema.ts";

export const API_KEY_NAME_MIN = 2;
export const API_KEY_NAME_MAX = 60;
export const DEFAULT_RATE_PER_MINUTE = 60;
export const MIN_RATE_PER_MINUTE = 1;
export const MAX_RATE_PER_MINUTE = 6000;

const E = "apiKeys.errors.";

export const CreateApiKeySchema = z.object({
	name: lineText({ error: E + "nameRequired" })
		.min(API_KEY_NAME_MIN, E + "nameLength")
		.max(API_KEY_NAME_MAX, E + "nameLength"),
	ratePerMinute: z
		.number({ error: E + "rate" })
		.int(E + "rate")
		.min(MIN_RATE_PER_MINUTE, E + "rate")
		.max(MAX_RATE_PER_MINUTE, E + "rate"),
	onceKey: z.string().min(16).max(64),
});
