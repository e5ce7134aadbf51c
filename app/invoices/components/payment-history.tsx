// A shipment's payment history (every change: when, to what, by whom, the slip, a refund's amount and
// reason), shared by the customer's billing page and the staff payment desk. Keys under payments.history
// (quote bundle, which both /mypage and /admin load).
import { useTranslation } from "#app/i18n/react.tsx";
import { StatusBadge } from "#app/components/status-badge.tsx";
import type { HistoryItem } from "#app/invoices/payment.ts";

export function PaymentHistory({ items }: { items: HistoryItem[] }) {
	const { t } = useTranslation();
	if (items.length === 0)
		return (
			<p className="muted" data-testid="payment-history-empty">
				{t("payments.history.empty")}
			</p>
		);
	return (
		<ol className="stack" data-testid="payment-history">
			{items.map((h) => (
				<li key={h.id} data-testid="payment-event" data-to={h.to}>
					<div className="cluster">
						<time dateTime={h.iso}>{h.at}</time>
						<StatusBadge kind="payment" status={h.to} />
						<span className="small muted">{h.staff ? t("payments.history.byStaff") : (h.by ?? "")}</span>
					</div>
					{h.slip ? (
						<div className="small">
							{t("payments.history.slip")}:{" "}
							<a href={h.slip.href} download data-testid="payment-slip-link">
								{h.slip.name}
							</a>
						</div>
					) : null}
					{h.refund ? (
						<div className="small" data-testid="payment-refund">
							{t("payments.history.refund", { amount: h.refund })}
						</div>
					) : null}
					{h.reason ? <div className="small muted">{t("payments.history.reason", { reason: h.reason })}</div> : null}
				</li>
			))}
		</ol>
	);
}
