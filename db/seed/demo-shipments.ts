// Demo shipments for development and tests only (never production): the demo
// company's bookings in every stage, so a newcomer finds every shipment screen filled. One sails
// Busan -> Hai Phong with positions along the way, one is transhipped via Hong Kong, one is delayed,
// one delivered, one by air. Dates are relative to the day of seeding, so the demo always looks live.
// Each shipment is made once (stable ids); seeding again leaves the existing ones as they are.
// Everything goes through the lifecycle (changeStatus) and the change log, as staff would make it.
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../app/auth/session.server.ts";
import { addDays, seoulToday } from "../../app/calendar/calendar.ts";
import type { EstimateStatus } from "../../app/lifecycle/lifecycle.ts";
import { type PricingRequestInput, modeOf, PricingRequestSchema } from "../../app/pricing/request.ts";
import { priceFromDb } from "../../app/pricing/store/rate-set.server.ts";
import { changeStatus, nextNumberBody, optionColumns } from "../../app/quotes/estimates.server.ts";
import type { MilestoneCode } from "../../app/shipments/codes/codes.ts";
import { recordChange } from "../../app/shipments/changes.server.ts";
import { portSequence } from "../../app/shipments/schedule.ts";
import { insertMilestone, insertPosition } from "../../app/shipments/tracking.server.ts";
import type { AppDatabase, Tx } from "../client.ts";
import { bookingDetails, estimateEvents, estimates, shipmentRoutes, shipmentSchedules } from "../schema.ts";

const customer: SessionUser = {
	id: "demo-customer",
	email: "customer@demo.kr",
	name: "데모 고객",
	role: "customer",
	locale: "kr",
	companyId: "demo-company-a",
	phone: "01012345678",
	phoneVerified: true,
	sessionId: "seed",
	partnerCompanyId: null,
};
const STAFF_ID = "demo-staff";

export type DemoShipment = {
	/** the estimate's id (stable, so a second seeding finds it) */
	id: string;
	request: PricingRequestInput;
	status: EstimateStatus;
	/** days from today */
	schedule?: {
		etd: number;
		eta: number;
		slipDays?: number;
		vessel?: [string, string];
		flight?: string;
		carrier: string;
		via?: string;
	};
	milestones?: [MilestoneCode, number, "actual" | "planned", string?][];
	/** [lat, lon, days from today] */
	positions?: [number, number, number][];
};

const fcl = (origin: string, destination: string): PricingRequestInput => ({
	mode: "sea",
	direction: "export",
	cargoType: "fcl",
	origin,
	destination,
	readyDate: seoulToday(),
	containers: [{ type: "dv20", count: 1 }],
});

// Busan -> Korea Strait -> East China Sea -> Taiwan Strait -> off Hong Kong -> Hainan Strait -> Gulf of Tonkin
const BUSAN_HAIPHONG: [number, number][] = [
	[34.6, 128.9],
	[32.2, 126.8],
	[28.4, 123.4],
	[24.4, 119.6],
	[21.9, 115.2],
	[20.2, 110.6],
];

