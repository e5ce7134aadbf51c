// Electronic tax invoices in the database (decision 100). Staff issuing the invoice plans its documents
// (popbill/plan.ts) and asks popbill at once; whatever fails is kept as "failed" with its error and
// retried by the job with backoff, or by staff from the payment desk. The invoice itself is issued
// before any of this and never waits for it.
import { and, asc, eq, inArray, lte, or } from "drizzle-orm";
import { asStaff } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { loadInvoice } from "#app/invoices/invoice.server.ts";
import { logger } from "#app/observability/logger.server.ts";
import { getDb } from "#db/client.ts";
import { companies, companyProfile, estimates, paymentRefunds, taxInvoices, users } from "#db/schema.ts";
import { isOn } from "./core/call.server.ts";
import type { TaxInvoiceState } from "./codes/codes.ts";
import type { Policy } from "./core/config.ts";
import { issueTaxInvoice, taxInvoiceState } from "./popbill/adapter.server.ts";
import { type Party, type TaxDocument, corpNumOf } from "./popbill/document.ts";
import { MAX_AUTO_ATTEMPTS, backoffMs, planTaxInvoices, supplyDate } from "./popbill/plan.ts";

type Row = typeof taxInvoices.$inferSelect;

/** In a staff request: one short attempt; the job does the patient retrying. */
export const IN_REQUEST_POLICY: Partial<Policy> = { retries: 0, timeoutMs: 5_000 };

/** The document key at popbill: the invoice's number and T (10%) or Z (영세율) with a sequence. */
export function mgtKeyOf(numberBody: string, taxType: Row["taxType"], seq: number): string {
	return `V${numberBody}-${taxType === "taxable" ? "T" : "Z"}${seq}`;
}

/**
 * Adds the documents the issued invoice needs now (none while popbill is off or the invoice is not
 * issued); the new rows' ids.
 */
export function planFor(estimateId: string, now: Date = new Date()): number[] {
	if (!isOn("popbill")) return [];
	const invoice = loadInvoice(estimateId, now);
	if (!invoice?.row?.issuedAt) return [];
	const r = invoice.reconciliation;
	const db = getDb();
	return db.transaction(
		(tx) => {
			const existing = tx.select().from(taxInvoices).where(eq(taxInvoices.estimateId, estimateId)).all();
			const refunds = tx.select().from(paymentRefunds).where(eq(paymentRefunds.estimateId, estimateId)).all();
			const planned = planTaxInvoices(
				{ vatableKrw: r.taxable.netKrw, vatKrw: r.vatKrw, zeroRatedKrw: r.zeroRated.netKrw },
				refunds,
				existing,
			);
			const ids: number[] = [];
			const today = seoulToday(now);
			const originals = new Map(existing.filter((d) => d.originalId === null).map((d) => [d.taxType, d.id]));
			let seq = existing.length;
			for (const p of planned) {
				seq += 1;
				const refund = p.refundId ? refunds.find((x) => x.id === p.refundId) : undefined;
				const row = tx
					.insert(taxInvoices)
					.values({
						estimateId,
						mgtKey: mgtKeyOf(invoice.estimate.numberBody, p.taxType, seq),
						taxType: p.taxType,
						originalId: p.amends ? (originals.get(p.taxType) ?? null) : null,
						refundId: p.refundId,
						writeDate: p.amends ? (refund?.refundedOn ?? today) : supplyDate(invoice.rate.date, today),
						supplyKrw: p.supplyKrw,
						taxKrw: p.taxKrw,
						state: "requested",
						nextAttemptAt: now,
						updatedAt: now,
					})
					.returning({ id: taxInvoices.id })
					.get();
				ids.push(row.id);
				if (!p.amends) originals.set(p.taxType, row.id);
			}
			return ids;
		},
		{ behavior: "immediate" },
	);
}

function partiesOf(estimateId: string): { invoicer: Party; invoicee: Party } | { missing: string } {
	const db = getDb();
	const us = db.select().from(companyProfile).get();
	const them = db
		.select({ company: companies, userName: users.name, email: users.email })
		.from(estimates)
		.innerJoin(companies, eq(companies.id, estimates.companyId))
		.leftJoin(users, eq(users.id, estimates.userId))
		.where(eq(estimates.id, estimateId))
		.get();
	const ours = corpNumOf(us?.bizRegNo ?? null);
	const theirs = corpNumOf(them?.company.bizRegNo ?? null);
	if (!us || !ours) return { missing: "our business registration number (company settings)" };
	if (!them || !theirs) return { missing: "the customer's business registration number" };
	return {
		invoicer: { corpNum: ours, corpName: us.nameKo, ceoName: us.ceoKo, addr: us.addressKo, email: us.supportEmail },
		invoicee: {
			corpNum: theirs,
			corpName: them.company.name,
			// the company record has no representative's name: the booking's user stands for it
			ceoName: them.userName ?? them.company.name,
			addr: them.company.address,
			email: them.email,
		},
	};
}

function update(id: number, values: Partial<Row>, now: Date): void {
	getDb()
		.update(taxInvoices)
		.set({ ...values, updatedAt: now })
		.where(eq(taxInvoices.id, id))
		.run();
}

