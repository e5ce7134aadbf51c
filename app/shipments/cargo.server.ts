// Reading and saving what staff record of a shipment's cargo and B/L numbers (app/shipments/cargo.ts
// has the rules). Saving replaces the container list whole, in one transaction, with
// who and when on the cargo row, so the documents never print half an edit.
import crypto from "node:crypto";
import { asc, eq, inArray, or } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import { shipmentCargo, shipmentContainers } from "#db/schema.ts";
import type { CargoValues, ContainerRow } from "./cargo.ts";

export type ShipmentCargo = {
	masterBlNo: string | null;
	houseBlNo: string | null;
	grossWeightKg: number | null;
	measurementCbm: number | null;
	containers: ContainerRow[];
};

export function getShipmentCargo(estimateId: string): ShipmentCargo {
	const db = getDb();
	const row = db.select().from(shipmentCargo).where(eq(shipmentCargo.estimateId, estimateId)).get();
	const containers = db
		.select()
		.from(shipmentContainers)
		.where(eq(shipmentContainers.estimateId, estimateId))
		.orderBy(asc(shipmentContainers.position))
		.all()
		.map((c) => ({
			containerNo: c.containerNo,
			sealNo: c.sealNo,
			type: c.type as ContainerRow["type"],
			packages: c.packages,
			weightKg: c.weightKg,
			volumeCbm: c.volumeCbm,
		}));
	return {
		masterBlNo: row?.masterBlNo ?? null,
		houseBlNo: row?.houseBlNo ?? null,
		grossWeightKg: row?.grossWeightKg ?? null,
		measurementCbm: row?.measurementCbm ?? null,
		containers,
	};
}

/** Stores the form's values for the shipment (the caller has checked staff and the shipment). */
export function saveShipmentCargo(estimateId: string, staffId: string, values: CargoValues, now = new Date()): void {
	const db = getDb();
	db.transaction(
		(tx) => {
			const row = {
				masterBlNo: values.masterBlNo,
				houseBlNo: values.houseBlNo,
				grossWeightKg: values.grossWeightKg,
				measurementCbm: values.measurementCbm,
				updatedBy: staffId,
				updatedAt: now,
			};
			tx.insert(shipmentCargo)
				.values({ estimateId, ...row })
				.onConflictDoUpdate({ target: shipmentCargo.estimateId, set: row })
				.run();
			tx.delete(shipmentContainers).where(eq(shipmentContainers.estimateId, estimateId)).run();
			values.containers.forEach((c, position) => {
				tx.insert(shipmentContainers)
					.values({ id: crypto.randomUUID(), estimateId, position, ...c })
					.run();
			});
		},
		{ behavior: "immediate" },
	);
}

/**
 * The shipments whose carrier (master) or house B/L number is one of `numbers` (normalised upper
 * case): what a carrier's tracking file names a shipment by.
 */
export function shipmentsByBlNo(numbers: readonly string[]): Map<string, string> {
	const out = new Map<string, string>();
	if (numbers.length === 0) return out;
	const list = [...new Set(numbers)];
	for (let i = 0; i < list.length; i += 400) {
		const part = list.slice(i, i + 400);
		const rows = getDb()
			.select({
				estimateId: shipmentCargo.estimateId,
				masterBlNo: shipmentCargo.masterBlNo,
				houseBlNo: shipmentCargo.houseBlNo,
			})
			.from(shipmentCargo)
			.where(or(inArray(shipmentCargo.masterBlNo, part), inArray(shipmentCargo.houseBlNo, part)))
			.all();
		for (const r of rows) {
			if (r.masterBlNo && part.includes(r.masterBlNo)) out.set(r.masterBlNo, r.estimateId);
			if (r.houseBlNo && part.includes(r.houseBlNo)) out.set(r.houseBlNo, r.estimateId);
		}
	}
	return out;
}
