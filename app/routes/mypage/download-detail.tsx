// /mypage/download/:id (spec sections 2 "Download documents", 4 "B/L flow",
// 8 B/L messages, 9 surrender fee): one shipment's issued documents, the export or the import set by
// its direction, each issued (with its download) or pending; and the B/L box: request B/L issue, one
// check-B/L correction with a modified file (an upload: the file goes to the store first, then the
// small metadata write runs where writes happen, commit()), surrender after a confirming step that
// shows the fee. Every form works without JavaScript: the surrender's confirmation is a page state
// (?confirm=surrender), each POST carries a one-time key and answers 303 with ?done=, or the spec's
// message with 400 (409 when the shipment already has the request) and nothing stored. The
// correction form posts to the ".../send" twin of this screen (app/routes.ts), the path the LiteFS
// proxy lets a replica keep.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/download-detail";
import { requireCustomer } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { IntentInput } from "#app/components/forms.tsx";
import {
	BL_REFUSAL_KINDS,
	type BlRefusal,
	type RequestState,
	SURRENDER_FEE_KRW,
	blOptions,
	fillSet,
	requestState,
} from "#app/documents/bl-flow.ts";
import { BL_ONCE_PURPOSE, flowStateOf, listRequests, requestBl } from "#app/documents/bl-requests.server.ts";
import { mailStaffRequest } from "#app/notices/customer-notices.server.ts";
import { commit } from "#app/documents/commands.server.ts";
import { listIssued } from "#app/documents/issued.server.ts";
import { formatDate, formatDateTime, formatMoney, formatNumber } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { getShipmentEstimateFor } from "#app/shipments/shipment.server.ts";
import { companyFactsFor } from "#app/company/company-profile.server.ts";
import { Page } from "#app/shell/page.tsx";
import { MAX_DOCUMENT_BYTES } from "#app/storage/limits.ts";
import { type UploadError, discardFile, keepFile, receiveUpload } from "#app/storage/receive.server.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { badRequest, notFound, refusalReply, rejected } from "#app/utils/replies.server.ts";
import { getDb } from "#db/client.ts";

const INTENTS = ["blIssue", "correction", "surrender"] as const;
type Intent = (typeof INTENTS)[number];
/** What a correction's modified file may be: the formats a B/L draft comes back in. */
const CORRECTION_FILES = ["pdf", "png", "jpeg", "docx", "xlsx"] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireCustomer(request, context);
	const e = getShipmentEstimateFor(user, params.id);
	const locale = localeFromContext(context);
	const url = new URL(request.url);
	const issued = listIssued(e.id);
	const state = flowStateOf(getDb(), e.id);
	const options = blOptions(state);
	const requests = listRequests(e.id);
	const bl = (kind: "bl_issue" | "check_bl_correction" | "surrender") => {
		const r = requests.find((x) => x.kind === kind);
		return {
			state: requestState(requests, kind) as RequestState,
			at: r ? formatDateTime(r.createdAt, locale) : null,
			answeredAt: r?.answeredAt ? formatDateTime(r.answeredAt, locale) : null,
			note: r?.answerNote ?? null,
			modifiedDocumentId: r?.modifiedDocumentId ?? null,
			modifiedFileName: r?.modifiedFileName ?? null,
		};
	};
	const done = url.searchParams.get("done");
	return {
		id: e.id,
		number: e.number,
		direction: e.direction,
		route: routeLabel(e.origin, e.destination, locale),
		set: fillSet(e.direction, issued).map((s) => ({
			slot: s.slot,
			document: s.document
				? {
						id: s.document.id,
						kind: s.document.kind,
						date: formatDate(s.document.createdAt, locale),
						fileName: s.document.fileName,
					}
				: null,
		})),
		requests: { blIssue: bl("bl_issue"), correction: bl("check_bl_correction"), surrender: bl("surrender") },
		refusals: {
			blIssue: options.blIssue.ok ? null : options.blIssue.reason,
			correction: options.correction.ok ? null : options.correction.reason,
			surrender: options.surrender.ok ? null : options.surrender.reason,
		},
		confirmSurrender: url.searchParams.get("confirm") === "surrender" && options.surrender.ok,
		notice: INTENTS.find((i) => i === done) ?? null,
		fee: {
			min: formatMoney({ amount: SURRENDER_FEE_KRW.min, currency: "KRW" }, locale),
			max: formatMoney({ amount: SURRENDER_FEE_KRW.max, currency: "KRW" }, locale),
		},
		maxMb: formatNumber(MAX_DOCUMENT_BYTES / 1024 / 1024, locale),
		manager: companyFactsFor(locale).supportEmail,
		onceKeys: { blIssue: newOnceKey(), correction: newOnceKey(), surrender: newOnceKey() },
	};
}

