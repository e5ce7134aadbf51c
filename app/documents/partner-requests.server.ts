// Clearance and insurance requests (spec sections 5 and 6): the customer asks, staff assign a partner
// company (or the only one of its kind is assigned at once), the partner reads what the spec lets it
// read and answers with its certificate, which the customer then finds among the issued documents.
// Every step is one transaction with its audit entry and, where a form drives it, a one-time key; the
// mails go after the commit (request-mail.server.ts) and never undo a step.
import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { partnerAssigned } from "#app/auth/access.ts";
import { asCustomer, asStaff } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { documentNumber } from "#app/lifecycle/lifecycle.ts";
import { findPlace } from "#app/places/places.server.ts";
import type { Estimate } from "#app/quotes/estimates.server.ts";
import { getShipmentEstimateFor } from "#app/shipments/shipment.server.ts";
import { exactlyOnce, exactlyOnceOr, isDuplicateKey, onceResult } from "#app/utils/once.server.ts";
import { type RefusalKinds, refuse } from "#app/utils/refusal.ts";
import { notFound } from "#app/utils/replies.server.ts";
import { insertionOrder } from "#db/insertion-order.ts";
import { type Tx, getDb } from "#db/client.ts";
import type { Role } from "#db/roles.ts";
import {
	companies,
	documentRequests,
	estimates,
	partnerCompanies,
	shipmentDocuments,
	storedFiles,
	users,
} from "#db/schema.ts";
import { listDocumentAudit, recordDocumentEvent } from "./audit.server.ts";
import type { DocumentKind, IssuedKind, PartnerKind, RequestKind, RequestStatus } from "./codes/codes.ts";
import { currentInsuranceRate } from "./insurance-rate.server.ts";
import { PARTNER_SCOPE, partnerKindOf } from "./partner-scope.ts";
import { freightUsdCents } from "#app/landed-cost/freight.ts";
import { type Premium, computePremium } from "./premium.ts";
import {
	type ClearanceKind,
	type InsuranceFields,
	type InsuranceInput,
	type Refusal,
	type ShipmentFacts,
	checkClearanceRequest,
	checkInsuranceRequest,
	partnerCountry,
} from "./requests.ts";
import { recordStoredFile } from "#app/storage/stored-files.server.ts";

export const PARTNER_REQUEST_KINDS = [
	"export_clearance",
	"import_clearance",
	"insurance",
] as const satisfies readonly RequestKind[];
export type PartnerRequestKind = (typeof PARTNER_REQUEST_KINDS)[number];

/** What each answered request leaves among the customer's issued documents. */
export const CERTIFICATE_KIND: Record<PartnerRequestKind, IssuedKind> = {
	export_clearance: "export_clearance_cert",
	import_clearance: "import_clearance_cert",
	insurance: "insurance_policy",
};

export const PARTNER_KIND_OF_REQUEST: Record<PartnerRequestKind, PartnerKind> = {
	export_clearance: "customs",
	import_clearance: "customs",
	insurance: "insurance",
};

export type RequestRow = typeof documentRequests.$inferSelect;
export type ClearanceDetails = { invoiceUsdCents: number };
export type InsuranceDetails = InsuranceFields & { premium: Premium };

const REQUEST_ONCE = "document-request";
const ASSIGN_ONCE = "document-request-assign";
const CERTIFICATE_ONCE = "partner-certificate";

export function isPartnerRequestKind(kind: string): kind is PartnerRequestKind {
	return (PARTNER_REQUEST_KINDS as readonly string[]).includes(kind);
}

export function parseDetails<T>(row: Pick<RequestRow, "details">): T | null {
	return row.details ? (JSON.parse(row.details) as T) : null;
}

function countryOf(code: string): string {
	return findPlace(code)?.countryCode ?? code.slice(0, 2).toUpperCase();
}

