// The invoice PDF's electronic tax invoices (decision 100): per document its type (과세 10% or 영세율,
// original or amendment), key, supply date, state and NTS approval number, so the customer's
// accountant can match the paper to the NTS record. Printed only once any was requested.
import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { TFunction } from "i18next";
import { formatMoney } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { TaxInvoiceLine } from "#app/invoices/invoice-view.server.ts";
import { calendarDay, docStyles } from "#app/pdf/layout.server.tsx";

const styles = StyleSheet.create({
	table: { marginTop: 2, borderTopWidth: 1, borderColor: "#333333" },
	kind: { flex: 1, paddingRight: 4 },
	date: { width: 70, paddingRight: 4 },
	money: { width: 70, textAlign: "right", paddingRight: 6 },
	state: { width: 70, paddingRight: 4 },
	number: { width: 130 },
});

export function TaxInvoiceBlock({
	items,
	t,
	locale,
}: {
	items: readonly TaxInvoiceLine[];
	t: TFunction;
	locale: Locale;
}) {
	if (items.length === 0) return null;
	const k = "integrations.taxInvoice.";
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	return (
		<View wrap={false}>
			<Text style={docStyles.sectionTitle}>{t(`${k}title`)}</Text>
			<View style={styles.table}>
				<View style={docStyles.tableHead}>
					<Text style={styles.kind}>{t(`${k}kind`)}</Text>
					<Text style={styles.date}>{t(`${k}writeDate`)}</Text>
					<Text style={styles.money}>{t(`${k}supply`)}</Text>
					<Text style={styles.money}>{t(`${k}tax`)}</Text>
					<Text style={styles.state}>{t(`${k}state`)}</Text>
					<Text style={styles.number}>{t(`${k}number`)}</Text>
				</View>
				{items.map((d) => (
					<View key={d.id} style={docStyles.tableRow} wrap={false}>
						<Text style={styles.kind}>
							{t(`${k}type.${d.taxType}`)} · {d.amends ? t(`${k}amended`, { original: d.amends }) : t(`${k}original`)}
						</Text>
						<Text style={styles.date}>{calendarDay(d.writeDate, locale)}</Text>
						<Text style={styles.money}>{krw(d.supplyKrw)}</Text>
						<Text style={styles.money}>{krw(d.taxKrw)}</Text>
						<Text style={styles.state}>{t(`${k}states.${d.state}`)}</Text>
						<Text style={styles.number}>{d.ntsConfirmNum ?? t(`${k}noNumber`)}</Text>
					</View>
				))}
			</View>
		</View>
	);
}
