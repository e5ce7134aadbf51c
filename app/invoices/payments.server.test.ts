// Integration: the payment writes and reads on a temporary database. A deposit confirmation request
// lands once (with its slip's stored file on the event), is refused before the invoice is issued and
// for another company; the staff decisions paid / unpaid / refund land once each with their event; a
// refund is bounded by what was paid; the number turns V once paid; the queue lists requests oldest
// first and overdue invoices; a slip opens for the company and staff only.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, invoices, paymentEvents, storedFiles } from "#db/schema.ts";
import { seedShipment } from "#db/seed/demo-shipments.ts";
import { storedPdf } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld, sessionUser } from "#tests/quote-world.ts";
import { EXPORT_REQUEST } from "#tests/issued-world.ts";
import { paymentRequestCount } from "#app/desk/queues.server.ts";
import { issueInvoice } from "./invoice.server.ts";
import {
	billingPageFor,
	confirmationRefusal,
	decidePayment,
	paidAmountKrw,
	paymentHistory,
	paymentQueue,
	paymentSlipFor,
	paymentSummary,
	refundsOf,
	requestDepositConfirmation,
} from "./payments.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";

const admin = sessionUser("demo-admin", "staff_admin");
const broker = sessionUser("demo-broker", "customs_broker", null, { partnerCompanyId: "demo-broker-co" });
let uploadDir = "";
const savedUploadDir = process.env.UPLOAD_DIR;
const key = () => crypto.randomBytes(16).toString("base64url");

beforeAll(async () => {
	uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-payments-"));
	process.env.UPLOAD_DIR = uploadDir;
	resetEnvCache();
	await seedQuoteWorld();
});

afterAll(() => {
	if (savedUploadDir === undefined) delete process.env.UPLOAD_DIR;
	else process.env.UPLOAD_DIR = savedUploadDir;
	resetEnvCache();
	fs.rmSync(uploadDir, { recursive: true, force: true });
});

/** A finished demo-company-a shipment; its invoice issued (due in `dueIn` days) unless told not to. */
function shipment(options: { issued?: boolean; dueIn?: number } = {}): string {
	const id = `pay-test-${crypto.randomUUID()}`;
	getDb().transaction((tx) =>
		seedShipment(
			tx,
			{
				id,
				request: EXPORT_REQUEST(),
				status: "finish",
				schedule: { etd: -20, eta: -10, carrier: "HMM", vessel: ["HMM BLESSING", "0042W"] },
			},
			seoulToday(),
		),
	);
	if (options.issued !== false) {
		const dueDate = addDays(seoulToday(), options.dueIn ?? 14);
		const outcome = issueInvoice(admin, id, { dueDate } as never, key());
		expect(outcome.ok).toBe(true);
		// an overdue invoice: the issue form would refuse a past due date, the desk must still list one
		getDb().update(invoices).set({ dueDate }).where(eq(invoices.estimateId, id)).run();
	}
	return id;
}

const paymentOf = (id: string) =>
	getDb().select({ payment: estimates.payment }).from(estimates).where(eq(estimates.id, id)).get()!.payment;
const eventsOf = (id: string) => getDb().select().from(paymentEvents).where(eq(paymentEvents.estimateId, id)).all();

