// The quote PDF from real estimates (priced by the engine from the demo rates) in the three languages.
// PDF text is stored as glyph ids of the embedded font subsets; each subset carries a ToUnicode map,
// so inflating those maps tells which characters the page really shows (Hangul, Vietnamese).
import crypto from "node:crypto";
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, test } from "vitest";
import { pdfText, words as pdfWords, hasPoppler } from "#tests/pdf-words.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { type PricingRequestInput, PricingRequestSchema } from "#app/pricing/request.ts";
import { createEstimate, getEstimateFor } from "#app/quotes/estimates.server.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { getDb } from "#db/client.ts";
import { seedDemoRates } from "#db/seed/demo-rates.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { seedFixedSurcharges } from "#db/seed/fixed-surcharges.ts";
import { seedReference } from "#db/seed/reference.ts";
import { exchangeShown } from "#app/quotes/quote-format.ts";
import { fontDirectory, loadQuotePdfData, quotePdfFileName, renderQuotePdf } from "./quote-pdf.server.tsx";

const customer: SessionUser = {
	id: "demo-customer",
	email: "customer@demo.kr",
	name: "데모 고객",
	role: "customer",
	locale: "kr",
	companyId: "demo-company-a",
	phone: "01012345678",
	phoneVerified: true,
	sessionId: "s",
	partnerCompanyId: null,
};

const readyDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
const REQUESTS: Record<"fcl" | "lcl" | "air", PricingRequestInput> = {
	fcl: {
		mode: "sea",
		direction: "export",
		cargoType: "fcl",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate,
		incoterms: "FOB",
		containers: [{ type: "dv20", count: 2 }],
	},
	lcl: {
		mode: "sea",
		direction: "export",
		cargoType: "lcl",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate,
		packages: [{ count: 4, weightKg: 300, volumeCbm: 1.2 }],
	},
	air: {
		mode: "air",
		direction: "import",
		origin: "HAN",
		destination: "ICN",
		readyDate,
		packages: [{ count: 2, weightKg: 120, volumeCbm: 0.5 }],
	},
};

function estimateFor(kind: keyof typeof REQUESTS, input: PricingRequestInput = REQUESTS[kind]) {
	const request = PricingRequestSchema.parse(input);
	const result = priceFromDb(request);
	if (!result.ok) throw new Error(`no price for ${kind}: ${result.reason}`);
	const id = createEstimate({
		user: customer,
		request,
		priced: { option: result.options[0]! },
		onceKey: crypto.randomUUID(),
	});
	return getEstimateFor(customer, id);
}

/** Every character the PDF's fonts map back to Unicode (the ToUnicode CMaps, inflated). */
function shownCharacters(pdf: Buffer): Set<string> {
	const text = pdf.toString("latin1");
	const chars = new Set<string>();
	for (const m of text.matchAll(/stream\r?\n/g)) {
		const start = (m.index ?? 0) + m[0].length;
		const end = text.indexOf("endstream", start);
		let body: string;
		try {
			body = inflateSync(pdf.subarray(start, end)).toString("latin1");
		} catch {
			continue;
		}
		if (!body.includes("begincmap")) continue;
		// "<0001> <AC00>" pairs (bfchar) and "<0001> <0005> [<AC00> ...]" ranges both end in hex UTF-16
		for (const hex of body.matchAll(/<([0-9a-fA-F]{4,})>/g)) {
			const h = hex[1] as string;
			for (let i = 0; i + 4 <= h.length; i += 4) chars.add(String.fromCharCode(parseInt(h.slice(i, i + 4), 16)));
		}
	}
	return chars;
}

beforeAll(async () => {
	seedReference(getDb());
	seedFixedSurcharges(getDb());
	seedDemoRates(getDb());
	await seedDemo(getDb());
}, 30_000);

test("the fonts are found beside the module", () => {
	expect(fontDirectory()).toMatch(/pdf[/\\]fonts$/);
});

describe.each(["fcl", "lcl", "air"] as const)("%s estimate", (kind) => {
	test.each(["kr", "en", "vn"] as const)("renders in %s with Pretendard embedded", async (locale) => {
		const estimate = estimateFor(kind);
		// how long it takes is a figure of `npm run bench:pdf`, not a check here
		const pdf = await renderQuotePdf(estimate, locale);
		expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
		expect(pdf.length).toBeGreaterThan(10_000);
		const raw = pdf.toString("latin1");
		expect(raw).toMatch(/\/FontFile2/); // TrueType embedded, not a standard-14 reference
		expect(raw).toMatch(/Pretendard-Regular/);
		expect(raw).toMatch(/Pretendard-Bold/);
		const chars = shownCharacters(pdf);
		// the document number's characters are on the page
		for (const c of estimate.number) expect(chars.has(c)).toBe(true);
		if (locale === "kr") for (const c of "견적서") expect(chars.has(c)).toBe(true);
		if (locale === "vn") for (const c of "Báo giá") expect(chars.has(c)).toBe(true);
	});
});

