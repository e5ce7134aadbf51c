// Integration: the coupon desk and the customer desk with real Requests and sessions:
// customers and partners get 403 from every loader and action, staff and staff_admin get in; a new
// campaign is refused with 400 on bad input and nothing stored; issue and revoke sent twice (the same
// one-time key) have one effect; adding a user mails the set-password link and refuses a taken address.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { campaignCoupons, listCampaigns } from "#app/coupons/coupon-desk.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { getDb } from "#db/client.ts";
import { couponEvents, outbox, users } from "#db/schema.ts";
import { seedDemoCoupons } from "#db/seed/demo-coupons.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { action as campaignAction, loader as campaignLoader } from "./coupons/campaign.tsx";
import { action as couponsAction, loader as couponsLoader } from "./coupons/index.tsx";
import { action as companyAction, loader as companyLoader } from "./customers/company.tsx";
import { loader as customersLoader } from "./customers/index.tsx";

beforeAll(async () => {
	delete process.env.POSTMARK_SERVER_TOKEN;
	resetEnvCache();
	await seedDemo(getDb());
	seedDemoCoupons(getDb());
});

async function cookieOf(userId: string): Promise<string> {
	const { setCookie } = await createSession(userId);
	return setCookie.split(";")[0]!;
}

type Handler = (args: never) => unknown;
const call = async (
	fn: Handler,
	path: string,
	userId: string,
	options: { form?: Record<string, string>; params?: Record<string, string> } = {},
) => outcome(async () => fn((await routeArgs(path, { cookies: [await cookieOf(userId)], ...options })) as never));

const campaignForm = (over: Record<string, string> = {}) => ({
	intent: "create",
	onceKey: newOnceKey(),
	name: "라우트 캠페인",
	nameEn: "Route campaign",
	nameVi: "Chiến dịch route",
	consumeType: "all_booking_discount",
	discountAmount: "15000",
	availableTotalCost: "200000",
	expireDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10),
	...over,
});

async function makeCampaign(): Promise<string> {
	const made = await call(couponsAction, "/admin/coupons", "demo-staff", { form: campaignForm() });
	expect(made.status).toBe(303);
	return /\/admin\/coupons\/([\w-]+)\?done=created/.exec(made.location ?? "")![1]!;
}

describe("access", () => {
	const screens: [string, Handler, Record<string, string>][] = [
		["/admin/coupons", couponsLoader, {}],
		["/admin/coupons/demo-coupon-event", campaignLoader, { id: "demo-coupon-event" }],
		["/admin/customers", customersLoader, {}],
		["/admin/customers/demo-company-a", companyLoader, { id: "demo-company-a" }],
	];
	test.each(["demo-customer", "demo-broker", "demo-insurer"])("%s: 403 on every screen and action", async (userId) => {
		for (const [path, loader, params] of screens)
			expect((await call(loader, path, userId, { params })).status).toBe(403);
		expect((await call(couponsAction, "/admin/coupons", userId, { form: campaignForm({ name: "몰래" }) })).status).toBe(
			403,
		);
		expect(
			(
				await call(campaignAction, "/admin/coupons/demo-coupon-event", userId, {
					params: { id: "demo-coupon-event" },
					form: { intent: "issueMember", email: "customer@demo.kr", onceKey: newOnceKey() },
				})
			).status,
		).toBe(403);
		expect(
			(
				await call(companyAction, "/admin/customers/demo-company-a", userId, {
					params: { id: "demo-company-a" },
					form: {
						intent: "addUser",
						name: "몰래",
						email: "sneak@x.kr",
						phone: "01012341234",
						locale: "kr",
						onceKey: newOnceKey(),
					},
				})
			).status,
		).toBe(403);
		expect(listCampaigns("kr").some((c) => c.name === "몰래")).toBe(false);
	});

	test.each(["demo-staff", "demo-admin"])("%s reads every screen", async (userId) => {
		for (const [path, loader, params] of screens)
			expect((await call(loader, path, userId, { params })).status).toBe(200);
	});

	test("an unknown campaign or company is 404", async () => {
		expect((await call(campaignLoader, "/admin/coupons/nope", "demo-staff", { params: { id: "nope" } })).status).toBe(
			404,
		);
		expect((await call(companyLoader, "/admin/customers/nope", "demo-staff", { params: { id: "nope" } })).status).toBe(
			404,
		);
	});
});

describe("campaigns", () => {
	test("bad input: 400 with the field's message, nothing stored", async () => {
		const before = listCampaigns("kr").length;
		const res = await call(couponsAction, "/admin/coupons", "demo-staff", {
			form: campaignForm({ name: "", discountAmount: "-5" }),
		});
		expect(res.status).toBe(400);
		expect(res.data).toMatchObject({
			errors: { name: "desk.coupons.errors.nameRequired", discountAmount: "desk.coupons.errors.amount" },
		});
		expect(listCampaigns("kr")).toHaveLength(before);
	});

	test("the list shows a new campaign; its page has the form's values", async () => {
		const id = await makeCampaign();
		const list = (await call(couponsLoader, "/admin/coupons", "demo-staff")).data as { campaigns: { id: string }[] };
		expect(list.campaigns.some((c) => c.id === id)).toBe(true);
		const page = (await call(campaignLoader, `/admin/coupons/${id}`, "demo-staff", { params: { id } })).data as {
			values: Record<string, string>;
		};
		expect(page.values).toMatchObject({
			name: "라우트 캠페인",
			nameEn: "Route campaign",
			discountAmount: "15000",
			availableTotalCost: "200000",
		});
	});
});

