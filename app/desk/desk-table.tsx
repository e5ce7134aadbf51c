// The staff desk's one table layout (docs/design-system.md "table"): every desk
// list is `.table-wrap > table.table.table-stack`, and each cell carries its column's label in
// data-label so a row stacks into a labelled card on a phone. Rendering only: rows arrive ready to
// show from the loaders.
import type { HTMLAttributes, ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { Age, Urgency } from "./queues.ts";
import { ageKey, urgencyTone } from "./queues.ts";

export type DeskColumn<Row> = {
	key: string;
	/** the header, also the cell's data-label on a phone */
	label: string;
	cell: (row: Row) => ReactNode;
	/** figures: right-aligned, tabular digits */
	num?: boolean;
};

export function DeskTable<Row>({
	rows,
	columns,
	rowKey,
	rowProps,
	caption,
	testId,
}: {
	rows: readonly Row[];
	columns: readonly DeskColumn<Row>[];
	rowKey: (row: Row) => string;
	/** extra attributes per row, e.g. data-number for tests or aria-current */
	rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | undefined>;
	/** read by screen readers; visually hidden when the page heading already says it */
	caption?: string;
	testId?: string;
}) {
	return (
		<div className="table-wrap">
			<table className="table table-stack" data-testid={testId}>
				{caption ? <caption className="visually-hidden">{caption}</caption> : null}
				<thead>
					<tr>
						{columns.map((c) => (
							<th key={c.key} scope="col" className={c.num ? "num" : undefined}>
								{c.label}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{rows.map((row) => (
						<tr key={rowKey(row)} {...rowProps?.(row)}>
							{/* td only: the stacked layout styles cells as td (app.css). On a phone a cell is a grid of
							    its label and one value, so the value is wrapped: a cell of several nodes (text and a
							    muted line, a badge) stays in the value's column at its natural width */}
							{columns.map((c) => (
								<td key={c.key} data-label={c.label} className={c.num ? "num" : undefined}>
									<div>{c.cell(row)}</div>
								</td>
							))}
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}

/** How long an item has waited, as the loader computed it (server time), with the exact time. */
export type WaitView = { age: Age; urgency: Urgency; iso: string; text: string };

/** "3 hours" with the exact time on hover and for machines; a badge once it waits too long. */
export function WaitAge({ wait }: { wait: WaitView }) {
	const { t } = useTranslation();
	const { key, count } = ageKey(wait.age);
	return (
		<span className="cluster" data-urgency={wait.urgency}>
			<time dateTime={wait.iso} title={wait.text}>
				{count === undefined ? t(key) : t(key, { count })}
			</time>
			{wait.urgency === "ok" ? null : (
				<span className={`badge badge-${urgencyTone(wait.urgency)}`}>{t(`desk.urgency.${wait.urgency}`)}</span>
			)}
		</span>
	);
}
