// Payments after booking (spec sections 2 "Payment list and invoice", 3 and 4 "Payment", 6;
// decision 019): the customer's deposit confirmation request (with an optional deposit slip), the staff
// decisions paid / unpaid / refund, the payment history, the staff queue, the billing list of My page
// and who may open a slip. The rules are payment.ts; this module reads and writes.
//
// requestDepositConfirmation is the metadata write after a slip upload, so it runs through commit()
// (app/documents/commands.server.ts): JSON in and out, the acting user re-read from the database and
// every check made again inside the transaction. Every change is a payment_events row, and both writes
// compare-and-set the payment column, so two staff deciding at once cannot both win.
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import { isOwnCompanyRecord } from "#app/auth/access.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { recordStoredFile } from "#app/storage/stored-files.server.ts";
import { formatCalendarDate, formatDateTime, formatMoney } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { documentNumber } from "#app/lifecycle/lifecycle.ts";
import { type PerUsd, totalsOf } from "#app/pricing/money.ts";
import type { Chargeable, QuoteOption } from "#app/pricing/types.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { type ShipmentListRow, type ShipmentPage, companyShipmentsFor } from "#app/shipments/list.server.ts";
import type { KeptFile } from "#app/storage/receive.server.ts";
import { exactlyOnceOr } from "#app/utils/once.server.ts";
import { type RefusalKinds, refuse } from "#app/utils/refusal.ts";
import { notFound } from "#app/utils/replies.server.ts";
import { type Tx, getDb, perConnection } from "#db/client.ts";
import { boundList, inBoundList } from "#db/bound-list.ts";
import type { Role } from "#db/roles.ts";
import {
	companies,
	estimates,
	invoices,
	paymentEvents,
	paymentRefunds,
	shipmentSchedules,
	storedFiles,
	users,
} from "#db/schema.ts";
import type { PaymentStatus } from "./codes/codes.ts";
import { requestedSince } from "#app/desk/queues.server.ts";
import { getInvoiceView, invoiceSummaries } from "./invoice-view.server.ts";
import { quoteVat } from "#app/pricing/vat.ts";
import { billingPath, slipPath, staffPaymentPath } from "./payment-paths.ts";
import { type HistoryItem, type PaymentRefusal, checkPaymentMove, checkRefund } from "./payment.ts";
import {
	type PaymentBalance,
	type PaymentShown,
	balanceOf,
	creditNoteNumber,
	paymentAfterRefund,
	paymentShown,
	refundSplit,
	refundableKrw,
} from "./refund.ts";

export const PAYMENT_REQUEST_PURPOSE = "payment-request";
export const PAYMENT_DECISION_PURPOSE = "payment-decision";

/** Why a payment write did not happen: the rule's reason, or the record is not there for this user. */
export type PaymentWriteRefusal = PaymentRefusal | "notFound";
export type PaymentWriteResult =
	{ ok: true; redirectTo: string; repeated: boolean } | { ok: false; error: PaymentWriteRefusal };

/** How each refusal answers a form: a rule of the amount or reason is the form's mistake (400), a shipment not there 404, the rest a state that moved on (409). */
export const PAYMENT_REFUSAL_KINDS: RefusalKinds<PaymentWriteRefusal> = {
	notFound: "notFound",
	refundAmount: "badRequest",
	refundAboveDeposit: "badRequest",
	refundReason: "badRequest",
	refundReasonHidden: "badRequest",
	notAllowed: "conflict",
	notIssued: "conflict",
	wrongRole: "conflict",
	notOwnCompany: "conflict",
};

type Reader = Pick<Tx, "select">;

