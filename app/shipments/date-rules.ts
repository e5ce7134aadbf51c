// The voyage's dates checked against each other (decision 047): a departure, an arrival or a
// delivery that cannot be true is refused; one that is possible but unusual is a warning staff must
// acknowledge before it is stored. Pure: the desk's action asks it with the facts it read, and each
// rule has its row in date-rules.test.ts. Times are instants; the schedule's dates (ETD, ETA, the
// cargo-ready date) are Seoul calendar days, as the desk's calendar reads them.
//
// Refused (cannot be true):
//  - departureBeforeCargoReady: the departure falls on a day before the booking's cargo-ready date and
//    nothing shows the cargo was handed over earlier (an actual pickup, gate-in or loading before the
//    departure proves the date was only cautious; without it the departure or the date is a typo);
//  - departureBeforeHandover: the departure is earlier than the actual pickup/gate-in/loading itself;
//  - arrivalBeforeDeparture: the arrival is earlier than the recorded departure;
//  - deliveryBeforeArrival: the delivery is earlier than the recorded arrival;
//  - deliveryBeforeDeparture: the delivery is earlier than the recorded departure.
// Warned (unusual):
//  - departureFarFromEtd: the departure's day is more than FAR_DAYS from the schedule's ETD;
//  - arrivalFarFromEta: the arrival's day is more than FAR_DAYS from the schedule's ETA;
//  - deliveryWithoutArrivalBeforeEta: a delivery with no arrival recorded, on a day before the ETA.
import { type IsoDate, daysBetween, seoulToday } from "#app/calendar/calendar.ts";
import type { VoyageMove } from "./voyage-moves.server.ts";

/** A departure or arrival this many days or fewer from the schedule's date is usual. */
export const FAR_DAYS = 3;

export type DateFacts = {
	/** the booking's cargo-ready date (its ship date, else the quote's ready date) */
	cargoReady: IsoDate | null;
	schedule: { etd: IsoDate; eta: IsoDate } | null;
	/** actual times already recorded */
	handedOverAt: Date | null;
	departedAt: Date | null;
	arrivedAt: Date | null;
};

export const DATE_REFUSALS = [
	"departureBeforeCargoReady",
	"departureBeforeHandover",
	"arrivalBeforeDeparture",
	"deliveryBeforeArrival",
	"deliveryBeforeDeparture",
] as const;
export const DATE_WARNINGS = ["departureFarFromEtd", "arrivalFarFromEta", "deliveryWithoutArrivalBeforeEta"] as const;
export type DateRefusal = (typeof DATE_REFUSALS)[number];
export type DateWarning = (typeof DATE_WARNINGS)[number];

/** One finding: its key (under shipments.dateRules) and the values its sentence names. */
export type DateFinding<K extends string> = { key: K; params: Record<string, string | number> };

export type DateJudgement = { refusals: DateFinding<DateRefusal>[]; warnings: DateFinding<DateWarning>[] };

/** What is wrong or unusual with recording `move` at `at`, given what is known. */
export function judgeVoyageMove(move: VoyageMove, at: Date, facts: DateFacts): DateJudgement {
	const refusals: DateFinding<DateRefusal>[] = [];
	const warnings: DateFinding<DateWarning>[] = [];
	const day = seoulToday(at);
	const far = (planned: IsoDate) => Math.abs(daysBetween(planned, day)) > FAR_DAYS;
	if (move === "depart") {
		if (facts.handedOverAt && at < facts.handedOverAt) refusals.push({ key: "departureBeforeHandover", params: {} });
		else if (facts.cargoReady && day < facts.cargoReady && !(facts.handedOverAt && facts.handedOverAt <= at))
			refusals.push({ key: "departureBeforeCargoReady", params: { date: facts.cargoReady } });
		if (facts.schedule && far(facts.schedule.etd))
			warnings.push({
				key: "departureFarFromEtd",
				params: { date: facts.schedule.etd, days: Math.abs(daysBetween(facts.schedule.etd, day)) },
			});
	} else if (move === "arrive") {
		if (facts.departedAt && at < facts.departedAt) refusals.push({ key: "arrivalBeforeDeparture", params: {} });
		if (facts.schedule && far(facts.schedule.eta))
			warnings.push({
				key: "arrivalFarFromEta",
				params: { date: facts.schedule.eta, days: Math.abs(daysBetween(facts.schedule.eta, day)) },
			});
	} else {
		if (facts.arrivedAt && at < facts.arrivedAt) refusals.push({ key: "deliveryBeforeArrival", params: {} });
		else if (facts.departedAt && at < facts.departedAt) refusals.push({ key: "deliveryBeforeDeparture", params: {} });
		if (!facts.arrivedAt && facts.schedule && day < facts.schedule.eta)
			warnings.push({ key: "deliveryWithoutArrivalBeforeEta", params: { date: facts.schedule.eta } });
	}
	return { refusals, warnings };
}
