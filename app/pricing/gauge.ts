// In or out of gauge (spec section 3, Freight item: "tank (in or out of gauge)"). An ISO tank in gauge
// fits the standard 20/40 ft frame and slot and is priced like any box from its rate; one out of gauge
// (a frame or fittings beyond the ISO envelope) takes slots around it on the ship and needs the
// carrier's approval and special stowage, so no tariff can price it: it goes to the manual quote with
// its own reason, as dangerous goods without a carrier do (decision 057). Only tank containers carry the
// choice; the flag on any other box is refused, never silently dropped.
import { CONTAINERS, type ContainerCode } from "./codes.ts";

export function isTank(code: ContainerCode): boolean {
	return CONTAINERS[code].kind === "tank";
}

/** Why a container line cannot carry the flag: only a tank can be out of gauge. */
export function gaugeRefusal(row: { type: ContainerCode; outOfGauge?: boolean | undefined }): "gaugeTankOnly" | null {
	return row.outOfGauge === true && !isTank(row.type) ? "gaugeTankOnly" : null;
}

/** Whether the request has an out-of-gauge tank, which only staff can price. */
export function needsGaugeQuote(
	containers: readonly { type: ContainerCode; outOfGauge?: boolean | undefined }[] | undefined,
): boolean {
	return containers?.some((c) => c.outOfGauge === true && isTank(c.type)) ?? false;
}
