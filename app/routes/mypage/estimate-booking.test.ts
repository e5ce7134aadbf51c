// Integration: the booking page's loader and action with real Requests and sessions in the worker's
// SQLite file: the parties and cargo stored with the booking, nothing stored on bad input, exactly once
// on a double submit, an Incoterm chosen at booking re-priced and shown before it is booked (JavaScript
// off), and the cancelling step's old addresses here sent on to its own page (estimate-cancel.test.ts).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { bookingDetailsFor } from "#app/quotes/booking.server.ts";
import { estimateHistory, getEstimateFor } from "#app/quotes/estimates.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { getDb } from "#db/client.ts";
import { companies, estimates } from "#db/schema.ts";
import { seedDemoCoupons } from "#db/seed/demo-coupons.ts";
import { DEMO, fclExport, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { action, loader } from "./estimate-booking.tsx";
import { type RouteArgs as Args, outcome, routeArgs } from "#tests/route-request.ts";

const { customer } = DEMO;
const TODAY = seoulToday(new Date());

async function sessionOf(userId: string): Promise<string> {
	const { setCookie } = await createSession(userId);
	return setCookie.split(";")[0]!;
}

async function argsFor(
	id: string,
	options: { user?: string; search?: string; form?: Record<string, string | string[]> } = {},
): Promise<Args> {
	const cookies = options.user ? [await sessionOf(options.user)] : [];
	return routeArgs(`/mypage/estimate/${id}/booking${options.search ?? ""}`, {
		cookies,
		form: options.form,
		params: { id },
	});
}

const callLoader = async (args: Args) => outcome(() => loader(args as never));
const callAction = async (args: Args) => outcome(() => action(args as never));

/** A complete booking form as the page posts it. */
const bookingForm = (over: Record<string, string | string[]> = {}): Record<string, string | string[]> => ({
	intent: "book",
	onceKey: newOnceKey(),
	shipDate: addDays(TODAY, 3),
	shipperName: "데모무역 주식회사",
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
	...over,
});

const statusOf = (id: string) =>
	getDb().select({ status: estimates.status }).from(estimates).where(eq(estimates.id, id)).get()!.status;

beforeAll(async () => {
	await seedQuoteWorld();
	seedDemoCoupons(getDb());
	getDb()
		.update(companies)
		.set({ address: "부산광역시 중구 중앙대로 1", addressDetail: "5층", phone: "0510000000" })
		.where(eq(companies.id, "demo-company-a"))
		.run();
});

describe("the booking form", () => {
	test("prefilled from the company (shipper on export), with a server-priced total for every Incoterm", async () => {
		const id = makeEstimate();
		const page = await callLoader(await argsFor(id, { user: customer.id }));
		expect(page.status).toBe(200);
		const data = page.data as {
			prefill: Record<string, unknown>;
			choices: { code: string; totalKrw: number; split: { groups: { group: string; payer: string }[] } }[];
			estimate: { totalKrw: number };
		};
		expect(data.prefill).toEqual({
			shipper: { name: expect.any(String), address: "부산광역시 중구 중앙대로 1 5층", contact: "051-000-0000" },
		});
		const none = data.choices.find((c) => c.code === "")!;
		const fob = data.choices.find((c) => c.code === "FOB")!;
		expect(none.totalKrw).toBe(data.estimate.totalKrw);
		expect(fob.totalKrw).toBeLessThan(none.totalKrw);
		// the coupon's discount follows the total shown: the signup coupon's threshold is above the FOB total
		const coupons = (page.data as { coupons: { number: string; discounts: Record<string, number> }[] }).coupons;
		const signup = coupons.find((c) => c.number === "CP-DEMO-SIGNUP1")!;
		expect(signup.discounts[""]).toBe(30_000);
		expect(signup.discounts.FOB).toBe(0);
		expect(fob.split.groups.map((g) => [g.group, g.payer])).toEqual([
			["origin", "customer"],
			["freight", "other"],
			["destination", "other"],
		]);
	});

	test("bad input: 400 with translated keys, nothing stored", async () => {
		const id = makeEstimate();
		const result = await callAction(
			await argsFor(id, { user: customer.id, form: bookingForm({ hsCode: "12", consigneeName: "" }) }),
		);
		expect(result.status).toBe(400);
		const reply = (result.data as { result: { error: Record<string, string[]> } }).result;
		expect(reply.error).toMatchObject({
			hsCode: ["booking.errors.hsCode"],
			consigneeName: ["booking.errors.consigneeName"],
		});
		expect(statusOf(id)).toBe("in_confirm");
		expect(bookingDetailsFor(id)).toBeNull();
	});

	test("booked with the parties and cargo; the same form again goes to the done page and books nothing more", async () => {
		const id = makeEstimate();
		const form = bookingForm({
			notifySame: [],
			notifyName: "Hai Phong Bank",
			notifyAddress: "1 Tran Phu",
			notifyContact: "bank@example.vn",
		});
		const first = await callAction(await argsFor(id, { user: customer.id, form }));
		expect(first).toMatchObject({ status: 303, location: `/mypage/estimate/${id}/booking/done` });
		expect(bookingDetailsFor(id)).toMatchObject({
			consigneeName: "Viet Trading Co., Ltd.",
			notifySameAsConsignee: false,
			notifyName: "Hai Phong Bank",
			hsCode: "8471.30.1000",
			packageCount: 120,
		});
		// a resend, even with a form that would no longer validate, answers with the first result
		const again = await callAction(
			await argsFor(id, { user: customer.id, form: { intent: "book", onceKey: form.onceKey as string } }),
		);
		expect(again).toMatchObject({ status: 303, location: `/mypage/estimate/${id}/booking/done` });
		expect(estimateHistory(id).filter((h) => h.toStatus === "booked")).toHaveLength(1);
	});

	test("FOB chosen at booking without JavaScript: first the new total (409, nothing stored), then booked at it", async () => {
		const id = makeEstimate();
		const quoted = getEstimateFor(customer, id).totalKrw!;
		const first = await callAction(
			await argsFor(id, { user: customer.id, form: bookingForm({ incoterms: "FOB", seenTotalKrw: String(quoted) }) }),
		);
		expect(first.status).toBe(409);
		const repriced = (first.data as { repriced: { incoterms: string; totalKrw: number; beforeKrw: number } }).repriced;
		expect(repriced).toMatchObject({ incoterms: "FOB", beforeKrw: quoted });
		expect(repriced.totalKrw).toBeLessThan(quoted);
		expect(statusOf(id)).toBe("in_confirm");
		expect(getEstimateFor(customer, id).totalKrw).toBe(quoted);

		// the re-rendered page carries the total it shows; sending it books at that total
		const second = await callAction(
			await argsFor(id, {
				user: customer.id,
				form: bookingForm({ incoterms: "FOB", seenTotalKrw: String(repriced.totalKrw) }),
			}),
		);
		expect(second.status).toBe(303);
		expect(getEstimateFor(customer, id)).toMatchObject({
			status: "booked",
			incoterms: "FOB",
			totalKrw: repriced.totalKrw,
			totalWithCouponKrw: repriced.totalKrw,
		});
	});
});

describe("booking within the quote's rules, and the old cancel addresses", () => {
	async function booked(): Promise<string> {
		const id = makeEstimate();
		expect((await callAction(await argsFor(id, { user: customer.id, form: bookingForm() }))).status).toBe(303);
		return id;
	}

	// decision 053: a cargo-ready date two weeks after the quote's validity is refused, nothing stored
	test("a cargo-ready date after the quote's validity: 400 with the validity message, not booked; within it: booked", async () => {
		const id = makeEstimate();
		const validUntil = getEstimateFor(customer, id).validUntil!;
		expect(validUntil).toBeTruthy();
		const late = await callAction(
			await argsFor(id, { user: customer.id, form: bookingForm({ shipDate: addDays(validUntil as never, 14) }) }),
		);
		expect(late.status).toBe(400);
		expect((late.data as { result: { error: Record<string, string[]> } }).result.error.shipDate).toEqual([
			"booking.errors.shipDateAfterValidity",
		]);
		expect(statusOf(id)).toBe("in_confirm");
		expect(bookingDetailsFor(id)).toBeNull();
		const onTime = await callAction(
			await argsFor(id, { user: customer.id, form: bookingForm({ shipDate: validUntil }) }),
		);
		expect(onTime.status).toBe(303);
		expect(statusOf(id)).toBe("booked");
	}, 20_000);

	// an air quote offers and accepts only the air rules; FOB is refused on the server
	test("an air booking: the form lists no sea-only Incoterm, and FOB posted anyway is refused with nothing stored", async () => {
		const air = PricingRequestSchema.parse({
			mode: "air",
			direction: "export",
			origin: "ICN",
			destination: "SGN",
			readyDate: addDays(TODAY, 14),
			packages: [{ count: 2, weightKg: 120, volumeCbm: 0.5 }],
		});
		const id = makeEstimate(customer, air);
		const page = await callLoader(await argsFor(id, { user: customer.id }));
		const codes = (page.data as { choices: { code: string }[] }).choices.map((c) => c.code);
		expect(codes).toEqual(["", "EXW", "FCA", "CPT", "CIP", "DAP", "DPU", "DDP"]);
		for (const sea of ["FAS", "FOB", "CFR", "CIF"]) {
			const refused = await callAction(await argsFor(id, { user: customer.id, form: bookingForm({ incoterms: sea }) }));
			expect(refused.status).toBe(400);
			expect((refused.data as { result: { error: Record<string, string[]> } }).result.error.incoterms).toEqual([
				"booking.errors.incotermSeaOnly",
			]);
		}
		expect(statusOf(id)).toBe("in_confirm");
		const booked = await callAction(
			await argsFor(id, {
				user: customer.id,
				form: bookingForm({
					incoterms: "FCA",
					seenTotalKrw: String(
						(page.data as { choices: { code: string; totalKrw: number }[] }).choices.find((c) => c.code === "FCA")!
							.totalKrw,
					),
				}),
			}),
		);
		expect(booked.status).toBe(303);
		expect(getEstimateFor(customer, id).incoterms).toBe("FCA");
	}, 20_000);

	test("the cancelling step's old address (?cancel=1) and cancel posts go on to its own page, method kept (308)", async () => {
		const id = await booked();
		for (const user of [customer.id, DEMO.staff.id]) {
			expect(await callLoader(await argsFor(id, { user, search: "?cancel=1" }))).toMatchObject({
				status: 308,
				location: `/mypage/estimate/${id}/cancel`,
			});
		}
		for (const form of [{ intent: "cancel" }, { intent: "cancel", confirm: "yes" }] as Record<string, string>[]) {
			const moved = await callAction(await argsFor(id, { user: customer.id, search: "?cancel=1", form }));
			expect(moved).toMatchObject({ status: 308, location: `/mypage/estimate/${id}/cancel` });
		}
		// passing on is not cancelling: the page it goes to decides
		expect(statusOf(id)).toBe("booked");
	});
});

describe("a quote with trucking", () => {
	test("asks for the pick-up address (export), refuses the booking without it and stores it with it", async () => {
		const id = makeEstimate(customer, fclExport({ koreanRegion: { province: "KR-11" } }));
		const page = await callLoader(await argsFor(id, { user: customer.id }));
		expect(page.data).toMatchObject({ trucking: true });
		const without = await callAction(await argsFor(id, { user: customer.id, form: bookingForm() }));
		expect(without.status).toBe(400);
		expect((without.data as { result: { error: Record<string, string[]> } }).result.error).toEqual({
			truckingAddress: ["booking.errors.truckingAddress"],
		});
		expect(statusOf(id)).toBe("in_confirm");
		const booked = await callAction(
			await argsFor(id, { user: customer.id, form: bookingForm({ truckingAddress: "서울특별시 강서구 공항대로 1" }) }),
		);
		expect(booked.status).toBe(303);
		expect(bookingDetailsFor(id)?.truckingAddress).toBe("서울특별시 강서구 공항대로 1");
	});

	test("a quote without trucking stores no pick-up address even if one is sent", async () => {
		const id = makeEstimate();
		expect((await callLoader(await argsFor(id, { user: customer.id }))).data).toMatchObject({ trucking: false });
		expect(
			(await callAction(await argsFor(id, { user: customer.id, form: bookingForm({ truckingAddress: "somewhere" }) })))
				.status,
		).toBe(303);
		expect(bookingDetailsFor(id)?.truckingAddress).toBeNull();
	});
});
