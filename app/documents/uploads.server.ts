// The customer's uploads (spec sections 2, 4 and 5 "Upload"): a shipment's six slots
// with their live files and the checklist, the company's shipments with their counts for the list
// page, the upload command and deletion.
//
// The upload's file work (streaming, checking, keeping) happens in the route before anything here;
// customerUpload is only the small metadata write, run through commit() (commands.server.ts) so that a
// replica forwards it to the primary. It therefore takes JSON, re-reads the acting user and checks
// everything again itself. Deleting is an ordinary action (the LiteFS proxy forwards POSTs).
import crypto from "node:crypto";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import { insertionOrder } from "#db/insertion-order.ts";
import { isOwnCompanyRecord, ownCompanyOf } from "#app/auth/access.ts";
import type { Customer } from "#app/auth/guard.server.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { isShipment } from "#app/lifecycle/lifecycle.ts";
import type { PricingRequest } from "#app/pricing/request.ts";
import { getShipmentEstimateFor, getShipmentFor } from "#app/shipments/shipment.server.ts";
import type { ShipmentListRow, ShipmentPage } from "#app/shipments/list.server.ts";
import type { KeptFile } from "#app/storage/receive.server.ts";
import { getFileStore } from "#app/storage/files.server.ts";
import { type OnceResult, exactlyOnceOr, isDuplicateKey } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import { notFound } from "#app/utils/replies.server.ts";
import { getDb, perConnection } from "#db/client.ts";
import { boundList, inBoundList } from "#db/bound-list.ts";
import {
	documentAudit,
	documentRequests,
	estimates,
	shipmentDocuments,
	shipmentSchedules,
	storedFiles,
	users,
} from "#db/schema.ts";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import type { Role } from "#db/roles.ts";
import { recordDocumentEvent } from "./audit.server.ts";
import { type Checklist, type ChecklistSummary, checklist, isDangerousCargo, summarize } from "./checklist.ts";
import { type RequestKind, type RequestStatus, UPLOAD_SLOTS, type UploadSlot } from "./codes/codes.ts";
import { type DeleteLock, deleteLock } from "./deletable.ts";
import { recordStoredFile } from "#app/storage/stored-files.server.ts";

export const UPLOAD_ONCE_PURPOSE = "customer-upload";

/** The request kinds whose state an upload slot shows (the clearance and insurance request pages link from it). */
export const SLOT_REQUESTS = {
	export_clearance: "export_clearance",
	import_clearance: "import_clearance",
	cargo_insurance: "insurance",
} as const satisfies Partial<Record<UploadSlot, RequestKind>>;

export function isUploadSlot(value: unknown): value is UploadSlot {
	return typeof value === "string" && (UPLOAD_SLOTS as readonly string[]).includes(value);
}

export const uploadPath = (estimateId: string) => `/mypage/upload/${estimateId}`;
export const documentFilePath = (documentId: string) => `/documents/${documentId}/file`;

export type UploadedFile = {
	id: string;
	name: string;
	size: number;
	contentType: string;
	uploadedAt: Date;
	uploadedBy: string | null;
	href: string;
	/** why the customer can no longer delete or replace it (decision 048); null while they can */
	lock: DeleteLock;
};

type ShipmentFacts = {
	id: string;
	mode: "fcl" | "lcl" | "air";
	direction: "export" | "import";
	request: Pick<PricingRequest, "containers" | "dangerousGoods">;
	wantsClearance: boolean;
	wantsInsurance: boolean;
	documentDeadline: string | null;
};

