// Integration: real session rows in the worker's temporary SQLite file, real signed cookies.
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { ROLES, type Role } from "#db/roles.ts";
import { companies, sessions, users } from "#db/schema.ts";
import {
	asCustomer,
	authMiddleware,
	getUser,
	requireAnonymous,
	requireCustomer,
	requireRole,
	requireUser,
	roleGuardLoader,
} from "./guard.server.ts";
import { createSession, sessionCookie } from "./session.server.ts";

beforeAll(() => {
	for (const role of ROLES)
		getDb()
			.insert(users)
			.values({ id: `guard-${role}`, email: `${role}@guard.test`, name: role, role })
			.onConflictDoNothing()
			.run();
	// a customer of a company, and a partner account that (wrongly or not) names one: the role decides
	getDb().insert(companies).values({ id: "guard-company", name: "Guard Co." }).onConflictDoNothing().run();
	for (const [id, role] of [
		["guard-customer-co", "customer"],
		["guard-broker-co", "customs_broker"],
	] as const)
		getDb()
			.insert(users)
			.values({ id, email: `${id}@guard.test`, name: id, role, companyId: "guard-company" })
			.onConflictDoNothing()
			.run();
});

async function cookieOf(userId: string): Promise<string> {
	const { setCookie } = await createSession(userId);
	return setCookie.split(";")[0] as string;
}

async function cookieFor(role: Role): Promise<string> {
	return cookieOf(`guard-${role}`);
}

async function contextFor(url: string, cookie?: string) {
	const request = new Request(`http://app.test${url}`, { headers: cookie ? { Cookie: cookie } : {} });
	const context = new RouterContextProvider();
	await authMiddleware(
		{ request, context, params: {}, url: new URL(request.url), pattern: "" } as never,
		async () => new Response(),
	);
	return { request, context };
}

async function thrown(fn: () => unknown): Promise<Response> {
	try {
		await fn();
	} catch (error) {
		if (error instanceof Response) return error;
		// data() throws a DataWithResponseInit
		if (error && typeof error === "object" && "init" in error) {
			const init = (error as { init: ResponseInit }).init;
			return new Response(null, init);
		}
		throw error;
	}
	throw new Error("expected the guard to throw");
}

describe("requireUser", () => {
	test("signed-out user goes to /login with the path saved", async () => {
		const { request, context } = await contextFor("/mypage/estimate?page=2");
		const res = await thrown(() => requireUser(request, context));
		expect(res.status).toBe(302);
		expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fmypage%2Festimate%3Fpage%3D2");
	});
	test("a signed-in user passes and is the session's user", async () => {
		const { request, context } = await contextFor("/cost", await cookieFor("customer"));
		const user = await requireUser(request, context);
		expect(user.email).toBe("customer@guard.test");
	});
	test("an expired session: path saved, 'logged out' notice flagged, stale cookie cleared", async () => {
		const cookie = await cookieFor("customer");
		const id = await sessionCookie().parse(cookie);
		getDb()
			.update(sessions)
			.set({ expiresAt: new Date(Date.now() - 1000) })
			.where(eq(sessions.id, id))
			.run();
		const { request, context } = await contextFor("/cost", cookie);
		expect(getUser(context)).toBeNull();
		const res = await thrown(() => requireUser(request, context));
		expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fcost&expired=1");
		expect(res.headers.get("Set-Cookie")).toMatch(/fp_session=;.*Max-Age=0/);
	});
	test("a forged cookie is treated as signed out, not as an expired session", async () => {
		const { request, context } = await contextFor("/cost", "fp_session=forged-value");
		const res = await thrown(() => requireUser(request, context));
		expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fcost");
	});
	test("a deleted session (signed out elsewhere) is caught", async () => {
		const cookie = await cookieFor("staff");
		getDb().delete(sessions).where(eq(sessions.userId, "guard-staff")).run();
		const { request, context } = await contextFor("/admin", cookie);
		const res = await thrown(() => requireUser(request, context));
		expect(res.headers.get("Location")).toContain("expired=1");
	});
});

describe("role layouts", () => {
	const cases: [string, readonly Role[], Role, number | "pass"][] = [
		["/admin", ["staff", "staff_admin"], "staff", "pass"],
		["/admin", ["staff", "staff_admin"], "staff_admin", "pass"],
		["/admin", ["staff", "staff_admin"], "customer", 403],
		["/admin", ["staff", "staff_admin"], "customs_broker", 403],
		["/partner/customs", ["customs_broker"], "customs_broker", "pass"],
		["/partner/customs", ["customs_broker"], "insurer", 403],
		["/partner/customs", ["customs_broker"], "staff_admin", 403],
		["/partner/insurance", ["insurer"], "insurer", "pass"],
		["/partner/insurance", ["insurer"], "customer", 403],
	];
	test.each(cases)("%s allowed %j, as %s -> %s", async (path, roles, role, outcome) => {
		const { request, context } = await contextFor(path, await cookieFor(role));
		if (outcome === "pass") {
			expect((await requireRole(request, context, roles)).role).toBe(role);
		} else {
			expect((await thrown(() => requireRole(request, context, roles))).status).toBe(outcome);
		}
	});
	test("signed-out visitors of a role layout go to login, not 403", async () => {
		const { request, context } = await contextFor("/partner/insurance");
		const res = await thrown(() => roleGuardLoader(["insurer"])({ request, context }));
		expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fpartner%2Finsurance");
	});
});

describe("requireCustomer", () => {
	test("a customer of a company passes, with the company", async () => {
		const { request, context } = await contextFor("/mypage/estimate/x/booking", await cookieOf("guard-customer-co"));
		const customer = await requireCustomer(request, context);
		expect([customer.id, customer.role, customer.companyId]).toEqual([
			"guard-customer-co",
			"customer",
			"guard-company",
		]);
	});

	test.each([
		["staff", "guard-staff"],
		["staff_admin", "guard-staff_admin"],
		["a customs broker", "guard-customs_broker"],
		["an insurer", "guard-insurer"],
		["a partner that names a company", "guard-broker-co"],
		["a customer without a company", "guard-customer"],
	])("%s gets 403", async (_who, userId) => {
		const { request, context } = await contextFor("/mypage/estimate/x/booking", await cookieOf(userId));
		const res = await thrown(() => requireCustomer(request, context));
		expect(res.status).toBe(403);
	});

	test("a signed-out visitor goes to login with the path saved, not 403", async () => {
		const { request, context } = await contextFor("/mypage/estimate/x/discount");
		const res = await thrown(() => requireCustomer(request, context));
		expect(res.status).toBe(302);
		expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fmypage%2Festimate%2Fx%2Fdiscount");
	});

	test("asCustomer applies the same rule to a user already in hand", async () => {
		const { context } = await contextFor("/", await cookieOf("guard-customer-co"));
		const customer = getUser(context)!;
		expect(asCustomer(customer)).toBe(customer);
		const { context: staff } = await contextFor("/", await cookieOf("guard-staff"));
		expect((await thrown(() => asCustomer(getUser(staff)!))).status).toBe(403);
	});
});

describe("requireAnonymous", () => {
	test("a signed-in user is sent to /order", async () => {
		const { context } = await contextFor("/login", await cookieFor("customer"));
		const res = await thrown(() => requireAnonymous(context));
		expect(res.headers.get("Location")).toBe("/order");
	});
	test("a visitor passes", async () => {
		const { context } = await contextFor("/login");
		expect(() => requireAnonymous(context)).not.toThrow();
	});
});