describe("requestDepositConfirmation", () => {
	test("with a slip: check_payment once, the event keeps the slip's stored file", async () => {
		const id = shipment();
		const slip = { ...(await storedPdf("입금증.pdf")), kind: "pdf" as const };
		const onceKey = key();
		const first = requestDepositConfirmation({ actorId: DEMO.customer.id, onceKey, estimateId: id, slip });
		expect(first).toEqual({ ok: true, redirectTo: `/mypage/payment/${id}?done=requested`, repeated: false });
		const again = requestDepositConfirmation({ actorId: DEMO.customer.id, onceKey, estimateId: id, slip });
		expect(again).toEqual({ ok: true, redirectTo: `/mypage/payment/${id}?done=requested`, repeated: true });
		expect(paymentOf(id)).toBe("check_payment");
		const events = eventsOf(id);
		expect(events).toHaveLength(1);
		expect(events[0]).toMatchObject({
			fromStatus: "unpaid",
			toStatus: "check_payment",
			userId: DEMO.customer.id,
			role: "customer",
		});
		const file = getDb().select().from(storedFiles).where(eq(storedFiles.id, events[0]!.slipFileId!)).get();
		expect(file).toMatchObject({ key: slip.key, name: "입금증.pdf", uploadedBy: DEMO.customer.id });
		expect(paymentHistory(id)[0]!.slip).toEqual({
			name: "입금증.pdf",
			size: slip.size,
			href: `/mypage/payment/${id}/slip/${events[0]!.id}`,
		});
	});

	test("a colleague of the company may ask, without a slip; asking twice is refused", () => {
		const id = shipment();
		expect(
			requestDepositConfirmation({ actorId: DEMO.colleague.id, onceKey: key(), estimateId: id, slip: null }),
		).toMatchObject({ ok: true });
		expect(eventsOf(id)[0]!.slipFileId).toBeNull();
		expect(
			requestDepositConfirmation({ actorId: DEMO.colleague.id, onceKey: key(), estimateId: id, slip: null }),
		).toEqual({ ok: false, error: "notAllowed" });
	});

	test.each([
		["another company's customer", DEMO.other.id, true, "notFound"],
		["staff (no company)", DEMO.staff.id, true, "notFound"],
		["before the invoice is issued", DEMO.customer.id, false, "notIssued"],
	] as const)("refused: %s", (_name, actorId, issued, error) => {
		const id = shipment({ issued });
		expect(confirmationRefusal(actorId, id)).toBe(error);
		expect(requestDepositConfirmation({ actorId, onceKey: key(), estimateId: id, slip: null })).toEqual({
			ok: false,
			error,
		});
		expect([paymentOf(id), eventsOf(id)]).toEqual(["unpaid", []]);
	});
});

