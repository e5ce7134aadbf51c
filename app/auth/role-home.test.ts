import { describe, expect, test } from "vitest";
import { ROLES, type Role } from "#db/roles.ts";
import { homeFor, mayOpenMypage } from "./role-home.ts";

describe("homeFor: each role lands on its own home", () => {
	test.each([
		["customer", "/order"],
		["staff", "/admin"],
		["staff_admin", "/admin"],
		["customs_broker", "/partner/customs"],
		["insurer", "/partner/insurance"],
	] as const)("%s -> %s", (role, home) => {
		expect(homeFor(role)).toBe(home);
	});
});

describe("mayOpenMypage: customer pages are the customer's", () => {
	const table: [string, Record<Role, boolean>][] = [
		["/mypage/estimate", { customer: true, staff: false, staff_admin: false, customs_broker: false, insurer: false }],
		["/mypage/estimate/abc", { customer: true, staff: true, staff_admin: true, customs_broker: false, insurer: false }],
		[
			"/mypage/estimate/abc/booking",
			{ customer: true, staff: false, staff_admin: false, customs_broker: false, insurer: false },
		],
		["/mypage/shipment", { customer: true, staff: false, staff_admin: false, customs_broker: false, insurer: false }],
		["/mypage/shipment/abc", { customer: true, staff: true, staff_admin: true, customs_broker: false, insurer: false }],
		[
			"/mypage/shiproutetrackermap/abc",
			{ customer: true, staff: true, staff_admin: true, customs_broker: false, insurer: false },
		],
		["/mypage/download", { customer: true, staff: false, staff_admin: false, customs_broker: false, insurer: false }],
		["/mypage/upload/abc", { customer: true, staff: false, staff_admin: false, customs_broker: false, insurer: false }],
		["/mypage/coupons", { customer: true, staff: false, staff_admin: false, customs_broker: false, insurer: false }],
		["/mypage/payment", { customer: true, staff: false, staff_admin: false, customs_broker: false, insurer: false }],
		["/mypage/uploadfile", { customer: true, staff: false, staff_admin: false, customs_broker: false, insurer: false }],
		["/mypage/info", { customer: true, staff: true, staff_admin: true, customs_broker: true, insurer: true }],
		["/mypage/info/", { customer: true, staff: true, staff_admin: true, customs_broker: true, insurer: true }],
		["/mypage", { customer: true, staff: true, staff_admin: true, customs_broker: true, insurer: true }],
		["/MyPage/Download", { customer: true, staff: false, staff_admin: false, customs_broker: false, insurer: false }],
	];
	for (const [path, byRole] of table)
		test.each(ROLES.map((role) => [role, byRole[role]] as const))(`${path}: %s may open: %s`, (role, ok) => {
			expect(mayOpenMypage(role, path)).toBe(ok);
		});
});
