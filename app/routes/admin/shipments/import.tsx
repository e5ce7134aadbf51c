// /admin/shipments/import: milestones and positions of many shipments from a carrier's tracking export
// (CSV UTF-8, at most 2 MB and 5,000 lines). Every line is checked; one bad line
// stores nothing and the page lists every problem by line and column (400). A good file is stored in
// one transaction and the browser goes to the summary (303). The form carries a one-time key, so a
// double submit imports once and the second lands on the same summary. Staff only (the admin layout
// and this loader: a customer gets 403).
import type { TFunction } from "#app/i18n/translator.ts";
import { Fragment } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/import";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import {
	MAX_TRACKING_BYTES,
	MAX_TRACKING_ROWS,
	REQUIRED_COLUMNS,
	TRACKING_COLUMNS,
	type TrackingIssue,
} from "#app/shipments/tracking-csv.ts";
import { TRACKING_IMPORT_ONCE_PURPOSE, importTracking, summaryFrom } from "#app/shipments/tracking-import.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { rejected } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

/** Problems shown on the page; the count says how many there are in all. */
const MAX_SHOWN = 1000;

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF_ROLES);
	return { onceKey: newOnceKey(), done: summaryFrom(new URL(request.url).searchParams) };
}

type Report = { issues: TrackingIssue[]; total: number; fileName: string };

function report(issues: TrackingIssue[], fileName: string, status: 400 | 413 = 400) {
	const payload: Report = { issues: issues.slice(0, MAX_SHOWN), total: issues.length, fileName };
	// rejected() answers a form with 400, 409 or 429; an upload over the limit is 413, reported on the page alike
	return status === 400 ? rejected(payload) : data(payload, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	const tooLarge: TrackingIssue = {
		line: 0,
		column: null,
		key: "fileTooLarge",
		params: { mb: MAX_TRACKING_BYTES / 1024 / 1024 },
	};
	// refuse an oversized upload before reading it (the multipart envelope adds a little)
	if (Number(request.headers.get("Content-Length") ?? 0) > MAX_TRACKING_BYTES + 64 * 1024)
		return report([tooLarge], "", 413);
	const formData = await request.formData();
	const onceKey = freshOnceKey(formData, TRACKING_IMPORT_ONCE_PURPOSE);
	const file = formData.get("file");
	if (!(file instanceof File) || file.size === 0) return report([{ line: 0, column: null, key: "fileRequired" }], "");
	if (file.size > MAX_TRACKING_BYTES) return report([tooLarge], file.name, 413);
	const outcome = importTracking(user, {
		bytes: new Uint8Array(await file.arrayBuffer()),
		fileName: file.name,
		onceKey,
	});
	// a resubmission that raced the first one lands on the first one's summary
	if (outcome.ok) return redirect(outcome.redirectTo, 303);
	return report(outcome.issues, file.name);
}

/** "Line 7, event: unknown event code "XYZ"", in the reader's language. */
function issueText(t: TFunction, issue: TrackingIssue): string {
	const reason = t(`shipmentImport.errors.${issue.key}`, { ...issue.params, column: issue.column ?? "" });
	if (issue.line === 0) return reason;
	if (issue.column) return t("shipmentImport.lineColumn", { line: issue.line, column: issue.column, reason });
	return t("shipmentImport.line", { line: issue.line, reason });
}

const EXAMPLE = [
	"shipment,event,time,kind,place,note,lat,lon,source",
	"B2611-0001,departed,2026-11-20 18:30,actual,KRPUS,,,,",
	"B2611-0001,position,2026-11-21T06:00+09:00,,,,32.20,126.80,carrier",
	"B2611-0001,arrived,2026-11-25 08:00,planned,VNHPH,berth 3,,,",
].join("\n");

export default function ImportTracking() {
	const { t } = useTranslation();
	const { onceKey, done } = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const busy = useNavigation().state === "submitting";
	const result = actionData as Report | undefined;

	return (
		<Page titleKey="shipmentImport.title" actions={<Link to="/admin/shipments">{t("shipmentImport.toList")}</Link>}>
			<div className="stack">
				{done ? (
					<section className="alert alert-success" role="status" data-testid="import-summary">
						<h2>{t("shipmentImport.doneTitle")}</h2>
						<dl className="facts">
							<dt>{t("shipmentImport.fileName")}</dt>
							<dd>{done.fileName}</dd>
							<dt>{t("shipmentImport.milestones")}</dt>
							<dd data-testid="import-milestones">{done.milestones}</dd>
							<dt>{t("shipmentImport.positions")}</dt>
							<dd data-testid="import-positions">{done.positions}</dd>
							<dt>{t("shipmentImport.shipments")}</dt>
							<dd data-testid="import-shipments">{done.shipments}</dd>
						</dl>
					</section>
				) : null}

				{result ? (
					<section className="alert alert-warning" role="alert" data-testid="import-report">
						<h2>{t("shipmentImport.failedTitle")}</h2>
						<p>{t("shipmentImport.failed", { count: result.total, file: result.fileName || "—" })}</p>
						<ul>
							{result.issues.map((issue, i) => (
								<li
									key={i}
									data-testid="import-issue"
									data-line={issue.line}
									data-column={issue.column ?? ""}
									data-key={issue.key}
								>
									{issueText(t, issue)}
								</li>
							))}
						</ul>
						{result.total > result.issues.length ? (
							<p>{t("shipmentImport.more", { count: result.total - result.issues.length })}</p>
						) : null}
					</section>
				) : null}

				<Form method="post" encType="multipart/form-data" className="card" aria-labelledby="import-heading">
					<div className="card-body stack">
						<h2 id="import-heading">{t("shipmentImport.formTitle")}</h2>
						<input type="hidden" name="onceKey" value={onceKey} />
						<div className="field">
							<label htmlFor="import-file">{t("shipmentImport.file")}</label>
							<input id="import-file" name="file" type="file" required accept=".csv,text/csv" />
							<p className="field-hint">
								{t("shipmentImport.fileHint", { mb: MAX_TRACKING_BYTES / 1024 / 1024, rows: MAX_TRACKING_ROWS })}
							</p>
						</div>
						<div className="form-actions">
							<button type="submit" className="button" disabled={busy}>
								{t("shipmentImport.submit")}
							</button>
						</div>
					</div>
				</Form>

				<section className="stack" aria-labelledby="format-heading">
					<h2 id="format-heading">{t("shipmentImport.formatTitle")}</h2>
					<p className="muted">{t("shipmentImport.formatIntro")}</p>
					<dl className="facts" data-testid="import-columns">
						{TRACKING_COLUMNS.map((c) => (
							<Fragment key={c}>
								<dt>
									<code>{c}</code>
									{REQUIRED_COLUMNS.includes(c) ? "*" : ""}
								</dt>
								<dd>{t(`shipmentImport.columns.${c}`)}</dd>
							</Fragment>
						))}
					</dl>
					<p className="muted">{t("shipmentImport.rules")}</p>
					<pre className="small">{EXAMPLE}</pre>
				</section>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