type ActionData = { intent: Intent; refused: BlRefusal | null; upload: UploadError | null };

/** A refusal's answer: its status from the B/L rules' table (409 when the shipment already holds the request); an upload's error 400. */
function refuse(intent: Intent, refused: BlRefusal | null, upload: UploadError | null = null) {
	const payload: ActionData = { intent, refused, upload };
	return refused ? refusalReply(BL_REFUSAL_KINDS, refused, payload) : rejected(payload, 400);
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireCustomer(request, context);
	const estimate = getShipmentEstimateFor(user, params.id);
	const page = `/mypage/download/${estimate.id}`;
	const form = await receiveUpload(request, { field: "file", maxBytes: MAX_DOCUMENT_BYTES, accept: CORRECTION_FILES });
	const intent = INTENTS.find((i) => i === form.fields.get("intent"));
	if (!intent) {
		await discardFile(form.file);
		throw badRequest();
	}
	if (intent !== "correction") {
		// no file: the whole request is small, so a replica hands it to the primary
		await discardFile(form.file);
		await ensurePrimary();
		const kind = intent === "blIssue" ? "bl_issue" : "surrender";
		const onceKey = freshOnceKey(form.fields, BL_ONCE_PURPOSE[kind]);
		const outcome = requestBl(user, { estimateId: estimate.id, kind, onceKey, redirectTo: `${page}?done=${intent}` });
		if (!outcome.ok) {
			if (outcome.reason === "notFound" || outcome.reason === "forbidden") throw notFound();
			return refuse(intent, outcome.reason);
		}
		// staff must act on it: mailed after the commit, once (decision 045)
		if (!outcome.repeated) await mailStaffRequest(estimate.id, kind);
		return redirect(outcome.redirectTo, 303);
	}
	// the correction: judged before the file is kept, so a refused request stores nothing
	let onceKey: string;
	try {
		onceKey = freshOnceKey(form.fields, BL_ONCE_PURPOSE.check_bl_correction);
	} catch (thrown) {
		await discardFile(form.file);
		throw thrown;
	}
	const verdict = blOptions(flowStateOf(getDb(), estimate.id)).correction;
	if (!verdict.ok) {
		await discardFile(form.file);
		return refuse(intent, verdict.reason);
	}
	if (form.error && form.error !== "required") return refuse(intent, null, form.error);
	if (!form.file) return refuse(intent, "fileNeeded");
	const kept = await keepFile(form.file);
	const outcome = await commit("correctionRequest", {
		actorId: user.id,
		onceKey,
		estimateId: estimate.id,
		file: kept,
		redirectTo: `${page}?done=correction`,
	});
	if (!outcome.ok) {
		if (outcome.reason === "notFound" || outcome.reason === "forbidden") throw notFound();
		return refuse(intent, outcome.reason);
	}
	if (!outcome.repeated) await mailStaffRequest(estimate.id, "check_bl_correction");
	return redirect(outcome.redirectTo, 303);
}

