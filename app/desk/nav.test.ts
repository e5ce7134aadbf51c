import { describe, expect, test } from "vitest";
import { currentStaffNav, staffNavFor } from "./nav.ts";

describe("staffNavFor: staff_admin also sees API keys and settings", () => {
	test.each([
		[
			false,
			[
				"home",
				"quotes",
				"negotiations",
				"bookings",
				"shipments",
				"payments",
				"coupons",
				"customers",
				"leads",
				"requests",
				"rates",
				"market",
				"board",
				"integrations",
			],
		],
		[
			true,
			[
				"home",
				"quotes",
				"negotiations",
				"bookings",
				"shipments",
				"payments",
				"coupons",
				"customers",
				"leads",
				"requests",
				"rates",
				"market",
				"board",
				"integrations",
				"apiKeys",
				"settings",
			],
		],
	])("admin %s -> %j", (isAdmin, keys) => {
		expect(staffNavFor(isAdmin).map((i) => i.key)).toEqual(keys);
	});
});

describe("currentStaffNav: the desk a path belongs to", () => {
	test.each([
		["/admin", "home"],
		["/admin/", "home"],
		["/admin/quotes", "quotes"],
		["/admin/quotes/abc-123", "quotes"],
		["/admin/negotiations/x", "negotiations"],
		["/admin/bookings", "bookings"],
		["/admin/bookings/abc-123", "bookings"],
		["/admin/shipments", "shipments"],
		["/admin/shipments/abc-123", "shipments"],
		["/admin/shipments/import", "shipments"],
		["/admin/payments", "payments"],
		["/admin/payments/abc-123", "payments"],
		["/admin/coupons", "coupons"],
		["/admin/coupons/c-1", "coupons"],
		["/admin/customers/co-1", "customers"],
		["/admin/rates", "rates"],
		["/admin/rates/import", "rates"],
		["/admin/rates/fcl/row-1", "rates"],
		["/admin/market/scfi", "market"],
		["/admin/api-keys", "apiKeys"],
		["/admin/settings", "settings"],
		["/admin/quotesx", null],
		["/adminx", null],
		["/mypage", null],
	])("%s -> %s", (path, key) => {
		expect(currentStaffNav(path)).toBe(key);
	});

	test("a staff member on an admin-only page has no current item among their own", () => {
		expect(currentStaffNav("/admin/settings", staffNavFor(false))).toBe(null);
	});
});