test("the details come from the estimate's company, user and place names", () => {
	const estimate = estimateFor("fcl");
	const data = loadQuotePdfData(estimate, "kr");
	expect(data.customer).toMatchObject({
		company: "데모무역 주식회사",
		contact: "데모 고객",
		email: "customer@demo.kr",
	});
	expect(data.origin).toMatchObject({ code: "KRPUS", country: "KR" });
	expect(data.origin.name).toMatch(/부산/);
	expect(data.destination).toMatchObject({ code: "VNHPH", country: "VN" });
	expect(loadQuotePdfData(estimate, "en").origin.name).toMatch(/Busan/i);
	expect(quotePdfFileName(estimate)).toBe(`${estimate.number}.pdf`);
});

test("an in_request estimate (no price yet) gets a PDF that says the price is being prepared", async () => {
	const request = PricingRequestSchema.parse(REQUESTS.fcl);
	const id = createEstimate({
		user: customer,
		request,
		priced: { manualReason: "no_rate_on_date" },
		onceKey: crypto.randomUUID(),
	});
	const estimate = getEstimateFor(customer, id);
	expect(estimate.option).toBeNull();
	const pdf = await renderQuotePdf(estimate, "kr");
	expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
	const chars = shownCharacters(pdf);
	for (const c of "준비 중") expect(chars.has(c)).toBe(true);
});

// ---------------------------------------------------------------------------------------------
// The page as a reader sees it: the words and where they sit, read back with poppler's
// pdftotext -bbox (the same poppler whose pdftoppm renders the review pictures).

