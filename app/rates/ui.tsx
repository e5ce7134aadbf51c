// Pieces the rate pages share: their menu and the wording of a sheet problem ("row 7, column amount:
// USD has at most 2 decimals"). Rendering only; the messages are translation keys (sheet-context.ts).
import type { TFunction } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { MenuLink } from "#app/shell/menu-link.tsx";
import { ERROR_PREFIX, type Issue } from "./sheet-context.ts";
import type { FieldChange } from "./sheet-output.ts";

export function RatesNav({ current }: { current: "list" | "import" | "history" | null }) {
	const { t } = useTranslation();
	const items = [
		{ key: "list", to: "/admin/rates", label: t("rates.nav.list") },
		{ key: "import", to: "/admin/rates/import", label: t("rates.nav.import") },
		{ key: "history", to: "/admin/rates/history", label: t("rates.nav.history") },
	] as const;
	return (
		<nav className="section-menu rates-nav" aria-label={t("rates.nav.label")}>
			<ul>
				{items.map((item) => (
					<li key={item.key}>
						<MenuLink to={item.to} current={item.key === current}>
							{item.label}
						</MenuLink>
					</li>
				))}
			</ul>
		</nav>
	);
}

/** The reason alone, e.g. for a message under a form field. */
export function issueReason(t: TFunction, issue: Pick<Issue, "key" | "params">): string {
	return t(`${ERROR_PREFIX}${issue.key}`, { ...issue.params });
}

/** "row N, column C: reason", "row N: reason", or the reason alone for the file as a whole. */
export function issueText(t: TFunction, issue: Issue): string {
	const reason = issueReason(t, issue);
	if (issue.row === 0) return reason;
	if (issue.column) return t("rates.report.rowColumn", { row: issue.row, column: issue.column, reason });
	return t("rates.report.row", { row: issue.row, reason });
}

/** A history entry's changed cells: column, before -> after, as the sheet writes them. */
export function ChangeList({ changes }: { changes: readonly FieldChange[] }) {
	if (!changes.length) return null;
	return (
		<ul className="rates-diff">
			{changes.map((c) => (
				<li key={c.column}>
					<code>{c.column}</code>: <del>{c.before || "—"}</del> → <ins>{c.after || "—"}</ins>
				</li>
			))}
		</ul>
	);
}
