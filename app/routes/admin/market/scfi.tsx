// /admin/market/scfi: staff keep the weekly SCFI series the /graph/scfi page forecasts from (decision
// 077). Add a week, correct a week (the old value and the reason stay in the history), or import a
// CSV of the weeks we are licensed to use (every line checked; one bad line stores nothing and the
// page lists every problem by line). Each form carries its own one-time key, so a double submit
// changes the series once; the page's fit is refitted on its next view (the series' version changes).
// Staff only: the /admin layout and this module's loader and action check the role on the server.
import type { TFunction } from "#app/i18n/translator.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/scfi";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { IntentInput } from "#app/components/forms.tsx";
import { formatCalendarDate, formatDateTime, formatNumber } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import {
	MAX_SERIES_BYTES,
	MAX_SERIES_ROWS,
	type SeriesIssue,
	parseIndexValue,
	parseSeriesCsv,
	parseWeek,
} from "#app/market/series-csv.ts";
import {
	SERIES_ONCE_PURPOSE,
	type SeriesRefusal,
	addWeek,
	correctWeek,
	importSeries,
	recentChanges,
	seriesPoints,
} from "#app/market/series.server.ts";
import { addWeeks } from "#app/market/weeks.ts";
import { HIDDEN_CHARACTERS, cleanText } from "#app/text/free-text.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { Page } from "#app/shell/page.tsx";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { rejected } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

const NOTICES = ["added", "corrected", "imported"] as const;
const MAX_REASON = 200;
/** Problems listed on the page; the count says how many there are in all. */
const MAX_SHOWN = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const locale = localeFromContext(context);
	const params = new URL(request.url).searchParams;
	const done = params.get("done");
	const points = seriesPoints("scfi");
	const count = (name: string) => Math.max(0, Math.trunc(Number(params.get(name)) || 0));
	return {
		notice: NOTICES.find((n) => n === done) ?? null,
		noticeWeek: parseWeek(params.get("week") ?? "") ? formatCalendarDate(params.get("week") ?? "", locale) : "",
		imported: { added: count("added"), changed: count("changed"), same: count("same") },
		summary: {
			count: points.length,
			synthetic: points.filter((p) => p.synthetic).length,
			first: points[0] ? formatCalendarDate(points[0].week, locale) : "",
			last: points.at(-1) ? formatCalendarDate(points.at(-1)?.week ?? "", locale) : "",
		},
		latest: points
			.slice(-8)
			.reverse()
			.map((p) => ({
				week: p.week,
				date: formatCalendarDate(p.week, locale),
				value: formatNumber(p.value, locale, 2),
				synthetic: p.synthetic,
			})),
		changes: recentChanges("scfi").map((c) => ({
			id: c.id,
			date: formatCalendarDate(c.week, locale),
			action: c.action,
			before: c.before === null ? "" : formatNumber(c.before, locale, 2),
			after: formatNumber(c.after, locale, 2),
			note: c.reason ?? c.fileName ?? "",
			by: c.by ?? "",
			at: formatDateTime(c.at, locale),
			iso: c.at.toISOString(),
		})),
		nextWeek: points.at(-1) ? addWeeks(points.at(-1)?.week ?? "", 1) : null,
		keys: { add: newOnceKey(), correct: newOnceKey(), import: newOnceKey() },
		limits: { kb: MAX_SERIES_BYTES / 1024, rows: MAX_SERIES_ROWS },
	};
}

type FieldErrors = Partial<Record<"week" | "value" | "reason" | "form", string>>;
type ActionData =
	| { form: "add" | "correct"; errors: FieldErrors; values: Record<string, string> }
	| { form: "import"; issues: SeriesIssue[]; total: number; fileName: string };

