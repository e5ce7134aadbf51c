// Placeholder until the shared StartQuoteForm (app/quotes/components/start-quote-form.tsx) is on main:
// the same plain form posting to /order/prefill. Replaced by the shared one on rebase.
import type { OptimiserIntent } from "../quote-intent.ts";

export function StartQuote({ intent, label }: { intent: OptimiserIntent; label: string }) {
	return (
		<form method="post" action="/order/prefill">
			<input type="hidden" name="intent" value={JSON.stringify(intent)} />
			<button type="submit" className="button button-secondary button-sm" data-testid="optimiser-quote">
				{label}
			</button>
		</form>
	);
}
