// Demo documents for development and tests only (never production): the papers the demo
// shipments would carry by now, so the upload checklist, the download page, the staff documents tab
// and the partner portals show a shipment in every state. The confirmed shipment has its CI/PL; the
// sailing one its CI/PL and shipping documents, an export clearance answered by the demo broker with
// the certificate, an insurance request waiting for the insurer, and its check B/L and B/L issued;
// the delivered one the full export set. Idempotent: a shipment that has documents is skipped.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { DocumentKind, DocumentOrigin, RequestKind } from "../../app/documents/codes/codes.ts";
import { computePremium, DEFAULT_INSURANCE_RATE_PPM } from "../../app/documents/premium.ts";
import { freightUsdCents } from "../../app/landed-cost/freight.ts";
import type { ClearanceDetails, InsuranceFields } from "../../app/documents/requests.ts";
import type { QuoteOption } from "../../app/pricing/types.ts";
import { getFileStore } from "../../app/storage/files.server.ts";
import type { AppDatabase, Tx } from "../client.ts";
import { documentAudit, documentRequests, estimates, shipmentDocuments, storedFiles } from "../schema.ts";
import { tinyPdf } from "./tiny-pdf.ts";

type DemoFile = { kind: DocumentKind; origin: DocumentOrigin; by: string; title: string; request?: RequestKind };
// the shapes the request screens read (a request's details as the customer's form stores them); an
// insurance request's premium is priced below from the shipment's quote, as createInsuranceRequest does
type DemoRequest = {
	kind: RequestKind;
	partner?: string;
	done?: boolean;
	details?: ClearanceDetails | InsuranceFields;
};

const CUSTOMER = "demo-customer";
const STAFF = "demo-staff";

const CIPL: DemoFile = { kind: "cipl", origin: "customer", by: CUSTOMER, title: "Commercial Invoice / Packing List" };
const PLAN: Record<string, { files: DemoFile[]; requests: DemoRequest[] }> = {
	"demo-shipment-confirmed": { files: [CIPL], requests: [] },
	"demo-shipment-sailing": {
		files: [
			CIPL,
			{ kind: "shipping_docs", origin: "customer", by: CUSTOMER, title: "Shipping Instructions" },
			{
				kind: "export_clearance_cert",
				origin: "partner",
				by: "demo-broker",
				title: "Export Declaration Certificate",
				request: "export_clearance",
			},
			{ kind: "check_bl", origin: "staff", by: STAFF, title: "Check B/L (draft)" },
			{ kind: "bl", origin: "staff", by: STAFF, title: "Bill of Lading", request: "bl_issue" },
		],
		requests: [
			{ kind: "export_clearance", partner: "demo-broker-co", done: true, details: { invoiceUsdCents: 4_850_000 } },
			{
				kind: "insurance",
				partner: "demo-insurer-co",
				details: { invoiceUsdCents: 4_850_000, productName: "Notebook computers", hsCode: "8471300000" },
			},
			{ kind: "bl_issue", done: true },
		],
	},
	"demo-shipment-delivered": {
		files: [
			CIPL,
			{ kind: "shipping_docs", origin: "customer", by: CUSTOMER, title: "Shipping Instructions" },
			{
				kind: "export_clearance_cert",
				origin: "partner",
				by: "demo-broker",
				title: "Export Declaration Certificate",
				request: "export_clearance",
			},
			{ kind: "check_bl", origin: "staff", by: STAFF, title: "Check B/L (draft)" },
			{ kind: "bl", origin: "staff", by: STAFF, title: "Bill of Lading", request: "bl_issue" },
			{
				kind: "insurance_policy",
				origin: "partner",
				by: "demo-insurer",
				title: "Cargo Insurance Policy",
				request: "insurance",
			},
		],
		requests: [
			{ kind: "export_clearance", partner: "demo-broker-co", done: true, details: { invoiceUsdCents: 3_200_000 } },
			{
				kind: "insurance",
				partner: "demo-insurer-co",
				done: true,
				details: { invoiceUsdCents: 3_200_000, productName: "Notebook computers", hsCode: "8471300000" },
			},
			{ kind: "bl_issue", done: true },
		],
	},
};

