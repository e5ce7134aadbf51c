// Every PDF we render (quote, pro-forma and final invoice, check B/L, D/O house and master, total
// cost) in vn, kr and en, all in one process as the server renders them, read back with poppler: each
// word the document asks to print is a word of its text layer (decision 049: the bold face lost
// "N", "D", "V" and "e" after a Vietnamese document had been rendered). Also the glyph guard itself,
// on the real font file.
import crypto from "node:crypto";
import path from "node:path";
import { renderToBuffer } from "@react-pdf/renderer";
import { openSync, type Font as FontkitFont } from "fontkit";
import type { ReactElement } from "react";
import { beforeAll, describe, expect, test } from "vitest";
import { missingWords } from "#tests/pdf-rendered-text.ts";
import { DEMO, fclExport, seedQuoteWorld } from "#tests/quote-world.ts";
import type { GeneratedKind } from "#app/documents/bl-flow.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import type { InvoiceLineView, InvoiceView } from "#app/invoices/invoice-view.server.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import { createEstimate, getEstimateFor } from "#app/quotes/estimates.server.ts";
import { CheckBlDocument } from "./documents/check-bl.server.tsx";
import type { DocumentData } from "./documents/data.server.ts";
import { DeliveryOrderDocument } from "./documents/delivery-order.server.tsx";
import { TotalCostDocument } from "./documents/total-cost.server.tsx";
import { type InvoicePdfData, InvoiceDocument } from "./invoice/invoice.server.tsx";
import { fontDirectory, guardGlyphCache, preparePdfFonts } from "./pdf-fonts.server.ts";
import { QuoteDocument, loadQuotePdfData } from "./quote-pdf.server.tsx";
import { hasPoppler } from "#tests/pdf-words.ts";

const openBold = () => openSync(path.join(fontDirectory(), "Pretendard-Bold.ttf"));
/** Subsetting "Ñ" and "ế" asks fontkit for their components ("N", "e") by id alone, as a PDF's font subset does. */
function subsetComposites(font: FontkitFont) {
	const subset = font.createSubset();
	for (const g of font.layout("Ñ ế Ấ ·").glyphs) subset.includeGlyph(g.id);
	subset.encode();
}

describe("the glyph cache guard (fontkit, the bold TTF)", () => {
	test("without it a composite's component loses its characters for every later layout (the defect)", () => {
		const font = openBold();
		subsetComposites(font);
		expect(font.layout("NewCo").glyphs[0]?.codePoints).toEqual([]);
	});

	test("with it every glyph of a later layout carries its characters", () => {
		const font = openBold();
		guardGlyphCache(font);
		subsetComposites(font);
		const text = "NewCo Destination VAT charges Co., Ltd.";
		expect(
			font
				.layout(text)
				.glyphs.map((g) => String.fromCodePoint(...g.codePoints))
				.join(""),
		).toBe(text);
	});

	test("a glyph cached for one code point is copied, not changed, for another", () => {
		const font = openBold();
		guardGlyphCache(font);
		const first = font.getGlyph(5, [0x41]);
		const other = font.getGlyph(5, [0x42]);
		expect(first.codePoints).toEqual([0x41]);
		expect(other.codePoints).toEqual([0x42]);
		expect(font.getGlyph(5, [0x41])).toBe(first);
	});
});

const option = {
	exchange: {
		date: "2026-01-05",
		krwPerUsdCents: 130_000,
		vndPerUsdCents: 2_500_000,
		sources: { KRW: "default", VND: "default" },
	},
	lines: [
		{
			code: "ocean_freight",
			group: "freight",
			basis: "per_container",
			quantity: 1,
			unitPrice: 50_000,
			currency: "USD",
			amount: 50_000,
			included: true,
			source: { kind: "fcl", id: "x" },
		},
		{
			code: "thc",
			group: "destination",
			basis: "per_container",
			quantity: 1,
			unitPrice: 180_000,
			currency: "KRW",
			amount: 180_000,
			included: true,
			source: { kind: "port_cost", id: "y" },
		},
	],
} as unknown as QuoteOption;

