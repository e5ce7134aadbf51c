// The ETA-slip and stalled-shipment alerts (decision 022). The flags themselves are
// computed on read by app/shipments/problems.ts, so the staff list always shows the current truth
// and nothing stored can go stale. What the list cannot do is tell anyone: this job reads the same
// rows (staffShipmentRows) every hour and mails staff once per episode of a problem. Pure here: which
// notices a row stands for.
//
// An episode is keyed so that it ends by itself when the facts change:
// - eta_slipped: per ETA. A further slip to a later ETA is news and alerts again; the same slip never.
// - stale: per last update. Any update ends the silence; if the shipment goes quiet again, that is a
//   new episode.
// deadline_near is left to the customer's documents reminder (reminders.ts) and the list's filter:
// the customer is the one who can fix it.
import { type ShipmentProblem, daysSinceUpdate } from "#app/shipments/problems.ts";

export const ALERT_PROBLEMS = ["eta_slipped", "stale"] as const satisfies readonly ShipmentProblem[];
export type AlertProblem = (typeof ALERT_PROBLEMS)[number];

export const ALERT_KIND = "shipment_alert";

export type AlertRow = {
	id: string;
	problems: readonly ShipmentProblem[];
	eta: string | null;
	slipDays: number;
	lastUpdateAt: Date;
};

export type Alert = {
	notice: { kind: typeof ALERT_KIND; subject: string; stage: string };
	problem: AlertProblem;
	days: number;
};

export function alertsOf(row: AlertRow, now: Date): Alert[] {
	const alerts: Alert[] = [];
	if (row.problems.includes("eta_slipped") && row.eta)
		alerts.push({
			notice: { kind: ALERT_KIND, subject: `${row.id}:eta_slipped`, stage: row.eta },
			problem: "eta_slipped",
			days: row.slipDays,
		});
	if (row.problems.includes("stale"))
		alerts.push({
			notice: { kind: ALERT_KIND, subject: `${row.id}:stale`, stage: row.lastUpdateAt.toISOString() },
			problem: "stale",
			days: daysSinceUpdate(row.lastUpdateAt, now),
		});
	return alerts;
}
