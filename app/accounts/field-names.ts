// Names of account form fields that the pages render and the schemas (validation.ts) read. Apart from
// the schemas so that a page can name them without bringing zod to the browser.

/** The honeypot: a field people never see. Bots fill every input; a filled one means "not a person". */
export const HONEYPOT_FIELD = "website";

/** The "agree to all" box of the agree step. */
export const AGREE_ALL_FIELD = "all";
