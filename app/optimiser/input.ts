// What the route optimiser is asked (decision 081): a Korean pickup region (province and optional
// district, as the quote wizard asks them), a Vietnamese destination (app/geo/vn-destinations.ts), the
// cargo (one line of containers, or an LCL volume and weight) and the cargo-ready date. It comes as the
// query of a GET form, so the screen works without JavaScript and a result can be linked to. Pure:
// messages are translation keys under "optimiser.errors". No field is free text: the province and
// district must be the wizard's own (kr-regions), the destination one of the table's ids, the rest
// numbers, a box code and a date, so each is checked against its list rather than by a text schema.
import { type IsoDate, addDays, isCalendarDate } from "#app/calendar/calendar.ts";
import { MAX_CONTAINERS_PER_TYPE, MAX_VOLUME_CBM, MAX_WEIGHT_KG } from "#app/pricing/request.ts";
import { findVnDestination } from "#app/geo/vn-destinations.ts";

const E = "optimiser.errors.";

/** The boxes the screen offers: the dry and reefer boxes quoted every day (special boxes go to the wizard). */
export const OPTIMISER_CONTAINERS = ["dv20", "dv40", "hc40", "rf20", "rf40"] as const;
export type OptimiserContainer = (typeof OPTIMISER_CONTAINERS)[number];

/** How far ahead a ready date may be: the demo and real rate sheets run months, not years. */
export const MAX_DAYS_AHEAD = 180;
/** The ready date when none is given: a week out, the usual lead time of an export booking. */
export const DEFAULT_DAYS_AHEAD = 7;

export type OptimiserCargo =
	{ kind: "fcl"; container: OptimiserContainer; count: number } | { kind: "lcl"; volumeCbm: number; weightKg: number };

export type OptimiserInput = {
	province: string;
	district?: string;
	destination: string;
	cargo: OptimiserCargo;
	readyDate: IsoDate;
};

/** The form's fields as typed (strings), kept to fill the form again. */
export type OptimiserForm = {
	province: string;
	district: string;
	to: string;
	load: "fcl" | "lcl";
	container: string;
	count: string;
	cbm: string;
	kg: string;
	ready: string;
};

export type ParsedQuery =
	| { status: "empty"; form: OptimiserForm }
	| { status: "invalid"; form: OptimiserForm; errors: Partial<Record<keyof OptimiserForm, string>> }
	| { status: "ok"; form: OptimiserForm; input: OptimiserInput };

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim().replace(/,/g, "")));

/**
 * Reads the query. No destination at all is the first visit ("empty": show the form only); anything
 * else is checked field by field. `isRegion` checks the province and district against the wizard's
 * list (app/places/kr-regions.ts), handed in so this stays free of the data file.
 */
export function parseOptimiserQuery(
	params: URLSearchParams,
	today: IsoDate,
	isRegion: (province: string, district?: string) => boolean,
): ParsedQuery {
	const get = (k: string) => (params.get(k) ?? "").trim().slice(0, 200);
	const load = get("load") === "lcl" ? "lcl" : "fcl";
	const form: OptimiserForm = {
		province: get("province"),
		district: get("district"),
		to: get("to"),
		load,
		container: get("container") || "dv20",
		count: get("count") || "1",
		cbm: get("cbm"),
		kg: get("kg"),
		ready: get("ready") || addDays(today, DEFAULT_DAYS_AHEAD),
	};
	if (!params.has("to") && !params.has("province")) return { status: "empty", form };

	const errors: Partial<Record<keyof OptimiserForm, string>> = {};
	if (!/^KR-\d{2}$/.test(form.province) || !isRegion(form.province)) errors.province = E + "province";
	else if (form.district && !isRegion(form.province, form.district)) errors.district = E + "district";
	if (!findVnDestination(form.to)) errors.to = E + "destination";
	if (!["", "fcl", "lcl"].includes(get("load"))) errors.load = E + "load";

	let cargo: OptimiserCargo | null = null;
	if (load === "fcl") {
		const count = number(form.count);
		if (!(OPTIMISER_CONTAINERS as readonly string[]).includes(form.container)) errors.container = E + "container";
		if (!Number.isInteger(count) || count < 1 || count > MAX_CONTAINERS_PER_TYPE) errors.count = E + "count";
		if (!errors.container && !errors.count)
			cargo = { kind: "fcl", container: form.container as OptimiserContainer, count };
	} else {
		const cbm = number(form.cbm);
		const kg = number(form.kg);
		if (!(cbm > 0 && cbm <= MAX_VOLUME_CBM)) errors.cbm = E + "volume";
		if (!(kg > 0 && kg <= MAX_WEIGHT_KG)) errors.kg = E + "weight";
		if (!errors.cbm && !errors.kg) cargo = { kind: "lcl", volumeCbm: cbm, weightKg: kg };
	}

	if (!isCalendarDate(form.ready)) errors.ready = E + "readyDate";
	else if (form.ready < today || form.ready > addDays(today, MAX_DAYS_AHEAD)) errors.ready = E + "readyRange";

	if (Object.keys(errors).length > 0 || !cargo) return { status: "invalid", form, errors };
	return {
		status: "ok",
		form,
		input: {
			province: form.province,
			...(form.district ? { district: form.district } : {}),
			destination: form.to,
			cargo,
			readyDate: form.ready,
		},
	};
}

/** The query string of an input (links from a quote, the bench, tests). */
export function optimiserQuery(input: OptimiserInput): string {
	const p = new URLSearchParams({ province: input.province });
	if (input.district) p.set("district", input.district);
	p.set("to", input.destination);
	p.set("load", input.cargo.kind);
	if (input.cargo.kind === "fcl") {
		p.set("container", input.cargo.container);
		p.set("count", String(input.cargo.count));
	} else {
		p.set("cbm", String(input.cargo.volumeCbm));
		p.set("kg", String(input.cargo.weightKg));
	}
	p.set("ready", input.readyDate);
	return p.toString();
}
