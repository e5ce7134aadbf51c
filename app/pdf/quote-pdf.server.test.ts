// The quote PDF from real estimates (priced by the engine from the demo rates) in the three languages.
// PDF text is stored as glyph ids of the embedded font subsets; each subset carries a ToUnicode map,
// so inflating those maps tells which characters the page really shows (Hangul, Vietnamese).
import crypto from "node:crypto";
import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, test } from "vitest";
import type { SessionUser } from "#app/auth/session.server.ts";
import { type PricingRequestInput, pricingRequestSchema } from "#app/pricing/request.ts";
import { createEstimate, getEstimateFor } from "#app/quotes/estimates.server.ts";
import { priceFromDb } from "#app/rates/rate-set.server.ts";
import { getDb } from "#db/client.ts";
import { seedDemoRates } from "#db/seed/demo-rates.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { seedFixedSurcharges } from "#db/seed/fixed-surcharges.ts";
import { seedReference } from "#db/seed/reference.ts";
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
};

const readyDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
const REQUESTS: Record<"fcl" | "lcl" | "air", PricingRequestInput> = {
	fcl: { mode: "sea", direction: "export", cargoType: "fcl", origin: "KRPUS", destination: "VNHPH", readyDate, incoterms: "FOB", containers: [{ type: "dv20", count: 2 }] },
	lcl: { mode: "sea", direction: "export", cargoType: "lcl", origin: "KRPUS", destination: "VNHPH", readyDate, packages: [{ count: 4, weightKg: 300, volumeCbm: 1.2 }] },
	air: { mode: "air", direction: "import", origin: "HAN", destination: "ICN", readyDate, packages: [{ count: 2, weightKg: 120, volumeCbm: 0.5 }] },
};

function estimateFor(kind: keyof typeof REQUESTS) {
	const request = pricingRequestSchema.parse(REQUESTS[kind]);
	const result = priceFromDb(request);
	if (!result.ok) throw new Error(`no price for ${kind}: ${result.reason}`);
	const id = createEstimate({ user: customer, request, priced: { option: result.options[0]! }, onceKey: crypto.randomUUID() });
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
	// the first render of a process parses the two 2.7 MB fonts; the 2 s budget is per document after that
	await renderQuotePdf(estimateFor("fcl"), "kr");
}, 30_000);

test("the fonts are found beside the module", () => {
	expect(fontDirectory()).toMatch(/pdf[/\\]fonts$/);
});

describe.each(["fcl", "lcl", "air"] as const)("%s estimate", (kind) => {
	test.each(["kr", "en", "vn"] as const)("renders in %s with Pretendard embedded, under 2 s", async (locale) => {
		const estimate = estimateFor(kind);
		const started = performance.now();
		const pdf = await renderQuotePdf(estimate, locale);
		const took = performance.now() - started;
		expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
		expect(pdf.length).toBeGreaterThan(10_000);
		expect(took).toBeLessThan(2_000);
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
	expect(data.customer).toMatchObject({ company: "데모무역 주식회사", contact: "데모 고객", email: "customer@demo.kr" });
	expect(data.origin).toMatchObject({ code: "KRPUS", country: "KR" });
	expect(data.origin.name).toMatch(/부산/);
	expect(data.destination).toMatchObject({ code: "VNHPH", country: "VN" });
	expect(loadQuotePdfData(estimate, "en").origin.name).toMatch(/Busan/i);
	expect(quotePdfFileName(estimate)).toBe(`${estimate.number}.pdf`);
});

test("an in_request estimate (no price yet) gets a PDF that says the price is being prepared", async () => {
	const request = pricingRequestSchema.parse(REQUESTS.fcl);
	const id = createEstimate({ user: customer, request, priced: { manualReason: "no_rate_on_date" }, onceKey: crypto.randomUUID() });
	const estimate = getEstimateFor(customer, id);
	expect(estimate.option).toBeNull();
	const pdf = await renderQuotePdf(estimate, "kr");
	expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
	const chars = shownCharacters(pdf);
	for (const c of "준비 중") expect(chars.has(c)).toBe(true);
});
