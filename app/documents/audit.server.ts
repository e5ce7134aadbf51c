// The document audit: every upload, deletion, download of a document, request,
// assignment, answer and issuance, with who, when and which file hash. Written in the same
// transaction as the change it records, so the log never claims what did not happen.
import { asc, eq } from "drizzle-orm";
import type { Tx } from "#db/client.ts";
import { getDb } from "#db/client.ts";
import { documentAudit, users } from "#db/schema.ts";
import type { Role } from "#db/roles.ts";
import type { DocumentAuditAction } from "./codes/codes.ts";

export type AuditEntry = {
	estimateId: string;
	action: DocumentAuditAction;
	actor: { id: string; role: Role } | null; // null: the system (a scheduled job, an import)
	documentId?: string | null;
	requestId?: string | null;
	kind?: string | null;
	fileHash?: string | null;
	detail?: string | null;
};

export function recordDocumentEvent(tx: Pick<Tx, "insert">, entry: AuditEntry): void {
	tx.insert(documentAudit)
		.values({
			estimateId: entry.estimateId,
			action: entry.action,
			documentId: entry.documentId ?? null,
			requestId: entry.requestId ?? null,
			kind: entry.kind ?? null,
			fileHash: entry.fileHash ?? null,
			userId: entry.actor?.id ?? null,
			role: entry.actor?.role ?? null,
			detail: entry.detail ?? null,
		})
		.run();
}

/** A shipment's audit, oldest first, with the actor's name and e-mail (for the staff desk). */
export function listDocumentAudit(estimateId: string) {
	return getDb()
		.select({
			id: documentAudit.id,
			action: documentAudit.action,
			kind: documentAudit.kind,
			documentId: documentAudit.documentId,
			requestId: documentAudit.requestId,
			fileHash: documentAudit.fileHash,
			detail: documentAudit.detail,
			role: documentAudit.role,
			userName: users.name,
			userEmail: users.email,
			at: documentAudit.createdAt,
		})
		.from(documentAudit)
		.leftJoin(users, eq(users.id, documentAudit.userId))
		.where(eq(documentAudit.estimateId, estimateId))
		.orderBy(asc(documentAudit.id))
		.all();
}
