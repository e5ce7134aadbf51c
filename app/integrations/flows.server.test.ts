// The integrations end to end in the database, providers answered by msw (decisions 098-100):
// official rates stored, overridden with a reason, fallen back to on the invoice; UNI-PASS steps stored
// and the release mail sent once; tax invoices issued with the invoice, amended for a refund, and a
// failure kept, retried by the job after its backoff and by staff.
import { eq } from "drizzle-orm";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { issueInvoice, loadInvoice } from "#app/invoices/invoice.server.ts";
import { decidePayment } from "#app/invoices/payments.server.ts";
import { listOutbox } from "#app/mail/mail.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, exchangeRateOrigins, exchangeRates, rateChanges, shipmentCargo, taxInvoices } from "#db/schema.ts";
import { seedDemoBilling } from "#db/seed/demo-bank-accounts.ts";
import { makeTestShipment } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { clearanceOf, refreshClearance, runClearanceJob } from "./clearance.server.ts";
import { mailClearanceRelease } from "#app/jobs/clearance-release.server.ts";
import { EXIM_ENDPOINT } from "./koreaexim/adapter.server.ts";
import { eximAnswer } from "./recorded/koreaexim.ts";
import { AUTH_HOST, forgetTokens, hostOf } from "./popbill/adapter.server.ts";
import { fetchOfficialRates, overrideRate, storeOfficialRate } from "./rates.server.ts";
import { runTaxInvoiceJob, retryByHand, syncTaxInvoices, taxInvoicesOf } from "./tax-invoices.server.ts";
import { UNIPASS_ENDPOINT } from "./unipass/adapter.server.ts";
import { unipassAnswer } from "./recorded/unipass.ts";

const server = setupServer();
const KEYS = {
	KOREAEXIM_AUTH_KEY: "exim",
	UNIPASS_API_KEY: "unipass",
	POPBILL_LINK_ID: "BARUN",
	POPBILL_SECRET_KEY: Buffer.from("secret").toString("base64"),
	POPBILL_CORP_NUM: "1234567891",
};
beforeAll(async () => {
	server.listen({ onUnhandledFrame: "error" });
	Object.assign(process.env, KEYS);
	await seedQuoteWorld();
	seedDemoBilling(getDb());
});
afterAll(() => {
	server.close();
	for (const k of Object.keys(KEYS)) delete process.env[k];
});
afterEach(() => {
	server.resetHandlers();
	forgetTokens();
});

describe("official exchange rates", () => {
	test("the job stores each business day's rate once, skips weekends, and a later run asks only for new days", async () => {
		const asked: string[] = [];
		server.use(
			http.get(EXIM_ENDPOINT, ({ request }) => {
				const day = new URL(request.url).searchParams.get("searchdate")!;
				asked.push(day);
				return HttpResponse.json(eximAnswer(day, "1,391.50"));
			}),
		);
		// Friday 2026-11-27 at 12:00 Seoul: the week back to Friday 11-20
		const now = new Date("2026-11-27T03:00:00Z");
		const first = await fetchOfficialRates(now);
		expect(asked).toEqual(["20261127", "20261126", "20261125", "20261124", "20261123", "20261120"]);
		expect(first).toMatchObject({ asked: 6, stored: 6, failed: 0 });
		const row = getDb().select().from(exchangeRates).where(eq(exchangeRates.id, "koreaexim-KRW-2026-11-27")).get();
		expect(row).toMatchObject({ currency: "KRW", effectiveDate: "2026-11-27", perUsdCents: 139_150 });
		expect(
			getDb().select().from(rateChanges).where(eq(rateChanges.rowId, "koreaexim-KRW-2026-11-27")).all(),
		).toHaveLength(1);
		asked.length = 0;
		expect(await fetchOfficialRates(now)).toMatchObject({ asked: 0 });
		expect(asked).toEqual([]);
	});

	test("staff override a day with a reason: kept in the history; the bank's figure never writes over it", () => {
		storeOfficialRate("2026-11-18", 138_000);
		const done = overrideRate(
			DEMO.staff,
			{ day: "2026-11-18", perUsdCents: 139_999, reason: "bank's figure was a typo" },
			newOnceKey(),
		);
		expect(done.ok).toBe(true);
		const id = "koreaexim-KRW-2026-11-18";
		expect(getDb().select().from(exchangeRates).where(eq(exchangeRates.id, id)).get()?.perUsdCents).toBe(139_999);
		expect(getDb().select().from(exchangeRateOrigins).where(eq(exchangeRateOrigins.rateId, id)).get()).toMatchObject({
			source: "override",
			reason: "bank's figure was a typo",
			publishedPerUsdCents: 138_000,
		});
		const history = getDb().select().from(rateChanges).where(eq(rateChanges.rowId, id)).all();
		expect(JSON.parse(history.at(-1)!.after!)).toMatchObject({
			perUsdCents: 139_999,
			source: "override",
			reason: "bank's figure was a typo",
		});
		expect(storeOfficialRate("2026-11-18", 138_100)).toBe("overridden");
		expect(getDb().select().from(exchangeRates).where(eq(exchangeRates.id, id)).get()?.perUsdCents).toBe(139_999);
	});

	test("an invoice whose day has no publication takes the last published rate and says so", () => {
		const id = makeTestShipment();
		const day = loadInvoice(id)!.rate.date; // the ETD, a week ahead: nothing published yet
		const published = addDays(seoulToday(), -400);
		storeOfficialRate(published, 128_888);
		const rate = loadInvoice(id)!.rate;
		expect(rate.date).toBe(day);
		// the latest row up to the day is whatever is latest; it is an official or staff row before the day
		expect(rate.publishedOn! < day).toBe(true);
		expect(["koreaexim", "staff", "override"]).toContain(rate.source);
	});
});