/** The customer's shipment (their company's, booked or later) and the facts the request rules read. */
export function customerShipment(
	user: SessionUser,
	estimateId: string,
): { estimate: Estimate; facts: ShipmentFacts; requests: RequestRow[] } {
	const estimate = getShipmentEstimateFor(asCustomer(user), estimateId);
	const requests = getDb().select().from(documentRequests).where(eq(documentRequests.estimateId, estimate.id)).all();
	return {
		estimate,
		requests,
		facts: {
			priced: estimate.option !== null && estimate.totalKrw !== null,
			requested: requests.map((r) => r.kind),
			originCountry: countryOf(estimate.origin),
			destinationCountry: countryOf(estimate.destination),
		},
	};
}

export type CreateOutcome =
	{ ok: true; redirectTo: string; requestId: string | null; assigned?: boolean } | { ok: false; refusals: Refusal[] };

/**
 * Inserts the request in its own once-keyed transaction with its audit, assigning the only partner
 * company of the kind when there is exactly one. A second request of the kind is refused by the unique
 * index even when two submissions race past the rule's check.
 */
function insertRequest(
	user: SessionUser,
	estimate: Estimate,
	kind: PartnerRequestKind,
	details: unknown,
	onceKey: string,
	redirectTo: string,
): CreateOutcome {
	try {
		const done = exactlyOnce(onceKey, REQUEST_ONCE, (tx) => {
			const id = crypto.randomUUID();
			const only = soleCompanyOf(tx, PARTNER_KIND_OF_REQUEST[kind]);
			const now = new Date();
			tx.insert(documentRequests)
				.values({
					id,
					estimateId: estimate.id,
					companyId: estimate.companyId,
					kind,
					details: JSON.stringify(details),
					requestedBy: user.id,
					partnerCompanyId: only,
					assignedAt: only ? now : null,
				})
				.run();
			recordDocumentEvent(tx, {
				estimateId: estimate.id,
				action: "request",
				actor: { id: user.id, role: user.role },
				requestId: id,
				kind,
			});
			if (only)
				recordDocumentEvent(tx, {
					estimateId: estimate.id,
					action: "assign",
					actor: null,
					requestId: id,
					kind,
					detail: `auto:${only}`,
				});
			return { redirectTo, value: { id, assigned: only !== null } };
		});
		if (done.repeated) return { ok: true, redirectTo: done.redirectTo, requestId: null };
		return { ok: true, redirectTo, requestId: done.value.id, assigned: done.value.assigned };
	} catch (error) {
		if (isDuplicateKey(error)) return { ok: false, refusals: [{ field: "form", error: "alreadyRequested" }] };
		throw error;
	}
}

/** The one partner company of this kind, or null when there are none or several (staff then choose). */
function soleCompanyOf(tx: Pick<Tx, "select">, kind: PartnerKind): string | null {
	const rows = tx
		.select({ id: partnerCompanies.id })
		.from(partnerCompanies)
		.where(eq(partnerCompanies.kind, kind))
		.limit(2)
		.all();
	return rows.length === 1 ? (rows[0] as { id: string }).id : null;
}

/** A form sent again (double click, back and resend) lands where the first one led, before any rule says "already requested". */
function repeated(onceKey: string): CreateOutcome | null {
	const earlier = onceResult(onceKey, REQUEST_ONCE);
	return earlier ? { ok: true, redirectTo: earlier, requestId: null } : null;
}

export function clearancePath(estimateId: string, kind: ClearanceKind): string {
	return `/mypage/upload/${estimateId}/clearance/${kind === "export_clearance" ? "export" : "import"}`;
}

export function insurancePath(estimateId: string): string {
	return `/mypage/upload/${estimateId}/insurance`;
}

/** A customer's clearance request; the mail to the broker is the caller's (after this returns). */
export function createClearanceRequest(
	user: SessionUser,
	estimateId: string,
	kind: ClearanceKind,
	input: { invoice: string | null },
	onceKey: string,
) {
	const earlier = repeated(onceKey);
	if (earlier) return earlier;
	const { estimate, facts } = customerShipment(user, estimateId);
	const checked = checkClearanceRequest(kind, input, facts);
	if (!checked.ok) return checked;
	return insertRequest(
		user,
		estimate,
		kind,
		checked.details satisfies ClearanceDetails,
		onceKey,
		`${clearancePath(estimate.id, kind)}?done=requested`,
	);
}

