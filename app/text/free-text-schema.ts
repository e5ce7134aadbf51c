// The shared free-text rule (free-text.ts) as zod fields: `lineText()` and `multilineText()` replace
// `z.string()` for everything people type, in forms and the partner API (docs/decisions/025-text-hygiene.md).
import { z } from "zod";
import { HIDDEN_CHARACTERS, type TextShape, cleanText } from "./free-text.ts";

type TextParams = { error?: string };

// one check function per shape, so a schema built by the helpers can be recognised (usesFreeTextRule)
const CHECKS: Record<TextShape, (value: string) => boolean> = {
	line: (value) => cleanText(value, "line").ok,
	multiline: (value) => cleanText(value, "multiline").ok,
};
const CHECK_FNS: ReadonlySet<unknown> = new Set(Object.values(CHECKS));

/**
 * Whether a string schema carries the rule (lineText / multilineText, then any .min/.max/.optional
 * chain: zod copies its checks): the architecture test walks every form schema with it.
 */
export function usesFreeTextRule(schema: z.ZodType): boolean {
	const checks = (schema._zod.def as { checks?: { _zod: { def: { fn?: unknown } } }[] }).checks ?? [];
	return checks.some((check) => CHECK_FNS.has(check._zod.def.fn));
}

function textSchema(shape: TextShape, params: TextParams) {
	// overwrite keeps the schema a ZodString (Conform's getZodConstraint cannot read a transform), so
	// callers chain .min/.max/.optional as before; the refusal runs on the normalised value and aborts,
	// so a refused value is not also reported as too long
	return z
		.string(params.error ? { error: params.error } : undefined)
		.overwrite((raw) => {
			const verdict = cleanText(raw, shape);
			return verdict.ok ? verdict.value : raw;
		})
		.refine(CHECKS[shape], { error: HIDDEN_CHARACTERS, abort: true });
}

/** A one-line free-text field (a name, a carrier, an address line): use instead of `z.string()`. */
export const lineText = (params: TextParams = {}) => textSchema("line", params);

/** A multi-line free-text field (a comment, a reason, marks, an address block). */
export const multilineText = (params: TextParams = {}) => textSchema("multiline", params);
