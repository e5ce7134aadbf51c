// The invoice PDF in kr, en and vn, pro-forma and paid, rendered from fixture data and read back with
// poppler's pdftotext: the words each must show (the parties' registration numbers, supply value,
// VAT, total, rate, bank accounts) and no two words printed over each other. INVOICE_PDF_DIR=/dir
// keeps the PDFs for looking at them (pdftoppm -png -r 60).
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { overlaps, pdfText, words, hasPoppler } from "#tests/pdf-words.ts";
import { describe, expect, test } from "vitest";
import type { InvoiceLineView, InvoiceView } from "#app/invoices/invoice-view.server.ts";
import { type InvoicePdfData, renderInvoiceDocument } from "./invoice.server.tsx";

const line = (over: Partial<InvoiceLineView>): InvoiceLineView => ({
	id: over.code ?? "x",
	code: "ofr",
	label: "Ocean freight",
	currency: "KRW",
	quantity: 1,
	unitPrice: 0,
	amount: 0,
	amountKrw: 0,
	vatable: false,
	source: "quote",
	quoteAmountKrw: 0,
	gapKrw: 0,
	reason: null,
	reasonText: null,
	replaced: null,
	discount: false,
	discountShareKrw: 0,
	...over,
});

// USD 450.00 + LSS 70.00 at 1,385.50; THC 145,000 (quote 130,000), wharfage 4,420, demurrage 3 x 80,000; doc fee removed
const view: InvoiceView = {
	estimateId: "e1",
	state: "issued",
	issuedAt: new Date(Date.UTC(2026, 2, 12)),
	dueDate: "2026-03-19",
	rate: { date: "2026-03-10", krwPerUsdCents: 138_550, basis: "departure" },
	lines: [
		line({
			id: "a",
			code: "ofr",
			label: "해상운임 (O/F)",
			currency: "USD",
			unitPrice: 45_000,
			amount: 45_000,
			amountKrw: 623_475,
			quoteAmountKrw: 623_475,
		}),
		line({
			id: "b",
			code: "lss",
			label: "저유황 할증료 (LSS)",
			currency: "USD",
			unitPrice: 7_000,
			amount: 7_000,
			amountKrw: 96_985,
			quoteAmountKrw: 96_985,
		}),
		line({
			id: "c",
			code: "thc",
			label: "터미널 화물처리비 (THC)",
			unitPrice: 145_000,
			amount: 145_000,
			amountKrw: 145_000,
			vatable: true,
			quoteAmountKrw: 130_000,
			gapKrw: 15_000,
			source: "staff",
			reason: "실제 현지 비용",
			replaced: { currency: "KRW", amount: 130_000 },
		}),
		line({
			id: "d",
			code: "wfg",
			label: "부두사용료 (WFG)",
			unitPrice: 4_420,
			amount: 4_420,
			amountKrw: 4_420,
			vatable: true,
			quoteAmountKrw: 4_420,
		}),
		line({
			id: "e",
			code: "dem",
			label: "디머리지 (DEM)",
			quantity: 3,
			unitPrice: 80_000,
			amount: 240_000,
			amountKrw: 240_000,
			vatable: true,
			quoteAmountKrw: null,
			gapKrw: 240_000,
			source: "staff",
			reason: "디머리지 발생",
			reasonText: "프리타임 3일 초과",
		}),
	],
	removed: [
		line({
			id: "f",
			code: "dcf",
			label: "서류 발급비 (DOC)",
			unitPrice: 50_000,
			amount: 50_000,
			amountKrw: 50_000,
			vatable: true,
			quoteAmountKrw: 50_000,
			gapKrw: -50_000,
			reason: "요율 정정",
			reasonText: "B/L은 선사 발행",
		}),
	],
	totals: { supplyKrw: 1_109_880, vatKrw: 38_942, totalKrw: 1_148_822 },
	quoteTotalKrw: 904_880,
	gapKrw: 205_000,
	bankAccounts: [
		{
			currency: "KRW",
			bankName: "IBK기업은행",
			bankNameEn: null,
			accountNumber: "000-000000-00-000",
			holder: "바른포워딩 주식회사",
			swift: null,
		},
		{
			currency: "USD",
			bankName: "IBK Industrial Bank of Korea",
			bankNameEn: null,
			accountNumber: "000-000000-00-001",
			holder: "BARUN FORWARDING CO., LTD.",
			swift: "IBKOKRSE",
		},
	],
	rateFacts: { actual: true, fixed: true, isDefault: false, source: "koreaexim", publishedOn: "2026-03-10" },
	taxInvoices: [],
	vatableKrw: 389_420,
	taxable: { grossKrw: 389_420, discountKrw: 0, netKrw: 389_420 },
	zeroRated: { grossKrw: 720_460, discountKrw: 0, netKrw: 720_460 },
	discountKrw: 0,
	vatBp: 1000,
	available: true,
};

