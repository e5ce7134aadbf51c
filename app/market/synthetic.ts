// The demo's index series (decision 077): GENERATED, not copied from any published SCFI values (the
// reference file has no licence and the index belongs to the Shanghai Shipping Exchange). A
// deterministic stream makes a weekly log series whose changes carry some momentum and drift back
// towards a long-run level, roughly the shape of a container freight index, so the demo shows the
// backtest at work. Stored with synthetic = true and labelled as such on every screen that shows it.
import { type Week, addWeeks, weekMs } from "./weeks.ts";

export const SYNTHETIC_WEEKS = 156;

/** The last Friday on or before `today` (UTC), as a week. */
export function lastFriday(today: Date): Week {
	const day = today.getUTCDay(); // 5 = Friday
	const back = (day - 5 + 7) % 7;
	return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back))
		.toISOString()
		.slice(0, 10);
}

/** `weeks` generated weekly values ending on `end`, the same every time for the same arguments. */
export function syntheticSeries(
	end: Week,
	weeks = SYNTHETIC_WEEKS,
	seed = 20_260_116,
): { week: Week; value: number }[] {
	let state = seed >>> 0;
	const uniform = () => {
		state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
		return (state + 0.5) / 4_294_967_296;
	};
	const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
	const level = Math.log(1500);
	let log = Math.log(1100);
	let change = 0;
	const start = addWeeks(end, -(weeks - 1));
	if (weekMs(start) === null) return [];
	return Array.from({ length: weeks }, (_, i) => {
		// momentum in the weekly change, a slow pull towards the long-run level, and noise
		change = 0.6 * change + 0.02 * (level - log) + 0.025 * normal();
		log += change;
		return { week: addWeeks(start, i), value: Math.round(Math.exp(log) * 100) / 100 };
	});
}
