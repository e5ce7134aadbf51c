// The quote as a PDF: one A4 document per estimate in kr, en or vn, downloaded from
// /mypage/estimate/:id/pdf and attached to the "quote PDF by mail" message. Everything shown comes
// from the stored estimate (the option the engine priced, its totals and exchange rate): nothing is
// computed here but sums the engine already made. The page, letterhead and footer are the frame every
// PDF we issue shares (layout.server.tsx); text is Pretendard, the one font we found that renders
// Hangul, Vietnamese diacritics and the won sign together (shared/STACK-NOTES.md).
import { StyleSheet, Text, View } from "@react-pdf/renderer";
import { askedOf, cargoFacts } from "#app/quotes/cargo-facts.ts";
import { eq } from "drizzle-orm";
import type { TFunction } from "i18next";
import { formatBizRegNo } from "#app/accounts/biz-reg-no.ts";
import { formatDate, formatFigure, formatMoney, formatNumber } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { ChargeCode, Mode, Side } from "#app/pricing/codes.ts";
import { chargeNameKey } from "#app/pricing/glossary.ts";
import type { Currency } from "#app/pricing/money.ts";
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
import { Box, DocumentFrame, Fact, INK, MUTED, calendarDay, docStyles, renderDocument } from "./layout.server.tsx";
import { getDb } from "#db/client.ts";
import { companies, users } from "#db/schema.ts";

// the fonts and their registration are shared with every PDF we render (pdf-fonts.server.ts)
export { FONT_FAMILY, fontDirectory } from "./pdf-fonts.server.ts";

export type PdfPlace = { code: string; name: string | null; country: string | null };
export type PdfCustomer = {
	company: string | null;
	bizRegNo: string | null;
	contact: string;
	email: string;
	phone: string | null;
};
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

// the quote's own parts; the page, the letterhead, the boxes and the facts are the frame's (layout.server.tsx)
const styles = StyleSheet.create({
	groupTitle: { ...docStyles.sectionTitle, marginTop: 5, marginBottom: 1 },
	row: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: "#e2e2e2", paddingVertical: 1.5 },
	headRow: {
		flexDirection: "row",
		borderBottomWidth: 1,
		borderColor: "#333333",
		paddingVertical: 2,
		fontWeight: 700,
		fontSize: 8,
		lineHeight: "11pt",
	},
	// the columns keep a gutter between them (paddingLeft) so right-aligned heads never touch
	cItem: { flex: 3.4, paddingRight: 6 },
	cQty: { flex: 1.5, textAlign: "right", paddingLeft: 6 },
	cUnit: { flex: 1.3, textAlign: "right", paddingLeft: 6 },
	cAmount: { flex: 1.4, textAlign: "right", paddingLeft: 6 },
	cCur: { width: 48, textAlign: "right", paddingLeft: 8 },
	struck: { color: "#777777" },
	totals: { marginTop: 6, alignSelf: "flex-end", width: "58%" },
	totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 1 },
	grand: {
		fontWeight: 700,
		fontSize: 11,
		lineHeight: "15pt",
		borderTopWidth: 1,
		borderColor: "#333333",
		paddingTop: 3,
		marginTop: 2,
	},
	rate: { color: MUTED, marginTop: 2, fontSize: 8, lineHeight: "11pt", textAlign: "right" },
	notice: {
		marginTop: 16,
		padding: 10,
		borderWidth: 1,
		borderColor: "#c77700",
		fontSize: 11,
		lineHeight: "16pt",
		color: INK,
	},
	closing: { flexDirection: "row", gap: 12 },
	end: { marginTop: 8 },
	payment: { ...docStyles.box, flex: 3, paddingVertical: 6, fontSize: 8, lineHeight: "11pt" },
	sign: { ...docStyles.box, flex: 2, paddingVertical: 6, fontSize: 8, lineHeight: "11pt" },
	boxTitle: { fontWeight: 700, fontSize: 9.5, lineHeight: "13pt", marginBottom: 2 },
	signRow: { flexDirection: "row", justifyContent: "space-between", alignItems: "flex-end", marginTop: 2 },
	signLine: {
		flex: 1,
		borderBottomWidth: 0.5,
		borderColor: "#777777",
		marginRight: 8,
		paddingBottom: 2,
		color: MUTED,
		fontSize: 7,
		lineHeight: "9pt",
	},
	stamp: {
		width: 36,
		height: 36,
		borderWidth: 1.2,
		borderColor: "#c0392b",
		borderRadius: 18,
		alignItems: "center",
		justifyContent: "center",
	},
	stampText: { color: "#c0392b", fontSize: 8, lineHeight: "10pt" },
	terms: { marginTop: 6, fontSize: 7.5, lineHeight: "10.5pt", color: "#444444" },
});

const SIDES: readonly Side[] = ["origin", "freight", "destination"];

