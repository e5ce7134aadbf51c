// The B/L requests and the staff's answers against the worker's SQLite file: each
// section 8 refusal, the correction's modified file, the audit, one effect per one-time key, the
// unique index deciding a race the rule did not see, and who may do what.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { documentAudit, documentRequests, shipmentDocuments } from "#db/schema.ts";
import { makeTestShipment, storedPdf } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import type * as BlFlow from "./bl-flow.ts";
import type { FlowState } from "./bl-flow.ts";
import { answerRequest, correctionRequest, listRequests, requestBl } from "./bl-requests.server.ts";
import { renderIssuedPdf } from "#app/pdf/documents/render.server.tsx";
import { generateIssued, staffIssue } from "./issued.server.ts";

// lets one test skip the rule, as a request racing past it would, to see the unique index answer
const race = vi.hoisted(() => ({ skipRule: false }));
vi.mock("./bl-flow.ts", async (original) => {
	const real = await original<typeof BlFlow>();
	return {
		...real,
		mayRequestBlIssue: (state: FlowState) => (race.skipRule ? { ok: true } : real.mayRequestBlIssue(state)),
	};
});

beforeAll(async () => {
	await seedQuoteWorld();
});

const ask = (estimateId: string, kind: "bl_issue" | "surrender", user = DEMO.customer, onceKey = newOnceKey()) =>
	requestBl(user, { estimateId, kind, onceKey, redirectTo: "/r" });
const correct = (estimateId: string, file: Awaited<ReturnType<typeof storedPdf>> | null, actorId = DEMO.customer.id) =>
	correctionRequest({ actorId, onceKey: newOnceKey(), estimateId, file, redirectTo: "/r" });
const checkBl = (estimateId: string) =>
	generateIssued(
		DEMO.staff,
		{ estimateId, kind: "check_bl", locale: "kr", onceKey: newOnceKey(), redirectTo: "/x" },
		renderIssuedPdf,
	);

describe("B/L issue", () => {
	test("once: the second is 'already requested B/L issue'; the same key is the first answer again", () => {
		const id = makeTestShipment();
		const key = newOnceKey();
		expect(ask(id, "bl_issue", DEMO.customer, key)).toEqual({ ok: true, repeated: false, redirectTo: "/r" });
		expect(ask(id, "bl_issue", DEMO.customer, key)).toEqual({ ok: true, repeated: true, redirectTo: "/r" });
		expect(ask(id, "bl_issue")).toEqual({ ok: false, reason: "alreadyIssue" });
		expect(listRequests(id)).toMatchObject([
			{ kind: "bl_issue", status: "requested", requestedByName: expect.any(String) },
		]);
		const log = getDb().select().from(documentAudit).where(eq(documentAudit.estimateId, id)).all();
		expect(log).toMatchObject([{ action: "request", kind: "bl_issue", userId: DEMO.customer.id, role: "customer" }]);
	});

	test("the unique index is the last word when a request races past the rule", () => {
		const id = makeTestShipment();
		ask(id, "bl_issue");
		race.skipRule = true;
		try {
			expect(ask(id, "bl_issue")).toEqual({ ok: false, reason: "alreadyIssue" });
		} finally {
			race.skipRule = false;
		}
		expect(listRequests(id)).toHaveLength(1);
	});

	test("staff, a colleague of another company, an unknown shipment", () => {
		const id = makeTestShipment();
		expect(ask(id, "bl_issue", DEMO.staff)).toEqual({ ok: false, reason: "forbidden" });
		expect(ask(id, "bl_issue", DEMO.other)).toEqual({ ok: false, reason: "notFound" });
		expect(ask("nope", "bl_issue")).toEqual({ ok: false, reason: "notFound" });
		expect(ask(id, "bl_issue", DEMO.colleague)).toMatchObject({ ok: true });
	});
});

describe("check-B/L correction", () => {
	test("not before a check B/L is issued ('not applied, contact admin')", async () => {
		const id = makeTestShipment();
		expect(correct(id, await storedPdf())).toEqual({ ok: false, reason: "notApplied" });
	});

	test("a modified file is needed; then one correction, the second goes by mail to the manager", async () => {
		const id = makeTestShipment();
		await checkBl(id);
		expect(correct(id, null)).toEqual({ ok: false, reason: "fileNeeded" });
		const file = await storedPdf("check-bl-fixed.pdf");
		expect(correct(id, file)).toMatchObject({ ok: true, repeated: false });
		expect(correct(id, await storedPdf())).toEqual({ ok: false, reason: "alreadyCorrection" });
		const [request] = listRequests(id);
		expect(request).toMatchObject({
			kind: "check_bl_correction",
			status: "requested",
			modifiedFileName: "check-bl-fixed.pdf",
		});
		const modified = getDb()
			.select()
			.from(shipmentDocuments)
			.where(and(eq(shipmentDocuments.estimateId, id), eq(shipmentDocuments.kind, "check_bl_modified")))
			.all();
		expect(modified).toMatchObject([{ id: request!.modifiedDocumentId, requestId: request!.id, origin: "customer" }]);
		const log = getDb().select().from(documentAudit).where(eq(documentAudit.estimateId, id)).all();
		expect(log.slice(-2)).toMatchObject([
			{ action: "upload", kind: "check_bl_modified", fileHash: file.key },
			{ action: "request", kind: "check_bl_correction", fileHash: file.key },
		]);
	});

	test("the command re-reads the actor: staff and unknown users may not ask", async () => {
		const id = makeTestShipment();
		await checkBl(id);
		expect(correct(id, await storedPdf(), DEMO.staff.id)).toEqual({ ok: false, reason: "forbidden" });
		expect(correct(id, await storedPdf(), "nobody")).toEqual({ ok: false, reason: "forbidden" });
		expect(correct(id, await storedPdf(), DEMO.other.id)).toEqual({ ok: false, reason: "notFound" });
	});
});

