// Issuing documents against the worker's SQLite file: staff upload (the command) and
// generate (a real PDF in the file store), re-issuing replaces, the audit with the file hash, the
// requests an issuance answers, one effect per one-time key, and who may not issue.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { getFileStore } from "#app/storage/files.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { documentAudit, documentRequests, shipmentDocuments } from "#db/schema.ts";
import { makeTestShipment, storedPdf } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { correctionRequest, requestBl } from "./bl-requests.server.ts";
import { renderIssuedPdf } from "#app/pdf/documents/render.server.tsx";
import { generateIssued, listIssued, staffIssue } from "./issued.server.ts";

beforeAll(async () => {
	await seedQuoteWorld();
});

const audit = (estimateId: string) =>
	getDb().select().from(documentAudit).where(eq(documentAudit.estimateId, estimateId)).all();

describe("generate", () => {
	test("a check B/L in English: a PDF in the store, the document row, the audit with its hash", async () => {
		const id = makeTestShipment();
		expect(listIssued(id)).toEqual([]);
		const out = await generateIssued(
			DEMO.staff,
			{ estimateId: id, kind: "check_bl", locale: "en", onceKey: newOnceKey(), redirectTo: "/x" },
			renderIssuedPdf,
		);
		expect(out).toEqual({ ok: true, repeated: false, redirectTo: "/x" });
		const [doc] = listIssued(id);
		expect(doc).toMatchObject({ kind: "check_bl", origin: "generated", locale: "en" });
		expect(doc!.fileName).toMatch(/^check-bl-B\d{4}-\d{4}-en\.pdf$/);
		const bytes = await getFileStore().get(doc!.fileKey);
		expect(Buffer.from(bytes!.subarray(0, 5)).toString()).toBe("%PDF-");
		expect(audit(id)).toMatchObject([
			{
				action: "generate",
				kind: "check_bl",
				fileHash: doc!.fileKey,
				userId: DEMO.staff.id,
				role: "staff",
				documentId: doc!.id,
			},
		]);
	});

	test("re-issuing replaces: the old one is marked deleted, the list shows the new one", async () => {
		const id = makeTestShipment();
		await generateIssued(
			DEMO.staff,
			{ estimateId: id, kind: "do_house", locale: "kr", onceKey: newOnceKey(), redirectTo: "/x" },
			renderIssuedPdf,
		);
		const first = listIssued(id)[0]!;
		await generateIssued(
			DEMO.staff,
			{ estimateId: id, kind: "do_house", locale: "vn", onceKey: newOnceKey(), redirectTo: "/x" },
			renderIssuedPdf,
		);
		const live = listIssued(id);
		expect(live).toHaveLength(1);
		expect(live[0]).toMatchObject({ kind: "do_house", locale: "vn" });
		const old = getDb().select().from(shipmentDocuments).where(eq(shipmentDocuments.id, first.id)).get()!;
		expect(old.deletedAt).toBeInstanceOf(Date);
		expect(old.deletedBy).toBe(DEMO.staff.id);
		expect(audit(id).at(-1)?.detail).toContain(`replaces ${first.id}`);
	});

	test("one effect per key; customers may not generate", async () => {
		const id = makeTestShipment();
		const onceKey = newOnceKey();
		await generateIssued(
			DEMO.staff,
			{ estimateId: id, kind: "total_cost", locale: "kr", onceKey, redirectTo: "/first" },
			renderIssuedPdf,
		);
		expect(
			await generateIssued(
				DEMO.staff,
				{ estimateId: id, kind: "total_cost", locale: "kr", onceKey, redirectTo: "/second" },
				renderIssuedPdf,
			),
		).toEqual({ ok: true, repeated: true, redirectTo: "/first" });
		expect(getDb().select().from(shipmentDocuments).where(eq(shipmentDocuments.estimateId, id)).all()).toHaveLength(1);
		expect(
			await generateIssued(
				DEMO.customer,
				{ estimateId: id, kind: "check_bl", locale: "kr", onceKey: newOnceKey(), redirectTo: "/x" },
				renderIssuedPdf,
			),
		).toEqual({ ok: false, reason: "forbidden" });
		expect(
			await generateIssued(
				DEMO.staff,
				{ estimateId: "nope", kind: "check_bl", locale: "kr", onceKey: newOnceKey(), redirectTo: "/x" },
				renderIssuedPdf,
			),
		).toEqual({ ok: false, reason: "notFound" });
	});
});

