// /admin/shipments/:id/invoice: one shipment's invoice for staff. The first
// visit makes it from the booked quote; staff add a line (demurrage, detention, actual local charges,
// "other" with a label), change a line's amount or remove it, each with a reason, and issue it with a
// due date. Every step is a plain form (JavaScript off works) with its own one-time key, a 303 with
// ?done= after it, 400 with translated messages on bad input, 409 once the invoice is paid. The change
// log shows before and after. Staff only; a quote or a cancelled booking is no shipment (404).
import { syncTaxInvoicesSafely } from "#app/integrations/tax-invoices.server.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ReactNode } from "react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/invoice";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { ErrorList, IntentInput } from "#app/components/forms.tsx";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { formatCalendarDate, formatDateTime, formatMoney } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { INVOICE_CHANGE_REASONS } from "#app/invoices/codes/codes.ts";
import { InvoiceTable } from "#app/invoices/components/invoice-view.tsx";
import { AddLineSchema, ChangeLineSchema, IssueSchema, RemoveLineSchema } from "#app/invoices/invoice-form.ts";
import {
	INVOICE_ONCE_PURPOSE,
	type InvoiceOutcome,
	addInvoiceLine,
	changeInvoiceLine,
	ensureInvoice,
	invoiceChangeLog,
	isSettled,
	issueInvoice,
	loadInvoice,
	removeInvoiceLine,
} from "#app/invoices/invoice.server.ts";
import { invoiceView, lineLabel } from "#app/invoices/invoice-view.server.ts";
import { STAFF_CODES } from "#app/invoices/invoice.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { getShipmentEstimateFor } from "#app/shipments/shipment.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { notFound, rejected } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";
import { ConfirmAction } from "#app/components/confirm-action.tsx";
import { CONFIRM_REQUIRED_KEY, isConfirmed } from "#app/components/confirm-action-field.ts";
import { staffShipmentPost, stepDone } from "#app/shipments/desk-steps.server.ts";
import { billingRecipients } from "#app/invoices/payment-mail.server.ts";
import { invoiceIssued, paymentSummary } from "#app/invoices/payments.server.ts";
import { mailCustomerNotice, noticeForInvoiceChange } from "#app/notices/customer-notices.server.ts";

const INTENTS = ["add", "change", "remove", "issue"] as const;
type Intent = (typeof INTENTS)[number];

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const e = getShipmentEstimateFor(user, params.id);
	const locale = localeFromContext(context);
	// the first visit stores the invoice made from the booked quote (a write from a GET)
	await ensurePrimary();
	ensureInvoice(e.id);
	const invoice = loadInvoice(e);
	const view = invoiceView(e.id, invoice, locale);
	const done = new URL(request.url).searchParams.get("done");
	return {
		id: e.id,
		number: e.number,
		status: e.status,
		payment: e.payment,
		// "partly refunded" between paid and refunded (decision 042)
		paymentShown: paymentSummary(e.id, e.payment).shown,
		direction: e.direction,
		route: routeLabel(e.origin, e.destination, locale),
		view,
		settled: isSettled(e.payment),
		issued: view.state === "issued",
		suggestedDueDate: invoice?.suggestedDueDate ?? "",
		// who the issue's mail reaches, said before the click
		recipients: billingRecipients(e.companyId).map((m) => m.email),
		notice: INTENTS.find((i) => i === done) ?? null,
		liveLines: view.lines.map((l) => ({
			id: l.id,
			label: `${l.label} · ${formatMoney({ amount: l.amount, currency: l.currency }, locale)}`,
			currency: l.currency,
		})),
		codes: STAFF_CODES.map((code) => ({ code, label: lineLabel(code, null, locale) })),
		log: invoiceChangeLog(e.id).map((c) => ({
			id: c.id,
			action: c.action,
			label: lineLabel((c.after ?? c.before)?.code ?? "other", (c.after ?? c.before)?.label ?? null, locale),
			before: c.before ? formatMoney({ amount: c.before.amount, currency: c.before.currency }, locale) : null,
			after: c.after ? formatMoney({ amount: c.after.amount, currency: c.after.currency }, locale) : null,
			reason: c.reason,
			reasonText: c.reasonText,
			who: c.userName,
			at: formatDateTime(c.at, locale),
		})),
		onceKeys: { add: newOnceKey(), change: newOnceKey(), remove: newOnceKey(), issue: newOnceKey() },
	};
}

