// The quote as a PDF (issue 5): one A4 document per estimate in kr, en or vn, downloaded from
// /mypage/estimate/:id/pdf and attached to the "quote PDF by mail" message. Everything shown comes
// from the stored estimate (the option the engine priced, its totals and exchange rate): nothing is
// computed here but sums the engine already made. Text is Pretendard, the one font we found that
// renders Hangul, Vietnamese diacritics and the won sign together (shared/STACK-NOTES.md).
import { Document, Page, Path, Rect, StyleSheet, Svg, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { eq } from "drizzle-orm";
import type { TFunction } from "i18next";
import { formatBizRegNo } from "#app/accounts/biz-reg-no.ts";
import { type Currency, MINOR_DIGITS, formatDate, formatMoney, formatNumber } from "#app/i18n/format.ts";
import { type Locale, toLanguageTag } from "#app/i18n/locales.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import type { ChargeCode, Mode, Side } from "#app/pricing/codes.ts";
import { chargeNameKey } from "#app/pricing/glossary.ts";
import type { QuoteLine } from "#app/pricing/types.ts";
import type { Estimate } from "#app/quotes/estimates.server.ts";
import { formatPhone } from "#app/text/phone.ts";
import { localName, placeWithCode } from "#app/places/names.ts";
import { findPlace } from "#app/places/places.server.ts";
import { exchangeKey, exchangeShown, quantityText as quantityWords } from "#app/quotes/quote-format.ts";
import { companyFactsFor } from "#app/company/company-profile.server.ts";
import type { CompanyFacts } from "#app/company/company-profile.ts";
import { activeBankAccounts } from "#app/invoices/invoice-view.server.ts";
import { bankNameFor } from "#app/invoices/bank-names.ts";
import { wasBooked } from "#app/lifecycle/lifecycle.ts";
import { quoteVat } from "#app/pricing/vat.ts";
import { FONT_FAMILY, preparePdfFonts } from "./pdf-fonts.server.ts";
import { getDb } from "#db/client.ts";
import { companies, users } from "#db/schema.ts";

// the fonts and their registration are shared with every PDF we render (pdf-fonts.server.ts)
export { FONT_FAMILY, fontDirectory } from "./pdf-fonts.server.ts";

export type PdfPlace = { code: string; name: string | null; country: string | null };
export type PdfCustomer = { company: string | null; bizRegNo: string | null; contact: string; email: string; phone: string | null };
/** What the document shows besides the estimate: looked up once so rendering itself is pure. */
export type QuotePdfData = { estimate: Estimate; customer: PdfCustomer; origin: PdfPlace; destination: PdfPlace };

/** A place by its name in the reader's language (null when unknown) with its country. */
function pdfPlace(code: string, locale: Locale): PdfPlace {
	const place = findPlace(code);
	return { code, name: place ? localName(place, locale) : null, country: place?.countryCode ?? null };
}

/** Reads the customer (the estimate's company and the user who asked) and the two places' names. */
export function loadQuotePdfData(estimate: Estimate, locale: Locale): QuotePdfData {
	const db = getDb();
	const company = db.select().from(companies).where(eq(companies.id, estimate.companyId)).get();
	const user = db.select().from(users).where(eq(users.id, estimate.userId)).get();
	return {
		estimate,
		customer: {
			company: company?.name ?? null,
			bizRegNo: company?.bizRegNo ?? null,
			contact: user?.name ?? "",
			email: user?.email ?? "",
			phone: user?.phone ?? company?.phone ?? null,
		},
		origin: pdfPlace(estimate.origin, locale),
		destination: pdfPlace(estimate.destination, locale),
	};
}

const INK = "#1a1a1a";
const MUTED = "#555555";
const LINE = "#c8c8c8";
const BRAND = "#0b3d91";

const styles = StyleSheet.create({
	// A text whose size differs from the page's gives its line height in points: react-pdf resolves a
	// unitless line height against the wrong size (a 20 pt title ran over the quote number below it,
	// 9 pt lines given 1.3 came out double spaced)
	page: { fontFamily: FONT_FAMILY, fontSize: 9, lineHeight: 1.4, paddingTop: 28, paddingBottom: 40, paddingHorizontal: 36, color: INK },
	header: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-start", marginBottom: 8, paddingBottom: 6, borderBottomWidth: 1.5, borderColor: BRAND },
	brand: { flexDirection: "row", alignItems: "center", gap: 8 },
	brandName: { fontSize: 12, fontWeight: 700, lineHeight: "15pt", color: BRAND },
	brandSub: { fontSize: 8, lineHeight: "11pt", color: MUTED },
	titleBlock: { width: 220 },
	title: { fontSize: 20, fontWeight: 700, lineHeight: "24pt", marginBottom: 2, textAlign: "right" },
	metaRow: { flexDirection: "row", justifyContent: "flex-end" },
	metaLabel: { color: MUTED, marginRight: 6 },
	metaValue: {},
	metaStrong: { fontWeight: 700 },
	bold: { fontWeight: 700 },
	muted: { color: MUTED },
	parties: { flexDirection: "row", gap: 12, marginBottom: 8 },
	party: { flex: 1, borderWidth: 0.5, borderColor: LINE, borderRadius: 3, paddingVertical: 5, paddingHorizontal: 8 },
	partyTitle: { fontWeight: 700, marginBottom: 2, fontSize: 8, lineHeight: "11pt", color: MUTED, textTransform: "uppercase" },
	facts: { flexDirection: "row", flexWrap: "wrap", borderTopWidth: 0.5, borderBottomWidth: 0.5, borderColor: LINE, paddingVertical: 3, marginBottom: 4 },
	fact: { width: "50%", flexDirection: "row", paddingVertical: 1, paddingRight: 8 },
	factLabel: { width: 92, color: MUTED },
	factValue: { flex: 1 },
	groupTitle: { fontWeight: 700, fontSize: 10, lineHeight: "13pt", marginTop: 5, marginBottom: 1, color: BRAND },
	row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: "#e2e2e2", paddingVertical: 1.5 },
	headRow: { flexDirection: "row", borderBottomWidth: 1, borderColor: "#333333", paddingVertical: 2, fontWeight: 700, fontSize: 8, lineHeight: "11pt" },
	// the columns keep a gutter between them (paddingLeft) so right-aligned heads never touch
	cItem: { flex: 3.4, paddingRight: 6 },
	cQty: { flex: 1.5, textAlign: "right", paddingLeft: 6 },
	cUnit: { flex: 1.3, textAlign: "right", paddingLeft: 6 },
	cAmount: { flex: 1.4, textAlign: "right", paddingLeft: 6 },
	cCur: { width: 48, textAlign: "right", paddingLeft: 8 },
	struck: { color: "#777777" },
	totals: { marginTop: 6, alignSelf: "flex-end", width: "58%" },
	totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 1 },
	grand: { fontWeight: 700, fontSize: 11, lineHeight: "15pt", borderTopWidth: 1, borderColor: "#333333", paddingTop: 3, marginTop: 2 },
	rate: { color: MUTED, marginTop: 2, fontSize: 8, lineHeight: "11pt", textAlign: "right" },
	notice: { marginTop: 16, padding: 10, borderWidth: 1, borderColor: "#c77700", fontSize: 11, lineHeight: "16pt" },
	closing: { flexDirection: "row", gap: 12 },
	end: { marginTop: 8 },
	payment: { flex: 3, borderWidth: 0.5, borderColor: LINE, borderRadius: 3, paddingVertical: 6, paddingHorizontal: 8, fontSize: 8, lineHeight: "11pt" },
	sign: { flex: 2, borderWidth: 0.5, borderColor: LINE, borderRadius: 3, paddingVertical: 6, paddingHorizontal: 8, fontSize: 8, lineHeight: "11pt" },
	boxTitle: { fontWeight: 700, fontSize: 9.5, lineHeight: "13pt", marginBottom: 2 },
	signRow: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", marginTop: 2 },
	signLine: { flex: 1, borderBottomWidth: 0.5, borderColor: "#777777", marginRight: 8, paddingBottom: 2, color: MUTED, fontSize: 7, lineHeight: "9pt" },
	stamp: { width: 36, height: 36, borderWidth: 1.2, borderColor: "#c0392b", borderRadius: 18, alignItems: "center", justifyContent: "center" },
	stampText: { color: "#c0392b", fontSize: 8, lineHeight: "10pt" },
	terms: { marginTop: 6, fontSize: 7.5, lineHeight: "10.5pt", color: "#444444" },
	footer: { position: "absolute", bottom: 20, left: 36, right: 200, fontSize: 7, lineHeight: "9pt", color: "#777777" },
	pageCounter: { position: "absolute", bottom: 20, right: 36, width: 150, fontSize: 7, lineHeight: "9pt", color: "#777777", textAlign: "right" },
});

