// The invoice as the billing pages, the staff desk and the PDF read it: the lines of the
// booked quote plus staff changes, in KRW at the rate of departure or arrival (spec 9), VAT, and the
// gap against the quote per line and in total with the reasons. Computed by invoice.ts from what
// invoice.server.ts stores; before staff first open an invoice it is shown as the quote would make it.
import type { ExchangeSource, TaxInvoiceState } from "#app/integrations/codes/codes.ts";
import { type TFunction, createInstance } from "i18next";
import { asc, eq } from "drizzle-orm";
import { type Locale, DEFAULT_LOCALE, toLanguageTag } from "#app/i18n/locales.ts";
import { resources } from "#app/i18n/resources.ts";
import { CHARGE_CODES } from "#app/pricing/codes.ts";
import { getDb, perConnection } from "#db/client.ts";
import { keptUntilChange } from "#db/kept-until-change.ts";
import { bankAccounts, taxInvoices } from "#db/schema.ts";
import type { Bucket } from "#app/pricing/vat.ts";
import { VAT_BP, type ReconciledLine, invoiceFreightKrw, isDiscountCode } from "./invoice.ts";
import { type Invoice, type InvoiceEstimate, loadInvoice } from "./invoice.server.ts";

export type InvoiceLineView = {
	id: string;
	code: string;
	label: string; // in the viewer's language
	currency: "KRW" | "USD";
	quantity: number;
	unitPrice: number; // minor units
	amount: number; // minor units, in the line's currency
	amountKrw: number; // converted at the invoice's rate
	vatable: boolean;
	source: "quote" | "staff";
	/** the booked quote's figure for the same charge (KRW), null for a line staff added */
	quoteAmountKrw: number | null;
	/** invoice minus quote, KRW; for an added line its whole amount */
	gapKrw: number;
	reason: string | null; // translated reason of a staff change
	/** staff's own words for the change, beside the reason */
	reasonText: string | null;
	/** the line this one replaced (its currency and amount), when staff changed a figure */
	replaced: { currency: "KRW" | "USD"; amount: number } | null;
	/** true for a coupon or pre-booking line: it bears no VAT rate of its own, it is shared out */
	discount: boolean;
	/** this charge's share of the discounts (decision 039) */
	discountShareKrw: number;
};

export type InvoiceView = {
	estimateId: string;
	/** waiting for billing until staff issue it */
	state: "waiting" | "issued";
	issuedAt: Date | null;
	dueDate: string | null;
	rate: { date: string; krwPerUsdCents: number; basis: "departure" | "arrival" } | null;
	lines: InvoiceLineView[];
	/** lines of the quote staff removed, with their reason (shown struck through beside the gap) */
	removed: InvoiceLineView[];
	totals: { supplyKrw: number; vatKrw: number; totalKrw: number };
	quoteTotalKrw: number;
	gapKrw: number;
	bankAccounts: {
		currency: "KRW" | "USD";
		bankName: string;
		bankNameEn: string | null;
		accountNumber: string;
		holder: string;
		swift: string | null;
	}[];
	/** the rate's facts beyond the contract: an actual day or a schedule's, fixed at issue, the default 1,300 */
	rateFacts: {
		actual: boolean;
		fixed: boolean;
		isDefault: boolean;
		/** the rate's origin and the day it was published (before the rate day: a fallback, decision 098) */
		source: ExchangeSource | "default";
		publishedOn: string | null;
	} | null;
	/** the electronic tax invoices of this invoice (decision 100), originals then amendments */
	taxInvoices: TaxInvoiceLine[];
	/** the supply value bearing 10% VAT after its share of the discounts, and the rate in basis points */
	vatableKrw: number;
	/** the 10% and 0% charges before and after their shares of the discounts (decision 039) */
	taxable: Bucket;
	zeroRated: Bucket;
	discountKrw: number;
	vatBp: number;
	/** false when the estimate is no priced shipment (nothing to bill) */
	available: boolean;
};

export type TaxInvoiceLine = {
	id: number;
	mgtKey: string;
	taxType: "taxable" | "zero_rated";
	/** an amendment: the original's document key */
	amends: string | null;
	writeDate: string;
	supplyKrw: number;
	taxKrw: number;
	state: TaxInvoiceState;
	ntsConfirmNum: string | null;
};

