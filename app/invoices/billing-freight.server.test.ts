// Decision 040: My page's payment list showed "total freight 0 KRW" for a shipment whose invoice
// bills an O/F line. The figure came from the booked quote's freight group only, which is empty when
// the quote's Incoterm leaves the freight to the buyer (FOB export) while staff bill it on the
// invoice anyway. The list now reads the invoice's freight lines once the invoice is stored, and the
// quote's before that. Every figure below is worked out by hand.
import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { seoulToday } from "#app/calendar/calendar.ts";
import { getDb } from "#db/client.ts";
import { seedShipment } from "#db/seed/demo-shipments.ts";
import { EXPORT_REQUEST } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld, sessionUser } from "#tests/quote-world.ts";
import { addInvoiceLine, ensureInvoice, loadInvoice } from "./invoice.server.ts";
import { billingPageFor } from "./payments.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const admin = sessionUser("demo-admin", "staff_admin");
let uploadDir = "";
const saved = process.env.UPLOAD_DIR;

beforeAll(async () => {
	uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-billing-"));
	process.env.UPLOAD_DIR = uploadDir;
	resetEnvCache();
	await seedQuoteWorld();
}, 60_000);

afterAll(() => {
	if (saved === undefined) delete process.env.UPLOAD_DIR;
	else process.env.UPLOAD_DIR = saved;
	resetEnvCache();
	fs.rmSync(uploadDir, { recursive: true, force: true });
});

function shipment(incoterms?: "FOB" | "CFR"): string {
	const id = `freight-test-${crypto.randomUUID()}`;
	const request = { ...EXPORT_REQUEST(), ...(incoterms ? { incoterms } : {}) };
	getDb().transaction((tx) =>
		seedShipment(
			tx,
			{
				id,
				request,
				status: "finish",
				schedule: { etd: -20, eta: -10, carrier: "HMM", vessel: ["HMM BLESSING", "0042W"] },
			},
			seoulToday(),
		),
	);
	return id;
}

function rowOf(id: string) {
	const rows = [];
	for (let page = 1; ; page++) {
		const p = billingPageFor(DEMO.customer, `http://app.test/mypage/payment?page=${page}`)!;
		rows.push(...p.rows);
		if (page >= p.pageCount) break;
	}
	return rows.find((r) => r.id === id)!;
}

describe("total freight on the payment list", () => {
	test("an FOB export whose invoice bills an O/F line shows that line, not 0", () => {
		const id = shipment("FOB");
		// the FOB quote leaves the freight to the buyer: nothing in its freight group
		const quote = loadInvoice(id)!;
		expect(quote.estimate.option!.lines.filter((l) => l.group === "freight" && l.included)).toEqual([]);
		expect(rowOf(id).freightKrw).toBe(0);
		// staff bill the ocean freight: USD 450.00 x 1 at the invoice's rate
		ensureInvoice(id);
		const outcome = addInvoiceLine(
			admin,
			id,
			{
				code: "ofr",
				currency: "USD",
				quantity: 1,
				unitPrice: 45_000,
				reason: "other",
				reasonText: "freight prepaid by the shipper",
			} as never,
			crypto.randomUUID(),
		);
		expect(outcome.ok).toBe(true);
		const rate = loadInvoice(id)!.rate.krwPerUsdCents;
		// USD 450.00 x (rate / 100) KRW, rounded half away from zero once
		const byHand = Math.round((45_000 * rate) / 10_000);
		expect(rowOf(id).freightKrw).toBe(byHand);
		expect(byHand).toBeGreaterThan(0);
	}, 30_000);

	test("a CFR export: the quote's freight until staff open the invoice, then the invoice's lines", () => {
		const id = shipment("CFR");
		const option = loadInvoice(id)!.estimate.option!;
		const freight = option.lines.filter((l) => l.group === "freight" && l.included);
		expect(freight.length).toBeGreaterThan(0);
		expect(freight.every((l) => l.currency === "USD")).toBe(true);
		// the quote: the USD freight subtotal converted once at the quote's rate
		const usd = freight.reduce((s, l) => s + l.amount, 0);
		expect(rowOf(id).freightKrw).toBe(Math.round((usd * option.exchange.krwPerUsdCents) / 10_000));
		// the billing column before issue: the quote with its estimated VAT, 10% of the Busan charges
		const origin = option.lines.filter((l) => l.included && l.group === "origin");
		expect(origin.every((l) => l.currency === "KRW" && ["thc", "wfg", "csc", "dcf", "hdc"].includes(l.code))).toBe(
			true,
		);
		const vat = Math.round(origin.reduce((s, l) => s + l.amount, 0) / 10);
		expect(rowOf(id).billingKrw).toBe(option.totals.KRW + vat);
		// the stored invoice: each USD line converted at the invoice's rate, rounded once per line
		ensureInvoice(id);
		const rate = loadInvoice(id)!.rate.krwPerUsdCents;
		expect(rowOf(id).freightKrw).toBe(freight.reduce((s, l) => s + Math.round((l.amount * rate) / 10_000), 0));
	}, 30_000);
});
