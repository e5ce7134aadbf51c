// One shipment's payment on the staff desk (spec sections 4 "Payment", 6, 7): the
// shipment, the invoice (the invoice module's InvoiceTable), the deposit slip and the payment history,
// and the decisions the state allows: set paid, set unpaid (no deposit found), refund with an amount
// and a reason (decision 042: several refunds, each a credit note, never above what is left; paid,
// refunded and net shown; the customer company is mailed). "Set paid" and "Refund" ask first (decision 047,
// ConfirmAction: a dialog with JavaScript, a required checkbox without) and say what is mailed to whom;
// the action refuses them unconfirmed, nothing stored. The payment-check mail links here; a signed-out staff member goes through /login and
// comes back (the admin layout's guard keeps the path in redirectTo), customers and partners get 403.
// A one-time key makes a double click one decision; a state that moved meanwhile is refused (409).
// Plain form posts: works with JavaScript off.
import { syncTaxInvoicesSafely } from "#app/integrations/tax-invoices.server.ts";
import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/decide";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { HIDDEN_CHARACTERS, cleanOrNull } from "#app/text/free-text.ts";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { ConfirmAction } from "#app/components/confirm-action.tsx";
import { CONFIRM_REQUIRED_KEY, isConfirmed } from "#app/components/confirm-action-field.ts";
import { BalanceFacts, RefundList } from "#app/invoices/components/refund-list.tsx";
import { mailRefundMade, billingRecipients } from "#app/invoices/payment-mail.server.ts";
import { creditNoteNumber } from "#app/invoices/refund.ts";
import { documentNumber } from "#app/lifecycle/lifecycle.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { mailCustomerNotice } from "#app/notices/customer-notices.server.ts";
import { formatCalendarDate, formatMoney } from "#app/i18n/format.ts";
import { InvoiceTable } from "#app/invoices/components/invoice-view.tsx";
import { PaymentHistory } from "#app/invoices/components/payment-history.tsx";
import { getInvoiceView } from "#app/invoices/invoice-view.server.ts";
import { REFUND_REASON_MAX, checkRefund, staffChoices } from "#app/invoices/payment.ts";
import {
	PAYMENT_DECISION_PURPOSE,
	PAYMENT_REFUSAL_KINDS,
	type PaymentWriteRefusal,
	type StaffDecision,
	decidePayment,
	historyItems,
	paymentSummary,
	refundableNow,
	refundViews,
} from "#app/invoices/payments.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { parseDecimal } from "#app/pricing/money.ts";
import { Page } from "#app/shell/page.tsx";
import { getShipmentEstimateFor, scheduleOf } from "#app/shipments/shipment.server.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { badRequest, refusalReply, rejected } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

const DONE = ["paid", "unpaid", "refund"] as const;
const MAX_REFUND_KRW = 100_000_000_000;

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	// the booking and its schedule only: the page shows no tracking
	const e = getShipmentEstimateFor(user, params.id);
	const schedule = scheduleOf(e.id);
	const locale = localeFromContext(context);
	const view = getInvoiceView(e, locale);
	const issued = view.state === "issued";
	const history = historyItems(e.id, locale, true);
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	const summary = paymentSummary(e.id, e.payment);
	const refundable = refundableNow(e.id, e.payment);
	const totalKrw = view.totals.totalKrw;
	// what the confirmations say: the V number the invoice takes, the next credit note, who is mailed
	const vNumber = documentNumber(e.numberBody, e.status, "paid");
	const recipients = billingRecipients(e.companyId).map((m) => m.email);
	return {
		id: e.id,
		number: e.number,
		status: e.status,
		payment: e.payment,
		route: routeLabel(e.origin, e.destination, locale),
		carrier: schedule?.carrier ?? e.carrier,
		etd: schedule?.etd ? formatCalendarDate(schedule.etd, locale) : null,
		issued,
		view,
		billed: krw(totalKrw),
		shown: summary.shown,
		balance: summary.balance
			? {
					paid: krw(summary.balance.paidKrw),
					refunded: krw(summary.balance.refundedKrw),
					net: krw(summary.balance.netKrw),
					anyRefund: summary.balance.refundedKrw > 0,
				}
			: null,
		refunds: refundViews(summary.refunds, locale, true),
		refundable: krw(refundable),
		vNumber,
		nextCreditNote: creditNoteNumber(vNumber, summary.refunds.length + 1),
		recipients,
		dueDate: view.dueDate ? formatCalendarDate(view.dueDate, locale) : null,
		history,
		slip: [...history].reverse().find((h) => h.slip)?.slip ?? null,
		choices: staffChoices(e.payment, issued, refundable),
		onceKey: newOnceKey(),
		reasonMax: REFUND_REASON_MAX,
	};
}