const REFUSAL_TEXT: Record<SeriesRefusal, string> = {
	exists: "scfiAdmin.errors.exists",
	missing: "scfiAdmin.errors.missing",
	unchanged: "scfiAdmin.errors.unchanged",
};

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	if (Number(request.headers.get("Content-Length") ?? 0) > MAX_SERIES_BYTES + 64 * 1024)
		return data<ActionData>(
			{
				form: "import",
				issues: [{ line: 0, key: "tooLarge", params: { kb: MAX_SERIES_BYTES / 1024 } }],
				total: 1,
				fileName: "",
			},
			{ status: 413 },
		);
	const formData = await request.formData();
	const intent = String(formData.get("intent") ?? "");
	const onceKey = freshOnceKey(formData, SERIES_ONCE_PURPOSE);

	if (intent === "import") {
		const file = formData.get("file");
		const report = (issues: SeriesIssue[], fileName: string) =>
			rejected<ActionData>({ form: "import", issues: issues.slice(0, MAX_SHOWN), total: issues.length, fileName });
		if (!(file instanceof File) || file.size === 0) return report([{ line: 0, key: "empty" }], "");
		if (file.size > MAX_SERIES_BYTES)
			return report([{ line: 0, key: "tooLarge", params: { kb: MAX_SERIES_BYTES / 1024 } }], file.name);
		const parsed = parseSeriesCsv(new TextDecoder().decode(await file.arrayBuffer()));
		if (!parsed.ok) return report(parsed.issues, file.name);
		const outcome = importSeries(user, parsed.rows, file.name, onceKey);
		if (!outcome.ok) return report([{ line: 0, key: "empty" }], file.name);
		return redirect(outcome.redirectTo, 303);
	}

	const values = {
		week: String(formData.get("week") ?? "").trim(),
		value: String(formData.get("value") ?? "").trim(),
		reason: String(formData.get("reason") ?? "").trim(),
	};
	const form = intent === "correct" ? "correct" : "add";
	const errors: FieldErrors = {};
	const week = parseWeek(values.week);
	const value = parseIndexValue(values.value);
	if (!week) errors.week = "scfiAdmin.errors.week";
	if (value === null) errors.value = "scfiAdmin.errors.value";
	// the reason is free text kept in the history: the shared text rule (decision 025) applies
	const reason = cleanText(values.reason, "line");
	if (form === "correct" && !reason.ok) errors.reason = HIDDEN_CHARACTERS;
	else if (form === "correct" && reason.ok && (reason.value.length < 2 || reason.value.length > MAX_REASON))
		errors.reason = "scfiAdmin.errors.reason";
	if (!week || value === null || Object.keys(errors).length) return rejected<ActionData>({ form, errors, values });
	const outcome =
		form === "add"
			? addWeek(user, { week, value }, onceKey)
			: correctWeek(user, { week, value, reason: reason.ok ? reason.value : "" }, onceKey);
	if (!outcome.ok) return rejected<ActionData>({ form, errors: { form: REFUSAL_TEXT[outcome.refused] }, values }, 409);
	return redirect(outcome.redirectTo, 303);
}

function issueText(t: TFunction, issue: SeriesIssue): string {
	const reason = t(`scfiAdmin.csv.${issue.key}`, { ...issue.params });
	return issue.line === 0 ? reason : t("scfiAdmin.csv.line", { line: issue.line, reason });
}

