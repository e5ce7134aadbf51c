// Milestones (spec: trackings): the vocabulary's order, the form's rules and the readings the
// timeline and the stages need. Pure. A milestone has a planned time, an actual time, or both
// ("planned vs actual"); only an actual one says that something happened.
import { z } from "zod";
import { lineText, multilineText } from "#app/text/free-text-schema.ts";
import { MILESTONE_CODES, type MilestoneCode, type ShipmentPath } from "./codes/codes.ts";
import { moment } from "./moment-field.ts";
import { isTooFarAhead } from "./moments.ts";

const E = "shipments.errors.";

/** Only a transhipment calls at a via port. */
export const TRANSHIPMENT_ONLY: readonly MilestoneCode[] = ["transhipment_arrived", "transhipment_departed"];

/** The milestone's place in the vocabulary's order (0-based). */
export function milestoneRank(code: MilestoneCode): number {
	return MILESTONE_CODES.indexOf(code);
}

/** The codes a shipment on this path may record, in order. */
export function milestoneCodesFor(path: ShipmentPath): MilestoneCode[] {
	return MILESTONE_CODES.filter((c) => path === "transhipment" || !TRANSHIPMENT_ONLY.includes(c));
}

export type MilestoneLike = { code: MilestoneCode; plannedAt: Date | null; actualAt: Date | null };

const timeOf = (m: MilestoneLike) => (m.actualAt ?? m.plannedAt)?.getTime() ?? Number.POSITIVE_INFINITY;

/** The timeline's order: by the vocabulary, then by time (a re-planned milestone after the first). */
export function sortMilestones<T extends MilestoneLike>(milestones: readonly T[]): T[] {
	return [...milestones].sort((a, b) => milestoneRank(a.code) - milestoneRank(b.code) || timeOf(a) - timeOf(b));
}

/** The furthest milestone that actually happened: the shipment's "current status" line. */
export function latestActual<T extends MilestoneLike>(milestones: readonly T[]): T | null {
	let best: T | null = null;
	for (const m of milestones)
		if (
			m.actualAt &&
			(!best ||
				milestoneRank(m.code) > milestoneRank(best.code) ||
				(m.code === best.code && m.actualAt > best.actualAt!))
		)
			best = m;
	return best;
}

/**
 * Actual milestones that happened before an earlier step's actual time (a "departed" dated before the
 * "gate_in"): a typing error or a carrier's clock, shown to staff as a warning, not refused, because a
 * carrier's record is what it is.
 */
export function outOfOrder<T extends MilestoneLike>(milestones: readonly T[]): T[] {
	const actual = milestones.filter((m) => m.actualAt);
	return actual.filter((m) =>
		actual.some((e) => milestoneRank(e.code) < milestoneRank(m.code) && e.actualAt! > m.actualAt!),
	);
}

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** A milestone as staff enter it (or a CSV row gives it), for a shipment on `path`, judged at `now`. */
export function milestoneSchema(path: ShipmentPath, now: Date) {
	return z
		.object({
			code: z.enum(MILESTONE_CODES, { error: E + "milestoneCode" }),
			place: z.preprocess(
				blankToNull,
				lineText()
					.max(120, E + "tooLong")
					.nullable()
					.default(null),
			),
			plannedAt: moment(E + "moment"),
			actualAt: moment(E + "moment"),
			note: z.preprocess(
				blankToNull,
				multilineText()
					.max(500, E + "tooLong")
					.nullable()
					.default(null),
			),
		})
		.superRefine((m, ctx) => {
			if (path !== "transhipment" && TRANSHIPMENT_ONLY.includes(m.code))
				ctx.addIssue({ code: "custom", path: ["code"], message: E + "milestoneNeedsTranshipment" });
			if (!m.plannedAt && !m.actualAt)
				ctx.addIssue({ code: "custom", path: ["actualAt"], message: E + "milestoneTimeRequired" });
			if (m.actualAt && isTooFarAhead(m.actualAt, now))
				ctx.addIssue({ code: "custom", path: ["actualAt"], message: E + "actualInFuture" });
		});
}

export type MilestoneInput = z.infer<ReturnType<typeof milestoneSchema>>;