type Refusal = PaymentWriteRefusal | "confirm";

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	const e = getShipmentEstimateFor(user, params.id);
	const formData = await request.formData();
	// a form that already decided (double click, back-and-resend) goes where the first went
	const onceKey = freshOnceKey(formData, PAYMENT_DECISION_PURPOSE);
	const to = String(formData.get("decision") ?? "");
	// paid and refund mail the customer and cannot be undone: asked first
	const unconfirmed = (to === "paid" || to === "refund") && !isConfirmed(formData);
	let decision: StaffDecision;
	if (to === "paid" || to === "unpaid") {
		if (unconfirmed) return rejected({ error: "confirm" as Refusal, refundKrw: "", reason: "" }, 400);
		decision = { to };
	} else if (to === "refund") {
		const amount = parseDecimal(String(formData.get("refundKrw") ?? ""), 0, MAX_REFUND_KRW);
		const reason = String(formData.get("reason") ?? "");
		const refundKrw = amount.ok ? amount.value : 0;
		const typed = { refundKrw: String(formData.get("refundKrw") ?? ""), reason };
		// the form's own mistakes are 400 with the words; the rest is decided with the state below
		const verdict = checkRefund(refundKrw, refundableNow(e.id, e.payment), reason);
		if (!verdict.ok) return rejected({ error: verdict.reason as Refusal, ...typed }, 400);
		if (unconfirmed) return rejected({ error: "confirm" as Refusal, ...typed }, 400);
		// checkRefund passed, so the shared text rule accepts it: stored as the rule normalises it
		decision = { to, refundKrw, reason: cleanOrNull(reason, "multiline") ?? reason };
	} else throw badRequest();
	const outcome = decidePayment({ user, estimateId: params.id, decision, onceKey });
	if (!outcome.ok)
		return refusalReply(PAYMENT_REFUSAL_KINDS, outcome.error, {
			error: outcome.error as Refusal,
			refundKrw: "",
			reason: "",
		});
	// after the commit, and only for the first submission: a double submit mails once
	if (outcome.refundId !== undefined) await mailRefundMade(params.id, outcome.refundId, linkOrigin(request));
	// a refund's amended tax invoice (수정세금계산서, decision 100), after the commit
	if (outcome.refundId !== undefined) await syncTaxInvoicesSafely(params.id);
	// a confirmed payment is the customer's news too (decision 045), once
	if (decision.to === "paid" && !outcome.repeated) await mailCustomerNotice(params.id, "paymentConfirmed");
	return redirect(outcome.redirectTo, 303);
}

type Data = Awaited<ReturnType<typeof loader>>;
type Reply = { error: Refusal; refundKrw: string; reason: string } | undefined;

