// Integration: clearance and insurance requests end to end in the worker's SQLite file, through the
// route modules with real sessions. The customer asks (refusals: calculate first, already requested,
// another company 404), staff assign a broker (two customs companies: no auto-assignment), the
// assigned broker reads and answers with a certificate, the other broker gets 404 on the request and
// on the CI/PL, the insurer 404 on a clearance and a broker 403 on the insurer portal.
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { changeStatus } from "#app/quotes/estimates.server.ts";
import { getDb } from "#db/client.ts";
import { documentAudit, documentRequests, estimates, shipmentDocuments, storedFiles } from "#db/schema.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as fileRoute from "#app/routes/documents/file.ts";
import * as clearance from "#app/routes/mypage/clearance-request.tsx";
import * as insurance from "#app/routes/mypage/insurance-request.tsx";
import * as assign from "#app/routes/admin/requests/assign.tsx";
import * as customsRequest from "#app/routes/partner/customs/request.tsx";
import * as customsQueue from "#app/routes/partner/customs/index.tsx";
import * as insuranceRequest from "#app/routes/partner/insurance/request.tsx";
import * as insuranceQueue from "#app/routes/partner/insurance/index.tsx";
import { partnerCertificate } from "./partner-requests.server.ts";

const WHO = {
	customer: DEMO.customer.id,
	other: DEMO.other.id,
	staff: DEMO.staff.id,
	broker: "demo-broker",
	broker2: "demo-broker-b",
	insurer: "demo-insurer",
} as const;
type Who = keyof typeof WHO;
const cookies = {} as Record<Who, string>;
let shipment = "";
let ciplId = "";

beforeAll(async () => {
	await seedQuoteWorld();
	shipment = makeEstimate(DEMO.customer);
	getDb().transaction((tx) =>
		changeStatus(tx, { id: shipment, status: "in_confirm" }, "booked", "customer", DEMO.customer.id),
	);
	const fileId = crypto.randomUUID();
	getDb()
		.insert(storedFiles)
		.values({ id: fileId, key: "a".repeat(64), name: "cipl.pdf", contentType: "application/pdf", size: 10 })
		.run();
	ciplId = crypto.randomUUID();
	getDb()
		.insert(shipmentDocuments)
		.values({
			id: ciplId,
			estimateId: shipment,
			companyId: "demo-company-a",
			kind: "cipl",
			fileId,
			origin: "customer",
			uploadedBy: DEMO.customer.id,
		})
		.run();
	for (const who of Object.keys(WHO) as Who[]) cookies[who] = (await createSession(WHO[who])).setCookie.split(";")[0]!;
});

type Mod = { loader?: (a: never) => unknown; action?: (a: never) => unknown };
async function get(mod: Mod, path: string, who: Who, params: Record<string, string>) {
	return outcome(async () => mod.loader!((await routeArgs(path, { cookies: [cookies[who]], params })) as never));
}
async function post(mod: Mod, path: string, who: Who, params: Record<string, string>, form: Record<string, string>) {
	return outcome(async () => mod.action!((await routeArgs(path, { cookies: [cookies[who]], params, form })) as never));
}
const key = () => crypto.randomBytes(16).toString("base64url");
const requestOf = (kind: string) =>
	getDb()
		.select()
		.from(documentRequests)
		.where(and(eq(documentRequests.estimateId, shipment), eq(documentRequests.kind, kind as "insurance")))
		.get();