/** The premium the customer is shown for these fields at the current rate, or why there is none. */
export function insuranceEstimate(
	user: SessionUser,
	estimateId: string,
	input: InsuranceInput,
): { ok: true; details: InsuranceDetails } | { ok: false; refusals: Refusal[] } {
	const { estimate, facts } = customerShipment(user, estimateId);
	const checked = checkInsuranceRequest(input, facts);
	if (!checked.ok) return checked;
	const option = estimate.option;
	if (!option) return { ok: false, refusals: [{ field: "form", error: "calculateFirst" }] };
	const premium = computePremium({
		invoiceUsdCents: checked.fields.invoiceUsdCents,
		freightUsdCents: freightUsdCents(option),
		ratePpm: currentInsuranceRate().ppm,
		krwPerUsdCents: estimate.krwPerUsdCents ?? option.exchange.krwPerUsdCents,
	});
	return { ok: true, details: { ...checked.fields, premium } };
}

/** The insurance request, priced again here (a premium posted back by the browser is never trusted). */
export function createInsuranceRequest(user: SessionUser, estimateId: string, input: InsuranceInput, onceKey: string) {
	const earlier = repeated(onceKey);
	if (earlier) return earlier;
	const priced = insuranceEstimate(user, estimateId, input);
	if (!priced.ok) return priced;
	const { estimate } = customerShipment(user, estimateId);
	return insertRequest(
		user,
		estimate,
		"insurance",
		priced.details,
		onceKey,
		`${insurancePath(estimate.id)}?done=requested`,
	);
}

// ---------------------------------------------------------------------------------------------
// Staff: the queue, one request, assigning a partner company
// ---------------------------------------------------------------------------------------------

export type StaffRequestFilter = { status?: RequestStatus | null; kind?: PartnerRequestKind | null };

const numberOf = (row: { numberBody: string; status: Estimate["status"]; payment: Estimate["payment"] }) =>
	documentNumber(row.numberBody, row.status, row.payment);

/** Clearance and insurance requests, unassigned first, then newest first. */
export function listStaffRequests(user: SessionUser, filter: StaffRequestFilter = {}) {
	asStaff(user);
	const where = [inArray(documentRequests.kind, [...PARTNER_REQUEST_KINDS])];
	if (filter.status) where.push(eq(documentRequests.status, filter.status));
	if (filter.kind) where.push(eq(documentRequests.kind, filter.kind));
	return getDb()
		.select({
			id: documentRequests.id,
			kind: documentRequests.kind,
			status: documentRequests.status,
			createdAt: documentRequests.createdAt,
			estimateId: documentRequests.estimateId,
			numberBody: estimates.numberBody,
			estimateStatus: estimates.status,
			payment: estimates.payment,
			origin: estimates.origin,
			destination: estimates.destination,
			company: companies.name,
			partner: partnerCompanies.name,
		})
		.from(documentRequests)
		.innerJoin(estimates, eq(estimates.id, documentRequests.estimateId))
		.innerJoin(companies, eq(companies.id, documentRequests.companyId))
		.leftJoin(partnerCompanies, eq(partnerCompanies.id, documentRequests.partnerCompanyId))
		.where(and(...where))
		.orderBy(
			sql`${documentRequests.partnerCompanyId} is not null`,
			desc(documentRequests.createdAt),
			asc(documentRequests.id),
		)
		.all()
		.map((r) => ({
			...r,
			kind: r.kind as PartnerRequestKind,
			number: numberOf({ numberBody: r.numberBody, status: r.estimateStatus, payment: r.payment }),
		}));
}

function requestRow(id: string): RequestRow | null {
	return getDb().select().from(documentRequests).where(eq(documentRequests.id, id)).get() ?? null;
}

