// /admin/rates/import: upload a rate sheet (CSV UTF-8 or .xlsx, one kind, at most 2 MB and 5,000
// rows). Every row is checked; one bad row stores nothing and the page lists every problem (400).
// A good sheet is stored in one transaction and the browser goes to ?done=<import> (303). The form
// carries a one-time key, so a double submit imports once and the second lands on the same summary.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, data, redirect, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/import";
import { requireRole } from "#app/auth/guard.server.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import type { RateKind } from "#app/pricing/types.ts";
import { IMPORT_ONCE_PURPOSE, getImport, importSheet, recentImports } from "#app/rates/rate-import.server.ts";
import { COLUMNS } from "#app/rates/sheet-columns.ts";
import { type Issue, MAX_SHEET_BYTES, MAX_SHEET_ROWS, RATE_KINDS, isRateKind } from "#app/rates/sheet-context.ts";
import { RatesNav, issueText } from "#app/rates/ui.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { notFound, rejected } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

/** Problems shown on the page; the count says how many there are in all. */
const MAX_SHOWN = 1000;

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	const locale = localeFromContext(context);
	const doneId = new URL(request.url).searchParams.get("done");
	const summary = (s: NonNullable<ReturnType<typeof getImport>>) => ({
		...s,
		createdAt: formatDateTime(s.createdAt, locale),
	});
	const done = doneId ? getImport(doneId) : null;
	if (doneId && !done) throw notFound();
	return {
		onceKey: newOnceKey(),
		done: done ? summary(done) : null,
		recent: recentImports().map(summary),
		formats: RATE_KINDS.map((kind) => ({
			kind,
			columns: COLUMNS[kind].map((c) => ({ header: c.header, required: c.required })),
		})),
	};
}

/** `chosen` is what the form asked for, so the select keeps it for the next try. */
type Report = { issues: Issue[]; total: number; chosen: RateKind | null; fileName: string };

