// Integration: /admin/shipments/:id/documents with real Requests and sessions in the worker's SQLite
// file: staff only; the customer's uploads per slot and the issued kinds; generating a PDF in the
// chosen language; issuing by a multipart upload (answering the B/L issue request) with the upload's
// refusals; answering B/L requests (a decline needs a reason); the clearance request's assignment
// link; the audit with the shortened file hash.
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { requestBl } from "#app/documents/bl-requests.server.ts";
import { listIssued } from "#app/documents/issued.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { documentRequests } from "#db/schema.ts";
import { makeTestShipment } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as screen from "./documents.tsx";

const cookies = { customer: "", staff: "" };
const PATTERN = "/admin/shipments/:id/documents";
const page = (id: string) => `/admin/shipments/${id}/documents`;

beforeAll(async () => {
	await seedQuoteWorld();
	cookies.customer = (await createSession(DEMO.customer.id)).setCookie.split(";")[0]!;
	cookies.staff = (await createSession(DEMO.staff.id)).setCookie.split(";")[0]!;
});

const show = (id: string, who: keyof typeof cookies = "staff", locale?: "kr" | "en" | "vn", query = "") =>
	renderRoute(screen, PATTERN, `${page(id)}${query}`, { cookies: [cookies[who]], locale });
const post = (id: string, form: Record<string, string>, locale?: "kr" | "en" | "vn") =>
	renderRoute(screen, PATTERN, page(id), { cookies: [cookies.staff], form, locale });

