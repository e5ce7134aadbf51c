// One entry for the documents we generate (issued.server.ts calls it when staff make one): reads the
// shipment's data and renders the kind asked for.
import type { GeneratedKind } from "#app/documents/bl-flow.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { CheckBlDocument } from "./check-bl.server.tsx";
import { type DocumentData, loadDocumentData } from "./data.server.ts";
import { DeliveryOrderDocument } from "./delivery-order.server.tsx";
import { renderDocument } from "#app/pdf/layout.server.tsx";
import { TotalCostDocument } from "./total-cost.server.tsx";

/** Renders prepared data (pure apart from the fonts): what the tests call with fixtures. */
export function renderIssuedDocument(
	kind: GeneratedKind,
	data: DocumentData,
	locale: Locale,
	issued = new Date(),
): Promise<Buffer> {
	return renderDocument(locale, (t) => {
		const props = { data, t, locale, issued };
		if (kind === "check_bl") return <CheckBlDocument {...props} />;
		if (kind === "total_cost") return <TotalCostDocument {...props} />;
		return <DeliveryOrderDocument {...props} variant={kind === "do_house" ? "house" : "master"} />;
	});
}

/** The shipment's document of `kind` in `locale`, with the file name people see. */
export async function renderIssuedPdf(
	kind: GeneratedKind,
	estimateId: string,
	locale: Locale,
): Promise<{ bytes: Uint8Array; fileName: string }> {
	const data = loadDocumentData(estimateId, locale);
	const buffer = await renderIssuedDocument(kind, data, locale);
	return { bytes: new Uint8Array(buffer), fileName: `${kind.replace("_", "-")}-${data.number}-${locale}.pdf` };
}
