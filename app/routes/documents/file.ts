// /documents/:id/file: one shipment document's bytes, for whoever may open it (access.server.ts:
// the customer's company, staff, the partner assigned). Streamed from the file store, sent as an
// attachment with its checked type, nosniff and a sandbox CSP, so a browser never runs what it
// holds. Every download is written to the document audit (who, when, which hash); that is a write,
// so on a LiteFS replica the GET is replayed on the primary first.
import type { Route } from "./+types/file";
import { requireUser } from "#app/auth/guard.server.ts";
import { getDocumentFor } from "#app/documents/access.server.ts";
import { recordDocumentEvent } from "#app/documents/audit.server.ts";
import { attachmentHeaders } from "#app/documents/download-headers.ts";
import { getFileStore } from "#app/storage/files.server.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { notFound } from "#app/utils/replies.server.ts";
import { getDb } from "#db/client.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const { document, file } = getDocumentFor(user, params.id);
	const stored = await getFileStore().getStream(file.key);
	if (!stored) throw notFound();
	await ensurePrimary();
	getDb().transaction((tx) =>
		recordDocumentEvent(tx, {
			estimateId: document.estimateId,
			action: "download",
			actor: { id: user.id, role: user.role },
			documentId: document.id,
			kind: document.kind,
			fileHash: file.key,
		}),
	);
	return new Response(stored.body, { headers: attachmentHeaders(file.name, file.contentType, stored.size) });
}
