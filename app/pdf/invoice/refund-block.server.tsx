// The invoice PDF's refunds (decision 042): each refund is a credit note against the V
// invoice, listed with its number, date, reason, the split of its amount into 10% supply value, VAT and
// zero-rated supply value (what the amended tax invoice carries), and its amount; then what was paid,
// refunded in all and the net. Printed only when there is a refund. Keys under invoicePdf.refunds.
import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { TFunction } from "i18next";
import { formatMoney } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { RefundEntry } from "#app/invoices/payments.server.ts";
import type { PaymentBalance } from "#app/invoices/refund.ts";
import { BRAND, MUTED, calendarDay, docStyles } from "#app/pdf/layout.server.tsx";

const styles = StyleSheet.create({
	table: { marginTop: 2, borderTopWidth: 1, borderColor: "#333333" },
	note: { width: 84, paddingRight: 4 },
	date: { width: 78, paddingRight: 4 },
	reason: { flex: 1, paddingRight: 6 },
	money: { width: 64, textAlign: "right", paddingRight: 4 },
	amount: { width: 72, textAlign: "right" },
	sumRow: { flexDirection: "row", justifyContent: "flex-end", paddingVertical: 1 },
	about: { marginTop: 4, fontSize: 8, lineHeight: "11pt", color: "#444444" },
	sumLabel: { width: 220, textAlign: "right", paddingRight: 10, color: MUTED },
	sumValue: { width: 100, textAlign: "right" },
	net: {
		flexDirection: "row",
		justifyContent: "flex-end",
		borderTopWidth: 1.2,
		borderColor: BRAND,
		paddingVertical: 4,
		marginTop: 2,
		fontWeight: 700,
		fontSize: 10,
		lineHeight: "14pt",
	},
});

export function RefundBlock({
	refunds,
	balance,
	invoiceNumber,
	t,
	locale,
}: {
	refunds: readonly RefundEntry[];
	balance: PaymentBalance | null;
	invoiceNumber: string;
	t: TFunction;
	locale: Locale;
}) {
	if (refunds.length === 0 || !balance) return null;
	const k = "invoicePdf.refunds.";
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	// a refund prints as a negative amount (a credit note), a zero as plain zero, never "-₩0"
	const minus = (amount: number) => krw(amount === 0 ? 0 : -amount);
	return (
		<View wrap={false}>
			<Text style={docStyles.sectionTitle}>{t(`${k}title`)}</Text>
			<View style={styles.table}>
				<View style={docStyles.tableHead}>
					<Text style={styles.note}>{t(`${k}creditNote`)}</Text>
					<Text style={styles.date}>{t(`${k}date`)}</Text>
					<Text style={styles.reason}>{t(`${k}reason`)}</Text>
					<Text style={styles.money}>{t(`${k}vatable`)}</Text>
					<Text style={styles.money}>{t(`${k}vat`)}</Text>
					<Text style={styles.money}>{t(`${k}zeroRated`)}</Text>
					<Text style={styles.amount}>{t(`${k}amount`)}</Text>
				</View>
				{refunds.map((r) => (
					<View key={r.id} style={docStyles.tableRow} wrap={false}>
						<Text style={styles.note}>{r.creditNote}</Text>
						<Text style={styles.date}>{calendarDay(r.refundedOn, locale)}</Text>
						<Text style={styles.reason}>{r.reason}</Text>
						<Text style={styles.money}>{minus(r.vatableKrw)}</Text>
						<Text style={styles.money}>{minus(r.vatKrw)}</Text>
						<Text style={styles.money}>{minus(r.zeroRatedKrw)}</Text>
						<Text style={styles.amount}>{minus(r.amountKrw)}</Text>
					</View>
				))}
			</View>
			<View style={{ marginTop: 2 }}>
				<View style={styles.sumRow}>
					<Text style={styles.sumLabel}>{t(`${k}paid`)}</Text>
					<Text style={styles.sumValue}>{krw(balance.paidKrw)}</Text>
				</View>
				<View style={styles.sumRow}>
					<Text style={styles.sumLabel}>{t(`${k}refunded`)}</Text>
					<Text style={styles.sumValue}>{minus(balance.refundedKrw)}</Text>
				</View>
				<View style={styles.net}>
					<Text style={styles.sumLabel}>{t(`${k}net`)}</Text>
					<Text style={styles.sumValue}>{krw(balance.netKrw)}</Text>
				</View>
			</View>
			<Text style={styles.about}>{t(`${k}about`, { number: invoiceNumber })}</Text>
		</View>
	);
}