function taxInvoiceLines(estimateId: string): TaxInvoiceLine[] {
	// the rows app/integrations/tax-invoices.server.ts keeps (read here: invoices never import the integrations)
	const rows = getDb()
		.select()
		.from(taxInvoices)
		.where(eq(taxInvoices.estimateId, estimateId))
		.orderBy(asc(taxInvoices.id))
		.all();
	const keyOf = new Map(rows.map((r) => [r.id, r.mgtKey]));
	return rows.map((r) => ({
		id: r.id,
		mgtKey: r.mgtKey,
		taxType: r.taxType,
		amends: r.originalId !== null ? (keyOf.get(r.originalId) ?? null) : null,
		writeDate: r.writeDate,
		supplyKrw: r.supplyKrw,
		taxKrw: r.taxKrw,
		state: r.state,
		ntsConfirmNum: r.ntsConfirmNum,
	}));
}

/** Per shipment, what a billing list shows: the invoice state, its total and due date. */
export type InvoiceSummary = {
	state: "waiting" | "issued";
	totalKrw: number;
	dueDate: string | null;
	/** the invoice's freight lines in KRW once staff have opened it (stored lines), else null (decision 040) */
	freightKrw: number | null;
};

const translators = new Map<Locale, TFunction>();
/** Labels in the viewer's language, synchronously (the resources are in memory). */
function translator(locale: Locale): TFunction {
	let t = translators.get(locale);
	if (!t) {
		const lng = toLanguageTag(locale);
		const i18n = createInstance({
			resources,
			lng,
			fallbackLng: toLanguageTag(DEFAULT_LOCALE),
			initAsync: false,
			interpolation: { escapeValue: false },
			returnNull: false,
		});
		void i18n.init();
		t = i18n.getFixedT(lng);
		translators.set(locale, t);
	}
	return t;
}

const isChargeCode = (code: string) => (CHARGE_CODES as readonly string[]).includes(code);

// A label depends only on the locale and the code (the resources are fixed at build), and an i18next
// lookup per invoice line was ~2.5% of a billing page: each is looked up once per process.
const labels = new Map<string, string>();
function label(locale: Locale, key: string): string {
	const id = `${locale}|${key}`;
	let text = labels.get(id);
	if (text === undefined) {
		text = translator(locale)(key);
		labels.set(id, text);
	}
	return text;
}

/** A line's name in the reader's language: the charge glossary's, ours for the extra codes, staff's for "other". */
export function lineLabel(code: string, text: string | null, locale: Locale): string {
	if (code === "other") return text || label(locale, "invoices.codes.other");
	return label(locale, isChargeCode(code) ? `charges.${code}.name` : `invoices.codes.${code}`);
}

export function reasonLabel(reason: string, locale: Locale): string {
	return label(locale, `invoices.reasons.${reason}`);
}

function lineView(l: ReconciledLine, locale: Locale): InvoiceLineView {
	return {
		id: l.id,
		code: l.code,
		label: lineLabel(l.code, l.label, locale),
		currency: l.currency,
		quantity: l.quantity,
		unitPrice: l.unitPrice,
		amount: l.amount,
		amountKrw: l.amountKrw,
		vatable: l.vatable,
		source: l.source,
		quoteAmountKrw: l.quoteKrw,
		gapKrw: l.gapKrw,
		reason: l.reason ? reasonLabel(l.reason, locale) : null,
		reasonText: l.reasonText,
		replaced: l.replaced ? { currency: l.replaced.currency, amount: l.replaced.amount } : null,
		discount: isDiscountCode(l.code),
		discountShareKrw: l.discountShareKrw,
	};
}

// prepared once per connection: every invoice view and PDF reads the accounts
const activeAccounts = perConnection((db) =>
	db
		.select()
		.from(bankAccounts)
		.where(eq(bankAccounts.active, true))
		.orderBy(asc(bankAccounts.currency), asc(bankAccounts.bankName))
		.prepare(),
);

/**
 * The accounts customers pay into, active ones, KRW first. Staff change them a few times a year while
 * every billing page shows them, so they are kept until the database changes (decision 035).
 */
