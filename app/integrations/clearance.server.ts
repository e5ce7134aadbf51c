// UNI-PASS clearance progress in the database (decision 099): which shipments are followed, their
// steps as UNI-PASS gave them, the job and staff's refresh, and the release mail (once per shipment).
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { asStaff } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { getDb } from "#db/client.ts";
import { clearanceSteps, clearanceTracking, estimates, shipmentCargo, shipmentSchedules } from "#db/schema.ts";
import { isOn } from "./core/call.server.ts";
import type { ClearanceStep } from "./codes/codes.ts";
import type { Policy } from "./core/config.ts";
import { type CargoKey, fetchProgress } from "./unipass/adapter.server.ts";
import { isRelease } from "./unipass/steps.ts";

/** The statuses of a shipment whose import cargo may be in customs: on its way or arrived. */
const FOLLOWED_STATUSES = ["in_loading", "in_shipping"] as const;

type Facts = {
	cargoMgmtNo: string | null;
	houseBlNo: string | null;
	masterBlNo: string | null;
	blYear: string | null;
	etd: string | null;
	today: string;
};

/** What a shipment is looked up by (pure): the cargo management number, else the house B/L, else the master. */
export function cargoKeyOf(f: Facts): CargoKey | null {
	if (f.cargoMgmtNo) return { cargoMgmtNo: f.cargoMgmtNo };
	// the B/L's year is the year it was issued: the departure's, else this year
	const blYear = f.blYear ?? (f.etd ?? f.today).slice(0, 4);
	if (f.houseBlNo) return { houseBlNo: f.houseBlNo, blYear };
	if (f.masterBlNo) return { masterBlNo: f.masterBlNo, blYear };
	return null;
}

function factsOf(estimateId: string, today: string): Facts | null {
	const row = getDb()
		.select({ cargo: shipmentCargo, tracking: clearanceTracking, etd: shipmentSchedules.etd })
		.from(estimates)
		.leftJoin(shipmentCargo, eq(shipmentCargo.estimateId, estimates.id))
		.leftJoin(clearanceTracking, eq(clearanceTracking.estimateId, estimates.id))
		.leftJoin(shipmentSchedules, eq(shipmentSchedules.estimateId, estimates.id))
		.where(eq(estimates.id, estimateId))
		.get();
	if (!row) return null;
	return {
		cargoMgmtNo: row.tracking?.cargoMgmtNo ?? null,
		houseBlNo: row.cargo?.houseBlNo ?? null,
		masterBlNo: row.cargo?.masterBlNo ?? null,
		blYear: row.tracking?.blYear ?? null,
		etd: row.etd ?? null,
		today,
	};
}

export type RefreshOutcome = "off" | "no_key" | "failed" | "not_found" | "updated";

/** Asks UNI-PASS for one shipment's progress and stores the new steps; mails the release once. */
export async function refreshClearance(
	estimateId: string,
	now: Date = new Date(),
	policy?: Partial<Policy>,
	onRelease?: OnRelease,
): Promise<RefreshOutcome> {
	if (!isOn("unipass")) return "off";
	const facts = factsOf(estimateId, now.toISOString().slice(0, 10));
	const key = facts && cargoKeyOf(facts);
	if (!key) return "no_key";
	const db = getDb();
	db.insert(clearanceTracking).values({ estimateId }).onConflictDoNothing().run();
	const result = await fetchProgress(key, { policy });
	if (!result.ok) {
		db.update(clearanceTracking)
			.set({ checkedAt: now, lastError: `${result.kind}: ${result.message}` })
			.where(eq(clearanceTracking.estimateId, estimateId))
			.run();
		return "failed";
	}
	const progress = result.value;
	const release = progress.steps.find((s) => isRelease(s.step));
	db.transaction((tx) => {
		for (const s of progress.steps)
			tx.insert(clearanceSteps)
				.values({ estimateId, step: s.step, providerLabel: s.label, at: s.at, place: s.place })
				.onConflictDoNothing()
				.run();
		tx.update(clearanceTracking)
			.set({
				status: progress.status,
				cargoMgmtNo: facts?.cargoMgmtNo ?? progress.cargoMgmtNo,
				checkedAt: now,
				lastError: null,
				...(release ? { releasedAt: release.at } : {}),
			})
			.where(eq(clearanceTracking.estimateId, estimateId))
			.run();
	});
	if (release && onRelease) await onRelease(estimateId, release.step, release.label, release.at, now);
	return progress.found ? "updated" : "not_found";
}