describe("decidePayment", () => {
	test("check_payment -> paid once: the event, and the number turns V", () => {
		const id = shipment();
		requestDepositConfirmation({ actorId: DEMO.customer.id, onceKey: key(), estimateId: id, slip: null });
		expect(getEstimateFor(DEMO.customer, id).number).toMatch(/^B/);
		const onceKey = key();
		expect(decidePayment({ user: DEMO.staff, estimateId: id, decision: { to: "paid" }, onceKey })).toEqual({
			ok: true,
			redirectTo: `/admin/payments/${id}?done=paid`,
			repeated: false,
		});
		expect(decidePayment({ user: DEMO.staff, estimateId: id, decision: { to: "paid" }, onceKey })).toMatchObject({
			ok: true,
			repeated: true,
		});
		expect(paymentOf(id)).toBe("paid");
		expect(getEstimateFor(DEMO.customer, id).number).toMatch(/^V\d{4}-\d{4}$/);
		expect(eventsOf(id).map((e) => [e.fromStatus, e.toStatus, e.userId, e.role])).toEqual([
			["unpaid", "check_payment", DEMO.customer.id, "customer"],
			["check_payment", "paid", DEMO.staff.id, "staff"],
		]);
	});

	test("check_payment -> unpaid (no deposit found); the customer may ask again", () => {
		const id = shipment();
		requestDepositConfirmation({ actorId: DEMO.customer.id, onceKey: key(), estimateId: id, slip: null });
		expect(decidePayment({ user: admin, estimateId: id, decision: { to: "unpaid" }, onceKey: key() })).toMatchObject({
			ok: true,
		});
		expect(paymentOf(id)).toBe("unpaid");
		expect(confirmationRefusal(DEMO.customer.id, id)).toBeNull();
	});

	test("a deposit seen without a request: unpaid -> paid; not before the invoice is issued", () => {
		const id = shipment();
		expect(decidePayment({ user: DEMO.staff, estimateId: id, decision: { to: "paid" }, onceKey: key() })).toMatchObject(
			{ ok: true },
		);
		const waiting = shipment({ issued: false });
		expect(decidePayment({ user: DEMO.staff, estimateId: waiting, decision: { to: "paid" }, onceKey: key() })).toEqual({
			ok: false,
			error: "notIssued",
		});
	});

	test("refund: only of a paid invoice, more than nothing, at most what was paid, with a reason; once", () => {
		const id = shipment();
		const paid = paidAmountKrw(id);
		expect(paid).toBeGreaterThan(0);
		expect(
			decidePayment({
				user: DEMO.staff,
				estimateId: id,
				decision: { to: "refund", refundKrw: 1000, reason: "x" },
				onceKey: key(),
			}),
		).toEqual({ ok: false, error: "notAllowed" });
		decidePayment({ user: DEMO.staff, estimateId: id, decision: { to: "paid" }, onceKey: key() });
		expect(
			decidePayment({
				user: DEMO.staff,
				estimateId: id,
				decision: { to: "refund", refundKrw: paid + 1, reason: "x" },
				onceKey: key(),
			}),
		).toEqual({ ok: false, error: "refundAboveDeposit" });
		expect(
			decidePayment({
				user: DEMO.staff,
				estimateId: id,
				decision: { to: "refund", refundKrw: 0, reason: "x" },
				onceKey: key(),
			}),
		).toEqual({ ok: false, error: "refundAmount" });
		expect(
			decidePayment({
				user: DEMO.staff,
				estimateId: id,
				decision: { to: "refund", refundKrw: 1000, reason: " " },
				onceKey: key(),
			}),
		).toEqual({ ok: false, error: "refundReason" });
		expect(refundsOf(id)).toEqual([]);
		const onceKey = key();
		const refund = { to: "refund" as const, refundKrw: 50_000, reason: "트럭 운송 취소" };
		expect(decidePayment({ user: DEMO.staff, estimateId: id, decision: refund, onceKey })).toMatchObject({
			ok: true,
			repeated: false,
			refundId: expect.any(Number),
		});
		expect(decidePayment({ user: DEMO.staff, estimateId: id, decision: refund, onceKey })).toMatchObject({
			ok: true,
			repeated: true,
			refundId: undefined,
		});
		// decision 042: a partial refund is its own record; the payment stays paid and the number V
		expect(paymentOf(id)).toBe("paid");
		expect(getEstimateFor(DEMO.customer, id).number).toMatch(/^V\d{4}-\d{4}$/);
		expect(refundsOf(id)).toMatchObject([{ seq: 1, amountKrw: 50_000, reason: "트럭 운송 취소", by: "데모 직원" }]);
		expect(eventsOf(id).filter((e) => e.toStatus === "refund")).toEqual([]);
	});

	test("several refunds, partly refunded, then refunded in full; never above what was paid", () => {
		const id = shipment();
		decidePayment({ user: DEMO.staff, estimateId: id, decision: { to: "paid" }, onceKey: key() });
		const paid = paidAmountKrw(id);
		const number = getEstimateFor(DEMO.customer, id).number;
		const refund = (refundKrw: number, reason: string) =>
			decidePayment({
				user: DEMO.staff,
				estimateId: id,
				decision: { to: "refund", refundKrw, reason },
				onceKey: key(),
			});
		expect(refund(30_000, "중복 입금")).toMatchObject({ ok: true });
		expect(refund(20_000, "서류비 정정")).toMatchObject({ ok: true });
		expect(paymentSummary(id, paymentOf(id))).toMatchObject({
			shown: "partly_refunded",
			balance: { paidKrw: paid, refundedKrw: 50_000, netKrw: paid - 50_000 },
		});
		// what is left, plus one won: refused, nothing stored
		expect(refund(paid - 50_000 + 1, "x")).toEqual({ ok: false, error: "refundAboveDeposit" });
		expect(refundsOf(id)).toHaveLength(2);
		expect(refund(paid - 50_000, "운송 취소")).toMatchObject({ ok: true });
		expect(paymentOf(id)).toBe("refund");
		expect(getEstimateFor(DEMO.customer, id).number).toBe(number);
		const summary = paymentSummary(id, "refund");
		expect(summary).toMatchObject({ shown: "refund", balance: { paidKrw: paid, refundedKrw: paid, netKrw: 0 } });
		expect(summary.refunds.map((r) => [r.seq, r.creditNote, r.amountKrw])).toEqual([
			[1, `${number}-C1`, 30_000],
			[2, `${number}-C2`, 20_000],
			[3, `${number}-C3`, paid - 50_000],
		]);
		// the credit notes add up to the amounts refunded, each to the won
		for (const r of summary.refunds) expect(r.vatableKrw + r.vatKrw + r.zeroRatedKrw).toBe(r.amountKrw);
		// the move to refund is one event, by the refund that left nothing
		expect(
			eventsOf(id)
				.filter((e) => e.toStatus === "refund")
				.map((e) => e.fromStatus),
		).toEqual(["paid"]);
		expect(refund(1, "x")).toEqual({ ok: false, error: "notAllowed" });
	});

	test("customers and partners cannot decide", () => {
		const id = shipment();
		expect(decidePayment({ user: DEMO.customer, estimateId: id, decision: { to: "paid" }, onceKey: key() })).toEqual({
			ok: false,
			error: "wrongRole",
		});
		expect(decidePayment({ user: broker, estimateId: id, decision: { to: "paid" }, onceKey: key() })).toEqual({
			ok: false,
			error: "wrongRole",
		});
		expect(paymentOf(id)).toBe("unpaid");
	});
});

