// The import's total-cost document (spec section 2, import set): the freight and local charges of the
// estimate, the duty and VAT on the CIF value, the clearance fee estimate and the landed total, all in
// KRW with the exchange rate stated. The arithmetic is app/documents/total-cost.ts; this only prints.
import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { TFunction } from "i18next";
import { formatMoney } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { CUSTOMS_DUTY_BP, IMPORT_VAT_BP, type Range, type TotalCost, totalCost } from "#app/documents/total-cost.ts";
import { formatPerUsd } from "#app/pricing/money.ts";
import type { DocumentData } from "./data.server.ts";
import { BRAND, DocumentFrame, Fact, LINE, docStyles } from "./layout.server.tsx";

const styles = StyleSheet.create({
	table: { marginTop: 4, borderTopWidth: 1, borderColor: "#333333" },
	row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: LINE, paddingVertical: 3 },
	label: { flex: 1, paddingRight: 8 },
	amount: { width: 170, textAlign: "right" },
	sub: { color: "#555555", fontSize: 8, lineHeight: "11pt" },
	total: { flexDirection: "row", borderTopWidth: 1.2, borderColor: BRAND, paddingVertical: 4, marginTop: 2, fontWeight: 700, fontSize: 11, lineHeight: "15pt" },
	notice: { marginVertical: 6, padding: 8, borderWidth: 1, borderColor: "#c77700", fontSize: 9.5, lineHeight: "14pt" },
});

export type TotalCostFigures = { result: TotalCost; krwPerUsdCents: number } | null;

/** The figures of the document, or null when the estimate has no priced option to read them from. */
export function totalCostFigures(d: DocumentData): TotalCostFigures {
	const o = d.option;
	if (!o) return null;
	const perUsd = { KRW: o.exchange.krwPerUsdCents, USD: 100, VND: o.exchange.vndPerUsdCents };
	return { result: totalCost({ lines: o.lines, perUsd, invoiceUsdCents: d.invoiceUsdCents, cargo: d.mode }), krwPerUsdCents: o.exchange.krwPerUsdCents };
}

function Row({ label, sub, amount }: { label: string; sub?: string; amount: string }) {
	return (
		<View style={styles.row} wrap={false}>
			<View style={styles.label}>
				<Text>{label}</Text>
				{sub ? <Text style={styles.sub}>{sub}</Text> : null}
			</View>
			<Text style={styles.amount}>{amount}</Text>
		</View>
	);
}

export function TotalCostDocument({ data: d, t, locale, issued }: { data: DocumentData; t: TFunction; locale: Locale; issued: Date }) {
	const k = "issuedPdf.totalCost.";
	const c = "issuedPdf.common.";
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	const range = (r: Range) => `${krw(r.min)} – ${krw(r.max)}`;
	const figures = totalCostFigures(d);
	const percent = (bp: number) => `${bp / 100}%`;
	return (
		<DocumentFrame frame={{ title: t(`${k}title`), number: d.number, issued, locale, t }}>
			<View style={docStyles.facts}>
				<Fact label={t(`${c}shipment`)} value={d.number} />
				<Fact label={t(`${c}blNo`)} value={d.blNo} />
				<Fact label={t(`${c}customer`)} value={d.customer ?? "–"} />
				<Fact label={t(`${c}incoterms`)} value={d.incoterms ?? "–"} />
				<Fact label={d.mode === "air" ? t(`${c}airportLoading`) : t(`${c}portLoading`)} value={d.origin} />
				<Fact label={d.mode === "air" ? t(`${c}airportDischarge`) : t(`${c}portDischarge`)} value={d.destination} />
			</View>
			{figures ? (
				<>
					<Text style={docStyles.sectionTitle}>{t(`${k}charges`)}</Text>
					<View style={styles.table}>
						<Row label={t(`${k}freight`)} amount={krw(figures.result.freightKrw)} />
						<Row label={t(`${k}local`)} amount={krw(figures.result.localKrw)} />
					</View>
					<Text style={docStyles.sectionTitle}>{t(`${k}customs`)}</Text>
					<View style={styles.table}>
						{figures.result.customs ? (
							<>
								<Row
									label={t(`${k}invoice`)}
									sub={formatMoney({ amount: d.invoiceUsdCents ?? 0, currency: "USD" }, locale)}
									amount={krw(figures.result.customs.invoiceKrw)}
								/>
								<Row label={t(`${k}cif`)} sub={t(`${k}cifHow`)} amount={krw(figures.result.customs.cifKrw)} />
								<Row label={t(`${k}duty`, { rate: percent(CUSTOMS_DUTY_BP) })} amount={krw(figures.result.customs.dutyKrw)} />
								<Row label={t(`${k}vat`, { rate: percent(IMPORT_VAT_BP) })} amount={krw(figures.result.customs.vatKrw)} />
							</>
						) : (
							<Text style={styles.notice}>{t(`${k}needsInvoice`)}</Text>
						)}
						<Row label={t(`${k}clearanceFee`)} sub={t(`${k}estimate`)} amount={range(figures.result.clearanceFee)} />
					</View>
					<View style={styles.total} wrap={false}>
						<Text style={styles.label}>{figures.result.customs ? t(`${k}total`) : t(`${k}totalWithoutTaxes`)}</Text>
						<Text style={styles.amount}>{range(figures.result.total)}</Text>
					</View>
					<Text style={docStyles.note}>{t(`${k}rate`, { krw: formatPerUsd(figures.krwPerUsdCents, locale) })}</Text>
					<Text style={docStyles.note}>{t(`${k}disclaimer`, { rate: percent(CUSTOMS_DUTY_BP) })}</Text>
				</>
			) : (
				<Text style={styles.notice}>{t(`${k}noPrice`)}</Text>
			)}
		</DocumentFrame>
	);
}
