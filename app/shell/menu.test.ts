import { describe, expect, test } from "vitest";
import { ROLES, type Role } from "#db/roles.ts";
import { buildMenu, isCurrentPath, isGroup } from "./menu.ts";

const flatKeys = (role: Role | null) =>
	buildMenu(role).flatMap((e) => (isGroup(e) ? [e.key, ...e.items.map((i) => i.key)] : [e.key]));

describe("header menu", () => {
	test("top level: about, real-time quote, utilities, events, my page (spec section 2)", () => {
		expect(buildMenu(null).map((e) => e.key)).toEqual(["about", "quote", "utilities", "events", "mypage"]);
	});
	test.each(ROLES.map((role) => [role, role === "staff_admin"] as const))("chatbot entry for %s: %s", (role, shown) => {
		expect(flatKeys(role).includes("chatbot")).toBe(shown);
	});
	test("the utilities offer the Korea -> Vietnam route optimiser to everyone (decision 080)", () => {
		const utilities = buildMenu(null).find((e) => e.key === "utilities");
		expect(utilities && isGroup(utilities) && utilities.items.find((i) => i.key === "routeOptimiser")).toEqual({
			key: "routeOptimiser",
			to: "/routeoptimizer",
		});
	});
	test("visitors never see the chatbot", () => {
		expect(flatKeys(null)).not.toContain("chatbot");
		expect(buildMenu(null, true).flatMap((e) => (isGroup(e) ? e.items.map((i) => i.key) : [e.key]))).not.toContain(
			"chatbot",
		);
	});
	test.each(ROLES)("the setting releases the chatbot entry to %s", (role) => {
		const keys = buildMenu(role, true).flatMap((e) => (isGroup(e) ? e.items.map((i) => i.key) : [e.key]));
		expect(keys).toContain("chatbot");
	});
	test.each([
		["staff", "admin"],
		["staff_admin", "admin"],
		["customs_broker", "partnerCustoms"],
		["insurer", "partnerInsurance"],
	] as const)("%s gets the %s entry and no other role's", (role, key) => {
		const keys = flatKeys(role);
		expect(keys).toContain(key);
		for (const other of ["admin", "partnerCustoms", "partnerInsurance"].filter((k) => k !== key))
			expect(keys).not.toContain(other);
	});
});

describe("isCurrentPath: NavLink's rule for the menus' current link", () => {
	test.each([
		["/mypage/estimate", "/mypage/estimate", false, true],
		["/mypage/estimate/12", "/mypage/estimate", false, true],
		["/mypage/estimates", "/mypage/estimate", false, false],
		["/order/shipline", "/order", false, true],
		["/order/shipline", "/order", true, false],
		["/order", "/order", true, true],
		["/", "/", false, true],
		["/company", "/", false, false],
		["/MyPage/Estimate", "/mypage/estimate", false, true],
		["/admin/rates/", "/admin/rates/", false, true],
		["/admin/rates/7", "/admin/rates/", false, true],
	])("%s under %s (end %s): %s", (pathname, to, end, expected) => {
		expect(isCurrentPath(pathname, to, end)).toBe(expected);
	});
});
