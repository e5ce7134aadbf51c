// /mypage/payment/:id/invoice.pdf: the shipment's invoice as a PDF in the reader's
// language: a pro-forma until it is paid, the invoice with its V number after. A customer of the
// shipment's company or staff; anyone else (another company, a partner) gets 404, as if it did not exist.
import type { Route } from "./+types/invoice-pdf";
import { requireUser } from "#app/auth/guard.server.ts";
import { attachmentHeaders } from "#app/documents/download-headers.ts";
import { isShipment } from "#app/lifecycle/lifecycle.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { notFound } from "#app/utils/replies.server.ts";
import { withPageForRefusal } from "#app/utils/resource-errors.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	// a browser refused the file sees the payment page's own "not found", not a JSON body
	return withPageForRefusal(request, `/mypage/payment/${encodeURIComponent(params.id)}`, () =>
		invoiceFile({ request, context, params }),
	);
}

async function invoiceFile({ request, context, params }: Pick<Route.LoaderArgs, "request" | "context" | "params">) {
	const user = await requireUser(request, context);
	const estimate = getEstimateFor(user, params.id);
	if (!isShipment(estimate.status)) throw notFound();
	// the renderer and its fonts load only when a PDF is asked for
	const { invoicePdf } = await import("#app/pdf/invoice/invoice.server.tsx");
	const pdf = await invoicePdf(estimate.id, localeFromContext(context));
	if (!pdf) throw notFound();
	return new Response(Buffer.from(pdf.bytes), {
		headers: attachmentHeaders(pdf.fileName, "application/pdf", pdf.bytes.byteLength),
	});
}