// Prepared once per connection: the upload list reads them for its page of shipments on every request,
// and one shipment's upload page for its one.
const reads = perConnection((db) => {
	const ids = "ids";
	return {
		files: db
			.select({
				id: shipmentDocuments.id,
				estimateId: shipmentDocuments.estimateId,
				kind: shipmentDocuments.kind,
				createdAt: shipmentDocuments.createdAt,
				name: storedFiles.name,
				size: storedFiles.size,
				contentType: storedFiles.contentType,
				uploader: users.name,
			})
			.from(shipmentDocuments)
			.innerJoin(storedFiles, eq(storedFiles.id, shipmentDocuments.fileId))
			.leftJoin(users, eq(users.id, shipmentDocuments.uploadedBy))
			.where(
				and(
					inBoundList(shipmentDocuments.estimateId, ids),
					inArray(shipmentDocuments.kind, [...UPLOAD_SLOTS]),
					isNull(shipmentDocuments.deletedAt),
				),
			)
			.orderBy(shipmentDocuments.createdAt, insertionOrder(shipmentDocuments))
			.prepare(),
		requests: db
			.select({ estimateId: documentRequests.estimateId, kind: documentRequests.kind, status: documentRequests.status })
			.from(documentRequests)
			.where(inBoundList(documentRequests.estimateId, ids))
			.prepare(),
		facts: db
			.select({
				id: estimates.id,
				mode: estimates.mode,
				direction: estimates.direction,
				request: estimates.request,
				wantsClearance: estimates.wantsClearance,
				wantsInsurance: estimates.wantsInsurance,
				documentDeadline: shipmentSchedules.documentDeadline,
			})
			.from(estimates)
			.leftJoin(shipmentSchedules, eq(shipmentSchedules.estimateId, estimates.id))
			.where(inBoundList(estimates.id, ids))
			.prepare(),
	};
});

/** Live customer documents of these shipments, grouped by shipment and slot. */
function liveFiles(estimateIds: string[]): Map<string, Map<UploadSlot, UploadedFile[]>> {
	const out = new Map<string, Map<UploadSlot, UploadedFile[]>>();
	if (estimateIds.length === 0) return out;
	const rows = reads().files.all({ ids: boundList(estimateIds) });
	for (const r of rows) {
		const slots = out.get(r.estimateId) ?? new Map<UploadSlot, UploadedFile[]>();
		const slot = r.kind as UploadSlot;
		slots.set(slot, [
			...(slots.get(slot) ?? []),
			{
				id: r.id,
				name: r.name,
				size: r.size,
				contentType: r.contentType,
				uploadedAt: r.createdAt,
				uploadedBy: r.uploader,
				href: documentFilePath(r.id),
				lock: null,
			},
		]);
		out.set(r.estimateId, slots);
	}
	return out;
}

type RequestRow = { estimateId: string; kind: RequestKind; status: RequestStatus };

function requestsOf(estimateIds: string[]): RequestRow[] {
	if (estimateIds.length === 0) return [];
	return reads().requests.all({ ids: boundList(estimateIds) });
}

function checklistOf(
	s: ShipmentFacts,
	files: Map<UploadSlot, UploadedFile[]> | undefined,
	requests: RequestRow[],
	today: string,
): Checklist {
	return checklist({
		mode: s.mode,
		direction: s.direction,
		dangerous: isDangerousCargo(s.request),
		wantsClearance: s.wantsClearance,
		wantsInsurance: s.wantsInsurance,
		requests: requests.filter((r) => r.estimateId === s.id),
		files: Object.fromEntries(UPLOAD_SLOTS.map((slot) => [slot, files?.get(slot)?.length ?? 0])),
		documentDeadline: s.documentDeadline,
		today,
	});
}

export type UploadSlotView = Checklist["slots"][number] & {
	files: UploadedFile[];
	/** the clearance or insurance request behind this slot: none yet, or its status */
	request: { kind: RequestKind; status: RequestStatus | "none" } | null;
};

