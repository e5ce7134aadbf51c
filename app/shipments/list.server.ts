// Shipment lists: a customer company's shipments (spec section 2, my page "shipment status": 5 a page,
// newest ETD first; a booking without a schedule yet sorts by its requested ship date) and the staff
// list filtered by status, lane, ETD window and problem. The company always comes from the signed-in
// user, never from the request.
import { type Placeholder, type SQL, and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { asCustomer, asStaff } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { type IsoDate } from "#app/calendar/calendar.ts";
import { type EstimateStatus, SHIPMENT, documentNumber, isShipment } from "#app/lifecycle/lifecycle.ts";
import { type AppDatabase, perConnection } from "#db/client.ts";
import { boundList, inBoundList } from "#db/bound-list.ts";
import { companies, estimates, shipmentMilestones, shipmentSchedules } from "#db/schema.ts";
import type { MilestoneCode } from "./codes/codes.ts";
import {
	DEFAULT_WINDOWS,
	type ProblemWindows,
	type ShipmentProblem,
	shipmentDelay,
	shipmentProblems,
} from "./problems.ts";
import { type ShipmentStage, shipmentStage } from "./stages.ts";

export const SHIPMENT_PAGE_SIZE = 5;
export const STAFF_PAGE_SIZE = 20;

export type ShipmentListRow = {
	id: string;
	number: string;
	status: EstimateStatus;
	stage: ShipmentStage;
	mode: "fcl" | "lcl" | "air";
	direction: "export" | "import";
	origin: string;
	destination: string;
	carrier: string | null;
	vessel: string | null;
	voyage: string | null;
	flightNumber: string | null;
	viaPort: string | null;
	etd: IsoDate | null;
	eta: IsoDate | null;
	originalEta: IsoDate | null;
	/** days the ETA slipped against the confirmed one (0: on time, or no schedule yet) */
	slipDays: number;
	documentDeadline: IsoDate | null;
};

export type ShipmentPage<T> = { rows: T[]; total: number; page: number; pageCount: number };

const columns = {
	id: estimates.id,
	numberBody: estimates.numberBody,
	status: estimates.status,
	payment: estimates.payment,
	mode: estimates.mode,
	direction: estimates.direction,
	origin: estimates.origin,
	destination: estimates.destination,
	estimateCarrier: estimates.carrier,
	bookedAt: estimates.bookedAt,
	updatedAt: estimates.updatedAt,
	carrier: shipmentSchedules.carrier,
	vessel: shipmentSchedules.vessel,
	voyage: shipmentSchedules.voyage,
	flightNumber: shipmentSchedules.flightNumber,
	viaPort: shipmentSchedules.viaPort,
	etd: shipmentSchedules.etd,
	eta: shipmentSchedules.eta,
	originalEta: shipmentSchedules.originalEta,
	documentDeadline: shipmentSchedules.documentDeadline,
	scheduleCreatedAt: shipmentSchedules.createdAt,
	scheduleUpdatedAt: shipmentSchedules.updatedAt,
};

/** When the ETD is not known yet, the date the customer asked to ship (else the cargo-ready date). */
const plannedDeparture = sql<string>`coalesce(${shipmentSchedules.etd}, ${estimates.shipDate}, ${estimates.readyDate})`;

/** Estimates with their schedule, if any. */
function joined(db: AppDatabase) {
	return db.select(columns).from(estimates).leftJoin(shipmentSchedules, eq(shipmentSchedules.estimateId, estimates.id));
}
type Joined = ReturnType<ReturnType<typeof joined>["all"]>[number];

/** The actual milestone codes of these shipments (the in_loading stage depends on them). */
function actualCodes(ids: string[]): Map<string, MilestoneCode[]> {
	const codes = new Map<string, MilestoneCode[]>();
	if (ids.length === 0) return codes;
	for (const r of actualCodeRows().all({ ids: boundList(ids) }))
		codes.set(r.estimateId, [...(codes.get(r.estimateId) ?? []), r.code]);
	return codes;
}

// prepared once per connection: every shipment list asks it for its page's rows in loading
const actualCodeRows = perConnection((db) =>
	db
		.select({ estimateId: shipmentMilestones.estimateId, code: shipmentMilestones.code })
		.from(shipmentMilestones)
		.where(and(inBoundList(shipmentMilestones.estimateId, "ids"), isNotNull(shipmentMilestones.actualAt)))
		.prepare(),
);

function toRow(r: Joined, codes: Map<string, MilestoneCode[]>): ShipmentListRow {
	return {
		id: r.id,
		number: documentNumber(r.numberBody, r.status, r.payment),
		status: r.status,
		stage: shipmentStage(r.status, { actualCodes: codes.get(r.id) ?? [] }) as ShipmentStage,
		mode: r.mode,
		direction: r.direction,
		origin: r.origin,
		destination: r.destination,
		carrier: r.carrier ?? r.estimateCarrier,
		vessel: r.vessel,
		voyage: r.voyage,
		flightNumber: r.flightNumber,
		viaPort: r.viaPort,
		etd: r.etd,
		eta: r.eta,
		originalEta: r.originalEta,
		slipDays:
			r.eta && r.originalEta ? (shipmentDelay(r.status, { originalEta: r.originalEta, eta: r.eta })?.days ?? 0) : 0,
		documentDeadline: r.documentDeadline,
	};
}

const pageCountOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
const clamp = (page: number, pages: number) => Math.min(Math.max(1, Number.isInteger(page) ? page : 1), pages);

/** ?page=N of a list's URL; anything else is page 1 (the lists clamp a page past the end to the last one). */
export function pageParam(url: string): number {
	const n = Number(new URL(url).searchParams.get("page") ?? "1");
	return Number.isInteger(n) && n > 0 ? n : 1;
}

/**
 * The page of the signed-in user's company's shipments that the request's URL asks for, or null for a
 * user without a company (staff and partners open a customer's shipment from the desk instead). The
 * shipment, upload and download lists of My page all start from it.
 */
export function companyShipmentsFor(user: SessionUser, url: string): ShipmentPage<ShipmentListRow> | null {
	if (user.role !== "customer" || !user.companyId) return null;
	return listCompanyShipments(user, pageParam(url));
}

/** What the lists answer a user without a company (its screen says so instead of listing). */
export const NO_COMPANY_LIST = { hasCompany: false as const, rows: [] as never[], total: 0, page: 1, pageCount: 1 };

// Prepared once per connection: every My page list (shipments, uploads, downloads, billing) starts here,
// and building and preparing the same SQL per request cost more than running it.
const companyStatements = perConnection((db) => {
	const where = and(
		eq(estimates.companyId, sql.placeholder("company")),
		inArray(estimates.status, [...SHIPMENT]),
		isNull(estimates.deletedAt),
	);
	return {
		count: db.select({ n: count() }).from(estimates).where(where).prepare(),
		page: joined(db)
			.where(where)
			.orderBy(desc(plannedDeparture), desc(estimates.id))
			.limit(sql.placeholder("limit"))
			.offset(sql.placeholder("offset"))
			.prepare(),
	};
});

/** The customer's company's shipments, newest departure first, 5 a page. */
export function listCompanyShipments(user: SessionUser, page = 1): ShipmentPage<ShipmentListRow> {
	const customer = asCustomer(user);
	const statements = companyStatements();
	const total = statements.count.get({ company: customer.companyId })?.n ?? 0;
	const pages = pageCountOf(total, SHIPMENT_PAGE_SIZE);
	const current = clamp(page, pages);
	const rows = statements.page.all({
		company: customer.companyId,
		limit: SHIPMENT_PAGE_SIZE,
		offset: (current - 1) * SHIPMENT_PAGE_SIZE,
	});
	const codes = actualCodes(rows.filter((r) => r.status === "in_loading").map((r) => r.id));
	return { rows: rows.map((r) => toRow(r, codes)), total, page: current, pageCount: pages };
}

export type StaffFilter = {
	/** default: every open shipment (booked through in_shipping) */
	statuses?: readonly EstimateStatus[];
	origin?: string;
	destination?: string;
	etdFrom?: IsoDate;
	etdTo?: IsoDate;
	problem?: ShipmentProblem;
	windows?: ProblemWindows;
	page?: number;
};

/** A staff row also names the customer company: the desk works across companies. */
export type StaffListRow = ShipmentListRow & { company: string; problems: ShipmentProblem[]; lastUpdateAt: Date };

/**
 * The newest moment anything was entered for a shipment: its booking or last status move, its
 * schedule, its newest milestone or position (when entered, not when it happened).
 */
const lastUpdate = sql<number>`max(
	coalesce(${estimates.bookedAt}, 0), coalesce(${estimates.updatedAt}, 0),
	coalesce(${shipmentSchedules.createdAt}, 0), coalesce(${shipmentSchedules.updatedAt}, 0),
	coalesce((select max(m.created_at) from shipment_milestones m where m.estimate_id = ${estimates.id}), 0),
	coalesce((select max(p.created_at) from shipment_positions p where p.estimate_id = ${estimates.id}), 0),
	${estimates.createdAt})`;

/** The staff's shipment list: filtered in SQL by status, lane and ETD window, then by problem. */
export function listStaffShipments(
	user: SessionUser,
	filter: StaffFilter = {},
	now: Date = new Date(),
): ShipmentPage<StaffListRow> {
	asStaff(user);
	const rows = staffShipmentRows(filter, now);
	const pages = pageCountOf(rows.length, STAFF_PAGE_SIZE);
	const current = clamp(filter.page ?? 1, pages);
	return {
		rows: rows.slice((current - 1) * STAFF_PAGE_SIZE, current * STAFF_PAGE_SIZE),
		total: rows.length,
		page: current,
		pageCount: pages,
	};
}

// Prepared once per connection (every staff shipment page and the alerts job run it): one
// statement for every filter, a filter left out being a null that lets every row through.
const staffStatement = perConnection((db) => {
	const unlessNull = (name: string, condition: (value: Placeholder) => SQL) =>
		sql`(${sql.placeholder(name)} is null or ${condition(sql.placeholder(name))})`;
	return db
		.select({ ...columns, lastUpdate, company: companies.name })
		.from(estimates)
		.leftJoin(shipmentSchedules, eq(shipmentSchedules.estimateId, estimates.id))
		.innerJoin(companies, eq(companies.id, estimates.companyId))
		.where(
			and(
				inBoundList(estimates.status, "statuses"),
				isNull(estimates.deletedAt),
				unlessNull("origin", (v) => sql`${estimates.origin} = ${v}`),
				unlessNull("destination", (v) => sql`${estimates.destination} = ${v}`),
				unlessNull("etdFrom", (v) => sql`${shipmentSchedules.etd} >= ${v}`),
				unlessNull("etdTo", (v) => sql`${shipmentSchedules.etd} <= ${v}`),
			),
		)
		.orderBy(asc(plannedDeparture), asc(estimates.id))
		.prepare();
});

/**
 * Every row of the staff list that the filter selects, unpaged and without a user: the list above
 * after its guard, and the shipment-alerts job (app/jobs), which must flag exactly what the list shows.
 */
export function staffShipmentRows(filter: Omit<StaffFilter, "page"> = {}, now: Date = new Date()): StaffListRow[] {
	const statuses = (filter.statuses ?? SHIPMENT.filter((s) => s !== "finish")).filter(isShipment);
	const found = staffStatement().all({
		statuses: boundList(statuses.length > 0 ? statuses : [...SHIPMENT]),
		// an empty filter is no filter, as an unset one
		origin: filter.origin || null,
		destination: filter.destination || null,
		etdFrom: filter.etdFrom || null,
		etdTo: filter.etdTo || null,
	});
	const codes = actualCodes(found.filter((r) => r.status === "in_loading").map((r) => r.id));
	const windows = filter.windows ?? DEFAULT_WINDOWS;
	const all = found.map((r): StaffListRow => {
		const lastUpdateAt = new Date(r.lastUpdate);
		const schedule =
			r.eta && r.originalEta ? { eta: r.eta, originalEta: r.originalEta, documentDeadline: r.documentDeadline } : null;
		return {
			...toRow(r, codes),
			company: r.company,
			lastUpdateAt,
			problems: shipmentProblems({ status: r.status, schedule, lastUpdateAt }, now, windows),
		};
	});
	return filter.problem ? all.filter((r) => r.problems.includes(filter.problem!)) : all;
}