/** Insurance fields with the premium at the default rate, from the shipment's booked quote. */
function priced(tx: Tx, estimateId: string, fields: InsuranceFields) {
	const row = tx
		.select({ option: estimates.option, krwPerUsdCents: estimates.krwPerUsdCents })
		.from(estimates)
		.where(eq(estimates.id, estimateId))
		.get();
	if (!row?.option) throw new Error(`demo documents: ${estimateId} has no priced quote`);
	const option = JSON.parse(row.option) as QuoteOption;
	const premium = computePremium({
		invoiceUsdCents: fields.invoiceUsdCents,
		freightUsdCents: freightUsdCents(option),
		ratePpm: DEFAULT_INSURANCE_RATE_PPM,
		krwPerUsdCents: row.krwPerUsdCents ?? option.exchange.krwPerUsdCents,
	});
	return { ...fields, premium };
}

function seedOne(
	tx: Tx,
	estimateId: string,
	plan: (typeof PLAN)[string],
	keys: Map<string, { key: string; size: number }>,
): void {
	const requestIds = new Map<RequestKind, string>();
	for (const r of plan.requests) {
		const id = crypto.randomUUID();
		requestIds.set(r.kind, id);
		const partner = r.partner ?? null;
		tx.insert(documentRequests)
			.values({
				id,
				estimateId,
				companyId: "demo-company-a",
				kind: r.kind,
				status: r.done ? "done" : "requested",
				details: r.details
					? JSON.stringify(r.kind === "insurance" ? priced(tx, estimateId, r.details as InsuranceFields) : r.details)
					: null,
				partnerCompanyId: partner,
				assignedBy: partner ? STAFF : null,
				assignedAt: partner ? new Date() : null,
				requestedBy: CUSTOMER,
				answeredBy: r.done
					? r.kind === "insurance"
						? "demo-insurer"
						: r.kind === "bl_issue"
							? STAFF
							: "demo-broker"
					: null,
				answeredAt: r.done ? new Date() : null,
			})
			.run();
		tx.insert(documentAudit)
			.values({
				estimateId,
				action: "request",
				requestId: id,
				kind: r.kind,
				userId: CUSTOMER,
				role: "customer",
				detail: "demo data",
			})
			.run();
	}
	for (const f of plan.files) {
		const stored = keys.get(f.title)!;
		const fileId = crypto.randomUUID();
		tx.insert(storedFiles)
			.values({
				id: fileId,
				key: stored.key,
				name: `${f.title}.pdf`,
				contentType: "application/pdf",
				size: stored.size,
				uploadedBy: f.by,
			})
			.run();
		const id = crypto.randomUUID();
		const requestId = f.request ? (requestIds.get(f.request) ?? null) : null;
		tx.insert(shipmentDocuments)
			.values({
				id,
				estimateId,
				companyId: "demo-company-a",
				kind: f.kind,
				fileId,
				origin: f.origin,
				requestId,
				uploadedBy: f.by,
			})
			.run();
		const role =
			f.by === CUSTOMER ? "customer" : f.by === STAFF ? "staff" : f.by === "demo-broker" ? "customs_broker" : "insurer";
		tx.insert(documentAudit)
			.values({
				estimateId,
				action: f.origin === "customer" || f.origin === "partner" ? "upload" : "issue",
				documentId: id,
				requestId,
				kind: f.kind,
				fileHash: stored.key,
				userId: f.by,
				role,
				detail: "demo data",
			})
			.run();
	}
}

/** Seeds the demo documents of the demo shipments that have none yet; needs the demo shipments. */
export async function seedDemoDocuments(db: AppDatabase): Promise<{ shipments: number }> {
	// the files first (the store is outside the database), one per title
	const keys = new Map<string, { key: string; size: number }>();
	for (const plan of Object.values(PLAN))
		for (const f of plan.files) {
			if (keys.has(f.title)) continue;
			const bytes = tinyPdf(f.title, [
				"Demo document - Demo Trading Co., Ltd.",
				"Busan (KRPUS) -> Hai Phong (VNHPH)",
				"Notebook computers, 120 cartons",
			]);
			const { key } = await getFileStore().put(bytes, "application/pdf");
			keys.set(f.title, { key, size: bytes.length });
		}
	let made = 0;
	db.transaction((tx) => {
		for (const [estimateId, plan] of Object.entries(PLAN)) {
			if (
				tx
					.select({ id: shipmentDocuments.id })
					.from(shipmentDocuments)
					.where(eq(shipmentDocuments.estimateId, estimateId))
					.get()
			)
				continue;
			seedOne(tx, estimateId, plan, keys);
			made++;
		}
	});
	return { shipments: made };
}
