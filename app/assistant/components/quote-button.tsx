// A price answer's way into the quote wizard: a plain form posting the quote's step fields to
// /order/prefill, which validates them with the wizard's own schemas, saves the draft and opens the
// first step that still needs input (the shared "turn this into a quote" contract). No JavaScript needed.
import type { QuoteIntentDraft } from "../types.ts";

/** The wizard's form field names for a quote intent (route step, then cargo step). */
export function quoteFields(intent: QuoteIntentDraft): [string, string][] {
	const fields: [string, string][] = [["mode", intent.mode]];
	for (const [key, value] of Object.entries(intent.route)) if (value !== undefined) fields.push([key, String(value)]);
	intent.cargo?.containers?.forEach((c, i) => {
		fields.push([`containers[${i}].type`, c.type], [`containers[${i}].count`, String(c.count)]);
	});
	if (intent.cargo?.readyDate) fields.push(["readyDate", intent.cargo.readyDate]);
	return fields;
}

export function QuoteButton({ intent, label }: { intent: QuoteIntentDraft; label: string }) {
	return (
		<form method="post" action="/order/prefill" className="chat-quote" data-testid="chat-quote">
			{quoteFields(intent).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<button type="submit" className="button button-secondary">
				{label}
			</button>
		</form>
	);
}
