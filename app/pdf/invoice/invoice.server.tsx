// The invoice PDF: a pro-forma before payment, the invoice with its V number once
// paid (spec 4: "the invoice is available after paid"), in kr/en/vn. What a Korean customer's
// accountant looks for: the supplier's and the buyer's business registration numbers, the supply
// value split into 10% and zero-rated, the VAT, the total, the rate and its day, the due date and
// the accounts to pay into. The figures are the invoice view's (invoice-view.server.ts); this prints.
import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { TFunction } from "i18next";
import { eq } from "drizzle-orm";
import { formatBizRegNo } from "#app/accounts/biz-reg-no.ts";
import { companyFactsFor } from "#app/company/company-profile.server.ts";
import { formatMoney, formatNumber, formatPerUsd } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { type InvoiceLineView, type InvoiceView, getInvoiceView } from "#app/invoices/invoice-view.server.ts";
import { documentNumber } from "#app/lifecycle/lifecycle.ts";
import { bankNameFor } from "#app/invoices/bank-names.ts";
import { type RefundEntry, paymentSummary } from "#app/invoices/payments.server.ts";
import { type PaymentBalance, isFinalInvoice } from "#app/invoices/refund.ts";
import { RefundBlock } from "./refund-block.server.tsx";
import { TaxInvoiceBlock } from "./tax-invoice-block.server.tsx";
import { placeLabel } from "#app/places/places.server.ts";
import { getDb } from "#db/client.ts";
import { companies, estimates, shipmentSchedules } from "#db/schema.ts";
import {
	BRAND,
	Box,
	DocumentFrame,
	Fact,
	MUTED,
	calendarDay,
	docStyles,
	renderDocument,
} from "#app/pdf/layout.server.tsx";

export type InvoicePdfData = {
	variant: "proforma" | "invoice";
	number: string;
	origin: string;
	destination: string;
	vessel: string | null;
	etd: string | null;
	eta: string | null;
	buyer: { name: string; bizRegNo: string | null; address: string | null };
	view: InvoiceView;
	/** the refunds, each a credit note against this invoice, and paid / refunded / net (decision 042) */
	refunds: RefundEntry[];
	balance: PaymentBalance | null;
};

const styles = StyleSheet.create({
	table: { marginTop: 4, borderTopWidth: 1, borderColor: "#333333" },
	// notes a little tighter than the other documents', so the invoice keeps to one page
	note: { marginTop: 4, fontSize: 8, lineHeight: "11pt", color: "#444444" },
	no: { width: 18 },
	charge: { flex: 1, paddingRight: 6 },
	qty: { width: 118, textAlign: "right", paddingRight: 6 },
	own: { width: 74, textAlign: "right", paddingRight: 6 },
	krw: { width: 78, textAlign: "right", paddingRight: 6 },
	vat: { width: 30, textAlign: "right" },
	sub: { color: MUTED, fontSize: 7.5, lineHeight: "10pt" },
	struck: { textDecoration: "line-through", color: MUTED },
	sumRow: { flexDirection: "row", justifyContent: "flex-end", paddingVertical: 1 },
	sumLabel: { width: 220, textAlign: "right", paddingRight: 10, color: MUTED },
	sumValue: { width: 100, textAlign: "right" },
	total: {
		flexDirection: "row",
		justifyContent: "flex-end",
		borderTopWidth: 1.2,
		borderColor: BRAND,
		paddingVertical: 4,
		marginTop: 2,
		fontWeight: 700,
		fontSize: 11,
		lineHeight: "15pt",
	},
	bank: { flexDirection: "row", paddingVertical: 1.5 },
	bankCurrency: { width: 40, fontWeight: 700 },
});

function LineRow({
	line,
	no,
	locale,
	t,
	removed,
}: {
	line: InvoiceLineView;
	no: number | null;
	locale: Locale;
	t: TFunction;
	removed?: boolean;
}) {
	const money = (amount: number, currency: "KRW" | "USD") => formatMoney({ amount, currency }, locale);
	const strike = removed ? styles.struck : {};
	const why = [line.reason, line.reasonText].filter(Boolean).join(": ");
	return (
		<View style={docStyles.tableRow} wrap={false}>
			<Text style={styles.no}>{no ?? ""}</Text>
			<View style={styles.charge}>
				<Text style={strike}>{line.label}</Text>
				{removed ? (
					<Text style={styles.sub}>{t("invoicePdf.removed", { reason: why })}</Text>
				) : why ? (
					<Text style={styles.sub}>{why}</Text>
				) : null}
			</View>
			<Text style={[styles.qty, strike]}>
				{formatNumber(line.quantity, locale, 3)} × {money(line.unitPrice, line.currency)}
			</Text>
			<Text style={[styles.own, strike]}>{line.currency === "USD" ? money(line.amount, "USD") : ""}</Text>
			<Text style={[styles.krw, strike]}>{money(line.amountKrw, "KRW")}</Text>
			{/* a discount has no rate of its own: it is shared out over the charges (decision 039) */}
			<Text style={[styles.vat, strike]}>{line.discount ? "–" : line.vatable ? "10%" : "0%"}</Text>
		</View>
	);
}