/** What happens when a shipment's cargo is first seen released: the job and staff pass the mail (app/jobs). */
export type OnRelease = (estimateId: string, step: ClearanceStep, label: string, at: Date, now: Date) => Promise<void>;

/** The job (registry "clearance"): every followed import not yet released, refreshed once. */
export async function runClearanceJob(now: Date = new Date(), onRelease?: OnRelease): Promise<Record<string, number>> {
	const counts: Record<string, number> = { updated: 0, not_found: 0, failed: 0, no_key: 0, off: 0 };
	if (!isOn("unipass")) return { ...counts, off: 1 };
	const followed = getDb()
		.select({ id: estimates.id })
		.from(estimates)
		.leftJoin(clearanceTracking, eq(clearanceTracking.estimateId, estimates.id))
		.where(
			and(
				eq(estimates.direction, "import"),
				inArray(estimates.status, [...FOLLOWED_STATUSES]),
				isNull(clearanceTracking.releasedAt),
			),
		)
		.all();
	for (const { id } of followed) {
		const outcome = await refreshClearance(id, now, undefined, onRelease);
		counts[outcome] = (counts[outcome] ?? 0) + 1;
	}
	return counts;
}

/** Staff ask now (the shipment desk); the assigned broker sees the result. */
export async function refreshByStaff(
	user: SessionUser,
	estimateId: string,
	onRelease: OnRelease,
	now: Date = new Date(),
): Promise<RefreshOutcome> {
	asStaff(user);
	return refreshClearance(estimateId, now, { retries: 0, timeoutMs: 8_000 }, onRelease);
}

/** Staff set the cargo management number (or the B/L's year) UNI-PASS knows the shipment by. */
export function setCargoKey(
	user: SessionUser,
	estimateId: string,
	cargoMgmtNo: string | null,
	blYear: string | null,
): void {
	asStaff(user);
	getDb()
		.insert(clearanceTracking)
		.values({ estimateId, cargoMgmtNo, blYear })
		.onConflictDoUpdate({ target: clearanceTracking.estimateId, set: { cargoMgmtNo, blYear } })
		.run();
}

export type ClearanceView = {
	followed: boolean;
	status: string | null;
	checkedAt: Date | null;
	releasedAt: Date | null;
	lastError: string | null;
	cargoMgmtNo: string | null;
	steps: { step: ClearanceStep; label: string; at: Date; place: string | null }[];
};

/** What a shipment page shows of the clearance; null when UNI-PASS never answered for it. */
export function clearanceOf(estimateId: string): ClearanceView | null {
	const db = getDb();
	const tracking = db.select().from(clearanceTracking).where(eq(clearanceTracking.estimateId, estimateId)).get();
	if (!tracking) return null;
	const steps = db
		.select()
		.from(clearanceSteps)
		.where(eq(clearanceSteps.estimateId, estimateId))
		.orderBy(asc(clearanceSteps.at), asc(clearanceSteps.id))
		.all();
	return {
		followed: true,
		status: tracking.status,
		checkedAt: tracking.checkedAt,
		releasedAt: tracking.releasedAt,
		lastError: tracking.lastError,
		cargoMgmtNo: tracking.cargoMgmtNo,
		steps: steps.map((s) => ({ step: s.step, label: s.providerLabel, at: s.at, place: s.place })),
	};
}
