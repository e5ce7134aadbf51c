// The invoice in the database: made from the booked quote the first time staff open
// it, then changed by staff line by line, each change exactly once with its reason and recorded with
// before and after in invoice_changes. Issuing fixes the rate (its date and value) and the due date.
// Decision: staff may still change lines after issuing, until the invoice is paid (or refunded); every
// such change is in the log the customer's gap column explains. Once paid, nothing changes.
import crypto from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { asStaff } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { type EstimateStatus, isShipment } from "#app/lifecycle/lifecycle.ts";
import { estimateRow } from "#app/quotes/estimates.server.ts";
import { exchangeOn } from "#app/quotes/manual-quote.server.ts";
import { type ScheduleRow, scheduleOf } from "#app/shipments/shipment.server.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import { exactlyOnceOr } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import { type Tx, getDb, perConnection } from "#db/client.ts";
import {
	estimates,
	exchangeRateOrigins,
	invoiceChanges,
	invoiceLines,
	invoiceRateOrigins,
	invoices,
	shipmentMilestones,
	users,
} from "#db/schema.ts";
import type { ExchangeSource } from "#app/integrations/codes/codes.ts";
import type { InvoiceChangeAction, InvoiceChangeReason } from "./codes/codes.ts";
import type { AddLineInput, ChangeLineInput, IssueInput, RemoveLineInput } from "./invoice-form.ts";
import {
	type LineRecord,
	type RateBasis,
	type Reconciliation,
	defaultDueDate,
	isInvoiceCode,
	isVatable,
	linesFromQuote,
	quoteKrwShares,
	rateDay,
	reconcile,
	staffLineAmount,
} from "./invoice.ts";

export const INVOICE_ONCE_PURPOSE = {
	add: "invoice-add",
	change: "invoice-change",
	remove: "invoice-remove",
	issue: "invoice-issue",
} as const;

type EstimateRow = typeof estimates.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/** The payment states in which the invoice no longer changes. */
const SETTLED = ["paid", "refund"] as const;
export function isSettled(payment: EstimateRow["payment"]): boolean {
	return (SETTLED as readonly string[]).includes(payment);
}

export type InvoiceRate = {
	date: string;
	krwPerUsdCents: number;
	basis: RateBasis;
	actual: boolean;
	fixed: boolean;
	isDefault: boolean;
	/** where the figure came from (decision 098): the Korea Eximbank, staff's sheet or override, the default */
	source: ExchangeSource | "default";
	/** the day of the rate used: before `date` when nothing was published that day (the last published one) */
	publishedOn: string | null;
};

/**
 * The estimate an invoice is made from, its quote parsed: a page that has read the shipment for its
 * access check (an `Estimate`) passes it, so the estimate is not read and parsed twice.
 */
export type InvoiceEstimate = Omit<EstimateRow, "option" | "request"> & { option: QuoteOption | null };

export type Invoice = {
	estimate: InvoiceEstimate;
	row: InvoiceRow | null;
	/** the lines as stored, or (before staff first open it) as they would be made from the quote */
	records: LineRecord[];
	rate: InvoiceRate;
	reconciliation: Reconciliation;
	/** the due date staff are offered when issuing */
	suggestedDueDate: string;
};

function optionOf(e: EstimateRow): QuoteOption | null {
	return e.option ? (JSON.parse(e.option) as QuoteOption) : null;
}