/** Asks popbill to issue one document; its row records the outcome. */
export async function sendOne(row: Row, now: Date = new Date(), policy?: Partial<Policy>): Promise<TaxInvoiceState> {
	let originalNum: string | null = null;
	if (row.originalId !== null) {
		const original = getDb().select().from(taxInvoices).where(eq(taxInvoices.id, row.originalId)).get();
		// an amendment names the original's approval number: it waits until the original has one
		if (!original?.ntsConfirmNum) {
			update(row.id, { nextAttemptAt: new Date(now.getTime() + backoffMs(1)) }, now);
			return row.state;
		}
		originalNum = original.ntsConfirmNum;
	}
	const parties = partiesOf(row.estimateId);
	const attempts = row.attempts + 1;
	if ("missing" in parties) {
		// nothing to send until staff complete the data: no automatic retry, listed on the payment desk
		update(
			row.id,
			{ state: "failed", attempts, lastError: `invalid: missing ${parties.missing}`, nextAttemptAt: null },
			now,
		);
		return "failed";
	}
	const doc: TaxDocument = {
		mgtKey: row.mgtKey,
		taxType: row.taxType,
		writeDate: row.writeDate,
		supplyKrw: row.supplyKrw,
		taxKrw: row.taxKrw,
		itemName: row.taxType === "taxable" ? "국내 운송·부대 서비스" : "국제운송 용역 (영세율)",
		originalNtsConfirmNum: originalNum,
	};
	const result = await issueTaxInvoice(doc, parties.invoicer, parties.invoicee, { policy, now: () => now });
	if (result.ok) {
		update(
			row.id,
			{
				state: result.value.state,
				ntsConfirmNum: result.value.ntsConfirmNum,
				attempts,
				lastError: null,
				nextAttemptAt: null,
			},
			now,
		);
		return result.value.state;
	}
	if (result.kind === "off") return row.state;
	const retry = result.kind !== "invalid" && attempts < MAX_AUTO_ATTEMPTS;
	update(
		row.id,
		{
			state: "failed",
			attempts,
			lastError: `${result.kind}: ${result.message}`,
			nextAttemptAt: retry ? new Date(now.getTime() + backoffMs(attempts)) : null,
		},
		now,
	);
	return "failed";
}

/** Plans what the invoice needs and sends it now (one short attempt each); never throws. */
export async function syncTaxInvoices(estimateId: string, now: Date = new Date()): Promise<void> {
	planFor(estimateId, now);
	const due = getDb()
		.select()
		.from(taxInvoices)
		.where(and(eq(taxInvoices.estimateId, estimateId), eq(taxInvoices.state, "requested")))
		.orderBy(asc(taxInvoices.id))
		.all();
	for (const row of due) await sendOne(row, now, IN_REQUEST_POLICY);
}

/** syncTaxInvoices for a staff action after its commit: an error is logged, the page goes on. */
export async function syncTaxInvoicesSafely(estimateId: string): Promise<void> {
	try {
		await syncTaxInvoices(estimateId);
	} catch (error) {
		logger.error({ err: error, estimateId }, "tax invoice request failed; the job retries it");
	}
}

/** The job (registry "tax-invoices"): due retries, then issued documents asked whether they reached the NTS. */
export async function runTaxInvoiceJob(now: Date = new Date()): Promise<Record<string, number>> {
	const counts = { sent: 0, failed: 0, refreshed: 0 };
	if (!isOn("popbill")) return counts;
	const db = getDb();
	const due = db
		.select()
		.from(taxInvoices)
		.where(and(inArray(taxInvoices.state, ["requested", "failed"]), lte(taxInvoices.nextAttemptAt, now)))
		.orderBy(asc(taxInvoices.id))
		.all();
	for (const row of due) {
		const state = await sendOne(row, now);
		if (state === "failed") counts.failed += 1;
		else if (state !== "requested") counts.sent += 1;
	}
	const issued = db.select().from(taxInvoices).where(eq(taxInvoices.state, "issued")).all();
	for (const row of issued) {
		const result = await taxInvoiceState(row.mgtKey, { now: () => now });
		if (result.ok && result.value && result.value.state !== row.state) {
			update(
				row.id,
				{ state: result.value.state, ntsConfirmNum: result.value.ntsConfirmNum ?? row.ntsConfirmNum },
				now,
			);
			counts.refreshed += 1;
		}
	}
	return counts;
}

/** Staff retry one failed document by hand (the payment desk): sent again now, whatever its attempts. */
export async function retryByHand(
	user: SessionUser,
	id: number,
	now: Date = new Date(),
): Promise<TaxInvoiceState | null> {
	asStaff(user);
	const row = getDb()
		.select()
		.from(taxInvoices)
		.where(and(eq(taxInvoices.id, id), or(eq(taxInvoices.state, "failed"), eq(taxInvoices.state, "requested"))))
		.get();
	if (!row) return null;
	return sendOne(row, now, IN_REQUEST_POLICY);
}

export type TaxInvoiceEntry = Pick<
	Row,
	| "id"
	| "estimateId"
	| "mgtKey"
	| "taxType"
	| "originalId"
	| "refundId"
	| "writeDate"
	| "supplyKrw"
	| "taxKrw"
	| "state"
	| "ntsConfirmNum"
	| "lastError"
	| "attempts"
	| "nextAttemptAt"
>;

/** A shipment's tax invoices, originals first. */
export function taxInvoicesOf(estimateId: string): TaxInvoiceEntry[] {
	return getDb()
		.select()
		.from(taxInvoices)
		.where(eq(taxInvoices.estimateId, estimateId))
		.orderBy(asc(taxInvoices.id))
		.all();
}

/** Every failed document, oldest first, for the payment desk. */
export function failedTaxInvoices(): (TaxInvoiceEntry & { numberBody: string })[] {
	return getDb()
		.select({ t: taxInvoices, numberBody: estimates.numberBody })
		.from(taxInvoices)
		.innerJoin(estimates, eq(estimates.id, taxInvoices.estimateId))
		.where(eq(taxInvoices.state, "failed"))
		.orderBy(asc(taxInvoices.updatedAt))
		.all()
		.map(({ t, numberBody }) => ({ ...t, numberBody }));
}