/** One shipment's upload page: its slots with their files and requests, and the checklist. 404 unless the customer's company's shipment. */
export function getUploadView(customer: Customer, estimateId: string, today = seoulToday()) {
	const shipment = getShipmentFor(customer, estimateId);
	const e = shipment.estimate;
	const facts: ShipmentFacts = { ...e, documentDeadline: shipment.schedule?.documentDeadline ?? null };
	const files = withLocks(e.status, liveFiles([e.id]).get(e.id));
	const requests = requestsOf([e.id]);
	const list = checklistOf(facts, files, requests, today);
	const slots: UploadSlotView[] = list.slots.map((s) => {
		const kind = (SLOT_REQUESTS as Partial<Record<UploadSlot, RequestKind>>)[s.slot];
		return {
			...s,
			files: files?.get(s.slot) ?? [],
			request: kind ? { kind, status: requests.find((r) => r.kind === kind)?.status ?? "none" } : null,
		};
	});
	return { shipment, checklist: list, slots };
}

export type UploadListRow = ShipmentListRow & { summary: ChecklistSummary };

/** A page of the company's shipments (companyShipmentsFor) with each one's checklist counts, for the upload list. */
export function withChecklistCounts(list: ShipmentPage<ShipmentListRow>, today = seoulToday()) {
	const lists = checklistsFor(
		list.rows.map((r) => r.id),
		today,
	);
	const rows: UploadListRow[] = list.rows.map((row) => ({ ...row, summary: summarize(lists.get(row.id)!) }));
	return { ...list, rows };
}

/** The checklist of each of these shipments (the upload list's counts; the documents reminder job). */
export function checklistsFor(ids: readonly string[], today = seoulToday()): Map<string, Checklist> {
	const facts = ids.length ? reads().facts.all({ ids: boundList(ids) }) : [];
	const files = liveFiles([...ids]);
	const requests = requestsOf([...ids]);
	return new Map(
		facts.map((f) => {
			const s: ShipmentFacts = { ...f, request: JSON.parse(f.request) as PricingRequest };
			return [f.id, checklistOf(s, files.get(f.id), requests, today)];
		}),
	);
}

/** The company's shipments for the choice on /mypage/uploadfile (newest booking first, at most 100). */
export function shipmentChoices(customer: Customer) {
	return getDb()
		.select({
			id: estimates.id,
			numberBody: estimates.numberBody,
			status: estimates.status,
			payment: estimates.payment,
			origin: estimates.origin,
			destination: estimates.destination,
		})
		.from(estimates)
		.where(and(eq(estimates.companyId, ownCompanyOf(customer)), isNull(estimates.deletedAt)))
		.orderBy(estimates.bookedAt, estimates.createdAt)
		.all()
		.filter((r) => isShipment(r.status))
		.reverse()
		.slice(0, 100);
}

export type CustomerUploadInput = {
	actorId: string;
	onceKey: string;
	estimateId: string;
	slot: UploadSlot;
	file: KeptFile;
	replaceDocumentId?: string | null;
};

/** The roles that have downloaded each of these documents (their audit's download lines). */
function downloaders(documentIds: readonly string[]): Map<string, (Role | null)[]> {
	const out = new Map<string, (Role | null)[]>();
	if (documentIds.length === 0) return out;
	const rows = getDb()
		.select({ documentId: documentAudit.documentId, role: documentAudit.role })
		.from(documentAudit)
		.where(and(eq(documentAudit.action, "download"), inArray(documentAudit.documentId, [...documentIds])))
		.all();
	for (const r of rows) if (r.documentId) out.set(r.documentId, [...(out.get(r.documentId) ?? []), r.role]);
	return out;
}

/** Whether the customer may still delete or replace this document of a shipment in `status` (decision 048). */
export function documentLock(status: EstimateStatus, documentId: string): DeleteLock {
	return deleteLock(status, downloaders([documentId]).get(documentId) ?? []);
}

