// /admin/shipments/:id/documents: one shipment's papers for staff. The
// customer's uploads per slot; the issued documents and the two ways to issue one: upload the
// carrier's or broker's file (multipart; the file goes to the store, then the staffIssue command
// writes the metadata where writes happen) or generate our own PDF (check B/L, D/O house or master,
// total cost) in the language chosen, the customer's by default; every request of the shipment with
// the staff answer for the B/L kinds (done with an optional note, declined with a reason), the
// partner assignment of the others (assigned on the request queue); and the document audit. Plain
// forms with one-time keys, 303 after a POST, a translated message with 400 and nothing stored. The
// upload form posts to the ".../send" twin of this screen (app/routes.ts): the path the LiteFS proxy
// lets a replica keep, so the file is stored from where it arrived.
import { eq } from "drizzle-orm";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/documents";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { IntentInput } from "#app/components/forms.tsx";
import { listDocumentAudit } from "#app/documents/audit.server.ts";
import { ANSWER_NOTE_MAX, GENERATED_KINDS, isBlRequestKind } from "#app/documents/bl-flow.ts";
import {
	ANSWER_REFUSAL_KINDS,
	type AnswerRefusal,
	BL_ONCE_PURPOSE,
	answerRequest,
	listRequests,
} from "#app/documents/bl-requests.server.ts";
import { ISSUED_KINDS, UPLOAD_SLOTS } from "#app/documents/codes/codes.ts";
import { commit } from "#app/documents/commands.server.ts";
import {
	ISSUE_ONCE_PURPOSE,
	generateIssued,
	isGeneratedKind,
	isIssuedKind,
	listIssued,
	listUploads,
} from "#app/documents/issued.server.ts";
import { DeskTable } from "#app/desk/desk-table.tsx";
import { formatDateTime, formatNumber } from "#app/i18n/format.ts";
import { LOCALES, isLocale } from "#app/i18n/locales.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { mailCustomerNotice, mailDocumentIssued } from "#app/notices/customer-notices.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { getShipmentEstimateFor } from "#app/shipments/shipment.server.ts";
import { Page } from "#app/shell/page.tsx";
import { MAX_DOCUMENT_BYTES } from "#app/storage/limits.ts";
import { type UploadError, discardFile, keepFile, receiveUpload } from "#app/storage/receive.server.ts";
import { FILE_KINDS } from "#app/storage/inspect.server.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { badRequest, notFound, refusalReply, rejected } from "#app/utils/replies.server.ts";
import { getDb } from "#db/client.ts";
import { STAFF_ROLES } from "#db/roles.ts";
import { users } from "#db/schema.ts";

const INTENTS = ["issue", "generate", "answer"] as const;
type Intent = (typeof INTENTS)[number];
const NOTICES = ["issue", "generate", "done", "declined"] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const e = getShipmentEstimateFor(user, params.id);
	const locale = localeFromContext(context);
	const when = (d: Date | null) => (d ? { iso: d.toISOString(), text: formatDateTime(d, locale) } : null);
	const customerLocale =
		getDb().select({ locale: users.locale }).from(users).where(eq(users.id, e.userId)).get()?.locale ?? "kr";
	const uploads = listUploads(e.id);
	const issued = listIssued(e.id);
	const done = new URL(request.url).searchParams.get("done");
	return {
		id: e.id,
		number: e.number,
		direction: e.direction,
		route: routeLabel(e.origin, e.destination, locale),
		notice: NOTICES.find((n) => n === done) ?? null,
		uploads: [...UPLOAD_SLOTS, "check_bl_modified" as const].map((slot) => ({
			slot,
			files: uploads
				.filter((u) => u.kind === slot)
				.map((u) => ({ id: u.id, name: u.fileName, at: when(u.createdAt)!, by: u.uploadedByName })),
		})),
		issued: ISSUED_KINDS.map((kind) => {
			const doc = issued.find((d) => d.kind === kind);
			return {
				kind,
				document: doc
					? {
							id: doc.id,
							name: doc.fileName,
							at: when(doc.createdAt)!,
							origin: doc.origin,
							locale: doc.locale,
							by: doc.uploadedByName,
						}
					: null,
			};
		}),
		requests: listRequests(e.id).map((r) => ({
			id: r.id,
			kind: r.kind,
			bl: isBlRequestKind(r.kind),
			status: r.status,
			at: when(r.createdAt)!,
			by: r.requestedByName,
			answeredAt: when(r.answeredAt),
			answeredBy: r.answeredByName,
			note: r.answerNote,
			partner: r.partnerCompanyName,
			assignedAt: when(r.assignedAt),
			modified: r.modifiedDocumentId ? { id: r.modifiedDocumentId, name: r.modifiedFileName } : null,
		})),
		audit: listDocumentAudit(e.id)
			.reverse()
			.map((a) => ({
				id: a.id,
				at: when(a.at)!,
				who: a.userName ?? a.userEmail,
				role: a.role,
				action: a.action,
				kind: a.kind,
				hash: a.fileHash,
				detail: a.detail,
			})),
		customerLocale,
		maxMb: formatNumber(MAX_DOCUMENT_BYTES / 1024 / 1024, locale),
		onceKeys: { issue: newOnceKey(), generate: newOnceKey(), answer: newOnceKey() },
	};
}

