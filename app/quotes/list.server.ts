// The quote list in the database (spec sections 2 and 9): a company's estimates that are not deleted,
// searched by document number, port and commodity, filtered by direction and ocean/air, sorted and
// paged; and the customer's soft delete. The company always comes from the signed-in user, never
// from the request, so another company's estimates cannot be listed or deleted.
import { type SQL, and, asc, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { data } from "react-router";
import type { SessionUser } from "#app/auth/session.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { getDb } from "#db/client.ts";
import { airports, estimates, ports } from "#db/schema.ts";
import { type EstimateStatus, documentNumber, parseDocumentNumber } from "#app/lifecycle/lifecycle.ts";
import { placeWithCode } from "./quote-format.ts";
import { type ListQuery, PAGE_SIZE, canDelete, clampPage, pageCount } from "./list.ts";

export type ListRow = {
	id: string;
	number: string;
	status: EstimateStatus;
	mode: "fcl" | "lcl" | "air";
	direction: "export" | "import";
	origin: string;
	destination: string;
	originName: string;
	destinationName: string;
	commodity: string | null;
	readyDate: string;
	/** KRW: the total with coupon once booked, else the quoted total; null while awaiting a quote */
	totalKrw: number | null;
	createdAt: Date;
	deletable: boolean;
};

export type ListPage = { rows: ListRow[]; total: number; page: number; pageCount: number };

function escapeLike(text: string): string {
	return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const contains = (column: SQL | typeof estimates.commodity, text: string) => sql`${column} like ${`%${escapeLike(text)}%`} escape '\\'`;

/** Codes of ports and airports whose name in any language contains the text. */
function placesNamed(text: string): SQL {
	const p = sql`select ${ports.code} from ${ports} where ${or(contains(sql`${ports.nameKo}`, text), contains(sql`${ports.nameEn}`, text), contains(sql`${ports.nameVi}`, text))}`;
	const a = sql`select ${airports.code} from ${airports} where ${or(contains(sql`${airports.nameKo}`, text), contains(sql`${airports.nameEn}`, text), contains(sql`${airports.nameVi}`, text), contains(sql`${airports.city}`, text))}`;
	return sql`${p} union ${a}`;
}

function searchCondition(q: string): SQL | undefined {
	if (!q) return undefined;
	const body = parseDocumentNumber(q);
	// a whole number (with or without its Q/B/V prefix) names exactly one estimate
	if (body) return eq(estimates.numberBody, body);
	const code = q.toUpperCase();
	// a partial number such as "Q2611" or "2611-00": the prefix changes with the stage, the body does not
	const partialBody = /^[QBV]?[\d-]+$/i.test(q) ? q.replace(/^[QBV]/i, "") : null;
	const named = placesNamed(q);
	return or(
		partialBody ? contains(sql`${estimates.numberBody}`, partialBody) : undefined,
		eq(estimates.origin, code),
		eq(estimates.destination, code),
		sql`${estimates.origin} in (${named})`,
		sql`${estimates.destination} in (${named})`,
		contains(estimates.commodity, q),
	);
}

function conditions(companyId: string, query: ListQuery): SQL | undefined {
	return and(
		eq(estimates.companyId, companyId),
		isNull(estimates.deletedAt),
		searchCondition(query.q),
		query.direction ? eq(estimates.direction, query.direction) : undefined,
		query.transport === "air" ? eq(estimates.mode, "air") : undefined,
		query.transport === "ocean" ? inArray(estimates.mode, ["fcl", "lcl"]) : undefined,
	);
}

const effectiveTotal = sql`coalesce(${estimates.totalWithCouponKrw}, ${estimates.totalKrw})`;

function ordering(sort: ListQuery["sort"]): SQL[] {
	switch (sort) {
		case "newest":
			return [desc(estimates.createdAt), desc(estimates.numberBody)];
		case "oldest":
			return [asc(estimates.createdAt), asc(estimates.numberBody)];
		case "total":
			// highest first; quotes still awaiting a price have no total and go last
			return [sql`${effectiveTotal} is null`, sql`${effectiveTotal} desc`, desc(estimates.createdAt)];
		case "number":
			return [desc(estimates.numberBody)];
	}
}

export type PlaceName = { countryCode: string; nameKo: string | null; nameEn: string; nameVi: string | null };

/** Port and airport names by code (a code can only be one of the two: 5 letters vs 3). */
export function placeNames(codes: readonly string[]): Map<string, PlaceName> {
	const unique = [...new Set(codes)];
	const out = new Map<string, PlaceName>();
	if (!unique.length) return out;
	const db = getDb();
	const cols = { code: ports.code, countryCode: ports.countryCode, nameKo: ports.nameKo, nameEn: ports.nameEn, nameVi: ports.nameVi };
	for (const r of db.select(cols).from(ports).where(inArray(ports.code, unique)).all()) out.set(r.code, r);
	const airCols = { code: airports.code, countryCode: airports.countryCode, nameKo: airports.nameKo, nameEn: airports.nameEn, nameVi: airports.nameVi };
	for (const r of db.select(airCols).from(airports).where(inArray(airports.code, unique)).all()) out.set(r.code, r);
	return out;
}

/** A place's name in the reader's language, falling back to English, then to the code. */
export function placeName(names: Map<string, PlaceName>, code: string, locale: Locale): string {
	const n = names.get(code);
	if (!n) return code;
	return (locale === "kr" ? n.nameKo : locale === "vn" ? n.nameVi : null) ?? n.nameEn;
}

/**
 * "부산 (KRPUS) → 하이퐁 (VNHPH)": a lane by its places' names with their codes, in the reader's
 * language, for headings, mails and desk lists that would otherwise show bare codes.
 */
export function routeLabel(origin: string, destination: string, locale: Locale, names: Map<string, PlaceName> = placeNames([origin, destination])): string {
	return `${placeWithCode(placeName(names, origin, locale), origin)} → ${placeWithCode(placeName(names, destination, locale), destination)}`;
}

/**
 * One page of the user's company's estimates. Users without a company (staff, partners) have no
 * quotes of their own: an empty list, not an error.
 */
export function listEstimates(user: Pick<SessionUser, "companyId">, query: ListQuery, locale: Locale): ListPage {
	if (!user.companyId) return { rows: [], total: 0, page: 1, pageCount: 0 };
	const db = getDb();
	const where = conditions(user.companyId, query);
	const total = db.select({ n: count() }).from(estimates).where(where).get()?.n ?? 0;
	const page = clampPage(query.page, total);
	const rows = db
		.select()
		.from(estimates)
		.where(where)
		.orderBy(...ordering(query.sort))
		.limit(PAGE_SIZE)
		.offset((page - 1) * PAGE_SIZE)
		.all();
	const names = placeNames(rows.flatMap((r) => [r.origin, r.destination]));
	return {
		total,
		page,
		pageCount: pageCount(total),
		rows: rows.map((r) => ({
			id: r.id,
			number: documentNumber(r.numberBody, r.status, r.payment),
			status: r.status,
			mode: r.mode,
			direction: r.direction,
			origin: r.origin,
			destination: r.destination,
			originName: placeName(names, r.origin, locale),
			destinationName: placeName(names, r.destination, locale),
			commodity: r.commodity,
			readyDate: r.readyDate,
			totalKrw: r.totalWithCouponKrw ?? r.totalKrw,
			createdAt: r.createdAt,
			deletable: canDelete(r.status),
		})),
	};
}

export type DeleteOutcome = "deleted" | "notAllowed";

/**
 * Soft-deletes an estimate of the user's company if its status allows (lifecycle DELETABLE).
 * Another company's, a missing or an already deleted estimate is 404; a user without a company
 * (staff, partners) may not delete customers' quotes: 403. The UPDATE repeats the status it read, so
 * a booking that lands meanwhile makes the delete fail instead of removing a booked estimate.
 */
export function deleteEstimate(user: Pick<SessionUser, "companyId">, id: string, now: Date = new Date()): DeleteOutcome {
	if (!user.companyId) throw data({ reason: "forbidden" }, { status: 403 });
	const companyId = user.companyId;
	return getDb().transaction(
		(tx) => {
			const row = tx
				.select({ id: estimates.id, status: estimates.status })
				.from(estimates)
				.where(and(eq(estimates.id, id), eq(estimates.companyId, companyId), isNull(estimates.deletedAt)))
				.get();
			if (!row) throw data({ reason: "not_found" }, { status: 404 });
			if (!canDelete(row.status)) return "notAllowed";
			const result = tx
				.update(estimates)
				.set({ deletedAt: now, updatedAt: now })
				.where(and(eq(estimates.id, id), eq(estimates.status, row.status), isNull(estimates.deletedAt)))
				.run();
			return result.changes === 1 ? "deleted" : "notAllowed";
		},
		{ behavior: "immediate" },
	);
}
