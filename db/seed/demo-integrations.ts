// The integrations' demo (decisions 097-100), from recorded answers so a new user sees each of them
// without keys or network: the Korea Eximbank's official rates of the business days 8 to 13 days ago
// (between the demo's own staff rates of 14 and 7 days ago, so no other demo quote or invoice changes),
// a delivered export whose issued invoice uses one of them and carries its two electronic tax invoices
// with NTS approval numbers, and an import at Busan whose UNI-PASS clearance steps end in its release.
// Idempotent: a second run finds its rows.
import { eq } from "drizzle-orm";
import { addDays, seoulToday } from "../../app/calendar/calendar.ts";
import { EXIM_RECORDED_USD } from "../../app/integrations/recorded/koreaexim.ts";
import { centsOf } from "../../app/integrations/koreaexim/parse.ts";
import { popbillNtsNumber } from "../../app/integrations/recorded/popbill.ts";
import { planTaxInvoices, supplyDate } from "../../app/integrations/popbill/plan.ts";
import { storeOfficialRate } from "../../app/integrations/rates.server.ts";
import { mgtKeyOf } from "../../app/integrations/tax-invoices.server.ts";
import { parseProgress } from "../../app/integrations/unipass/parse.ts";
import { unipassAnswer } from "../../app/integrations/recorded/unipass.ts";
import { ensureInvoice, loadInvoice } from "../../app/invoices/invoice.server.ts";
import type { AppDatabase } from "../client.ts";
import {
	clearanceSteps,
	clearanceTracking,
	estimates,
	invoiceRateOrigins,
	invoices,
	shipmentCargo,
	taxInvoices,
} from "../schema.ts";
import { type DemoShipment, seedShipment } from "./demo-shipments.ts";

export const DEMO_TAXED_SHIPMENT = "demo-shipment-taxed";
export const DEMO_IMPORT_SHIPMENT = "demo-shipment-import";
const DEMO_HOUSE_BL = "BRNHPH2611001";

// recorded USD base rates, as the bank wrote them, by days ago
const RECORDED: Record<number, string> = {
	13: "1,388.10",
	12: "1,386.40",
	11: "1,389.75",
	10: EXIM_RECORDED_USD,
	9: "1,390.20",
	8: "1,387.05",
};

const SHIPMENTS: DemoShipment[] = [
	{
		id: DEMO_TAXED_SHIPMENT,
		request: {
			mode: "sea",
			direction: "export",
			cargoType: "fcl",
			origin: "KRPUS",
			destination: "VNHPH",
			readyDate: seoulToday(),
			containers: [{ type: "dv40", count: 1 }],
		},
		status: "finish",
		schedule: { etd: -10, eta: -5, carrier: "HMM", vessel: ["HMM NURI", "0110S"] },
		milestones: [
			["departed", -10, "actual", "KRPUS"],
			["arrived", -5, "actual", "VNHPH"],
			["delivered", -4, "actual", "Hai Phong"],
		],
	},
	{
		id: DEMO_IMPORT_SHIPMENT,
		request: {
			mode: "sea",
			direction: "import",
			cargoType: "fcl",
			origin: "VNHPH",
			destination: "KRPUS",
			readyDate: seoulToday(),
			containers: [{ type: "dv20", count: 1 }],
		},
		status: "in_shipping",
		schedule: { etd: -7, eta: -2, carrier: "KMTC", vessel: ["KMTC HAIPHONG", "2611N"] },
		milestones: [
			["departed", -7, "actual", "VNHPH"],
			["arrived", -2, "actual", "KRPUS"],
		],
	},
];