function placeLabel(place: PdfPlace): string {
	return placeWithCode(place.name, place.code);
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
	return Number.isInteger(line.unitPrice)
		? formatFigure({ amount: line.unitPrice, currency: line.currency }, locale)
		: formatNumber(line.unitPrice, locale);
}

function Lines({
	lines,
	side,
	mode,
	t,
	locale,
}: {
	lines: QuoteLine[];
	side: Side;
	mode: Mode;
	t: TFunction;
	locale: Locale;
}) {
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
				const marks = [line.waived ? t("quotePdf.waived") : null, line.included ? null : t("quotePdf.excluded")]
					.filter(Boolean)
					.join(", ");
				const muted = line.waived || !line.included;
				return (
					<View key={`${line.code}-${i}`} style={muted ? [styles.row, styles.struck] : styles.row} wrap={false}>
						<Text style={styles.cItem}>
							{t(chargeNameKey(line.code as ChargeCode))}
							{marks ? ` (${marks})` : ""}
						</Text>
						<Text style={styles.cQty}>{quantityCell(line, mode, locale, t)}</Text>
						<Text style={styles.cUnit}>{unitCell(line, locale)}</Text>
						<Text style={styles.cAmount}>{formatFigure({ amount: line.amount, currency: line.currency }, locale)}</Text>
						<Text style={styles.cCur}>{line.currency}</Text>
					</View>
				);
			})}
		</View>
	);
}

function PaymentTerms({ t, locale, company }: { t: TFunction; locale: Locale; company: CompanyFacts }) {
	// the accounts staff_admin keep at /admin/bank-accounts, as the invoice prints them
	const accounts = activeBankAccounts();
	const holders = [...new Set(accounts.map((a) => a.holder))];
	return (
		<View style={styles.payment}>
			<Text style={styles.boxTitle}>{t("quotePdf.payment.title")}</Text>
			<Text>{t("quotePdf.payment.method")}</Text>
			{accounts.length === 0 ? <Text>{t("quotePdf.payment.none", { email: company.supportEmail })}</Text> : null}
			{accounts.map((a) => (
				<Text key={`${a.currency}-${a.accountNumber}`}>
					{a.currency === "USD" && a.swift
						? t("quotePdf.payment.usd", { bank: bankNameFor(a, locale), number: a.accountNumber, swift: a.swift })
						: t(a.currency === "USD" ? "quotePdf.payment.usdNoSwift" : "quotePdf.payment.krw", {
								bank: bankNameFor(a, locale),
								number: a.accountNumber,
							})}
				</Text>
			))}
			{holders.length > 0 ? <Text>{t("quotePdf.payment.holder", { holder: holders.join(" / ") })}</Text> : null}
			<Text style={[docStyles.muted, { marginTop: 3 }]}>{t("quotePdf.payment.due")}</Text>
		</View>
	);
}

