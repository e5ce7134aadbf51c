// The frame the four My page lists of a company's shipments share (shipments, uploads, issued
// documents, billing): the "no company" notice, the empty state, the optional count, the table that
// stacks below 600px with its headers, and the pager. Each list renders its own rows.
import type { ReactNode } from "react";
import { EmptyState } from "#app/components/empty-state.tsx";
import { Pager } from "#app/components/pager.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

export type ListColumn = { key: string; num?: boolean; hidden?: boolean };

type Props = {
	list: { hasCompany: boolean; rows: readonly unknown[]; total: number; page: number; pageCount: number };
	/** Test ids are `${testId}-empty`, `-count`, `-table` and `-pager`. */
	testId: string;
	/** The list's string prefix ("payments.list"): noCompany, empty, emptyBody, toEstimates, count and the column keys. */
	labels: string;
	/** The table's caption: the page title's key. */
	caption: string;
	listPath: string;
	columns: readonly ListColumn[];
	showCount?: boolean;
	/** The table rows. */
	children: ReactNode;
};

export function CompanyShipmentList({
	list,
	testId,
	labels,
	caption,
	listPath,
	columns,
	showCount = false,
	children,
}: Props) {
	const { t } = useTranslation();
	const label = (key: string) => t(`${labels}.${key}`);
	const table = (
		<div className="table-wrap">
			<table className="table table-stack" data-testid={`${testId}-table`}>
				<caption className="visually-hidden">{t(caption)}</caption>
				<thead>
					<tr>
						{columns.map((column) => (
							<th key={column.key} scope="col" className={column.num ? "num" : undefined}>
								{column.hidden ? <span className="visually-hidden">{label(column.key)}</span> : label(column.key)}
							</th>
						))}
					</tr>
				</thead>
				<tbody>{children}</tbody>
			</table>
		</div>
	);
	return (
		<div className="stack">
			{!list.hasCompany ? (
				<p className="alert alert-info" data-testid="no-company">
					{label("noCompany")}
				</p>
			) : list.rows.length === 0 ? (
				<div data-testid={`${testId}-empty`}>
					<EmptyState
						title={label("empty")}
						body={label("emptyBody")}
						action={{ to: "/mypage/estimate", label: label("toEstimates") }}
					/>
				</div>
			) : showCount ? (
				<>
					<p className="muted" data-testid={`${testId}-count`}>
						{t(`${labels}.count`, { count: list.total })}
					</p>
					{table}
				</>
			) : (
				table
			)}
			<Pager
				page={list.page}
				pageCount={list.pageCount}
				pageLink={(n) => `${listPath}?page=${n}`}
				testId={`${testId}-pager`}
			/>
		</div>
	);
}