// bold names with the letters the defect ate, and Vietnamese bold text that pulls in composites
const docData: DocumentData = {
	number: "B2601-0042",
	blNo: "BFKR26010042",
	masterBlNo: "NEWCOHPH0001",
	mode: "fcl",
	direction: "import",
	incoterms: "FOB",
	customer: "NewCo Trading",
	shipper: {
		name: "Công ty TNHH Đầu tư Ấn Ñandú",
		address: "12 Lê Thánh Tông, Hải Phòng",
		contact: "+84 225 000 0000",
	},
	consignee: { name: "NewCo Trading", address: "Destination Road 1, Seoul", contact: "02-1234-5678" },
	notify: null,
	notifySame: true,
	carrier: "HMM",
	vessel: "HMM BLESSING",
	voyage: "0042W",
	flight: null,
	origin: "Hải Phòng (VNHPH)",
	destination: "Busan (KRPUS)",
	viaPort: null,
	etd: "2026-01-10",
	eta: "2026-01-16",
	arrivedAt: null,
	deliveryPlace: "Pyeongtaek",
	packages: { count: 120, kind: "CARTONS" },
	containers: "1 × DV20",
	containerList: [
		{ containerNo: "CSQU3054383", sealNo: "VN123456", type: "dv20", packages: 120, weightKg: 12_000, volumeCbm: 28.5 },
	],
	weightKg: 12_000,
	volumeCbm: 28.5,
	marks: "NEWCO/HPH/1-120",
	description: "NOTEBOOK COMPUTERS",
	hsCode: "8471300000",
	option,
	invoiceUsdCents: 1_000_000,
};

const invoiceLine = (over: Partial<InvoiceLineView>): InvoiceLineView =>
	({
		id: "x",
		code: "ofr",
		label: "Ocean freight",
		currency: "KRW",
		quantity: 1,
		unitPrice: 0,
		amount: 0,
		amountKrw: 0,
		vatable: false,
		discount: false,
		discountShareKrw: 0,
		source: "quote",
		quoteAmountKrw: 0,
		gapKrw: 0,
		reason: null,
		reasonText: null,
		replaced: null,
		...over,
	}) as InvoiceLineView;
const invoiceView = {
	estimateId: "e1",
	state: "issued",
	issuedAt: new Date(Date.UTC(2026, 2, 12)),
	dueDate: "2026-03-19",
	rate: { date: "2026-03-10", krwPerUsdCents: 138_550, basis: "departure" },
	lines: [
		invoiceLine({
			id: "a",
			label: "Origin charges (O/F)",
			currency: "USD",
			unitPrice: 45_000,
			amount: 45_000,
			amountKrw: 623_475,
			quoteAmountKrw: 623_475,
		}),
		invoiceLine({
			id: "b",
			code: "thc",
			label: "Destination charges (THC)",
			unitPrice: 145_000,
			amount: 145_000,
			amountKrw: 145_000,
			vatable: true,
			quoteAmountKrw: 145_000,
		}),
	],
	removed: [],
	totals: { supplyKrw: 768_475, vatKrw: 14_500, totalKrw: 782_975 },
	quoteTotalKrw: 782_975,
	gapKrw: 0,
	bankAccounts: [
		{ currency: "KRW", bankName: "IBK", accountNumber: "000-000000-00-000", holder: "Barun", swift: null },
	],
	rateFacts: { actual: true, fixed: true, isDefault: false, source: "koreaexim", publishedOn: "2026-03-10" },
	// both tax invoices of the invoice, so their block's words are checked in every language too
	taxInvoices: [
		{
			id: 1,
			mgtKey: "V2603-0042-T",
			taxType: "taxable",
			amends: null,
			writeDate: "2026-03-10",
			supplyKrw: 145_000,
			taxKrw: 14_500,
			state: "sent",
			ntsConfirmNum: "20260310-41000000-00000001",
		},
		{
			id: 2,
			mgtKey: "V2603-0042-Z",
			taxType: "zero_rated",
			amends: null,
			writeDate: "2026-03-10",
			supplyKrw: 623_475,
			taxKrw: 0,
			state: "issued",
			ntsConfirmNum: null,
		},
	],
	vatableKrw: 145_000,
	taxable: { grossKrw: 145_000, discountKrw: 0, netKrw: 145_000 },
	zeroRated: { grossKrw: 623_475, discountKrw: 0, netKrw: 623_475 },
	discountKrw: 0,
	vatBp: 1000,
	available: true,
	refunds: [],
} as unknown as InvoiceView;
const invoiceData = (variant: InvoicePdfData["variant"]): InvoicePdfData => ({
	variant,
	number: variant === "invoice" ? "V2603-0042" : "B2603-0042",
	origin: "Busan (KRPUS)",
	destination: "Hải Phòng (VNHPH)",
	vessel: "HMM GARAM / 0099S",
	etd: "2026-03-10",
	eta: "2026-03-16",
	buyer: { name: "NewCo Trading", bizRegNo: "1248100998", address: "Destination Road 1" },
	view: invoiceView,
	refunds: [],
	balance: null,
});