// Prepared once per connection: the billing pages read these on every request. They run on
// the one connection, so inside a write's transaction they read what that transaction sees.
const reads = perConnection((db) => {
	const id = sql.placeholder("id");
	return {
		billingFacts: db
			.select({
				id: estimates.id,
				payment: estimates.payment,
				option: estimates.option,
				totalKrw: estimates.totalKrw,
				totalWithCouponKrw: estimates.totalWithCouponKrw,
				issuedAt: invoices.issuedAt,
				confirmedAt: shipmentSchedules.confirmedAt,
			})
			.from(estimates)
			.leftJoin(invoices, eq(invoices.estimateId, estimates.id))
			.leftJoin(shipmentSchedules, eq(shipmentSchedules.estimateId, estimates.id))
			.where(inBoundList(estimates.id, "ids"))
			.prepare(),
		issued: db
			.select({ issuedAt: invoices.issuedAt })
			.from(invoices)
			.where(and(eq(invoices.estimateId, id), isNotNull(invoices.issuedAt)))
			.prepare(),
		history: db
			.select({
				id: paymentEvents.id,
				from: paymentEvents.fromStatus,
				to: paymentEvents.toStatus,
				at: paymentEvents.createdAt,
				by: users.name,
				role: paymentEvents.role,
				slipName: storedFiles.name,
				slipSize: storedFiles.size,
				refundKrw: paymentEvents.refundKrw,
				reason: paymentEvents.reason,
			})
			.from(paymentEvents)
			.leftJoin(users, eq(users.id, paymentEvents.userId))
			.leftJoin(storedFiles, eq(storedFiles.id, paymentEvents.slipFileId))
			.where(eq(paymentEvents.estimateId, id))
			.orderBy(asc(paymentEvents.id))
			.prepare(),
	};
});

/** The invoice is issued: staff have sent it (the stored fact, not a view of it); read inside a write's transaction too. */
export function invoiceIssued(estimateId: string): boolean {
	return Boolean(reads().issued.get({ id: estimateId }));
}

function liveEstimate(db: Reader, estimateId: string) {
	return db
		.select({ id: estimates.id, companyId: estimates.companyId, payment: estimates.payment })
		.from(estimates)
		.where(and(eq(estimates.id, estimateId), isNull(estimates.deletedAt)))
		.get();
}

function actor(db: Reader, userId: string) {
	return db
		.select({ id: users.id, role: users.role, companyId: users.companyId })
		.from(users)
		.where(eq(users.id, userId))
		.get();
}

/** Moves the payment if it is still `from` (else the state moved meanwhile: refused), and records the event. */
function move(
	tx: Tx,
	estimateId: string,
	from: PaymentStatus,
	to: PaymentStatus,
	who: { id: string; role: Role },
	extra: { slipFileId?: string | null; refundKrw?: number | null; reason?: string | null } = {},
): void {
	const changed = tx
		.update(estimates)
		.set({ payment: to, updatedAt: new Date() })
		.where(and(eq(estimates.id, estimateId), eq(estimates.payment, from)))
		.run().changes;
	if (changed === 0) refuse("notAllowed");
	tx.insert(paymentEvents)
		.values({
			estimateId,
			fromStatus: from,
			toStatus: to,
			userId: who.id,
			role: who.role,
			slipFileId: extra.slipFileId ?? null,
			refundKrw: extra.refundKrw ?? null,
			reason: extra.reason ?? null,
		})
		.run();
}

/**
 * What would refuse a deposit confirmation request now, checked before a slip is kept (a refused
 * request stores no file); the command checks the same again inside its transaction.
 */
export function confirmationRefusal(actorId: string, estimateId: string): PaymentWriteRefusal | null {
	const db = getDb();
	const user = actor(db, actorId);
	const estimate = liveEstimate(db, estimateId);
	if (!user || !estimate || !isOwnCompanyRecord(user, estimate)) return "notFound";
	const verdict = checkPaymentMove({
		from: estimate.payment,
		to: "check_payment",
		role: user.role,
		ownCompany: true,
		invoiceIssued: invoiceIssued(estimateId),
	});
	return verdict.ok ? null : verdict.reason;
}

export type ConfirmationInput = { actorId: string; onceKey: string; estimateId: string; slip: KeptFile | null };

/**
 * The customer asks staff to confirm their deposit (unpaid -> check_payment), with the slip if one was
 * sent: exactly once per one-time key. JSON in, JSON out (a commit() command).
 */