const SIDES: readonly Side[] = ["origin", "freight", "destination"];

/** "YYYY-MM-DD" as a date in the reader's language; the calendar day, whatever the zone. */
function day(iso: string, locale: Locale): string {
	return formatDate(new Date(`${iso}T00:00:00Z`), locale, "UTC");
}

function placeLabel(place: PdfPlace): string {
	return placeWithCode(place.name, place.code);
}

/**
 * The logo of public/logo.svg drawn with react-pdf's vector primitives (no image decoding, sharp at
 * any zoom); quote-pdf.server.test.ts checks the shapes still match the file.
 */
export const LOGO_PATHS = ["M6 20h20l-3 5H9z", "M10 11h5v7h-5zM16 8h5v10h-5z"] as const;
function Logo({ size }: { size: number }) {
	return (
		<Svg width={size} height={size} viewBox="0 0 32 32">
			<Rect x={0} y={0} width={32} height={32} rx={7} ry={7} fill={BRAND} />
			<Path d={LOGO_PATHS[0]} fill="#ffffff" />
			<Path d={LOGO_PATHS[1]} fill="#9cc3ff" />
		</Svg>
	);
}

/** A figure in its currency's minor digits without the symbol (640.00, 260,000): the currency has a column of its own. */
function figure(amount: number, currency: Currency, locale: Locale): string {
	const digits = MINOR_DIGITS[currency];
	return new Intl.NumberFormat(toLanguageTag(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount / 10 ** digits);
}

function quantityCell(line: QuoteLine, mode: Mode, locale: Locale, t: TFunction): string {
	// a container line names its box ("2 × DV20"): the item column does not
	if (line.containerCode) return `${formatNumber(line.quantity, locale, 3)} × ${line.containerCode.toUpperCase()}`;
	const { key, vars } = quantityWords(line, mode, locale);
	return t(key, vars);
}

function unitCell(line: QuoteLine, locale: Locale): string {
	// percent lines carry basis points of the freight, not money
	if (line.basis === "percent") return `${formatNumber(line.unitPrice / 100, locale)}%`;
	return Number.isInteger(line.unitPrice) ? figure(line.unitPrice, line.currency, locale) : formatNumber(line.unitPrice, locale);
}

function MetaRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
	return (
		<View style={styles.metaRow}>
			<Text style={styles.metaLabel}>{label}</Text>
			<Text style={strong ? styles.metaStrong : styles.metaValue}>{value}</Text>
		</View>
	);
}

