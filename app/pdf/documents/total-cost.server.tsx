// The total-cost document, per direction (spec section 2, decision 040): the shipment's charges by
// group after the discounts, our VAT and our total; for an import also the duty and import VAT on the
// CIF value, the clearance fee estimate and the landed total. All in KRW with the rate stated. The
// arithmetic is app/documents/total-cost.ts (customs rules: app/landed-cost/); this only prints.
import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { TFunction } from "i18next";
import { formatMoney, formatPerUsd } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { type ShipmentCosts, type TotalCost, costsFromQuote, totalCost } from "#app/documents/total-cost.ts";
import { CUSTOMS_DUTY_BP, IMPORT_VAT_BP, type Range } from "#app/landed-cost/rules.ts";
import { VAT_BP } from "#app/pricing/vat.ts";
import type { DocumentData } from "./data.server.ts";
import { BRAND, DocumentFrame, Fact, LINE, docStyles } from "#app/pdf/layout.server.tsx";

const styles = StyleSheet.create({
	table: { marginTop: 4, borderTopWidth: 1, borderColor: "#333333" },
	row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: LINE, paddingVertical: 3 },
	label: { flex: 1, paddingRight: 8 },
	amount: { width: 170, textAlign: "right" },
	sub: { color: "#555555", fontSize: 8, lineHeight: "11pt" },
	total: {
		flexDirection: "row",
		borderTopWidth: 1.2,
		borderColor: BRAND,
		paddingVertical: 4,
		marginTop: 2,
		fontWeight: 700,
		fontSize: 11,
		lineHeight: "15pt",
	},
	notice: { marginVertical: 6, padding: 8, borderWidth: 1, borderColor: "#c77700", fontSize: 9.5, lineHeight: "14pt" },
});

export type TotalCostFigures = { result: TotalCost; krwPerUsdCents: number; source: ShipmentCosts["source"] } | null;

/**
 * The figures of the document, or null when the estimate has no priced option to read them from: the
 * shipment's real lines when the loader read them (the invoice's), else the quote's.
 */
export function totalCostFigures(d: DocumentData): TotalCostFigures {
	const o = d.option;
	if (!o) return null;
	const costs = d.costs ?? costsFromQuote(o, d.direction);
	const result = totalCost({
		direction: d.direction,
		lines: costs.lines,
		discounts: costs.discounts,
		krwPerUsdCents: costs.krwPerUsdCents,
		invoiceUsdCents: d.invoiceUsdCents,
		cargo: d.mode,
	});
	return { result, krwPerUsdCents: costs.krwPerUsdCents, source: costs.source };
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

export function TotalCostDocument({
	data: d,
	t,
	locale,
	issued,
}: {
	data: DocumentData;
	t: TFunction;
	locale: Locale;
	issued: Date;
}) {
	const k = "issuedPdf.totalCost.";
	const c = "issuedPdf.common.";
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	const range = (r: Range) => (r.min === r.max ? krw(r.min) : `${krw(r.min)} – ${krw(r.max)}`);
	const figures = totalCostFigures(d);
	const percent = (bp: number) => `${bp / 100}%`;
	const isImport = d.direction === "import";
	const r = figures?.result;
	return (
		<DocumentFrame
			frame={{ title: t(isImport ? `${k}title` : `${k}titleExport`), number: d.number, issued, locale, t }}
		>
			<View style={docStyles.facts}>
				<Fact label={t(`${c}shipment`)} value={d.number} />
				<Fact label={t(`${c}blNo`)} value={d.blNo} />
				<Fact label={t(`${c}customer`)} value={d.customer ?? "–"} />
				<Fact label={t(`${c}incoterms`)} value={d.incoterms ?? "–"} />
				<Fact label={d.mode === "air" ? t(`${c}airportLoading`) : t(`${c}portLoading`)} value={d.origin} />
				<Fact label={d.mode === "air" ? t(`${c}airportDischarge`) : t(`${c}portDischarge`)} value={d.destination} />
			</View>
			{figures && r ? (
				<>
					<Text style={docStyles.sectionTitle}>{t(`${k}charges`)}</Text>
					{/* the groups as billed, the discounts (shared over them by decision 039), our supply value */}
					<View style={styles.table}>
						{r.groups.origin !== 0 ? <Row label={t(`${k}origin`)} amount={krw(r.groups.origin)} /> : null}
						{r.groups.freight !== 0 ? <Row label={t(`${k}freight`)} amount={krw(r.groups.freight)} /> : null}
						{r.groups.destination !== 0 ? (
							<Row label={t(`${k}destination`)} amount={krw(r.groups.destination)} />
						) : null}
						{r.discountKrw > 0 ? <Row label={t(`${k}discounts`)} amount={`−${krw(r.discountKrw)}`} /> : null}
						<Row label={t(`${k}supply`)} amount={krw(r.supplyKrw)} />
						<Row label={t(`${k}ourVat`, { rate: percent(VAT_BP), base: krw(r.taxableKrw) })} amount={krw(r.vatKrw)} />
						<Row label={t(`${k}chargesWithVat`)} amount={krw(r.chargesWithVatKrw)} />
					</View>
					{isImport ? (
						<>
							<Text style={docStyles.sectionTitle}>{t(`${k}customs`)}</Text>
							<View style={styles.table}>
								{r.customs ? (
									<>
										<Row
											label={t(`${k}invoice`)}
											sub={formatMoney({ amount: d.invoiceUsdCents ?? 0, currency: "USD" }, locale)}
											amount={krw(r.customs.invoiceKrw)}
										/>
										<Row label={t(`${k}cif`)} sub={t(`${k}cifHow`)} amount={krw(r.customs.cifKrw)} />
										<Row label={t(`${k}duty`, { rate: percent(CUSTOMS_DUTY_BP) })} amount={krw(r.customs.dutyKrw)} />
										<Row label={t(`${k}vat`, { rate: percent(IMPORT_VAT_BP) })} amount={krw(r.customs.vatKrw)} />
									</>
								) : (
									<Text style={styles.notice}>{t(`${k}needsInvoice`)}</Text>
								)}
								{r.clearanceFee ? (
									<Row label={t(`${k}clearanceFee`)} sub={t(`${k}estimate`)} amount={range(r.clearanceFee)} />
								) : null}
							</View>
						</>
					) : null}
					<View style={styles.total} wrap={false}>
						<Text style={styles.label}>
							{!isImport ? t(`${k}totalExport`) : r.customs ? t(`${k}total`) : t(`${k}totalWithoutTaxes`)}
						</Text>
						<Text style={styles.amount}>{range(r.total)}</Text>
					</View>
					<Text style={docStyles.note}>
						{t(figures.source === "invoice" ? `${k}rateInvoice` : `${k}rate`, {
							krw: formatPerUsd(figures.krwPerUsdCents, locale),
						})}
					</Text>
					{isImport ? (
						<Text style={docStyles.note}>{t(`${k}disclaimer`, { rate: percent(CUSTOMS_DUTY_BP) })}</Text>
					) : (
						<Text style={docStyles.note}>{t(`${k}exportNote`)}</Text>
					)}
				</>
			) : (
				<Text style={styles.notice}>{t(`${k}noPrice`)}</Text>
			)}
		</DocumentFrame>
	);
}