function withLocks(
	status: EstimateStatus,
	files: Map<UploadSlot, UploadedFile[]> | undefined,
): Map<UploadSlot, UploadedFile[]> | undefined {
	if (!files) return files;
	const by = downloaders([...files.values()].flat().map((f) => f.id));
	return new Map(
		[...files].map(([slot, list]) => [slot, list.map((f) => ({ ...f, lock: deleteLock(status, by.get(f.id) ?? []) }))]),
	);
}

export type UploadRefusal = "notFound" | "msdsAttached" | "locked";
export type CustomerUploadResult =
	{ ok: true; redirectTo: string; documentId: string | null; repeated: boolean } | { ok: false; error: UploadRefusal };

/** The acting customer and their shipment, read again from the database; null when either is not so. */
function targetFor(actorId: string, estimateId: string) {
	const db = getDb();
	const user = db
		.select({ id: users.id, role: users.role, companyId: users.companyId })
		.from(users)
		.where(eq(users.id, actorId))
		.get();
	if (!user || user.role !== "customer" || !user.companyId) return null;
	const estimate = db
		.select({ id: estimates.id, companyId: estimates.companyId, status: estimates.status })
		.from(estimates)
		.where(and(eq(estimates.id, estimateId), isNull(estimates.deletedAt)))
		.get();
	if (!estimate || !isOwnCompanyRecord(user, estimate) || !isShipment(estimate.status)) return null;
	return { user: { id: user.id, role: user.role }, estimate };
}

function liveDocument(estimateId: string, documentId: string) {
	return getDb()
		.select()
		.from(shipmentDocuments)
		.where(
			and(
				eq(shipmentDocuments.id, documentId),
				eq(shipmentDocuments.estimateId, estimateId),
				isNull(shipmentDocuments.deletedAt),
			),
		)
		.get();
}

function liveMsdsCount(estimateId: string): number {
	return (
		getDb()
			.select({ n: count() })
			.from(shipmentDocuments)
			.where(
				and(
					eq(shipmentDocuments.estimateId, estimateId),
					eq(shipmentDocuments.kind, "msds"),
					isNull(shipmentDocuments.deletedAt),
				),
			)
			.get()?.n ?? 0
	);
}

/**
 * What would refuse this upload, checked before the file is kept (so a refused file never reaches
 * the store); customerUpload checks the same again inside its transaction.
 */
export function uploadRefusal(
	actorId: string,
	estimateId: string,
	slot: UploadSlot,
	replaceDocumentId: string | null,
): UploadRefusal | null {
	if (!targetFor(actorId, estimateId)) return "notFound";
	if (replaceDocumentId) {
		const old = liveDocument(estimateId, replaceDocumentId);
		const target = targetFor(actorId, estimateId);
		if (!old || old.kind !== slot || old.origin !== "customer" || !target) return "notFound";
		// replacing deletes the old file: not one staff have used (decision 048)
		return documentLock(target.estimate.status, old.id) ? "locked" : null;
	}
	if (slot === "msds" && liveMsdsCount(estimateId) > 0) return "msdsAttached";
	return null;
}

/**
 * The upload command: records the kept file, the shipment document and its audit, exactly once per
 * one-time key; a replacement marks the old document deleted in the same transaction. JSON in, JSON out.
 */
