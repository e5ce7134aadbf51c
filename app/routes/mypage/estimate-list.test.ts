// Integration: the quote list on My page (/mypage/estimate) with real Requests and sessions in the
// worker's SQLite file: always the user's own company's quotes (a user without a company is told so),
// and the delete action: back to the list as it was with the message, or the refusal with 400.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { getDb } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as list from "./estimate-list.tsx";

const cookies: Record<"customer" | "other" | "staff", string> = { customer: "", other: "", staff: "" };

beforeAll(async () => {
	await seedQuoteWorld();
	for (const who of ["customer", "other", "staff"] as const)
		cookies[who] = (await createSession(DEMO[who].id)).setCookie.split(";")[0]!;
});

const args = async (path: string, who: keyof typeof cookies | null, form?: Record<string, string>) =>
	(await routeArgs(path, { cookies: who ? [cookies[who]] : [], form })) as never;
type List = Awaited<ReturnType<typeof list.loader>>;

describe("the list", () => {
	test("a customer sees the company's quotes; another company's customer does not, even by number", async () => {
		const id = makeEstimate();
		const own = (await outcome(async () => list.loader(await args("/mypage/estimate", "customer")))).data as List;
		expect(own.hasCompany).toBe(true);
		expect(own.rows.some((r) => r.id === id)).toBe(true);
		const number = getEstimateFor(DEMO.customer, id).number;
		const other = (await outcome(async () => list.loader(await args(`/mypage/estimate?q=${number}`, "other"))))
			.data as List;
		expect(other.rows).toEqual([]);
	});

	test("staff (no company) are told the list is a company's; a signed-out visitor goes to the login page", async () => {
		const staff = (await outcome(async () => list.loader(await args("/mypage/estimate", "staff")))).data as List;
		expect([staff.hasCompany, staff.total]).toEqual([false, 0]);
		const { html } = await renderRoute(list, "/mypage/estimate", "/mypage/estimate", { cookies: [cookies.staff] });
		expect(html).toContain('data-testid="no-company"');
		const anonymous = await outcome(async () => list.loader(await args("/mypage/estimate?page=2", null)));
		expect([anonymous.status, anonymous.location]).toEqual([
			302,
			`/login?redirectTo=${encodeURIComponent("/mypage/estimate?page=2")}`,
		]);
	});
});

describe("delete from the list", () => {
	test("an allowed delete comes back to the list as it was, with the message", async () => {
		const id = makeEstimate();
		const got = await outcome(async () =>
			list.action(await args("/mypage/estimate?sort=oldest&page=2", "customer", { intent: "delete", estimateId: id })),
		);
		expect([got.status, got.location]).toEqual([303, "/mypage/estimate?sort=oldest&page=2&deleted=1"]);
		const { html } = await renderRoute(list, "/mypage/estimate", "/mypage/estimate?deleted=1", {
			cookies: [cookies.customer],
			locale: "en",
		});
		expect(html).toContain('data-testid="deleted-notice"');
	});

	test("a booked quote is refused with 400 and the message, and stays", async () => {
		const id = makeEstimate();
		getDb().update(estimates).set({ status: "booked" }).where(eq(estimates.id, id)).run();
		const got = await outcome(async () =>
			list.action(await args("/mypage/estimate", "customer", { intent: "delete", estimateId: id })),
		);
		expect(got).toMatchObject({ status: 400, data: { error: "estimate.deleteFailed", estimateId: id } });
		const { status, html } = await renderRoute(list, "/mypage/estimate", "/mypage/estimate", {
			cookies: [cookies.customer],
			form: { intent: "delete", estimateId: id },
		});
		expect(status).toBe(400);
		expect(html).toContain("견적을 삭제하지 못했습니다. 운영팀에 문의해 주세요.");
		expect(getEstimateFor(DEMO.customer, id)).toMatchObject({ status: "booked", deletedAt: null });
	});

	test.each([
		["no estimate named", "customer", { intent: "delete" }, 400],
		["an unknown intent", "customer", { intent: "archive", estimateId: "x" }, 400],
		["staff (a customer's act)", "staff", { intent: "delete", estimateId: "ID" }, 403],
		["another company's estimate", "other", { intent: "delete", estimateId: "ID" }, 404],
		["an unknown estimate", "customer", { intent: "delete", estimateId: "no-such-estimate" }, 404],
	] as const)("%s: %i, nothing deleted", async (_case, who, form, status) => {
		const id = makeEstimate();
		const posted = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v === "ID" ? id : v]));
		expect((await outcome(async () => list.action(await args("/mypage/estimate", who, posted)))).status).toBe(status);
		expect(getEstimateFor(DEMO.customer, id).deletedAt).toBeNull();
	});
});
