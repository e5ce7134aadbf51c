// /admin/rates/:kind/:id: one rate's form, built from the sheet's column definitions and checked by
// the same row validation as an import (overlap included). Save and Delete are plain POSTs with a
// redirect after; Delete asks first through ?confirm=delete, so the confirmation needs no script.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/edit";
import { requireRole } from "#app/auth/guard.server.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import type { RateKind } from "#app/pricing/types.ts";
import { deleteRate, getRate, updateRate } from "#app/rates/rate-edit.server.ts";
import { listHistory } from "#app/rates/rate-history.server.ts";
import type { InputKind } from "#app/rates/sheet-cells.ts";
import { COLUMNS } from "#app/rates/sheet-columns.ts";
import { type Issue, isRateKind } from "#app/rates/sheet-context.ts";
import { diffRecords, formatRecord } from "#app/rates/sheet-output.ts";
import { ChangeList, RatesNav, issueReason } from "#app/rates/ui.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { badRequest, notFound, rejected } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

function kindOf(params: { kind?: string }): RateKind {
	if (!isRateKind(params.kind)) throw notFound();
	return params.kind;
}

const editable = (kind: RateKind) => COLUMNS[kind].filter((c) => c.header !== "id");

function editPath(kind: RateKind, id: string): string {
	return `/admin/rates/${kind}/${encodeURIComponent(id)}`;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const kind = kindOf(params);
	const record = getRate(kind, params.id);
	if (!record) throw notFound();
	const locale = localeFromContext(context);
	const url = new URL(request.url);
	const history = listHistory({ kind, rowId: params.id }, 1);
	return {
		kind,
		id: params.id,
		fields: editable(kind).map((c) => ({ header: c.header, required: c.required, input: c.cell.input })),
		values: formatRecord(kind, record),
		confirmDelete: url.searchParams.get("confirm") === "delete",
		saved: url.searchParams.get("saved") === "1",
		history: history.entries.map((e) => ({
			id: e.id,
			action: e.action,
			when: formatDateTime(e.createdAt, locale),
			who: e.userName ? `${e.userName} (${e.userEmail ?? ""})` : "",
			importId: e.importId,
			changes: diffRecords(kind, e.before, e.after),
		})),
		moreHistory: history.total > history.entries.length,
	};
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	const kind = kindOf(params);
	const formData = await request.formData();
	const intent = formData.get("intent");
	if (intent === "delete") {
		if (formData.get("confirm") !== "yes") return redirect(`${editPath(kind, params.id)}?confirm=delete`, 303);
		if (!deleteRate(kind, params.id, user.id)) throw notFound();
		return redirect(`/admin/rates?kind=${kind}&deleted=${encodeURIComponent(params.id)}`, 303);
	}
	if (intent !== "save") throw badRequest();
	const values: Record<string, string> = {};
	for (const column of editable(kind)) values[column.header] = String(formData.get(column.header) ?? "").slice(0, 200);
	const outcome = updateRate(kind, params.id, values, user.id);
	if ("notFound" in outcome) throw notFound();
	if (!outcome.ok) return rejected({ issues: outcome.issues, values });
	return redirect(`${editPath(kind, params.id)}?saved=1`, 303);
}

function FieldInput({
	name,
	input,
	value,
	invalid,
	describedBy,
}: {
	name: string;
	input: InputKind;
	value: string;
	invalid: boolean;
	describedBy: string;
}) {
	const { t } = useTranslation();
	const common = {
		id: `f-${name}`,
		name,
		defaultValue: value,
		"aria-invalid": invalid || undefined,
		"aria-describedby": invalid ? describedBy : undefined,
	};
	switch (input.kind) {
		case "select":
			return (
				<select {...common}>
					<option value="">—</option>
					{input.options.map((o) => (
						<option key={o} value={o}>
							{o}
						</option>
					))}
				</select>
			);
		case "bool":
			return (
				<select {...common}>
					<option value="false">{t("rates.edit.no")}</option>
					<option value="true">{t("rates.edit.yes")}</option>
				</select>
			);
		case "date":
			return <input type="date" {...common} />;
		case "number":
			return <input type="text" inputMode="decimal" {...common} />;
		default:
			return <input type="text" {...common} />;
	}
}

