// The quote list in the database (spec sections 2 and 9): a company's estimates that are not deleted,
// searched by document number, port and commodity, filtered by direction and ocean/air, sorted and
// paged; and the customer's soft delete. The company always comes from the signed-in user, never
// from the request, so another company's estimates cannot be listed or deleted.
import { isOwnCompanyRecord } from "#app/auth/access.ts";
import { type SQL, and, asc, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { forbidden, notFound } from "#app/utils/replies.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { getDb, perConnection } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { placeCodesNamed, placeName as nameOfPlace } from "#app/places/places.server.ts";
import { type EstimateStatus, documentNumber, isDeletable, parseDocumentNumber } from "#app/lifecycle/lifecycle.ts";
import { type ListQuery, PAGE_SIZE, SORTS, clampPage, pageCount } from "./list.ts";

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

const contains = (column: SQL | typeof estimates.commodity, text: string) =>
	sql`${column} like ${`%${escapeLike(text)}%`} escape '\\'`;

function searchCondition(q: string): SQL | undefined {
	if (!q) return undefined;
	const body = parseDocumentNumber(q);
	// a whole number (with or without its Q/B/V prefix) names exactly one estimate
	if (body) return eq(estimates.numberBody, body);
	const code = q.toUpperCase();
	// a partial number such as "Q2611" or "2611-00": the prefix changes with the stage, the body does not
	const partialBody = /^[QBV]?[\d-]+$/i.test(q) ? q.replace(/^[QBV]/i, "") : null;
	const named = placeCodesNamed(q);
	return or(
		partialBody ? contains(sql`${estimates.numberBody}`, partialBody) : undefined,
		eq(estimates.origin, code),
		eq(estimates.destination, code),
		named.length ? inArray(estimates.origin, named) : undefined,
		named.length ? inArray(estimates.destination, named) : undefined,
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

/**
 * One page of the user's company's estimates. Users without a company (staff, partners) have no
 * quotes of their own: an empty list, not an error.
 */
export function listEstimates(user: Pick<SessionUser, "companyId">, query: ListQuery, locale: Locale): ListPage {
	if (!user.companyId) return { rows: [], total: 0, page: 1, pageCount: 0 };
	const unfiltered = !query.q && !query.direction && !query.transport;
	// the list as it opens (no search or filter), the one most requests ask for: statements prepared once
	const statements = unfiltered ? defaultListStatements() : null;
	const where = statements ? undefined : conditions(user.companyId, query);
	const company = { company: user.companyId };
	const total =
		(statements
			? statements.count.get(company)?.n
			: getDb().select({ n: count() }).from(estimates).where(where).get()?.n) ?? 0;
	const page = clampPage(query.page, total);
	const offset = (page - 1) * PAGE_SIZE;
	const rows: ListedEstimate[] = statements
		? statements.pages[query.sort].all({ ...company, limit: PAGE_SIZE, offset })
		: getDb()
				.select(LISTED)
				.from(estimates)
				.where(where)
				.orderBy(...ordering(query.sort))
				.limit(PAGE_SIZE)
				.offset(offset)
				.all();
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
			originName: nameOfPlace(r.origin, locale),
			destinationName: nameOfPlace(r.destination, locale),
			commodity: r.commodity,
			readyDate: r.readyDate,
			totalKrw: r.totalWithCouponKrw ?? r.totalKrw,
			createdAt: r.createdAt,
			deletable: isDeletable(r.status),
		})),
	};
}

/** The columns a list row needs (not the whole estimate). */
const LISTED = {
	id: estimates.id,
	numberBody: estimates.numberBody,
	status: estimates.status,
	payment: estimates.payment,
	mode: estimates.mode,
	direction: estimates.direction,
	origin: estimates.origin,
	destination: estimates.destination,
	commodity: estimates.commodity,
	readyDate: estimates.readyDate,
	totalKrw: estimates.totalKrw,
	totalWithCouponKrw: estimates.totalWithCouponKrw,
	createdAt: estimates.createdAt,
};

type ListedEstimate = { [K in keyof typeof LISTED]: (typeof estimates.$inferSelect)[K] };

const defaultListStatements = perConnection((db) => {
	const where = and(eq(estimates.companyId, sql.placeholder("company")), isNull(estimates.deletedAt));
	const page = (sort: ListQuery["sort"]) =>
		db
			.select(LISTED)
			.from(estimates)
			.where(where)
			.orderBy(...ordering(sort))
			.limit(sql.placeholder("limit"))
			.offset(sql.placeholder("offset"))
			.prepare();
	return {
		count: db.select({ n: count() }).from(estimates).where(where).prepare(),
		pages: Object.fromEntries(SORTS.map((sort) => [sort, page(sort)])) as Record<
			ListQuery["sort"],
			ReturnType<typeof page>
		>,
	};
});

export type DeleteOutcome = "deleted" | "notAllowed";

/**
 * Soft-deletes an estimate of the user's company if its status allows (lifecycle isDeletable).
 * Another company's, a missing or an already deleted estimate is 404; a user without a company
 * (staff, partners) may not delete customers' quotes: 403. The UPDATE repeats the status it read, so
 * a booking that lands meanwhile makes the delete fail instead of removing a booked estimate.
 */
export function deleteEstimate(
	user: Pick<SessionUser, "companyId">,
	id: string,
	now: Date = new Date(),
): DeleteOutcome {
	if (!user.companyId) throw forbidden();
	return getDb().transaction(
		(tx) => {
			const row = tx
				.select({ id: estimates.id, status: estimates.status, companyId: estimates.companyId })
				.from(estimates)
				.where(and(eq(estimates.id, id), isNull(estimates.deletedAt)))
				.get();
			if (!row || !isOwnCompanyRecord(user, row)) throw notFound();
			if (!isDeletable(row.status)) return "notAllowed";
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