function report(issues: Issue[], chosen: RateKind | null, fileName: string, status: 400 | 413 = 400) {
	const payload: Report = { issues: issues.slice(0, MAX_SHOWN), total: issues.length, chosen, fileName };
	// rejected() answers a form with 400, 409 or 429; an upload over the limit is 413, reported on the page alike
	return status === 400 ? rejected(payload) : data(payload, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	// refuse an oversized upload before reading it (the multipart envelope adds a little)
	if (Number(request.headers.get("Content-Length") ?? 0) > MAX_SHEET_BYTES + 64 * 1024)
		return report([{ row: 0, key: "fileTooLarge", params: { mb: MAX_SHEET_BYTES / 1024 / 1024 } }], null, "", 413);
	const formData = await request.formData();
	const onceKey = freshOnceKey(formData, IMPORT_ONCE_PURPOSE);

	const requested = String(formData.get("kind") ?? "");
	const chosen = isRateKind(requested) ? requested : null;
	const file = formData.get("file");
	if (!(file instanceof File) || file.size === 0) return report([{ row: 0, key: "fileRequired" }], chosen, "");
	if (file.size > MAX_SHEET_BYTES)
		return report(
			[{ row: 0, key: "fileTooLarge", params: { mb: MAX_SHEET_BYTES / 1024 / 1024 } }],
			chosen,
			file.name,
			413,
		);

	const outcome = await importSheet({
		bytes: new Uint8Array(await file.arrayBuffer()),
		fileName: file.name,
		chosen,
		userId: user.id,
		onceKey,
	});
	// a resubmission that raced the first one lands on the first one's summary
	if (outcome.ok || "duplicate" in outcome) return redirect(outcome.path, 303);
	return report(outcome.issues, chosen, file.name);
}

export default function ImportRates({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { onceKey, done, recent, formats } = loaderData;
	const busy = useNavigation().state === "submitting";
	const result = actionData as Report | undefined;

	return (
		<Page titleKey="rates.import.title">
			<RatesNav current="import" />
			{done ? (
				<section className="notice" role="status" data-testid="import-summary">
					<h2>{t("rates.import.doneTitle")}</h2>
					<dl className="facts">
						<dt>{t("rates.import.kind")}</dt>
						<dd>{isRateKind(done.kind) ? t(`rates.kinds.${done.kind}`) : done.kind}</dd>
						<dt>{t("rates.import.fileName")}</dt>
						<dd>{done.fileName}</dd>
						<dt>{t("rates.import.created")}</dt>
						<dd data-testid="import-created">{done.created}</dd>
						<dt>{t("rates.import.updated")}</dt>
						<dd data-testid="import-updated">{done.updated}</dd>
						<dt>{t("rates.import.when")}</dt>
						<dd>
							{done.createdAt} · {done.userName}
						</dd>
					</dl>
					<p>
						<Link to={isRateKind(done.kind) ? `/admin/rates?kind=${done.kind}&validity=all` : "/admin/rates"}>
							{t("rates.import.toList")}
						</Link>
					</p>
				</section>
			) : null}

			{result ? (
				<section className="notice notice-warning" role="alert" data-testid="import-report">
					<h2>{t("rates.import.failedTitle")}</h2>
					<p>{t("rates.import.failed", { count: result.total, file: result.fileName || "—" })}</p>
					<ul className="rates-report">
						{result.issues.map((issue, i) => (
							<li key={i}>{issueText(t, issue)}</li>
						))}
					</ul>
					{result.total > result.issues.length ? (
						<p>{t("rates.import.more", { count: result.total - result.issues.length })}</p>
					) : null}
				</section>
			) : null}

			<Form
				method="post"
				encType="multipart/form-data"
				className="stack-form rates-import"
				aria-labelledby="import-heading"
			>
				<h2 id="import-heading">{t("rates.import.formTitle")}</h2>
				<input type="hidden" name="onceKey" value={onceKey} />
				<div className="field">
					<label htmlFor="import-file">{t("rates.import.file")}</label>
					<input
						id="import-file"
						name="file"
						type="file"
						required
						accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
					/>
					<p className="field-hint">
						{t("rates.import.fileHint", { mb: MAX_SHEET_BYTES / 1024 / 1024, rows: MAX_SHEET_ROWS })}
					</p>
				</div>
				<div className="field">
					<label htmlFor="import-kind">{t("rates.import.kind")}</label>
					<select id="import-kind" name="kind" defaultValue={result?.chosen ?? ""}>
						<option value="">{t("rates.import.detect")}</option>
						{RATE_KINDS.map((k) => (
							<option key={k} value={k}>
								{t(`rates.kinds.${k}`)}
							</option>
						))}
					</select>
				</div>
				<button type="submit" className="button" disabled={busy}>
					{t("rates.import.submit")}
				</button>
			</Form>

			<section className="info-section" aria-labelledby="format-heading">
				<h2 id="format-heading">{t("rates.import.formatTitle")}</h2>
				<p className="muted">{t("rates.import.formatIntro")}</p>
				{formats.map((f) => (
					<details key={f.kind} className="find-panel">
						<summary>{t(`rates.kinds.${f.kind}`)}</summary>
						<p className="rates-columns">
							{f.columns.map((c, i) => (
								<span key={c.header}>
									{i ? ", " : ""}
									<code>{c.header}</code>
									{c.required ? "*" : ""}
								</span>
							))}
						</p>
					</details>
				))}
			</section>

			{recent.length ? (
				<section className="info-section" aria-labelledby="recent-heading">
					<h2 id="recent-heading">{t("rates.import.recent")}</h2>
					<ul>
						{recent.map((r) => (
							<li key={r.id}>
								{r.createdAt} · {isRateKind(r.kind) ? t(`rates.kinds.${r.kind}`) : r.kind} · {r.fileName} ·{" "}
								{t("rates.import.counts", { created: r.created, updated: r.updated })} · {r.userName}
							</li>
						))}
					</ul>
				</section>
			) : null}
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
