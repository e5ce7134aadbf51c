// My page, one shipment's billing (spec sections 2 "Payment list and invoice", 3 and 4 "Payment", 8
// "payment-check request received"): the invoice with its gap against the quote (the
// invoice module's InvoiceTable), the bank accounts, the due date, the PDF (pro-forma until paid, the
// invoice once paid, refunded or not; decision 043), paid / refunded / net and the refunds with their
// credit notes (decision 042), the bank's name in the reader's language (decision 043), the payment history and, for an issued unpaid invoice, "request deposit confirmation" with an optional
// deposit slip. The slip is checked by its bytes (PDF, PNG, JPEG) before anything is kept; the write
// goes through commit() (a replica forwards it to the primary), and the form posts to this screen's
// ".../send" twin so the LiteFS proxy lets the file through. A one-time key makes a double submit one
// request; after it, 303 back here with the received message and staff get the payment-check mail.
// Access: the customer's company's shipment, else 404. Plain forms: works the same with JavaScript off.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, data, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/payment-detail";
import { requireCustomer } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { forgetUnrecordedFile } from "#app/documents/uploads.server.ts";
import { formatCalendarDate, formatMoney } from "#app/i18n/format.ts";
import { InvoiceTable } from "#app/invoices/components/invoice-view.tsx";
import { PaymentHistory } from "#app/invoices/components/payment-history.tsx";
import { getInvoiceView } from "#app/invoices/invoice-view.server.ts";
import { mailPaymentCheck } from "#app/invoices/payment-mail.server.ts";
import { canRequestConfirmation } from "#app/invoices/payment.ts";
import { billingPath, invoicePdfPath } from "#app/invoices/payment-paths.ts";
import {
	PAYMENT_REQUEST_PURPOSE,
	confirmationRefusal,
	historyItems,
	paymentSummary,
	refundViews,
} from "#app/invoices/payments.server.ts";
import { BalanceFacts, RefundList } from "#app/invoices/components/refund-list.tsx";
import { bankNameFor } from "#app/invoices/bank-names.ts";
import { isFinalInvoice } from "#app/invoices/refund.ts";
import { documentNumber } from "#app/lifecycle/lifecycle.ts";
import { commit } from "#app/documents/commands.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { Page } from "#app/shell/page.tsx";
import { getShipmentEstimateFor } from "#app/shipments/shipment.server.ts";
import { MAX_DOCUMENT_BYTES } from "#app/storage/limits.ts";
import { type UploadError, discardFile, keepFile, receiveUpload } from "#app/storage/receive.server.ts";
import { newOnceKey, onceResult } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { badRequest, notFound, rejected } from "#app/utils/replies.server.ts";
import { logger } from "#app/observability/logger.server.ts";
import { quoteVat } from "#app/pricing/vat.ts";

const SLIP_KINDS = ["pdf", "png", "jpeg"] as const;
const ACCEPT = ".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg";
const MAX_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