export function InvoiceDocument({
	data: d,
	t,
	locale,
	issued,
}: {
	data: InvoicePdfData;
	t: TFunction;
	locale: Locale;
	issued: Date;
}) {
	const k = "invoicePdf.";
	const v = d.view;
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	const after = (discountKrw: number) =>
		discountKrw > 0 ? t(`${k}afterDiscount`, { amount: krw(discountKrw) }) : null;
	const supplier = companyFactsFor(locale);
	return (
		<DocumentFrame frame={{ title: t(`${k}title.${d.variant}`), number: d.number, issued, locale, t }}>
			{d.variant === "proforma" ? <Text style={docStyles.banner}>{t(`${k}proformaBanner`)}</Text> : null}
			<View style={docStyles.row2}>
				<Box
					title={t(`${k}supplier`)}
					lines={[
						supplier.name,
						t("footer.bizNo", { number: supplier.bizRegNo }),
						t("footer.ceo", { name: supplier.ceo }),
						supplier.address,
					]}
					bold
				/>
				<Box
					title={t(`${k}buyer`)}
					lines={[
						d.buyer.name,
						d.buyer.bizRegNo ? `${t(`${k}bizRegNo`)} ${formatBizRegNo(d.buyer.bizRegNo)}` : t(`${k}noBizRegNo`),
						d.buyer.address,
					]}
					bold
				/>
			</View>
			<View style={docStyles.facts}>
				<Fact label={t(`${k}shipment`)} value={d.number} />
				<Fact label={t(`${k}route`)} value={`${d.origin} → ${d.destination}`} />
				<Fact label={t(`${k}vessel`)} value={d.vessel ?? "–"} />
				<Fact label={t(`${k}etdEta`)} value={`${calendarDay(d.etd, locale)} / ${calendarDay(d.eta, locale)}`} />
				<Fact label={t(`${k}dueDate`)} value={v.dueDate ? calendarDay(v.dueDate, locale) : t(`${k}dueOnIssue`)} />
				<Fact
					label={t(`${k}rate`)}
					value={
						v.rate
							? [
									t(`${k}rateValue.${v.rate.basis}`, {
										krw: formatPerUsd(v.rate.krwPerUsdCents, locale),
										date: calendarDay(v.rate.date, locale),
									}),
									// its origin, and the fallback to the last published day (decision 098)
									v.rateFacts ? t(`integrations.rateSource.${v.rateFacts.source}`) : null,
									v.rateFacts?.publishedOn && v.rateFacts.publishedOn !== v.rate.date
										? t("integrations.rateFallback", {
												day: calendarDay(v.rate.date, locale),
												published: calendarDay(v.rateFacts.publishedOn, locale),
											})
										: null,
								]
									.filter(Boolean)
									.join(" · ")
							: "–"
					}
				/>
			</View>
			<View style={styles.table}>
				<View style={docStyles.tableHead}>
					<Text style={styles.no}>#</Text>
					<Text style={styles.charge}>{t(`${k}charge`)}</Text>
					<Text style={styles.qty}>{t(`${k}quantity`)}</Text>
					<Text style={styles.own}>{t(`${k}usd`)}</Text>
					<Text style={styles.krw}>{t(`${k}supplyKrw`)}</Text>
					<Text style={styles.vat}>{t(`${k}vatRate`)}</Text>
				</View>
				{v.lines.map((line, i) => (
					<LineRow key={line.id} line={line} no={i + 1} locale={locale} t={t} />
				))}
				{v.removed.map((line) => (
					<LineRow key={line.id} line={line} no={null} locale={locale} t={t} removed />
				))}
			</View>
			<View style={{ marginTop: 4 }} wrap={false}>
				{/* the 10% and 0% supply values after their shares of the discounts: a discount is never a zero-rated supply */}
				<View style={styles.sumRow}>
					<View style={styles.sumLabel}>
						<Text>{t(`${k}supplyVatable`)}</Text>
						{after(v.taxable.discountKrw) ? <Text style={styles.sub}>{after(v.taxable.discountKrw)}</Text> : null}
					</View>
					<Text style={styles.sumValue}>{krw(v.taxable.netKrw)}</Text>
				</View>
				<View style={styles.sumRow}>
					<View style={styles.sumLabel}>
						<Text>{t(`${k}supplyZero`)}</Text>
						{after(v.zeroRated.discountKrw) ? <Text style={styles.sub}>{after(v.zeroRated.discountKrw)}</Text> : null}
					</View>
					<Text style={styles.sumValue}>{krw(v.zeroRated.netKrw)}</Text>
				</View>
				<View style={styles.sumRow}>
					<Text style={styles.sumLabel}>{t(`${k}supply`)}</Text>
					<Text style={styles.sumValue}>{krw(v.totals.supplyKrw)}</Text>
				</View>
				<View style={styles.sumRow}>
					<Text style={styles.sumLabel}>{t(`${k}vat`)}</Text>
					<Text style={styles.sumValue}>{krw(v.totals.vatKrw)}</Text>
				</View>
				<View style={styles.total}>
					<Text style={styles.sumLabel}>{t(`${k}total`)}</Text>
					<Text style={styles.sumValue}>{krw(v.totals.totalKrw)}</Text>
				</View>
				<Text style={styles.note}>
					{t(`${k}quoteGap`, {
						quote: krw(v.quoteTotalKrw),
						gap: `${v.gapKrw > 0 ? "+" : v.gapKrw < 0 ? "−" : ""}${krw(Math.abs(v.gapKrw))}`,
					})}
				</Text>
			</View>
			<RefundBlock refunds={d.refunds} balance={d.balance} invoiceNumber={d.number} t={t} locale={locale} />
			<TaxInvoiceBlock items={v.taxInvoices} t={t} locale={locale} />
			<View wrap={false}>
				<Text style={docStyles.sectionTitle}>{t(`${k}bankAccounts`)}</Text>
				{v.bankAccounts.length === 0 ? <Text style={docStyles.muted}>{t(`${k}noBankAccounts`)}</Text> : null}
				{v.bankAccounts.map((a) => (
					<View key={`${a.currency}-${a.accountNumber}`} style={styles.bank}>
						<Text style={styles.bankCurrency}>{a.currency}</Text>
						<Text style={{ flex: 1 }}>
							{bankNameFor(a, locale)} {a.accountNumber} · {a.holder}
							{a.swift ? ` · SWIFT ${a.swift}` : ""}
						</Text>
					</View>
				))}
				<Text style={styles.note}>{t(`${k}vatNote`)}</Text>
				{v.discountKrw > 0 ? (
					<Text style={styles.note}>
						{t(`${k}discountNote`, { taxable: krw(v.taxable.discountKrw), zero: krw(v.zeroRated.discountKrw) })}
					</Text>
				) : null}
				{d.variant === "invoice" ? <Text style={styles.note}>{t(`${k}paidNote`)}</Text> : null}
			</View>
		</DocumentFrame>
	);
}

