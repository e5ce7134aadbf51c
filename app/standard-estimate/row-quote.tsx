// A row's "get this quote" button: a plain form to the one quote-prefill path (works without JavaScript).
import type { StandardRow } from "./table.ts";
import { rowIntent } from "./intent.ts";

function flat(value: unknown, prefix: string, out: [string, string][]): [string, string][] {
	if (Array.isArray(value)) value.forEach((v, i) => flat(v, `${prefix}[${i}]`, out));
	else if (value && typeof value === "object")
		for (const [k, v] of Object.entries(value)) flat(v, prefix ? `${prefix}.${k}` : k, out);
	else if (value !== undefined) out.push([prefix, String(value)]);
	return out;
}

export function StandardRowQuote({
	row,
	label,
	description,
}: {
	row: StandardRow;
	label: string;
	description: string;
}) {
	const fields = flat(rowIntent(row), "", []);
	return (
		<form method="post" action="/order/prefill" data-testid="std-quote-form">
			{fields.map(([name, value]) => (
				<input key={name} type="hidden" name={name} value={value} />
			))}
			<button type="submit" className="button button-sm" aria-label={`${label}: ${description}`}>
				{label}
			</button>
		</form>
	);
}
