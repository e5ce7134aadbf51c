// Integration: /mypage/download (the company's shipments with their documents issued and pending) and
// /mypage/download/:id (the document set and the B/L box) with real Requests and sessions in the
// worker's SQLite file: the empty state and the pager on a company of its own; the sets by direction;
// each B/L request with its section 8 message and status (409 for "already requested"), the surrender's
// confirming step with the fee, the correction as a multipart upload; who may see what.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { renderIssuedPdf } from "#app/pdf/documents/render.server.tsx";
import { generateIssued } from "#app/documents/issued.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { companies, documentRequests, estimates, shipmentSchedules, users } from "#db/schema.ts";
import { makeTestShipment } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as detail from "./download-detail.tsx";
import * as list from "./download-list.tsx";

const cookies = { customer: "", other: "", staff: "", lone: "" };
const LONE = { id: "download-lone", company: "download-lone-co" };

beforeAll(async () => {
	await seedQuoteWorld();
	getDb().insert(companies).values({ id: LONE.company, name: "서류 테스트 상사" }).onConflictDoNothing().run();
	getDb()
		.insert(users)
		.values({
			id: LONE.id,
			email: "download-lone@demo.kr",
			name: "서류 고객",
			role: "customer",
			companyId: LONE.company,
		})
		.onConflictDoNothing()
		.run();
	const ids = { customer: DEMO.customer.id, other: DEMO.other.id, staff: DEMO.staff.id, lone: LONE.id };
	for (const who of Object.keys(cookies) as (keyof typeof cookies)[])
		cookies[who] = (await createSession(ids[who])).setCookie.split(";")[0]!;
});

/** A shipment of the lone company (its list counts only its own). */
function loneShipment(): string {
	const id = makeTestShipment();
	getDb().update(estimates).set({ companyId: LONE.company, userId: LONE.id }).where(eq(estimates.id, id)).run();
	getDb().update(shipmentSchedules).set({ companyId: LONE.company }).where(eq(shipmentSchedules.estimateId, id)).run();
	return id;
}

type Who = keyof typeof cookies;
const page = (id: string) => `/mypage/download/${id}`;
const show = (id: string, who: Who = "customer", query = "", locale?: "kr" | "en" | "vn") =>
	renderRoute(detail, "/mypage/download/:id", `${page(id)}${query}`, { cookies: [cookies[who]], locale });
const post = (id: string, form: Record<string, string>, who: Who = "customer", locale?: "kr" | "en" | "vn") =>
	renderRoute(detail, "/mypage/download/:id", page(id), { cookies: [cookies[who]], form, locale });