/** One request for the staff desk: the shipment, the customer company, the partner companies it may go to, its history. */
export function getStaffRequest(user: SessionUser, id: string) {
	asStaff(user);
	const row = requestRow(id);
	if (!row || !isPartnerRequestKind(row.kind)) throw notFound();
	const kind = row.kind;
	const estimate = getDb().select().from(estimates).where(eq(estimates.id, row.estimateId)).get();
	if (!estimate) throw notFound();
	const company = getDb().select({ name: companies.name }).from(companies).where(eq(companies.id, row.companyId)).get();
	const partners = getDb()
		.select({ id: partnerCompanies.id, name: partnerCompanies.name, email: partnerCompanies.email })
		.from(partnerCompanies)
		.where(eq(partnerCompanies.kind, PARTNER_KIND_OF_REQUEST[kind]))
		.orderBy(asc(partnerCompanies.name))
		.all();
	const history = listDocumentAudit(row.estimateId).filter((e) => e.requestId === id);
	return {
		request: { ...row, kind },
		number: numberOf(estimate),
		estimate,
		company: company?.name ?? "",
		partners,
		history,
	};
}

export type AssignRefusal = "wrongKind" | "closed";
export type AssignOutcome = { ok: true; redirectTo: string; changed: boolean } | { ok: false; error: AssignRefusal };

/** How an assignment's refusal answers: a partner of another kind is the form's 400, a request answered meanwhile 409. */
export const ASSIGN_REFUSAL_KINDS: RefusalKinds<AssignRefusal> = { wrongKind: "badRequest", closed: "conflict" };

/** Assigns (or reassigns) a partner company of the request's kind while the request is open. */
export function assignPartner(
	user: SessionUser,
	requestId: string,
	partnerCompanyId: string,
	onceKey: string,
): AssignOutcome {
	asStaff(user);
	const row = requestRow(requestId);
	if (!row || !isPartnerRequestKind(row.kind)) throw notFound();
	const kind = row.kind;
	const partner = getDb().select().from(partnerCompanies).where(eq(partnerCompanies.id, partnerCompanyId)).get();
	if (!partner || partner.kind !== PARTNER_KIND_OF_REQUEST[kind]) return { ok: false, error: "wrongKind" };
	if (row.status !== "requested") return { ok: false, error: "closed" };
	const redirectTo = `/admin/requests/${requestId}?done=assigned`;
	if (row.partnerCompanyId === partnerCompanyId) return { ok: true, redirectTo, changed: false };
	const done = exactlyOnceOr<undefined, "closed">(onceKey, ASSIGN_ONCE, (tx) =>
		assignIn(tx, user, row, kind, partnerCompanyId, redirectTo),
	);
	if (!done.ok) return { ok: false, error: done.refused };
	return { ok: true, redirectTo: done.redirectTo, changed: !done.repeated };
}

/** The assignment inside the once-keyed transaction, conditional on the request still being open: a partner's answer meanwhile wins. */
function assignIn(
	tx: Tx,
	user: SessionUser,
	row: RequestRow,
	kind: PartnerRequestKind,
	partnerCompanyId: string,
	redirectTo: string,
) {
	const changed = tx
		.update(documentRequests)
		.set({ partnerCompanyId, assignedBy: user.id, assignedAt: new Date() })
		.where(and(eq(documentRequests.id, row.id), eq(documentRequests.status, "requested")))
		.run().changes;
	if (!changed) refuse("closed");
	recordDocumentEvent(tx, {
		estimateId: row.estimateId,
		action: "assign",
		actor: { id: user.id, role: user.role },
		requestId: row.id,
		kind,
		detail: row.partnerCompanyId ? `${row.partnerCompanyId}->${partnerCompanyId}` : partnerCompanyId,
	});
	return { redirectTo };
}

// ---------------------------------------------------------------------------------------------
// Partners: the queue, one request, the certificate
// ---------------------------------------------------------------------------------------------

function partnerOf(user: Pick<SessionUser, "role" | "partnerCompanyId">): { kind: PartnerKind; companyId: string } {
	const kind = partnerKindOf(user.role);
	if (!kind || !user.partnerCompanyId) throw notFound();
	return { kind, companyId: user.partnerCompanyId };
}