function RefundForm({ d, reply, busy }: { d: Data; reply: Reply; busy: boolean }) {
	const { t } = useTranslation();
	const amountError =
		reply && (reply.error === "refundAmount" || reply.error === "refundAboveDeposit") ? reply.error : null;
	const reasonError = reply?.error === "refundReason" || reply?.error === "refundReasonHidden" ? reply.error : null;
	// with JavaScript the dialog repeats the amount as typed (the server checks it again); without, the
	// panel speaks of "the amount entered"
	const [typed, setTyped] = useState(reply?.refundKrw ?? "");
	const amount = typed.trim();
	return (
		<Form method="post" className="stack-form" data-testid="refund-form" aria-labelledby="refund-heading">
			<h3 id="refund-heading">{t("desk.payments.refund.title")}</h3>
			<input type="hidden" name="onceKey" value={d.onceKey} />
			<input type="hidden" name="decision" value="refund" />
			<div className="field" data-invalid={amountError ? "" : undefined}>
				<label htmlFor="refundKrw">{t("desk.payments.refund.amount")}</label>
				<input
					id="refundKrw"
					name="refundKrw"
					inputMode="numeric"
					required
					defaultValue={reply?.refundKrw ?? ""}
					onChange={(event) => setTyped(event.currentTarget.value)}
					aria-describedby="refund-hint"
					aria-invalid={amountError ? true : undefined}
					data-testid="refund-amount"
				/>
				<p className="field-hint" id="refund-hint">
					{t("desk.payments.refund.amountHint", {
						left: d.refundable,
						paid: d.balance?.paid ?? d.billed,
						refunded: d.balance?.refunded ?? "",
					})}
				</p>
				{amountError ? (
					<ul className="field-errors" aria-live="polite">
						<li>
							{t(`desk.payments.errors.${amountError}`, {
								left: d.refundable,
								paid: d.balance?.paid ?? d.billed,
								refunded: d.balance?.refunded ?? "",
							})}
						</li>
					</ul>
				) : null}
			</div>
			<div className="field" data-invalid={reasonError ? "" : undefined}>
				<label htmlFor="refund-reason">{t("desk.payments.refund.reason")}</label>
				<textarea
					id="refund-reason"
					name="reason"
					required
					maxLength={d.reasonMax}
					rows={3}
					defaultValue={reply?.reason ?? ""}
					aria-invalid={reasonError ? true : undefined}
					data-testid="refund-reason"
				/>
				{reasonError ? (
					<ul className="field-errors" aria-live="polite">
						<li>{t(reasonError === "refundReasonHidden" ? HIDDEN_CHARACTERS : "desk.payments.errors.refundReason")}</li>
					</ul>
				) : null}
			</div>
			<ConfirmAction
				label={t("desk.payments.refund.submit")}
				title={t("desk.payments.confirm.refundTitle", { number: d.number })}
				effects={[
					amount
						? t("desk.payments.confirm.refundEffectAmount", {
								amount,
								creditNote: d.nextCreditNote,
								left: d.refundable,
							})
						: t("desk.payments.confirm.refundEffect", { creditNote: d.nextCreditNote, left: d.refundable }),
				]}
				mails={d.recipients.map((to) => ({ to, what: t("desk.payments.confirm.refundMail") }))}
				disabled={busy}
				danger
				testId="refund-submit"
			/>
		</Form>
	);
}

/** "No deposit found": back to unpaid, no mail; it skips the confirmation the paid button's form requires. */
function UnpaidButton({ busy }: { busy: boolean }) {
	const { t } = useTranslation();
	return (
		<button
			type="submit"
			name="decision"
			value="unpaid"
			formNoValidate
			className="button button-ghost"
			disabled={busy}
			data-testid="set-unpaid"
		>
			{t("desk.payments.decide.unpaid")}
		</button>
	);
}

