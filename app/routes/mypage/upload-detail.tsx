// My page, one shipment's documents (spec section 2 "Upload documents", section 4 "Documents",
// section 5 "Upload", section 8 "Uploads"): the checklist against the document
// deadline, then the six slots in the spec's order, each with its state, its files (download, delete),
// an upload form, "replace" for the MSDS, and for the clearance and insurance slots the state of that
// request with a link to its page. Plain multipart forms: works the same with JavaScript off.
// The file is streamed to a temporary file and checked by content before anything else; a refused or
// failed upload leaves no stored file and no row. The metadata write goes through commit() (a replica
// forwards it to the primary). File forms post to the ".../send" twin of this screen (app/routes.ts):
// the LiteFS proxy passes that path through, so a file sent to a replica is stored from there; the
// delete form posts here as any write. Access: the customer's company's shipment, else 404.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, data, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/upload-detail";
import { requireCustomer } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { ConfirmAction } from "#app/components/confirm-action.tsx";
import { isConfirmed } from "#app/components/confirm-action-field.ts";
import { IntentInput } from "#app/components/forms.tsx";
import { commit } from "#app/documents/commands.server.ts";
import type { UploadSlot } from "#app/documents/codes/codes.ts";
import {
	UPLOAD_ONCE_PURPOSE,
	type UploadedFile,
	deleteCustomerDocument,
	forgetUnrecordedFile,
	getUploadView,
	isUploadSlot,
	uploadRefusal,
} from "#app/documents/uploads.server.ts";
import { formatCalendarDate, formatDateTime, formatNumber } from "#app/i18n/format.ts";
import { type Locale } from "#app/i18n/locales.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { Page } from "#app/shell/page.tsx";
import { getShipmentEstimateFor } from "#app/shipments/shipment.server.ts";
import { FILE_KINDS } from "#app/storage/inspect.server.ts";
import { MAX_DOCUMENT_BYTES } from "#app/storage/limits.ts";
import { type UploadError, discardFile, keepFile, receiveUpload } from "#app/storage/receive.server.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { newOnceKey, onceResult } from "#app/utils/once.server.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { badRequest, rejected } from "#app/utils/replies.server.ts";
import { logger } from "#app/observability/logger.server.ts";

// what the file input offers; the server decides by content (app/storage/inspect.server.ts)
const ACCEPT = ".pdf,.png,.jpg,.jpeg,.xlsx,.docx,application/pdf,image/png,image/jpeg";
const TYPES_LABEL = "PDF, PNG, JPEG, XLSX, DOCX";
const MAX_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);
const LIST = "/mypage/upload";
const slotsPath = (id: string) => `${LIST}/${id}`;

/** What an upload form can be told; keys under uploads.errors. */
type Failure =
	| "attachFirst"
	| "nothingToUpload"
	| "tooLarge"
	| "badType"
	| "unreadable"
	| "msdsAttached"
	| "notFound"
	| "deleteFailed"
	| "failed"
	| "confirmRequired"
	| "locked";
