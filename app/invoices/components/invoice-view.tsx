// The invoice table with the quote-vs-invoice gap, shared by the customer's billing
// page and the staff desk: per line the quote's figure, the invoice's, the difference and why; lines
// staff removed struck through; the supply value, VAT and total; the rate used and its day. The table
// stacks as cards on phones (.table-stack).
import { useTranslation } from "#app/i18n/react.tsx";
import type { InvoiceLineView, InvoiceView } from "#app/invoices/invoice-view.server.ts";
import { formatCalendarDate, formatMoney, formatNumber, formatPerUsd } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { TaxInvoiceList } from "#app/integrations/components/tax-invoice-list.tsx";

const krw = (amount: number, locale: Locale) => formatMoney({ amount, currency: "KRW" }, locale);

/** A difference with its sign: "+₩15,000", "−₩50,000", "₩0". */
export function signedKrw(amount: number, locale: Locale): string {
	if (amount === 0) return krw(0, locale);
	return `${amount > 0 ? "+" : "−"}${krw(Math.abs(amount), locale)}`;
}

function LineRow({ line, removed, locale }: { line: InvoiceLineView; removed?: boolean; locale: Locale }) {
	const { t } = useTranslation();
	const k = "invoices.table.";
	const label = (key: string) => t(`${k}${key}`);
	const own = line.currency === "USD" ? formatMoney({ amount: line.amount, currency: "USD" }, locale) : null;
	const Strike = removed ? "del" : "span";
	return (
		<tr
			data-testid="invoice-line"
			data-line={line.id}
			data-code={line.code}
			data-removed={removed ? "" : undefined}
			data-gap={line.gapKrw}
		>
			<td data-label={label("charge")}>
				<Strike>{line.label}</Strike>
				{line.vatable ? <span className="badge badge-neutral small"> {t("invoices.vatBadge")}</span> : null}
				{line.source === "staff" && !line.replaced ? <div className="small muted">{t("invoices.added")}</div> : null}
			</td>
			<td data-label={label("quantity")} className="num">
				<Strike>
					{formatNumber(line.quantity, locale, 3)} ×{" "}
					{formatMoney({ amount: line.unitPrice, currency: line.currency }, locale)}
				</Strike>
				{own ? <div className="small muted">{own}</div> : null}
			</td>
			<td data-label={label("quote")} className="num">
				{line.quoteAmountKrw === null ? "–" : krw(line.quoteAmountKrw, locale)}
			</td>
			<td data-label={label("invoice")} className="num">
				{removed ? <del>{krw(line.amountKrw, locale)}</del> : krw(line.amountKrw, locale)}
			</td>
			<td data-label={label("gap")} className="num strong" data-testid="line-gap">
				{signedKrw(line.gapKrw, locale)}
			</td>
			<td data-label={label("reason")}>
				{removed ? <span className="badge badge-warning">{t("invoices.removedBadge")}</span> : null}
				{line.reason ? (
					<span> {line.reason}</span>
				) : line.gapKrw !== 0 && line.source === "quote" ? (
					<span className="muted small">{t("invoices.rateGap")}</span>
				) : null}
				{line.reasonText ? <div className="small muted">{line.reasonText}</div> : null}
				{line.replaced ? (
					<div className="small muted">
						{t("invoices.replaced", {
							amount: formatMoney({ amount: line.replaced.amount, currency: line.replaced.currency }, locale),
						})}
					</div>
				) : null}
			</td>
		</tr>
	);
}