function Signature({ t, issued, company }: { t: TFunction; issued: string; company: CompanyFacts }) {
	return (
		<View style={styles.sign}>
			<Text style={styles.boxTitle}>{t("quotePdf.sign.title")}</Text>
			<Text style={docStyles.bold}>{company.name}</Text>
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
	const vietnam =
		origin.country === "VN" ||
		destination.country === "VN" ||
		origin.code.startsWith("VN") ||
		destination.code.startsWith("VN");
	const money = (amount: number, currency: Currency) => formatMoney({ amount, currency }, locale);
	const dash = "–";
	const issued = formatDate(estimate.createdAt, locale);
	const meta = [
		{ label: t("quotePdf.number"), value: estimate.number, strong: true },
		{ label: t("quotePdf.date"), value: issued },
		...(estimate.validUntil
			? [{ label: t("quotePdf.validUntil"), value: calendarDay(estimate.validUntil, locale) }]
			: []),
	];
	const rates = option ? exchangeShown(option.exchange, locale) : null;
	// the boxes (an out-of-gauge tank says so) and a door abroad, as asked (decisions 056, 057)
	const asked = cargoFacts(askedOf(estimate.request), estimate.direction, t);
	// the pages' and the invoice's rule (decision 039); a booked quote's discounts come off first
	const vat = option ? quoteVat(option, estimate.direction, wasBooked(estimate.status) ? estimate : null) : null;
	// our details as staff_admin set them at /admin/settings
	const company = companyFactsFor(locale);
	const rateKey = rates
		? (
				{
					dated: "quotePdf.exchange",
					default: "quotePdf.exchangeDefault",
					undated: "quotePdf.exchangeUndated",
				} as const
			)[exchangeKey(rates.KRW)]
		: null;
	return (
		<DocumentFrame
			frame={{ title: t("quotePdf.title"), number: estimate.number, issued: estimate.createdAt, locale, t, meta }}
		>
			<View style={docStyles.row2}>
				<Box
					title={t("quotePdf.from")}
					lines={[
						company.name,
						company.address,
						`${t("quotePdf.phone")}: ${company.supportPhone} · ${company.supportEmail}`,
						t("footer.bizNo", { number: company.bizRegNo }),
					]}
					bold
				/>
				<Box
					title={t("quotePdf.to")}
					lines={[
						customer.company ?? dash,
						customer.bizRegNo ? `${t("quotePdf.bizRegNo")}: ${formatBizRegNo(customer.bizRegNo)}` : null,
						`${t("quotePdf.contact")}: ${customer.contact}`,
						customer.email,
						customer.phone ? formatPhone(customer.phone) : null,
					]}
					bold
				/>
			</View>

			<View style={docStyles.facts}>
				<Fact label={t("quotePdf.origin")} value={placeLabel(origin)} />
				<Fact label={t("quotePdf.destination")} value={placeLabel(destination)} />
				<Fact label={t("quotePdf.mode")} value={t(`quotePdf.modes.${estimate.mode}`)} />
				<Fact label={t("quotePdf.direction")} value={t(`quotePdf.directions.${estimate.direction}`)} />
				<Fact
					label={t("quotePdf.incoterms")}
					value={
						estimate.incoterms
							? t("quotePdf.incotermsValue", { rule: estimate.incoterms })
							: t("quotePdf.incotermsNone")
					}
				/>
				<Fact label={t("quotePdf.readyDate")} value={calendarDay(estimate.readyDate, locale)} />
				<Fact label={t("pricing.cargo.label")} value={asked.cargo} />
				{asked.foreignTrucking ? (
					<Fact label={t("pricing.cargo.foreignTruckingLabel")} value={asked.foreignTrucking} />
				) : null}
				<Fact label={t("quotePdf.carrier")} value={option?.carrier ?? dash} />
				<Fact
					label={t("quotePdf.routing")}
					value={
						option
							? t(`quotePdf.routings.${option.routing}`) +
								(option.viaPort ? ` (${t("quotePdf.via", { port: option.viaPort })})` : "")
							: dash
					}
				/>
				<Fact label={t("quotePdf.transit")} value={option ? t("quotePdf.days", { count: option.transitDays }) : dash} />
			</View>

			{option && rates && rateKey ? (
				<>
					{SIDES.map((side) => (
						<Lines
							key={side}
							side={side}
							mode={estimate.mode}
							lines={option.lines.filter((l) => l.group === side)}
							t={t}
							locale={locale}
						/>
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
						<View style={[styles.totalRow, docStyles.bold]}>
							<Text>{t("quotePdf.totalUsd")}</Text>
							<Text>{money(option.totals.USD, "USD")}</Text>
						</View>
						{vietnam ? (
							<View style={[styles.totalRow, docStyles.bold]}>
								<Text>{t("quotePdf.totalVnd")}</Text>
								<Text>{money(option.totals.VND, "VND")}</Text>
							</View>
						) : null}
						{/* exactly the stored rate the totals were converted with, dated by the rate's own day */}
						<Text style={styles.rate}>
							{t(rateKey, {
								krw: rates.KRW.perUsd,
								date: rates.KRW.effectiveDate ? calendarDay(rates.KRW.effectiveDate, locale) : "",
							})}
						</Text>
						{vietnam ? <Text style={styles.rate}>{t("quotePdf.exchangeVnd", { vnd: rates.VND.perUsd })}</Text> : null}
					</View>
					{/* its own block, so a long quote moves only these rows to the next page, not its totals too */}
					<View style={styles.totals} wrap={false}>
						{/* decisions 040 and 041: the booked discounts, the estimated VAT and the total with VAT,
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
								<View style={[styles.totalRow, docStyles.bold]}>
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
					<PaymentTerms t={t} locale={locale} company={company} />
					<Signature t={t} issued={issued} company={company} />
				</View>
				{option ? (
					<Text style={styles.terms}>{t("quotePdf.terms", { date: calendarDay(option.validUntil, locale) })}</Text>
				) : null}
			</View>
		</DocumentFrame>
	);
}

/** Renders prepared data (pure apart from the font files): what the tests call with fixtures. */
export function renderQuoteDocument(data: QuotePdfData, locale: Locale): Promise<Buffer> {
	return renderDocument(locale, (t) => <QuoteDocument data={data} t={t} locale={locale} />);
}

/** The estimate's PDF in `locale`, reading what it needs from the database. */
export async function renderQuotePdf(estimate: Estimate, locale: Locale): Promise<Buffer> {
	return renderQuoteDocument(loadQuotePdfData(estimate, locale), locale);
}

/** The file name people see: the document number, which already says Q, B or V. */
export function quotePdfFileName(estimate: Pick<Estimate, "number">): string {
	return `${estimate.number}.pdf`;
}