export const activeBankAccounts: () => InvoiceView["bankAccounts"] = keptUntilChange(() =>
	activeAccounts()
		.all()
		.map((a) => ({
			currency: a.currency,
			bankName: a.bankName,
			bankNameEn: a.bankNameEn,
			accountNumber: a.accountNumber,
			holder: a.holder,
			swift: a.swift,
		})),
);

/**
 * The invoice of one shipment; the caller has checked the user may see it. A caller that has read the
 * estimate for that check passes it (an `Estimate`), so it is not read again.
 */
export function getInvoiceView(of: string | InvoiceEstimate, locale: Locale): InvoiceView {
	return invoiceView(typeof of === "string" ? of : of.id, loadInvoice(of), locale);
}

/**
 * The view of an invoice the caller has already loaded (`loadInvoice`), for a page that also needs
 * the invoice itself (the staff invoice page's suggested due date): computing it twice read the
 * invoice, its lines, the schedule, the milestones and the rate twice.
 */
export function invoiceView(estimateId: string, invoice: Invoice | null, locale: Locale): InvoiceView {
	const accounts = activeBankAccounts();
	if (!invoice) {
		return {
			estimateId,
			state: "waiting",
			issuedAt: null,
			dueDate: null,
			rate: null,
			lines: [],
			removed: [],
			totals: { supplyKrw: 0, vatKrw: 0, totalKrw: 0 },
			quoteTotalKrw: 0,
			gapKrw: 0,
			bankAccounts: accounts,
			rateFacts: null,
			taxInvoices: [],
			vatableKrw: 0,
			taxable: { grossKrw: 0, discountKrw: 0, netKrw: 0 },
			zeroRated: { grossKrw: 0, discountKrw: 0, netKrw: 0 },
			discountKrw: 0,
			vatBp: VAT_BP,
			available: false,
		};
	}
	const r = invoice.reconciliation;
	const issued = Boolean(invoice.row?.issuedAt);
	return {
		estimateId,
		state: issued ? "issued" : "waiting",
		issuedAt: invoice.row?.issuedAt ?? null,
		dueDate: issued ? (invoice.row?.dueDate ?? null) : null,
		rate: { date: invoice.rate.date, krwPerUsdCents: invoice.rate.krwPerUsdCents, basis: invoice.rate.basis },
		lines: r.lines.map((l) => lineView(l, locale)),
		removed: r.removed.map((l) => lineView(l, locale)),
		totals: { supplyKrw: r.supplyKrw, vatKrw: r.vatKrw, totalKrw: r.totalKrw },
		quoteTotalKrw: r.quoteTotalKrw,
		gapKrw: r.gapKrw,
		bankAccounts: accounts,
		rateFacts: {
			actual: invoice.rate.actual,
			fixed: invoice.rate.fixed,
			isDefault: invoice.rate.isDefault,
			source: invoice.rate.source,
			publishedOn: invoice.rate.publishedOn,
		},
		taxInvoices: issued ? taxInvoiceLines(estimateId) : [],
		vatableKrw: r.vatableKrw,
		taxable: r.taxable,
		zeroRated: r.zeroRated,
		discountKrw: r.discountKrw,
		vatBp: VAT_BP,
		available: true,
	};
}

/** Summaries for a page of shipments. */
export function invoiceSummaries(estimateIds: readonly string[]): Map<string, InvoiceSummary> {
	const out = new Map<string, InvoiceSummary>();
	if (estimateIds.length === 0) return out;
	// a billing page holds five shipments: each computed as its own page would show it
	for (const id of new Set(estimateIds)) {
		const invoice = loadInvoice(id);
		if (!invoice) continue;
		const issued = Boolean(invoice.row?.issuedAt);
		const freightKrw =
			invoice.row && invoice.estimate.option
				? invoiceFreightKrw(invoice.reconciliation, invoice.estimate.option, invoice.estimate.direction)
				: null;
		out.set(id, {
			state: issued ? "issued" : "waiting",
			totalKrw: invoice.reconciliation.totalKrw,
			dueDate: issued ? (invoice.row?.dueDate ?? null) : null,
			freightKrw,
		});
	}
	return out;
}
