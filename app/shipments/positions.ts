// Positions: where the cargo's vessel or aircraft was seen, and when. Pure.
import { z } from "zod";
import { POSITION_SOURCES } from "./codes/codes.ts";
import { moment } from "./moment-field.ts";
import { isTooFarAhead } from "./moments.ts";

const E = "shipments.errors.";

const coordinate = (min: number, max: number, key: string) =>
	z.preprocess(
		(v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
		z
			.number({ error: E + key })
			.finite(E + key)
			.min(min, E + key)
			.max(max, E + key),
	);

/** A position as staff enter it (or an import gives it), judged at `now`: not in the future. */
export function positionSchema(now: Date) {
	return z
		.object({
			lat: coordinate(-90, 90, "latitude"),
			lon: coordinate(-180, 180, "longitude"),
			at: moment(E + "moment"),
			source: z.enum(POSITION_SOURCES, { error: E + "positionSource" }).default("manual"),
		})
		.superRefine((p, ctx) => {
			if (!p.at) ctx.addIssue({ code: "custom", path: ["at"], message: E + "positionTimeRequired" });
			else if (isTooFarAhead(p.at, now))
				ctx.addIssue({ code: "custom", path: ["at"], message: E + "positionInFuture" });
		})
		.transform((p) => ({ ...p, at: p.at as Date }));
}

export type PositionInput = z.infer<ReturnType<typeof positionSchema>>;

/** The newest position (by the time it was seen, not when it was typed). */
export function lastPosition<T extends { at: Date }>(positions: readonly T[]): T | null {
	let last: T | null = null;
	for (const p of positions) if (!last || p.at > last.at) last = p;
	return last;
}
