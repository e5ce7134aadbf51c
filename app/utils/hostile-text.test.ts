// Control characters and bidirectional overrides in free text (decision 025), on representative
// forms of every audience and on the partner API: each is refused with the shared message
// (text.errors.hiddenCharacters, app/text/free-text.ts) on the field that holds it, and nothing is
// stored. Before the shared rule, every one of these was accepted and stored as typed.
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createApiKey } from "#app/api/keys.server.ts";
import { handleQuoteRequest } from "#app/api/quotes.server.ts";
import { fixtureRateSet, fixtureRequest } from "#app/api/rate-set.fixture.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import { priceQuote } from "#app/pricing/engine.ts";
import type { EngineRequest } from "#app/pricing/types.ts";
import { changeStatus } from "#app/quotes/estimates.server.ts";
import * as apiKeysRoute from "#app/routes/admin/api-keys.tsx";
import * as bankAccountsRoute from "#app/routes/admin/bank-accounts.tsx";
import * as couponsRoute from "#app/routes/admin/coupons/index.tsx";
import * as deskRoute from "#app/routes/admin/shipments/desk.tsx";
import * as bookingRoute from "#app/routes/mypage/estimate-booking.tsx";
import * as discountRoute from "#app/routes/mypage/estimate-discount.tsx";
import * as infoRoute from "#app/routes/mypage/info.tsx";
import * as wizardRoute from "#app/routes/order/wizard.tsx";
import { checkCampaign, checkRevokeReason } from "#app/coupons/campaign.ts";
import { checkInsuranceRequest } from "#app/documents/requests.ts";
import { checkRefund } from "#app/invoices/payment.ts";
import { HIDDEN_CHARACTERS } from "#app/text/free-text.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import {
	apiKeys,
	bankAccounts,
	bookingDetails,
	branches,
	companies,
	coupons,
	estimates,
	negotiations,
	quoteDrafts,
	shipmentSchedules,
	users,
} from "#db/schema.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";

const TODAY = seoulToday();
/** The characters the finding named, each placed inside otherwise ordinary text. */
const HOSTILE: [string, string][] = [
	["right-to-left override", "\u202E"],
	["left-to-right isolate", "\u2066"],
	["right-to-left mark", "\u200F"],
	["NUL", "\u0000"],
	["escape", "\u001B"],
	["C1 control", "\u0085"],
	["zero-width space", "\u200B"],
];

type Action = (args: never) => unknown;
type Case = {
	name: string;
	action: Action;
	path: (id: string) => string;
	user: string;
	/** the estimate the page is about, made for each case ("fresh": as makeEstimate leaves it) */
	estimate?: EstimateStatus | "fresh";
	field: string;
	form: (bad: string, id: string) => Record<string, string>;
	/** what the database holds that the post would have changed */
	stored: (id: string) => unknown;
	/** a post the page needs first (the wizard's route step) */
	before?: { path: string; form: Record<string, string> };
};

function moveTo(id: string, to: EstimateStatus, by: SessionUser) {
	const status = getDb().select().from(estimates).where(eq(estimates.id, id)).get()!.status;
	getDb().transaction((tx) =>
		changeStatus(tx, { id, status }, to, by.role === "customer" ? "customer" : "staff", by.id),
	);
}

const rowCount = (table: typeof apiKeys | typeof bankAccounts | typeof coupons | typeof negotiations) =>
	getDb().select({ n: count() }).from(table).get()!.n;

