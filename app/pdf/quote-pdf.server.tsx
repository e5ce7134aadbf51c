// The quote as a PDF (issue 5): one A4 document per estimate in kr, en or vn, downloaded from
// /mypage/estimate/:id/pdf and attached to the "quote PDF by mail" message. Everything shown comes
// from the stored estimate (the option the engine priced, its totals and exchange rate): nothing is
// computed here but sums the engine already made. Text is Pretendard, the one font we found that
// renders Hangul, Vietnamese diacritics and the won sign together (shared/STACK-NOTES.md).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Document, Font, Page, StyleSheet, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { eq } from "drizzle-orm";
import type { TFunction } from "i18next";
import { formatBizRegNo } from "#app/accounts/biz-reg-no.ts";
import { type Currency, formatDate, formatMoney, formatNumber } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import type { ChargeCode, Side } from "#app/pricing/codes.ts";
import { chargeNameKey } from "#app/pricing/glossary.ts";
import type { QuoteLine } from "#app/pricing/types.ts";
import type { Estimate } from "#app/quotes/estimates.server.ts";
import { COMPANY } from "#app/shell/company.ts";
import { getDb } from "#db/client.ts";
import { airports, companies, ports, users } from "#db/schema.ts";

export const FONT_FAMILY = "Pretendard";
const FONT_FILES = { regular: "Pretendard-Regular.ttf", bold: "Pretendard-Bold.ttf" } as const;

/**
 * Where the TTFs are: beside this module. Under vitest and `react-router dev` that is app/pdf/fonts/;
 * the production build bundles this module into build/server/index.js and copies the fonts to
 * build/server/fonts/ (app/pdf/vite-fonts.ts), so the same relative path holds there.
 */
export function fontDirectory(): string {
	const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), "fonts");
	if (!existsSync(path.join(dir, FONT_FILES.regular))) throw new Error(`the PDF fonts are missing from ${dir}`);
	return dir;
}

let registered = false;
function registerFonts(): void {
	if (registered) return;
	const dir = fontDirectory();
	Font.register({
		family: FONT_FAMILY,
		fonts: [
			{ src: path.join(dir, FONT_FILES.regular), fontWeight: 400 },
			{ src: path.join(dir, FONT_FILES.bold), fontWeight: 700 },
		],
	});
	// Korean has no spaces inside words to break at and the default hyphenation would split Hangul
	// syllables with "-": break only where the text has spaces, keep words whole.
	Font.registerHyphenationCallback((word) => [word]);
	registered = true;
}

export type PdfPlace = { code: string; name: string | null; country: string | null };
export type PdfCustomer = { company: string | null; bizRegNo: string | null; contact: string; email: string; phone: string | null };
/** What the document shows besides the estimate: looked up once so rendering itself is pure. */
export type QuotePdfData = { estimate: Estimate; customer: PdfCustomer; origin: PdfPlace; destination: PdfPlace };

function placeName(row: { nameKo: string | null; nameEn: string; nameVi: string | null } | undefined, locale: Locale): string | null {
	if (!row) return null;
	return (locale === "kr" ? row.nameKo : locale === "vn" ? row.nameVi : null) ?? row.nameEn;
}

function findPlace(code: string, air: boolean, locale: Locale): PdfPlace {
	const db = getDb();
	const row = air
		? db.select().from(airports).where(eq(airports.code, code)).get()
		: db.select().from(ports).where(eq(ports.code, code)).get();
	return { code, name: placeName(row, locale), country: row?.countryCode ?? null };
}

/** Reads the customer (the estimate's company and the user who asked) and the two places' names. */
export function loadQuotePdfData(estimate: Estimate, locale: Locale): QuotePdfData {
	const db = getDb();
	const company = db.select().from(companies).where(eq(companies.id, estimate.companyId)).get();
	const user = db.select().from(users).where(eq(users.id, estimate.userId)).get();
	const air = estimate.mode === "air";
	return {
		estimate,
		customer: {
			company: company?.name ?? null,
			bizRegNo: company?.bizRegNo ?? null,
			contact: user?.name ?? "",
			email: user?.email ?? "",
			phone: user?.phone ?? company?.phone ?? null,
		},
		origin: findPlace(estimate.origin, air, locale),
		destination: findPlace(estimate.destination, air, locale),
	};
}