describe.skipIf(!hasPoppler)("what the page shows (pdftotext)", () => {
	test.each(["kr", "en", "vn"] as const)("%s: the title sits above the quote number, not over it", async (locale) => {
		const estimate = estimateFor("fcl");
		const words = pdfWords(await renderQuotePdf(estimate, locale));
		const title = words.find((w) => w.text === { kr: "견적서", en: "Quotation", vn: "giá" }[locale])!;
		const number = words.find((w) => w.text === estimate.number)!;
		expect(title).toBeDefined();
		expect(number).toBeDefined();
		expect(title.yMax).toBeLessThanOrEqual(number.yMin + 0.5);
	});

	test.each(["kr", "en", "vn"] as const)(
		"%s: every page carries the footer with the company and the quote number",
		async (locale) => {
			const estimate = estimateFor("fcl");
			const words = pdfWords(await renderQuotePdf(estimate, locale));
			const pages = Math.max(...words.map((w) => w.page));
			for (let page = 1; page <= pages; page++) {
				const onPage = words.filter((w) => w.page === page);
				// the footer sits in the bottom 40 pt of an A4 page (842 pt high)
				expect(
					onPage.some((w) => w.text === estimate.number && w.yMin > 800),
					`page ${page}`,
				).toBe(true);
				expect(
					onPage.some((w) => w.text === "help@barunforwarding.kr" && w.yMin > 800),
					`page ${page}`,
				).toBe(true);
			}
		},
	);

	test("the English column heads are separate words with a gap", async () => {
		const words = pdfWords(await renderQuotePdf(estimateFor("fcl"), "en"));
		expect(words.some((w) => w.text === "AmountCurrency")).toBe(false);
		const amount = words.find((w) => w.text === "Amount")!;
		const currency = words.find((w) => w.text === "Currency" && Math.abs(w.yMin - amount.yMin) < 1)!;
		expect(currency.xMin - amount.xMax).toBeGreaterThanOrEqual(6);
	});

	test("the printed exchange rate is the one the totals used, dated by the rate's own day", async () => {
		// CFR export: the customer pays the KRW origin charges and the USD freight, the buyer the VND rest
		const estimate = estimateFor("fcl", { ...REQUESTS.fcl, incoterms: "CFR" });
		const option = estimate.option!;
		const text = pdfText(await renderQuotePdf(estimate, "en"));
		const m = /1 USD = KRW ([\d,]+\.\d\d) \(rate of ([^)]+)\)/.exec(text);
		expect(m, text).not.toBeNull();
		const printed = Number((m![1] as string).replaceAll(",", ""));
		expect(Math.round(printed * 100)).toBe(option.exchange.krwPerUsdCents);
		// the demo rate of today (1,385.50), not the cargo-ready date two weeks ahead
		const effective = option.exchange.effective?.KRW;
		expect(effective).toBeTruthy();
		expect(effective).not.toBe(estimate.readyDate);
		expect(m![2]).toBe(
			new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(
				new Date(`${effective}T00:00:00Z`),
			),
		);
		// a hand check from the printed rate and the printed KRW and USD subtotals: exact to the won
		const subtotal = (currency: string) => {
			const line = new RegExp(`Subtotal ${currency}\\s+\\D*([\\d,.]+)`).exec(text);
			return line ? Number((line[1] as string).replaceAll(",", "")) : 0;
		};
		const usd = subtotal("USD");
		const krw = subtotal("KRW");
		expect(option.subtotals.VND ?? 0).toBe(0);
		expect(usd).toBeGreaterThan(0);
		const total = /Total excl\. VAT \(KRW\)\s+\D*([\d,]+)/.exec(text);
		expect(krw + Math.round(usd * printed)).toBe(Number((total![1] as string).replaceAll(",", "")));
		expect(krw + Math.round(usd * printed)).toBe(option.totals.KRW);
		expect(exchangeShown(option.exchange, "en").KRW.perUsd).toBe(m![1]);
	});

	test("the quote says VAT comes on top, estimated by the invoice's rule", async () => {
		// CFR export from Busan: the origin charges are services in Korea (10%), the freight is zero-rated
		const estimate = estimateFor("fcl", { ...REQUESTS.fcl, incoterms: "CFR" });
		const option = estimate.option!;
		const origin = option.lines.filter((l) => l.included && l.group === "origin" && l.amount !== 0);
		expect(
			origin.every(
				(l) => l.currency === "KRW" && ["thc", "wfg", "csc", "dcf", "hdc", "ccc", "cfs", "trucking"].includes(l.code),
			),
		).toBe(true);
		const taxable = origin.reduce((sum, l) => sum + l.amount, 0);
		const vat = Math.round(taxable / 10);
		const text = pdfText(await renderQuotePdf(estimate, "en")).replace(/\s+/g, " ");
		const won = (n: number) => `₩${n.toLocaleString("en")}`;
		expect(text).toContain(`Estimated VAT (10% of ${won(taxable)} of services in Korea) ${won(vat)}`);
		expect(text).toContain(`Estimated total incl. VAT ${won(option.totals.KRW + vat)}`);
		expect(text).toContain("10% Korean VAT is added on the invoice");
	}, 30_000);

	test.each([
		["fcl", "en", "FOB (Incoterms 2020)"],
		["lcl", "en", "Not specified"],
		["lcl", "kr", "지정하지 않음"],
		["fcl", "vn", "FOB (Incoterms 2020)"],
	] as const)("%s in %s: Incoterms read %s, never a dash", async (kind, locale, wording) => {
		const text = pdfText(await renderQuotePdf(estimateFor(kind), locale));
		expect(text).toContain(wording);
		expect(text).not.toMatch(/Incoterms\s+–/);
	});

	test.each([
		[
			"en",
			["Payment terms", "bank deposit", "000-000000-00-000", "Issued by", "CEO Kim Barun", "Authorised signature"],
		],
		["kr", ["결제 조건", "계좌 입금", "예금주", "발행", "대표이사 김바른", "(인)"]],
		["vn", ["Điều kiện thanh toán", "chuyển khoản", "Bên phát hành", "Giám đốc Kim Barun"]],
	] as const)("%s: payment terms and the signature block", async (locale, wordings) => {
		// the accounts come from /admin/bank-accounts, no longer from code
		const { getDb } = await import("#db/client.ts");
		const { bankAccounts } = await import("#db/schema.ts");
		const { eq } = await import("drizzle-orm");
		getDb()
			.insert(bankAccounts)
			.values({
				id: "quote-pdf-krw",
				currency: "KRW",
				bankName: "IBK기업은행",
				accountNumber: "000-000000-00-000",
				holder: "바른포워딩 주식회사",
				active: true,
				updatedAt: new Date(),
			})
			.onConflictDoNothing()
			.run();
		try {
			const text = pdfText(await renderQuotePdf(estimateFor("air"), locale)).replace(/\s+/g, " ");
			for (const w of wordings) expect(text).toContain(w);
		} finally {
			getDb().delete(bankAccounts).where(eq(bankAccounts.id, "quote-pdf-krw")).run();
		}
	});

	test("without a bank account the payment terms say whom to ask, never a made-up number", async () => {
		const text = pdfText(await renderQuotePdf(estimateFor("air"), "en")).replace(/\s+/g, " ");
		expect(text).toContain("Our bank account is not set up yet");
		expect(text).not.toContain("000-000000");
	});

	test.each([
		["air", "en", ["1 AWB", "kg", "1 day"], ["B/L fee", "1 days"]],
		["fcl", "kr", ["2 × DV20", "B/L 1건"], ["컨테이너당"]],
	] as const)("%s in %s: quantities as quantity x unit, air words for air", async (kind, locale, present, absent) => {
		const text = pdfText(await renderQuotePdf(estimateFor(kind), locale));
		for (const w of present) expect(text).toContain(w);
		for (const w of absent) expect(text).not.toContain(w);
	});
});

test("migration 0009 dates the exchange rate of options stored before rates carried their day", async () => {
	const estimate = estimateFor("lcl");
	const { getConnection } = await import("#db/client.ts");
	const sqlite = getConnection().sqlite;
	sqlite
		.prepare("update estimates set option = json_remove(option, '$.exchange.effective') where id = ?")
		.run(estimate.id);
	expect(getEstimateFor(customer, estimate.id).option!.exchange.effective).toBeUndefined();
	sqlite.exec(readFileSync("db/migrations/0009_exchange_effective_dates.sql", "utf8"));
	const effective = getEstimateFor(customer, estimate.id).option!.exchange.effective;
	expect(effective).toEqual(estimate.option!.exchange.effective);
	expect(effective?.KRW).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});
