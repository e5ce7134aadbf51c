// The cargo insurance rate staff agree with the insurer: one row, "cargo". Until a
// staff_admin saves one, premium.ts's placeholder default applies and the screens say so.
import { eq } from "drizzle-orm";
import type { SessionUser } from "#app/auth/session.server.ts";
import { forbidden } from "#app/utils/replies.server.ts";
import { getDb } from "#db/client.ts";
import { insuranceRate, users } from "#db/schema.ts";
import { DEFAULT_INSURANCE_RATE_PPM, MAX_INSURANCE_RATE_PPM } from "./premium.ts";

const ROW = "cargo";

export type InsuranceRate = { ppm: number; isDefault: boolean; updatedAt: Date | null; updatedByName: string | null };

export function currentInsuranceRate(): InsuranceRate {
	const row = getDb()
		.select({ ppm: insuranceRate.ratePpm, updatedAt: insuranceRate.updatedAt, name: users.name })
		.from(insuranceRate)
		.leftJoin(users, eq(users.id, insuranceRate.updatedBy))
		.where(eq(insuranceRate.id, ROW))
		.get();
	if (!row) return { ppm: DEFAULT_INSURANCE_RATE_PPM, isDefault: true, updatedAt: null, updatedByName: null };
	return { ppm: row.ppm, isDefault: false, updatedAt: row.updatedAt, updatedByName: row.name };
}

/** Saves the rate (staff_admin only); saving the same rate again changes nothing, so a resent form is harmless. Returns whether it changed. */
export function setInsuranceRate(user: SessionUser, ppm: number, now = new Date()): boolean {
	if (user.role !== "staff_admin") throw forbidden();
	if (!Number.isSafeInteger(ppm) || ppm <= 0 || ppm > MAX_INSURANCE_RATE_PPM)
		throw new Error(`insurance rate out of range: ${ppm}`);
	const current = currentInsuranceRate();
	if (!current.isDefault && current.ppm === ppm) return false;
	getDb()
		.insert(insuranceRate)
		.values({ id: ROW, ratePpm: ppm, updatedBy: user.id, updatedAt: now })
		.onConflictDoUpdate({ target: insuranceRate.id, set: { ratePpm: ppm, updatedBy: user.id, updatedAt: now } })
		.run();
	return true;
}
