// Who may open a shipment document. A customer: their company's live
// documents. Staff: every document, deleted ones included (the audit points at them). A partner: the
// kinds partner-scope.ts lists, on a shipment with a request assigned to their partner company.
// Everything else, and anything unknown, is 404, so nobody learns that a document exists.
import { and, eq } from "drizzle-orm";
import { isOwnCompanyRecord } from "#app/auth/access.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { notFound } from "#app/utils/replies.server.ts";
import { getDb } from "#db/client.ts";
import { isStaff } from "#db/roles.ts";
import { documentRequests, shipmentDocuments, storedFiles } from "#db/schema.ts";
import { partnerKindOf, partnerMayOpen } from "./partner-scope.ts";

export type DocumentRow = typeof shipmentDocuments.$inferSelect;
export type StoredFileRow = typeof storedFiles.$inferSelect;

/** The request kinds of a shipment assigned to this partner company. */
export function assignedRequestKinds(estimateId: string, partnerCompanyId: string) {
	return getDb()
		.select({ kind: documentRequests.kind })
		.from(documentRequests)
		.where(and(eq(documentRequests.estimateId, estimateId), eq(documentRequests.partnerCompanyId, partnerCompanyId)))
		.all()
		.map((r) => r.kind);
}

export function mayOpenDocument(user: SessionUser, doc: DocumentRow): boolean {
	if (isStaff(user.role)) return true;
	if (doc.deletedAt) return false;
	if (user.role === "customer") return isOwnCompanyRecord(user, doc);
	const partner = partnerKindOf(user.role);
	if (!partner || !user.partnerCompanyId) return false;
	return partnerMayOpen(partner, doc.kind, assignedRequestKinds(doc.estimateId, user.partnerCompanyId));
}

/** The document and its file if this user may open it, else 404. */
export function getDocumentFor(user: SessionUser, documentId: string): { document: DocumentRow; file: StoredFileRow } {
	const row = getDb()
		.select({ document: shipmentDocuments, file: storedFiles })
		.from(shipmentDocuments)
		.innerJoin(storedFiles, eq(storedFiles.id, shipmentDocuments.fileId))
		.where(eq(shipmentDocuments.id, documentId))
		.get();
	if (!row || !mayOpenDocument(user, row.document)) throw notFound();
	return row;
}