describe("surrender", () => {
	test("not before a B/L is requested or issued ('not requested, contact admin'); then once", () => {
		const id = makeTestShipment();
		expect(ask(id, "surrender")).toEqual({ ok: false, reason: "notRequested" });
		ask(id, "bl_issue");
		expect(ask(id, "surrender")).toMatchObject({ ok: true });
		expect(ask(id, "surrender")).toEqual({ ok: false, reason: "alreadySurrender" });
	});

	test("an issued B/L without a request is enough", async () => {
		const id = makeTestShipment();
		staffIssue({
			actorId: DEMO.staff.id,
			onceKey: newOnceKey(),
			estimateId: id,
			kind: "bl",
			file: await storedPdf(),
			redirectTo: "/x",
		});
		expect(ask(id, "surrender")).toMatchObject({ ok: true });
	});
});

describe("the order of requests", () => {
	test("two requests stored in the same millisecond stay in the order they were made, whatever their ids", () => {
		const id = makeTestShipment();
		ask(id, "bl_issue");
		ask(id, "surrender");
		const [first, second] = listRequests(id);
		// the worst case for ordering by id: the older request gets the larger id, both the same time
		const at = new Date("2026-11-29T09:00:00.000Z");
		const db = getDb();
		db.update(documentRequests)
			.set({ id: `zz-${first!.id}`, createdAt: at })
			.where(eq(documentRequests.id, first!.id))
			.run();
		db.update(documentRequests)
			.set({ id: `aa-${second!.id}`, createdAt: at })
			.where(eq(documentRequests.id, second!.id))
			.run();
		expect(listRequests(id).map((r) => r.kind)).toEqual(["bl_issue", "surrender"]);
	});
});

describe("staff answers", () => {
	const answer = (estimateId: string, requestId: string, a: "done" | "declined", note = "", user = DEMO.staff) =>
		answerRequest(user, { estimateId, requestId, answer: a, note, onceKey: newOnceKey(), redirectTo: "/a" });

	test("declining needs a reason; done with a note; an answered request cannot be answered again", () => {
		const id = makeTestShipment();
		ask(id, "bl_issue");
		ask(id, "surrender");
		const [issue, surrender] = listRequests(id);
		expect(answer(id, surrender!.id, "declined", "   ")).toEqual({ ok: false, reason: "reasonRequired" });
		expect(answer(id, surrender!.id, "declined", "B/L not yet released by the carrier")).toMatchObject({ ok: true });
		expect(answer(id, issue!.id, "done", "Sent by courier")).toMatchObject({ ok: true });
		expect(answer(id, issue!.id, "declined", "late")).toEqual({ ok: false, reason: "notPending" });
		expect(listRequests(id)).toMatchObject([
			{ kind: "bl_issue", status: "done", answerNote: "Sent by courier", answeredByName: expect.any(String) },
			{ kind: "surrender", status: "declined", answerNote: "B/L not yet released by the carrier" },
		]);
		const actions = getDb()
			.select()
			.from(documentAudit)
			.where(eq(documentAudit.estimateId, id))
			.all()
			.map((a) => a.action);
		expect(actions).toEqual(["request", "request", "decline", "answer"]);
	});

	test("only B/L requests, only staff, only this shipment's", () => {
		const id = makeTestShipment();
		ask(id, "bl_issue");
		const [issue] = listRequests(id);
		getDb()
			.insert(documentRequests)
			.values({
				id: `clr-${id}`,
				estimateId: id,
				companyId: "demo-company-a",
				kind: "export_clearance",
				requestedBy: DEMO.customer.id,
			})
			.run();
		expect(answer(id, `clr-${id}`, "done")).toEqual({ ok: false, reason: "notBl" });
		expect(answer(id, issue!.id, "done", "", DEMO.customer)).toEqual({ ok: false, reason: "forbidden" });
		expect(answer(makeTestShipment(), issue!.id, "done")).toEqual({ ok: false, reason: "notFound" });
	});
});
