// The staff list of rates: the filters of a kind (lane or port, carrier, mode, validity) read from
// the query string and written back into links, and one page of the matching rows. The export
// (rate-export.server.ts) writes every page of the same filters.
import { type SQL, and, asc, count, eq, gt, gte, lt, lte, sql } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import { exchangeRates } from "#db/schema.ts";
import { isCalendarDate, seoulToday } from "#app/calendar/calendar.ts";
import { MODES, type Mode, isOneOf } from "#app/pricing/codes.ts";
import type { IsoDate, RateKind } from "#app/pricing/types.ts";
import { KEY_FIELDS, VALIDITIES, type ValidityFilter, hasValidity, pickFields } from "./sheet-columns.ts";
import type { RateRecord } from "./sheet-context.ts";
import { PAGE_SIZE, column, pageOf, tableOf } from "./rate-tables.server.ts";

export type RateFilters = {
	origin: string;
	destination: string;
	port: string;
	carrier: string;
	mode: Mode | "";
	validity: ValidityFilter;
	/** the date of "valid on" */
	on: IsoDate;
};

/** Which filters a kind offers: a lane for freight, a port for the others, carrier and mode where they exist. */
export function filtersOf(kind: RateKind): { lane: boolean; port: boolean; carrier: boolean; mode: boolean } {
	const freight = kind === "fcl" || kind === "lcl" || kind === "air";
	return {
		lane: freight,
		port: kind === "surcharge" || kind === "port_cost" || kind === "trucking",
		carrier: freight || kind === "surcharge",
		mode: kind === "surcharge" || kind === "port_cost",
	};
}

const cleanCode = (value: string | null) =>
	(value ?? "")
		.trim()
		.toUpperCase()
		.replace(/[^A-Z0-9-]/g, "")
		.slice(0, 8);

/** The list's filters from the query string; anything unusable falls back to the default. */
export function parseFilters(kind: RateKind, params: URLSearchParams, today: IsoDate = seoulToday()): RateFilters {
	const offered = filtersOf(kind);
	const validity = params.get("validity");
	const on = params.get("on") ?? "";
	const mode = params.get("mode");
	return {
		origin: offered.lane ? cleanCode(params.get("origin")) : "",
		destination: offered.lane ? cleanCode(params.get("destination")) : "",
		port: offered.port ? cleanCode(params.get("port")) : "",
		carrier: offered.carrier ? (params.get("carrier") ?? "").trim().slice(0, 100) : "",
		mode: offered.mode && isOneOf(MODES, mode) ? mode : "",
		validity: isOneOf(VALIDITIES, validity) ? validity : "on",
		on: isCalendarDate(on) ? on : today,
	};
}

/** The query string of a kind and its filters, for links (pages, export, kind tabs keep their own). */
export function filterQuery(kind: RateKind, filters: RateFilters, extra: Record<string, string> = {}): string {
	const params = new URLSearchParams({ kind });
	for (const key of ["origin", "destination", "port", "carrier", "mode"] as const)
		if (filters[key]) params.set(key, filters[key]);
	params.set("validity", filters.validity);
	if (filters.validity === "on") params.set("on", filters.on);
	for (const [k, v] of Object.entries(extra)) params.set(k, v);
	return params.toString();
}

function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function conditions(kind: RateKind, filters: RateFilters, today: IsoDate): SQL[] {
	const where: SQL[] = [];
	const c = (field: string) => column(kind, field);
	if (filters.origin) where.push(eq(c(kind === "air" ? "origin" : "pol"), filters.origin));
	if (filters.destination) where.push(eq(c(kind === "air" ? "destination" : "pod"), filters.destination));
	if (filters.port) where.push(eq(c("port"), filters.port));
	// LIKE is case-insensitive for ASCII in SQLite; the escape keeps % and _ in a carrier name literal
	if (filters.carrier) where.push(sql`${c("carrier")} like ${`%${escapeLike(filters.carrier)}%`} escape '\\'`);
	if (filters.mode) where.push(eq(c("mode"), filters.mode));
	const date = filters.validity === "on" ? filters.on : today;
	if (hasValidity(kind)) {
		const from = c("validFrom");
		const to = c("validTo");
		if (filters.validity === "on" || filters.validity === "current") where.push(lte(from, date), gte(to, date));
		if (filters.validity === "future") where.push(gt(from, today));
		if (filters.validity === "expired") where.push(lt(to, today));
	} else {
		// an exchange rate is in force from its date until the next one of the same currency
		const inForce = (on: string) =>
			sql`(select max(x.effective_date) from exchange_rates x where x.currency = ${exchangeRates.currency} and x.effective_date <= ${on})`;
		if (filters.validity === "on" || filters.validity === "current")
			where.push(sql`${exchangeRates.effectiveDate} = ${inForce(date)}`);
		if (filters.validity === "future") where.push(gt(exchangeRates.effectiveDate, today));
		if (filters.validity === "expired") where.push(sql`${exchangeRates.effectiveDate} < ${inForce(today)}`);
	}
	return where;
}

function ordering(kind: RateKind): SQL[] {
	const start = hasValidity(kind) ? [asc(column(kind, "validFrom"))] : [];
	return [...KEY_FIELDS[kind].map((f) => asc(column(kind, f))), ...start, asc(column(kind, "id"))];
}

/** The rows of a kind under the filters, in the list's order: one page, or all of them (the export). */
export function filteredRecords(kind: RateKind, filters: RateFilters, today: IsoDate, page?: number): RateRecord[] {
	const query = getDb()
		.select()
		.from(tableOf(kind))
		.where(and(...conditions(kind, filters, today)))
		.orderBy(...ordering(kind));
	const rows =
		page === undefined
			? query.all()
			: query
					.limit(PAGE_SIZE)
					.offset((page - 1) * PAGE_SIZE)
					.all();
	return rows.map((row) => pickFields(kind, row));
}

export type RatePage = { rows: RateRecord[]; total: number; page: number; pageCount: number };

/** One page (50 rows) of a kind's rates under the filters; a page past the end shows the last. */
export function listRates(kind: RateKind, filters: RateFilters, page: number, today: IsoDate = seoulToday()): RatePage {
	const total =
		getDb()
			.select({ n: count() })
			.from(tableOf(kind))
			.where(and(...conditions(kind, filters, today)))
			.get()?.n ?? 0;
	const { page: current, pageCount } = pageOf(total, page);
	return { rows: filteredRecords(kind, filters, today, current), total, page: current, pageCount };
}
