// The staff digest of newly flagged shipments (decision 022, app/jobs/shipment-alerts.ts): one mail
// per run listing each shipment whose ETA slipped or that went without an update, with the staff
// shipment list (where the same flags show) as the link.
import { type MailContent, type Translate, layout } from "./layout.ts";

export type ShipmentAlertItem = {
	number: string;
	company: string;
	route: string;
	problem: "eta_slipped" | "stale";
	/** days of the slip, or days since the last update */
	days: number;
};

export type ShipmentAlertsVars = { name: string; items: readonly ShipmentAlertItem[]; link: string };

export function shipmentAlerts({ name, items, link }: ShipmentAlertsVars, t: Translate): MailContent {
	const k = "mail.shipmentAlerts.";
	return layout({
		t,
		name,
		subject: t(`${k}subject`, { count: items.length }),
		before: [
			t(`${k}intro`, { count: items.length }),
			...items.map((item) =>
				t(`${k}item.${item.problem}`, {
					number: item.number,
					company: item.company,
					route: item.route,
					count: item.days,
				}),
			),
		],
		action: { label: t(`${k}action`), link },
		after: [t(`${k}after`)],
	});
}