function Fact({ label, value }: { label: string; value: string }) {
	return (
		<View style={styles.fact}>
			<Text style={styles.factLabel}>{label}</Text>
			<Text style={styles.factValue}>{value}</Text>
		</View>
	);
}

function Lines({ lines, side, mode, t, locale }: { lines: QuoteLine[]; side: Side; mode: Mode; t: TFunction; locale: Locale }) {
	if (lines.length === 0) return null;
	return (
		<View>
			{/* the group's title and head stay with its first rows; a long group may continue on the next page */}
			<View wrap={false}>
				<Text style={styles.groupTitle}>{t(`quotePdf.groups.${side}`)}</Text>
				<View style={styles.headRow}>
					<Text style={styles.cItem}>{t("quotePdf.col.item")}</Text>
					<Text style={styles.cQty}>{t("quotePdf.col.quantity")}</Text>
					<Text style={styles.cUnit}>{t("quotePdf.col.unitPrice")}</Text>
					<Text style={styles.cAmount}>{t("quotePdf.col.amount")}</Text>
					<Text style={styles.cCur}>{t("quotePdf.col.currency")}</Text>
				</View>
			</View>
			{lines.map((line, i) => {
				const marks = [line.waived ? t("quotePdf.waived") : null, line.included ? null : t("quotePdf.excluded")].filter(Boolean).join(", ");
				const muted = line.waived || !line.included;
				return (
					<View key={`${line.code}-${i}`} style={muted ? [styles.row, styles.struck] : styles.row} wrap={false}>
						<Text style={styles.cItem}>
							{t(chargeNameKey(line.code as ChargeCode))}
							{marks ? ` (${marks})` : ""}
						</Text>
						<Text style={styles.cQty}>{quantityCell(line, mode, locale, t)}</Text>
						<Text style={styles.cUnit}>{unitCell(line, locale)}</Text>
						<Text style={styles.cAmount}>{figure(line.amount, line.currency, locale)}</Text>
						<Text style={styles.cCur}>{line.currency}</Text>
					</View>
				);
			})}
		</View>
	);
}

