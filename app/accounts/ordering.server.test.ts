// "Must be verified by a code before ordering" (spec section 5).
import { describe, expect, test } from "vitest";
import type { SessionUser } from "#app/auth/session.server.ts";
import { canOrder, requireVerifiedPhone } from "./ordering.server.ts";

function user(change: Partial<SessionUser> = {}): SessionUser {
	return {
		id: "user-1",
		email: "kim@hanbit.co.kr",
		name: "김철수",
		role: "customer",
		locale: "kr",
		companyId: null,
		phone: "01012345678",
		phoneVerified: true,
		sessionId: "session-1",
		partnerCompanyId: null,
		...change,
	};
}

/** What requireVerifiedPhone threw, or undefined when it returned. */
function thrownBy(fn: () => void): unknown {
	try {
		fn();
	} catch (thrown) {
		return thrown;
	}
	return undefined;
}

describe("canOrder", () => {
	test.each<[string, Partial<SessionUser>, boolean]>([
		["verified phone", {}, true],
		["unverified phone", { phoneVerified: false }, false],
		["no phone at all", { phone: null, phoneVerified: false }, false],
		["verified staff", { role: "staff" }, true],
		["unverified staff_admin", { role: "staff_admin", phoneVerified: false }, false],
	])("%s -> %s", (_case, change, expected) => {
		expect(canOrder(user(change))).toBe(expected);
	});
});

describe("requireVerifiedPhone", () => {
	test.each<[string, Partial<SessionUser>]>([
		["verified customer", {}],
		["verified insurer", { role: "insurer" }],
	])("%s passes", (_case, change) => {
		expect(thrownBy(() => requireVerifiedPhone(user(change)))).toBeUndefined();
	});

	test.each<[string, Partial<SessionUser>]>([
		["unverified phone", { phoneVerified: false }],
		["no phone", { phone: null, phoneVerified: false }],
		["unverified customs broker", { role: "customs_broker", phoneVerified: false }],
	])("%s -> redirect to the phone form", (_case, change) => {
		const thrown = thrownBy(() => requireVerifiedPhone(user(change)));
		expect(thrown).toBeInstanceOf(Response);
		const response = thrown as Response;
		expect(response.status).toBe(302);
		expect(response.headers.get("Location")).toBe("/mypage/info?need=phone#phone");
	});
});