const CASES: Case[] = [
	{
		name: "company info (customer, /mypage/info)",
		action: infoRoute.action as Action,
		path: () => "/mypage/info",
		user: DEMO.customer.id,
		field: "companyName",
		form: (bad) => ({ intent: "company", companyName: `데모${bad}무역` }),
		stored: () => getDb().select().from(companies).where(eq(companies.id, "demo-company-a")).get(),
	},
	{
		name: "branch address (customer, /mypage/info)",
		action: infoRoute.action as Action,
		path: () => "/mypage/info",
		user: DEMO.customer.id,
		field: "branchAddress",
		form: (bad) => ({ intent: "branchAdd", branchName: "부산지점", branchAddress: `부산광역시 중구${bad} 중앙대로 1` }),
		stored: () => getDb().select({ n: count() }).from(branches).where(eq(branches.companyId, "demo-company-a")).get(),
	},
	{
		name: "quote wizard commodity (customer, /order/shipline)",
		action: wizardRoute.action as Action,
		path: () => "/order/shipline?step=cargo",
		user: DEMO.customer.id,
		field: "commodity",
		before: {
			path: "/order/shipline?step=route",
			form: {
				direction: "export",
				cargoType: "fcl",
				originCountry: "KR",
				origin: "KRPUS",
				destinationCountry: "VN",
				destination: "VNHPH",
				incoterms: "FOB",
				province: "KR-11",
			},
		},
		form: (bad) => ({
			"containers[0].type": "dv20",
			"containers[0].count": "2",
			commodity: `의류${bad}`,
			readyDate: addDays(TODAY, 10),
			intent: "next",
		}),
		stored: () =>
			getDb()
				.select({ data: quoteDrafts.data })
				.from(quoteDrafts)
				.where(eq(quoteDrafts.userId, DEMO.customer.id))
				.all(),
	},
	{
		name: "booking shipper (customer, /mypage/estimate/:id/booking)",
		action: bookingRoute.action as Action,
		path: (id) => `/mypage/estimate/${id}/booking`,
		user: DEMO.customer.id,
		estimate: "fresh",
		field: "shipperName",
		form: (bad) => ({
			intent: "book",
			onceKey: newOnceKey(),
			shipDate: addDays(TODAY, 3),
			shipperName: `데모무역${bad} 주식회사`,
			shipperAddress: "부산광역시 중구 중앙대로 1",
			shipperContact: "051-000-0000",
			consigneeName: "Viet Trading Co., Ltd.",
			consigneeAddress: "12 Le Thanh Tong, Hai Phong",
			consigneeContact: "+84 225 000 0000",
			notifySame: "on",
			hsCode: "8471.30.1000",
			packageCount: "120",
			packageKind: "CARTONS",
			cargoDescription: "NOTEBOOK COMPUTERS",
		}),
		stored: (id) => [
			getDb().select().from(bookingDetails).where(eq(bookingDetails.estimateId, id)).get() ?? null,
			getDb().select({ s: estimates.status }).from(estimates).where(eq(estimates.id, id)).get(),
		],
	},
	{
		name: "booking marks, a multi-line field (customer)",
		action: bookingRoute.action as Action,
		path: (id) => `/mypage/estimate/${id}/booking`,
		user: DEMO.customer.id,
		estimate: "fresh",
		field: "marks",
		form: (bad) => ({
			intent: "book",
			onceKey: newOnceKey(),
			shipDate: addDays(TODAY, 3),
			shipperName: "데모무역 주식회사",
			shipperAddress: "부산광역시 중구 중앙대로 1",
			shipperContact: "051-000-0000",
			consigneeName: "Viet Trading Co., Ltd.",
			consigneeAddress: "12 Le Thanh Tong,\nHai Phong",
			consigneeContact: "+84 225 000 0000",
			notifySame: "on",
			hsCode: "8471.30.1000",
			packageCount: "120",
			packageKind: "CARTONS",
			marks: `BARUN\nC/NO. 1-120${bad}`,
			cargoDescription: "NOTEBOOK COMPUTERS",
		}),
		stored: (id) => getDb().select().from(bookingDetails).where(eq(bookingDetails.estimateId, id)).get() ?? null,
	},
	{
		name: "discount request comment (customer)",
		action: discountRoute.action as Action,
		path: (id) => `/mypage/estimate/${id}/discount`,
		user: DEMO.customer.id,
		estimate: "fresh",
		field: "comment",
		form: (bad) => ({
			onceKey: newOnceKey(),
			targetFreight: "1",
			targetTrucking: "1",
			monthlyVolume: "12",
			comment: `조금만 깎아 주세요${bad}`,
		}),
		stored: () => rowCount(negotiations),
	},
	{
		name: "API key name (staff_admin, /admin/api-keys)",
		action: apiKeysRoute.action as Action,
		path: () => "/admin/api-keys",
		user: "demo-admin",
		field: "name",
		form: (bad) => ({ intent: "create", name: `Partner${bad}Hanoi`, ratePerMinute: "5", onceKey: newOnceKey() }),
		stored: () => rowCount(apiKeys),
	},
	{
		name: "bank account holder (staff_admin, /admin/bank-accounts)",
		action: bankAccountsRoute.action as Action,
		path: () => "/admin/bank-accounts",
		user: "demo-admin",
		field: "holder",
		form: (bad) => ({
			intent: "add",
			currency: "KRW",
			bankName: "신한은행",
			accountNumber: "140-012-345678",
			holder: `바른포워딩${bad}`,
			onceKey: newOnceKey(),
		}),
		stored: () => rowCount(bankAccounts),
	},
	{
		name: "coupon campaign name (staff, /admin/coupons)",
		action: couponsRoute.action as Action,
		path: () => "/admin/coupons",
		user: DEMO.staff.id,
		field: "name",
		form: (bad) => ({
			intent: "create",
			onceKey: newOnceKey(),
			name: `가을${bad} 캠페인`,
			consumeType: "all_booking_discount",
			discountAmount: "15000",
			availableTotalCost: "200000",
			expireDate: addDays(TODAY, 40),
		}),
		stored: () => rowCount(coupons),
	},
	{
		name: "shipment schedule carrier (staff, /admin/shipments/:id)",
		action: deskRoute.action as Action,
		path: (id) => `/admin/shipments/${id}`,
		user: DEMO.staff.id,
		estimate: "booked",
		field: "carrier",
		form: (bad) => ({
			intent: "saveSchedule",
			onceKey: newOnceKey(),
			carrier: `HMM${bad}`,
			vessel: "HMM BLESSING",
			voyage: "0123S",
			path: "direct",
			viaPort: "",
			etd: addDays(TODAY, 10),
			eta: addDays(TODAY, 15),
		}),
		stored: (id) => getDb().select().from(shipmentSchedules).where(eq(shipmentSchedules.estimateId, id)).get() ?? null,
	},
];

