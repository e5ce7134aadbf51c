// Estimates at the HTTP level: another company's customer gets 404 on every page of an estimate
// (the page, its PDF, discount, booking and mail pages) and on a delete, and the estimate is left as
// it was; the owner's company (the customer and a colleague) reach it. Runs once (js-off project).
import crypto from "node:crypto";
import { DEMO_USER_IDS, expect, sessionCookieFor, test, withDatabase } from "./fixtures.ts";

/** A quote of demo company A (customer@demo.kr), numbered in month 9912 so it meets no real number. */
function insertEstimate(status: string): string {
	return insertNumbered(status).id;
}

function insertNumbered(status: string): { id: string; body: string } {
	const id = crypto.randomUUID();
	let body = "";
	withDatabase((db) =>
		db.transaction(() => {
			const { last } = db
				.prepare(
					"insert into document_sequences (month, last) values ('9912', 1) on conflict(month) do update set last = last + 1 returning last",
				)
				.get() as { last: number };
			db.prepare(
				`insert into estimates (id, number_body, company_id, user_id, status, mode, direction, origin, destination, ready_date, request, total_krw)
				 values (?, ?, 'demo-company-a', ?, ?, 'fcl', 'export', 'KRPUS', 'VNHPH', '2026-12-01', '{}', 1000000)`,
			).run(id, (body = `9912-${String(last).padStart(4, "0")}`), DEMO_USER_IDS.customer, status);
		})(),
	);
	return { id, body };
}

function snapshot(id: string) {
	return withDatabase((db) => db.prepare("select status, deleted_at, updated_at from estimates where id = ?").get(id));
}

async function as(role: Parameters<typeof sessionCookieFor>[0]) {
	return { Cookie: (await sessionCookieFor(role)).cookie };
}

test("another company's customer gets 404 on the estimate, its PDF, discount, booking, cancel and mail pages, and on delete", async ({
	request,
}) => {
	const { id, body } = insertNumbered("in_confirm");
	const before = snapshot(id);
	const headers = await as("other_customer");
	for (const suffix of ["", "/pdf", "/discount", "/booking", "/cancel", "/mail"]) {
		const res = await request.get(`/mypage/estimate/${id}${suffix}`, { headers, maxRedirects: 0 });
		expect(res.status(), `GET ${suffix || "page"}`).toBe(404);
	}
	const fromList = await request.post("/mypage/estimate", {
		headers,
		form: { intent: "delete", estimateId: id },
		maxRedirects: 0,
	});
	expect(fromList.status()).toBe(404);
	const fromPage = await request.post(`/mypage/estimate/${id}`, {
		headers,
		form: { intent: "delete", estimateId: id },
		maxRedirects: 0,
	});
	expect(fromPage.status()).toBe(404);
	expect(snapshot(id)).toEqual(before);

	// the other company's list does not show it either, even searched by its number
	const list = await (await request.get(`/mypage/estimate?q=Q${body}`, { headers })).text();
	expect(list).not.toContain(`data-id="${id}"`);
	expect(list).toContain('data-testid="estimate-empty"');
});

test("the owner's company reaches the estimate: the customer and a colleague", async ({ request }) => {
	const id = insertEstimate("in_confirm");
	const own = await request.get(`/mypage/estimate/${id}`, { headers: await as("customer") });
	expect(own.status()).toBe(200);
	const list = await (await request.get("/mypage/estimate", { headers: await as("customer") })).text();
	expect(list).toContain(id);
});

test("delete at the HTTP level: a booked estimate is refused with 400 and stays; an allowed one redirects with the message", async ({
	request,
}) => {
	const headers = await as("customer");
	const booked = insertEstimate("booked");
	const refused = await request.post("/mypage/estimate?sort=oldest", {
		headers,
		form: { intent: "delete", estimateId: booked },
		maxRedirects: 0,
	});
	expect(refused.status()).toBe(400);
	expect(await refused.text()).toContain("견적을 삭제하지 못했습니다. 운영팀에 문의해 주세요.");
	expect(snapshot(booked)).toMatchObject({ status: "booked", deleted_at: null });

	const allowed = insertEstimate("in_request");
	const done = await request.post("/mypage/estimate?sort=oldest", {
		headers,
		form: { intent: "delete", estimateId: allowed },
		maxRedirects: 0,
	});
	expect(done.status()).toBe(303);
	expect(done.headers().location).toBe("/mypage/estimate?sort=oldest&deleted=1");
	expect(snapshot(allowed)).toMatchObject({ status: "in_request", deleted_at: expect.any(Number) });
	// a second delete of the same estimate finds nothing
	const again = await request.post("/mypage/estimate", {
		headers,
		form: { intent: "delete", estimateId: allowed },
		maxRedirects: 0,
	});
	expect(again.status()).toBe(404);
});

test("staff cannot delete a customer's estimate (no company): 403, nothing changed", async ({ request }) => {
	const id = insertEstimate("in_confirm");
	const res = await request.post(`/mypage/estimate/${id}`, {
		headers: await as("staff"),
		form: { intent: "delete", estimateId: id },
		maxRedirects: 0,
	});
	expect(res.status()).toBe(403);
	expect(snapshot(id)).toMatchObject({ deleted_at: null });
});