function PaymentTerms({ t, locale }: { t: TFunction; locale: Locale }) {
	// the accounts staff_admin keep at /admin/bank-accounts, as the invoice prints them (issue 32 item 24)
	const accounts = activeBankAccounts();
	const holders = [...new Set(accounts.map((a) => a.holder))];
	return (
		<View style={styles.payment}>
			<Text style={styles.boxTitle}>{t("quotePdf.payment.title")}</Text>
			<Text>{t("quotePdf.payment.method")}</Text>
			{accounts.length === 0 ? <Text>{t("quotePdf.payment.none", { email: companyFactsFor(locale).supportEmail })}</Text> : null}
			{accounts.map((a) => (
				<Text key={`${a.currency}-${a.accountNumber}`}>
					{a.currency === "USD" && a.swift
						? t("quotePdf.payment.usd", { bank: bankNameFor(a, locale), number: a.accountNumber, swift: a.swift })
						: t(a.currency === "USD" ? "quotePdf.payment.usdNoSwift" : "quotePdf.payment.krw", { bank: bankNameFor(a, locale), number: a.accountNumber })}
				</Text>
			))}
			{holders.length > 0 ? <Text>{t("quotePdf.payment.holder", { holder: holders.join(" / ") })}</Text> : null}
			<Text style={[styles.muted, { marginTop: 3 }]}>{t("quotePdf.payment.due")}</Text>
		</View>
	);
}

function Signature({ t, issued, company }: { t: TFunction; issued: string; company: CompanyFacts }) {
	return (
		<View style={styles.sign}>
			<Text style={styles.boxTitle}>{t("quotePdf.sign.title")}</Text>
			<Text style={styles.bold}>{company.name}</Text>
			<Text>{t("footer.ceo", { name: company.ceo })}</Text>
			<Text>{t("quotePdf.sign.date", { date: issued })}</Text>
			<View style={styles.signRow}>
				<Text style={styles.signLine}>{t("quotePdf.sign.signature")}</Text>
				<View style={styles.stamp}>
					<Text style={styles.stampText}>{t("quotePdf.sign.stamp")}</Text>
				</View>
			</View>
		</View>
	);
}