export function requestDepositConfirmation(input: ConfirmationInput): PaymentWriteResult {
	const redirectTo = `${billingPath(input.estimateId)}?done=requested`;
	const done = exactlyOnceOr<undefined, PaymentWriteRefusal>(input.onceKey, PAYMENT_REQUEST_PURPOSE, (tx) => {
		const user = actor(tx, input.actorId);
		const estimate = liveEstimate(tx, input.estimateId);
		// another company's shipment reads as no shipment at all
		if (!user || !estimate || !isOwnCompanyRecord(user, estimate)) refuse("notFound");
		const verdict = checkPaymentMove({
			from: estimate.payment,
			to: "check_payment",
			role: user.role,
			ownCompany: true,
			invoiceIssued: invoiceIssued(estimate.id),
		});
		if (!verdict.ok) refuse(verdict.reason);
		const slipFileId = input.slip ? recordStoredFile(tx, input.slip, user.id) : null;
		move(tx, estimate.id, estimate.payment, "check_payment", user, { slipFileId });
		return { redirectTo };
	});
	return done.ok
		? { ok: true, redirectTo: done.redirectTo, repeated: done.repeated }
		: { ok: false, error: done.refused };
}

export type StaffDecision = { to: "paid" | "unpaid" } | { to: "refund"; refundKrw: number; reason: string };

/** What was paid: the invoice's total (the customer pays the whole invoice). */
export function paidAmountKrw(estimateId: string): number {
	return invoiceSummaries([estimateId]).get(estimateId)?.totalKrw ?? 0;
}

/** The refunds made so far (KRW, VAT included) of a shipment; inside a write's transaction as it sees them. */
function refundedKrw(db: Reader, estimateId: string): { sum: number; count: number } {
	const row = db
		.select({ sum: sql<number>`coalesce(sum(${paymentRefunds.amountKrw}), 0)`, count: sql<number>`count(*)` })
		.from(paymentRefunds)
		.where(eq(paymentRefunds.estimateId, estimateId))
		.get();
	return { sum: Number(row?.sum ?? 0), count: Number(row?.count ?? 0) };
}

/** What can still be refunded of a shipment now (KRW): paid less refunded, nothing unless it is paid. */
export function refundableNow(estimateId: string, payment: PaymentStatus): number {
	return refundableKrw(payment, paidAmountKrw(estimateId), refundedKrw(getDb(), estimateId).sum);
}

/**
 * Records a refund (decision 042): its own row with the credit note's split, the payment moved to
 * `refund` only when nothing is left. Runs inside decidePayment's once-transaction, which holds the
 * write lock: the sum it checks against cannot move meanwhile.
 */
function recordRefund(
	tx: Tx,
	estimate: { id: string; payment: PaymentStatus },
	user: { id: string; role: Role },
	amountKrw: number,
	reason: string,
): number {
	const paidKrw = paidAmountKrw(estimate.id);
	const before = refundedKrw(tx, estimate.id);
	const verdict = checkRefund(amountKrw, refundableKrw(estimate.payment, paidKrw, before.sum), reason);
	if (!verdict.ok) refuse(verdict.reason);
	const view = getInvoiceView(estimate.id, "kr");
	const parts = {
		vatableKrw: view.vatableKrw,
		vatKrw: view.totals.vatKrw,
		zeroRatedKrw: view.totals.supplyKrw - view.vatableKrw,
	};
	const split = refundSplit(parts, before.sum, amountKrw);
	const row = tx
		.insert(paymentRefunds)
		.values({
			estimateId: estimate.id,
			seq: before.count + 1,
			amountKrw,
			...split,
			reason: reason.trim(),
			refundedOn: seoulToday(),
			userId: user.id,
		})
		.returning({ id: paymentRefunds.id })
		.get();
	if (paymentAfterRefund(paidKrw, before.sum + amountKrw) === "refund")
		move(tx, estimate.id, estimate.payment, "refund", user);
	return row.id;
}

/** A staff decision on a shipment's payment, exactly once per one-time key; a refund answers its row's id. */
export function decidePayment(input: {
	user: SessionUser;
	estimateId: string;
	decision: StaffDecision;
	onceKey: string;
}): PaymentWriteResult & { refundId?: number } {
	const { user, estimateId, decision } = input;
	const redirectTo = `${staffPaymentPath(estimateId)}?done=${decision.to}`;
	const done = exactlyOnceOr<number | undefined, PaymentWriteRefusal>(input.onceKey, PAYMENT_DECISION_PURPOSE, (tx) => {
		const estimate = liveEstimate(tx, estimateId);
		if (!estimate) refuse("notFound");
		// a refund is checked as the move paid -> refund (who, an issued invoice), then by its amount
		const verdict = checkPaymentMove({
			from: estimate.payment,
			to: decision.to,
			role: user.role,
			ownCompany: true,
			invoiceIssued: invoiceIssued(estimateId),
		});
		if (!verdict.ok) refuse(verdict.reason);
		if (decision.to === "refund")
			return { redirectTo, value: recordRefund(tx, estimate, user, decision.refundKrw, decision.reason) };
		move(tx, estimateId, estimate.payment, decision.to, user);
		return { redirectTo };
	});
	if (!done.ok) return { ok: false, error: done.refused };
	return {
		ok: true,
		redirectTo: done.redirectTo,
		repeated: done.repeated,
		refundId: done.repeated ? undefined : done.value,
	};
}