const base: InvoicePdfData = {
	variant: "proforma",
	number: "B2603-0042",
	origin: "부산 (KRPUS)",
	destination: "하이퐁 (VNHPH)",
	vessel: "HMM GARAM / 0099S",
	etd: "2026-03-10",
	eta: "2026-03-16",
	buyer: { name: "데모무역 주식회사", bizRegNo: "1248100998", address: "서울특별시 중구 세종대로 110" },
	view,
	refunds: [],
	balance: null,
};

const text = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, " ");

const EXPECT: Record<"proforma" | "invoice", Record<"kr" | "en" | "vn", string[]>> = {
	proforma: {
		kr: [
			"견적 청구서 (PRO-FORMA)",
			"공급자",
			"공급받는 자",
			"124-81-00998",
			"공급가액 (과세 10%)",
			"₩389,420",
			"₩38,942",
			"₩1,148,822",
			"1,385.50",
			"IBKOKRSE",
			"삭제됨",
			"₩50,000",
		],
		en: [
			"PRO-FORMA INVOICE",
			"Supplier",
			"Buyer",
			"124-81-00998",
			"Supply value (zero-rated)",
			"₩720,460",
			"Total due",
			"1 USD = 1,385.50 KRW",
			"Bank accounts",
		],
		vn: ["HÓA ĐƠN TẠM TÍNH", "Bên cung cấp", "Bên mua", "124-81-00998", "Tổng cần thanh toán", "1.385,50"],
	},
	invoice: {
		kr: ["청구서 (INVOICE)", "입금이 확인된 청구서입니다.", "V2603-0042"],
		en: ["INVOICE", "Payment for this invoice has been confirmed."],
		vn: ["HÓA ĐƠN (INVOICE)", "Đã xác nhận thanh toán"],
	},
};

const TAX_INVOICES: InvoiceView["taxInvoices"] = [
	{
		id: 1,
		mgtKey: "V2603-0042-T1",
		taxType: "taxable",
		amends: null,
		writeDate: "2026-03-10",
		supplyKrw: 389_420,
		taxKrw: 38_942,
		state: "sent",
		ntsConfirmNum: "202603104100000012345678",
	},
	{
		id: 2,
		mgtKey: "V2603-0042-Z2",
		taxType: "zero_rated",
		amends: null,
		writeDate: "2026-03-10",
		supplyKrw: 720_460,
		taxKrw: 0,
		state: "issued",
		ntsConfirmNum: "202603104100000012345679",
	},
];

const keep = process.env.INVOICE_PDF_DIR;