// Prepared once per connection: a billing page computes five invoices, and building and preparing
// the same SQL for each cost more than running it. They run on the one connection, so inside
// a transaction (issueInvoice) they read what that transaction sees.
const reads = perConnection((db) => ({
	invoice: db
		.select()
		.from(invoices)
		.where(eq(invoices.estimateId, sql.placeholder("id")))
		.prepare(),
	lines: db
		.select()
		.from(invoiceLines)
		.where(eq(invoiceLines.estimateId, sql.placeholder("id")))
		.prepare(),
	// where a rate row came from (decision 098); a row without one was typed in the rate sheet
	exchangeOrigin: db
		.select({ source: exchangeRateOrigins.source })
		.from(exchangeRateOrigins)
		.where(eq(exchangeRateOrigins.rateId, sql.placeholder("id")))
		.prepare(),
	rateOrigin: db
		.select()
		.from(invoiceRateOrigins)
		.where(eq(invoiceRateOrigins.estimateId, sql.placeholder("id")))
		.prepare(),
	milestones: db
		.select({ code: shipmentMilestones.code, at: shipmentMilestones.actualAt })
		.from(shipmentMilestones)
		.where(
			and(
				eq(shipmentMilestones.estimateId, sql.placeholder("id")),
				inArray(shipmentMilestones.code, ["departed", "arrived"]),
			),
		)
		.prepare(),
}));

type ActualDays = { departedOn: string | null; arrivedOn: string | null };

/** The (Seoul) day each of departure and arrival first actually happened, if it has. */
function actualDays(estimateId: string): ActualDays {
	const first: { departed?: Date; arrived?: Date } = {};
	for (const m of reads().milestones.all({ id: estimateId })) {
		const code = m.code as "departed" | "arrived";
		if (m.at && (!first[code] || m.at < first[code])) first[code] = m.at;
	}
	return {
		departedOn: first.departed ? seoulToday(first.departed) : null,
		arrivedOn: first.arrived ? seoulToday(first.arrived) : null,
	};
}

type ShipmentDates = { schedule: ScheduleRow | null; days: ActualDays };

/** The schedule and actual days of a shipment: what its rate day and due date are chosen from. */
function shipmentDates(estimateId: string): ShipmentDates {
	return { schedule: scheduleOf(estimateId), days: actualDays(estimateId) };
}

/** The rate this invoice uses: fixed at issue, else the one of the departure or arrival day so far. */
function rateOf(
	e: Pick<EstimateRow, "direction" | "shipDate">,
	row: InvoiceRow | null,
	{ schedule, days }: ShipmentDates,
	today: string,
): InvoiceRate {
	const day = rateDay({
		direction: e.direction,
		etd: schedule?.etd ?? null,
		eta: schedule?.eta ?? null,
		...days,
		shipDate: e.shipDate,
		today,
	});
	if (row?.rateDate && row.krwPerUsdCents) {
		// issued before the integrations kept an origin: staff's rate of that day
		const origin = reads().rateOrigin.get({ id: row.estimateId });
		return {
			...day,
			date: row.rateDate,
			krwPerUsdCents: row.krwPerUsdCents,
			fixed: true,
			isDefault: origin?.source === "default",
			source: origin?.source ?? "staff",
			publishedOn: origin ? origin.publishedOn : row.rateDate,
		};
	}
	const applied = exchangeOn(day.date);
	const id = applied.sources.KRW;
	return {
		...day,
		krwPerUsdCents: applied.krwPerUsdCents,
		fixed: false,
		isDefault: id === "default",
		source: id === "default" ? "default" : (reads().exchangeOrigin.get({ id })?.source ?? "staff"),
		publishedOn: applied.effective?.KRW ?? null,
	};
}

function toRecord(r: typeof invoiceLines.$inferSelect): LineRecord {
	return {
		id: r.id,
		source: r.source,
		quoteLineIndex: r.quoteLineIndex,
		replacesLineId: r.replacesLineId,
		code: r.code,
		label: r.label,
		currency: r.currency,
		quantity: r.quantity,
		unitPrice: r.unitPrice,
		amount: r.amount,
		vatable: r.vatable,
		reason: r.reason,
		reasonText: r.reasonText,
		removedAt: r.removedAt,
	};
}

/** The quote's lines as an invoice would start (ids stable per quote line, for the unsaved view). */
function startingLines(e: InvoiceEstimate): LineRecord[] {
	if (!e.option) return [];
	return linesFromQuote(e.option, e, e.direction).map((l) => ({
		...l,
		id: l.quoteLineIndex !== null ? `quote-${l.quoteLineIndex}` : `quote-${l.code}`,
		replacesLineId: null,
		reason: null,
		reasonText: null,
		removedAt: null,
	}));
}