export type RefundEntry = {
	id: number;
	seq: number;
	creditNote: string;
	amountKrw: number;
	vatableKrw: number;
	vatKrw: number;
	zeroRatedKrw: number;
	reason: string;
	refundedOn: string;
	at: Date;
	by: string | null;
	role: Role | null;
};

/** A shipment's refunds, oldest first, with their credit note numbers; the caller has checked the user may see it. */
export function refundsOf(estimateId: string): RefundEntry[] {
	const db = getDb();
	const e = db
		.select({ numberBody: estimates.numberBody, status: estimates.status })
		.from(estimates)
		.where(eq(estimates.id, estimateId))
		.get();
	if (!e) return [];
	// the credit note stands against the V invoice, whatever the payment column says now
	const invoiceNumber = documentNumber(e.numberBody, e.status, "paid");
	return db
		.select({
			id: paymentRefunds.id,
			seq: paymentRefunds.seq,
			amountKrw: paymentRefunds.amountKrw,
			vatableKrw: paymentRefunds.vatableKrw,
			vatKrw: paymentRefunds.vatKrw,
			zeroRatedKrw: paymentRefunds.zeroRatedKrw,
			reason: paymentRefunds.reason,
			refundedOn: paymentRefunds.refundedOn,
			at: paymentRefunds.createdAt,
			by: users.name,
			role: users.role,
		})
		.from(paymentRefunds)
		.leftJoin(users, eq(users.id, paymentRefunds.userId))
		.where(eq(paymentRefunds.estimateId, estimateId))
		.orderBy(asc(paymentRefunds.seq))
		.all()
		.map((r) => ({ ...r, creditNote: creditNoteNumber(invoiceNumber, r.seq) }));
}

/** What a payment page says about the money: the state as shown, and paid, refunded and net once paid. */
export type PaymentSummary = { shown: PaymentShown; balance: PaymentBalance | null; refunds: RefundEntry[] };

export function paymentSummary(estimateId: string, payment: PaymentStatus): PaymentSummary {
	const refunds = refundsOf(estimateId);
	const paidOnce = payment === "paid" || payment === "refund";
	const balance = paidOnce ? balanceOf(paidAmountKrw(estimateId), refunds) : null;
	return { shown: paymentShown(payment, balance?.refundedKrw ?? 0), balance, refunds };
}

export type PaymentHistoryEntry = {
	id: number;
	from: PaymentStatus;
	to: PaymentStatus;
	at: Date;
	by: string | null;
	role: Role | null;
	slip: { name: string; size: number; href: string } | null;
	refundKrw: number | null;
	reason: string | null;
};

/** Every payment change of a shipment, oldest first; the caller has checked the user may see it. */
export function paymentHistory(estimateId: string): PaymentHistoryEntry[] {
	return reads()
		.history.all({ id: estimateId })
		.map((r) => ({
			id: r.id,
			from: r.from,
			to: r.to,
			at: r.at,
			by: r.by,
			role: r.role,
			slip: r.slipName ? { name: r.slipName, size: r.slipSize ?? 0, href: slipPath(estimateId, r.id) } : null,
			refundKrw: r.refundKrw,
			reason: r.reason,
		}));
}

/**
 * A deposit slip's stored file, for whoever may see the shipment (its company's customers, staff);
 * anyone else, an unknown event or an event without a slip: 404.
 */
export function paymentSlipFor(user: SessionUser, estimateId: string, eventId: number) {
	getEstimateFor(user, estimateId);
	if (!Number.isSafeInteger(eventId)) throw notFound();
	const row = getDb()
		.select({
			key: storedFiles.key,
			name: storedFiles.name,
			contentType: storedFiles.contentType,
			size: storedFiles.size,
		})
		.from(paymentEvents)
		.innerJoin(storedFiles, eq(storedFiles.id, paymentEvents.slipFileId))
		.where(and(eq(paymentEvents.id, eventId), eq(paymentEvents.estimateId, estimateId)))
		.get();
	if (!row) throw notFound();
	return row;
}

