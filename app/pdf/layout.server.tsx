// The one frame of every PDF we issue (the quote, the invoice, the check B/L, the D/O, the total cost):
// an A4 page with the letterhead (our logo, name and contact, the document's title, number and dates)
// repeated on every page, and a footer with our name, address and contact and the document's number.
// The fonts are pdf-fonts.server.ts's, the language tag i18n/locales.ts's, so every PDF we send looks
// like one house and none draws its own header.
import { Document, Page, Path, Rect, StyleSheet, Svg, Text, View, renderToBuffer } from "@react-pdf/renderer";
import type { TFunction } from "i18next";
import type { ReactElement, ReactNode } from "react";
import { formatCalendarDate, formatDate } from "#app/i18n/format.ts";
import { type Locale, toLanguageTag } from "#app/i18n/locales.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import { FONT_FAMILY, preparePdfFonts } from "#app/pdf/pdf-fonts.server.ts";
import { companyFactsFor } from "#app/company/company-profile.server.ts";
import type { CompanyFacts } from "#app/company/company-profile.ts";
import { LOGO } from "#app/shell/logo.tsx";

export const INK = "#1a1a1a";
export const MUTED = "#555555";
export const LINE = "#c8c8c8";
export const BRAND = "#0b3d91";

// A text whose size differs from the page's gives its line height in points: react-pdf resolves a
// unitless line height against the wrong size (a 20 pt title ran over the quote number below it, 9 pt
// lines given 1.3 came out double spaced).
export const docStyles = StyleSheet.create({
	// The page has no line height of its own: with one, react-pdf 4.9 drops the page-number text (a
	// render prop, which inherits it); the header and the body carry it instead, in points (9 x 1.4).
	page: { fontFamily: FONT_FAMILY, fontSize: 9, paddingTop: 28, paddingBottom: 44, paddingHorizontal: 36, color: INK },
	body: { lineHeight: "12.6pt" },
	header: {
		lineHeight: "12.6pt",
		flexDirection: "row",
		justifyContent: "space-between",
		alignItems: "flex-start",
		marginBottom: 10,
		paddingBottom: 6,
		borderBottomWidth: 1.5,
		borderColor: BRAND,
	},
	brand: { flexDirection: "row", alignItems: "center", gap: 8, flex: 1 },
	brandName: { fontSize: 12, fontWeight: 700, lineHeight: "15pt", color: BRAND },
	brandSub: { fontSize: 8, lineHeight: "11pt", color: MUTED },
	titleBlock: { width: 250, alignItems: "flex-end" },
	title: { fontSize: 17, fontWeight: 700, lineHeight: "21pt", marginBottom: 2, textAlign: "right" },
	metaRow: { flexDirection: "row", justifyContent: "flex-end" },
	metaLabel: { color: MUTED, marginRight: 6 },
	bold: { fontWeight: 700 },
	muted: { color: MUTED },
	banner: {
		borderWidth: 1.2,
		borderColor: "#c0392b",
		color: "#c0392b",
		fontWeight: 700,
		fontSize: 11,
		lineHeight: "15pt",
		textAlign: "center",
		paddingVertical: 4,
		marginBottom: 10,
	},
	row2: { flexDirection: "row", gap: 10, marginBottom: 8 },
	box: { flex: 1, borderWidth: 0.5, borderColor: LINE, borderRadius: 3, paddingVertical: 5, paddingHorizontal: 8 },
	boxTitle: { fontWeight: 700, marginBottom: 2, fontSize: 8, lineHeight: "11pt", color: MUTED },
	facts: {
		flexDirection: "row",
		flexWrap: "wrap",
		borderTopWidth: 0.5,
		borderBottomWidth: 0.5,
		borderColor: LINE,
		paddingVertical: 3,
		marginBottom: 8,
	},
	fact: { width: "50%", flexDirection: "row", paddingVertical: 1.5, paddingRight: 8 },
	factLabel: { width: 100, color: MUTED },
	factValue: { flex: 1 },
	sectionTitle: { fontWeight: 700, fontSize: 10, lineHeight: "13pt", marginTop: 6, marginBottom: 2, color: BRAND },
	note: { marginTop: 8, fontSize: 8, lineHeight: "11pt", color: "#444444" },
	// a money table's header and rows (the invoice's lines, its credit notes): rows kept tight so an invoice
	// with a credit note or two and its bank accounts still fits one A4 page
	tableHead: {
		flexDirection: "row",
		borderBottomWidth: 0.8,
		borderColor: "#333333",
		paddingVertical: 3,
		fontWeight: 700,
		fontSize: 8,
		lineHeight: "11pt",
	},
	tableRow: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: LINE, paddingVertical: 2 },
	footer: {
		position: "absolute",
		bottom: 20,
		left: 36,
		right: 36,
		fontSize: 7,
		lineHeight: "9pt",
		color: "#777777",
		flexDirection: "row",
		justifyContent: "space-between",
		gap: 12,
	},
	footerCompany: { flex: 1 },
	// anchored by its right edge, no width and no line height: with any of those react-pdf 4.9 drops it
	pageNumber: { position: "absolute", bottom: 10, right: 36, fontSize: 7, color: "#777777" },
});

