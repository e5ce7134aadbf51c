// What the issued documents print, read once from the shipment's own records (the estimate, the
// booking details, the schedule, the arrival, the import clearance request) so rendering itself is
// pure and the tests can render fixtures.
import { and, eq, isNotNull } from "drizzle-orm";
import type { Locale } from "#app/i18n/locales.ts";
import { houseBlNo } from "#app/documents/bl-flow.ts";
import { type ContainerRow, cargoTotals } from "#app/shipments/cargo.ts";
import { getShipmentCargo } from "#app/shipments/cargo.server.ts";
import type { ShipmentCosts } from "#app/documents/total-cost.ts";
import { shipmentCosts } from "#app/documents/total-cost.server.ts";
import { placeLabel } from "#app/places/places.server.ts";
import { type Estimate, toEstimate } from "#app/quotes/estimates.server.ts";
import { getDb } from "#db/client.ts";
import {
	bookingDetails,
	companies,
	documentRequests,
	estimates,
	shipmentMilestones,
	shipmentSchedules,
} from "#db/schema.ts";

export type Party = { name: string; address: string; contact: string } | null;

export type DocumentData = {
	number: string;
	/** our house B/L number: the one staff recorded, else derived from the shipment number */
	blNo: string;
	/** the carrier's (master) B/L number, once staff have recorded it */
	masterBlNo: string | null;
	mode: Estimate["mode"];
	direction: Estimate["direction"];
	incoterms: string | null;
	customer: string | null;
	shipper: Party;
	consignee: Party;
	/** null with notifySame: print "same as consignee" */
	notify: Party;
	notifySame: boolean;
	carrier: string | null;
	vessel: string | null;
	voyage: string | null;
	flight: string | null;
	origin: string;
	destination: string;
	viaPort: string | null;
	etd: string | null;
	eta: string | null;
	/** the actual arrival (the "arrived" milestone), if recorded */
	arrivedAt: Date | null;
	deliveryPlace: string | null;
	packages: { count: number; kind: string } | null;
	/** "1 x DV20" for FCL, else null */
	containers: string | null;
	/** the containers as loaded, with their seals; empty until staff record them */
	containerList: ContainerRow[];
	/** gross weight and measurement: declared by staff, else the containers' sum, else the quote's */
	weightKg: number | null;
	volumeCbm: number | null;
	marks: string | null;
	description: string | null;
	hsCode: string | null;
	option: Estimate["option"];
	/** the import clearance request's invoice value (USD cents), if the customer gave one */
	invoiceUsdCents: number | null;
	/** the shipment's real lines for the total-cost document (decision 040); absent: the quote's */
	costs?: ShipmentCosts | null;
};

function invoiceOf(details: string | null | undefined): number | null {
	if (!details) return null;
	try {
		const value = (JSON.parse(details) as { invoiceUsdCents?: unknown }).invoiceUsdCents;
		return typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;
	} catch {
		return null;
	}
}

export function loadDocumentData(estimateId: string, locale: Locale): DocumentData {
	const db = getDb();
	const row = db.select().from(estimates).where(eq(estimates.id, estimateId)).get();
	if (!row) throw new Error(`no estimate ${estimateId}`);
	const estimate = toEstimate(row);
	const company = db.select({ name: companies.name }).from(companies).where(eq(companies.id, estimate.companyId)).get();
	const b = db.select().from(bookingDetails).where(eq(bookingDetails.estimateId, estimateId)).get();
	const s = db.select().from(shipmentSchedules).where(eq(shipmentSchedules.estimateId, estimateId)).get();
	const arrived = db
		.select({ at: shipmentMilestones.actualAt })
		.from(shipmentMilestones)
		.where(
			and(
				eq(shipmentMilestones.estimateId, estimateId),
				eq(shipmentMilestones.code, "arrived"),
				isNotNull(shipmentMilestones.actualAt),
			),
		)
		.get();
	const clearance = db
		.select({ details: documentRequests.details })
		.from(documentRequests)
		.where(and(eq(documentRequests.estimateId, estimateId), eq(documentRequests.kind, "import_clearance")))
		.get();
	const place = (code: string) => placeLabel(code, locale);
	const chargeable = estimate.option?.chargeable;
	const cargo = getShipmentCargo(estimateId);
	// what the customer gave when quoting: the wizard's gross weight for FCL, the packages' totals otherwise
	const quoted =
		chargeable && chargeable.kind !== "containers"
			? { weightKg: chargeable.weightKg, volumeCbm: chargeable.volumeCbm }
			: { weightKg: estimate.request.grossWeightKg ?? null, volumeCbm: null };
	const totals = cargoTotals(cargo, cargo.containers, quoted);
	return {
		number: estimate.number,
		blNo: cargo.houseBlNo ?? houseBlNo(estimate.numberBody),
		masterBlNo: cargo.masterBlNo,
		mode: estimate.mode,
		direction: estimate.direction,
		incoterms: estimate.incoterms,
		customer: company?.name ?? null,
		shipper: b ? { name: b.shipperName, address: b.shipperAddress, contact: b.shipperContact } : null,
		consignee: b ? { name: b.consigneeName, address: b.consigneeAddress, contact: b.consigneeContact } : null,
		notify:
			b && !b.notifySameAsConsignee && b.notifyName
				? { name: b.notifyName, address: b.notifyAddress ?? "", contact: b.notifyContact ?? "" }
				: null,
		notifySame: b?.notifySameAsConsignee ?? false,
		carrier: s?.carrier ?? estimate.carrier,
		vessel: s?.vessel ?? null,
		voyage: s?.voyage ?? null,
		flight: s?.flightNumber ?? null,
		origin: place(estimate.origin),
		destination: place(estimate.destination),
		viaPort: s?.viaPort ? place(s.viaPort) : null,
		etd: s?.etd ?? null,
		eta: s?.eta ?? null,
		arrivedAt: arrived?.at ?? null,
		deliveryPlace: s?.deliveryPlace ?? null,
		packages: b ? { count: b.packageCount, kind: b.packageKind } : null,
		containers: estimate.request.containers?.map((c) => `${c.count} × ${c.type.toUpperCase()}`).join(", ") ?? null,
		containerList: cargo.containers,
		weightKg: totals.weightKg,
		volumeCbm: totals.volumeCbm,
		marks: b?.marks ?? null,
		description: b?.cargoDescription ?? estimate.commodity,
		hsCode: b?.hsCode ?? null,
		option: estimate.option,
		invoiceUsdCents: invoiceOf(clearance?.details),
		costs: shipmentCosts(estimateId),
	};
}