export default function EditRate({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { kind, id, fields, confirmDelete, saved, history, moreHistory } = loaderData;
	const values = actionData?.values ?? loaderData.values;
	const issues: Issue[] = actionData?.issues ?? [];
	const fieldNames = new Set(fields.map((f) => f.header));
	const general = issues.filter((i) => !i.column || !fieldNames.has(i.column));
	const busy = useNavigation().state === "submitting";
	const path = editPath(kind, id);

	return (
		<Page titleKey="rates.edit.title">
			<RatesNav current={null} />
			<p>
				<Link to={`/admin/rates?kind=${kind}`}>{t("rates.edit.back")}</Link> · {t(`rates.kinds.${kind}`)} ·{" "}
				<code data-testid="rate-id">{id}</code>
			</p>
			{saved && !actionData ? (
				<p className="notice" role="status" data-testid="rate-saved">
					{t("rates.edit.saved")}
				</p>
			) : null}
			{issues.length ? (
				<div className="notice notice-warning" role="alert" data-testid="rate-errors">
					<p>{t("rates.edit.invalid")}</p>
					{general.length ? (
						<ul>
							{general.map((issue, i) => (
								<li key={i}>{issue.column ? `${issue.column}: ${issueReason(t, issue)}` : issueReason(t, issue)}</li>
							))}
						</ul>
					) : null}
				</div>
			) : null}

			{confirmDelete ? (
				<div className="notice notice-warning rates-confirm" data-testid="confirm-delete">
					<p>{t("rates.edit.confirmDelete")}</p>
					<Form method="post" action={path} className="inline-actions">
						<input type="hidden" name="intent" value="delete" />
						<input type="hidden" name="confirm" value="yes" />
						<button type="submit" className="button" disabled={busy}>
							{t("rates.edit.deleteConfirmed")}
						</button>{" "}
						<Link to={path} className="button button-ghost">
							{t("rates.edit.cancel")}
						</Link>
					</Form>
				</div>
			) : null}

			<Form method="post" action={path} className="rates-form" key={JSON.stringify(loaderData.values)}>
				<input type="hidden" name="intent" value="save" />
				{fields.map((field) => {
					const own = issues.filter((i) => i.column === field.header);
					const errorId = `e-${field.header}`;
					return (
						<div key={field.header} className="field" data-invalid={own.length ? "" : undefined}>
							<label htmlFor={`f-${field.header}`}>
								{t(`rates.columns.${field.header}`)} <code className="muted">{field.header}</code>
								{field.required ? <span className="required-tag"> *</span> : null}
							</label>
							<FieldInput
								name={field.header}
								input={field.input}
								value={values[field.header] ?? ""}
								invalid={own.length > 0}
								describedBy={errorId}
							/>
							{own.length ? (
								<ul id={errorId} className="field-errors" aria-live="polite">
									{own.map((issue, i) => (
										<li key={i}>{issueReason(t, issue)}</li>
									))}
								</ul>
							) : null}
						</div>
					);
				})}
				<p className="rates-form-actions">
					<button type="submit" className="button" disabled={busy}>
						{t("rates.edit.save")}
					</button>{" "}
					<Link to={`${path}?confirm=delete`} className="button button-ghost">
						{t("rates.edit.delete")}
					</Link>
				</p>
			</Form>

			<section className="info-section" aria-labelledby="rate-history">
				<h2 id="rate-history">{t("rates.edit.history")}</h2>
				{history.length === 0 ? (
					<p className="muted">{t("rates.history.empty")}</p>
				) : (
					<ul className="rates-changes" data-testid="rate-history">
						{history.map((h) => (
							<li key={h.id}>
								<strong>{t(`rates.history.actions.${h.action}`)}</strong> · {h.when} · {h.who}
								{h.importId ? <> · {t("rates.history.byImport")}</> : null}
								<ChangeList changes={h.changes} />
							</li>
						))}
					</ul>
				)}
				{moreHistory ? (
					<p>
						<Link to={`/admin/rates/history?kind=${kind}&rowId=${encodeURIComponent(id)}`}>
							{t("rates.edit.allHistory")}
						</Link>
					</p>
				) : null}
			</section>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
