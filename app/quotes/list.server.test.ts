// Integration: the quote list and delete against the worker's SQLite file. Each run makes its own two
// companies (other test files in the worker store estimates too) and numbers in a month no real quote
// uses, so counts and searches see only this file's rows.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { companies, estimates, users } from "#db/schema.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { seedReference } from "#db/seed/reference.ts";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import { parseListQuery } from "./list.ts";
import { deleteEstimate, listEstimates } from "./list.server.ts";

const run = crypto.randomBytes(3).toString("hex");
const A = { id: `list-a-${run}`, companyId: `list-co-a-${run}` };
const B = { id: `list-b-${run}`, companyId: `list-co-b-${run}` };
const STAFF = { companyId: null };
// a month code far from today's, unique per run, so numbers never meet the real sequence
const month = `97${String(crypto.randomInt(1, 13)).padStart(2, "0")}`;
let seq = crypto.randomInt(1000, 5000);

type Seed = Partial<typeof estimates.$inferInsert> & { companyId: string; userId: string };

function insert(values: Seed): { id: string; body: string } {
	seq += 1;
	const id = crypto.randomUUID();
	const body = `${month}-${String(seq).padStart(4, "0")}`;
	getDb()
		.insert(estimates)
		.values({
			id,
			numberBody: body,
			status: "in_confirm",
			mode: "fcl",
			direction: "export",
			origin: "KRPUS",
			destination: "VNHPH",
			readyDate: "2026-12-01",
			request: "{}",
			totalKrw: 1_000_000,
			...values,
		})
		.run();
	return { id, body };
}

const q = (params: Record<string, string> = {}) => parseListQuery(new URLSearchParams(params));
const ids = (user: { companyId: string | null }, params: Record<string, string> = {}) =>
	listEstimates(user, q(params), "kr").rows.map((r) => r.id);

let a1: { id: string; body: string };
let a2: { id: string; body: string };
let a3: { id: string; body: string };
let a4: { id: string; body: string };
let b1: { id: string; body: string };

beforeAll(async () => {
	const db = getDb();
	seedReference(db);
	await seedDemo(db);
	for (const [user, name] of [
		[A, "목록 테스트 A"],
		[B, "목록 테스트 B"],
	] as const) {
		db.insert(companies).values({ id: user.companyId, name }).run();
		db.insert(users)
			.values({ id: user.id, email: `${user.id}@test.kr`, name, role: "customer", companyId: user.companyId })
			.run();
	}
	const base = Date.now() - 10_000;
	const own = { companyId: A.companyId, userId: A.id };
	a1 = insert({ ...own, commodity: "냉동 새우", totalKrw: 3_000_000, createdAt: new Date(base) });
	a2 = insert({
		...own,
		mode: "lcl",
		origin: "KRINC",
		commodity: "Cotton T-shirts",
		totalKrw: 500_000,
		createdAt: new Date(base + 1000),
	});
	a3 = insert({
		...own,
		mode: "air",
		direction: "import",
		origin: "SGN",
		destination: "ICN",
		status: "in_request",
		totalKrw: null,
		createdAt: new Date(base + 2000),
	});
	a4 = insert({
		...own,
		status: "booked",
		destination: "CNSHA",
		totalKrw: 2_000_000,
		totalWithCouponKrw: 1_900_000,
		createdAt: new Date(base + 3000),
	});
	b1 = insert({ companyId: B.companyId, userId: B.id, commodity: "냉동 새우", createdAt: new Date(base + 4000) });
});