/**
 * Since when a deposit confirmation has waited: the latest request (ms since the epoch). Spelled with
 * its own alias: drizzle leaves columns unqualified in a single-table select, and an unqualified "id"
 * inside the subquery would be the event's own id. (The outer query is always from estimates.)
 */

export type PaymentQueueRow = {
	id: string;
	number: string;
	company: string;
	origin: string;
	destination: string;
	payment: PaymentStatus;
	/** a request's time; null for an overdue invoice */
	since: Date | null;
	dueDate: string | null;
	totalKrw: number;
};

/**
 * The staff payment desk's queue: deposit confirmations to check, oldest first, then issued invoices
 * still unpaid after their due date (Seoul), the longest overdue first.
 */
export function paymentQueue(today = seoulToday()): { requests: PaymentQueueRow[]; overdue: PaymentQueueRow[] } {
	const db = getDb();
	const cols = {
		id: estimates.id,
		numberBody: estimates.numberBody,
		status: estimates.status,
		payment: estimates.payment,
		company: companies.name,
		origin: estimates.origin,
		destination: estimates.destination,
		dueDate: invoices.dueDate,
	};
	const requests = db
		.select({ ...cols, since: requestedSince })
		.from(estimates)
		.innerJoin(companies, eq(companies.id, estimates.companyId))
		.leftJoin(invoices, eq(invoices.estimateId, estimates.id))
		.where(and(eq(estimates.payment, "check_payment"), isNull(estimates.deletedAt)))
		.orderBy(asc(requestedSince), asc(estimates.id))
		.all();
	const overdue = db
		.select({ ...cols, since: sql<null>`null` })
		.from(estimates)
		.innerJoin(companies, eq(companies.id, estimates.companyId))
		.innerJoin(invoices, eq(invoices.estimateId, estimates.id))
		.where(
			and(
				eq(estimates.payment, "unpaid"),
				isNull(estimates.deletedAt),
				isNotNull(invoices.issuedAt),
				lt(invoices.dueDate, today),
			),
		)
		.orderBy(asc(invoices.dueDate), asc(estimates.id))
		.all();
	const summaries = invoiceSummaries([...requests, ...overdue].map((r) => r.id));
	const toRow = (r: (typeof requests)[number]): PaymentQueueRow => {
		const s = summaries.get(r.id);
		return {
			id: r.id,
			number: documentNumber(r.numberBody, r.status, r.payment),
			company: r.company,
			origin: r.origin,
			destination: r.destination,
			payment: r.payment,
			since: r.since === null || r.since === undefined ? null : new Date(Number(r.since)),
			dueDate: s?.dueDate ?? r.dueDate,
			totalKrw: s?.totalKrw ?? 0,
		};
	};
	return { requests: requests.map(toRow), overdue: overdue.map(toRow) };
}

/** The dashboard's count of deposit confirmations waiting, with the oldest request's time. */

export type BillingRow = ShipmentListRow & {
	payment: PaymentStatus;
	/** the payment as the list names it: "partly refunded" between paid and refunded */
	shown: PaymentShown;
	invoiceIssued: boolean;
	/** the invoice's total once issued, else the booked quote's (with coupon) while billing waits */
	billingKrw: number;
	dueDate: string | null;
	/** staff have confirmed the schedule (else "schedule undecided") */
	scheduleDecided: boolean;
	volume: Chargeable | null;
	/** the quote's freight group (ocean or air freight and its surcharges) in KRW at the quote's rate */
	freightKrw: number | null;
};

/** The quote's freight group in KRW: its included lines summed per currency, converted once. */
export function freightKrwOf(option: QuoteOption | null): number | null {
	if (!option) return null;
	const subtotals: Partial<Record<"KRW" | "USD" | "VND", number>> = {};
	for (const line of option.lines)
		if (line.group === "freight" && line.included)
			subtotals[line.currency] = (subtotals[line.currency] ?? 0) + line.amount;
	const perUsd: PerUsd = { KRW: option.exchange.krwPerUsdCents, USD: 100, VND: option.exchange.vndPerUsdCents };
	return totalsOf(subtotals, perUsd).KRW;
}

