import { describe, expect, test } from "vitest";
import { ROLES, type Role } from "#db/roles.ts";
import { buildMenu, isGroup } from "./menu.ts";

const flatKeys = (role: Role | null) =>
	buildMenu(role).flatMap((e) => (isGroup(e) ? [e.key, ...e.items.map((i) => i.key)] : [e.key]));

describe("header menu", () => {
	test("top level: about, real-time quote, utilities, events, my page (spec section 2)", () => {
		expect(buildMenu(null).map((e) => e.key)).toEqual(["about", "quote", "utilities", "events", "mypage"]);
	});
	test.each(ROLES.map((role) => [role, role === "staff_admin"] as const))("chatbot entry for %s: %s", (role, shown) => {
		expect(flatKeys(role).includes("chatbot")).toBe(shown);
	});
	test("visitors never see the chatbot", () => {
		expect(flatKeys(null)).not.toContain("chatbot");
	});
	test.each([
		["staff", "admin"],
		["staff_admin", "admin"],
		["customs_broker", "partnerCustoms"],
		["insurer", "partnerInsurance"],
	] as const)("%s gets the %s entry and no other role's", (role, key) => {
		const keys = flatKeys(role);
		expect(keys).toContain(key);
		for (const other of ["admin", "partnerCustoms", "partnerInsurance"].filter((k) => k !== key)) expect(keys).not.toContain(other);
	});
});
