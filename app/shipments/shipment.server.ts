// One shipment as its pages read it: the estimate with its schedule, milestones, positions and route,
// and the readings of the pure rules (stage, delay, current milestone, last position). Access is the
// estimate's (getEstimateFor: a customer only their company's, staff any, anything else 404), and an
// estimate that is not a shipment (a quote, a cancelled booking) is 404 here as well.
import { asc, eq, sql } from "drizzle-orm";
import type { SessionUser } from "#app/auth/session.server.ts";
import { type EstimateStatus, isShipment } from "#app/lifecycle/lifecycle.ts";
import { type Estimate, getEstimateFor } from "#app/quotes/estimates.server.ts";
import { notFound } from "#app/utils/replies.server.ts";
import { perConnection } from "#db/client.ts";
import { shipmentMilestones, shipmentPositions, shipmentRoutes, shipmentSchedules } from "#db/schema.ts";
import { latestActual, sortMilestones } from "./milestones.ts";
import { lastPosition } from "./positions.ts";
import { shipmentDelay } from "./problems.ts";
import { type ShipmentStage, shipmentStage } from "./stages.ts";

export type ScheduleRow = typeof shipmentSchedules.$inferSelect;
export type MilestoneRow = typeof shipmentMilestones.$inferSelect;
export type PositionRow = typeof shipmentPositions.$inferSelect;
export type Route = { ports: string[]; geometry: unknown; distanceNm: number | null; updatedAt: Date };

export type Shipment = {
	estimate: Estimate;
	schedule: ScheduleRow | null;
	milestones: MilestoneRow[];
	positions: PositionRow[];
	route: Route | null;
	stage: ShipmentStage;
	/** the ETA's slip against the confirmed one (none once delivered); null before a schedule */
	delay: { days: number; delayed: boolean } | null;
	current: MilestoneRow | null;
	lastPosition: PositionRow | null;
};

// Prepared once per connection: every shipment page reads these, and building and preparing the SQL
// on each request cost more than running it. They run on the one connection, so inside a
// transaction (a schedule change, a tracking import) they read what that transaction sees.
const reads = perConnection((db) => {
	const id = sql.placeholder("id");
	return {
		schedule: db.select().from(shipmentSchedules).where(eq(shipmentSchedules.estimateId, id)).prepare(),
		milestones: db.select().from(shipmentMilestones).where(eq(shipmentMilestones.estimateId, id)).prepare(),
		positions: db
			.select()
			.from(shipmentPositions)
			.where(eq(shipmentPositions.estimateId, id))
			.orderBy(asc(shipmentPositions.at), asc(shipmentPositions.id))
			.prepare(),
		route: db.select().from(shipmentRoutes).where(eq(shipmentRoutes.estimateId, id)).prepare(),
	};
});

export function scheduleOf(estimateId: string): ScheduleRow | null {
	return reads().schedule.get({ id: estimateId }) ?? null;
}

/** A stored schedule as the schedule form's values (empty strings for what is not set). */
export function scheduleFormValues(s: ScheduleRow): Record<string, string> {
	return {
		carrier: s.carrier,
		vessel: s.vessel ?? "",
		voyage: s.voyage ?? "",
		flightNumber: s.flightNumber ?? "",
		path: s.path,
		viaPort: s.viaPort ?? "",
		documentDeadline: s.documentDeadline ?? "",
		cargoClosing: s.cargoClosing ?? "",
		etd: s.etd,
		eta: s.eta,
		preparationDate: s.preparationDate ?? "",
		pickupDate: s.pickupDate ?? "",
		deliveryDate: s.deliveryDate ?? "",
		pickupPlace: s.pickupPlace ?? "",
		deliveryPlace: s.deliveryPlace ?? "",
	};
}

/**
 * The schedule form's values before any schedule is saved: what the quote already knows (its carrier,
 * e.g. KMTC), so staff confirm it rather than type it again.
 */
export function scheduleFormPrefill(estimate: Pick<Estimate, "carrier">): Record<string, string> {
	return { carrier: estimate.carrier ?? "", path: "direct" };
}

export function routeOf(estimateId: string): Route | null {
	const row = reads().route.get({ id: estimateId });
	if (!row) return null;
	return {
		ports: JSON.parse(row.ports) as string[],
		geometry: row.geometry ? JSON.parse(row.geometry) : null,
		distanceNm: row.distanceNm,
		updatedAt: row.updatedAt,
	};
}

/** The stage from the status and the actual milestones. */
export function stageFrom(status: EstimateStatus, milestones: readonly MilestoneRow[]): ShipmentStage {
	return shipmentStage(status, {
		actualCodes: milestones.filter((m) => m.actualAt).map((m) => m.code),
	}) as ShipmentStage;
}

/**
 * The shipment's estimate if this user may see the shipment, else 404: for the pages and actions that
 * need only the booking and the access check (billing, documents), not its tracking.
 */
export function getShipmentEstimateFor(user: SessionUser, id: string): Estimate {
	const estimate = getEstimateFor(user, id);
	if (!isShipment(estimate.status)) throw notFound();
	return estimate;
}

/** The shipment if this user may see it, else 404. */
export function getShipmentFor(user: SessionUser, id: string): Shipment {
	const estimate = getShipmentEstimateFor(user, id);
	const schedule = scheduleOf(id);
	const milestones = sortMilestones(reads().milestones.all({ id }));
	const positions = reads().positions.all({ id });
	return {
		estimate,
		schedule,
		milestones,
		positions,
		route: routeOf(id),
		stage: stageFrom(estimate.status, milestones),
		delay: shipmentDelay(estimate.status, schedule),
		current: latestActual(milestones),
		lastPosition: lastPosition(positions),
	};
}