describe("UNI-PASS clearance", () => {
	function importShipment(): string {
		const id = makeTestShipment();
		getDb().update(estimates).set({ direction: "import", status: "in_shipping" }).where(eq(estimates.id, id)).run();
		getDb()
			.insert(shipmentCargo)
			.values({ estimateId: id, houseBlNo: `BRN${id.slice(-6)}` })
			.run();
		return id;
	}

	test("the job stores the steps of an import in clearance and mails its customers once on release", async () => {
		const id = importShipment();
		let calls = 0;
		const keys: string[] = [];
		server.use(
			http.get(UNIPASS_ENDPOINT, ({ request }) => {
				calls += 1;
				const url = new URL(request.url);
				const key = url.searchParams.get("hblNo") ?? url.searchParams.get("mblNo") ?? url.searchParams.get("cargMtNo")!;
				keys.push(key);
				return new HttpResponse(unipassAnswer(new Date("2026-11-27T09:00:00Z"), key));
			}),
		);
		const counts = await runClearanceJob(new Date("2026-11-27T09:00:00Z"), mailClearanceRelease);
		expect(counts.updated).toBeGreaterThanOrEqual(1);
		// first by its house B/L; UNI-PASS's cargo management number is kept for the next lookups
		expect(keys).toContain(`BRN${id.slice(-6)}`);
		expect(clearanceOf(id)!.cargoMgmtNo).toMatch(/^26BUSAN/);
		const view = clearanceOf(id)!;
		expect(view.steps.map((s) => s.step)).toEqual([
			"arrival_report",
			"unloading",
			"warehouse_in",
			"declared",
			"accepted",
			"released",
		]);
		expect(view.releasedAt).not.toBeNull();
		const number = getDb().select().from(estimates).where(eq(estimates.id, id)).get()!.numberBody;
		const mails = listOutbox({}).filter((m) => m.template === "clearanceReleased" && m.subject?.includes(number));
		expect(mails.length).toBeGreaterThanOrEqual(1);
		expect(mails[0]?.text).toContain("수입신고수리");
		// a refresh by staff stores nothing twice and mails nobody again
		const before = mails.length;
		expect(await refreshClearance(id, new Date("2026-11-27T09:30:00Z"), undefined, mailClearanceRelease)).toBe(
			"updated",
		);
		expect(clearanceOf(id)!.steps).toHaveLength(6);
		expect(
			listOutbox({}).filter((m) => m.template === "clearanceReleased" && m.subject?.includes(number)),
		).toHaveLength(before);
		// released: the job no longer asks for it
		calls = 0;
		await runClearanceJob(new Date("2026-11-27T10:00:00Z"), mailClearanceRelease);
		expect(calls).toBe(0);
	});

	test("an outage is kept on the shipment, nothing is lost", async () => {
		const id = importShipment();
		server.use(http.get(UNIPASS_ENDPOINT, () => new HttpResponse("down", { status: 503 })));
		expect(await refreshClearance(id, new Date(), { backoffMs: 0 })).toBe("failed");
		expect(clearanceOf(id)).toMatchObject({ lastError: "outage: HTTP 503", steps: [] });
	});
});

