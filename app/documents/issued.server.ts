// Issued documents of a shipment (spec section 2 "Download documents"): the live
// newest per kind, and the two ways staff issue one: uploading the carrier's or broker's file (the
// `staffIssue` command, run where writes happen) or generating our own PDF (check B/L, D/O, total
// cost). Issuing again replaces: the old row is marked deleted and stays for the audit. An issued
// document answers the request waiting for it in the same transaction (a B/L the B/L issue request,
// a check B/L the correction asked before it, a certificate its clearance or insurance request).
import { and, desc, eq, inArray, isNull, notInArray } from "drizzle-orm";
import { mayChangeAsCustomer } from "#app/auth/access.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { isShipment } from "#app/lifecycle/lifecycle.ts";
import { getFileStore } from "#app/storage/files.server.ts";
import { type OnceOutcome, exactlyOnce, onceResult } from "#app/utils/once.server.ts";
import { insertionOrder } from "#db/insertion-order.ts";
import { type Tx, getDb } from "#db/client.ts";
import { isStaff } from "#db/roles.ts";
import { documentRequests, estimates, shipmentDocuments, storedFiles, users } from "#db/schema.ts";
import { recordDocumentEvent } from "./audit.server.ts";
import { GENERATED_KINDS, type GeneratedKind } from "./bl-flow.ts";
import { ISSUED_KINDS, type IssuedKind, type RequestKind } from "./codes/codes.ts";
import { recordStoredFile } from "#app/storage/stored-files.server.ts";

export const ISSUE_ONCE_PURPOSE = "document-issue";

export { GENERATED_KINDS, type GeneratedKind };

export function isIssuedKind(value: unknown): value is IssuedKind {
	return typeof value === "string" && (ISSUED_KINDS as readonly string[]).includes(value);
}
export function isGeneratedKind(value: unknown): value is GeneratedKind {
	return typeof value === "string" && (GENERATED_KINDS as readonly string[]).includes(value);
}

/** The request an issued document answers. */
const ANSWERS: Partial<Record<IssuedKind, RequestKind>> = {
	bl: "bl_issue",
	check_bl: "check_bl_correction",
	export_clearance_cert: "export_clearance",
	import_clearance_cert: "import_clearance",
	insurance_policy: "insurance",
};

export type IssuedDocument = {
	id: string;
	kind: IssuedKind;
	origin: "customer" | "staff" | "partner" | "generated";
	locale: Locale | null;
	requestId: string | null;
	createdAt: Date;
	fileName: string;
	fileKey: string;
	size: number;
	uploadedByName: string | null;
};

/** A shipment's live documents of the issued kinds, or of every other kind (the customer's uploads), newest first. */
function liveDocuments(estimateId: string, which: "issued" | "uploads") {
	const kinds =
		which === "issued"
			? inArray(shipmentDocuments.kind, [...ISSUED_KINDS])
			: notInArray(shipmentDocuments.kind, [...ISSUED_KINDS]);
	return getDb()
		.select({
			id: shipmentDocuments.id,
			kind: shipmentDocuments.kind,
			origin: shipmentDocuments.origin,
			locale: shipmentDocuments.locale,
			requestId: shipmentDocuments.requestId,
			createdAt: shipmentDocuments.createdAt,
			fileName: storedFiles.name,
			fileKey: storedFiles.key,
			size: storedFiles.size,
			uploadedByName: users.name,
		})
		.from(shipmentDocuments)
		.innerJoin(storedFiles, eq(storedFiles.id, shipmentDocuments.fileId))
		.leftJoin(users, eq(users.id, shipmentDocuments.uploadedBy))
		.where(and(eq(shipmentDocuments.estimateId, estimateId), kinds, isNull(shipmentDocuments.deletedAt)))
		.orderBy(desc(shipmentDocuments.createdAt), desc(insertionOrder(shipmentDocuments)))
		.all();
}

/** The shipment's live issued documents, newest first (a kind issued twice shows the newest only). */
export function listIssued(estimateId: string): IssuedDocument[] {
	const rows = liveDocuments(estimateId, "issued") as IssuedDocument[];
	const seen = new Set<string>();
	return rows.filter((r) => !seen.has(r.kind) && seen.add(r.kind));
}