export function seedDemoIntegrations(db: AppDatabase, now: Date = new Date()) {
	const today = seoulToday(now);
	let rates = 0;
	for (const [ago, figure] of Object.entries(RECORDED)) {
		const day = addDays(today, -Number(ago));
		const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
		// the bank publishes nothing on a weekend: the invoice of such a day says it fell back
		if (weekday === 0 || weekday === 6) continue;
		if (storeOfficialRate(day, centsOf(figure) as number, now) === "stored") rates++;
	}
	let shipments = 0;
	db.transaction((tx) => {
		for (const demo of SHIPMENTS) {
			if (tx.select({ id: estimates.id }).from(estimates).where(eq(estimates.id, demo.id)).get()) continue;
			seedShipment(tx, demo, today);
			shipments++;
		}
	});
	return { rates, shipments, taxInvoices: seedTaxInvoices(db, now), clearanceSteps: seedClearance(db, now) };
}

/** The taxed shipment's invoice, issued at its departure day's rate, and its tax invoices as popbill answered. */
function seedTaxInvoices(db: AppDatabase, now: Date): number {
	if (db.select().from(taxInvoices).where(eq(taxInvoices.estimateId, DEMO_TAXED_SHIPMENT)).get()) return 0;
	ensureInvoice(DEMO_TAXED_SHIPMENT);
	const before = loadInvoice(DEMO_TAXED_SHIPMENT, now);
	if (!before) return 0;
	const today = seoulToday(now);
	db.transaction((tx) => {
		tx.update(invoices)
			.set({
				issuedAt: now,
				dueDate: addDays(today, 7),
				rateDate: before.rate.date,
				krwPerUsdCents: before.rate.krwPerUsdCents,
			})
			.where(eq(invoices.estimateId, DEMO_TAXED_SHIPMENT))
			.run();
		tx.insert(invoiceRateOrigins)
			.values({ estimateId: DEMO_TAXED_SHIPMENT, source: before.rate.source, publishedOn: before.rate.publishedOn })
			.onConflictDoNothing()
			.run();
	});
	const invoice = loadInvoice(DEMO_TAXED_SHIPMENT, now)!;
	const r = invoice.reconciliation;
	const planned = planTaxInvoices(
		{ vatableKrw: r.taxable.netKrw, vatKrw: r.vatKrw, zeroRatedKrw: r.zeroRated.netKrw },
		[],
		[],
	);
	planned.forEach((p, i) => {
		const mgtKey = mgtKeyOf(invoice.estimate.numberBody, p.taxType, i + 1);
		const writeDate = supplyDate(invoice.rate.date, today);
		db.insert(taxInvoices)
			.values({
				estimateId: DEMO_TAXED_SHIPMENT,
				mgtKey,
				taxType: p.taxType,
				writeDate,
				supplyKrw: p.supplyKrw,
				taxKrw: p.taxKrw,
				state: "sent",
				ntsConfirmNum: popbillNtsNumber(mgtKey, writeDate.replaceAll("-", "")),
				attempts: 1,
				updatedAt: now,
			})
			.run();
	});
	return planned.length;
}

/** The import's house B/L and the UNI-PASS steps of the recorded answer. */
function seedClearance(db: AppDatabase, now: Date): number {
	if (db.select().from(clearanceTracking).where(eq(clearanceTracking.estimateId, DEMO_IMPORT_SHIPMENT)).get()) return 0;
	db.insert(shipmentCargo)
		.values({ estimateId: DEMO_IMPORT_SHIPMENT, houseBlNo: DEMO_HOUSE_BL, masterBlNo: "KMTCHPH2611778" })
		.onConflictDoNothing()
		.run();
	const progress = parseProgress(unipassAnswer(now, DEMO_HOUSE_BL));
	const release = progress.steps.find((s) => s.step === "released");
	db.insert(clearanceTracking)
		.values({
			estimateId: DEMO_IMPORT_SHIPMENT,
			cargoMgmtNo: progress.cargoMgmtNo,
			status: progress.status,
			checkedAt: now,
			releasedAt: release?.at ?? null,
		})
		.run();
	for (const s of progress.steps)
		db.insert(clearanceSteps)
			.values({ estimateId: DEMO_IMPORT_SHIPMENT, step: s.step, providerLabel: s.label, at: s.at, place: s.place })
			.run();
	return progress.steps.length;
}