describe("tax invoices", () => {
	const host = hostOf(true);
	const bodies: Record<string, unknown>[] = [];
	let fail = false;
	function popbill() {
		server.use(
			http.post(`${AUTH_HOST}/POPBILL_TEST/Token`, () =>
				HttpResponse.json({ session_token: "t", expiration: new Date(Date.now() + 3_600_000).toISOString() }),
			),
			http.get(`${host}/Taxinvoice/SELL/:key`, () =>
				HttpResponse.json({ code: -11000005, message: "없음" }, { status: 400 }),
			),
			http.post(`${host}/Taxinvoice`, async ({ request }) => {
				if (fail) return new HttpResponse("down", { status: 503 });
				const body = (await request.json()) as Record<string, unknown>;
				bodies.push(body);
				return HttpResponse.json({ code: 1, ntsConfirmNum: `2026112741${String(bodies.length).padStart(14, "0")}` });
			}),
		);
	}

	test("issuing the invoice issues its 과세 and 영세 documents; their amounts are the invoice's, to the won", async () => {
		popbill();
		const id = makeTestShipment();
		const issued = issueInvoice(DEMO.staff, id, { dueDate: addDays(seoulToday(), 7) }, newOnceKey());
		expect(issued.ok).toBe(true);
		await syncTaxInvoices(id);
		const docs = taxInvoicesOf(id);
		const r = loadInvoice(id)!.reconciliation;
		const byType = Object.fromEntries(docs.map((d) => [d.taxType, d]));
		expect(byType.taxable).toMatchObject({ state: "issued", supplyKrw: r.taxable.netKrw, taxKrw: r.vatKrw });
		// by hand: the VAT is 10% of the taxable supply, rounded once
		expect(byType.taxable!.taxKrw).toBe(Math.round(r.taxable.netKrw / 10));
		if (r.zeroRated.netKrw > 0) expect(byType.zero_rated).toMatchObject({ supplyKrw: r.zeroRated.netKrw, taxKrw: 0 });
		expect(docs.reduce((s, d) => s + d.supplyKrw + d.taxKrw, 0)).toBe(r.totalKrw);
		expect(docs.every((d) => d.ntsConfirmNum?.startsWith("2026112741"))).toBe(true);
		// the customer's registration number and ours
		expect(bodies.at(-1)).toMatchObject({ invoicerCorpNum: "1234567891", invoiceeCorpNum: "1248100998" });
	});

	test("a partial refund issues an amended tax invoice per tax type, linked to the original", async () => {
		popbill();
		const id = makeTestShipment();
		issueInvoice(DEMO.staff, id, { dueDate: addDays(seoulToday(), 7) }, newOnceKey());
		await syncTaxInvoices(id);
		getDb().update(estimates).set({ payment: "paid" }).where(eq(estimates.id, id)).run();
		const refund = decidePayment({
			user: DEMO.staff,
			estimateId: id,
			decision: { to: "refund", refundKrw: 100_000, reason: "storage waived" },
			onceKey: newOnceKey(),
		});
		expect(refund.ok).toBe(true);
		await syncTaxInvoices(id);
		const docs = taxInvoicesOf(id);
		const amended = docs.filter((d) => d.originalId !== null);
		expect(amended.length).toBeGreaterThanOrEqual(1);
		expect(amended.every((d) => d.refundId === refund.refundId && d.state === "issued")).toBe(true);
		// the amendments add up to minus the refund, to the won
		expect(amended.reduce((s, d) => s + d.supplyKrw + d.taxKrw, 0)).toBe(-100_000);
		for (const a of amended) {
			const original = docs.find((d) => d.id === a.originalId)!;
			expect(original.taxType).toBe(a.taxType);
			expect(bodies.find((b) => b.invoicerMgtKey === a.mgtKey)).toMatchObject({
				modifyCode: 2,
				orgNTSConfirmNum: original.ntsConfirmNum,
			});
		}
	});

	test("a failure never blocks the invoice: kept as failed, retried by the job after its backoff, or by staff", async () => {
		popbill();
		fail = true;
		const id = makeTestShipment();
		const t0 = new Date();
		expect(issueInvoice(DEMO.staff, id, { dueDate: addDays(seoulToday(), 7) }, newOnceKey()).ok).toBe(true);
		await syncTaxInvoices(id, t0);
		expect(loadInvoice(id)!.row?.issuedAt).not.toBeNull();
		const failed = taxInvoicesOf(id);
		expect(failed.every((d) => d.state === "failed" && d.lastError?.startsWith("outage"))).toBe(true);
		// the job before the backoff (5 minutes) sends nothing; after it, sends
		fail = false;
		await runTaxInvoiceJob(new Date(t0.getTime() + 60_000));
		expect(taxInvoicesOf(id).every((d) => d.state === "failed")).toBe(true);
		const first = failed[0]!;
		expect(await retryByHand(DEMO.staff, first.id, new Date(t0.getTime() + 120_000))).toBe("issued");
		await runTaxInvoiceJob(new Date(t0.getTime() + 10 * 60_000));
		expect(taxInvoicesOf(id).every((d) => d.state === "issued" && d.ntsConfirmNum)).toBe(true);
		expect(getDb().select().from(taxInvoices).where(eq(taxInvoices.estimateId, id)).all().length).toBe(failed.length);
	});
});
