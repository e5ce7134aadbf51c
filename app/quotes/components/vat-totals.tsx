// What a quote's total includes (decision 040): the supply value without VAT, the
// estimated 10% VAT on the services in Korea and the estimated total with VAT. Shared by the wizard's
// result, the estimate page and the booking-done page so each says the same thing; the figures come
// from the loader (app/pricing/vat.ts quoteVat, the invoice's own rule), this only prints them.
import { useTranslation } from "#app/i18n/react.tsx";
import { formatMoney } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { QuoteVat } from "#app/pricing/vat.ts";

/** dt/dd pairs for a `<dl className="facts">`; `supply` adds the supply value's own row. */
export function VatTotals({ vat, locale, supply = true }: { vat: QuoteVat; locale: Locale; supply?: boolean }) {
	const { t } = useTranslation();
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	return (
		<>
			{supply ? (
				<>
					<dt>{t(vat.discountKrw > 0 ? "wizard.option.vatSupplyAfterDiscount" : "wizard.option.vatSupply")}</dt>
					<dd data-testid="vat-supply">{krw(vat.supplyKrw)}</dd>
				</>
			) : null}
			<dt>{t("wizard.option.vatEstimated", { base: krw(vat.taxableKrw) })}</dt>
			<dd data-testid="vat-estimated">{krw(vat.vatKrw)}</dd>
			<dt>{t("wizard.option.vatTotal")}</dt>
			<dd data-testid="vat-total">
				<strong>{krw(vat.totalWithVatKrw)}</strong>
			</dd>
		</>
	);
}

/** One sentence on where the VAT comes from and that the invoice's rate decides the final figure. */
export function VatNote() {
	const { t } = useTranslation();
	return (
		<p className="small muted" data-testid="vat-note">
			{t("wizard.option.vatNote")}
		</p>
	);
}