export const DEMO_SHIPMENTS: DemoShipment[] = [
	{ id: "demo-shipment-request", request: fcl("KRPUS", "VNHPH"), status: "booked" },
	{
		id: "demo-shipment-pending",
		request: fcl("KRINC", "VNHPH"),
		status: "wait_schedule",
		schedule: { etd: 9, eta: 15, carrier: "SINOKOR", vessel: ["SINOKOR INCHEON", "2612S"] },
	},
	{
		id: "demo-shipment-confirmed",
		request: fcl("KRPUS", "VNHPH"),
		status: "in_loading",
		schedule: { etd: 6, eta: 11, carrier: "KMTC", vessel: ["KMTC HOCHIMINH", "2613S"] },
		milestones: [["booking_confirmed", -1, "actual"]],
	},
	{
		id: "demo-shipment-loading",
		request: fcl("KRPUS", "VNHPH"),
		status: "in_loading",
		schedule: { etd: 3, eta: 8, carrier: "HMM", vessel: ["HMM DREAM", "0045S"] },
		milestones: [
			["booking_confirmed", -2, "actual"],
			["picked_up", -1, "actual", "김해시 주촌면"],
			["gate_in", 1, "planned", "KRPUS"],
		],
	},
	{
		id: "demo-shipment-sailing",
		request: fcl("KRPUS", "VNHPH"),
		status: "in_shipping",
		schedule: { etd: -3, eta: 2, carrier: "HMM", vessel: ["HMM BLESSING", "0123S"] },
		milestones: [
			["booking_confirmed", -8, "actual"],
			["gate_in", -5, "actual", "KRPUS"],
			["departed", -3, "actual", "KRPUS"],
			["arrived", 2, "planned", "VNHPH"],
		],
		positions: BUSAN_HAIPHONG.slice(0, 5).map(([lat, lon], i) => [lat, lon, -2.6 + i * 0.6]),
	},
	{
		id: "demo-shipment-transhipped",
		request: fcl("KRPUS", "VNCLI"),
		status: "in_shipping",
		schedule: { etd: -6, eta: 4, carrier: "SITC", vessel: ["SITC HONGKONG", "2611S"], via: "HKHKG" },
		milestones: [
			["departed", -6, "actual", "KRPUS"],
			["transhipment_arrived", -2, "actual", "HKHKG"],
			["transhipment_departed", 0, "planned", "HKHKG"],
			["arrived", 4, "planned", "VNCLI"],
		],
		positions: [
			[30.9, 124.8, -4.5],
			[22.3, 114.1, -1.5],
		],
	},
	{
		id: "demo-shipment-delayed",
		request: fcl("KRPUS", "VNHPH"),
		status: "in_shipping",
		schedule: { etd: -5, eta: 1, slipDays: 3, carrier: "KMTC", vessel: ["KMTC SHANGHAI", "2610S"] },
		milestones: [["departed", -5, "actual", "KRPUS"]],
		positions: [[24.9, 120.1, -1]],
	},
	{
		id: "demo-shipment-delivered",
		request: fcl("KRPUS", "VNHPH"),
		status: "finish",
		schedule: { etd: -20, eta: -14, carrier: "HMM", vessel: ["HMM GARAM", "0099S"] },
		milestones: [
			["departed", -20, "actual", "KRPUS"],
			["arrived", -14, "actual", "VNHPH"],
			["delivered", -12, "actual", "Hai Phong"],
		],
		positions: [[20.7, 107.1, -14.2]],
	},
	{
		id: "demo-shipment-air",
		request: {
			mode: "air",
			direction: "export",
			origin: "ICN",
			destination: "SGN",
			readyDate: seoulToday(),
			packages: [{ count: 4, weightKg: 60, dimensions: { length: 60, width: 50, height: 40, unit: "CM" } }],
		},
		status: "in_shipping",
		schedule: { etd: 0, eta: 0, carrier: "Korean Air", flight: "KE 681" },
		milestones: [["departed", -0.1, "actual", "ICN"]],
		positions: [[27.5, 121.9, -0.05]],
	},
];

/** The lifecycle's path to each status, with who takes each step. */
const PATH: Record<string, [EstimateStatus, "customer" | "staff"][]> = {
	booked: [["booked", "customer"]],
	wait_schedule: [
		["booked", "customer"],
		["wait_schedule", "staff"],
	],
	in_loading: [
		["booked", "customer"],
		["in_loading", "staff"],
	],
	in_shipping: [
		["booked", "customer"],
		["in_loading", "staff"],
		["in_shipping", "staff"],
	],
	finish: [
		["booked", "customer"],
		["in_loading", "staff"],
		["in_shipping", "staff"],
		["finish", "staff"],
	],
};

const dayAt = (days: number) => new Date(Date.now() + days * 86_400_000);