const styles = StyleSheet.create({
	page: { fontFamily: FONT_FAMILY, fontSize: 9, padding: 36, lineHeight: 1.35, color: "#1a1a1a" },
	header: { flexDirection: "row", justifyContent: "space-between", marginBottom: 14 },
	title: { fontSize: 20, fontWeight: 700 },
	bold: { fontWeight: 700 },
	muted: { color: "#555555" },
	parties: { flexDirection: "row", gap: 16, marginBottom: 12 },
	party: { flex: 1, borderWidth: 0.5, borderColor: "#999999", padding: 8 },
	partyTitle: { fontWeight: 700, marginBottom: 4, fontSize: 10 },
	facts: { flexDirection: "row", flexWrap: "wrap", borderTopWidth: 0.5, borderColor: "#999999", marginBottom: 12 },
	fact: { width: "50%", flexDirection: "row", paddingVertical: 2 },
	factLabel: { width: 90, color: "#555555" },
	factValue: { flex: 1 },
	groupTitle: { fontWeight: 700, fontSize: 10, marginTop: 8, marginBottom: 2 },
	row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: "#dddddd", paddingVertical: 2 },
	headRow: { flexDirection: "row", borderBottomWidth: 1, borderColor: "#333333", paddingVertical: 2, fontWeight: 700 },
	cItem: { flex: 3 },
	cQty: { flex: 1.4, textAlign: "right" },
	cUnit: { flex: 1.6, textAlign: "right" },
	cAmount: { flex: 1.6, textAlign: "right" },
	cCur: { width: 34, textAlign: "right" },
	struck: { color: "#777777" },
	totals: { marginTop: 12, alignSelf: "flex-end", width: "55%" },
	totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
	grand: { fontWeight: 700, fontSize: 11, borderTopWidth: 1, borderColor: "#333333", paddingTop: 3 },
	notice: { marginTop: 16, padding: 10, borderWidth: 1, borderColor: "#c77700", fontSize: 11 },
	terms: { marginTop: 14, fontSize: 8, color: "#444444" },
	footer: { position: "absolute", bottom: 20, left: 36, right: 36, fontSize: 7, color: "#777777", flexDirection: "row", justifyContent: "space-between" },
});

const SIDES: readonly Side[] = ["origin", "freight", "destination"];

/** "YYYY-MM-DD" as a date in the reader's language; the calendar day, whatever the zone. */
function day(iso: string, locale: Locale): string {
	return formatDate(new Date(`${iso}T00:00:00Z`), locale, "UTC");
}

function placeLabel(place: PdfPlace): string {
	return place.name ? `${place.name} (${place.code})` : place.code;
}

function quantityText(line: QuoteLine, locale: Locale): string {
	const quantity = formatNumber(line.quantity, locale, 3);
	return line.containerCode ? `${quantity} × ${line.containerCode.toUpperCase()}` : quantity;
}

function unitText(line: QuoteLine, locale: Locale): string {
	// percent lines carry basis points of the freight, not money
	if (line.basis === "percent") return `${formatNumber(line.unitPrice / 100, locale)}%`;
	return Number.isInteger(line.unitPrice) ? formatMoney({ amount: line.unitPrice, currency: line.currency }, locale) : formatNumber(line.unitPrice, locale);
}

function Fact({ label, value }: { label: string; value: string }) {
	return (
		<View style={styles.fact}>
			<Text style={styles.factLabel}>{label}</Text>
			<Text style={styles.factValue}>{value}</Text>
		</View>
	);
}

