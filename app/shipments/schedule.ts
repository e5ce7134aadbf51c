// A shipment's schedule as staff enter it (spec section 3, Shipment): zod for the form and the import,
// with the rules between its dates. Messages are translation keys under "shipments.errors" (the staff
// bundle). Dates are calendar dates; the cargo closing and the document deadline may fall on the
// departure day itself (an air cut-off is hours before the flight), never after it.
import { z } from "zod";
import { lineText } from "#app/text/free-text-schema.ts";
import { type IsoDate, isCalendarDate } from "#app/calendar/calendar.ts";
import { calendarDate } from "#app/calendar/calendar-field.ts";
import type { Mode } from "#app/pricing/codes.ts";
import { SHIPMENT_PATHS } from "./codes/codes.ts";

const E = "shipments.errors.";

/** Sea (FCL, LCL) or air: the schedule names a vessel and voyage, or a flight. */
export function isAir(mode: Mode): boolean {
	return mode === "air";
}

/** An empty form field is "not given". */
const blankToNull = (v: unknown) =>
	typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v;

const optionalText = (max: number) =>
	z.preprocess(
		blankToNull,
		lineText()
			.max(max, E + "tooLong")
			.nullable()
			.default(null),
	);
const requiredText = (max: number, missing: string) =>
	z.preprocess(blankToNull, lineText({ error: E + missing }).max(max, E + "tooLong"));
const optionalDate = (key: string) =>
	z.preprocess(
		blankToNull,
		calendarDate(E + key)
			.nullable()
			.default(null),
	);
const requiredDate = (key: string) => z.preprocess(blankToNull, calendarDate(E + key, E + key + "Required"));

/** UN/LOCODE without the space (KRPUS) by sea, IATA (ICN) by air: the via port is one of ours. */
const PORT_CODE = /^[A-Z]{2}[A-Z0-9]{3}$/;
const AIRPORT_CODE = /^[A-Z]{3}$/;

const shape = z.object({
	carrier: requiredText(80, "carrierRequired"),
	vessel: optionalText(80),
	voyage: optionalText(20),
	flightNumber: optionalText(10),
	path: z.enum(SHIPMENT_PATHS, { error: E + "path" }).default("direct"),
	viaPort: z.preprocess(
		(v) => (typeof blankToNull(v) === "string" ? String(blankToNull(v)).toUpperCase() : blankToNull(v)),
		z.string().nullable().default(null),
	),
	documentDeadline: optionalDate("documentDeadline"),
	cargoClosing: optionalDate("cargoClosing"),
	etd: requiredDate("etd"),
	eta: requiredDate("eta"),
	preparationDate: optionalDate("preparationDate"),
	pickupDate: optionalDate("pickupDate"),
	deliveryDate: optionalDate("deliveryDate"),
	pickupPlace: optionalText(200),
	deliveryPlace: optionalText(200),
});

export type ScheduleInput = z.infer<typeof shape>;

/** The schedule schema for a shipment of this mode and route (the via port may be neither end). */
export function scheduleSchema(mode: Mode, route: { origin: string; destination: string }) {
	const air = isAir(mode);
	return shape.superRefine((s, ctx) => {
		const issue = (path: keyof ScheduleInput, key: string) =>
			ctx.addIssue({ code: "custom", path: [path], message: E + key });
		// a malformed date has its own message; comparing it would only add noise
		const before = (a: IsoDate | null, b: IsoDate | null) =>
			a !== null && b !== null && isCalendarDate(a) && isCalendarDate(b) && a > b;
		if (air) {
			if (!s.flightNumber) issue("flightNumber", "flightNumberRequired");
			else if (!/^[A-Z0-9]{2}\s?\d{1,4}[A-Z]?$/i.test(s.flightNumber)) issue("flightNumber", "flightNumber");
		} else {
			if (!s.vessel) issue("vessel", "vesselRequired");
			if (!s.voyage) issue("voyage", "voyageRequired");
		}
		if (s.path === "transhipment") {
			if (!s.viaPort) issue("viaPort", "viaPortRequired");
			else if (!(air ? AIRPORT_CODE : PORT_CODE).test(s.viaPort)) issue("viaPort", "viaPort");
			else if (s.viaPort === route.origin || s.viaPort === route.destination) issue("viaPort", "viaPortIsEnd");
		} else if (s.viaPort) issue("viaPort", "viaPortDirect");
		if (before(s.etd, s.eta)) issue("eta", "etaBeforeEtd");
		if (before(s.cargoClosing, s.etd)) issue("cargoClosing", "cargoClosingAfterEtd");
		if (before(s.documentDeadline, s.etd)) issue("documentDeadline", "documentDeadlineAfterEtd");
		if (before(s.preparationDate, s.etd)) issue("preparationDate", "preparationAfterEtd");
		if (before(s.pickupDate, s.etd)) issue("pickupDate", "pickupAfterEtd");
		if (before(s.preparationDate, s.pickupDate)) issue("pickupDate", "pickupBeforePreparation");
		if (before(s.eta, s.deliveryDate)) issue("deliveryDate", "deliveryBeforeEta");
	});
}

/** The deadlines the customer is told with a confirmed schedule (and reminded of: app/jobs/reminders.ts). */
export const DEADLINE_FIELDS = ["documentDeadline", "cargoClosing"] as const;

/**
 * The deadlines a change would empty on a confirmed schedule (decision 052): once told to the
 * customer and counted on by the reminders, a deadline can be moved but not removed. Each comes with
 * its message (shipments.errors.<field>Kept).
 */
export function emptiedDeadlines(
	stored: { confirmedAt: unknown; documentDeadline: string | null; cargoClosing: string | null } | null,
	next: Pick<ScheduleInput, (typeof DEADLINE_FIELDS)[number]>,
): Record<string, string[]> {
	const errors: Record<string, string[]> = {};
	if (!stored?.confirmedAt) return errors;
	for (const field of DEADLINE_FIELDS)
		if (stored[field] !== null && next[field] === null) errors[field] = [`${E}${field}Kept`];
	return errors;
}

/** The ports the cargo calls at, in order: origin, the via port of a transhipment, destination. */
export function portSequence(
	route: { origin: string; destination: string },
	schedule: Pick<ScheduleInput, "path" | "viaPort">,
): string[] {
	return schedule.path === "transhipment" && schedule.viaPort
		? [route.origin, schedule.viaPort, route.destination]
		: [route.origin, route.destination];
}

/**
 * The ETA confirmed to the customer: it follows the ETA while the schedule is a draft (staff may still
 * correct it freely) and stays put once confirmed, so a later ETA shows as a slip.
 */
export function nextOriginalEta(previous: { originalEta: IsoDate; confirmed: boolean } | null, eta: IsoDate): IsoDate {
	return previous?.confirmed ? previous.originalEta : eta;
}