/** The correction form as the browser sends it: multipart, with or without a file. */
async function sendCorrection(
	id: string,
	file: { name: string; body: string; type: string } | null,
	onceKey = newOnceKey(),
) {
	const body = new FormData();
	body.set("intent", "correction");
	body.set("onceKey", onceKey);
	if (file) body.set("file", new Blob([file.body], { type: file.type }), file.name);
	else body.set("file", new Blob([]), "");
	const args = await routeArgs(page(id), { cookies: [cookies.customer], params: { id } });
	const request = new Request(`http://app.test${page(id)}`, {
		method: "POST",
		headers: { Cookie: cookies.customer },
		body,
	});
	return outcome(() => detail.action({ ...args, request } as never));
}
const PDF = () => ({
	name: "check-bl-fixed.pdf",
	body: `%PDF-1.4\n% ${crypto.randomUUID()}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
	type: "application/pdf",
});
const checkBl = (id: string) =>
	generateIssued(
		DEMO.staff,
		{ estimateId: id, kind: "check_bl", locale: "kr", onceKey: newOnceKey(), redirectTo: "/x" },
		renderIssuedPdf,
	);

describe("the list", () => {
	test("nothing yet: the empty state in kr and en", async () => {
		const { html } = await renderRoute(list, "/mypage/download", "/mypage/download", { cookies: [cookies.lone] });
		expect(html).toContain('data-testid="download-empty"');
		expect(html).toContain("서류를 받을 선적이 아직 없습니다.");
		const en = await renderRoute(list, "/mypage/download", "/mypage/download", {
			cookies: [cookies.lone],
			locale: "en",
		});
		expect(en.html).toContain("There are no shipments with documents yet.");
	});

	test("5 a page, each with issued and pending of its set", async () => {
		const ids = Array.from({ length: 6 }, () => loneShipment());
		await generateIssued(
			DEMO.staff,
			{ estimateId: ids[5]!, kind: "check_bl", locale: "kr", onceKey: newOnceKey(), redirectTo: "/x" },
			renderIssuedPdf,
		);
		const first = (
			await outcome(async () =>
				list.loader((await routeArgs("/mypage/download", { cookies: [cookies.lone] })) as never),
			)
		).data as Awaited<ReturnType<typeof list.loader>>;
		expect(first).toMatchObject({ hasCompany: true, total: 6, page: 1, pageCount: 2 });
		expect(first.rows).toHaveLength(5);
		const counts = new Map(first.rows.map((r) => [r.id, [r.issued, r.pending]]));
		expect(counts.get(ids[5]!) ?? [1, 4]).toEqual([1, 4]);
		const { html } = await renderRoute(list, "/mypage/download", "/mypage/download?page=2", {
			cookies: [cookies.lone],
		});
		expect(html).toContain('data-testid="download-pager"');
		expect(html.match(/data-testid="download-row"/g)).toHaveLength(1);
	});

	test("staff have no company list", async () => {
		const { html } = await renderRoute(list, "/mypage/download", "/mypage/download", { cookies: [cookies.staff] });
		expect(html).toContain('data-testid="no-company"');
	});
});

describe("one shipment", () => {
	test("another company's customer 404, staff 403, signed out to the login", async () => {
		const id = makeTestShipment();
		expect((await show(id, "other")).status).toBe(404);
		expect((await show(id, "staff")).status).toBe(403);
		const out = await renderRoute(detail, "/mypage/download/:id", page(id));
		expect(out.status).toBe(302);
		expect((await post(id, { intent: "blIssue", onceKey: newOnceKey() }, "other")).status).toBe(404);
	});

	test("the export set, pending until issued, then a download link", async () => {
		const id = makeTestShipment();
		let { html } = await show(id);
		expect(html.match(/data-testid="set-slot"/g)).toHaveLength(5);
		expect(html).toContain("수출 서류");
		expect(html).not.toContain('data-testid="document-download"');
		await checkBl(id);
		({ html } = await show(id, "customer", "", "en"));
		expect(html).toMatch(/data-slot="check_bl" data-issued="yes"/);
		expect(html).toMatch(/href="\/documents\/[\w-]+\/file"/);
		expect(html).toContain("Export documents");
	});

	test("an import shipment shows the import set", async () => {
		const readyDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
		const id = makeTestShipment({
			mode: "air",
			direction: "import",
			origin: "HAN",
			destination: "ICN",
			readyDate,
			packages: [{ count: 2, weightKg: 120, volumeCbm: 0.5 }],
		});
		const { html } = await show(id, "customer", "", "vn");
		expect(html.match(/data-testid="set-slot"/g)).toHaveLength(3);
		expect(html).toContain('data-slot="do"');
		expect(html).toContain('data-slot="total_cost"');
		expect(html).toContain("Chứng từ nhập khẩu");
	});
});

describe("the B/L box", () => {
	test("B/L issue: requested, then 'already requested' with 409 and the message", async () => {
		const id = makeTestShipment();
		const done = await post(id, { intent: "blIssue", onceKey: newOnceKey() });
		expect(done).toMatchObject({ status: 303, location: `${page(id)}?done=blIssue` });
		const { html } = await show(id, "customer", "?done=blIssue");
		expect(html).toContain("B/L 발행을 요청했습니다.");
		expect(html).toMatch(/data-testid="bl-issue"[\s\S]*?data-state="requested"/);
		const again = await post(id, { intent: "blIssue", onceKey: newOnceKey() }, "customer", "en");
		expect(again.status).toBe(409);
		expect(again.html).toContain("You have already requested B/L issue.");
		expect(getDb().select().from(documentRequests).where(eq(documentRequests.estimateId, id)).all()).toHaveLength(1);
	});

	test("surrender: not before a B/L is requested; the fee is shown before the final submit", async () => {
		const id = makeTestShipment();
		const early = await post(id, { intent: "surrender", onceKey: newOnceKey() });
		expect(early.status).toBe(400);
		expect(early.html).toContain("B/L 발행이 요청되지 않았습니다. 관리자에게 문의해 주세요.");
		await post(id, { intent: "blIssue", onceKey: newOnceKey() });
		const before = await show(id);
		expect(before.html).toContain(`href="${page(id)}?confirm=surrender"`);
		expect(before.html).not.toContain('data-testid="surrender-confirm"');
		const confirm = await show(id, "customer", "?confirm=surrender", "en");
		expect(confirm.html).toContain('data-testid="surrender-confirm"');
		expect(confirm.html).toContain("The surrender B/L fee is about ₩30,000 to ₩40,000.");
		expect(await post(id, { intent: "surrender", onceKey: newOnceKey() })).toMatchObject({
			status: 303,
			location: `${page(id)}?done=surrender`,
		});
		const after = await show(id);
		expect(after.html).toMatch(/data-testid="bl-surrender"[\s\S]*?data-state="requested"/);
		expect(after.html).not.toContain('data-testid="request-surrender"');
	});

	test("correction: not applied before a check B/L; a file is needed; one, then mail the manager", async () => {
		const id = makeTestShipment();
		expect(await sendCorrection(id, PDF())).toMatchObject({
			status: 400,
			data: { intent: "correction", refused: "notApplied" },
		});
		await checkBl(id);
		expect(await sendCorrection(id, null)).toMatchObject({ status: 400, data: { refused: "fileNeeded" } });
		expect(
			await sendCorrection(id, {
				name: "fake.pdf",
				body: "<html><script>alert(1)</script></html>",
				type: "application/pdf",
			}),
		).toMatchObject({ status: 400, data: { upload: "badType" } });
		expect(getDb().select().from(documentRequests).where(eq(documentRequests.estimateId, id)).all()).toHaveLength(0);
		const key = newOnceKey();
		expect(await sendCorrection(id, PDF(), key)).toMatchObject({
			status: 303,
			location: `${page(id)}?done=correction`,
		});
		// the same key again (a double submit) leads where the first went, nothing more is stored
		expect(await sendCorrection(id, PDF(), key)).toMatchObject({
			status: 303,
			location: `${page(id)}?done=correction`,
		});
		expect(await sendCorrection(id, PDF())).toMatchObject({ status: 409, data: { refused: "alreadyCorrection" } });
		const { html } = await show(id, "customer", "?done=correction");
		expect(html).toContain("정정을 요청했습니다.");
		expect(html).toContain("check-bl-fixed.pdf");
		expect(html).toContain(
			"이미 체크 B/L 정정을 요청했습니다. 추가 정정은 담당자 이메일(help@barunforwarding.kr)로 보내 주세요.",
		);
		expect(html).not.toContain('data-testid="correction-form"');
	});

	test("a staff answer shows as 'request done' with its note, a decline with its reason", async () => {
		const id = makeTestShipment();
		await post(id, { intent: "blIssue", onceKey: newOnceKey() });
		const request = getDb().select().from(documentRequests).where(eq(documentRequests.estimateId, id)).get()!;
		getDb()
			.update(documentRequests)
			.set({ status: "done", answeredBy: DEMO.staff.id, answeredAt: new Date(), answerNote: "Original B/L couriered" })
			.where(eq(documentRequests.id, request.id))
			.run();
		const { html } = await show(id, "customer", "", "en");
		expect(html).toContain("Request done");
		expect(html).toContain("Note from us: Original B/L couriered");
	});
});