/** Renders prepared data (the tests call it with fixtures). */
export function renderInvoiceDocument(data: InvoicePdfData, locale: Locale, issued = new Date()): Promise<Buffer> {
	return renderDocument(locale, (t) => <InvoiceDocument data={data} t={t} locale={locale} issued={issued} />);
}

/** What the PDF prints about one shipment, or null when it is no priced shipment. */
export function loadInvoicePdfData(estimateId: string, locale: Locale): InvoicePdfData | null {
	const db = getDb();
	const e = db.select().from(estimates).where(eq(estimates.id, estimateId)).get();
	if (!e) return null;
	const view = getInvoiceView(estimateId, locale);
	if (!view.available) return null;
	const company = db.select().from(companies).where(eq(companies.id, e.companyId)).get();
	const schedule = db.select().from(shipmentSchedules).where(eq(shipmentSchedules.estimateId, e.id)).get();
	const vessel = schedule
		? [schedule.vessel, schedule.voyage].filter(Boolean).join(" / ") || schedule.flightNumber || null
		: null;
	return {
		variant: isFinalInvoice(e.payment) ? "invoice" : "proforma",
		number: documentNumber(e.numberBody, e.status, e.payment),
		origin: placeLabel(e.origin, locale),
		destination: placeLabel(e.destination, locale),
		vessel,
		etd: schedule?.etd ?? null,
		eta: schedule?.eta ?? null,
		buyer: {
			name: company?.name ?? "–",
			bizRegNo: company?.bizRegNo ?? null,
			address: [company?.address, company?.addressDetail].filter(Boolean).join(" ") || null,
		},
		view,
		...refundsFor(e.id, e.payment),
	};
}

/** The refunds the PDF lists: only a paid invoice has any. */
function refundsFor(
	estimateId: string,
	payment: (typeof estimates.$inferSelect)["payment"],
): Pick<InvoicePdfData, "refunds" | "balance"> {
	const summary = paymentSummary(estimateId, payment);
	return { refunds: summary.refunds, balance: summary.balance };
}

/** The shipment's invoice PDF in `locale` with the file name people see; null when there is none. */
export async function invoicePdf(
	estimateId: string,
	locale: Locale,
): Promise<{ bytes: Uint8Array; fileName: string } | null> {
	const data = loadInvoicePdfData(estimateId, locale);
	if (!data) return null;
	const buffer = await renderInvoiceDocument(data, locale, data.view.issuedAt ?? new Date());
	return {
		bytes: new Uint8Array(buffer),
		fileName: `${data.variant === "invoice" ? "invoice" : "proforma"}-${data.number}-${locale}.pdf`,
	};
}