describe("issue and revoke, each once", () => {
	test("a double submit of issue and of revoke has one effect", async () => {
		const id = await makeCampaign();
		const params = { id };
		const issue = { intent: "issueMember", email: "colleague@demo.kr", onceKey: newOnceKey() };
		const first = await call(campaignAction, `/admin/coupons/${id}`, "demo-staff", { params, form: issue });
		const second = await call(campaignAction, `/admin/coupons/${id}`, "demo-staff", { params, form: issue });
		expect(first.status).toBe(303);
		expect(second).toMatchObject({ status: 303, location: first.location });
		expect(campaignCoupons(id, "kr")).toHaveLength(1);

		const uc = campaignCoupons(id, "kr")[0]!;
		const revoke = { intent: "revoke", userCouponId: uc.id, reason: "테스트 회수", onceKey: newOnceKey() };
		const r1 = await call(campaignAction, `/admin/coupons/${id}`, "demo-staff", { params, form: revoke });
		const r2 = await call(campaignAction, `/admin/coupons/${id}`, "demo-staff", { params, form: revoke });
		expect(r1).toMatchObject({ status: 303, location: `/admin/coupons/${id}?done=revoked` });
		expect(r2).toMatchObject({ status: 303, location: r1.location });
		const revokes = getDb()
			.select()
			.from(couponEvents)
			.where(eq(couponEvents.userCouponId, uc.id))
			.all()
			.filter((e) => e.action === "revoke");
		expect(revokes).toHaveLength(1);
		expect(revokes[0]).toMatchObject({ reason: "테스트 회수", userId: "demo-staff" });
	});

	test("refusals: staff as a recipient 409; a revoke without reason 400; another campaign's coupon 404", async () => {
		const id = await makeCampaign();
		const params = { id };
		const toStaff = await call(campaignAction, `/admin/coupons/${id}`, "demo-staff", {
			params,
			form: { intent: "issueMember", email: "staff@demo.kr", onceKey: newOnceKey() },
		});
		expect(toStaff).toMatchObject({ status: 409, data: { error: "desk.coupons.refused.not_customer" } });
		await call(campaignAction, `/admin/coupons/${id}`, "demo-staff", {
			params,
			form: { intent: "issueCompany", companyId: "demo-company-a", onceKey: newOnceKey() },
		});
		const uc = campaignCoupons(id, "kr")[0]!;
		const noReason = await call(campaignAction, `/admin/coupons/${id}`, "demo-staff", {
			params,
			form: { intent: "revoke", userCouponId: uc.id, reason: " ", onceKey: newOnceKey() },
		});
		expect(noReason).toMatchObject({ status: 400, data: { error: "desk.coupons.errors.reasonRequired" } });
		const elsewhere = await call(campaignAction, "/admin/coupons/demo-coupon-event", "demo-staff", {
			params: { id: "demo-coupon-event" },
			form: { intent: "revoke", userCouponId: uc.id, reason: "x", onceKey: newOnceKey() },
		});
		expect(elsewhere.status).toBe(404);
		// from the company's page, and once
		const fromBox = { intent: "revoke", userCouponId: uc.id, reason: "고객사 요청", onceKey: newOnceKey() };
		const b1 = await call(companyAction, "/admin/customers/demo-company-a", "demo-admin", {
			params: { id: "demo-company-a" },
			form: fromBox,
		});
		expect(b1).toMatchObject({ status: 303, location: "/admin/customers/demo-company-a?done=revoked" });
		const otherCompany = await call(companyAction, "/admin/customers/demo-company-b", "demo-admin", {
			params: { id: "demo-company-b" },
			form: {
				intent: "revoke",
				userCouponId: campaignCoupons(id, "kr").find((c) => c.status !== "deleted")!.id,
				reason: "x",
				onceKey: newOnceKey(),
			},
		});
		expect(otherCompany.status).toBe(404);
	});
});

describe("adding a user", () => {
	test("once per form, mailed; a taken address 409; bad input 400", async () => {
		const params = { id: "demo-company-a" };
		const form = {
			intent: "addUser",
			name: "추가 사용자",
			email: "added@route-test.kr",
			phone: "010-2222-3333",
			locale: "vn",
			onceKey: newOnceKey(),
		};
		const first = await call(companyAction, "/admin/customers/demo-company-a", "demo-staff", { params, form });
		const second = await call(companyAction, "/admin/customers/demo-company-a", "demo-staff", { params, form });
		expect(first).toMatchObject({ status: 303, location: "/admin/customers/demo-company-a?done=userAdded" });
		expect(second).toMatchObject({ status: 303, location: first.location });
		expect(getDb().select().from(users).where(eq(users.email, "added@route-test.kr")).all()).toHaveLength(1);
		expect(getDb().select().from(outbox).where(eq(outbox.to, "added@route-test.kr")).all()).toHaveLength(1);

		const taken = await call(companyAction, "/admin/customers/demo-company-a", "demo-staff", {
			params,
			form: { ...form, email: "other@demo.kr", onceKey: newOnceKey() },
		});
		expect(taken).toMatchObject({ status: 409, data: { errors: { email: "desk.customers.errors.emailTaken" } } });
		const bad = await call(companyAction, "/admin/customers/demo-company-a", "demo-staff", {
			params,
			form: { ...form, email: "x", phone: "1", onceKey: newOnceKey() },
		});
		expect(bad.status).toBe(400);
		expect(Object.keys((bad.data as { errors: object }).errors).sort()).toEqual(["email", "phone"]);
	});
});
