// /mypage/payment/:id/slip/:eventId: the deposit slip sent with a deposit confirmation request, for the
// shipment's company's customers and for staff (paymentSlipFor; anyone else 404, as /documents does).
// Streamed from the file store as an attachment with its checked type, nosniff and a sandbox CSP.
import type { Route } from "./+types/payment-slip";
import { requireUser } from "#app/auth/guard.server.ts";
import { attachmentHeaders } from "#app/documents/download-headers.ts";
import { paymentSlipFor } from "#app/invoices/payments.server.ts";
import { getFileStore } from "#app/storage/files.server.ts";
import { notFound } from "#app/utils/replies.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const file = paymentSlipFor(user, params.id, Number(params.eventId));
	const stored = await getFileStore().getStream(file.key);
	if (!stored) throw notFound();
	return new Response(stored.body, { headers: attachmentHeaders(file.name, file.contentType, stored.size) });
}