/** The requests assigned to the partner's company, newest first. */
export function listPartnerQueue(user: SessionUser) {
	const { kind, companyId } = partnerOf(user);
	return getDb()
		.select({
			id: documentRequests.id,
			kind: documentRequests.kind,
			status: documentRequests.status,
			createdAt: documentRequests.createdAt,
			assignedAt: documentRequests.assignedAt,
			numberBody: estimates.numberBody,
			estimateStatus: estimates.status,
			payment: estimates.payment,
			mode: estimates.mode,
			origin: estimates.origin,
			destination: estimates.destination,
		})
		.from(documentRequests)
		.innerJoin(estimates, eq(estimates.id, documentRequests.estimateId))
		.where(
			and(
				eq(documentRequests.partnerCompanyId, companyId),
				inArray(documentRequests.kind, [...PARTNER_SCOPE[kind].requests]),
			),
		)
		.orderBy(desc(documentRequests.createdAt), desc(insertionOrder(documentRequests)))
		.all()
		.map((r) => ({
			...r,
			number: numberOf({ numberBody: r.numberBody, status: r.estimateStatus, payment: r.payment }),
		}));
}

/** Which of the customer's files a partner sees on a request: the CI/PL and the papers of the same purpose. */
const PAPERS: Record<PartnerRequestKind, DocumentKind[]> = {
	export_clearance: ["cipl", "export_clearance"],
	import_clearance: ["cipl", "import_clearance"],
	insurance: ["cipl", "cargo_insurance"],
};

function partnerRequestRow(
	user: Pick<SessionUser, "role" | "partnerCompanyId">,
	id: string,
): RequestRow & { kind: PartnerRequestKind } {
	const { kind } = partnerOf(user);
	const row = requestRow(id);
	if (
		!row ||
		!partnerAssigned(user, row) ||
		!(PARTNER_SCOPE[kind].requests as readonly string[]).includes(row.kind) ||
		!isPartnerRequestKind(row.kind)
	)
		throw notFound();
	return row as RequestRow & { kind: PartnerRequestKind };
}

/**
 * One request as its partner may read it (spec sections 1 and 6). A broker: the shipment number, the
 * lane, the transport, the invoice value and the CI/PL with the customer's clearance papers. An
 * insurer: the CI/PL, HS code, partner country, transport, product name and the estimated premium.
 * Never the customer's contacts, prices or other documents: only these fields leave this function.
 */
export function getPartnerRequest(user: SessionUser, id: string) {
	const row = partnerRequestRow(user, id);
	const estimate = getDb().select().from(estimates).where(eq(estimates.id, row.estimateId)).get();
	if (!estimate) throw notFound();
	const documents = getDb()
		.select({
			id: shipmentDocuments.id,
			kind: shipmentDocuments.kind,
			name: storedFiles.name,
			size: storedFiles.size,
			createdAt: shipmentDocuments.createdAt,
		})
		.from(shipmentDocuments)
		.innerJoin(storedFiles, eq(storedFiles.id, shipmentDocuments.fileId))
		.where(
			and(
				eq(shipmentDocuments.estimateId, row.estimateId),
				inArray(shipmentDocuments.kind, PAPERS[row.kind]),
				isNull(shipmentDocuments.deletedAt),
			),
		)
		.orderBy(desc(shipmentDocuments.createdAt), desc(insertionOrder(shipmentDocuments)))
		.all();
	const certificate = getDb()
		.select({ id: shipmentDocuments.id, name: storedFiles.name, createdAt: shipmentDocuments.createdAt })
		.from(shipmentDocuments)
		.innerJoin(storedFiles, eq(storedFiles.id, shipmentDocuments.fileId))
		.where(
			and(
				eq(shipmentDocuments.requestId, row.id),
				eq(shipmentDocuments.kind, CERTIFICATE_KIND[row.kind]),
				isNull(shipmentDocuments.deletedAt),
			),
		)
		.orderBy(desc(shipmentDocuments.createdAt), desc(insertionOrder(shipmentDocuments)))
		.get();
	const base = {
		id: row.id,
		estimateId: row.estimateId,
		kind: row.kind,
		status: row.status,
		createdAt: row.createdAt,
		number: numberOf(estimate),
		mode: estimate.mode,
		direction: estimate.direction,
		origin: estimate.origin,
		destination: estimate.destination,
		documents,
		certificate: certificate ?? null,
	};
	if (row.kind === "insurance") {
		const d = parseDetails<InsuranceDetails>(row);
		return {
			...base,
			insurance: d
				? {
						hsCode: d.hsCode,
						productName: d.productName,
						partnerCountry: partnerCountry(countryOf(estimate.origin), countryOf(estimate.destination)),
						premiumUsdCents: d.premium.premiumUsdCents,
						premiumKrw: d.premium.premiumKrw,
						insuredUsdCents: d.premium.insuredUsdCents,
					}
				: null,
			clearance: null,
		};
	}
	const d = parseDetails<ClearanceDetails>(row);
	return { ...base, insurance: null, clearance: d ? { invoiceUsdCents: d.invoiceUsdCents } : null };
}