describe("clearance: request, assign, answer", () => {
	const path = () => `/mypage/upload/${shipment}/clearance/export`;
	const params = () => ({ id: shipment, kind: "export" });

	test("another company's customer and an unknown kind are 404", async () => {
		expect((await get(clearance, path(), "other", params())).status).toBe(404);
		expect((await get(clearance, path(), "customer", { id: shipment, kind: "transit" })).status).toBe(404);
	});

	test("no invoice value: 400 and nothing stored; then the request, once, unassigned (two brokers exist)", async () => {
		const bad = await post(clearance, path(), "customer", params(), { invoice: "", onceKey: key() });
		expect(bad.status).toBe(400);
		expect(bad.data).toMatchObject({ refusals: [{ field: "invoice", error: "invoiceRequired" }] });
		expect(requestOf("export_clearance")).toBeUndefined();
		const k = key();
		const ok = await post(clearance, path(), "customer", params(), { invoice: "12,500", onceKey: k });
		expect([ok.status, ok.location]).toEqual([303, `${path()}?done=requested`]);
		// the same form again: the first result, no second row
		expect((await post(clearance, path(), "customer", params(), { invoice: "12,500", onceKey: k })).status).toBe(303);
		const row = requestOf("export_clearance")!;
		expect([row.status, row.partnerCompanyId, JSON.parse(row.details!)]).toEqual([
			"requested",
			null,
			{ invoiceUsdCents: 1_250_000 },
		]);
		const again = await post(clearance, path(), "customer", params(), { invoice: "1", onceKey: key() });
		expect([again.status, again.data]).toMatchObject([400, { refusals: [{ error: "alreadyRequested" }] }]);
	});

	test("nobody but the assigned broker sees it; staff assign; the broker answers", async () => {
		const row = requestOf("export_clearance")!;
		const p = { id: row.id };
		expect((await get(customsRequest, `/partner/customs/${row.id}`, "broker", p)).status).toBe(404); // not assigned yet
		const assigned = await post(assign, `/admin/requests/${row.id}`, "staff", p, {
			partnerCompanyId: "demo-broker-co",
			onceKey: key(),
		});
		expect(assigned.status).toBe(303);
		const wrong = await post(assign, `/admin/requests/${row.id}`, "staff", p, {
			partnerCompanyId: "demo-insurer-co",
			onceKey: key(),
		});
		expect([wrong.status, wrong.data]).toEqual([400, { problem: "wrongKind" }]);
		expect(
			(
				await post(assign, `/admin/requests/${row.id}`, "customer", p, {
					partnerCompanyId: "demo-broker-co",
					onceKey: key(),
				})
			).status,
		).toBe(403);

		const seen = await get(customsRequest, `/partner/customs/${row.id}`, "broker", p);
		expect(seen.status).toBe(200);
		const data = seen.data as { invoice: string; documents: { id: string }[] };
		expect(data.invoice).toContain("12,500");
		expect(data.documents.map((d) => d.id)).toEqual([ciplId]);
		expect(JSON.stringify(seen.data)).not.toMatch(/demo@|totalKrw|01012345678|shipper/);
		const queue = (await get(customsQueue, "/partner/customs", "broker", {})).data as { rows: { id: string }[] };
		expect(queue.rows.map((r) => r.id)).toContain(row.id);

		expect((await get(customsRequest, `/partner/customs/${row.id}`, "broker2", p)).status).toBe(404);
		expect(
			((await get(customsQueue, "/partner/customs", "broker2", {})).data as { rows: { id: string }[] }).rows.map(
				(r) => r.id,
			),
		).not.toContain(row.id);
		expect((await get(fileRoute, `/documents/${ciplId}/file`, "broker2", { id: ciplId })).status).toBe(404);
		expect((await get(insuranceRequest, `/partner/insurance/${row.id}`, "insurer", p)).status).toBe(404);
		expect((await get(insuranceQueue, "/partner/insurance", "broker", {})).status).toBe(403);

		const file = { key: "b".repeat(64), name: "export-cert.pdf", contentType: "application/pdf", size: 20 };
		expect(partnerCertificate({ actorId: "demo-broker-b", requestId: row.id, onceKey: key(), file })).toEqual({
			ok: false,
			error: "notFound",
		});
		const k = key();
		const answered = partnerCertificate({ actorId: "demo-broker", requestId: row.id, onceKey: k, file });
		expect(answered).toMatchObject({ ok: true, redirectTo: `/partner/customs/${row.id}?done=uploaded` });
		expect(partnerCertificate({ actorId: "demo-broker", requestId: row.id, onceKey: k, file })).toMatchObject({
			ok: true,
			documentId: null,
		});
		expect(partnerCertificate({ actorId: "demo-broker", requestId: row.id, onceKey: key(), file })).toEqual({
			ok: false,
			error: "closed",
		});
		const cert = getDb().select().from(shipmentDocuments).where(eq(shipmentDocuments.requestId, row.id)).all();
		expect(cert.map((d) => [d.kind, d.origin])).toEqual([["export_clearance_cert", "partner"]]);
		expect(requestOf("export_clearance")!.status).toBe("done");
		const actions = getDb()
			.select()
			.from(documentAudit)
			.where(eq(documentAudit.requestId, row.id))
			.all()
			.map((a) => a.action);
		expect(actions).toEqual(["request", "assign", "upload", "answer"]);
		const state = (await get(clearance, path(), "customer", params())).data as { made: { status: string } };
		expect(state.made.status).toBe("done");
	});
});