type Errors = Record<string, string[] | null | undefined>;
type ActionData = { intent: Intent; errors: Errors; values: Record<string, string>; refused: "settled" | null };

export async function action(args: Route.ActionArgs) {
	const { user, estimate, formData, intent } = await staffShipmentPost(args, INTENTS);
	const onceKey = freshOnceKey(formData, INVOICE_ONCE_PURPOSE[intent]);
	const values = Object.fromEntries(
		[...formData].filter(([k, v]) => typeof v === "string" && k !== "onceKey"),
	) as Record<string, string>;
	const invalid = (errors: Errors) => rejected<ActionData>({ intent, errors, values, refused: null });
	// read before the write: the first issue and a later change send different mails
	const issuedBefore = invoiceIssued(estimate.id);
	let outcome: InvoiceOutcome;
	if (intent === "add") {
		const s = parseWithZod(formData, { schema: AddLineSchema });
		if (s.status !== "success") return invalid(s.reply().error ?? {});
		outcome = addInvoiceLine(user, estimate.id, s.value, onceKey);
	} else if (intent === "change") {
		const s = parseWithZod(formData, { schema: ChangeLineSchema });
		if (s.status !== "success") return invalid(s.reply().error ?? {});
		outcome = changeInvoiceLine(user, estimate.id, s.value, onceKey);
	} else if (intent === "remove") {
		const s = parseWithZod(formData, { schema: RemoveLineSchema });
		if (s.status !== "success") return invalid(s.reply().error ?? {});
		outcome = removeInvoiceLine(user, estimate.id, s.value, onceKey);
	} else {
		const s = parseWithZod(formData, { schema: IssueSchema });
		if (s.status !== "success") return invalid(s.reply().error ?? {});
		// issuing mails the customer and fixes the rate: asked first, nothing stored unconfirmed
		if (!isConfirmed(formData)) return invalid({ confirmed: [CONFIRM_REQUIRED_KEY] });
		outcome = issueInvoice(user, estimate.id, s.value, onceKey);
	}
	if (!outcome.ok) {
		if (outcome.reason === "notFound") throw notFound();
		if (outcome.reason === "line") return invalid({ lineId: ["desk.invoice.errors.line"] });
		return rejected<ActionData>({ intent, errors: {}, values, refused: "settled" }, 409);
	}
	// the customer hears after the commit, once (decision 045)
	const notice = outcome.repeated ? null : noticeForInvoiceChange(intent, issuedBefore);
	if (notice) await mailCustomerNotice(estimate.id, notice);
	// the electronic tax invoices follow the issued invoice (decision 100): asked for after the commit,
	// a failure kept for the job and the payment desk, never undoing or holding up the invoice
	if (!outcome.repeated) await syncTaxInvoicesSafely(estimate.id);
	return stepDone(intent, outcome.redirectTo);
}

function ReasonFields({
	errors,
	values,
	idPrefix,
}: {
	errors: Errors;
	values: Record<string, string>;
	idPrefix: string;
}) {
	const { t } = useTranslation();
	return (
		<>
			<div className="field" data-invalid={errors.reason?.length ? "" : undefined}>
				<label htmlFor={`${idPrefix}-reason`}>{t("desk.invoice.reason")}</label>
				<select id={`${idPrefix}-reason`} name="reason" defaultValue={values.reason ?? ""} required>
					<option value="" disabled>
						{t("desk.invoice.choose")}
					</option>
					{INVOICE_CHANGE_REASONS.map((r) => (
						<option key={r} value={r}>
							{t(`invoices.reasons.${r}`)}
						</option>
					))}
				</select>
				<ErrorList errors={errors.reason} />
			</div>
			<div className="field" data-invalid={errors.reasonText?.length ? "" : undefined}>
				<label htmlFor={`${idPrefix}-reasonText`}>{t("desk.invoice.reasonText")}</label>
				<input id={`${idPrefix}-reasonText`} name="reasonText" maxLength={300} defaultValue={values.reasonText ?? ""} />
				<p className="field-hint">{t("desk.invoice.reasonTextHint")}</p>
				<ErrorList errors={errors.reasonText} />
			</div>
		</>
	);
}

