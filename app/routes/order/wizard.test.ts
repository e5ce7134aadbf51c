// Integration: the quote wizard's loader and action (app/quotes/wizard.server.ts, through the
// /order/shipline and /order/airline route modules) with real Requests and sessions in the worker's
// SQLite file: the "show ports" refresh without JavaScript (open to visitors, changes nothing, keeps
// what was typed), the pickers' lists (Korean gateways only, districts romanised outside Korean), the
// Incoterm from step 1 into the draft and the price, and the result's place names, summary and marks.
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { clearDraft, loadDraft } from "#app/quotes/drafts.server.ts";
import { optionFlags } from "#app/quotes/wizard.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import * as air from "./airline.tsx";
import * as ship from "./wizard.tsx";
import { type RouteArgs as Args, outcome, routeArgs } from "#tests/route-request.ts";

const { customer } = DEMO;

async function argsFor(path: string, options: { user?: string; form?: Record<string, string>; lng?: string } = {}): Promise<Args> {
	const cookies: string[] = [];
	if (options.user) cookies.push((await createSession(options.user)).setCookie.split(";")[0]!);
	if (options.lng) cookies.push(`lng=${options.lng}`);
	return routeArgs(path, { cookies, form: options.form, headers: { Origin: "http://app.test" } });
}


// the loader returns a union by step: each test reads the fields of the step it loaded
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loaded = any;
const load = async (module: typeof ship | typeof air, path: string, options: Parameters<typeof argsFor>[1] = {}): Promise<Loaded> =>
	(await module.loader((await argsFor(path, options)) as never)) as Loaded;
/** A form post as the demo customer, or as a visitor (user null). */
const post = async (module: typeof ship | typeof air, path: string, form: Record<string, string>, user: string | null = customer.id) =>
	outcome(async () => module.action((await argsFor(path, { user: user ?? undefined, form })) as never));

const ROUTE = { direction: "export", cargoType: "fcl", originCountry: "KR", origin: "KRPUS", destinationCountry: "VN", destination: "VNHPH" };

beforeAll(async () => {
	await seedQuoteWorld();
});

beforeEach(() => {
	clearDraft(customer.id, "shipline");
	clearDraft(customer.id, "airline");
});

describe("show ports (no JavaScript)", () => {
	test("re-renders step 1 with what was typed, saves nothing, and is open to visitors", async () => {
		const typed = { ...ROUTE, destination: "", province: "KR-11", address: "테헤란로 1", incoterms: "FOB", intent: "refresh" };
		for (const user of [customer.id, null]) {
			const result = await post(ship, "/order/shipline?step=route", typed, user);
			expect(result.status).toBe(200);
			expect(result.location).toBeNull();
			expect(result.data).toEqual({ step: "route", input: { ...ROUTE, destination: "", province: "KR-11", address: "테헤란로 1", incoterms: "FOB" }, errors: {} });
		}
		expect(loadDraft(customer.id, "shipline")).toBeNull();
	});

	test("any other post from a visitor still goes to the login view", async () => {
		const result = await post(ship, "/order/shipline?step=route", { ...ROUTE, intent: "next" }, null);
		expect([302, 303]).toContain(result.status);
		expect(result.location).toMatch(/^\/login\?redirectTo=/);
	});
});

describe("the pickers' lists", () => {
	test("sea: Korean ports are the gateways only, every place has its name, all ten Incoterms", async () => {
		const data = await load(ship, "/order/shipline?step=route", { user: customer.id });
		const korean = data.lists.places.filter((p: { country: string }) => p.country === "KR").map((p: { code: string }) => p.code);
		expect(korean).toContain("KRPUS");
		expect(korean).not.toContain("KRMOK");
		expect(data.lists.places.find((p: { code: string }) => p.code === "VNHPH")).toMatchObject({ name: "하이퐁", country: "VN" });
		expect(data.lists.incoterms).toEqual(["EXW", "FCA", "FOB", "CFR", "CIF", "CPT", "CIP", "DAP", "DPU", "DDP"]);
		// the district's value is the Korean name the tariff is keyed by; kr reads it as is
		expect(data.lists.provinces.find((p: { code: string }) => p.code === "KR-11").districts).toContainEqual({ value: "강남구", label: "강남구" });
	});

	test("air: no sea-only rules; English reads romanised district names", async () => {
		const data = await load(air, "/order/airline?step=route", { user: customer.id, lng: "en" });
		expect(data.lists.incoterms).not.toContain("FOB");
		expect(data.lists.incoterms).toContain("FCA");
		expect(data.lists.provinces.find((p: { code: string }) => p.code === "KR-11").districts).toContainEqual({ value: "강남구", label: "Gangnam-gu" });
	});

	test("an Incoterm the mode does not offer is refused", async () => {
		const result = await post(air, "/order/airline?step=route", { direction: "import", originCountry: "VN", origin: "HAN", destinationCountry: "KR", destination: "ICN", incoterms: "FOB" });
		expect(result.status).toBe(400);
		expect((result.data as { errors: Record<string, string[]> }).errors.incoterms).toEqual(["pricing.errors.incoterms"]);
	});
});

describe("the journey with an Incoterm", () => {
	test("FOB flows from step 1 into the draft, the summary and the priced result", async () => {
		const empty = await load(ship, "/order/shipline?step=route", { user: customer.id });
		expect(empty.summary).toEqual({});
		expect(empty.passed).toEqual([]);

		expect((await post(ship, "/order/shipline?step=route", { ...ROUTE, incoterms: "FOB", province: "KR-11" })).location).toBe("/order/shipline?step=cargo");
		expect(loadDraft(customer.id, "shipline")?.route?.incoterms).toBe("FOB");
		const cargoStep = await load(ship, "/order/shipline?step=cargo", { user: customer.id });
		expect(cargoStep.passed).toEqual(["route"]);
		expect(cargoStep.summary.route).toEqual({
			direction: "export",
			kind: "fcl",
			origin: { code: "KRPUS", name: "부산" },
			destination: { code: "VNHPH", name: "하이퐁" },
			region: "서울특별시",
			incoterm: "FOB",
		});

		const readyDate = addDays(seoulToday(), 10);
		const cargo = { "containers[0].type": "dv20", "containers[0].count": "2", commodity: "의류", readyDate };
		expect((await post(ship, "/order/shipline?step=cargo", cargo)).location).toBe("/order/shipline?step=customer");
		const customerStep = { companyName: "바른무역", managerName: "김하나", email: "customer@demo.kr", phone: "010-1234-5678" };
		expect((await post(ship, "/order/shipline?step=customer", customerStep)).location).toBe("/order/shipline?step=result");

		const result = await load(ship, "/order/shipline?step=result", { user: customer.id });
		expect(result.summary.cargo).toEqual({ kind: "fcl", containers: [{ type: "dv20", count: 2 }], commodity: "의류", readyDate });
		const { pricing, lane, payers, incoterm, flags } = result.result;
		expect(lane.origin).toEqual({ code: "KRPUS", name: "부산" });
		expect(lane.destination).toEqual({ code: "VNHPH", name: "하이퐁" });
		expect(incoterm).toBe("FOB");
		expect(payers.groups.map((g: { group: string; payer: string }) => `${g.group}:${g.payer}`)).toEqual(["origin:customer", "freight:other", "destination:other"]);
		expect(pricing.ok).toBe(true);
		// the engine priced the rule: only the origin lines count
		for (const option of pricing.options) for (const line of option.lines) expect(line.included).toBe(line.group === "origin");
		expect(flags).toEqual(optionFlags(pricing.options));
	});
});