function invoiceEstimate(estimateId: string): InvoiceEstimate | null {
	const row = estimateRow(estimateId);
	return row ? { ...row, option: optionOf(row) } : null;
}

/**
 * A shipment's invoice, computed; null when the estimate is no shipment or has no priced quote. Given
 * the estimate's id it reads the estimate; given the estimate already read, it uses it.
 */
export function loadInvoice(of: string | InvoiceEstimate, now: Date = new Date()): Invoice | null {
	const read = reads();
	const e = typeof of === "string" ? invoiceEstimate(of) : of;
	if (!e || !isShipment(e.status as EstimateStatus)) return null;
	const option = e.option;
	if (!option) return null;
	const row = read.invoice.get({ id: e.id }) ?? null;
	const records = row
		? read.lines
				.all({ id: e.id })
				// the quote's lines in its order, its discounts after them, then staff lines as they came
				.sort(
					(a, b) =>
						a.createdAt.getTime() - b.createdAt.getTime() ||
						(a.quoteLineIndex ?? 1e9) - (b.quoteLineIndex ?? 1e9) ||
						a.code.localeCompare(b.code),
				)
				.map(toRecord)
		: startingLines(e);
	const today = seoulToday(now);
	const dates = shipmentDates(e.id);
	const rate = rateOf(e, row, dates, today);
	return {
		estimate: e,
		row,
		records,
		rate,
		reconciliation: reconcile(records, quoteKrwShares(option), rate.krwPerUsdCents),
		suggestedDueDate:
			row?.dueDate ?? defaultDueDate(e.direction, today, dates.days.arrivedOn ?? dates.schedule?.eta ?? null),
	};
}

/**
 * Stores the invoice made from the booked quote if there is none yet (inside the caller's
 * transaction, or its own); true when it made one. Needs a priced shipment.
 */
export function ensureInvoice(estimateId: string, tx?: Tx): boolean {
	const run = (t: Tx): boolean => {
		if (t.select({ id: invoices.estimateId }).from(invoices).where(eq(invoices.estimateId, estimateId)).get())
			return false;
		const e = t.select().from(estimates).where(eq(estimates.id, estimateId)).get();
		if (!e || !isShipment(e.status as EstimateStatus) || !e.option) return false;
		t.insert(invoices).values({ estimateId, companyId: e.companyId }).run();
		const option = optionOf(e) as QuoteOption;
		const created = new Date();
		for (const line of linesFromQuote(option, e, e.direction))
			t.insert(invoiceLines)
				.values({ ...line, id: crypto.randomUUID(), estimateId, createdAt: created })
				.run();
		return true;
	};
	return tx ? run(tx) : getDb().transaction(run, { behavior: "immediate" });
}

export type InvoiceRefusal = { ok: false; reason: "settled" | "line" | "notFound" };
export type InvoiceOutcome = { ok: true; repeated: boolean; redirectTo: string } | InvoiceRefusal;

/** Runs a staff change once per key, on a stored invoice of an unsettled shipment, or refuses. */
function change(
	user: SessionUser,
	estimateId: string,
	onceKey: string,
	purpose: string,
	effect: (tx: Tx, e: EstimateRow) => void,
): InvoiceOutcome {
	asStaff(user);
	const redirectTo = `/admin/shipments/${estimateId}/invoice`;
	const done = exactlyOnceOr<undefined, InvoiceRefusal["reason"]>(onceKey, purpose, (tx) => {
		const e = tx.select().from(estimates).where(eq(estimates.id, estimateId)).get();
		if (!e || !isShipment(e.status as EstimateStatus) || !e.option) refuse("notFound");
		if (isSettled(e.payment)) refuse("settled");
		ensureInvoice(estimateId, tx);
		effect(tx, e);
		tx.update(invoices).set({ updatedAt: new Date() }).where(eq(invoices.estimateId, estimateId)).run();
		return { redirectTo };
	});
	return done.ok
		? { ok: true, repeated: done.repeated, redirectTo: done.redirectTo }
		: { ok: false, reason: done.refused };
}

