// One shipment as the customer's status page reads it (spec section 2 "shipment status"; the route is
// app/routes/mypage/shipment-detail.tsx): the stage, the schedule with its draft flag, the ends of the
// journey, the milestones with their places named in the reader's language, the last position and the
// CO2e. The caller has read the shipment through getShipmentFor (its access rule); this only shapes it.
import type { SessionUser } from "#app/auth/session.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { findPlace, placeLabel, routeLabel } from "#app/places/places.server.ts";
import { shipmentCo2 } from "#app/geo/co2.server.ts";
import { isStaff } from "#db/roles.ts";
import type { Shipment } from "./shipment.server.ts";

/** The page's data; `viewer` picks the way to the shipment's papers (staff read this page too). */
export function shipmentView(s: Shipment, viewer: Pick<SessionUser, "role">, locale: Locale) {
	const e = s.estimate;
	// a milestone's place is a port or airport code or free text ("김해시 주촌면"): name the codes we know
	const place = (text: string | null) => (text === null ? null : findPlace(text) ? placeLabel(text, locale) : text);
	const actual = (code: string) => s.milestones.filter((m) => m.code === code && m.actualAt).at(-1)?.actualAt ?? null;
	const sc = s.schedule;
	return {
		id: e.id,
		number: e.number,
		// staff read this page too; their way to the papers is the shipment's documents tab on the desk
		documentsPath: isStaff(viewer.role) ? `/admin/shipments/${e.id}/documents` : `/mypage/upload/${e.id}`,
		stage: s.stage,
		mode: e.mode,
		direction: e.direction,
		route: routeLabel(e.origin, e.destination, locale),
		origin: placeLabel(e.origin, locale),
		destination: placeLabel(e.destination, locale),
		commodity: e.commodity,
		schedule: sc
			? {
					carrier: sc.carrier,
					vessel: sc.vessel,
					voyage: sc.voyage,
					flightNumber: sc.flightNumber,
					path: sc.path,
					via: sc.viaPort ? placeLabel(sc.viaPort, locale) : null,
					documentDeadline: sc.documentDeadline,
					cargoClosing: sc.cargoClosing,
					etd: sc.etd,
					eta: sc.eta,
					originalEta: sc.originalEta,
					// a draft (schedule pending) may still change; the page says so
					confirmed: sc.confirmedAt !== null,
					preparationDate: sc.preparationDate,
					pickupDate: sc.pickupDate,
					pickupPlace: sc.pickupPlace,
					deliveryDate: sc.deliveryDate,
					deliveryPlace: sc.deliveryPlace,
				}
			: null,
		delay: s.delay,
		departedAt: actual("departed"),
		arrivedAt: actual("arrived"),
		deliveredAt: actual("delivered"),
		pickedUpAt: actual("picked_up"),
		current: s.current ? { code: s.current.code, place: place(s.current.place), at: s.current.actualAt } : null,
		milestones: s.milestones.map((m) => ({
			id: m.id,
			code: m.code,
			place: place(m.place),
			plannedAt: m.plannedAt,
			actualAt: m.actualAt,
			note: m.note,
		})),
		lastPosition: s.lastPosition
			? { lat: s.lastPosition.lat, lon: s.lastPosition.lon, at: s.lastPosition.at, source: s.lastPosition.source }
			: null,
		positionCount: s.positions.length,
		// the shipment's CO2e by the route's sea distance when it is known, else the quote's lane (decision 015)
		co2: shipmentCo2(e, s.route?.distanceNm ?? null)?.kgCo2e ?? null,
	};
}

export type ShipmentView = ReturnType<typeof shipmentView>;