const TONE: Record<RequestState, string> = {
	not_requested: "neutral",
	requested: "info",
	done: "success",
	declined: "danger",
};

function StateBadge({ state }: { state: RequestState }) {
	const { t } = useTranslation();
	return (
		<span className={`badge badge-${TONE[state]}`} data-testid="request-state" data-state={state}>
			{t(`issued.state.${state}`)}
		</span>
	);
}

type BlRequestView = { state: RequestState; at: string | null; answeredAt: string | null; note: string | null };

function RequestFacts({ request }: { request: BlRequestView }) {
	const { t } = useTranslation();
	if (request.state === "not_requested") return null;
	return (
		<p className="small muted">
			{t("issued.bl.requestedAt", { when: request.at })}
			{request.answeredAt ? ` · ${t("issued.bl.answeredAt", { when: request.answeredAt })}` : null}
			{request.note ? (
				<>
					<br />
					<span data-testid="answer-note">
						{request.state === "declined"
							? t("issued.bl.declinedBecause", { note: request.note })
							: t("issued.bl.note", { note: request.note })}
					</span>
				</>
			) : null}
		</p>
	);
}

export default function DownloadDetail() {
	const d = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	const actionData = useActionData<ActionData>();
	const busy = useNavigation().state !== "idle";
	const message = (reason: BlRefusal) => t(`issued.refused.${reason}`, { email: d.manager });
	const refusedFor = (intent: Intent) =>
		actionData?.intent === intent
			? actionData.upload
				? t(`issued.upload.${actionData.upload}`, { size: d.maxMb })
				: actionData.refused
					? message(actionData.refused)
					: null
			: null;
	const Alert = ({ intent }: { intent: Intent }) => {
		const text = refusedFor(intent);
		return text ? (
			<p className="alert alert-danger" role="alert" data-testid="bl-refused">
				{text}
			</p>
		) : null;
	};
	const page = `/mypage/download/${d.id}`;
	return (
		<Page titleKey="page.mypage.download" lead={t("issued.detail.lead", { number: d.number, route: d.route })}>
			<div className="stack">
				{d.notice ? (
					<p className="alert alert-success" role="status" data-testid="bl-notice">
						{t(`issued.done.${d.notice}`)}
					</p>
				) : null}

				<section className="stack" aria-labelledby="set-heading">
					<h2 id="set-heading">{t(`issued.set.${d.direction}`)}</h2>
					<div className="grid-cards" role="list" data-testid="document-set">
						{d.set.map((s) => (
							<div
								key={s.slot}
								role="listitem"
								className="card"
								data-testid="set-slot"
								data-slot={s.slot}
								data-issued={s.document ? "yes" : "no"}
							>
								<div className="card-body stack">
									<h3>{t(`issued.slots.${s.slot}`)}</h3>
									{s.document ? (
										<>
											<p>
												<span className="badge badge-success">{t("issued.issued")}</span>{" "}
												<span className="small muted">
													{s.slot === "do" ? `${t(`issued.kinds.${s.document.kind}`)} · ` : ""}
													{t("issued.issuedOn", { date: s.document.date })}
												</span>
											</p>
											<a
												className="button button-secondary button-sm"
												href={`/documents/${s.document.id}/file`}
												download
												data-testid="document-download"
											>
												{t("issued.download")}
												<span className="visually-hidden"> {t(`issued.slots.${s.slot}`)}</span>
											</a>
										</>
									) : (
										<p>
											<span className="badge badge-neutral">{t("issued.pending")}</span>
										</p>
									)}
								</div>
							</div>
						))}
					</div>
				</section>

				<section className="card" aria-labelledby="bl-heading" data-testid="bl-box">
					<div className="card-header">
						<h2 id="bl-heading">{t("issued.bl.title")}</h2>
					</div>
					<div className="card-body stack">
						<p className="muted small">{t("issued.bl.intro")}</p>

						<div className="stack" data-testid="bl-issue">
							<h3>
								{t("issued.bl.issue")} <StateBadge state={d.requests.blIssue.state} />
							</h3>
							<RequestFacts request={d.requests.blIssue} />
							<Alert intent="blIssue" />
							{d.refusals.blIssue ? (
								d.requests.blIssue.state === "not_requested" ? (
									<p className="small">{message(d.refusals.blIssue)}</p>
								) : null
							) : (
								<Form method="post">
									<IntentInput value="blIssue" />
									<input type="hidden" name="onceKey" value={d.onceKeys.blIssue} />
									<button type="submit" className="button" disabled={busy} data-testid="request-bl">
										{t("issued.bl.requestIssue")}
									</button>
								</Form>
							)}
						</div>

						<div className="stack" data-testid="bl-correction">
							<h3>
								{t("issued.bl.correction")} <StateBadge state={d.requests.correction.state} />
							</h3>
							<RequestFacts request={d.requests.correction} />
							{d.requests.correction.modifiedFileName ? (
								<p className="small">
									{t("issued.bl.modifiedFile")}{" "}
									<a href={`/documents/${d.requests.correction.modifiedDocumentId}/file`} download>
										{d.requests.correction.modifiedFileName}
									</a>
								</p>
							) : null}
							<Alert intent="correction" />
							{d.refusals.correction ? (
								<p className="small" data-testid="correction-why">
									{message(d.refusals.correction)}
								</p>
							) : (
								<Form
									method="post"
									action={`${page}/send`}
									encType="multipart/form-data"
									className="stack-form"
									data-testid="correction-form"
								>
									<IntentInput value="correction" />
									<input type="hidden" name="onceKey" value={d.onceKeys.correction} />
									<div className="field">
										<label htmlFor="correction-file">{t("issued.bl.modifiedFileLabel")}</label>
										<input
											id="correction-file"
											name="file"
											type="file"
											accept=".pdf,.png,.jpg,.jpeg,.docx,.xlsx"
											aria-describedby="correction-hint"
										/>
										<p className="field-hint" id="correction-hint">
											{t("issued.bl.fileHint", { size: d.maxMb })}
										</p>
									</div>
									<div className="form-actions">
										<button type="submit" className="button" disabled={busy} data-testid="request-correction">
											{t("issued.bl.requestCorrection")}
										</button>
									</div>
								</Form>
							)}
						</div>

						<div className="stack" data-testid="bl-surrender">
							<h3>
								{t("issued.bl.surrender")} <StateBadge state={d.requests.surrender.state} />
							</h3>
							<RequestFacts request={d.requests.surrender} />
							<Alert intent="surrender" />
							{d.refusals.surrender ? (
								d.requests.surrender.state === "not_requested" ? (
									<p className="small">{message(d.refusals.surrender)}</p>
								) : null
							) : d.confirmSurrender ? (
								<div className="confirm-panel" data-testid="surrender-confirm">
									<p className="strong" data-testid="surrender-fee">
										{t("issued.bl.surrenderFee", { min: d.fee.min, max: d.fee.max })}
									</p>
									<p className="small">{t("issued.bl.surrenderConfirm")}</p>
									<Form method="post" className="cluster">
										<IntentInput value="surrender" />
										<input type="hidden" name="onceKey" value={d.onceKeys.surrender} />
										<button type="submit" className="button" disabled={busy} data-testid="confirm-surrender">
											{t("issued.bl.confirmSurrender")}
										</button>
										<Link to={page} className="button button-ghost">
											{t("issued.bl.cancel")}
										</Link>
									</Form>
								</div>
							) : (
								<p>
									<Link
										to={`${page}?confirm=surrender`}
										className="button button-secondary"
										data-testid="request-surrender"
									>
										{t("issued.bl.requestSurrender")}
									</Link>
								</p>
							)}
						</div>
					</div>
				</section>

				<p>
					<Link to="/mypage/download">{t("issued.back")}</Link>
				</p>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