export function QuoteDocument({ data, t, locale }: { data: QuotePdfData; t: TFunction; locale: Locale }) {
	const { estimate, customer, origin, destination } = data;
	const option = estimate.option;
	const vietnam = origin.country === "VN" || destination.country === "VN" || origin.code.startsWith("VN") || destination.code.startsWith("VN");
	const money = (amount: number, currency: Currency) => formatMoney({ amount, currency }, locale);
	const dash = "–";
	const issued = formatDate(estimate.createdAt, locale);
	const rates = option ? exchangeShown(option.exchange, locale) : null;
	// the pages' and the invoice's rule (decision 039); a booked quote's discounts come off first
	const vat = option ? quoteVat(option, estimate.direction, wasBooked(estimate.status) ? estimate : null) : null;
	// our details as staff_admin set them (issue 32 item 24)
	const company = companyFactsFor(locale);
	const rateKey = rates ? ({ dated: "quotePdf.exchange", default: "quotePdf.exchangeDefault", undated: "quotePdf.exchangeUndated" } as const)[exchangeKey(rates.KRW)] : null;
	return (
		<Document title={`${t("quotePdf.title")} ${estimate.number}`} author={company.name} language={locale === "kr" ? "ko" : locale === "vn" ? "vi" : "en"}>
			<Page size="A4" style={styles.page}>
				<View style={styles.header}>
					<View style={styles.brand}>
						<Logo size={30} />
						<View>
							<Text style={styles.brandName}>{company.name}</Text>
							<Text style={styles.brandSub}>
								{company.supportPhone} · {company.supportEmail}
							</Text>
						</View>
					</View>
					<View style={styles.titleBlock}>
						<Text style={styles.title}>{t("quotePdf.title")}</Text>
						<MetaRow label={t("quotePdf.number")} value={estimate.number} strong />
						<MetaRow label={t("quotePdf.date")} value={issued} />
						{estimate.validUntil ? <MetaRow label={t("quotePdf.validUntil")} value={day(estimate.validUntil, locale)} /> : null}
					</View>
				</View>

				<View style={styles.parties}>
					<View style={styles.party}>
						<Text style={styles.partyTitle}>{t("quotePdf.from")}</Text>
						<Text style={styles.bold}>{company.name}</Text>
						<Text>{company.address}</Text>
						<Text>
							{t("quotePdf.phone")}: {company.supportPhone} · {company.supportEmail}
						</Text>
						<Text>{t("footer.bizNo", { number: company.bizRegNo })}</Text>
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
						{customer.phone ? <Text>{formatPhone(customer.phone)}</Text> : null}
					</View>
				</View>

				<View style={styles.facts}>
					<Fact label={t("quotePdf.origin")} value={placeLabel(origin)} />
					<Fact label={t("quotePdf.destination")} value={placeLabel(destination)} />
					<Fact label={t("quotePdf.mode")} value={t(`quotePdf.modes.${estimate.mode}`)} />
					<Fact label={t("quotePdf.direction")} value={t(`quotePdf.directions.${estimate.direction}`)} />
					<Fact label={t("quotePdf.incoterms")} value={estimate.incoterms ? t("quotePdf.incotermsValue", { rule: estimate.incoterms }) : t("quotePdf.incotermsNone")} />
					<Fact label={t("quotePdf.readyDate")} value={day(estimate.readyDate, locale)} />
					<Fact label={t("quotePdf.carrier")} value={option?.carrier ?? dash} />
					<Fact
						label={t("quotePdf.routing")}
						value={option ? t(`quotePdf.routings.${option.routing}`) + (option.viaPort ? ` (${t("quotePdf.via", { port: option.viaPort })})` : "") : dash}
					/>
					<Fact label={t("quotePdf.transit")} value={option ? t("quotePdf.days", { count: option.transitDays }) : dash} />
				</View>

				{option && rates && rateKey ? (
					<>
						{SIDES.map((side) => (
							<Lines key={side} side={side} mode={estimate.mode} lines={option.lines.filter((l) => l.group === side)} t={t} locale={locale} />
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
							{/* exactly the stored rate the totals were converted with, dated by the rate's own day */}
							<Text style={styles.rate}>
								{t(rateKey, { krw: rates.KRW.perUsd, date: rates.KRW.effectiveDate ? day(rates.KRW.effectiveDate, locale) : "" })}
							</Text>
							{vietnam ? <Text style={styles.rate}>{t("quotePdf.exchangeVnd", { vnd: rates.VND.perUsd })}</Text> : null}
						</View>
						{/* its own block, so a long quote moves only these rows to the next page, not its totals too */}
						<View style={styles.totals} wrap={false}>
							{/* issue 32 items 2 and 19: the booked discounts, the estimated VAT and the total with VAT,
							    by the invoice's own rule (app/pricing/vat.ts), so the PDF says what the pages and mails say */}
							{vat && vat.discountKrw > 0 ? (
								<>
									{estimate.couponDiscountKrw > 0 ? (
										<View style={styles.totalRow}>
											<Text>{t("quotePdf.couponDiscount")}</Text>
											<Text>{money(-estimate.couponDiscountKrw, "KRW")}</Text>
										</View>
									) : null}
									{estimate.prebookingDiscountKrw > 0 ? (
										<View style={styles.totalRow}>
											<Text>{t("quotePdf.prebookingDiscount")}</Text>
											<Text>{money(-estimate.prebookingDiscountKrw, "KRW")}</Text>
										</View>
									) : null}
									<View style={[styles.totalRow, styles.bold]}>
										<Text>{t("quotePdf.vatSupplyAfterDiscount")}</Text>
										<Text>{money(vat.supplyKrw, "KRW")}</Text>
									</View>
								</>
							) : null}
							{vat ? (
								<>
									<View style={styles.totalRow}>
										<Text>{t("quotePdf.vatEstimated", { base: money(vat.taxableKrw, "KRW") })}</Text>
										<Text>{money(vat.vatKrw, "KRW")}</Text>
									</View>
									<View style={[styles.totalRow, styles.grand]}>
										<Text>{t("quotePdf.vatTotal")}</Text>
										<Text>{money(vat.totalWithVatKrw, "KRW")}</Text>
									</View>
									<Text style={styles.rate}>{t("quotePdf.vatNote")}</Text>
								</>
							) : null}
						</View>
					</>
				) : (
					<Text style={styles.notice}>{t("quotePdf.pending")}</Text>
				)}

				{/* payment terms, signature and the closing note move to the next page together, never a lone line */}
				<View style={styles.end} wrap={false}>
					<View style={styles.closing}>
						<PaymentTerms t={t} locale={locale} />
						<Signature t={t} issued={issued} company={company} />
					</View>
					{option ? <Text style={styles.terms}>{t("quotePdf.terms", { date: day(option.validUntil, locale) })}</Text> : null}
				</View>

				{/* react-pdf 4.9 drops fixed content that uses a render prop (the whole footer, with its page
				    counter, vanished): a plain company line and the quote number on every page instead */}
				<Text style={styles.footer} fixed>
					{company.name} · {company.supportPhone} · {company.supportEmail}
				</Text>
				<Text style={styles.pageCounter} fixed>
					{estimate.number}
				</Text>
			</Page>
		</Document>
	);
}

/** Renders prepared data (pure apart from the font files): what the tests call with fixtures. */
export async function renderQuoteDocument(data: QuotePdfData, locale: Locale): Promise<Buffer> {
	await preparePdfFonts();
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