const issued = new Date(Date.UTC(2026, 0, 12));
type Make = (t: Awaited<ReturnType<typeof translatorFor>>, locale: "kr" | "en" | "vn") => ReactElement;
const DOCUMENTS: Record<GeneratedKind, Make> = {
	check_bl: (t, locale) => <CheckBlDocument data={docData} t={t} locale={locale} issued={issued} />,
	do_house: (t, locale) => (
		<DeliveryOrderDocument data={docData} variant="house" t={t} locale={locale} issued={issued} />
	),
	do_master: (t, locale) => (
		<DeliveryOrderDocument data={docData} variant="master" t={t} locale={locale} issued={issued} />
	),
	total_cost: (t, locale) => <TotalCostDocument data={docData} t={t} locale={locale} issued={issued} />,
};

let quoteMake: Make;

beforeAll(async () => {
	await seedQuoteWorld();
	const request = fclExport();
	const priced = priceFromDb(request);
	if (!priced.ok) throw new Error(`no price: ${priced.reason}`);
	const id = createEstimate({
		user: DEMO.customer,
		request,
		priced: { option: priced.options[0]! },
		onceKey: crypto.randomUUID(),
	});
	const estimate = getEstimateFor(DEMO.customer, id);
	quoteMake = (t, locale) => <QuoteDocument data={loadQuotePdfData(estimate, locale)} t={t} locale={locale} />;
}, 60_000);

describe.skipIf(!hasPoppler)("every word each PDF prints is in its text layer (vn first, one process)", () => {
	const kinds: [string, () => Make][] = [
		["quote", () => quoteMake],
		[
			"proforma invoice",
			() => (t, locale) => <InvoiceDocument data={invoiceData("proforma")} t={t} locale={locale} issued={issued} />,
		],
		[
			"final invoice",
			() => (t, locale) => <InvoiceDocument data={invoiceData("invoice")} t={t} locale={locale} issued={issued} />,
		],
		...(Object.entries(DOCUMENTS) as [string, Make][]).map(([kind, make]): [string, () => Make] => [kind, () => make]),
	];
	for (const [kind, make] of kinds)
		test.each(["vn", "kr", "en"] as const)(
			`${kind} in %s`,
			async (locale) => {
				await preparePdfFonts();
				const t = await translatorFor(locale);
				const tree = make()(t, locale);
				const pdf = await renderToBuffer(tree as Parameters<typeof renderToBuffer>[0]);
				expect(missingWords(tree, pdf)).toEqual([]);
			},
			30_000,
		);
});