/**
 * My page's billing list: the company's shipments (5 a page, as the other My page lists) with their
 * payment, billing total, volume and freight; null for a user without a company.
 */
export function billingPageFor(user: SessionUser, url: string): ShipmentPage<BillingRow> | null {
	const list = companyShipmentsFor(user, url);
	if (!list) return null;
	const ids = list.rows.map((r) => r.id);
	const facts = ids.length ? reads().billingFacts.all({ ids: boundList(ids) }) : [];
	// only an issued invoice's total and due date are shown, the others show the quote's total; the
	// freight is the invoice's freight lines once staff have opened it (decision 040: the quote's
	// figure said 0 beside an invoice with an O/F line), so each row's invoice is computed (5 a page)
	const summaries = invoiceSummaries(ids);
	// a paid row with refunds reads "partly refunded" (decision 042); one query for the page's rows
	const refunded = new Map(
		ids.length
			? getDb()
					.select({ id: paymentRefunds.estimateId, sum: sql<number>`sum(${paymentRefunds.amountKrw})` })
					.from(paymentRefunds)
					.where(inArray(paymentRefunds.estimateId, ids))
					.groupBy(paymentRefunds.estimateId)
					.all()
					.map((r) => [r.id, Number(r.sum)] as const)
			: [],
	);
	const rows = list.rows.map((row): BillingRow => {
		const f = facts.find((x) => x.id === row.id)!;
		const option = f.option ? (JSON.parse(f.option) as QuoteOption) : null;
		const summary = summaries.get(row.id);
		const issued = Boolean(f.issuedAt);
		return {
			...row,
			payment: f.payment,
			shown: paymentShown(f.payment, refunded.get(row.id) ?? 0),
			invoiceIssued: issued,
			// before the invoice is issued: the quote with its booked discounts and the estimated VAT, so the column
			// is VAT-inclusive in both states (decision 040; the discounts' sum is what the rule shares out)
			billingKrw:
				issued && summary
					? summary.totalKrw
					: option
						? quoteVat(option, row.direction, {
								couponDiscountKrw: (f.totalKrw ?? 0) - (f.totalWithCouponKrw ?? f.totalKrw ?? 0),
								prebookingDiscountKrw: 0,
							}).totalWithVatKrw
						: (f.totalWithCouponKrw ?? f.totalKrw ?? 0),
			dueDate: issued ? (summary?.dueDate ?? null) : null,
			scheduleDecided: Boolean(f.confirmedAt),
			volume: option?.chargeable ?? null,
			freightKrw: summary?.freightKrw ?? freightKrwOf(option),
		};
	});
	return { ...list, rows };
}

/** The history as the pages show it: a customer sees "staff" for a staff member, staff see the name. */
export function historyItems(estimateId: string, locale: Locale, forStaff: boolean): HistoryItem[] {
	return paymentHistory(estimateId).map((h) => {
		const staff = h.role === "staff" || h.role === "staff_admin";
		return {
			id: h.id,
			to: h.to,
			at: formatDateTime(h.at, locale),
			iso: h.at.toISOString(),
			by: forStaff || !staff ? h.by : null,
			staff: staff && !forStaff,
			slip: h.slip ? { name: h.slip.name, href: h.slip.href } : null,
			refund: h.refundKrw === null ? null : formatMoney({ amount: h.refundKrw, currency: "KRW" }, locale),
			reason: h.reason,
		};
	});
}

/** A refund as the payment pages list it: figures and date formatted for the reader. */
export type RefundView = {
	id: number;
	creditNote: string;
	date: string;
	iso: string;
	amount: string;
	vatable: string;
	vat: string;
	zeroRated: string;
	reason: string;
	/** staff see who made it; a customer reads "our team" */
	by: string | null;
};

export function refundViews(refunds: readonly RefundEntry[], locale: Locale, forStaff: boolean): RefundView[] {
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	return refunds.map((r) => ({
		id: r.id,
		creditNote: r.creditNote,
		date: formatCalendarDate(r.refundedOn, locale),
		iso: r.refundedOn,
		amount: krw(r.amountKrw),
		vatable: krw(r.vatableKrw),
		vat: krw(r.vatKrw),
		zeroRated: krw(r.zeroRatedKrw),
		reason: r.reason,
		by: forStaff ? r.by : null,
	}));
}