type Snapshot = Pick<LineRecord, "code" | "label" | "currency" | "quantity" | "unitPrice" | "amount" | "vatable">;
const snapshot = (l: Snapshot): string =>
	JSON.stringify({
		code: l.code,
		label: l.label,
		currency: l.currency,
		quantity: l.quantity,
		unitPrice: l.unitPrice,
		amount: l.amount,
		vatable: l.vatable,
	});

function log(
	tx: Tx,
	estimateId: string,
	lineId: string,
	action: InvoiceChangeAction,
	before: Snapshot | null,
	after: Snapshot | null,
	reason: InvoiceChangeReason,
	reasonText: string | undefined,
	userId: string,
) {
	tx.insert(invoiceChanges)
		.values({
			estimateId,
			lineId,
			action,
			before: before && snapshot(before),
			after: after && snapshot(after),
			reason,
			reasonText: reasonText || null,
			userId,
		})
		.run();
}

/** The line staff may change or remove: this invoice's, live (neither replaced nor removed). */
function liveLine(tx: Tx, estimateId: string, lineId: string): typeof invoiceLines.$inferSelect {
	const line = tx
		.select()
		.from(invoiceLines)
		.where(and(eq(invoiceLines.id, lineId), eq(invoiceLines.estimateId, estimateId)))
		.get();
	if (!line || line.removedAt) refuse("line");
	if (tx.select({ id: invoiceLines.id }).from(invoiceLines).where(eq(invoiceLines.replacesLineId, lineId)).get())
		refuse("line");
	return line;
}

export function addInvoiceLine(
	user: SessionUser,
	estimateId: string,
	input: AddLineInput,
	onceKey: string,
): InvoiceOutcome {
	return change(user, estimateId, onceKey, INVOICE_ONCE_PURPOSE.add, (tx, e) => {
		const code = isInvoiceCode(input.code) ? input.code : "other";
		const vatable = code === "other" ? input.vatable : isVatable(code, "korea", e.direction);
		const line = {
			id: crypto.randomUUID(),
			estimateId,
			source: "staff" as const,
			code,
			label: code === "other" ? (input.label ?? null) : null,
			currency: input.currency,
			quantity: input.quantity,
			unitPrice: input.unitPrice,
			amount: staffLineAmount(input.quantity, input.unitPrice),
			vatable,
			reason: input.reason,
			reasonText: input.reasonText || null,
			createdBy: user.id,
		};
		tx.insert(invoiceLines).values(line).run();
		log(tx, estimateId, line.id, "add", null, line, input.reason, input.reasonText, user.id);
	});
}

/** A new amount for a live line: a new staff line replacing it, so the earlier figure stays beside it. */
export function changeInvoiceLine(
	user: SessionUser,
	estimateId: string,
	input: ChangeLineInput,
	onceKey: string,
): InvoiceOutcome {
	return change(user, estimateId, onceKey, INVOICE_ONCE_PURPOSE.change, (tx) => {
		const before = liveLine(tx, estimateId, input.lineId);
		const line = {
			id: crypto.randomUUID(),
			estimateId,
			source: "staff" as const,
			replacesLineId: before.id,
			code: before.code,
			label: before.label,
			currency: input.currency,
			quantity: input.quantity,
			unitPrice: input.unitPrice,
			amount: staffLineAmount(input.quantity, input.unitPrice),
			vatable: before.vatable,
			reason: input.reason,
			reasonText: input.reasonText || null,
			createdBy: user.id,
		};
		tx.insert(invoiceLines).values(line).run();
		log(tx, estimateId, line.id, "change", before, line, input.reason, input.reasonText, user.id);
	});
}