const FROM_RECEIVE: Record<UploadError, Failure> = {
	required: "attachFirst",
	tooLarge: "tooLarge",
	badType: "badType",
	unreadable: "unreadable",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const customer = await requireCustomer(request, context);
	const locale = localeFromContext(context);
	const view = getUploadView(customer, params.id);
	const e = view.shipment.estimate;
	return {
		id: e.id,
		number: e.number,
		route: routeLabel(e.origin, e.destination, locale),
		mode: e.mode,
		direction: e.direction,
		etd: view.shipment.schedule?.etd ?? null,
		checklist: {
			missing: view.checklist.missing,
			overdue: view.checklist.overdue,
			deadline: view.checklist.deadline,
			deadlinePassed: view.checklist.deadlinePassed,
		},
		slots: view.slots.map((s) => ({ ...s, onceKey: newOnceKey() })),
		maxMb: MAX_MB,
		types: TYPES_LABEL,
	};
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const customer = await requireCustomer(request, context);
	getShipmentEstimateFor(customer, params.id); // 404 before the body is read
	const form = await receiveUpload(request, { field: "file", maxBytes: MAX_DOCUMENT_BYTES, accept: FILE_KINDS });
	const intent = form.fields.get("intent");
	const slotField = form.fields.get("slot");
	const slot = isUploadSlot(slotField) ? slotField : null;
	const refuse = async (error: Failure, status: 400 | 409 = 400) => {
		await discardFile(form.file);
		return rejected({ error, slot }, status);
	};

	if (intent === "delete") {
		await discardFile(form.file);
		await ensurePrimary();
		// asked first (decision 048): without the confirming field nothing is deleted
		if (!isConfirmed(form.fields)) return rejected({ error: "confirmRequired" as Failure, slot }, 400);
		const outcome = deleteCustomerDocument(customer, params.id, String(form.fields.get("documentId") ?? ""));
		if (outcome === "gone") return rejected({ error: "deleteFailed" as Failure, slot }, 409);
		if (outcome === "locked") return rejected({ error: "locked" as Failure, slot }, 409);
		return redirect(`${slotsPath(params.id)}?done=deleted`, 303);
	}
	if (intent !== "upload" || !slot) {
		await discardFile(form.file);
		throw badRequest();
	}
	const onceKey = String(form.fields.get("onceKey") ?? "");
	if (!/^[\w-]{16,64}$/.test(onceKey)) {
		await discardFile(form.file);
		throw badRequest();
	}
	const earlier = onceResult(onceKey, UPLOAD_ONCE_PURPOSE);
	if (earlier) {
		// a resubmitted form (double click, back-and-resend): where the first one led, nothing new
		await discardFile(form.file);
		return redirect(earlier, 303);
	}
	if (form.error) return refuse(FROM_RECEIVE[form.error]);
	if (!form.file) return refuse("nothingToUpload");
	const replace = String(form.fields.get("replaceDocumentId") ?? "") || null;
	const refusal = uploadRefusal(customer.id, params.id, slot, replace);
	if (refusal) return refuse(refusal, 409);

	const kept = await keepFile(form.file);
	let result: Awaited<ReturnType<typeof commit<"customerUpload">>>;
	try {
		result = await commit("customerUpload", {
			actorId: customer.id,
			onceKey,
			estimateId: params.id,
			slot,
			file: kept,
			replaceDocumentId: replace,
		});
	} catch (error) {
		logger.error({ err: error }, "customer upload failed");
		await forgetUnrecordedFile(kept.key);
		return data({ error: "failed" as Failure, slot }, { status: 500 });
	}
	if (!result.ok) {
		await forgetUnrecordedFile(kept.key);
		return rejected({ error: result.error as Failure, slot }, 409);
	}
	return redirect(result.redirectTo, 303);
}

type Data = Awaited<ReturnType<typeof loader>>;
type Slot = Data["slots"][number];
type Reply = { error: Failure; slot: UploadSlot | null } | undefined;

