// What the route optimiser's screen shows (/routeoptimizer, decisions 080 and 081): the form's lists in
// the reader's language, and for a checked query every option (ports named, figures as they will be
// printed, the verdict and the quote it turns into) and every combination without a price, grouped by
// port pair with the reason and any liner service reported on it. The route only guards and renders.
import type { Locale } from "#app/i18n/locales.ts";
import { formatCalendarDate, formatMoney, formatNumber } from "#app/i18n/format.ts";
import { greatCircleKm } from "#app/geo/co2.ts";
import { linerServicesBetween } from "#app/geo/liner-services.ts";
import { VN_DESTINATIONS, findVnDestination } from "#app/geo/vn-destinations.ts";
import { localName } from "#app/places/names.ts";
import { findPlace, placeName } from "#app/places/places.server.ts";
import { isKrRegion, provinceOptions, regionLabel } from "#app/places/kr-regions.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import type { AppDatabase } from "#db/client.ts";
import { type MissingReason, type PricedRow, whyOf } from "./combinations.ts";
import { OPTIMISER_CONTAINERS, type OptimiserInput, type ParsedQuery, parseOptimiserQuery } from "./input.ts";
import { optimiseRoutes } from "./optimiser.server.ts";
import type { Measure } from "./pareto.ts";
import { type OptimiserIntent, optimiserIntent } from "./quote-intent.ts";

export type OptionView = {
	id: string;
	pol: string;
	pod: string;
	polName: string;
	podName: string;
	viaName: string | null;
	carrier: string;
	routing: "direct" | "transhipment";
	weeklyFrequency: number;
	trucking: string | null;
	total: string;
	transitDays: number;
	kgCo2e: number | null;
	/** straight-line km from the Vietnamese port to the destination point */
	lastMileKm: number | null;
	paretoBest: boolean;
	best: Measure[];
	dominatedBy: { label: string; margins: { measure: Measure; text: string; value: number }[] } | null;
	validUntil: string;
	intent: OptimiserIntent;
};

export type MissingView = {
	polName: string;
	podName: string;
	routings: ("direct" | "transhipment")[];
	reason: MissingReason;
	liner: { carrier: string; service: string; reported: string }[];
};

export type OptimiserView = {
	form: ParsedQuery["form"];
	errors: Partial<Record<string, string>>;
	provinces: ReturnType<typeof provinceOptions>;
	destinations: { id: string; name: string; ports: string }[];
	containers: readonly string[];
	today: string;
	result: null | {
		regionName: string;
		destinationName: string;
		readyDate: string;
		combinations: number;
		options: OptionView[];
		missing: MissingView[];
		summary: Partial<Record<Measure, string>>;
	};
};

function optionLabel(row: Pick<PricedRow, "pol" | "pod" | "carrier">, locale: Locale): string {
	return `${placeName(row.pol, locale)} → ${placeName(row.pod, locale)} · ${row.carrier}`;
}

function marginText(measure: Measure, value: number, locale: Locale): string {
	if (measure === "cost") return formatMoney({ amount: value, currency: "KRW" }, locale);
	if (measure === "time") return formatNumber(value, locale, 0);
	return formatNumber(value, locale, 0);
}

/** The screen's data for a request URL. */
export function optimiserView(url: URL, locale: Locale, db?: AppDatabase): OptimiserView {
	const today = seoulToday();
	const parsed = parseOptimiserQuery(url.searchParams, today, (p, d) => isKrRegion(p, d));
	const base = {
		form: parsed.form,
		errors: parsed.status === "invalid" ? parsed.errors : {},
		provinces: provinceOptions(locale),
		destinations: VN_DESTINATIONS.map((d) => ({
			id: d.id,
			name: localName(d, locale),
			ports: d.ports.map((p) => placeName(p, locale)).join(", "),
		})),
		containers: OPTIMISER_CONTAINERS,
		today,
	};
	if (parsed.status !== "ok") return { ...base, result: null };
	return { ...base, result: resultView(parsed.input, locale, db) };
}

function resultView(input: OptimiserInput, locale: Locale, db?: AppDatabase): NonNullable<OptimiserView["result"]> {
	const destination = findVnDestination(input.destination)!;
	const result = optimiseRoutes(input, db);
	const lastMile = (pod: string) => {
		const port = findPlace(pod, "sea");
		return port ? Math.round(greatCircleKm(port, destination)) : null;
	};
	const options = result.priced.map((row): OptionView => {
		const why = whyOf(row, result.priced);
		return {
			id: row.id,
			pol: row.pol,
			pod: row.pod,
			polName: placeName(row.pol, locale),
			podName: placeName(row.pod, locale),
			viaName: row.viaPort ? placeName(row.viaPort, locale) : null,
			carrier: row.carrier,
			routing: row.routing,
			weeklyFrequency: row.weeklyFrequency,
			trucking: row.truckingKrw === null ? null : formatMoney({ amount: row.truckingKrw, currency: "KRW" }, locale),
			total: formatMoney({ amount: row.costKrw, currency: "KRW" }, locale),
			transitDays: row.transitDays,
			kgCo2e: row.kgCo2e,
			lastMileKm: lastMile(row.pod),
			paretoBest: row.verdict.paretoBest,
			best: row.verdict.best,
			dominatedBy:
				why.kind === "dominated"
					? {
							label: optionLabel(why.by, locale),
							margins: (Object.entries(why.margins) as [Measure, number][]).map(([measure, value]) => ({
								measure,
								text: marginText(measure, value, locale),
								value,
							})),
						}
					: null,
			validUntil: formatCalendarDate(row.validUntil, locale),
			intent: optimiserIntent(input, row),
		};
	});
	// one line per port pair and reason: "Gwangyang → Cat Lai (direct, transhipment): no trucking rate"
	const groups = new Map<string, MissingView>();
	for (const m of result.missing) {
		const key = `${m.pol}>${m.pod}:${m.reason}`;
		const group = groups.get(key);
		if (group) group.routings.push(m.routing);
		else
			groups.set(key, {
				polName: placeName(m.pol, locale),
				podName: placeName(m.pod, locale),
				routings: [m.routing],
				reason: m.reason,
				liner:
					m.reason === "out_of_scope"
						? linerServicesBetween(m.pol, m.pod).map((s) => ({
								carrier: s.carrier,
								service: s.service,
								reported: s.reported,
							}))
						: [],
			});
	}
	const summary: Partial<Record<Measure, string>> = {};
	for (const measure of ["cost", "time", "co2"] as const) {
		const first = result.priced.find((row) => row.verdict.paretoBest && row.verdict.best.includes(measure));
		if (first) summary[measure] = optionLabel(first, locale);
	}
	return {
		regionName: regionLabel(input.province, input.district, locale) ?? input.province,
		destinationName: localName(destination, locale),
		readyDate: formatCalendarDate(input.readyDate, locale),
		combinations: result.combinations,
		options,
		missing: [...groups.values()],
		summary,
	};
}
