// What the customer asked to carry, as the estimate page, the staff's manual-quote screen and the quote
// PDF print it: the container lines with "out of gauge" beside a tank that is (decision 057), or the
// package count, and the door at the foreign end when trucking there was asked (decision 056). One
// module so the three screens say it the same way.
import type { ContainerCode, Direction } from "#app/pricing/codes.ts";
import { needsGaugeQuote } from "#app/pricing/gauge.ts";
import type { PricingRequest } from "#app/pricing/request.ts";

export type CargoFacts = {
	/** "TC20 × 1 (out of gauge), DV20 × 2" or the package count */
	cargo: string;
	/** "Door delivery abroad asked: Hanoi, Long Bien" (null: port to port at the foreign end) */
	foreignTrucking: string | null;
};

/** The page's, the desk's or the PDF's translator (only the calls made here). */
type Translate = (key: string, vars?: { count?: number; place?: string }) => string;

/** The part of the stored request the facts read (what a loader sends to the page). */
export type Asked = {
	containers?: readonly { type: ContainerCode; count: number; outOfGauge?: boolean | undefined }[] | undefined;
	packages?: readonly { count: number }[] | undefined;
	foreignTrucking?: { place: string } | undefined;
};

/** The asked part of a stored request, small enough to send to the browser. */
export function askedOf(request: PricingRequest): Asked {
	return {
		containers: request.containers,
		packages: request.packages?.map((p) => ({ count: p.count })),
		foreignTrucking: request.foreignTrucking,
	};
}

export function cargoFacts(request: Asked, direction: Direction, t: Translate): CargoFacts {
	const cargo = request.containers?.length
		? request.containers
				.map((c) => {
					const line = `${c.type.toUpperCase()} × ${c.count}`;
					return needsGaugeQuote([c]) ? `${line} (${t("pricing.cargo.outOfGauge")})` : line;
				})
				.join(", ")
		: t("pricing.cargo.packages", { count: (request.packages ?? []).reduce((n, p) => n + p.count, 0) });
	const place = request.foreignTrucking?.place;
	return { cargo, foreignTrucking: place ? t(`pricing.cargo.foreignTrucking.${direction}`, { place }) : null };
}