function Lines({ lines, side, t, locale }: { lines: QuoteLine[]; side: Side; t: TFunction; locale: Locale }) {
	if (lines.length === 0) return null;
	return (
		<View wrap={false}>
			<Text style={styles.groupTitle}>{t(`quotePdf.groups.${side}`)}</Text>
			<View style={styles.headRow}>
				<Text style={styles.cItem}>{t("quotePdf.col.item")}</Text>
				<Text style={styles.cQty}>{t("quotePdf.col.quantity")}</Text>
				<Text style={styles.cUnit}>{t("quotePdf.col.unitPrice")}</Text>
				<Text style={styles.cAmount}>{t("quotePdf.col.amount")}</Text>
				<Text style={styles.cCur}>{t("quotePdf.col.currency")}</Text>
			</View>
			{lines.map((line, i) => {
				const marks = [line.waived ? t("quotePdf.waived") : null, line.included ? null : t("quotePdf.excluded")].filter(Boolean).join(", ");
				const muted = line.waived || !line.included;
				return (
					<View key={`${line.code}-${i}`} style={muted ? [styles.row, styles.struck] : styles.row}>
						<Text style={styles.cItem}>
							{t(chargeNameKey(line.code as ChargeCode))}
							{marks ? ` (${marks})` : ""}
						</Text>
						<Text style={styles.cQty}>{quantityText(line, locale)}</Text>
						<Text style={styles.cUnit}>{unitText(line, locale)}</Text>
						<Text style={styles.cAmount}>{formatMoney({ amount: line.amount, currency: line.currency }, locale)}</Text>
						<Text style={styles.cCur}>{line.currency}</Text>
					</View>
				);
			})}
		</View>
	);
}