describe("listEstimates", () => {
	test("a company sees only its own estimates, newest first", () => {
		expect(ids(A)).toEqual([a4.id, a3.id, a2.id, a1.id]);
		expect(ids(B)).toEqual([b1.id]);
	});

	test("users without a company (staff) get an empty list, not an error", () => {
		expect(listEstimates(STAFF, q(), "kr")).toEqual({ rows: [], total: 0, page: 1, pageCount: 0 });
	});

	test("sorts: oldest, total (highest first, unpriced last), number", () => {
		expect(ids(A, { sort: "oldest" })).toEqual([a1.id, a2.id, a3.id, a4.id]);
		expect(ids(A, { sort: "total" })).toEqual([a1.id, a4.id, a2.id, a3.id]);
		expect(ids(A, { sort: "number" })).toEqual([a4.id, a3.id, a2.id, a1.id]);
	});

	test("search by document number with or without its prefix, and by part of it", () => {
		expect(ids(A, { q: a1.body })).toEqual([a1.id]);
		expect(ids(A, { q: `Q${a1.body}` })).toEqual([a1.id]);
		expect(ids(A, { q: `q${a1.body}` })).toEqual([a1.id]);
		// booked: its number is B..., but the body finds it whatever prefix is typed
		expect(ids(A, { q: `B${a4.body}` })).toEqual([a4.id]);
		expect(ids(A, { q: `Q${a4.body}` })).toEqual([a4.id]);
		expect(ids(A, { q: `Q${month}` }).sort()).toEqual([a1.id, a2.id, a3.id, a4.id].sort());
		// another company's number finds nothing
		expect(ids(A, { q: b1.body })).toEqual([]);
	});

	test("search by port or airport code and by name in any language", () => {
		expect(ids(A, { q: "krinc" })).toEqual([a2.id]);
		expect(ids(A, { q: "CNSHA" })).toEqual([a4.id]);
		expect(ids(A, { q: "ICN" })).toEqual([a3.id]);
		expect(ids(A, { q: "인천" }).sort()).toEqual([a2.id, a3.id].sort());
		expect(ids(A, { q: "Haiphong" }).length + ids(A, { q: "Hai Phong" }).length).toBeGreaterThan(0);
	});

	test("search by commodity, case-insensitive for Latin letters", () => {
		expect(ids(A, { q: "새우" })).toEqual([a1.id]);
		expect(ids(A, { q: "cotton" })).toEqual([a2.id]);
		expect(ids(A, { q: "100%" })).toEqual([]);
	});

	test("filters: export or import, ocean or air", () => {
		expect(ids(A, { direction: "import" })).toEqual([a3.id]);
		expect(ids(A, { direction: "export" })).toEqual([a4.id, a2.id, a1.id]);
		expect(ids(A, { transport: "air" })).toEqual([a3.id]);
		expect(ids(A, { transport: "ocean" })).toEqual([a4.id, a2.id, a1.id]);
		expect(ids(A, { transport: "ocean", direction: "import" })).toEqual([]);
	});

	test("rows carry the prefixed number, names, the total with coupon and whether they can be deleted", () => {
		const rows = listEstimates(A, q(), "kr").rows;
		const booked = rows.find((r) => r.id === a4.id);
		expect(booked).toMatchObject({ number: `B${a4.body}`, totalKrw: 1_900_000, deletable: false, originName: "부산" });
		expect(rows.find((r) => r.id === a1.id)).toMatchObject({ number: `Q${a1.body}`, deletable: true });
		expect(listEstimates(A, q(), "en").rows.find((r) => r.id === a4.id)?.originName).toBe("Busan");
	});

	test("paging: 5 a page, a page past the end shows the last", () => {
		const C = { companyId: `list-co-c-${run}` };
		getDb().insert(companies).values({ id: C.companyId, name: "페이지" }).run();
		for (let i = 0; i < 6; i++) insert({ companyId: C.companyId, userId: A.id, createdAt: new Date(Date.now() + i) });
		const first = listEstimates(C, q(), "kr");
		expect(first).toMatchObject({ total: 6, page: 1, pageCount: 2 });
		expect(first.rows).toHaveLength(5);
		const second = listEstimates(C, q({ page: "2" }), "kr");
		expect(second.rows).toHaveLength(1);
		expect(listEstimates(C, q({ page: "9" }), "kr")).toMatchObject({ page: 2, pageCount: 2 });
	});
});

describe("deleteEstimate", () => {
	const status = (id: string) => getDb().select().from(estimates).where(eq(estimates.id, id)).get();

	test("a deletable estimate of the user's company is soft-deleted and leaves the list", () => {
		const e = insert({ companyId: A.companyId, userId: A.id, status: "deny_nego" });
		expect(deleteEstimate(A, e.id)).toBe("deleted");
		expect(status(e.id)?.deletedAt).toBeInstanceOf(Date);
		expect(ids(A)).not.toContain(e.id);
	});

	test.each(["in_nego", "booked", "wait_schedule", "in_loading", "in_shipping", "finish"] as EstimateStatus[])(
		"%s cannot be deleted: nothing changes",
		(s) => {
			const e = insert({ companyId: A.companyId, userId: A.id, status: s });
			expect(deleteEstimate(A, e.id)).toBe("notAllowed");
			expect(status(e.id)?.deletedAt).toBeNull();
			expect(status(e.id)?.status).toBe(s);
		},
	);

	test("another company's estimate is 404 and stays", () => {
		expect(() => deleteEstimate(A, b1.id)).toThrow(
			expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
		);
		expect(status(b1.id)?.deletedAt).toBeNull();
	});

	test("an unknown or already deleted id is 404; staff (no company) are refused with 403", () => {
		expect(() => deleteEstimate(A, "no-such-id")).toThrow(
			expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
		);
		const e = insert({ companyId: A.companyId, userId: A.id, status: "in_request" });
		expect(deleteEstimate(A, e.id)).toBe("deleted");
		expect(() => deleteEstimate(A, e.id)).toThrow(
			expect.objectContaining({ init: expect.objectContaining({ status: 404 }) }),
		);
		expect(() => deleteEstimate(STAFF, a1.id)).toThrow(
			expect.objectContaining({ init: expect.objectContaining({ status: 403 }) }),
		);
	});
});