/** The issue form as the browser sends it: multipart, to the screen's /send twin. */
async function upload(id: string, kind: string, file: { name: string; body: string } | null, onceKey = newOnceKey()) {
	const body = new FormData();
	body.set("intent", "issue");
	body.set("onceKey", onceKey);
	body.set("kind", kind);
	body.set("file", file ? new Blob([file.body]) : new Blob([]), file?.name ?? "");
	const path = `${page(id)}/send`;
	const args = await routeArgs(path, { cookies: [cookies.staff], params: { id } });
	const request = new Request(`http://app.test${path}`, { method: "POST", headers: { Cookie: cookies.staff }, body });
	return outcome(() => screen.action({ ...args, request } as never));
}
const pdf = (name: string) => ({
	name,
	body: `%PDF-1.4\n% ${crypto.randomUUID()}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
});

describe("who may open it", () => {
	test("customers 403, an unknown shipment 404", async () => {
		const id = makeTestShipment();
		expect((await show(id, "customer")).status).toBe(403);
		expect((await show("nope")).status).toBe(404);
		expect(
			(await renderRoute(screen, PATTERN, page(id), { cookies: [cookies.customer], form: { intent: "generate" } }))
				.status,
		).toBe(403);
	});
});

describe("the page", () => {
	test("uploads per slot, the issued kinds pending, the generate form defaults to the customer's language", async () => {
		const id = makeTestShipment();
		const { status, html } = await show(id, "staff", "en");
		expect(status).toBe(200);
		expect(html.match(/data-testid="upload-slots"[\s\S]*?<\/table>/)![0].match(/data-slot=/g)).toHaveLength(7);
		expect(html.match(/data-issued="no"/g)).toHaveLength(8);
		expect(html).toContain("Shipment documents");
		expect(html).toMatch(/<option value="kr" selected="">Korean<\/option>/);
		expect(html).toContain(`action="${page(id)}/send"`);
		expect(html).toMatch(/enctype="multipart\/form-data"/i);
	});
});

describe("issuing", () => {
	test("generate a D/O master in Vietnamese: 303, issued, audited", async () => {
		const id = makeTestShipment();
		const out = await post(id, { intent: "generate", kind: "do_master", locale: "vn", onceKey: newOnceKey() });
		expect(out).toMatchObject({ status: 303, location: `${page(id)}?done=generate` });
		expect(listIssued(id)).toMatchObject([{ kind: "do_master", locale: "vn", origin: "generated" }]);
		const { html } = await show(id, "staff", "kr", "?done=generate");
		expect(html).toContain("서류를 생성해 발행했습니다.");
		expect(html).toMatch(/data-kind="do_master" data-issued="yes"/);
		const hash = listIssued(id)[0]!.fileKey.slice(0, 12);
		expect(html).toMatch(new RegExp(`data-action="generate"[\\s\\S]*?<code title="[0-9a-f]{64}">${hash}</code>`));
	});

	test("a kind we do not generate, an unknown language: 400 with the message, nothing issued", async () => {
		const id = makeTestShipment();
		const bad = await post(id, { intent: "generate", kind: "bl", locale: "kr", onceKey: newOnceKey() }, "en");
		expect(bad.status).toBe(400);
		expect(bad.html).toContain("Choose a document kind.");
		expect((await post(id, { intent: "generate", kind: "check_bl", locale: "jp", onceKey: newOnceKey() })).status).toBe(
			400,
		);
		expect(listIssued(id)).toEqual([]);
	});

	test("upload the carrier's B/L: it answers the B/L issue request; the upload's refusals store nothing", async () => {
		const id = makeTestShipment();
		requestBl(DEMO.customer, { estimateId: id, kind: "bl_issue", onceKey: newOnceKey(), redirectTo: "/r" });
		expect(await upload(id, "bl", null)).toMatchObject({ status: 400, data: { intent: "issue", problem: "required" } });
		expect(await upload(id, "bl", { name: "bl.pdf", body: "<html><body>not a pdf</body></html>" })).toMatchObject({
			status: 400,
			data: { problem: "badType" },
		});
		expect(await upload(id, "msds", pdf("bl.pdf"))).toMatchObject({ status: 400, data: { problem: "kind" } });
		expect(listIssued(id)).toEqual([]);
		expect(await upload(id, "bl", pdf("HMM-BL.pdf"))).toMatchObject({
			status: 303,
			location: `${page(id)}?done=issue`,
		});
		expect(listIssued(id)).toMatchObject([{ kind: "bl", fileName: "HMM-BL.pdf", origin: "staff" }]);
		const request = getDb()
			.select()
			.from(documentRequests)
			.where(and(eq(documentRequests.estimateId, id), eq(documentRequests.kind, "bl_issue")))
			.get()!;
		expect(request.status).toBe("done");
	});
});

describe("answering requests", () => {
	test("a decline needs a reason; done with a note; the clearance request links to the queue", async () => {
		const id = makeTestShipment();
		requestBl(DEMO.customer, { estimateId: id, kind: "bl_issue", onceKey: newOnceKey(), redirectTo: "/r" });
		const bl = getDb().select().from(documentRequests).where(eq(documentRequests.estimateId, id)).get()!;
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
		let { html } = await show(id);
		expect(html).toContain(`href="/admin/requests/clr-${id}"`);
		expect(html.match(/data-testid="answer-form"/g)).toHaveLength(1);
		const noReason = await post(
			id,
			{ intent: "answer", answer: "declined", requestId: bl.id, note: " ", onceKey: newOnceKey() },
			"vn",
		);
		expect(noReason.status).toBe(400);
		expect(noReason.html).toContain("Vui lòng nhập lý do từ chối.");
		expect(
			await post(id, {
				intent: "answer",
				answer: "done",
				requestId: bl.id,
				note: "Original B/L couriered",
				onceKey: newOnceKey(),
			}),
		).toMatchObject({
			status: 303,
			location: `${page(id)}?done=done`,
		});
		const again = await post(id, {
			intent: "answer",
			answer: "declined",
			requestId: bl.id,
			note: "late",
			onceKey: newOnceKey(),
		});
		expect(again.status).toBe(409);
		({ html } = await show(id, "staff", "en"));
		expect(html).toContain("Note: Original B/L couriered");
		expect(html).not.toContain('data-testid="answer-form"');
		expect(
			await post(id, { intent: "answer", answer: "done", requestId: "nope", note: "", onceKey: newOnceKey() }),
		).toMatchObject({ status: 404 });
	});
});