export function QuoteDocument({ data, t, locale }: { data: QuotePdfData; t: TFunction; locale: Locale }) {
	const { estimate, customer, origin, destination } = data;
	const option = estimate.option;
	const vietnam = origin.country === "VN" || destination.country === "VN" || origin.code.startsWith("VN") || destination.code.startsWith("VN");
	const money = (amount: number, currency: Currency) => formatMoney({ amount, currency }, locale);
	const dash = "–";
	return (
		<Document title={`${t("quotePdf.title")} ${estimate.number}`} author={t("footer.companyName")} language={locale === "kr" ? "ko" : locale === "vn" ? "vi" : "en"}>
			<Page size="A4" style={styles.page}>
				<View style={styles.header}>
					<View>
						<Text style={styles.title}>{t("quotePdf.title")}</Text>
						<Text>
							{t("quotePdf.number")}: <Text style={styles.bold}>{estimate.number}</Text>
						</Text>
						<Text>
							{t("quotePdf.date")}: {formatDate(estimate.createdAt, locale)}
						</Text>
						{estimate.validUntil ? (
							<Text>
								{t("quotePdf.validUntil")}: {day(estimate.validUntil, locale)}
							</Text>
						) : null}
					</View>
				</View>

				<View style={styles.parties}>
					<View style={styles.party}>
						<Text style={styles.partyTitle}>{t("quotePdf.from")}</Text>
						<Text style={styles.bold}>{t("footer.companyName")}</Text>
						<Text>{t("footer.address")}</Text>
						<Text>
							{t("quotePdf.phone")}: {COMPANY.supportPhone} · {COMPANY.supportEmail}
						</Text>
						<Text>{t("footer.bizNo")}</Text>
					</View>
					<View style={styles.party}>
						<Text style={styles.partyTitle}>{t("quotePdf.to")}</Text>
						<Text style={styles.bold}>{customer.company ?? dash}</Text>
						{customer.bizRegNo ? (
							<Text>
								{t("quotePdf.bizRegNo")}: {formatBizRegNo(customer.bizRegNo)}
							</Text>
						) : null}
						<Text>
							{t("quotePdf.contact")}: {customer.contact}
						</Text>
						<Text>{customer.email}</Text>
						{customer.phone ? <Text>{customer.phone}</Text> : null}
					</View>
				</View>

				<View style={styles.facts}>
					<Fact label={t("quotePdf.origin")} value={placeLabel(origin)} />
					<Fact label={t("quotePdf.destination")} value={placeLabel(destination)} />
					<Fact label={t("quotePdf.mode")} value={t(`quotePdf.modes.${estimate.mode}`)} />
					<Fact label={t("quotePdf.direction")} value={t(`quotePdf.directions.${estimate.direction}`)} />
					<Fact label={t("quotePdf.incoterms")} value={estimate.incoterms ?? dash} />
					<Fact label={t("quotePdf.readyDate")} value={day(estimate.readyDate, locale)} />
					<Fact label={t("quotePdf.carrier")} value={option?.carrier ?? dash} />
					<Fact
						label={t("quotePdf.routing")}
						value={option ? t(`quotePdf.routings.${option.routing}`) + (option.viaPort ? ` (${t("quotePdf.via", { port: option.viaPort })})` : "") : dash}
					/>
					<Fact label={t("quotePdf.transit")} value={option ? t("quotePdf.days", { count: option.transitDays }) : dash} />
				</View>

				{option ? (
					<>
						{SIDES.map((side) => (
							<Lines key={side} side={side} lines={option.lines.filter((l) => l.group === side)} t={t} locale={locale} />
						))}
						<View style={styles.totals} wrap={false}>
							{(Object.entries(option.subtotals) as [Currency, number][]).map(([currency, amount]) => (
								<View key={currency} style={styles.totalRow}>
									<Text>{t("quotePdf.subtotal", { currency })}</Text>
									<Text>{money(amount, currency)}</Text>
								</View>
							))}
							<View style={[styles.totalRow, styles.grand]}>
								<Text>{t("quotePdf.totalKrw")}</Text>
								<Text>{money(option.totals.KRW, "KRW")}</Text>
							</View>
							<View style={[styles.totalRow, styles.bold]}>
								<Text>{t("quotePdf.totalUsd")}</Text>
								<Text>{money(option.totals.USD, "USD")}</Text>
							</View>
							{vietnam ? (
								<View style={[styles.totalRow, styles.bold]}>
									<Text>{t("quotePdf.totalVnd")}</Text>
									<Text>{money(option.totals.VND, "VND")}</Text>
								</View>
							) : null}
							<Text style={styles.muted}>
								{t("quotePdf.exchange", {
									krw: money(Math.round(option.exchange.krwPerUsdCents / 100), "KRW"),
									date: day(option.exchange.date, locale),
								})}
								{vietnam ? ` · ${t("quotePdf.exchangeVnd", { vnd: money(Math.round(option.exchange.vndPerUsdCents / 100), "VND") })}` : ""}
							</Text>
						</View>
						<Text style={styles.terms}>{t("quotePdf.terms", { date: day(option.validUntil, locale) })}</Text>
					</>
				) : (
					<Text style={styles.notice}>{t("quotePdf.pending")}</Text>
				)}

				<View style={styles.footer} fixed>
					<Text>
						{t("footer.companyName")} · {COMPANY.supportPhone} · {COMPANY.supportEmail}
					</Text>
					<Text render={({ pageNumber, totalPages }) => `${estimate.number} · ${pageNumber}/${totalPages}`} />
				</View>
			</Page>
		</Document>
	);
}

/** Renders prepared data (pure apart from the font files): what the tests call with fixtures. */
export async function renderQuoteDocument(data: QuotePdfData, locale: Locale): Promise<Buffer> {
	registerFonts();
	const t = await translatorFor(locale);
	return renderToBuffer(<QuoteDocument data={data} t={t} locale={locale} />);
}

/** The estimate's PDF in `locale`, reading what it needs from the database. */
export async function renderQuotePdf(estimate: Estimate, locale: Locale): Promise<Buffer> {
	return renderQuoteDocument(loadQuotePdfData(estimate, locale), locale);
}

/** The file name people see: the document number, which already says Q, B or V. */
export function quotePdfFileName(estimate: Pick<Estimate, "number">): string {
	return `${estimate.number}.pdf`;
}