/** What the form can be told; keys under payments.errors. */
type Failure = "tooLarge" | "badType" | "unreadable" | "notIssued" | "notAllowed" | "failed";
const FROM_RECEIVE: Record<Exclude<UploadError, "required">, Failure> = {
	tooLarge: "tooLarge",
	badType: "badType",
	unreadable: "unreadable",
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const customer = await requireCustomer(request, context);
	const e = getShipmentEstimateFor(customer, params.id);
	const locale = localeFromContext(context);
	const view = getInvoiceView(e, locale);
	const issued = view.state === "issued";
	const summary = paymentSummary(e.id, e.payment);
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	return {
		id: e.id,
		number: e.number,
		route: routeLabel(e.origin, e.destination, locale),
		payment: e.payment,
		shown: summary.shown,
		balance: summary.balance
			? {
					paid: krw(summary.balance.paidKrw),
					refunded: krw(summary.balance.refundedKrw),
					net: krw(summary.balance.netKrw),
					anyRefund: summary.balance.refundedKrw > 0,
				}
			: null,
		refunds: refundViews(summary.refunds, locale, false),
		vNumber: documentNumber(e.numberBody, e.status, "paid"),
		issued,
		// the bank's name in the reader's language
		view: { ...view, bankAccounts: view.bankAccounts.map((a) => ({ ...a, bankName: bankNameFor(a, locale) })) },
		// before issue: the quote after its discounts with the estimated VAT, as the list shows it (decision 040)
		total: formatMoney(
			{
				amount: issued
					? view.totals.totalKrw
					: e.option
						? quoteVat(e.option, e.direction, e).totalWithVatKrw
						: (e.totalWithCouponKrw ?? e.totalKrw ?? 0),
				currency: "KRW",
			},
			locale,
		),
		dueDate: view.dueDate ? formatCalendarDate(view.dueDate, locale) : null,
		pdf: issued ? { href: invoicePdfPath(e.id), proForma: !isFinalInvoice(e.payment) } : null,
		history: historyItems(e.id, locale, false),
		canRequest: canRequestConfirmation(e.payment, issued),
		onceKey: newOnceKey(),
		maxMb: MAX_MB,
	};
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const customer = await requireCustomer(request, context);
	getShipmentEstimateFor(customer, params.id); // 404 before the body is read
	const form = await receiveUpload(request, { field: "slip", maxBytes: MAX_DOCUMENT_BYTES, accept: SLIP_KINDS });
	const refuse = async (error: Failure, status: 400 | 409 = 400) => {
		await discardFile(form.file);
		return rejected({ error }, status);
	};
	const onceKey = String(form.fields.get("onceKey") ?? "");
	if (!/^[\w-]{16,64}$/.test(onceKey)) {
		await discardFile(form.file);
		throw badRequest();
	}
	const earlier = onceResult(onceKey, PAYMENT_REQUEST_PURPOSE);
	if (earlier) {
		// a resubmitted form (double click, back-and-resend): where the first one led, nothing new
		await discardFile(form.file);
		return redirect(earlier, 303);
	}
	// no file chosen is fine: the slip is optional
	if (form.error && form.error !== "required") return refuse(FROM_RECEIVE[form.error]);
	const refusal = confirmationRefusal(customer.id, params.id);
	if (refusal === "notFound") {
		await discardFile(form.file);
		throw notFound();
	}
	if (refusal) return refuse(refusal === "notIssued" ? "notIssued" : "notAllowed", 409);

	const slip = form.file ? await keepFile(form.file) : null;
	let result: Awaited<ReturnType<typeof commit<"requestDepositConfirmation">>>;
	try {
		result = await commit("requestDepositConfirmation", { actorId: customer.id, onceKey, estimateId: params.id, slip });
	} catch (error) {
		logger.error({ err: error }, "deposit confirmation request failed");
		if (slip) await forgetUnrecordedFile(slip.key);
		return data({ error: "failed" as Failure }, { status: 500 });
	}
	if (!result.ok) {
		if (slip) await forgetUnrecordedFile(slip.key);
		return rejected({ error: (result.error === "notIssued" ? "notIssued" : "notAllowed") as Failure }, 409);
	}
	if (!result.repeated) await mailPaymentCheck(params.id, linkOrigin(request), slip !== null);
	return redirect(result.redirectTo, 303);
}

type Data = Awaited<ReturnType<typeof loader>>;

function Facts({ page }: { page: Data }) {
	const { t } = useTranslation();
	return (
		<dl className="facts" data-testid="payment-facts">
			<dt>{t("payments.detail.status")}</dt>
			<dd className="cluster">
				{page.issued ? (
					<StatusBadge kind="payment" status={page.shown} />
				) : (
					<span className="badge badge-neutral" data-testid="waiting-billing">
						{t("payments.labels.waitingBilling")}
					</span>
				)}
			</dd>
			<dt>{page.issued ? t("payments.detail.total") : t("payments.detail.quoteTotal")}</dt>
			<dd>
				<strong data-testid="payment-total">{page.total}</strong>
			</dd>
			{page.balance?.anyRefund ? <BalanceFacts balance={page.balance} /> : null}
			{page.dueDate ? (
				<>
					<dt>{t("payments.detail.dueDate")}</dt>
					<dd data-testid="payment-due">{page.dueDate}</dd>
				</>
			) : null}
			{page.pdf ? (
				<>
					<dt>{t("payments.detail.document")}</dt>
					<dd>
						<a
							href={page.pdf.href}
							download
							data-testid="invoice-pdf"
							data-proforma={page.pdf.proForma ? "true" : "false"}
						>
							{page.pdf.proForma ? t("payments.detail.proFormaPdf") : t("payments.detail.invoicePdf")}
						</a>
					</dd>
				</>
			) : null}
		</dl>
	);
}