function AmountFields({
	errors,
	values,
	idPrefix,
}: {
	errors: Errors;
	values: Record<string, string>;
	idPrefix: string;
}) {
	const { t } = useTranslation();
	return (
		<>
			<div className="field">
				<label htmlFor={`${idPrefix}-currency`}>{t("desk.invoice.currency")}</label>
				<select id={`${idPrefix}-currency`} name="currency" defaultValue={values.currency ?? "KRW"}>
					<option value="KRW">KRW</option>
					<option value="USD">USD</option>
				</select>
			</div>
			<div className="field" data-invalid={errors.quantity?.length ? "" : undefined}>
				<label htmlFor={`${idPrefix}-quantity`}>{t("desk.invoice.quantity")}</label>
				<input
					id={`${idPrefix}-quantity`}
					name="quantity"
					inputMode="decimal"
					required
					defaultValue={values.quantity ?? "1"}
				/>
				<ErrorList errors={errors.quantity} />
			</div>
			<div className="field" data-invalid={errors.unitPrice?.length ? "" : undefined}>
				<label htmlFor={`${idPrefix}-unitPrice`}>{t("desk.invoice.unitPrice")}</label>
				<input
					id={`${idPrefix}-unitPrice`}
					name="unitPrice"
					inputMode="decimal"
					required
					defaultValue={values.unitPrice ?? ""}
				/>
				<p className="field-hint">{t("desk.invoice.unitPriceHint")}</p>
				<ErrorList errors={errors.unitPrice} />
			</div>
		</>
	);
}

