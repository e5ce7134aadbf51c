// The electronic tax invoices of an invoice (decision 100): type, document key, supply date, amounts,
// state and the NTS approval number. Shown on the staff invoice page, the payment desk and the
// customer's payment page; a table on wide screens, cards on phones (.table-stack).
import { useTranslation } from "#app/i18n/react.tsx";
import { formatCalendarDate, formatMoney } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import type { TaxInvoiceLine } from "#app/invoices/invoice-view.server.ts";

const BADGE: Record<TaxInvoiceLine["state"], string> = {
	requested: "badge-neutral",
	issued: "badge-info",
	sent: "badge-success",
	failed: "badge-danger",
};

export function TaxInvoiceList({ items }: { items: readonly TaxInvoiceLine[] }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const k = "integrations.taxInvoice.";
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	return (
		<section className="stack" data-testid="tax-invoices" aria-labelledby="tax-invoices-title">
			<h3 id="tax-invoices-title">{t(`${k}title`)}</h3>
			{items.length === 0 ? (
				<p className="muted small">{t(`${k}none`)}</p>
			) : (
				<div className="table-wrap">
					<table className="table table-stack">
						<thead>
							<tr>
								<th scope="col">{t(`${k}kind`)}</th>
								<th scope="col">{t(`${k}writeDate`)}</th>
								<th scope="col" className="num">
									{t(`${k}supply`)}
								</th>
								<th scope="col" className="num">
									{t(`${k}tax`)}
								</th>
								<th scope="col">{t(`${k}state`)}</th>
								<th scope="col">{t(`${k}number`)}</th>
							</tr>
						</thead>
						<tbody>
							{items.map((d) => (
								<tr key={d.id} data-testid="tax-invoice" data-state={d.state} data-key={d.mgtKey}>
									<td data-label={t(`${k}kind`)}>
										{t(`${k}type.${d.taxType}`)}
										<div className="small muted">
											{d.amends ? t(`${k}amended`, { original: d.amends }) : t(`${k}original`)} · {d.mgtKey}
										</div>
									</td>
									<td data-label={t(`${k}writeDate`)}>{formatCalendarDate(d.writeDate, locale)}</td>
									<td data-label={t(`${k}supply`)} className="num">
										{krw(d.supplyKrw)}
									</td>
									<td data-label={t(`${k}tax`)} className="num">
										{krw(d.taxKrw)}
									</td>
									<td data-label={t(`${k}state`)}>
										<span className={`badge ${BADGE[d.state]}`}>{t(`${k}states.${d.state}`)}</span>
									</td>
									<td data-label={t(`${k}number`)} data-testid="nts-number">
										{d.ntsConfirmNum ?? <span className="muted">{t(`${k}noNumber`)}</span>}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			)}
		</section>
	);
}
