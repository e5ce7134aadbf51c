// Integration: /documents/:id/file with real Requests and sessions. Who may open a shipment document
// (the owning company's customers, staff, the partner assigned to a request of the matching kind)
// and who gets 404 (another company, a broker of another partner company, an insurer on a clearance,
// a deleted document for a customer); what leaves with the bytes (attachment, nosniff, sandbox CSP,
// the checked type) and that each download is in the audit with its file hash.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { recordStoredFile } from "#app/storage/stored-files.server.ts";
import { changeStatus } from "#app/quotes/estimates.server.ts";
import { getFileStore } from "#app/storage/files.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { getDb } from "#db/client.ts";
import { documentAudit, documentRequests, shipmentDocuments } from "#db/schema.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { loader } from "./file.ts";

const PDF = new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const WHO = {
	customer: DEMO.customer.id,
	colleague: DEMO.colleague.id,
	other: DEMO.other.id,
	staff: DEMO.staff.id,
	broker: "demo-broker",
	broker2: "demo-broker-b",
	insurer: "demo-insurer",
} as const;
type Who = keyof typeof WHO;
const cookies = {} as Record<Who, string>;
const docs = {} as Record<"cipl" | "msds" | "shippingDocs" | "deleted", string>;
let estimateId = "";
let fileKey = "";
let uploadDir = "";
const savedUploadDir = process.env.UPLOAD_DIR;

function addDocument(kind: "cipl" | "msds" | "shipping_docs", fileId: string, deleted = false): string {
	const id = crypto.randomUUID();
	getDb()
		.insert(shipmentDocuments)
		.values({
			id,
			estimateId,
			companyId: "demo-company-a",
			kind,
			fileId,
			origin: "customer",
			uploadedBy: DEMO.customer.id,
			deletedAt: deleted ? new Date() : null,
		})
		.run();
	return id;
}

beforeAll(async () => {
	uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-file-route-"));
	process.env.UPLOAD_DIR = uploadDir;
	resetEnvCache();
	await seedQuoteWorld();
	estimateId = makeEstimate(DEMO.customer);
	getDb().transaction((tx) =>
		changeStatus(tx, { id: estimateId, status: "in_confirm" }, "booked", "customer", DEMO.customer.id),
	);
	({ key: fileKey } = await getFileStore().put(PDF, "application/pdf"));
	const fileId = getDb().transaction((tx) =>
		recordStoredFile(
			tx,
			{ key: fileKey, name: "CI PL 견적.pdf", contentType: "application/pdf", size: PDF.length },
			DEMO.customer.id,
		),
	);
	docs.cipl = addDocument("cipl", fileId);
	docs.msds = addDocument("msds", fileId);
	docs.shippingDocs = addDocument("shipping_docs", fileId);
	docs.deleted = addDocument("cipl", fileId, true);
	// an export clearance request assigned to the demo broker's company (not the second broker's)
	getDb()
		.insert(documentRequests)
		.values({
			id: crypto.randomUUID(),
			estimateId,
			companyId: "demo-company-a",
			kind: "export_clearance",
			requestedBy: DEMO.customer.id,
			partnerCompanyId: "demo-broker-co",
		})
		.run();
	for (const who of Object.keys(WHO) as Who[]) cookies[who] = (await createSession(WHO[who])).setCookie.split(";")[0]!;
});

afterAll(() => {
	if (savedUploadDir === undefined) delete process.env.UPLOAD_DIR;
	else process.env.UPLOAD_DIR = savedUploadDir;
	resetEnvCache();
	fs.rmSync(uploadDir, { recursive: true, force: true });
});

async function open(who: Who, documentId: string) {
	const args = await routeArgs(`/documents/${documentId}/file`, {
		cookies: [cookies[who]],
		params: { id: documentId },
	});
	return outcome(() => loader(args as never));
}

describe("/documents/:id/file", () => {
	test.each<[Who, keyof typeof docs, number]>([
		["customer", "cipl", 200],
		["colleague", "cipl", 200],
		["staff", "cipl", 200],
		["staff", "deleted", 200], // staff read what the audit points at
		["broker", "cipl", 200], // assigned to an export clearance: the CI/PL
		["broker", "shippingDocs", 404], // not in a broker's scope
		["broker", "msds", 404],
		["broker2", "cipl", 404], // a broker of another partner company
		["insurer", "cipl", 404], // no insurance request assigned to the insurer
		["other", "cipl", 404], // another company's customer
		["customer", "deleted", 404],
	])("%s opening %s: %i", async (who, doc, status) => {
		const res = await open(who, docs[doc]);
		expect(res.status).toBe(status);
	});

	test("an unknown document is 404, and a signed-out visitor goes to the login view", async () => {
		expect((await open("customer", crypto.randomUUID())).status).toBe(404);
		const args = await routeArgs(`/documents/${docs.cipl}/file`, { params: { id: docs.cipl } });
		const res = await outcome(() => loader(args as never));
		expect(res.status).toBe(302);
		expect(res.location).toMatch(/^\/login\?redirectTo=/);
	});

	test("the file leaves as an attachment with its checked type, nosniff and a sandbox CSP", async () => {
		const args = await routeArgs(`/documents/${docs.cipl}/file`, {
			cookies: [cookies.customer],
			params: { id: docs.cipl },
		});
		const res = (await loader(args as never)) as Response;
		expect(res.headers.get("Content-Type")).toBe("application/pdf");
		expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
		expect(res.headers.get("Content-Security-Policy")).toContain("sandbox");
		expect(res.headers.get("Content-Disposition")).toMatch(
			/^attachment; filename="CI PL __\.pdf"; filename\*=UTF-8''CI%20PL%20%EA%B2%AC%EC%A0%81\.pdf$/,
		);
		expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
	});

	test("a PDF stored under an .html name (before decision 052's extension rule) downloads as .pdf", async () => {
		const fileId = getDb().transaction((tx) =>
			recordStoredFile(
				tx,
				{ key: fileKey, name: "invoice.html", contentType: "application/pdf", size: PDF.length },
				DEMO.customer.id,
			),
		);
		const id = addDocument("cipl", fileId);
		const args = await routeArgs(`/documents/${id}/file`, { cookies: [cookies.customer], params: { id } });
		const res = (await loader(args as never)) as Response;
		expect(res.headers.get("Content-Disposition")).toBe(
			`attachment; filename="invoice.pdf"; filename*=UTF-8''invoice.pdf`,
		);
	});

	test("every download is in the document audit with who and the file hash", async () => {
		await open("broker", docs.cipl);
		const rows = getDb()
			.select()
			.from(documentAudit)
			.where(and(eq(documentAudit.documentId, docs.cipl), eq(documentAudit.userId, "demo-broker")))
			.all();
		expect(rows.length).toBeGreaterThan(0);
		expect(rows.at(-1)).toMatchObject({
			action: "download",
			role: "customs_broker",
			kind: "cipl",
			fileHash: fileKey,
			estimateId,
		});
	});
});