type ActionData = { intent: Intent; problem: "kind" | "locale" | UploadError | AnswerRefusal; requestId?: string };

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const estimate = getShipmentEstimateFor(user, params.id);
	const page = `/admin/shipments/${estimate.id}/documents`;
	const form = await receiveUpload(request, { field: "file", maxBytes: MAX_DOCUMENT_BYTES, accept: FILE_KINDS });
	const fields = form.fields;
	const intent = INTENTS.find((i) => i === fields.get("intent"));
	const refuse = (problem: ActionData["problem"]) => rejected<ActionData>({ intent: intent!, problem }, 400);
	if (intent !== "issue") await discardFile(form.file);
	if (!intent) throw badRequest();

	if (intent === "issue") {
		let onceKey: string;
		try {
			onceKey = freshOnceKey(fields, ISSUE_ONCE_PURPOSE);
		} catch (thrown) {
			await discardFile(form.file);
			throw thrown;
		}
		const kind = fields.get("kind");
		if (!isIssuedKind(kind)) {
			await discardFile(form.file);
			return refuse("kind");
		}
		if (form.error || !form.file) return refuse(form.error ?? "required");
		const kept = await keepFile(form.file);
		const outcome = await commit("staffIssue", {
			actorId: user.id,
			onceKey,
			estimateId: estimate.id,
			kind,
			file: kept,
			redirectTo: `${page}?done=issue`,
		});
		if (!outcome.ok) {
			if (outcome.reason === "badKind") return refuse("kind");
			throw notFound();
		}
		// the customer hears of it after the commit, once (decision 045)
		if (!outcome.repeated) await mailDocumentIssued(estimate.id, kind);
		return redirect(outcome.redirectTo, 303);
	}

	// the other forms carry no file: small requests a replica hands to the primary
	await ensurePrimary();
	if (intent === "generate") {
		const onceKey = freshOnceKey(fields, ISSUE_ONCE_PURPOSE);
		const kind = fields.get("kind");
		const lang = fields.get("locale");
		if (!isGeneratedKind(kind)) return refuse("kind");
		if (!isLocale(lang)) return refuse("locale");
		// the renderer and its fonts load only when a document is generated (decision 038)
		const { renderIssuedPdf } = await import("#app/pdf/documents/render.server.tsx");
		const outcome = await generateIssued(
			user,
			{ estimateId: estimate.id, kind, locale: lang, onceKey, redirectTo: `${page}?done=generate` },
			renderIssuedPdf,
		);
		if (!outcome.ok) throw notFound();
		if (!outcome.repeated) await mailDocumentIssued(estimate.id, kind);
		return redirect(outcome.redirectTo, 303);
	}

	const onceKey = freshOnceKey(fields, BL_ONCE_PURPOSE.answer);
	const answer = fields.get("answer");
	const requestId = String(fields.get("requestId") ?? "");
	if (answer !== "done" && answer !== "declined") throw badRequest();
	const outcome = answerRequest(user, {
		estimateId: estimate.id,
		requestId,
		answer,
		note: String(fields.get("note") ?? ""),
		onceKey,
		redirectTo: `${page}?done=${answer}`,
	});
	if (!outcome.ok) {
		if (ANSWER_REFUSAL_KINDS[outcome.reason] === "notFound") throw notFound();
		return refusalReply<AnswerRefusal, ActionData>(ANSWER_REFUSAL_KINDS, outcome.reason, {
			intent,
			problem: outcome.reason,
			requestId,
		});
	}
	// a surrender marked done is the customer's news (decision 045); a B/L issue is told by the B/L itself
	const answered = outcome.repeated ? undefined : listRequests(estimate.id).find((r) => r.id === requestId);
	if (answered?.kind === "surrender" && answer === "done")
		await mailCustomerNotice(estimate.id, "surrendered", { note: answered.answerNote });
	return redirect(outcome.redirectTo, 303);
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
type Audit = LoaderData["audit"][number];
type Req = LoaderData["requests"][number];

