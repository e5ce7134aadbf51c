import { describe, expect, test } from "vitest";
import type { Role } from "#db/roles.ts";
import {
	isOwnCompanyRecord,
	mayChangeAsCustomer,
	maySeeCompanyRecord,
	ownCompanyOf,
	partnerAssigned,
} from "./access.ts";

const record = { companyId: "c1" };
const as = (role: Role, companyId: string | null) => ({ role, companyId });

describe("a company's record", () => {
	test.each([
		["a customer of the company", as("customer", "c1"), true, true, true],
		["a customer of another company", as("customer", "c2"), false, false, false],
		["a customer without a company", as("customer", null), false, false, false],
		["staff", as("staff", null), true, false, false],
		["a staff admin", as("staff_admin", null), true, false, false],
		["a customs broker", as("customs_broker", null), false, false, false],
		["an insurer", as("insurer", null), false, false, false],
	])("%s: sees %s, owns %s, acts as its customer %s", (_who, user, sees, owns, acts) => {
		expect(maySeeCompanyRecord(user, record)).toBe(sees);
		expect(isOwnCompanyRecord(user, record)).toBe(owns);
		expect(mayChangeAsCustomer(user, record)).toBe(acts);
	});

	test("a record without a company is nobody's own, not even a user's without one", () => {
		expect(isOwnCompanyRecord({ companyId: null }, { companyId: null })).toBe(false);
		expect(maySeeCompanyRecord(as("customer", null), { companyId: null })).toBe(false);
		expect(maySeeCompanyRecord(as("staff", null), { companyId: null })).toBe(true);
	});

	test("a customer's lists are cut to their own company", () => {
		expect(ownCompanyOf({ companyId: "c1" })).toBe("c1");
		expect(ownCompanyOf({ companyId: null })).toBeNull();
	});
});

describe("a partner's request", () => {
	test.each([
		["assigned to the partner's company", { partnerCompanyId: "p1" }, { partnerCompanyId: "p1" }, true],
		["assigned to another partner", { partnerCompanyId: "p1" }, { partnerCompanyId: "p2" }, false],
		["not assigned yet", { partnerCompanyId: "p1" }, { partnerCompanyId: null }, false],
		["a user of no partner company", { partnerCompanyId: null }, { partnerCompanyId: null }, false],
	])("%s", (_what, user, request, assigned) => {
		expect(partnerAssigned(user, request)).toBe(assigned);
	});
});