/** The logo (app/shell/logo.tsx) drawn with react-pdf's vector primitives: no image decoding, sharp at any zoom. */
function Logo({ size }: { size: number }) {
	return (
		<Svg width={size} height={size} viewBox={LOGO.viewBox}>
			<Rect x={0} y={0} width={LOGO.side} height={LOGO.side} rx={LOGO.radius} ry={LOGO.radius} fill={LOGO.background} />
			{LOGO.shapes.map((shape) => (
				<Path key={shape.d} d={shape.d} fill={shape.fill} />
			))}
		</Svg>
	);
}

export function Fact({ label, value }: { label: string; value: string }) {
	return (
		<View style={docStyles.fact} wrap={false}>
			<Text style={docStyles.factLabel}>{label}</Text>
			<Text style={docStyles.factValue}>{value}</Text>
		</View>
	);
}

/** A titled box of lines (a party, the cargo); empty lines are left out. */
export function Box({ title, lines, bold }: { title: string; lines: (string | null | undefined)[]; bold?: boolean }) {
	const shown = lines.filter((l): l is string => Boolean(l));
	return (
		<View style={docStyles.box} wrap={false}>
			<Text style={docStyles.boxTitle}>{title}</Text>
			{shown.length === 0 ? <Text style={docStyles.muted}>–</Text> : null}
			{shown.map((line, i) => (
				<Text key={i} style={bold && i === 0 ? docStyles.bold : undefined}>
					{line}
				</Text>
			))}
		</View>
	);
}

/** A line under the title: a label and its value (the number is set in bold). */
export type MetaRow = { label: string; value: string; strong?: boolean };

/**
 * What the letterhead names: the document's title and number and the day it was issued. `meta` replaces
 * the rows under the title (the quote names its number "Quote no." and adds its validity); left out,
 * they are the document number and the date of issue.
 */
export type Frame = { title: string; number: string; issued: Date; locale: Locale; t: TFunction; meta?: MetaRow[] };

function Letterhead({ frame, company }: { frame: Frame; company: CompanyFacts }) {
	const { t, locale } = frame;
	const rows = frame.meta ?? [
		{ label: t("issuedPdf.number"), value: frame.number, strong: true },
		{ label: t("issuedPdf.date"), value: formatDate(frame.issued, locale) },
	];
	return (
		<View style={docStyles.header} fixed>
			<View style={docStyles.brand}>
				<Logo size={30} />
				<View>
					<Text style={docStyles.brandName}>{company.name}</Text>
					<Text style={docStyles.brandSub}>
						{company.supportPhone} · {company.supportEmail}
					</Text>
				</View>
			</View>
			<View style={docStyles.titleBlock}>
				<Text style={docStyles.title}>{frame.title}</Text>
				{rows.map((row) => (
					<View key={row.label} style={docStyles.metaRow}>
						<Text style={docStyles.metaLabel}>{row.label}</Text>
						<Text style={row.strong ? docStyles.bold : undefined}>{row.value}</Text>
					</View>
				))}
			</View>
		</View>
	);
}

/** The page with the letterhead and the footer on every page; `children` is the document's body. */
export function DocumentFrame({ frame, children }: { frame: Frame; children: ReactNode }) {
	const { t, locale } = frame;
	// our details as staff_admin set them at /admin/settings
	const company = companyFactsFor(locale);
	return (
		<Document title={`${frame.title} ${frame.number}`} author={company.name} language={toLanguageTag(locale)}>
			<Page size="A4" style={docStyles.page}>
				<Letterhead frame={frame} company={company} />
				<View style={docStyles.body}>{children}</View>
				<View style={docStyles.footer} fixed>
					<Text style={docStyles.footerCompany}>
						{company.name} · {company.address} · {company.supportPhone} · {company.supportEmail}
					</Text>
					<Text>{frame.number}</Text>
				</View>
				{/* "page n / m" on every page of a document that runs over one page; its own fixed text,
				    since react-pdf 4.9 drops a fixed view holding a render-prop text */}
				<Text
					style={docStyles.pageNumber}
					fixed
					render={({ pageNumber, totalPages }) =>
						totalPages > 1 ? t("issuedPdf.page", { page: pageNumber, pages: totalPages }) : ""
					}
				/>
			</Page>
		</Document>
	);
}

/** Renders a document element made with the locale's translator. */
export async function renderDocument(locale: Locale, make: (t: TFunction) => ReactElement): Promise<Buffer> {
	await preparePdfFonts();
	const t = await translatorFor(locale);
	return renderToBuffer(make(t) as Parameters<typeof renderToBuffer>[0]);
}

/** "YYYY-MM-DD" as a date in the reader's language (formatCalendarDate), a dash when there is none. */
export function calendarDay(iso: string | null | undefined, locale: Locale): string {
	return iso ? formatCalendarDate(iso, locale) : "–";
}