export default function ScfiSeriesAdmin() {
	const { t } = useTranslation();
	const d = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>() as ActionData | undefined;
	const busy = useNavigation().state === "submitting";
	const fieldForm = actionData && actionData.form !== "import" ? actionData : null;
	const importReport = actionData && actionData.form === "import" ? actionData : null;
	const errorsOf = (form: "add" | "correct") => (fieldForm?.form === form ? fieldForm.errors : {});
	const valuesOf = (form: "add" | "correct") => (fieldForm?.form === form ? fieldForm.values : {});

	return (
		<Page
			titleKey="scfiAdmin.title"
			lead={t("scfiAdmin.intro")}
			actions={<Link to="/graph/scfi">{t("scfiAdmin.toGraph")}</Link>}
		>
			<div className="stack">
				{d.notice ? (
					<p className="alert alert-success" role="status" data-testid="scfi-admin-notice" data-notice={d.notice}>
						{d.notice === "imported"
							? t("scfiAdmin.done.imported", d.imported)
							: t(`scfiAdmin.done.${d.notice}`, { week: d.noticeWeek })}
					</p>
				) : null}

				<section className="card" aria-labelledby="series-heading">
					<div className="card-body stack">
						<h2 id="series-heading">{t("scfiAdmin.series.title")}</h2>
						{d.summary.count === 0 ? (
							<p data-testid="scfi-admin-empty">{t("scfiAdmin.series.empty")}</p>
						) : (
							<p data-testid="scfi-admin-summary">
								{t("scfiAdmin.series.summary", {
									count: d.summary.count,
									first: d.summary.first,
									last: d.summary.last,
								})}
								{d.summary.synthetic > 0 ? ` ${t("scfiAdmin.series.synthetic", { count: d.summary.synthetic })}` : ""}
							</p>
						)}
						<p className="muted small">{t("scfiAdmin.licence")}</p>
						{d.latest.length ? (
							<div className="table-wrap">
								<table className="table" data-testid="scfi-admin-latest">
									<caption className="visually-hidden">{t("scfiAdmin.series.latest")}</caption>
									<thead>
										<tr>
											<th scope="col">{t("scfiAdmin.field.week")}</th>
											<th scope="col">{t("scfiAdmin.field.value")}</th>
										</tr>
									</thead>
									<tbody>
										{d.latest.map((p) => (
											<tr key={p.week} data-week={p.week}>
												<th scope="row">
													{p.date}
													{p.synthetic ? (
														<span className="muted small"> ({t("scfiAdmin.series.syntheticTag")})</span>
													) : null}
												</th>
												<td className="num">{p.value}</td>
											</tr>
										))}
									</tbody>
								</table>
							</div>
						) : null}
					</div>
				</section>

				<WeekForm
					form="add"
					onceKey={d.keys.add}
					errors={errorsOf("add")}
					values={valuesOf("add")}
					suggested={d.nextWeek ? { week: d.nextWeek } : {}}
					busy={busy}
				/>
				<WeekForm
					form="correct"
					onceKey={d.keys.correct}
					errors={errorsOf("correct")}
					values={valuesOf("correct")}
					busy={busy}
				/>

				{importReport ? (
					<section className="alert alert-warning" role="alert" data-testid="scfi-import-report">
						<h2>{t("scfiAdmin.import.failedTitle")}</h2>
						<p>{t("scfiAdmin.import.failed", { count: importReport.total, file: importReport.fileName || "—" })}</p>
						<ul>
							{importReport.issues.map((issue, i) => (
								<li key={i} data-testid="scfi-import-issue" data-line={issue.line} data-key={issue.key}>
									{issueText(t, issue)}
								</li>
							))}
						</ul>
					</section>
				) : null}

				<Form method="post" encType="multipart/form-data" className="card" aria-labelledby="import-heading">
					<div className="card-body stack">
						<h2 id="import-heading">{t("scfiAdmin.import.title")}</h2>
						<input type="hidden" name="onceKey" value={d.keys.import} />
						<IntentInput value="import" />
						<div className="field">
							<label htmlFor="scfi-file">{t("scfiAdmin.import.file")}</label>
							<input id="scfi-file" name="file" type="file" required accept=".csv,text/csv" />
							<p className="field-hint">{t("scfiAdmin.import.hint", d.limits)}</p>
						</div>
						<pre className="small">{"date,value\n2026-01-09,1500.25\n2026-01-16,1512.80"}</pre>
						<div className="form-actions">
							<button type="submit" className="button" disabled={busy}>
								{t("scfiAdmin.import.submit")}
							</button>
						</div>
					</div>
				</Form>

				<section className="stack" aria-labelledby="history-heading">
					<h2 id="history-heading">{t("scfiAdmin.history.title")}</h2>
					{d.changes.length === 0 ? (
						<p className="muted">{t("scfiAdmin.history.empty")}</p>
					) : (
						<div className="table-wrap">
							<table className="table table-stack" data-testid="scfi-admin-history">
								<thead>
									<tr>
										<th scope="col">{t("scfiAdmin.history.when")}</th>
										<th scope="col">{t("scfiAdmin.field.week")}</th>
										<th scope="col">{t("scfiAdmin.history.action")}</th>
										<th scope="col">{t("scfiAdmin.history.before")}</th>
										<th scope="col">{t("scfiAdmin.history.after")}</th>
										<th scope="col">{t("scfiAdmin.history.note")}</th>
										<th scope="col">{t("scfiAdmin.history.by")}</th>
									</tr>
								</thead>
								<tbody>
									{d.changes.map((c) => (
										<tr key={c.id} data-action={c.action}>
											<td data-label={t("scfiAdmin.history.when")}>
												<time dateTime={c.iso}>{c.at}</time>
											</td>
											<td data-label={t("scfiAdmin.field.week")}>{c.date}</td>
											<td data-label={t("scfiAdmin.history.action")}>{t(`scfiAdmin.history.actions.${c.action}`)}</td>
											<td data-label={t("scfiAdmin.history.before")} className="num">
												{c.before || "—"}
											</td>
											<td data-label={t("scfiAdmin.history.after")} className="num">
												{c.after}
											</td>
											<td data-label={t("scfiAdmin.history.note")}>{c.note}</td>
											<td data-label={t("scfiAdmin.history.by")}>{c.by}</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>
					)}
				</section>
			</div>
		</Page>
	);
}

function WeekForm({
	form,
	onceKey,
	errors,
	values,
	suggested = {},
	busy,
}: {
	form: "add" | "correct";
	onceKey: string;
	errors: FieldErrors;
	values: Record<string, string>;
	/** what the empty form starts with: the week after the last one, for adding */
	suggested?: Record<string, string>;
	busy: boolean;
}) {
	const { t } = useTranslation();
	const id = (name: string) => `scfi-${form}-${name}`;
	const field = (name: "week" | "value", type: string, extra: Record<string, string | number> = {}) => (
		<div className="field" data-invalid={errors[name] ? "" : undefined}>
			<label htmlFor={id(name)}>{t(`scfiAdmin.field.${name}`)}</label>
			<input
				id={id(name)}
				name={name}
				type={type}
				required
				defaultValue={values[name] ?? suggested[name] ?? ""}
				aria-invalid={errors[name] ? true : undefined}
				aria-describedby={errors[name] ? `${id(name)}-error` : undefined}
				{...extra}
			/>
			{errors[name] ? (
				<p id={`${id(name)}-error`} className="field-errors">
					{t(errors[name])}
				</p>
			) : null}
		</div>
	);
	return (
		<Form method="post" className="card" aria-labelledby={`${form}-heading`} data-testid={`scfi-${form}-form`}>
			<div className="card-header">
				<h2 id={`${form}-heading`}>{t(`scfiAdmin.${form}.title`)}</h2>
				<p className="field-hint">{t(`scfiAdmin.${form}.hint`)}</p>
			</div>
			<div className="card-body form-grid">
				<input type="hidden" name="onceKey" value={onceKey} />
				<IntentInput value={form} />
				{field("week", "date")}
				{field("value", "text", { inputMode: "decimal" })}
				{form === "correct" ? (
					<div className="field" data-invalid={errors.reason ? "" : undefined}>
						<label htmlFor={id("reason")}>{t("scfiAdmin.field.reason")}</label>
						<input
							id={id("reason")}
							name="reason"
							type="text"
							required
							maxLength={MAX_REASON}
							defaultValue={values.reason ?? ""}
							aria-invalid={errors.reason ? true : undefined}
							aria-describedby={errors.reason ? `${id("reason")}-error` : undefined}
						/>
						{errors.reason ? (
							<p id={`${id("reason")}-error`} className="field-errors">
								{t(errors.reason)}
							</p>
						) : null}
					</div>
				) : null}
				{errors.form ? (
					<p className="alert alert-warning" role="alert" data-testid={`scfi-${form}-refused`}>
						{t(errors.form)}
					</p>
				) : null}
			</div>
			<div className="card-footer form-actions">
				<button type="submit" className="button" disabled={busy}>
					{t(`scfiAdmin.${form}.submit`)}
				</button>
			</div>
		</Form>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