export default function DecidePayment() {
	const { t } = useTranslation();
	const d = useLoaderData<typeof loader>();
	const reply = useActionData<typeof action>() as Reply;
	const [params] = useSearchParams();
	const busy = useNavigation().state !== "idle";
	const doneParam = params.get("done");
	const done = !reply ? (DONE.find((x) => x === doneParam) ?? null) : null;
	const stateRefusal = reply && !reply.error.startsWith("refund") && reply.error !== "confirm" ? reply.error : null;
	const quick = d.choices.filter((c): c is "paid" | "unpaid" => c !== "refund");
	return (
		<Page
			titleKey="desk.payments.decide.title"
			actions={<Link to="/admin/payments">{t("desk.payments.decide.back")}</Link>}
		>
			<div className="stack">
				{done ? (
					<p className="alert alert-success" role="status" data-testid="desk-notice">
						{t(`desk.payments.done.${done}`, { number: d.number })}
					</p>
				) : null}
				{reply?.error === "confirm" ? (
					<p className="alert alert-danger" role="alert" data-testid="decide-unconfirmed">
						{t(CONFIRM_REQUIRED_KEY)}
					</p>
				) : null}
				{stateRefusal ? (
					<p className="alert alert-danger" role="alert" data-testid="decide-refused">
						{t(`desk.payments.errors.${stateRefusal}`)}
					</p>
				) : null}
				<section className="card">
					<div className="card-body">
						<dl className="facts" data-testid="payment-desk-facts">
							<dt>{t("desk.payments.number")}</dt>
							<dd>
								<strong data-testid="payment-desk-number">{d.number}</strong>
							</dd>
							<dt>{t("desk.payments.status")}</dt>
							<dd className="cluster">
								<StatusBadge kind="estimate" status={d.status} />
								{d.issued ? (
									<StatusBadge kind="payment" status={d.shown} />
								) : (
									<span className="badge badge-neutral">{t("payments.labels.waitingBilling")}</span>
								)}
							</dd>
							<dt>{t("desk.payments.route")}</dt>
							<dd>
								{d.route}
								{d.carrier ? ` · ${d.carrier}` : ""}
								{d.etd ? ` · ETD ${d.etd}` : ""}
							</dd>
							<dt>{t("desk.payments.total")}</dt>
							<dd>
								<strong>{d.billed}</strong>
								{d.dueDate ? (
									<span className="small muted"> · {t("payments.list.due", { date: d.dueDate })}</span>
								) : null}
							</dd>
							{d.balance ? <BalanceFacts balance={d.balance} /> : null}
							<dt>{t("desk.payments.slip")}</dt>
							<dd>
								{d.slip ? (
									<a href={d.slip.href} download data-testid="desk-slip">
										{d.slip.name}
									</a>
								) : (
									<span className="muted">{t("desk.payments.noSlip")}</span>
								)}
							</dd>
						</dl>
					</div>
				</section>
				{d.choices.length > 0 ? (
					<section className="card" aria-labelledby="decision-heading">
						<div className="card-body stack">
							<h2 id="decision-heading">{t("desk.payments.decide.decision")}</h2>
							{quick.length > 0 ? (
								<Form method="post" data-testid="decision-form">
									<input type="hidden" name="onceKey" value={d.onceKey} />
									{quick.includes("paid") ? (
										<ConfirmAction
											label={t("desk.payments.decide.paid")}
											title={t("desk.payments.confirm.paidTitle", { number: d.number })}
											effects={[t("desk.payments.confirm.paidEffect", { vNumber: d.vNumber, total: d.billed })]}
											mails={d.recipients.map((to) => ({ to, what: t("desk.payments.confirm.paidMail") }))}
											name="decision"
											value="paid"
											disabled={busy}
											testId="set-paid"
										>
											{quick.includes("unpaid") ? <UnpaidButton busy={busy} /> : null}
										</ConfirmAction>
									) : (
										<div className="form-actions">{quick.includes("unpaid") ? <UnpaidButton busy={busy} /> : null}</div>
									)}
								</Form>
							) : null}
							{d.choices.includes("refund") ? <RefundForm d={d} reply={reply} busy={busy} /> : null}
						</div>
					</section>
				) : !d.issued ? (
					<p className="alert alert-info">{t("desk.payments.decide.notIssued")}</p>
				) : null}
				<RefundList refunds={d.refunds} invoiceNumber={d.vNumber} />
				<section className="stack" aria-labelledby="invoice-heading">
					<h2 id="invoice-heading">{t("payments.detail.invoice")}</h2>
					<InvoiceTable view={d.view} />
				</section>
				<section className="stack" aria-labelledby="history-heading">
					<h2 id="history-heading">{t("payments.history.title")}</h2>
					<PaymentHistory items={d.history} />
				</section>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