export type CertificateInput = {
	actorId: string;
	requestId: string;
	onceKey: string;
	file: { key: string; name: string; contentType: string; size: number };
};
export type CertificateOutput =
	{ ok: true; redirectTo: string; documentId: string | null } | { ok: false; error: "notFound" | "closed" };

/**
 * The partner's certificate (a commit command, commands.server.ts): the file is already in the store;
 * this records it as the issued document of the request's kind, closes the request and audits both.
 * It re-reads the partner from the database and re-checks the assignment: the caller's word is not
 * taken for who may.
 */
export function partnerCertificate(input: CertificateInput): CertificateOutput {
	const actor = getDb()
		.select({ id: users.id, role: users.role, partnerCompanyId: users.partnerCompanyId })
		.from(users)
		.where(eq(users.id, input.actorId))
		.get();
	if (!actor) return { ok: false, error: "notFound" };
	let row: RequestRow & { kind: PartnerRequestKind };
	try {
		row = partnerRequestRow(actor, input.requestId);
	} catch {
		return { ok: false, error: "notFound" };
	}
	const redirectTo = `${partnerRequestPath(row.kind, row.id)}?done=uploaded`;
	const done = exactlyOnceOr<string, "closed">(input.onceKey, CERTIFICATE_ONCE, (tx) => {
		const now = new Date();
		// still open and still this partner's, as the transaction (which holds the write lock) sees it:
		// staff may have reassigned it, or a colleague answered, since the page was read
		const current = tx
			.select({ status: documentRequests.status, partnerCompanyId: documentRequests.partnerCompanyId })
			.from(documentRequests)
			.where(eq(documentRequests.id, row.id))
			.get();
		if (!current || current.status !== "requested" || !partnerAssigned(actor, current)) refuse("closed");
		tx.update(documentRequests)
			.set({ status: "done", answeredBy: actor.id, answeredAt: now })
			.where(eq(documentRequests.id, row.id))
			.run();
		const fileId = recordStoredFile(tx, input.file, actor.id);
		const documentId = crypto.randomUUID();
		const kind = CERTIFICATE_KIND[row.kind];
		tx.insert(shipmentDocuments)
			.values({
				id: documentId,
				estimateId: row.estimateId,
				companyId: row.companyId,
				kind,
				fileId,
				origin: "partner",
				requestId: row.id,
				uploadedBy: actor.id,
				createdAt: now,
			})
			.run();
		const who = { id: actor.id, role: actor.role as Role };
		recordDocumentEvent(tx, {
			estimateId: row.estimateId,
			action: "upload",
			actor: who,
			documentId,
			requestId: row.id,
			kind,
			fileHash: input.file.key,
		});
		recordDocumentEvent(tx, {
			estimateId: row.estimateId,
			action: "answer",
			actor: who,
			documentId,
			requestId: row.id,
			kind: row.kind,
			fileHash: input.file.key,
		});
		return { redirectTo, value: documentId };
	});
	if (!done.ok) return { ok: false, error: done.refused };
	return { ok: true, redirectTo: done.redirectTo, documentId: done.repeated ? null : done.value };
}

export function partnerRequestPath(kind: PartnerRequestKind, id: string): string {
	return `/partner/${PARTNER_KIND_OF_REQUEST[kind] === "customs" ? "customs" : "insurance"}/${id}`;
}