describe("the staff queue", () => {
	test("requests oldest first, then issued invoices unpaid after their due date", () => {
		const before = paymentRequestCount().count;
		const older = shipment();
		const newer = shipment();
		requestDepositConfirmation({ actorId: DEMO.customer.id, onceKey: key(), estimateId: older, slip: null });
		requestDepositConfirmation({ actorId: DEMO.customer.id, onceKey: key(), estimateId: newer, slip: null });
		// the older request a day earlier
		getDb()
			.update(paymentEvents)
			.set({ createdAt: new Date(Date.now() - 86_400_000) })
			.where(eq(paymentEvents.estimateId, older))
			.run();
		const late = shipment({ dueIn: -3 });
		const notYet = shipment({ dueIn: 0 });
		const q = paymentQueue();
		const ids = q.requests.map((r) => r.id);
		expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
		expect(q.requests.find((r) => r.id === older)).toMatchObject({
			company: expect.any(String),
			payment: "check_payment",
			since: expect.any(Date),
		});
		expect(q.overdue.map((r) => r.id)).toContain(late);
		expect(q.overdue.map((r) => r.id)).not.toContain(notYet);
		expect(q.overdue.find((r) => r.id === late)).toMatchObject({ dueDate: addDays(seoulToday(), -3), since: null });
		const count = paymentRequestCount();
		expect(count.count).toBe(before + 2);
		expect(count.oldest).toBeInstanceOf(Date);
	});
});

describe("slips and the billing list", () => {
	test("a slip opens for the company's customers and staff; anyone else 404", async () => {
		const id = shipment();
		const slip = { ...(await storedPdf("slip.pdf")), kind: "pdf" as const };
		requestDepositConfirmation({ actorId: DEMO.customer.id, onceKey: key(), estimateId: id, slip });
		const eventId = eventsOf(id)[0]!.id;
		expect(paymentSlipFor(DEMO.colleague, id, eventId)).toMatchObject({ key: slip.key, name: "slip.pdf" });
		expect(paymentSlipFor(DEMO.staff, id, eventId)).toMatchObject({ key: slip.key });
		const statusOf = (fn: () => unknown) => {
			try {
				fn();
				return 200;
			} catch (error) {
				return (error as { init?: { status?: number } }).init?.status ?? (error as Response).status;
			}
		};
		for (const who of [DEMO.other, broker]) expect(statusOf(() => paymentSlipFor(who, id, eventId))).toBe(404);
		expect(statusOf(() => paymentSlipFor(DEMO.customer, id, eventId + 999))).toBe(404);
	});

	test("billing rows: the invoice total once issued, the quote's while waiting; volume and freight", () => {
		const issued = shipment();
		const waiting = shipment({ issued: false });
		const page = billingPageFor(DEMO.customer, "http://app.test/mypage/payment")!;
		expect(page.rows.length).toBeLessThanOrEqual(5);
		const all = [...page.rows];
		for (let n = 2; n <= page.pageCount; n++)
			all.push(...billingPageFor(DEMO.customer, `http://app.test/mypage/payment?page=${n}`)!.rows);
		const a = all.find((r) => r.id === issued)!;
		const b = all.find((r) => r.id === waiting)!;
		expect(a).toMatchObject({
			invoiceIssued: true,
			billingKrw: paidAmountKrw(issued),
			payment: "unpaid",
			scheduleDecided: true,
			volume: { kind: "containers", containers: 1, teu: 1 },
		});
		expect(b.invoiceIssued).toBe(false);
		expect(b.billingKrw).toBeGreaterThan(0);
		expect(a.freightKrw).toBeGreaterThan(0);
		expect(billingPageFor(DEMO.staff, "http://app.test/mypage/payment")).toBeNull();
	});
});
