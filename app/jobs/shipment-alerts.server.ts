// The shipment-alerts job (decision 022; the rule is in shipment-alerts.ts): the staff list's rows as
// staff would see them now, each new episode claimed in job_notices, then one digest mail to every
// staff account in its own language. If every mail fails, the claims are given back for the next hour.
import { sendMail } from "#app/mail/mail.server.ts";
import type { ShipmentAlertItem } from "#app/mail/templates/shipment-alerts.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { bookingStaffRecipients } from "#app/quotes/booking-mail.server.ts";
import { staffShipmentRows } from "#app/shipments/list.server.ts";
import { type Alert, alertsOf } from "./shipment-alerts.ts";
import { claimNotice, jobLinkOrigin, releaseNotice } from "./notices.server.ts";
import type { JobContext, JobCounts } from "./runner.server.ts";
import { logger } from "#app/observability/logger.server.ts";

export const STAFF_SHIPMENTS_PATH = "/admin/shipments";

export async function shipmentAlertsJob({ now }: JobContext): Promise<JobCounts> {
	const fresh: { alert: Alert; row: ReturnType<typeof staffShipmentRows>[number] }[] = [];
	let flagged = 0;
	for (const row of staffShipmentRows({}, now))
		for (const alert of alertsOf(row, now)) {
			flagged++;
			if (claimNotice(alert.notice, now)) fresh.push({ alert, row });
		}
	const staff = bookingStaffRecipients();
	if (fresh.length === 0 || staff.length === 0) {
		for (const { alert } of fresh) releaseNotice(alert.notice);
		return { flagged, alerted: 0, mails: 0 };
	}
	const results = await Promise.allSettled(
		staff.map((person) => {
			const items: ShipmentAlertItem[] = fresh.map(({ alert, row }) => ({
				number: row.number,
				company: row.company,
				route: routeLabel(row.origin, row.destination, person.locale),
				problem: alert.problem,
				days: alert.days,
			}));
			return sendMail({
				to: person.email,
				template: "shipmentAlerts",
				locale: person.locale,
				vars: { name: person.name, items, link: `${jobLinkOrigin()}${STAFF_SHIPMENTS_PATH}` },
			});
		}),
	);
	const sent = results.filter((r) => r.status === "fulfilled").length;
	for (const r of results) if (r.status === "rejected") logger.error({ err: r.reason }, "shipment alert mail failed");
	if (sent === 0) {
		for (const { alert } of fresh) releaseNotice(alert.notice);
		throw new Error(`shipment alerts: all ${results.length} staff mails failed`);
	}
	return { flagged, alerted: fresh.length, mails: sent };
}