const STATUS_TONE = { requested: "info", done: "success", declined: "danger" } as const;

export default function ShipmentDocuments() {
	const d = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	const actionData = useActionData<ActionData>();
	const busy = useNavigation().state !== "idle";
	const k = "issuedDesk.";
	const when = (w: { iso: string; text: string } | null) => (w ? <time dateTime={w.iso}>{w.text}</time> : "-");
	const problem = (intent: Intent, requestId?: string) =>
		actionData && actionData.intent === intent && (!requestId || actionData.requestId === requestId) ? (
			<p className="alert alert-danger" role="alert" data-testid="desk-refused">
				{t(`${k}problems.${actionData.problem}`, { size: d.maxMb })}
			</p>
		) : null;
	const kindName = (kind: string) => t(`issued.kinds.${kind}`);
	return (
		<Page titleKey="issuedDesk.title" lead={`${d.number} · ${d.route}`}>
			<div className="stack">
				<p>
					<Link to={`/admin/shipments/${d.id}`}>{t(`${k}backToDesk`)}</Link>
				</p>
				{d.notice ? (
					<p className="alert alert-success" role="status" data-testid="desk-notice">
						{t(`${k}notice.${d.notice}`)}
					</p>
				) : null}

				<section className="stack" aria-labelledby="uploads-heading">
					<h2 id="uploads-heading">{t(`${k}uploads`)}</h2>
					<DeskTable
						testId="upload-slots"
						rows={d.uploads}
						rowKey={(u) => u.slot}
						rowProps={(u) => ({ "data-slot": u.slot })}
						columns={[
							{ key: "slot", label: t(`${k}slot`), cell: (u) => t(`${k}slots.${u.slot}`) },
							{
								key: "files",
								label: t(`${k}files`),
								cell: (u) =>
									u.files.length === 0 ? (
										<span className="muted">{t(`${k}notSubmitted`)}</span>
									) : (
										<div className="stack" role="list">
											{u.files.map((f) => (
												<div key={f.id} role="listitem">
													<a href={`/documents/${f.id}/file`} download>
														{f.name}
													</a>{" "}
													<span className="small muted">
														{f.by ?? ""} · {when(f.at)}
													</span>
												</div>
											))}
										</div>
									),
							},
						]}
					/>
				</section>

				<section className="stack" aria-labelledby="issued-heading">
					<h2 id="issued-heading">{t(`${k}issued`)}</h2>
					<DeskTable
						testId="issued-list"
						rows={d.issued}
						rowKey={(i) => i.kind}
						rowProps={(i) => ({ "data-kind": i.kind, "data-issued": i.document ? "yes" : "no" })}
						columns={[
							{ key: "kind", label: t(`${k}kind`), cell: (i) => kindName(i.kind) },
							{
								key: "file",
								label: t(`${k}file`),
								cell: (i) =>
									i.document ? (
										<a href={`/documents/${i.document.id}/file`} download data-testid="issued-file">
											{i.document.name}
										</a>
									) : (
										<span className="muted">{t("issued.pending")}</span>
									),
							},
							{
								key: "how",
								label: t(`${k}how`),
								cell: (i) =>
									i.document
										? `${t(`${k}origins.${i.document.origin}`)}${i.document.locale ? ` · ${t(`${k}languages.${i.document.locale}`)}` : ""}`
										: "",
							},
							{ key: "at", label: t(`${k}at`), cell: (i) => (i.document ? when(i.document.at) : "") },
						]}
					/>

					<div className="stack">
						<Form
							method="post"
							action={`/admin/shipments/${d.id}/documents/send`}
							encType="multipart/form-data"
							className="stack-form card card-body"
							aria-labelledby="issue-heading"
							data-testid="issue-form"
						>
							<h3 id="issue-heading">{t(`${k}issueTitle`)}</h3>
							{problem("issue")}
							<IntentInput value="issue" />
							<input type="hidden" name="onceKey" value={d.onceKeys.issue} />
							<div className="field">
								<label htmlFor="issue-kind">{t(`${k}kind`)}</label>
								<select id="issue-kind" name="kind" required defaultValue="">
									<option value="" disabled>
										{t(`${k}chooseKind`)}
									</option>
									{ISSUED_KINDS.map((kind) => (
										<option key={kind} value={kind}>
											{kindName(kind)}
										</option>
									))}
								</select>
							</div>
							<div className="field">
								<label htmlFor="issue-file">{t(`${k}file`)}</label>
								<input
									id="issue-file"
									name="file"
									type="file"
									required
									accept=".pdf,.png,.jpg,.jpeg,.docx,.xlsx"
									aria-describedby="issue-hint"
								/>
								<p className="field-hint" id="issue-hint">
									{t(`${k}fileHint`, { size: d.maxMb })}
								</p>
							</div>
							<div className="form-actions">
								<button type="submit" className="button" disabled={busy} data-testid="issue-submit">
									{t(`${k}issueSubmit`)}
								</button>
							</div>
						</Form>

						<Form
							method="post"
							className="stack-form card card-body"
							aria-labelledby="generate-heading"
							data-testid="generate-form"
						>
							<h3 id="generate-heading">{t(`${k}generateTitle`)}</h3>
							{problem("generate")}
							<IntentInput value="generate" />
							<input type="hidden" name="onceKey" value={d.onceKeys.generate} />
							<div className="field">
								<label htmlFor="generate-kind">{t(`${k}kind`)}</label>
								<select
									id="generate-kind"
									name="kind"
									required
									defaultValue={d.direction === "import" ? "do_house" : "check_bl"}
								>
									{GENERATED_KINDS.map((kind) => (
										<option key={kind} value={kind}>
											{kindName(kind)}
										</option>
									))}
								</select>
							</div>
							<div className="field">
								<label htmlFor="generate-locale">{t(`${k}language`)}</label>
								<select id="generate-locale" name="locale" defaultValue={d.customerLocale}>
									{LOCALES.map((l) => (
										<option key={l} value={l}>
											{t(`${k}languages.${l}`)}
										</option>
									))}
								</select>
								<p className="field-hint">{t(`${k}languageHint`)}</p>
							</div>
							<div className="form-actions">
								<button type="submit" className="button button-secondary" disabled={busy} data-testid="generate-submit">
									{t(`${k}generateSubmit`)}
								</button>
							</div>
						</Form>
					</div>
				</section>

				<section className="stack" aria-labelledby="requests-heading">
					<h2 id="requests-heading">{t(`${k}requests`)}</h2>
					{d.requests.length === 0 ? (
						<p className="muted">{t(`${k}noRequests`)}</p>
					) : (
						<div className="stack" role="list" data-testid="request-list">
							{d.requests.map((r: Req) => (
								<div
									key={r.id}
									role="listitem"
									className="card"
									data-testid="request"
									data-kind={r.kind}
									data-status={r.status}
								>
									<div className="card-body stack">
										<h3>
											{t(`${k}requestKinds.${r.kind}`)}{" "}
											<span className={`badge badge-${STATUS_TONE[r.status]}`}>{t(`${k}status.${r.status}`)}</span>
										</h3>
										<p className="small muted">
											{t(`${k}requestedBy`, { who: r.by ?? "-" })} · {when(r.at)}
											{r.answeredAt ? (
												<>
													{" · "}
													{t(`${k}answeredBy`, { who: r.answeredBy ?? "-" })} · {when(r.answeredAt)}
												</>
											) : null}
										</p>
										{r.note ? <p data-testid="request-note">{t(`${k}noteShown`, { note: r.note })}</p> : null}
										{r.modified ? (
											<p>
												{t(`${k}modifiedFile`)}{" "}
												<a href={`/documents/${r.modified.id}/file`} download>
													{r.modified.name}
												</a>
											</p>
										) : null}
										{r.bl ? (
											r.status === "requested" ? (
												<Form method="post" className="stack-form" data-testid="answer-form">
													{problem("answer", r.id)}
													<IntentInput value="answer" />
													<input type="hidden" name="onceKey" value={d.onceKeys.answer} />
													<input type="hidden" name="requestId" value={r.id} />
													<div className="field">
														<label htmlFor={`note-${r.id}`}>{t(`${k}note`)}</label>
														<textarea
															id={`note-${r.id}`}
															name="note"
															rows={2}
															maxLength={ANSWER_NOTE_MAX}
															aria-describedby={`note-hint-${r.id}`}
														/>
														<p className="field-hint" id={`note-hint-${r.id}`}>
															{t(`${k}noteHint`)}
														</p>
													</div>
													<div className="form-actions">
														<button
															type="submit"
															name="answer"
															value="done"
															className="button"
															disabled={busy}
															data-testid="answer-done"
														>
															{t(`${k}markDone`)}
														</button>
														<button
															type="submit"
															name="answer"
															value="declined"
															className="button button-danger"
															disabled={busy}
															data-testid="answer-decline"
														>
															{t(`${k}decline`)}
														</button>
													</div>
												</Form>
											) : null
										) : (
											<p className="small">
												{r.partner ? t(`${k}assigned`, { partner: r.partner }) : t(`${k}unassigned`)}{" "}
												<Link to={`/admin/requests/${r.id}`}>{t(`${k}openRequest`)}</Link>
											</p>
										)}
									</div>
								</div>
							))}
						</div>
					)}
				</section>

				<section className="stack" aria-labelledby="audit-heading">
					<h2 id="audit-heading">{t(`${k}audit`)}</h2>
					{d.audit.length === 0 ? (
						<p className="muted">{t(`${k}noAudit`)}</p>
					) : (
						<DeskTable<Audit>
							testId="audit-log"
							rows={d.audit}
							rowKey={(a) => String(a.id)}
							rowProps={(a) => ({ "data-action": a.action })}
							columns={[
								{ key: "at", label: t(`${k}at`), cell: (a) => when(a.at) },
								{ key: "who", label: t(`${k}who`), cell: (a) => a.who ?? t(`${k}system`) },
								{ key: "role", label: t(`${k}role`), cell: (a) => (a.role ? t(`${k}roles.${a.role}`) : "-") },
								{ key: "action", label: t(`${k}action`), cell: (a) => t(`${k}actions.${a.action}`) },
								{ key: "kind", label: t(`${k}kind`), cell: (a) => (a.kind ? t(`${k}anyKinds.${a.kind}`) : "-") },
								{
									key: "hash",
									label: t(`${k}hash`),
									cell: (a) => (a.hash ? <code title={a.hash}>{a.hash.slice(0, 12)}</code> : "-"),
								},
							]}
						/>
					)}
				</section>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
