// The shapes the assistant's engines, its thread store and its page share (no server code here, so the
// page module can import them).
import type { Intent } from "./intents.ts";

/** Where an answer comes from: a screen of ours the user may open (every answer links one). */
export type Source = { label: string; href: string };

/**
 * A price answer's quote as the wizard's step fields: posted to /order/prefill, which validates it with
 * the wizard's own schemas, saves the draft and opens the first step that still needs input.
 */
export type QuoteIntentDraft = {
	mode: "shipline" | "airline";
	route: {
		direction: "export" | "import";
		cargoType?: "fcl" | "lcl";
		originCountry: string;
		origin?: string;
		destinationCountry: string;
		destination?: string;
	};
	cargo?: { containers?: { type: string; count: number }[]; readyDate?: string };
};

export type Answer = {
	intent: Intent;
	text: string;
	sources: Source[];
	quote?: QuoteIntentDraft | null;
	/** the figures the answer states, for tests (the stage, the ETA, the total in won) */
	facts?: Record<string, string>;
};