describe("insurance: calculate, request, the insurer's view", () => {
	const path = () => `/mypage/upload/${shipment}/insurance`;
	const form = { invoice: "10000", product: "Lithium battery packs", hsCode: "8507.60-0000" };

	test("calculate shows the premium and stores nothing; request once; auto-assigned to the only insurer", async () => {
		const calc = await post(insurance, path(), "customer", { id: shipment }, { ...form, intent: "calculate" });
		expect(calc.status).toBe(200);
		expect((calc.data as { calc: { premium: string } }).calc.premium).toMatch(/\$/);
		expect(requestOf("insurance")).toBeUndefined();
		const bad = await post(
			insurance,
			path(),
			"customer",
			{ id: shipment },
			{ ...form, hsCode: "8507", intent: "request", onceKey: key() },
		);
		expect([bad.status, bad.data]).toMatchObject([400, { refusals: [{ field: "hsCode", error: "hsFormat" }] }]);
		const ok = await post(
			insurance,
			path(),
			"customer",
			{ id: shipment },
			{ ...form, intent: "request", onceKey: key() },
		);
		expect(ok.status).toBe(303);
		const row = requestOf("insurance")!;
		expect(row.partnerCompanyId).toBe("demo-insurer-co");
		const seen = await get(insuranceRequest, `/partner/insurance/${row.id}`, "insurer", { id: row.id });
		expect(seen.data).toMatchObject({
			insurance: { hsCode: "8507.60-0000", product: "Lithium battery packs" },
			invoice: null,
		});
		expect((seen.data as { insurance: { partnerCountry: string } }).insurance.partnerCountry).toContain("VN");
		expect((await get(customsRequest, `/partner/customs/${row.id}`, "broker", { id: row.id })).status).toBe(404);
	});

	test("an unpriced estimate: calculate first", async () => {
		getDb().update(estimates).set({ option: null, totalKrw: null }).where(eq(estimates.id, shipment)).run();
		const r = await post(
			clearance,
			`/mypage/upload/${shipment}/clearance/import`,
			"customer",
			{ id: shipment, kind: "import" },
			{ invoice: "10", onceKey: key() },
		);
		expect([r.status, r.data]).toMatchObject([400, { refusals: [{ error: "calculateFirst" }] }]);
	});
});

describe("the screens render in every language", () => {
	test.each(["kr", "en", "vn"] as const)("%s", async (locale) => {
		const { renderRoute } = await import("#tests/render-route.tsx");
		const row = requestOf("insurance")!;
		const pages = [
			[
				clearance,
				"/mypage/upload/:id/clearance/:kind",
				`/mypage/upload/${shipment}/clearance/export`,
				"customer",
				"request-state",
			],
			[insurance, "/mypage/upload/:id/insurance", `/mypage/upload/${shipment}/insurance`, "customer", "request-state"],
			[insuranceRequest, "/partner/insurance/:id", `/partner/insurance/${row.id}`, "insurer", "certificate-form"],
			[assign, "/admin/requests/:id", `/admin/requests/${row.id}`, "staff", "request-history"],
		] as const;
		for (const [mod, pattern, path, who, testId] of pages) {
			const { status, html } = await renderRoute(mod as never, pattern, path, {
				cookies: [cookies[who as Who]],
				locale,
			});
			expect(status, path).toBe(200);
			expect(html).toContain(`data-testid="${testId}"`);
			expect(html).not.toMatch(/docRequests\.|desk\.requests\./);
		}
	});
});
