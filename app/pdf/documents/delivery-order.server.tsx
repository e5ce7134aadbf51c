// The delivery order (spec sections 1 and 2, import set): the order to release the cargo, house (we,
// the forwarder, release it to the consignee) or master (the carrier's, releasing it to us).
import { Text, View } from "@react-pdf/renderer";
import type { TFunction } from "i18next";
import { companyFactsFor } from "#app/company/company-profile.server.ts";
import { formatDate } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { measureLine, partyLines, transportOf } from "./check-bl.server.tsx";
import { ContainersTable } from "./containers.server.tsx";
import type { DocumentData } from "./data.server.ts";
import { Box, DocumentFrame, Fact, calendarDay, docStyles } from "#app/pdf/layout.server.tsx";

export type DoVariant = "house" | "master";

export function DeliveryOrderDocument({
	data: d,
	variant,
	t,
	locale,
	issued,
}: {
	data: DocumentData;
	variant: DoVariant;
	t: TFunction;
	locale: Locale;
	issued: Date;
}) {
	const k = "issuedPdf.do.";
	const c = "issuedPdf.common.";
	// master: the carrier releases the cargo to us, as staff_admin set our details
	const company = companyFactsFor(locale);
	const releaseTo = variant === "house" ? partyLines(d.consignee) : [company.name, company.address];
	const arrival = d.arrivedAt
		? formatDate(d.arrivedAt, locale)
		: `${calendarDay(d.eta, locale)} (${t(`${k}expected`)})`;
	return (
		<DocumentFrame
			frame={{
				title: t(`${k}title.${variant}`),
				number: `DO-${variant === "master" && d.masterBlNo ? d.masterBlNo : d.blNo}`,
				issued,
				locale,
				t,
			}}
		>
			<View style={docStyles.row2}>
				<Box title={t(`${k}releaseTo`)} lines={releaseTo} bold />
				<Box title={t(`${c}consignee`)} lines={partyLines(d.consignee)} bold />
			</View>
			<View style={docStyles.facts}>
				{/* the master D/O releases against the carrier's B/L, the house D/O against ours */}
				{variant === "house" ? <Fact label={t(`${c}blNo`)} value={d.blNo} /> : null}
				{d.masterBlNo || variant === "master" ? <Fact label={t(`${c}masterBlNo`)} value={d.masterBlNo ?? "–"} /> : null}
				<Fact label={t(`${c}shipment`)} value={d.number} />
				<Fact label={d.mode === "air" ? t(`${c}flight`) : t(`${c}vesselVoyage`)} value={transportOf(d)} />
				<Fact label={t(`${c}carrier`)} value={d.carrier ?? "–"} />
				<Fact label={d.mode === "air" ? t(`${c}airportLoading`) : t(`${c}portLoading`)} value={d.origin} />
				<Fact label={d.mode === "air" ? t(`${c}airportDischarge`) : t(`${c}portDischarge`)} value={d.destination} />
				<Fact label={t(`${k}arrival`)} value={arrival} />
				<Fact label={t(`${k}deliveryPlace`)} value={d.deliveryPlace ?? "–"} />
			</View>
			<Text style={docStyles.sectionTitle}>{t(`${k}cargo`)}</Text>
			<View style={docStyles.row2}>
				<Box
					title={t(`${c}packages`)}
					lines={[
						d.packages ? t(`${c}packagesValue`, { count: d.packages.count, kind: d.packages.kind }) : null,
						measureLine(d, locale),
					]}
				/>
				<Box
					title={t(`${c}description`)}
					lines={[d.description, d.hsCode ? `${t(`${c}hsCode`)}: ${d.hsCode}` : null]}
				/>
			</View>
			<View style={docStyles.row2}>
				<Box title={t(`${c}marks`)} lines={[d.marks ?? t(`${c}noMarks`)]} />
			</View>
			<ContainersTable data={d} t={t} locale={locale} />
			<Text style={docStyles.note}>{t(`${k}order.${variant}`)}</Text>
		</DocumentFrame>
	);
}
