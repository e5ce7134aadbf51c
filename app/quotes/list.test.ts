import { describe, expect, test } from "vitest";
import { ESTIMATE_STATUSES, isDeletable } from "#app/lifecycle/lifecycle.ts";
import { PAGE_SIZE, SORTS, clampPage, customerActions, listQueryString, pageCount, parseListQuery } from "./list.ts";

describe("paging (5 a page, no empty last page)", () => {
	test.each([
		[0, 0],
		[1, 1],
		[4, 1],
		[5, 1],
		[6, 2],
		[10, 2],
		[11, 3],
	])("%i estimates -> %i pages", (total, pages) => {
		expect(PAGE_SIZE).toBe(5);
		expect(pageCount(total)).toBe(pages);
	});

	test("the spec's floor(total / 5) + 1 would add an empty page at multiples of 5; ours does not", () => {
		for (const total of [5, 10, 15]) expect(pageCount(total)).toBe(Math.floor(total / 5));
	});

	test("a requested page is brought into range", () => {
		expect(clampPage(1, 0)).toBe(1);
		expect(clampPage(3, 6)).toBe(2);
		expect(clampPage(0, 6)).toBe(1);
		expect(clampPage(-4, 6)).toBe(1);
		expect(clampPage(Number.NaN, 6)).toBe(1);
		expect(clampPage(2.7, 11)).toBe(2);
	});
});

describe("the query in the URL", () => {
	test("defaults", () => {
		expect(parseListQuery(new URLSearchParams(""))).toEqual({
			q: "",
			sort: "newest",
			direction: "",
			transport: "",
			page: 1,
		});
	});

	test("every sort key is accepted; anything else is the default", () => {
		expect(SORTS).toEqual(["newest", "oldest", "total", "number"]);
		for (const sort of SORTS) expect(parseListQuery(new URLSearchParams({ sort })).sort).toBe(sort);
		expect(parseListQuery(new URLSearchParams({ sort: "price; drop table" })).sort).toBe("newest");
	});

	test("filters and page; unknown values ignored", () => {
		const q = parseListQuery(
			new URLSearchParams({ q: "  Q2611-0001 ", direction: "import", transport: "air", page: "3" }),
		);
		expect(q).toEqual({ q: "Q2611-0001", sort: "newest", direction: "import", transport: "air", page: 3 });
		const bad = parseListQuery(new URLSearchParams({ direction: "both", transport: "rail", page: "-2" }));
		expect(bad).toMatchObject({ direction: "", transport: "", page: 1 });
		expect(parseListQuery(new URLSearchParams({ q: "x".repeat(500) })).q).toHaveLength(100);
	});

	test("round trip through the query string, defaults left out", () => {
		expect(listQueryString(parseListQuery(new URLSearchParams("")))).toBe("");
		const query = parseListQuery(
			new URLSearchParams({ q: "부산", sort: "total", direction: "export", transport: "ocean", page: "2" }),
		);
		const text = listQueryString(query);
		expect(parseListQuery(new URLSearchParams(text.slice(1)))).toEqual(query);
		expect(listQueryString(query, { deleted: "1" })).toContain("deleted=1");
	});
});

describe("what a status allows", () => {
	test("deletable statuses are the lifecycle's DELETABLE group: never once booked", () => {
		const deletable = ESTIMATE_STATUSES.filter(isDeletable);
		expect(deletable).toEqual(["in_request", "in_confirm", "confirm_nego", "deny_nego", "cancelled"]);
		for (const s of ["in_nego", "booked", "wait_schedule", "in_loading", "in_shipping", "finish"] as const)
			expect(isDeletable(s)).toBe(false);
	});

	test("actions by status", () => {
		expect(customerActions("in_confirm")).toEqual({ discount: true, book: true, cancel: false, delete: true });
		expect(customerActions("in_request")).toEqual({ discount: false, book: false, cancel: false, delete: true });
		expect(customerActions("in_nego")).toEqual({ discount: false, book: false, cancel: false, delete: false });
		expect(customerActions("deny_nego")).toEqual({ discount: false, book: true, cancel: false, delete: true });
		expect(customerActions("booked")).toEqual({ discount: false, book: false, cancel: true, delete: false });
		expect(customerActions("finish")).toEqual({ discount: false, book: false, cancel: false, delete: false });
	});
});