export function removeInvoiceLine(
	user: SessionUser,
	estimateId: string,
	input: RemoveLineInput,
	onceKey: string,
	now: Date = new Date(),
): InvoiceOutcome {
	return change(user, estimateId, onceKey, INVOICE_ONCE_PURPOSE.remove, (tx) => {
		const before = liveLine(tx, estimateId, input.lineId);
		tx.update(invoiceLines)
			.set({ removedAt: now, removedBy: user.id, reason: input.reason, reasonText: input.reasonText || null })
			.where(eq(invoiceLines.id, before.id))
			.run();
		log(tx, estimateId, before.id, "remove", before, null, input.reason, input.reasonText, user.id);
	});
}

/** Issues (or re-issues with another due date) the invoice: the rate of its day is fixed from now on. */
export function issueInvoice(
	user: SessionUser,
	estimateId: string,
	input: IssueInput,
	onceKey: string,
	now: Date = new Date(),
): InvoiceOutcome {
	asStaff(user);
	const redirectTo = `/admin/shipments/${estimateId}/invoice`;
	const done = exactlyOnceOr<undefined, InvoiceRefusal["reason"]>(onceKey, INVOICE_ONCE_PURPOSE.issue, (tx) => {
		const e = tx.select().from(estimates).where(eq(estimates.id, estimateId)).get();
		if (!e || !isShipment(e.status as EstimateStatus) || !e.option) refuse("notFound");
		if (isSettled(e.payment)) refuse("settled");
		ensureInvoice(estimateId, tx);
		const row = tx.select().from(invoices).where(eq(invoices.estimateId, estimateId)).get() as InvoiceRow;
		const fresh = row.issuedAt ? null : rateOf(e, null, shipmentDates(e.id), seoulToday(now));
		const rate = fresh ?? { date: row.rateDate as string, krwPerUsdCents: row.krwPerUsdCents as number };
		// the rate's origin is fixed with it (decision 098): a later override of that day changes neither
		if (fresh)
			tx.insert(invoiceRateOrigins)
				.values({ estimateId, source: fresh.source, publishedOn: fresh.publishedOn })
				.onConflictDoUpdate({
					target: invoiceRateOrigins.estimateId,
					set: { source: fresh.source, publishedOn: fresh.publishedOn },
				})
				.run();
		tx.update(invoices)
			.set({
				issuedAt: row.issuedAt ?? now,
				issuedBy: row.issuedBy ?? user.id,
				dueDate: input.dueDate,
				rateDate: rate.date,
				krwPerUsdCents: rate.krwPerUsdCents,
				updatedAt: now,
			})
			.where(eq(invoices.estimateId, estimateId))
			.run();
		return { redirectTo };
	});
	return done.ok
		? { ok: true, repeated: done.repeated, redirectTo: done.redirectTo }
		: { ok: false, reason: done.refused };
}

export type ChangeEntry = {
	id: number;
	lineId: string;
	action: InvoiceChangeAction;
	before: Snapshot | null;
	after: Snapshot | null;
	reason: InvoiceChangeReason;
	reasonText: string | null;
	userName: string | null;
	at: Date;
};

/** The invoice's change log, newest first. */
export function invoiceChangeLog(estimateId: string): ChangeEntry[] {
	return getDb()
		.select({ change: invoiceChanges, userName: users.name })
		.from(invoiceChanges)
		.leftJoin(users, eq(users.id, invoiceChanges.userId))
		.where(eq(invoiceChanges.estimateId, estimateId))
		.orderBy(asc(invoiceChanges.id))
		.all()
		.reverse()
		.map(({ change: c, userName }) => ({
			id: c.id,
			lineId: c.lineId,
			action: c.action,
			before: c.before ? (JSON.parse(c.before) as Snapshot) : null,
			after: c.after ? (JSON.parse(c.after) as Snapshot) : null,
			reason: c.reason,
			reasonText: c.reasonText,
			userName,
			at: c.createdAt,
		}));
}
