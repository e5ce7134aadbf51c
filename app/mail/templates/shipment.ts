// The shipment mails to the customer: the schedule confirmed, the cargo departed,
// the ETA slipped, the cargo arrived, and (decision 045) the cargo delivered. One event word picks
// the subject and the paragraphs; dates and the lane arrive formatted in the reader's language
// (app/shipments/notify.server.ts). Empty facts (no vessel yet, no place given) are left out rather
// than shown blank.
import { type MailContent, type Translate, layout } from "./layout.ts";

export const SHIPMENT_EVENTS = ["scheduleConfirmed", "departed", "etaSlipped", "arrived", "delivered"] as const;
export type ShipmentEvent = (typeof SHIPMENT_EVENTS)[number];

export type ShipmentCustomerVars = {
	name: string;
	number: string;
	event: ShipmentEvent;
	/** the lane in the reader's language ("부산 (KRPUS) → 하이퐁 (VNHPH)") */
	route: string;
	/** carrier with vessel and voyage, or flight ("HMM · HMM BLESSING 0123S"); may be empty */
	transport: string;
	/** formatted calendar dates; empty when unknown */
	etd: string;
	eta: string;
	/** the ETA the customer was told before a slip; empty otherwise */
	previousEta: string;
	/** days of the slip (etaSlipped) */
	days: number;
	/** when it happened (departed, arrived), formatted; empty otherwise */
	date: string;
	/** where it happened, if staff gave it */
	place: string;
	/** the customer's shipment page */
	link: string;
};

export function shipmentCustomer(v: ShipmentCustomerVars, t: Translate): MailContent {
	const k = "mail.shipmentCustomer.";
	const facts = [
		t(`${k}route`, { route: v.route }),
		v.transport ? t(`${k}transport`, { transport: v.transport }) : null,
		v.event === "scheduleConfirmed" && v.etd ? t(`${k}etd`, { etd: v.etd }) : null,
		v.event === "etaSlipped"
			? t(`${k}etaChanged`, { eta: v.eta, previousEta: v.previousEta })
			: v.event !== "arrived" && v.event !== "delivered" && v.eta
				? t(`${k}eta`, { eta: v.eta })
				: null,
		v.place ? t(`${k}place`, { place: v.place }) : null,
	].filter((line): line is string => line !== null);
	return layout({
		t,
		name: v.name,
		subject: t(`${k}subject.${v.event}`, { number: v.number }),
		before: [t(`${k}intro.${v.event}`, { number: v.number, date: v.date, count: v.days }), ...facts],
		action: { label: t(`${k}action`), link: v.link },
		after: [t(`${k}after.${v.event}`)],
	});
}