/** Live issued kinds per shipment, for lists of many shipments. */
export function issuedKindsOf(estimateIds: readonly string[]): Map<string, IssuedKind[]> {
	const out = new Map<string, IssuedKind[]>();
	if (estimateIds.length === 0) return out;
	const rows = getDb()
		.selectDistinct({ estimateId: shipmentDocuments.estimateId, kind: shipmentDocuments.kind })
		.from(shipmentDocuments)
		.where(
			and(
				inArray(shipmentDocuments.estimateId, [...estimateIds]),
				inArray(shipmentDocuments.kind, [...ISSUED_KINDS]),
				isNull(shipmentDocuments.deletedAt),
			),
		)
		.all();
	for (const r of rows) out.set(r.estimateId, [...(out.get(r.estimateId) ?? []), r.kind as IssuedKind]);
	return out;
}

/**
 * The acting user as the database has it now: a command runs on the primary with only an id from
 * the replica, so roles and companies are read again rather than trusted from the input.
 */
export function actorFromDb(actorId: string): SessionUser | null {
	const row = getDb().select().from(users).where(eq(users.id, actorId)).get();
	if (!row) return null;
	return {
		id: row.id,
		email: row.email,
		name: row.name,
		role: row.role,
		locale: row.locale,
		companyId: row.companyId,
		partnerCompanyId: row.partnerCompanyId,
		phone: row.phone,
		phoneVerified: row.phoneVerifiedAt !== null,
		sessionId: "command",
	};
}

/** The shipment's row if it is one (booked or later, not deleted) and `user` may act on it, else null. */
export function shipmentRowFor(user: SessionUser, estimateId: string) {
	const row = getDb()
		.select()
		.from(estimates)
		.where(and(eq(estimates.id, estimateId), isNull(estimates.deletedAt)))
		.get();
	if (!row || !isShipment(row.status)) return null;
	return isStaff(user.role) || mayChangeAsCustomer(user, row) ? row : null;
}

type IssueFacts = {
	actor: SessionUser;
	estimate: { id: string; companyId: string };
	kind: IssuedKind;
	file: { key: string; name: string; contentType: string; size: number };
	origin: "staff" | "generated";
	locale: Locale | null;
};

/** The writes of one issuance, inside the caller's transaction; returns the new document's id. */
function recordIssued(tx: Tx, facts: IssueFacts, now: Date): string {
	const { actor, estimate, kind } = facts;
	const who = { id: actor.id, role: actor.role };
	const fileId = recordStoredFile(tx, facts.file, actor.id);
	const replaced = tx
		.update(shipmentDocuments)
		.set({ deletedAt: now, deletedBy: actor.id })
		.where(
			and(
				eq(shipmentDocuments.estimateId, estimate.id),
				eq(shipmentDocuments.kind, kind),
				isNull(shipmentDocuments.deletedAt),
			),
		)
		.returning({ id: shipmentDocuments.id })
		.all();
	const answers = ANSWERS[kind];
	const pending = answers
		? tx
				.select()
				.from(documentRequests)
				.where(
					and(
						eq(documentRequests.estimateId, estimate.id),
						eq(documentRequests.kind, answers),
						eq(documentRequests.status, "requested"),
					),
				)
				.get()
		: undefined;
	const documentId = crypto.randomUUID();
	tx.insert(shipmentDocuments)
		.values({
			id: documentId,
			estimateId: estimate.id,
			companyId: estimate.companyId,
			kind,
			fileId,
			origin: facts.origin,
			requestId: pending?.id ?? null,
			locale: facts.locale,
			uploadedBy: actor.id,
			createdAt: now,
		})
		.run();
	recordDocumentEvent(tx, {
		estimateId: estimate.id,
		action: facts.origin === "generated" ? "generate" : "issue",
		actor: who,
		documentId,
		requestId: pending?.id ?? null,
		kind,
		fileHash: facts.file.key,
		detail:
			[facts.locale, replaced.length ? `replaces ${replaced.map((r) => r.id).join(",")}` : null]
				.filter(Boolean)
				.join("; ") || null,
	});
	if (pending) {
		tx.update(documentRequests)
			.set({ status: "done", answeredBy: actor.id, answeredAt: now })
			.where(eq(documentRequests.id, pending.id))
			.run();
		recordDocumentEvent(tx, {
			estimateId: estimate.id,
			action: "answer",
			actor: who,
			requestId: pending.id,
			documentId,
			kind: pending.kind,
			detail: "done",
		});
	}
	return documentId;
}