export function customerUpload(input: CustomerUploadInput): CustomerUploadResult {
	const replace = input.replaceDocumentId || null;
	const redirectTo = `${uploadPath(input.estimateId)}?done=uploaded`;
	if (!isUploadSlot(input.slot)) return { ok: false, error: "notFound" };
	let done: OnceResult<string, UploadRefusal>;
	try {
		done = exactlyOnceOr<string, UploadRefusal>(input.onceKey, UPLOAD_ONCE_PURPOSE, (tx) => {
			const target = targetFor(input.actorId, input.estimateId);
			if (!target) refuse<UploadRefusal>("notFound");
			const actor = target.user;
			const now = new Date();
			if (replace) {
				const old = liveDocument(input.estimateId, replace);
				if (!old || old.kind !== input.slot || old.origin !== "customer") refuse<UploadRefusal>("notFound");
				if (documentLock(target.estimate.status, old.id)) refuse<UploadRefusal>("locked");
				tx.update(shipmentDocuments)
					.set({ deletedAt: now, deletedBy: actor.id })
					.where(eq(shipmentDocuments.id, old.id))
					.run();
				recordDocumentEvent(tx, {
					estimateId: input.estimateId,
					action: "delete",
					actor,
					documentId: old.id,
					kind: old.kind,
					detail: "replaced",
				});
			} else if (input.slot === "msds" && liveMsdsCount(input.estimateId) > 0) refuse<UploadRefusal>("msdsAttached");
			const fileId = recordStoredFile(tx, input.file, actor.id);
			const documentId = crypto.randomUUID();
			tx.insert(shipmentDocuments)
				.values({
					id: documentId,
					estimateId: input.estimateId,
					companyId: target.estimate.companyId,
					kind: input.slot,
					fileId,
					origin: "customer",
					uploadedBy: actor.id,
					createdAt: now,
				})
				.run();
			recordDocumentEvent(tx, {
				estimateId: input.estimateId,
				action: "upload",
				actor,
				documentId,
				kind: input.slot,
				fileHash: input.file.key,
			});
			return { redirectTo, value: documentId };
		});
	} catch (error) {
		// the partial unique index (one live MSDS) is the last word when two uploads race
		if (isDuplicateKey(error) && String((error as Error).message).includes("shipment_documents"))
			return { ok: false, error: "msdsAttached" };
		throw error;
	}
	if (!done.ok) return { ok: false, error: done.refused };
	return done.repeated
		? { ok: true, redirectTo: done.redirectTo, documentId: null, repeated: true }
		: { ok: true, redirectTo, documentId: done.value, repeated: false };
}

/**
 * After a refused or failed upload: removes the kept bytes from the store unless a stored file row
 * points at them (the same bytes uploaded before, for this or any shipment), so a refusal stores nothing.
 */
export async function forgetUnrecordedFile(key: string): Promise<void> {
	const used = getDb().select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.key, key)).get();
	if (!used) await getFileStore().delete(key);
}

/**
 * Deletes one of the customer's uploads on this shipment (deletedAt/deletedBy and the audit). 404 for
 * an unknown document, another company's, another shipment's or an issued one; "gone" when it was
 * deleted already (the page says "deletion failed, contact admin"); "locked" when staff have used it
 * or the shipment is complete (decision 048), checked again inside the transaction.
 */
export function deleteCustomerDocument(
	customer: Customer,
	estimateId: string,
	documentId: string,
): "deleted" | "gone" | "locked" {
	getShipmentEstimateFor(customer, estimateId);
	const db = getDb();
	const doc = db.select().from(shipmentDocuments).where(eq(shipmentDocuments.id, documentId)).get();
	if (
		!doc ||
		doc.estimateId !== estimateId ||
		!isOwnCompanyRecord(customer, doc) ||
		doc.origin !== "customer" ||
		!isUploadSlot(doc.kind)
	)
		throw notFound();
	return db.transaction(
		(tx) => {
			const status = tx
				.select({ status: estimates.status })
				.from(estimates)
				.where(eq(estimates.id, estimateId))
				.get()?.status;
			if (!status || documentLock(status, documentId)) return "locked" as const;
			const changed = tx
				.update(shipmentDocuments)
				.set({ deletedAt: new Date(), deletedBy: customer.id })
				.where(and(eq(shipmentDocuments.id, documentId), isNull(shipmentDocuments.deletedAt)))
				.run().changes;
			if (changed === 0) return "gone" as const;
			recordDocumentEvent(tx, {
				estimateId,
				action: "delete",
				actor: { id: customer.id, role: customer.role },
				documentId,
				kind: doc.kind,
			});
			return "deleted" as const;
		},
		{ behavior: "immediate" },
	);
}
