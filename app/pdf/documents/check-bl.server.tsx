// The check B/L (spec sections 1 and 4): a draft of the bill of lading made from the booking
// details and the schedule, for the customer to check before the original is issued. Marked as a
// draft at the top of every page so nobody takes it for the original.
import { Text, View } from "@react-pdf/renderer";
import type { TFunction } from "i18next";
import { formatNumber } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { DocumentData, Party } from "./data.server.ts";
import { ContainersTable } from "./containers.server.tsx";
import { Box, DocumentFrame, Fact, calendarDay, docStyles } from "#app/pdf/layout.server.tsx";

/** Our house B/L number, the carrier's master once recorded, the shipment and the customer. */
export function referenceLines(d: DocumentData, t: TFunction): (string | null)[] {
	const c = "issuedPdf.common.";
	return [
		`${t(`${c}blNo`)}: ${d.blNo}`,
		d.masterBlNo ? `${t(`${c}masterBlNo`)}: ${d.masterBlNo}` : null,
		`${t(`${c}shipment`)}: ${d.number}`,
		d.customer,
	];
}

/** "1 × HC40 · 12,000 kg · 58.5 CBM": the boxes, the gross weight and the measurement. */
export function measureLine(d: DocumentData, locale: Locale): string | null {
	return (
		[
			d.containers,
			d.weightKg !== null ? `${formatNumber(d.weightKg, locale, 3)} kg` : null,
			d.volumeCbm !== null ? `${formatNumber(d.volumeCbm, locale, 3)} CBM` : null,
		]
			.filter(Boolean)
			.join(" · ") || null
	);
}

export function partyLines(p: Party): string[] {
	return p ? [p.name, p.address, p.contact] : [];
}

/** "HMM BLESSING / 0042W" by sea, the flight by air. */
export function transportOf(d: DocumentData): string {
	if (d.mode === "air") return d.flight ?? "–";
	return [d.vessel, d.voyage].filter(Boolean).join(" / ") || "–";
}

export function CheckBlDocument({
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
	const k = "issuedPdf.checkBl.";
	const c = "issuedPdf.common.";
	const measure = measureLine(d, locale);
	return (
		<DocumentFrame frame={{ title: t(`${k}title`), number: d.blNo, issued, locale, t }}>
			<Text style={docStyles.banner}>{t(`${k}draft`)}</Text>
			<View style={docStyles.row2}>
				<Box title={t(`${c}shipper`)} lines={partyLines(d.shipper)} bold />
				<Box title={t(`${c}references`)} lines={referenceLines(d, t)} />
			</View>
			<View style={docStyles.row2}>
				<Box title={t(`${c}consignee`)} lines={partyLines(d.consignee)} bold />
				<Box
					title={t(`${c}notify`)}
					lines={d.notifySame ? [t(`${c}sameAsConsignee`)] : partyLines(d.notify)}
					bold={!d.notifySame}
				/>
			</View>
			<View style={docStyles.facts}>
				<Fact label={d.mode === "air" ? t(`${c}flight`) : t(`${c}vesselVoyage`)} value={transportOf(d)} />
				<Fact label={t(`${c}carrier`)} value={d.carrier ?? "–"} />
				<Fact label={d.mode === "air" ? t(`${c}airportLoading`) : t(`${c}portLoading`)} value={d.origin} />
				<Fact label={d.mode === "air" ? t(`${c}airportDischarge`) : t(`${c}portDischarge`)} value={d.destination} />
				{d.viaPort ? <Fact label={t(`${c}via`)} value={d.viaPort} /> : null}
				<Fact label={t(`${c}etd`)} value={calendarDay(d.etd, locale)} />
				<Fact label={t(`${c}eta`)} value={calendarDay(d.eta, locale)} />
				<Fact label={t(`${c}incoterms`)} value={d.incoterms ?? "–"} />
			</View>
			<Text style={docStyles.sectionTitle}>{t(`${k}cargo`)}</Text>
			<View style={docStyles.row2}>
				<Box title={t(`${c}marks`)} lines={[d.marks ?? t(`${c}noMarks`)]} />
				<Box
					title={t(`${c}packages`)}
					lines={[
						d.packages ? t(`${c}packagesValue`, { count: d.packages.count, kind: d.packages.kind }) : null,
						measure,
					]}
				/>
			</View>
			<View style={docStyles.row2}>
				<Box title={t(`${c}description`)} lines={[d.description]} />
				<Box title={t(`${c}hsCode`)} lines={[d.hsCode]} />
			</View>
			<ContainersTable data={d} t={t} locale={locale} />
			<Text style={docStyles.note}>{t(`${k}check`)}</Text>
		</DocumentFrame>
	);
}
