// Shipments for the document tests: a booked demo-company-a estimate with its booking
// details and a confirmed schedule, made the way the demo seed makes one, with an id of its own so
// test files never share one shipment's documents or requests.
import crypto from "node:crypto";
import { seoulToday } from "#app/calendar/calendar.ts";
import type { PricingRequestInput } from "#app/pricing/request.ts";
import { getFileStore } from "#app/storage/files.server.ts";
import { getDb } from "#db/client.ts";
import { seedShipment } from "#db/seed/demo-shipments.ts";

const readyDate = () => new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

export const EXPORT_REQUEST = (): PricingRequestInput => ({
	mode: "sea",
	direction: "export",
	cargoType: "fcl",
	origin: "KRPUS",
	destination: "VNHPH",
	readyDate: readyDate(),
	containers: [{ type: "dv20", count: 1 }],
});

export function makeTestShipment(
	request: PricingRequestInput = EXPORT_REQUEST(),
	status: "booked" | "in_loading" = "in_loading",
): string {
	const id = `doc-test-${crypto.randomUUID()}`;
	const schedule =
		status === "booked"
			? undefined
			: { etd: 7, eta: 13, carrier: "HMM", vessel: ["HMM BLESSING", "0042W"] as [string, string] };
	getDb().transaction((tx) => seedShipment(tx, { id, request, status, schedule }, seoulToday()));
	return id;
}

/** A small real PDF in the file store (different bytes per call), as an upload would leave it. */
export async function storedPdf(name = "file.pdf") {
	const bytes = new TextEncoder().encode(
		`%PDF-1.4\n% ${crypto.randomUUID()}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`,
	);
	const { key } = await getFileStore().put(bytes, "application/pdf");
	return { key, name, contentType: "application/pdf", size: bytes.byteLength };
}