/** One shipment of demo-company-a as the lifecycle would have made it (the e2e tests make theirs with it too). */
export function seedShipment(tx: Tx, demo: DemoShipment, today: string): void {
	const request = PricingRequestSchema.parse(demo.request);
	const priced = priceFromDb(request);
	if (!priced.ok)
		throw new Error(
			`demo shipment ${demo.id}: no demo price for ${request.origin} -> ${request.destination} (${priced.reason})`,
		);
	// as insertEstimate makes one, with a stable id so a second seeding finds it
	tx.insert(estimates)
		.values({
			id: demo.id,
			numberBody: nextNumberBody(tx),
			companyId: customer.companyId as string,
			userId: customer.id,
			status: "in_confirm",
			mode: modeOf(request),
			direction: request.direction,
			origin: request.origin,
			destination: request.destination,
			commodity: "NOTEBOOK COMPUTERS",
			readyDate: request.readyDate,
			request: JSON.stringify(request),
			...optionColumns(priced.options[0]!),
		})
		.run();
	tx.insert(estimateEvents)
		.values({
			estimateId: demo.id,
			fromStatus: null,
			toStatus: "in_confirm",
			actor: "customer",
			userId: customer.id,
			note: "demo data",
		})
		.run();
	let status: EstimateStatus = "in_confirm";
	for (const [to, actor] of PATH[demo.status]!) {
		const changes = to === "booked" ? { bookedAt: dayAt(-10), shipDate: addDays(today, demo.schedule?.etd ?? 7) } : {};
		changeStatus(
			tx,
			{ id: demo.id, status },
			to,
			actor,
			actor === "customer" ? customer.id : STAFF_ID,
			changes,
			"demo data",
		);
		status = to;
	}
	tx.insert(bookingDetails)
		.values({
			estimateId: demo.id,
			shipperName: "데모무역 주식회사",
			shipperAddress: "서울특별시 중구 세종대로 110",
			shipperContact: "02-1234-5678",
			consigneeName: "Viet Trading Co., Ltd.",
			consigneeAddress: "12 Le Thanh Tong, Hai Phong, Vietnam",
			consigneeContact: "+84 225 000 0000",
			notifySameAsConsignee: true,
			hsCode: "8471.30.1000",
			packageCount: 120,
			packageKind: "CARTONS",
			cargoDescription: "NOTEBOOK COMPUTERS",
		})
		.run();

	const s = demo.schedule;
	if (!s) return;
	const confirmed = demo.status !== "wait_schedule";
	const eta = addDays(today, s.eta + (s.slipDays ?? 0));
	const route = { origin: request.origin, destination: request.destination };
	const path = s.via ? "transhipment" : "direct";
	const row = {
		estimateId: demo.id,
		companyId: customer.companyId as string,
		carrier: s.carrier,
		vessel: s.vessel?.[0] ?? null,
		voyage: s.vessel?.[1] ?? null,
		flightNumber: s.flight ?? null,
		path,
		viaPort: s.via ?? null,
		documentDeadline: addDays(today, s.etd - 2),
		cargoClosing: addDays(today, s.etd - 1),
		etd: addDays(today, s.etd),
		eta,
		originalEta: addDays(today, s.eta),
		pickupDate: addDays(today, s.etd - 2),
		deliveryDate: addDays(today, s.eta + (s.slipDays ?? 0) + 2),
		pickupPlace: "경상남도 김해시 주촌면 서부로 1",
		deliveryPlace: "12 Le Thanh Tong, Hai Phong",
		confirmedAt: confirmed ? dayAt(-7) : null,
		confirmedBy: confirmed ? STAFF_ID : null,
		createdBy: STAFF_ID,
	} as const;
	tx.insert(shipmentSchedules).values(row).run();
	recordChange(tx, {
		estimateId: demo.id,
		kind: "schedule",
		rowId: demo.id,
		before: null,
		after: row,
		userId: STAFF_ID,
	});
	if (s.slipDays) {
		// the slip as staff would have entered it: the confirmed ETA stays
		recordChange(tx, {
			estimateId: demo.id,
			kind: "schedule",
			rowId: demo.id,
			before: { ...row, eta: row.originalEta },
			after: row,
			userId: STAFF_ID,
		});
	}
	const ports = portSequence(route, { path, viaPort: s.via ?? null });
	tx.insert(shipmentRoutes)
		.values({ estimateId: demo.id, ports: JSON.stringify(ports), updatedBy: STAFF_ID, updatedAt: dayAt(-7) })
		.run();
	recordChange(tx, {
		estimateId: demo.id,
		kind: "route",
		rowId: demo.id,
		before: null,
		after: { ports },
		userId: STAFF_ID,
	});
	for (const [code, days, kind, place] of demo.milestones ?? [])
		insertMilestone(
			tx,
			demo.id,
			{
				code,
				place: place ?? null,
				note: null,
				plannedAt: kind === "planned" ? dayAt(days) : null,
				actualAt: kind === "actual" ? dayAt(days) : null,
			},
			STAFF_ID,
		);
	for (const [lat, lon, days] of demo.positions ?? [])
		insertPosition(tx, demo.id, { lat, lon, at: dayAt(days), source: "carrier" }, STAFF_ID);
}

/** Seeds the demo shipments not seeded yet; returns how many were made. Needs the demo users and rates. */
export function seedDemoShipments(db: AppDatabase, now: Date = new Date()): { shipments: number } {
	const today = seoulToday(now);
	let made = 0;
	db.transaction((tx) => {
		for (const demo of DEMO_SHIPMENTS) {
			if (tx.select({ id: estimates.id }).from(estimates).where(eq(estimates.id, demo.id)).get()) continue;
			seedShipment(tx, demo, today);
			made++;
		}
	});
	return { shipments: made };
}
