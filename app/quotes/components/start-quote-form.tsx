// One button that turns a tool's result into a quote (app/quotes/prefill.ts): a plain form, so it
// works without JavaScript; the wizard opens on the first step that still needs the user.
import { Form } from "react-router";
import { PREFILL_ACTION, type QuoteIntent, intentFields } from "../prefill.ts";

export function StartQuoteForm({
	intent,
	label,
	className = "btn btn-primary",
}: {
	intent: QuoteIntent;
	label: string;
	className?: string;
}) {
	return (
		<Form method="post" action={PREFILL_ACTION}>
			{intentFields(intent).map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<button type="submit" className={className}>
				{label}
			</button>
		</Form>
	);
}
