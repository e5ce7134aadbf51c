// /admin/rates/history: every change to a rate, newest first: who, when, what (create, update,
// delete, by hand or by an import) and the cells that changed. Filter by kind and row id; 50 a page.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/history";
import { requireRole } from "#app/auth/guard.server.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { listHistory } from "#app/rates/rate-history.server.ts";
import { RATE_KINDS, isRateKind } from "#app/rates/sheet-context.ts";
import { diffRecords } from "#app/rates/sheet-output.ts";
import { ChangeList, RatesNav } from "#app/rates/ui.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { Pager } from "#app/components/pager.tsx";
import { DeskTable } from "#app/desk/desk-table.tsx";
import { Page } from "#app/shell/page.tsx";
import { STAFF_ROLES } from "#db/roles.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const url = new URL(request.url);
	const requested = url.searchParams.get("kind");
	const kind = isRateKind(requested) ? requested : null;
	const rowId = (url.searchParams.get("rowId") ?? "").trim().slice(0, 64);
	const result = listHistory({ kind, rowId }, Number(url.searchParams.get("page") ?? "1"));
	const locale = localeFromContext(context);
	const query = new URLSearchParams();
	if (kind) query.set("kind", kind);
	if (rowId) query.set("rowId", rowId);
	return {
		kind,
		rowId,
		query: query.toString(),
		entries: result.entries.map((e) => ({
			id: e.id,
			kind: e.kind,
			rowId: e.rowId,
			action: e.action,
			when: formatDateTime(e.createdAt, locale),
			whenIso: e.createdAt.toISOString(),
			userName: e.userName ?? "",
			userEmail: e.userEmail ?? "",
			importId: e.importId,
			changes: isRateKind(e.kind) ? diffRecords(e.kind, e.before, e.after) : [],
		})),
		total: result.total,
		page: result.page,
		pageCount: result.pageCount,
	};
}

export default function RateHistory({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { kind, rowId, query, entries, total, page, pageCount } = loaderData;
	const pageLink = (n: number) => `/admin/rates/history?${query ? `${query}&` : ""}page=${n}`;
	type Entry = (typeof entries)[number];
	return (
		<Page titleKey="rates.history.title">
			<RatesNav current="history" />
			<Form method="get" className="rates-filters" aria-label={t("rates.list.filters")}>
				<label>
					{t("rates.history.kind")}
					<select name="kind" defaultValue={kind ?? ""}>
						<option value="">{t("rates.list.any")}</option>
						{RATE_KINDS.map((k) => (
							<option key={k} value={k}>
								{t(`rates.kinds.${k}`)}
							</option>
						))}
					</select>
				</label>
				<label>
					{t("rates.history.rowId")}
					<input name="rowId" defaultValue={rowId} size={24} />
				</label>
				<button type="submit" className="button">
					{t("rates.list.apply")}
				</button>
			</Form>
			<p className="muted">{t("rates.list.count", { count: total })}</p>
			{entries.length === 0 ? (
				<p className="muted">{t("rates.history.empty")}</p>
			) : (
				<DeskTable<Entry>
					testId="history-table"
					rows={entries}
					rowKey={(e) => String(e.id)}
					columns={[
						{ key: "when", label: t("rates.history.when"), cell: (e) => <time dateTime={e.whenIso}>{e.when}</time> },
						{
							key: "who",
							label: t("rates.history.who"),
							cell: (e) => (
								<>
									{e.userName}
									{e.userEmail ? <div className="muted">{e.userEmail}</div> : null}
								</>
							),
						},
						{
							key: "kind",
							label: t("rates.history.kind"),
							cell: (e) => (isRateKind(e.kind) ? t(`rates.kinds.${e.kind}`) : e.kind),
						},
						{
							key: "rowId",
							label: t("rates.history.rowId"),
							cell: (e) =>
								e.action === "delete" ? (
									<code>{e.rowId}</code>
								) : (
									<Link to={`/admin/rates/${e.kind}/${encodeURIComponent(e.rowId)}`}>{e.rowId}</Link>
								),
						},
						{
							key: "action",
							label: t("rates.history.action"),
							cell: (e) => (
								<>
									{t(`rates.history.actions.${e.action}`)}
									{e.importId ? <div className="muted">{t("rates.history.byImport")}</div> : null}
								</>
							),
						},
						{ key: "changes", label: t("rates.history.changes"), cell: (e) => <ChangeList changes={e.changes} /> },
					]}
				/>
			)}
			<Pager page={page} pageCount={pageCount} pageLink={pageLink} />
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