describe("staffIssue (the upload command)", () => {
	test("the B/L answers the pending B/L issue request as done", async () => {
		const id = makeTestShipment();
		expect(
			requestBl(DEMO.customer, { estimateId: id, kind: "bl_issue", onceKey: newOnceKey(), redirectTo: "/r" }),
		).toMatchObject({ ok: true });
		const file = await storedPdf("HMM-BL.pdf");
		const out = staffIssue({
			actorId: DEMO.staff.id,
			onceKey: newOnceKey(),
			estimateId: id,
			kind: "bl",
			file,
			redirectTo: "/done",
		});
		expect(out).toEqual({ ok: true, repeated: false, redirectTo: "/done" });
		const request = getDb()
			.select()
			.from(documentRequests)
			.where(and(eq(documentRequests.estimateId, id), eq(documentRequests.kind, "bl_issue")))
			.get()!;
		expect(request).toMatchObject({ status: "done", answeredBy: DEMO.staff.id });
		const [doc] = listIssued(id);
		expect(doc).toMatchObject({
			kind: "bl",
			origin: "staff",
			fileName: "HMM-BL.pdf",
			fileKey: file.key,
			requestId: request.id,
		});
		expect(audit(id).map((a) => [a.action, a.kind])).toEqual([
			["request", "bl_issue"],
			["issue", "bl"],
			["answer", "bl_issue"],
		]);
		expect(audit(id)[1]!.fileHash).toBe(file.key);
	});

	test("a new check B/L after a correction answers the correction", async () => {
		const id = makeTestShipment();
		await generateIssued(
			DEMO.staff,
			{ estimateId: id, kind: "check_bl", locale: "kr", onceKey: newOnceKey(), redirectTo: "/x" },
			renderIssuedPdf,
		);
		const modified = await storedPdf("modified.pdf");
		expect(
			correctionRequest({
				actorId: DEMO.customer.id,
				onceKey: newOnceKey(),
				estimateId: id,
				file: modified,
				redirectTo: "/r",
			}),
		).toMatchObject({ ok: true });
		staffIssue({
			actorId: DEMO.staff.id,
			onceKey: newOnceKey(),
			estimateId: id,
			kind: "check_bl",
			file: await storedPdf("check-bl-v2.pdf"),
			redirectTo: "/x",
		});
		const correction = getDb()
			.select()
			.from(documentRequests)
			.where(and(eq(documentRequests.estimateId, id), eq(documentRequests.kind, "check_bl_correction")))
			.get()!;
		expect(correction.status).toBe("done");
		expect(listIssued(id).find((d) => d.kind === "check_bl")?.fileName).toBe("check-bl-v2.pdf");
	});

	test("re-checks everything itself: the actor's role, the kind, the shipment; one effect per key", async () => {
		const id = makeTestShipment();
		const file = await storedPdf();
		const input = { onceKey: newOnceKey(), estimateId: id, kind: "bl", file, redirectTo: "/x" };
		expect(staffIssue({ ...input, actorId: DEMO.customer.id })).toEqual({ ok: false, reason: "forbidden" });
		expect(staffIssue({ ...input, actorId: "nobody" })).toEqual({ ok: false, reason: "forbidden" });
		expect(staffIssue({ ...input, actorId: DEMO.staff.id, kind: "cipl" })).toEqual({ ok: false, reason: "badKind" });
		expect(staffIssue({ ...input, actorId: DEMO.staff.id, estimateId: "nope" })).toEqual({
			ok: false,
			reason: "notFound",
		});
		expect(staffIssue({ ...input, actorId: DEMO.staff.id })).toMatchObject({ ok: true, repeated: false });
		expect(staffIssue({ ...input, actorId: DEMO.staff.id })).toMatchObject({ ok: true, repeated: true });
		expect(listIssued(id)).toHaveLength(1);
	});
});