export function InvoiceTable({ view }: { view: InvoiceView }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const k = "invoices.table.";
	if (!view.available) {
		return (
			<p className="muted" data-testid="invoice-table" data-state={view.state}>
				{t("invoices.notAvailable")}
			</p>
		);
	}
	const rate = view.rate;
	const facts = view.rateFacts;
	return (
		<div className="stack" data-testid="invoice-table" data-state={view.state}>
			<div className="table-wrap">
				<table className="table table-stack">
					<caption className="visually-hidden">{t("invoices.caption")}</caption>
					<thead>
						<tr>
							<th scope="col">{t(`${k}charge`)}</th>
							<th scope="col" className="num">
								{t(`${k}quantity`)}
							</th>
							<th scope="col" className="num">
								{t(`${k}quote`)}
							</th>
							<th scope="col" className="num">
								{t(`${k}invoice`)}
							</th>
							<th scope="col" className="num">
								{t(`${k}gap`)}
							</th>
							<th scope="col">{t(`${k}reason`)}</th>
						</tr>
					</thead>
					<tbody>
						{view.lines.map((line) => (
							<LineRow key={line.id} line={line} locale={locale} />
						))}
						{view.removed.map((line) => (
							<LineRow key={line.id} line={line} removed locale={locale} />
						))}
					</tbody>
					<tfoot>
						<tr data-testid="invoice-supply">
							<th scope="row">{t("invoices.supply")}</th>
							<td className="hide-sm" />
							<td data-label={t(`${k}quote`)} className="num">
								{krw(view.quoteTotalKrw, locale)}
							</td>
							<td data-label={t(`${k}invoice`)} className="num strong">
								{krw(view.totals.supplyKrw, locale)}
							</td>
							<td data-label={t(`${k}gap`)} className="num strong" data-testid="invoice-gap" data-gap={view.gapKrw}>
								{signedKrw(view.gapKrw, locale)}
							</td>
							<td className="hide-sm" />
						</tr>
						<tr>
							<th scope="row">{t("invoices.vat", { rate: `${view.vatBp / 100}%` })}</th>
							<td className="hide-sm" />
							<td className="hide-sm" />
							<td data-label={t(`${k}invoice`)} className="num" data-testid="invoice-vat">
								{krw(view.totals.vatKrw, locale)}
							</td>
							<td className="hide-sm" />
							<td data-label={t(`${k}reason`)} className="small muted" data-testid="invoice-vat-note">
								{t("invoices.vatNote", { base: krw(view.vatableKrw, locale) })}
								{/* decision 039: a discount is shared over the charges, never a zero-rated supply of its own */}
								{view.discountKrw > 0 ? (
									<div data-testid="invoice-discount-note">
										{t("invoices.discountNote", {
											taxable: krw(view.taxable.discountKrw, locale),
											zero: krw(view.zeroRated.discountKrw, locale),
										})}
									</div>
								) : null}
							</td>
						</tr>
						<tr>
							<th scope="row">{t("invoices.total")}</th>
							<td className="hide-sm" />
							<td className="hide-sm" />
							<td data-label={t(`${k}invoice`)} className="num strong text-xl" data-testid="invoice-total">
								{krw(view.totals.totalKrw, locale)}
							</td>
							<td className="hide-sm" />
							<td className="hide-sm" />
						</tr>
					</tfoot>
				</table>
			</div>
			{rate && facts ? (
				<p className="small" data-testid="invoice-rate">
					{t(`invoices.rate.${rate.basis}`, {
						krw: formatPerUsd(rate.krwPerUsdCents, locale),
						date: formatCalendarDate(rate.date, locale),
					})}{" "}
					<span className="muted">
						{t(facts.actual ? "invoices.rate.actual" : "invoices.rate.scheduled")} ·{" "}
						{t(facts.fixed ? "invoices.rate.fixed" : "invoices.rate.provisional")}
						{facts.isDefault ? ` · ${t("invoices.rate.default")}` : ""}
						{facts.source !== "default" ? ` · ${t(`integrations.rateSource.${facts.source}`)}` : ""}
					</span>
				</p>
			) : null}
			{/* no rate published on the day: the last published one, said (decision 098) */}
			{rate && facts?.publishedOn && facts.publishedOn !== rate.date ? (
				<p className="small muted" data-testid="rate-fallback">
					{t("integrations.rateFallback", {
						day: formatCalendarDate(rate.date, locale),
						published: formatCalendarDate(facts.publishedOn, locale),
					})}
				</p>
			) : null}
			{view.state === "issued" && view.taxInvoices.length > 0 ? <TaxInvoiceList items={view.taxInvoices} /> : null}
		</div>
	);
}

/** The accounts to pay into (spec 3: bank accounts in KRW and USD). */
export function BankAccountList({ accounts }: { accounts: InvoiceView["bankAccounts"] }) {
	const { t } = useTranslation();
	if (accounts.length === 0) return <p className="muted">{t("invoices.noBankAccounts")}</p>;
	return (
		<dl className="facts" data-testid="bank-accounts">
			{accounts.map((a) => (
				<div key={`${a.currency}-${a.accountNumber}`}>
					<dt>{t("invoices.bankFor", { currency: a.currency })}</dt>
					<dd>
						{a.bankName} {a.accountNumber} · {a.holder}
						{a.swift ? ` · SWIFT ${a.swift}` : ""}
					</dd>
				</div>
			))}
		</dl>
	);
}