beforeAll(async () => {
	await seedQuoteWorld();
	getDb()
		.insert(users)
		.values({ id: "demo-admin", email: "admin@hostile-text.test", name: "admin of text", role: "staff_admin" })
		.onConflictDoNothing()
		.run();
});

/** Every error message in the action's answer, by field (Conform's reply, or a desk's own error map). */
function errorsOf(data: unknown): Record<string, string[]> {
	const d = (data ?? {}) as { result?: { error?: Record<string, string[] | null> }; errors?: Record<string, string> };
	const out: Record<string, string[]> = {};
	for (const [k, v] of Object.entries(d.result?.error ?? {})) out[k] = v ?? [];
	for (const [k, v] of Object.entries(d.errors ?? {})) out[k] = [...(out[k] ?? []), v];
	return out;
}

describe.each(CASES)("$name", (c) => {
	test.each(HOSTILE)("%s: refused on the field with the shared message, nothing stored", async (_name, bad) => {
		let id = "";
		if (c.estimate) {
			id = makeEstimate(DEMO.customer);
			if (c.estimate !== "fresh") moveTo(id, c.estimate, DEMO.customer);
		}
		const { setCookie } = await createSession(c.user);
		const cookies = [setCookie.split(";")[0]!];
		if (c.before) {
			const first = await outcome(async () =>
				c.action(
					(await routeArgs(c.before!.path, {
						cookies,
						form: c.before!.form,
						headers: { Origin: "http://app.test" },
					})) as never,
				),
			);
			expect(first.status, JSON.stringify(first.data)).toBe(303);
		}
		const before = c.stored(id);
		const args = await routeArgs(c.path(id), {
			cookies,
			form: c.form(bad, id),
			params: { id },
			headers: { Origin: "http://app.test" },
		});
		const answer = await outcome(() => c.action(args as never));
		expect(answer.status, JSON.stringify(answer.data)).toBe(400);
		expect(errorsOf(answer.data)[c.field]).toContain(HIDDEN_CHARACTERS);
		expect(c.stored(id)).toEqual(before);
	});
});

describe("the partner API", () => {
	const price = (r: EngineRequest) => priceQuote(r, fixtureRateSet());
	const { key } = createApiKey({ name: "hostile text" });
	const lcl = (packaging: string) =>
		fixtureRequest({
			cargoType: "lcl",
			containers: undefined,
			packages: [{ count: 3, measure: "per_box", weightKg: 100, volumeCbm: 1, packaging }],
		} as never);

	test.each(HOSTILE)(
		"%s in a package's packaging: 400 with the translated message on that field",
		async (_name, bad) => {
			const response = await handleQuoteRequest(
				new Request("http://app.test/api/v1/quotes", {
					method: "POST",
					headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json", "Accept-Language": "en" },
					body: JSON.stringify(lcl(`CARTONS${bad}`)),
				}),
				{ price },
			);
			const json = (await response.json()) as { fieldErrors?: Record<string, { code: string; message: string }[]> };
			expect(response.status, JSON.stringify(json)).toBe(400);
			expect(json.fieldErrors?.["packages.0.packaging"]).toEqual([
				{ code: HIDDEN_CHARACTERS, message: expect.stringMatching(/hidden control or text-direction characters/) },
			]);
		},
	);

	test("ordinary text passes the rule (NFC, trimmed)", async () => {
		const response = await handleQuoteRequest(
			new Request("http://app.test/api/v1/quotes", {
				method: "POST",
				headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
				body: JSON.stringify(lcl("  THU\u0300NG  ")),
			}),
			{ price },
		);
		// the fixture has no LCL rate: 422 "no price" means the request itself was accepted
		expect(response.status).not.toBe(400);
	});
});

describe("fields read by hand go through the rule too", () => {
	test.each(HOSTILE)("%s", (_name, bad) => {
		const campaign = {
			name: "가을 캠페인",
			consumeType: "all_booking_discount",
			discountAmount: "15000",
			expireDate: addDays(TODAY, 40),
		};
		expect(checkCampaign({ ...campaign }, new Date()).ok).toBe(true);
		expect(checkCampaign({ ...campaign, name: `가을${bad}` }, new Date())).toEqual({
			ok: false,
			errors: { name: HIDDEN_CHARACTERS },
		});
		expect(checkCampaign({ ...campaign, description: `설명${bad}` }, new Date())).toEqual({
			ok: false,
			errors: { description: HIDDEN_CHARACTERS },
		});
		expect(checkRevokeReason(`실수로 발급${bad}`)).toEqual({ ok: false, error: HIDDEN_CHARACTERS });
		expect(checkRefund(1000, 5000, `중복 입금${bad}`)).toEqual({ ok: false, reason: "refundReasonHidden" });
		const facts = { priced: true, requested: [], originCountry: "KR", destinationCountry: "VN" };
		expect(checkInsuranceRequest({ invoice: "1000", product: `노트북${bad}`, hsCode: "8471300000" }, facts)).toEqual({
			ok: false,
			refusals: [{ field: "product", error: "hiddenCharacters" }],
		});
	});
});