export default function InvoiceDesk() {
	const { t } = useTranslation();
	const locale = useLocale();
	const d = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>() as ActionData | undefined;
	const busy = useNavigation().state === "submitting";
	const k = "desk.invoice.";
	const errorsFor = (intent: Intent): Errors => (actionData?.intent === intent ? actionData.errors : {});
	const valuesFor = (intent: Intent): Record<string, string> =>
		actionData?.intent === intent ? actionData.values : {};
	const lineSelect = (intent: Intent) => (
		<div className="field" data-invalid={errorsFor(intent).lineId?.length ? "" : undefined}>
			<label htmlFor={`${intent}-lineId`}>{t(`${k}line`)}</label>
			<select id={`${intent}-lineId`} name="lineId" defaultValue={valuesFor(intent).lineId ?? ""} required>
				<option value="" disabled>
					{t(`${k}choose`)}
				</option>
				{d.liveLines.map((l) => (
					<option key={l.id} value={l.id}>
						{l.label}
					</option>
				))}
			</select>
			<ErrorList errors={errorsFor(intent).lineId} />
		</div>
	);
	return (
		<Page
			titleKey="desk.invoice.title"
			lead={
				<>
					{d.number} · {d.route} <StatusBadge kind="estimate" status={d.status} />{" "}
					<StatusBadge kind="payment" status={d.paymentShown} />
				</>
			}
			actions={
				<>
					<Link to={`/admin/shipments/${d.id}`}>{t(`${k}back`)}</Link>
					<a href={`/mypage/payment/${d.id}/invoice.pdf`} data-testid="invoice-pdf-link">
						{t(`${k}pdf`)}
					</a>
				</>
			}
		>
			{d.notice ? (
				<p className="alert alert-success" role="status" data-testid="invoice-notice" data-notice={d.notice}>
					{t(`${k}done.${d.notice}`)}
				</p>
			) : null}
			{actionData?.refused ? (
				<p className="alert alert-danger" role="alert" data-testid="invoice-refused">
					{t(`${k}refused.${actionData.refused}`)}
				</p>
			) : null}
			{actionData && !actionData.refused ? (
				<p className="alert alert-danger" role="alert">
					{t(`${k}errors.summary`)}
				</p>
			) : null}

			<section className="card">
				<div className="card-header">
					<h2>{t(`${k}lines`)}</h2>
					<span className={`badge ${d.issued ? "badge-success" : "badge-neutral"}`} data-testid="invoice-state">
						{d.issued
							? t(`${k}issuedOn`, { date: d.view.issuedAt ? formatDateTime(d.view.issuedAt, locale) : "" })
							: t(`${k}notIssued`)}
					</span>
				</div>
				<div className="card-body">
					<InvoiceTable view={d.view} />
					{d.view.dueDate ? <p>{t(`${k}dueDate`, { date: formatCalendarDate(d.view.dueDate, locale) })}</p> : null}
				</div>
			</section>

			{d.settled ? (
				<p className="alert alert-info" role="status">
					{t(`${k}settled`)}
				</p>
			) : (
				<div className="grid-cards">
					<IntentCard intent="add" onceKey={d.onceKeys.add} title={t(`${k}addTitle`)} submit={t(`${k}add`)} busy={busy}>
						<div className="field" data-invalid={errorsFor("add").code?.length ? "" : undefined}>
							<label htmlFor="add-code">{t(`${k}code`)}</label>
							<select id="add-code" name="code" defaultValue={valuesFor("add").code ?? "dem"}>
								{d.codes.map((c) => (
									<option key={c.code} value={c.code}>
										{c.label}
									</option>
								))}
							</select>
							<ErrorList errors={errorsFor("add").code} />
						</div>
						<div className="field" data-invalid={errorsFor("add").label?.length ? "" : undefined}>
							<label htmlFor="add-label">{t(`${k}label`)}</label>
							<input id="add-label" name="label" maxLength={80} defaultValue={valuesFor("add").label ?? ""} />
							<p className="field-hint">{t(`${k}labelHint`)}</p>
							<ErrorList errors={errorsFor("add").label} />
						</div>
						<label className="check">
							<input type="checkbox" name="vatable" defaultChecked={valuesFor("add").vatable === "on"} />{" "}
							{t(`${k}vatable`)}
						</label>
						<p className="field-hint">{t(`${k}vatableHint`)}</p>
						<AmountFields errors={errorsFor("add")} values={valuesFor("add")} idPrefix="add" />
						<ReasonFields errors={errorsFor("add")} values={valuesFor("add")} idPrefix="add" />
					</IntentCard>

					<IntentCard
						intent="change"
						onceKey={d.onceKeys.change}
						title={t(`${k}changeTitle`)}
						submit={t(`${k}change`)}
						busy={busy}
					>
						{lineSelect("change")}
						<AmountFields errors={errorsFor("change")} values={valuesFor("change")} idPrefix="change" />
						<ReasonFields errors={errorsFor("change")} values={valuesFor("change")} idPrefix="change" />
					</IntentCard>

					<IntentCard
						intent="remove"
						onceKey={d.onceKeys.remove}
						title={t(`${k}removeTitle`)}
						submit={t(`${k}remove`)}
						busy={busy}
						danger
					>
						{lineSelect("remove")}
						<ReasonFields errors={errorsFor("remove")} values={valuesFor("remove")} idPrefix="remove" />
					</IntentCard>

					<IntentCard
						intent="issue"
						onceKey={d.onceKeys.issue}
						title={t(d.issued ? `${k}reissueTitle` : `${k}issueTitle`)}
						submit={t(d.issued ? `${k}reissue` : `${k}issue`)}
						busy={busy}
						confirm={{
							title: t(d.issued ? `${k}confirm.reissueTitle` : `${k}confirm.issueTitle`, { number: d.number }),
							effects: [
								t(d.issued ? `${k}confirm.reissueEffect` : `${k}confirm.issueEffect`, {
									total: formatMoney({ amount: d.view.totals.totalKrw, currency: "KRW" }, locale),
								}),
							],
							mails: d.recipients.map((to) => ({
								to,
								what: t(d.issued ? `${k}confirm.reissueMail` : `${k}confirm.issueMail`),
							})),
						}}
					>
						<div className="field" data-invalid={errorsFor("issue").dueDate?.length ? "" : undefined}>
							<label htmlFor="issue-dueDate">{t(`${k}due`)}</label>
							<input
								id="issue-dueDate"
								name="dueDate"
								type="date"
								required
								defaultValue={valuesFor("issue").dueDate ?? d.view.dueDate ?? d.suggestedDueDate}
							/>
							<p className="field-hint">{t(d.direction === "export" ? `${k}dueHintExport` : `${k}dueHintImport`)}</p>
							<ErrorList errors={errorsFor("issue").dueDate} />
						</div>
						<p className="small muted">{t(d.issued ? `${k}reissueNote` : `${k}issueNote`)}</p>
						<ErrorList errors={errorsFor("issue").confirmed} />
					</IntentCard>
				</div>
			)}

			<section className="card">
				<div className="card-header">
					<h2>{t(`${k}log`)}</h2>
				</div>
				<div className="card-body">
					{d.log.length === 0 ? (
						<p className="muted">{t(`${k}logEmpty`)}</p>
					) : (
						<div className="table-wrap">
							<table className="table table-stack" data-testid="invoice-log">
								<thead>
									<tr>
										<th scope="col">{t(`${k}logAt`)}</th>
										<th scope="col">{t(`${k}logAction`)}</th>
										<th scope="col">{t(`${k}line`)}</th>
										<th scope="col" className="num">
											{t(`${k}logBefore`)}
										</th>
										<th scope="col" className="num">
											{t(`${k}logAfter`)}
										</th>
										<th scope="col">{t(`${k}reason`)}</th>
										<th scope="col">{t(`${k}logWho`)}</th>
									</tr>
								</thead>
								<tbody>
									{d.log.map((c) => (
										<tr key={c.id} data-action={c.action}>
											<td data-label={t(`${k}logAt`)}>{c.at}</td>
											<td data-label={t(`${k}logAction`)}>{t(`${k}actions.${c.action}`)}</td>
											<td data-label={t(`${k}line`)}>{c.label}</td>
											<td data-label={t(`${k}logBefore`)} className="num">
												{c.before ?? "–"}
											</td>
											<td data-label={t(`${k}logAfter`)} className="num">
												{c.after ?? "–"}
											</td>
											<td data-label={t(`${k}reason`)}>
												{t(`invoices.reasons.${c.reason}`)}
												{c.reasonText ? <div className="small muted">{c.reasonText}</div> : null}
											</td>
											<td data-label={t(`${k}logWho`)}>{c.who ?? "–"}</td>
										</tr>
									))}
								</tbody>
							</table>
						</div>
					)}
				</div>
			</section>
		</Page>
	);
}