function BankAccounts({ accounts }: { accounts: Data["view"]["bankAccounts"] }) {
	const { t } = useTranslation();
	if (accounts.length === 0) return <p className="muted">{t("payments.detail.noAccounts")}</p>;
	return (
		<div className="stack" data-testid="bank-accounts">
			{accounts.map((a) => (
				<div key={`${a.currency}-${a.accountNumber}`} data-currency={a.currency}>
					<span className="badge badge-neutral">{a.currency}</span> <strong>{a.bankName}</strong>{" "}
					<span className="nowrap">{a.accountNumber}</span>
					<div className="small muted">
						{t("payments.detail.holder", { holder: a.holder })}
						{a.swift ? ` · SWIFT ${a.swift}` : ""}
					</div>
				</div>
			))}
		</div>
	);
}

function RequestForm({ page, error, busy }: { page: Data; error: Failure | null; busy: boolean }) {
	const { t } = useTranslation();
	return (
		<Form
			method="post"
			action={`${billingPath(page.id)}/send`}
			encType="multipart/form-data"
			className="stack-form"
			key={page.onceKey}
			data-testid="confirm-form"
			aria-labelledby="confirm-heading"
		>
			<h2 id="confirm-heading">{t("payments.request.title")}</h2>
			<p className="muted small">{t("payments.request.about")}</p>
			<input type="hidden" name="onceKey" value={page.onceKey} />
			<div className="field" data-invalid={error ? "" : undefined}>
				<label htmlFor="slip">{t("payments.request.slip")}</label>
				<input
					id="slip"
					type="file"
					name="slip"
					accept={ACCEPT}
					aria-describedby="slip-hint"
					data-testid="slip-input"
				/>
				<p className="field-hint" id="slip-hint">
					{t("payments.request.slipHint", { size: page.maxMb })}
				</p>
			</div>
			{error ? (
				<p className="alert alert-danger" role="alert" data-testid="confirm-error" data-error={error}>
					{t(`payments.errors.${error}`, { size: page.maxMb })}
				</p>
			) : null}
			<div className="form-actions">
				<button type="submit" className="button" disabled={busy} data-testid="confirm-submit">
					{t("payments.request.submit")}
				</button>
			</div>
		</Form>
	);
}

export default function PaymentDetail() {
	const page = useLoaderData<typeof loader>();
	const reply = useActionData<typeof action>() as { error: Failure } | undefined;
	const { t } = useTranslation();
	const [params] = useSearchParams();
	const navigation = useNavigation();
	const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
	const done = params.get("done") === "requested" && !reply;
	return (
		<Page
			titleKey="payments.detail.title"
			lead={
				<>
					<span className="strong" data-testid="billing-number">
						{page.number}
					</span>{" "}
					· {page.route}
				</>
			}
			actions={<Link to="/mypage/payment">{t("payments.detail.back")}</Link>}
		>
			<div className="stack">
				{done ? (
					<p className="alert alert-success" role="status" data-testid="confirm-done">
						{t("payments.done.requested")}
					</p>
				) : null}
				<section className="card">
					<div className="card-body stack">
						<Facts page={page} />
						{!page.issued ? <p className="alert alert-info">{t("payments.detail.waitingBody")}</p> : null}
						{page.payment === "check_payment" && !done ? (
							<p className="alert alert-info">{t("payments.detail.checking")}</p>
						) : null}
					</div>
				</section>
				<RefundList refunds={page.refunds} invoiceNumber={page.vNumber} />
				<section className="stack" aria-labelledby="invoice-heading">
					<h2 id="invoice-heading">{t("payments.detail.invoice")}</h2>
					<InvoiceTable view={page.view} />
				</section>
				{page.issued ? (
					<section className="stack" aria-labelledby="accounts-heading">
						<h2 id="accounts-heading">{t("payments.detail.accounts")}</h2>
						<BankAccounts accounts={page.view.bankAccounts} />
					</section>
				) : null}
				{page.canRequest ? (
					<section className="card">
						<div className="card-body">
							<RequestForm page={page} error={reply?.error ?? null} busy={busy} />
						</div>
					</section>
				) : reply ? (
					<p className="alert alert-danger" role="alert" data-testid="confirm-error" data-error={reply.error}>
						{t(`payments.errors.${reply.error}`, { size: page.maxMb })}
					</p>
				) : null}
				<section className="stack" aria-labelledby="history-heading">
					<h2 id="history-heading">{t("payments.history.title")}</h2>
					<PaymentHistory items={page.history} />
				</section>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