describe.skipIf(!hasPoppler)("invoice PDF", () => {
	for (const variant of ["proforma", "invoice"] as const)
		test.each(["kr", "en", "vn"] as const)(`${variant} in %s`, async (locale) => {
			const data = { ...base, variant, number: variant === "invoice" ? "V2603-0042" : base.number };
			const pdf = await renderInvoiceDocument(data, locale, new Date(Date.UTC(2026, 2, 12)));
			if (keep) {
				mkdirSync(keep, { recursive: true });
				writeFileSync(path.join(keep, `${variant}-${locale}.pdf`), pdf);
			}
			const shown = text(pdf);
			for (const want of EXPECT[variant][locale]) expect(shown).toContain(want);
			expect(overlaps(words(pdf))).toEqual([]);
			expect(execFileSync("pdfinfo", ["-"], { input: pdf }).toString()).toMatch(/Pages:\s+1\b/);
		});

	test.each(["kr", "en", "vn"] as const)(
		"its electronic tax invoices with their NTS numbers, in %s",
		async (locale) => {
			const data = {
				...base,
				variant: "invoice" as const,
				number: "V2603-0042",
				view: { ...view, taxInvoices: TAX_INVOICES },
			};
			const pdf = await renderInvoiceDocument(data, locale, new Date(Date.UTC(2026, 2, 12)));
			if (keep) writeFileSync(path.join(keep, `tax-invoices-${locale}.pdf`), pdf);
			const shown = text(pdf);
			for (const want of ["202603104100000012345678", "202603104100000012345679"]) expect(shown).toContain(want);
			expect(overlaps(words(pdf))).toEqual([]);
			expect(execFileSync("pdfinfo", ["-"], { input: pdf }).toString()).toMatch(/Pages:\s+1\b/);
		},
	);

	test("a coupon is shared out, never printed as a zero-rated supply", async () => {
		// the figures of the view come from the rule (app/pricing/vat.ts); here decision 039's example:
		// 1,578,840 of 10% charges less an 80,000 coupon: 10% supply 1,498,840, zero-rated 0, VAT 149,884
		const lines = [
			line({
				id: "t",
				code: "thc",
				label: "THC",
				unitPrice: 1_578_840,
				amount: 1_578_840,
				amountKrw: 1_578_840,
				vatable: true,
				quoteAmountKrw: 1_578_840,
				discountShareKrw: 80_000,
			}),
			line({
				id: "c",
				code: "coupon",
				label: "Coupon discount",
				unitPrice: -80_000,
				amount: -80_000,
				amountKrw: -80_000,
				quoteAmountKrw: -80_000,
				discount: true,
			}),
		];
		const discounted: InvoiceView = {
			...view,
			lines,
			removed: [],
			totals: { supplyKrw: 1_498_840, vatKrw: 149_884, totalKrw: 1_648_724 },
			quoteTotalKrw: 1_498_840,
			gapKrw: 0,
			vatableKrw: 1_498_840,
			taxable: { grossKrw: 1_578_840, discountKrw: 80_000, netKrw: 1_498_840 },
			zeroRated: { grossKrw: 0, discountKrw: 0, netKrw: 0 },
			discountKrw: 80_000,
		};
		const pdf = await renderInvoiceDocument({ ...base, view: discounted }, "en", new Date(Date.UTC(2026, 2, 12)));
		if (keep) writeFileSync(path.join(keep, "coupon-en.pdf"), pdf);
		const shown = text(pdf);
		expect(shown).toContain(
			"Supply value (10% VAT) ₩1,498,840 after ₩80,000 of discounts Supply value (zero-rated) ₩0",
		);
		expect(shown).toContain("Supply value (zero-rated) ₩0");
		expect(shown).toContain("VAT ₩149,884");
		expect(shown).toContain("Total due ₩1,648,724");
		expect(shown).toMatch(/Coupon discount 1 × -₩80,000 -₩80,000 –/);
		expect(shown).toContain("10% charges −₩80,000, zero-rated charges −₩0");
	}, 30_000);

	test("a paid invoice with two refunds lists their credit notes, paid, refunded and net; the V number stays", async () => {
		// two refunds of the 1,148,822 paid: 100,000 then 48,822, so 148,822 refunded and 1,000,000 net
		const refund = (
			seq: number,
			amountKrw: number,
			vatableKrw: number,
			vatKrw: number,
			refundedOn: string,
			reason: string,
		) => ({
			id: seq,
			seq,
			creditNote: `V2603-0042-C${seq}`,
			amountKrw,
			vatableKrw,
			vatKrw,
			zeroRatedKrw: amountKrw - vatableKrw - vatKrw,
			reason,
			refundedOn,
			at: new Date(`${refundedOn}T01:00:00Z`),
			by: "Kim",
			role: "staff" as const,
		});
		const data: InvoicePdfData = {
			...base,
			variant: "invoice",
			number: "V2603-0042",
			refunds: [
				refund(1, 100_000, 33_897, 3_390, "2026-03-20", "Trucking cancelled"),
				refund(2, 48_822, 16_549, 1_655, "2026-03-25", "Double payment"),
			],
			balance: { paidKrw: 1_148_822, refundedKrw: 148_822, netKrw: 1_000_000 },
		};
		for (const locale of ["kr", "en", "vn"] as const) {
			const pdf = await renderInvoiceDocument(data, locale, new Date(Date.UTC(2026, 2, 12)));
			if (keep) writeFileSync(path.join(keep, `refunds-${locale}.pdf`), pdf);
			const shown = text(pdf);
			expect(shown).toContain("V2603-0042-C1");
			expect(shown).toContain("V2603-0042-C2");
			expect(overlaps(words(pdf))).toEqual([]);
			// item 4: an invoice with two credit notes and its bank accounts fits one A4 page
			expect(execFileSync("pdfinfo", ["-"], { input: pdf }).toString()).toMatch(/Pages:\s+1\b/);
			expect(shown).not.toMatch(/Page \d+ of|\d+ \/ \d+ 쪽|Trang \d+\/\d+/);
			if (locale === "en") {
				expect(shown).toContain("INVOICE");
				expect(shown).toContain("Trucking cancelled");
				// the split app/invoices/refund.test.ts computes by hand for this invoice
				expect(shown).toMatch(/-₩33,897 -₩3,390 -₩62,713 -₩100,000/);
				expect(shown).toContain("Paid ₩1,148,822");
				expect(shown).toContain("Refunded -₩148,822");
				expect(shown).toContain("Net paid ₩1,000,000");
				// decision 043: the Korean bank's name in English
				expect(shown).toContain("IBK Industrial Bank of Korea 000-000000-00-000");
			}
			if (locale === "kr") expect(shown).toContain("IBK기업은행 000-000000-00-000");
		}
	}, 60_000);

	test("an invoice too long for one page repeats its header on the next and numbers the pages", async () => {
		const many = Array.from({ length: 40 }, (_, i) =>
			line({
				id: `m${i}`,
				code: "thc",
				label: `Extra charge ${i + 1}`,
				unitPrice: 1_000,
				amount: 1_000,
				amountKrw: 1_000,
				vatable: true,
			}),
		);
		const refund = {
			id: 1,
			seq: 1,
			creditNote: "V2603-0042-C1",
			amountKrw: 100_000,
			vatableKrw: 33_897,
			vatKrw: 3_390,
			zeroRatedKrw: 62_713,
			reason: "Trucking cancelled",
			refundedOn: "2026-03-20",
			at: new Date(),
			by: null,
			role: null,
		};
		for (const locale of ["kr", "en", "vn"] as const) {
			const pdf = await renderInvoiceDocument(
				{
					...base,
					variant: "invoice",
					number: "V2603-0042",
					view: { ...view, lines: [...view.lines, ...many] },
					refunds: [refund],
					balance: { paidKrw: 1_148_822, refundedKrw: 100_000, netKrw: 1_048_822 },
				},
				locale,
			);
			if (keep) writeFileSync(path.join(keep, `long-${locale}.pdf`), pdf);
			expect(execFileSync("pdfinfo", ["-"], { input: pdf }).toString()).toMatch(/Pages:\s+2\b/);
			const all = words(pdf);
			expect(overlaps(all)).toEqual([]);
			const onPage = (page: number) =>
				all
					.filter((w) => w.page === page)
					.map((w) => w.text)
					.join(" ");
			const pageLabel = {
				kr: (n: number) => `${n} / 2 쪽`,
				en: (n: number) => `Page ${n} of 2`,
				vn: (n: number) => `Trang ${n}/2`,
			}[locale];
			for (const page of [1, 2]) {
				expect(onPage(page)).toContain("V2603-0042");
				expect(onPage(page)).toContain(pageLabel(page));
			}
			if (locale === "en") expect(onPage(2)).toContain("INVOICE");
		}
	}, 60_000);

	test("a buyer without a registration number says so; no bank account says whom to ask", async () => {
		const pdf = await renderInvoiceDocument(
			{ ...base, buyer: { name: "New Co.", bizRegNo: null, address: null }, view: { ...view, bankAccounts: [] } },
			"en",
		);
		const shown = text(pdf);
		expect(shown).toContain("Business reg. no. not registered");
		expect(shown).toContain("No bank account is set up yet");
	});
});