function fileSize(bytes: number, locale: Locale): string {
	if (bytes < 1024) return `${bytes} B`;
	if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, locale, 0)} KB`;
	return `${formatNumber(bytes / (1024 * 1024), locale, 1)} MB`;
}

const STATE_TONE = { submitted: "success", waiting: "warning", not_submitted: "neutral" } as const;
const REQUEST_TONE = { none: "neutral", requested: "info", done: "success", declined: "danger" } as const;

/** The message of a refused form, in words (the size and the types named where they matter). */
function Refusal({ error, page }: { error: Failure; page: Data }) {
	const { t } = useTranslation();
	return (
		<p className="alert alert-danger" role="alert" data-testid="upload-error" data-error={error}>
			{t(`uploads.errors.${error}`, { size: page.maxMb, types: page.types })}
		</p>
	);
}

/**
 * Deleting one file asks first (decision 048). With JavaScript the button opens the design
 * system's dialog (ConfirmAction); without it, "Delete…" opens a step in place that says what happens
 * and carries the required confirmation box. The server refuses a delete without it.
 */
function DeleteFile({
	file,
	slot,
	pageId,
	busy,
}: {
	file: UploadedFile;
	slot: UploadSlot;
	pageId: string;
	busy: boolean;
}) {
	const { t } = useTranslation();
	const hydrated = useHydrated();
	const form = (
		<Form method="post" action={slotsPath(pageId)} className="stack-form">
			<IntentInput value="delete" />
			<input type="hidden" name="slot" value={slot} />
			<input type="hidden" name="documentId" value={file.id} />
			<ConfirmAction
				label={t("uploads.delete")}
				title={t("uploads.confirmDelete.title", { name: file.name })}
				effects={[t("uploads.confirmDelete.effect")]}
				mails={[]}
				confirmLabel={t("uploads.confirmDelete.yes")}
				danger
				disabled={busy}
				testId="file-delete"
			/>
		</Form>
	);
	if (hydrated) return form;
	return (
		<details className="disclosure" data-testid="file-delete-step">
			<summary aria-label={t("uploads.deleteLabel", { name: file.name })}>{t("uploads.deleteStep")}</summary>
			{form}
		</details>
	);
}

function SlotCard({ slot, page, reply, busy }: { slot: Slot; page: Data; reply: Reply; busy: boolean }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const name = t(`uploads.slots.${slot.slot}.name`);
	const inputId = `file-${slot.slot}`;
	const hintId = `file-hint-${slot.slot}`;
	const mine = reply && reply.slot === slot.slot ? reply.error : null;
	const requestPath =
		slot.slot === "cargo_insurance"
			? `${slotsPath(page.id)}/insurance`
			: slot.request
				? `${slotsPath(page.id)}/clearance/${slot.slot === "export_clearance" ? "export" : "import"}`
				: null;
	return (
		<section
			className="card"
			aria-labelledby={`slot-${slot.slot}`}
			data-testid="upload-slot"
			data-slot={slot.slot}
			data-state={slot.state}
			data-overdue={slot.overdue ? "true" : "false"}
		>
			<div className="card-header">
				<h2 id={`slot-${slot.slot}`}>{name}</h2>
				<div className="cluster">
					<span className={`badge badge-${slot.overdue ? "danger" : STATE_TONE[slot.state]}`} data-testid="slot-state">
						{t(`uploads.state.${slot.state}`)}
					</span>
					{slot.overdue ? <span className="badge badge-danger">{t("uploads.overdue")}</span> : null}
					{slot.required ? <span className="badge badge-brand">{t("uploads.required")}</span> : null}
				</div>
			</div>
			<div className="card-body stack">
				<p className="muted small">{t(`uploads.slots.${slot.slot}.hint`)}</p>
				{slot.request && requestPath ? (
					<dl className="facts" data-testid="slot-request" data-status={slot.request.status}>
						<dt>{t(`uploads.request.${slot.request.kind}`)}</dt>
						<dd className="cluster">
							<span className={`badge badge-${REQUEST_TONE[slot.request.status]}`}>
								{t(`uploads.request.status.${slot.request.status}`)}
							</span>
							<Link to={requestPath} data-testid="slot-request-link">
								{slot.request.status === "none" ? t("uploads.request.open") : t("uploads.request.view")}
							</Link>
						</dd>
					</dl>
				) : null}
				{slot.files.length === 0 ? (
					<p className="muted" data-testid="slot-empty">
						{t("uploads.noFiles")}
					</p>
				) : (
					<div className="stack" data-testid="slot-files">
						{slot.files.map((f) => (
							<div key={f.id} className="cluster" data-testid="slot-file" data-id={f.id}>
								<a href={f.href} download className="strong" data-testid="file-download">
									{f.name}
								</a>
								<span className="small muted">
									{fileSize(f.size, locale)} · {formatDateTime(f.uploadedAt, locale)}
									{f.uploadedBy ? ` · ${f.uploadedBy}` : ""}
								</span>
								{f.lock ? (
									<span className="small muted" data-testid="file-locked" data-lock={f.lock}>
										{t(`uploads.locked.${f.lock}`)}
									</span>
								) : (
									<DeleteFile file={f} slot={slot.slot} pageId={page.id} busy={busy} />
								)}
								{slot.slot === "msds" && !f.lock ? (
									<details className="disclosure" data-testid="msds-replace">
										<summary>{t("uploads.replace")}</summary>
										<Form
											method="post"
											action={`${slotsPath(page.id)}/send`}
											encType="multipart/form-data"
											className="stack-form"
											key={slot.onceKey}
										>
											<IntentInput value="upload" />
											<input type="hidden" name="slot" value={slot.slot} />
											<input type="hidden" name="onceKey" value={slot.onceKey} />
											<input type="hidden" name="replaceDocumentId" value={f.id} />
											<div className="field">
												<label htmlFor={`replace-${f.id}`}>{t("uploads.replaceWith", { name: f.name })}</label>
												<input
													id={`replace-${f.id}`}
													type="file"
													name="file"
													accept={ACCEPT}
													aria-describedby={hintId}
												/>
											</div>
											<div className="form-actions">
												<button
													type="submit"
													className="button button-secondary button-sm"
													disabled={busy}
													data-testid="replace-submit"
												>
													{t("uploads.replace")}
												</button>
											</div>
										</Form>
									</details>
								) : null}
							</div>
						))}
					</div>
				)}
				{mine ? <Refusal error={mine} page={page} /> : null}
				<Form
					method="post"
					action={`${slotsPath(page.id)}/send`}
					encType="multipart/form-data"
					className="stack-form"
					key={slot.onceKey}
					data-testid="upload-form"
				>
					<IntentInput value="upload" />
					<input type="hidden" name="slot" value={slot.slot} />
					<input type="hidden" name="onceKey" value={slot.onceKey} />
					<div className="field" data-invalid={mine ? "" : undefined}>
						<label htmlFor={inputId}>{t("uploads.chooseFile", { slot: name })}</label>
						<input
							id={inputId}
							type="file"
							name="file"
							accept={ACCEPT}
							aria-describedby={hintId}
							data-testid="file-input"
						/>
						<p className="field-hint" id={hintId}>
							{t("uploads.limits", { size: page.maxMb, types: page.types })}
						</p>
					</div>
					<div className="form-actions">
						<button type="submit" className="button button-sm" disabled={busy} data-testid="upload-submit">
							{busy ? t("uploads.uploading") : t("uploads.upload")}
						</button>
					</div>
				</Form>
			</div>
		</section>
	);
}

function ChecklistCard({ page }: { page: Data }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const c = page.checklist;
	const name = (slot: UploadSlot) => t(`uploads.slots.${slot}.name`);
	return (
		<section
			className="card"
			aria-labelledby="checklist-heading"
			data-testid="upload-checklist"
			data-missing={c.missing.length}
			data-overdue={c.overdue.length}
		>
			<div className="card-header">
				<h2 id="checklist-heading">{t("uploads.checklist.title")}</h2>
				<span className="small" data-testid="checklist-deadline">
					{c.deadline
						? t("uploads.checklist.deadline", { date: formatCalendarDate(c.deadline, locale) })
						: t("uploads.checklist.noDeadline")}
				</span>
			</div>
			<div className="card-body stack">
				{c.missing.length === 0 ? (
					<p className="alert alert-success" role="status" data-testid="checklist-complete">
						{t("uploads.checklist.complete")}
					</p>
				) : (
					<>
						{c.overdue.length > 0 ? (
							<p className="alert alert-danger" role="alert" data-testid="checklist-overdue">
								{t("uploads.checklist.overdue", { count: c.overdue.length, slots: c.overdue.map(name).join(", ") })}
							</p>
						) : (
							<p className="alert alert-warning" data-testid="checklist-missing">
								{t("uploads.checklist.missing", { count: c.missing.length })}
							</p>
						)}
						<div
							className="cluster"
							role="group"
							aria-label={t("uploads.checklist.missingList")}
							data-testid="checklist-slots"
						>
							{c.missing.map((slot) => (
								<a
									key={slot}
									href={`#slot-${slot}`}
									className={`badge badge-${c.overdue.includes(slot) ? "danger" : "warning"}`}
								>
									{name(slot)}
								</a>
							))}
						</div>
					</>
				)}
			</div>
		</section>
	);
}

