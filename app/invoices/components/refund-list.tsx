// A shipment's refunds (decision 042): each with its credit note number against the V
// invoice, its date, amount, the credit note's split (10% supply value, VAT, zero-rated supply value)
// and the reason; then paid, refunded and net. Shared by the staff payment desk and the customer's
// billing page. Keys under payments.refunds and payments.balance (quote bundle, loaded by /mypage and
// /admin).
import { useTranslation } from "#app/i18n/react.tsx";
import type { RefundView } from "#app/invoices/payments.server.ts";

export type BalanceView = { paid: string; refunded: string; net: string; anyRefund: boolean };

/** Paid, refunded and net, as facts (inside a <dl className="facts">). */
export function BalanceFacts({ balance }: { balance: BalanceView }) {
	const { t } = useTranslation();
	return (
		<>
			<dt>{t("payments.balance.paid")}</dt>
			<dd className="nowrap" data-testid="balance-paid">
				{balance.paid}
			</dd>
			<dt>{t("payments.balance.refunded")}</dt>
			<dd className="nowrap" data-testid="balance-refunded">
				{balance.refunded}
			</dd>
			<dt>{t("payments.balance.net")}</dt>
			<dd className="nowrap">
				<strong data-testid="balance-net">{balance.net}</strong>
			</dd>
		</>
	);
}

export function RefundList({ refunds, invoiceNumber }: { refunds: readonly RefundView[]; invoiceNumber: string }) {
	const { t } = useTranslation();
	if (refunds.length === 0) return null;
	return (
		<section className="stack" aria-labelledby="refunds-heading" data-testid="refunds">
			<h2 id="refunds-heading">{t("payments.refunds.title")}</h2>
			<p className="small muted">{t("payments.refunds.about", { number: invoiceNumber })}</p>
			<ol className="stack">
				{refunds.map((r) => (
					<li key={r.id} data-testid="refund">
						<div>
							<div className="cluster">
								<strong data-testid="refund-credit-note">{r.creditNote}</strong>
								<time dateTime={r.iso} className="small muted">
									{r.date}
								</time>
								<strong className="nowrap" data-testid="refund-amount-shown">
									{r.amount}
								</strong>
							</div>
							<div className="small muted">
								{t("payments.refunds.split", { vatable: r.vatable, vat: r.vat, zero: r.zeroRated })}
							</div>
							<div className="small">{t("payments.refunds.reason", { reason: r.reason })}</div>
							{r.by ? <div className="small muted">{t("payments.refunds.by", { name: r.by })}</div> : null}
						</div>
					</li>
				))}
			</ol>
		</section>
	);
}
