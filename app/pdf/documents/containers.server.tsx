// The containers of a shipment as loaded, with their seals, packages, weight and measurement, as
// the check B/L and the D/Os print them: one row per container and the totals. Until staff
// have recorded the containers the section says the numbers follow after loading.
import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { TFunction } from "i18next";
import { formatNumber } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { DocumentData } from "./data.server.ts";
import { LINE, docStyles } from "#app/pdf/layout.server.tsx";

const styles = StyleSheet.create({
	table: { borderTopWidth: 0.8, borderColor: "#333333", marginBottom: 8 },
	head: {
		flexDirection: "row",
		borderBottomWidth: 0.5,
		borderColor: "#333333",
		paddingVertical: 2,
		fontWeight: 700,
		fontSize: 8,
		lineHeight: "11pt",
	},
	row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: LINE, paddingVertical: 2 },
	total: { flexDirection: "row", paddingVertical: 2, fontWeight: 700 },
	no: { width: 16 },
	container: { width: 96 },
	seal: { flex: 1 },
	type: { width: 44 },
	packages: { width: 56, textAlign: "right", paddingRight: 6 },
	weight: { width: 78, textAlign: "right", paddingRight: 6 },
	volume: { width: 66, textAlign: "right" },
});

export const kg = (value: number | null, locale: Locale) =>
	value === null ? "" : `${formatNumber(value, locale, 3)} kg`;
export const cbm = (value: number | null, locale: Locale) =>
	value === null ? "" : `${formatNumber(value, locale, 3)} CBM`;

export function ContainersTable({ data: d, t, locale }: { data: DocumentData; t: TFunction; locale: Locale }) {
	const c = "issuedPdf.common.";
	if (d.mode !== "fcl") return null;
	const rows = d.containerList;
	const packages =
		rows.every((r) => r.packages !== null) && rows.length > 0 ? rows.reduce((n, r) => n + (r.packages ?? 0), 0) : null;
	return (
		<View wrap={false}>
			<Text style={docStyles.sectionTitle}>{t(`${c}containers`)}</Text>
			{rows.length === 0 ? (
				<Text style={[docStyles.muted, { marginBottom: 6 }]}>{t(`${c}containersPending`)}</Text>
			) : null}
			<View style={styles.table}>
				<View style={styles.head}>
					<Text style={styles.no}>#</Text>
					<Text style={styles.container}>{t(`${c}containerNo`)}</Text>
					<Text style={styles.seal}>{t(`${c}sealNo`)}</Text>
					<Text style={styles.type}>{t(`${c}containerType`)}</Text>
					<Text style={styles.packages}>{t(`${c}packages`)}</Text>
					<Text style={styles.weight}>{t(`${c}grossWeight`)}</Text>
					<Text style={styles.volume}>{t(`${c}measurement`)}</Text>
				</View>
				{rows.map((r, i) => (
					<View key={r.containerNo} style={styles.row}>
						<Text style={styles.no}>{i + 1}</Text>
						<Text style={styles.container}>{r.containerNo}</Text>
						<Text style={styles.seal}>{r.sealNo ?? "–"}</Text>
						<Text style={styles.type}>{r.type ? r.type.toUpperCase() : ""}</Text>
						<Text style={styles.packages}>{r.packages === null ? "" : formatNumber(r.packages, locale)}</Text>
						<Text style={styles.weight}>{kg(r.weightKg, locale)}</Text>
						<Text style={styles.volume}>{cbm(r.volumeCbm, locale)}</Text>
					</View>
				))}
				<View style={styles.total}>
					<Text style={styles.no} />
					<Text style={styles.container}>{t(`${c}total`)}</Text>
					<Text style={styles.seal}>{d.containers ?? ""}</Text>
					<Text style={styles.type} />
					<Text style={styles.packages}>{packages === null ? "" : formatNumber(packages, locale)}</Text>
					<Text style={styles.weight}>{kg(d.weightKg, locale)}</Text>
					<Text style={styles.volume}>{cbm(d.volumeCbm, locale)}</Text>
				</View>
			</View>
		</View>
	);
}