export type IssueResult =
	{ ok: true; repeated: boolean; redirectTo: string } | { ok: false; reason: "notFound" | "forbidden" | "badKind" };

function outcomeOf(outcome: OnceOutcome<string>): IssueResult {
	return { ok: true, repeated: outcome.repeated, redirectTo: outcome.redirectTo };
}

export type StaffIssueInput = {
	actorId: string;
	onceKey: string;
	estimateId: string;
	kind: string;
	file: { key: string; name: string; contentType: string; size: number };
	redirectTo: string;
};

/**
 * Staff issue a document by uploading its file (already in the file store under `file.key`): the
 * metadata write of that upload, a command (app/documents/commands.server.ts) so a replica can send it
 * to the primary as JSON. Everything is checked again here.
 */
export function staffIssue(input: StaffIssueInput): IssueResult {
	const actor = actorFromDb(input.actorId);
	if (!actor || !isStaff(actor.role)) return { ok: false, reason: "forbidden" };
	if (!isIssuedKind(input.kind)) return { ok: false, reason: "badKind" };
	const estimate = shipmentRowFor(actor, input.estimateId);
	if (!estimate) return { ok: false, reason: "notFound" };
	const kind = input.kind;
	const now = new Date();
	return outcomeOf(
		exactlyOnce<string>(input.onceKey, ISSUE_ONCE_PURPOSE, (tx) => {
			const id = recordIssued(tx, { actor, estimate, kind, file: input.file, origin: "staff", locale: null }, now);
			return { redirectTo: input.redirectTo, value: id };
		}),
	);
}

/** Makes a generated document's PDF (app/pdf/documents/render.server.tsx; handed in, since the PDFs read this folder's rules). */
export type RenderIssued = (
	kind: GeneratedKind,
	estimateId: string,
	locale: Locale,
) => Promise<{ bytes: Uint8Array; fileName: string }>;

/**
 * Staff generate a document from the shipment's data in `locale`. A key that already took effect
 * renders nothing.
 */
export async function generateIssued(
	user: SessionUser,
	input: { estimateId: string; kind: GeneratedKind; locale: Locale; onceKey: string; redirectTo: string },
	render: RenderIssued,
): Promise<IssueResult> {
	if (!isStaff(user.role)) return { ok: false, reason: "forbidden" };
	const estimate = shipmentRowFor(user, input.estimateId);
	if (!estimate) return { ok: false, reason: "notFound" };
	const earlier = onceResult(input.onceKey, ISSUE_ONCE_PURPOSE);
	if (earlier) return { ok: true, repeated: true, redirectTo: earlier };
	const pdf = await render(input.kind, input.estimateId, input.locale);
	const { key } = await getFileStore().put(pdf.bytes, "application/pdf");
	const file = { key, name: pdf.fileName, contentType: "application/pdf", size: pdf.bytes.byteLength };
	const now = new Date();
	return outcomeOf(
		exactlyOnce<string>(input.onceKey, ISSUE_ONCE_PURPOSE, (tx) => {
			const id = recordIssued(
				tx,
				{ actor: user, estimate, kind: input.kind, file, origin: "generated", locale: input.locale },
				now,
			);
			return { redirectTo: input.redirectTo, value: id };
		}),
	);
}

export type UploadedDocument = {
	id: string;
	kind: string;
	createdAt: Date;
	fileName: string;
	fileKey: string;
	size: number;
	uploadedByName: string | null;
};

/** The customer's live uploads (every slot, and a correction's modified file), newest first. */
export function listUploads(estimateId: string): UploadedDocument[] {
	return liveDocuments(estimateId, "uploads");
}
