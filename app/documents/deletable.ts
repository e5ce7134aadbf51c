// Which of a customer's own uploads they may still delete or replace (decision 048).
// Pure: the server (uploads.server.ts) reads the facts, this decides, and the same answer hides the
// delete button on the page and refuses a forged delete.
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import type { Role } from "#db/roles.ts";

/** Why a customer document can no longer be deleted; null when it still can. */
export type DeleteLock = "used" | "closed" | null;

/** A shipment that has reached its end keeps its documents as they were (the file of record). */
const CLOSED: readonly EstimateStatus[] = ["finish", "cancelled"];

/**
 * `downloadedBy` are the roles that have opened the document (its audit's download lines). Opened by
 * anyone outside the customer's company (our staff, a customs broker, an insurer) means someone worked
 * from it: a clearance filed, a B/L drafted, a policy written. Its file must stay what they saw.
 */
export function deleteLock(status: EstimateStatus, downloadedBy: readonly (Role | null)[]): DeleteLock {
	if (CLOSED.includes(status)) return "closed";
	if (downloadedBy.some((role) => role !== null && role !== "customer")) return "used";
	return null;
}