const DONE = { uploaded: "uploads.done.uploaded", deleted: "uploads.done.deleted" } as const;

export default function UploadDetail() {
	const page = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const { t } = useTranslation();
	const locale = useLocale();
	const [params] = useSearchParams();
	const navigation = useNavigation();
	const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
	const reply = actionData as Reply;
	const done = params.get("done");
	const doneKey = done && done in DONE ? DONE[done as keyof typeof DONE] : null;
	return (
		<Page
			titleKey="uploads.detail.title"
			lead={
				<>
					<span className="strong" data-testid="upload-number">
						{page.number}
					</span>{" "}
					· <span data-testid="upload-route">{page.route}</span> · {t(`pricing.modes.${page.mode}`)} ·{" "}
					{t(`pricing.directions.${page.direction}`)}
					{page.etd ? <> · {t("uploads.etd", { date: formatCalendarDate(page.etd, locale) })}</> : null}
				</>
			}
			actions={<Link to={LIST}>{t("uploads.back")}</Link>}
		>
			<div className="stack">
				{doneKey && !reply ? (
					<p className="alert alert-success" role="status" data-testid="upload-done" data-done={done}>
						{t(doneKey)}
					</p>
				) : null}
				{reply && !reply.slot ? <Refusal error={reply.error} page={page} /> : null}
				<ChecklistCard page={page} />
				<div className="stack">
					{page.slots.map((slot) => (
						<SlotCard key={slot.slot} slot={slot} page={page} reply={reply} busy={busy} />
					))}
				</div>
				<p>
					<Link to={`/mypage/shipment/${page.id}`}>{t("uploads.toShipment")}</Link>
				</p>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