/** One of the desk's invoice forms: a card with its intent, its one-time key and one submit button. */
/** What an irreversible intent asks before it goes (ConfirmAction): the question, what happens, who is mailed. */
type IntentConfirm = { title: string; effects: string[]; mails: { to: string; what: string }[] };

function IntentCard(props: {
	intent: string;
	onceKey: string;
	title: string;
	submit: string;
	busy: boolean;
	danger?: boolean;
	confirm?: IntentConfirm;
	children: ReactNode;
}) {
	return (
		<Form
			method="post"
			className="card"
			aria-labelledby={`invoice-${props.intent}-heading`}
			data-testid={`invoice-${props.intent}-form`}
		>
			<div className="card-header">
				<h2 id={`invoice-${props.intent}-heading`}>{props.title}</h2>
			</div>
			<div className="card-body">
				<IntentInput value={props.intent} />
				<input type="hidden" name="onceKey" value={props.onceKey} />
				{props.children}
			</div>
			<div className="card-footer">
				{props.confirm ? (
					<ConfirmAction
						label={props.submit}
						{...props.confirm}
						disabled={props.busy}
						danger={props.danger}
						testId={`invoice-${props.intent}-submit`}
					/>
				) : (
					<button type="submit" className={props.danger ? "button button-danger" : "button"} disabled={props.busy}>
						{props.submit}
					</button>
				)}
			</div>
		</Form>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
