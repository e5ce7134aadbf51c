// The shapes the assistant's engines, its thread store and its page share (no server code here, so the
// page module can import them).
import type { QuoteIntent } from "#app/quotes/prefill.ts";
import type { Intent } from "./intents.ts";

/** Where an answer comes from: a screen of ours the user may open (every answer links one). */
export type Source = { label: string; href: string };

/** A price answer's quote, opened in the wizard through the shared prefill form (app/quotes/prefill.ts). */
export type QuoteIntentDraft = QuoteIntent;

export type Answer = {
	intent: Intent;
	text: string;
	sources: Source[];
	quote?: QuoteIntentDraft | null;
	/** the figures the answer states, for tests (the stage, the ETA, the total in won) */
	facts?: Record<string, string>;
};
