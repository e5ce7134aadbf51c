// Integration: /routeoptimizer with real Requests and sessions against the demo rates (decisions 080,
// 081). A visitor goes to the login view; a signed-in user gets the form, and with a query every
// option priced exactly as a quote for the same lane would be, the Korean trucking from the tariff,
// the verdicts, and the combinations without a price with their reason.
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { optimiserQuery } from "#app/optimiser/input.ts";
import type { OptimiserView } from "#app/optimiser/optimiser-view.server.ts";
import { laneRequest } from "#app/optimiser/optimiser.server.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { clearDraft, loadDraft } from "#app/quotes/drafts.server.ts";
import { intentFields } from "#app/quotes/prefill.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { seedQuoteWorld } from "#tests/quote-world.ts";
import { action as prefill } from "./order/prefill.ts";
import { loader } from "./routeoptimizer.tsx";

beforeAll(async () => {
	await seedQuoteWorld();
});

const READY = addDays(seoulToday(), 14);
const GYEONGGI_TO_BINH_DUONG = {
	province: "KR-41",
	destination: "binh-duong",
	cargo: { kind: "fcl" as const, container: "dv20" as const, count: 1 },
	readyDate: READY,
};

async function view(userId: string | null, query: string, lng = "en") {
	const cookies = [`lng=${lng}`];
	if (userId) cookies.push((await createSession(userId)).setCookie.split(";")[0]!);
	return outcome(async () => loader((await routeArgs(`/routeoptimizer?${query}`, { cookies })) as never));
}

describe("/routeoptimizer", () => {
	test("a visitor is sent to the login view, the query kept for after sign-in", async () => {
		const page = await view(null, "province=KR-41&to=binh-duong");
		expect(page.status).toBe(302);
		expect(page.location).toBe(
			`/login?redirectTo=${encodeURIComponent("/routeoptimizer?province=KR-41&to=binh-duong")}`,
		);
	});

	test("the first visit is the form only, with the destinations and their ports", async () => {
		const page = await view("demo-customer", "");
		const data = page.data as OptimiserView;
		expect(page.status).toBe(200);
		expect(data.result).toBeNull();
		expect(data.destinations.find((d) => d.id === "binh-duong")).toEqual({
			id: "binh-duong",
			name: "Binh Duong",
			ports: "Ho Chi Minh City, Cat Lai, Cai Mep",
		});
	});

	test("a bad field says which, and nothing is priced", async () => {
		const data = (await view("demo-customer", "province=KR-41&to=atlantis&count=0")).data as OptimiserView;
		expect(data.result).toBeNull();
		expect(data.errors).toMatchObject({ to: "optimiser.errors.destination", count: "optimiser.errors.count" });
	});

	test("Gyeonggi -> Binh Duong, 1 x 20' dry: every option priced as its quote would be, trucking from the tariff", async () => {
		const data = (await view("demo-customer", optimiserQuery(GYEONGGI_TO_BINH_DUONG))).data as OptimiserView;
		const result = data.result!;
		expect(result.combinations).toBe(36); // 6 Korean ports x 3 southern gateways x 2 routings
		expect(result.options.map((o) => [o.pol, o.pod, o.carrier, o.routing])).toEqual([
			["KRINC", "VNCLI", "Maersk", "direct"],
			["KRPUS", "VNCLI", "Wan Hai", "transhipment"],
			["KRPUS", "VNCLI", "HMM", "direct"],
			["KRPUS", "VNCMT", "HMM", "direct"],
			["KRPUS", "VNSGN", "Namsung", "direct"],
			["KRPUS", "VNCMT", "ONE", "direct"],
		]);
		for (const o of result.options) {
			// the same total, to the won, as a quote for the option's own lane
			const quote = priceFromDb(PricingRequestSchema.parse(laneRequest(GYEONGGI_TO_BINH_DUONG, o.pol, o.pod)));
			if (!quote.ok) throw new Error(`no quote for ${o.pol}>${o.pod}`);
			const same = quote.options.find((q) => `${o.pol}>${o.pod}:${q.id}` === o.id)!;
			expect(o.total).toBe(`₩${same.totals.KRW.toLocaleString("en")}`);
		}
		// the Gyeonggi trucking tariff by hand (db/seed/demo-rates.ts): a 20' is 90% of the 40' rate,
		// rounded to the thousand: Busan 1,260,000 x 0.9 = 1,134,000; Incheon 450,000 x 0.9 = 405,000
		expect(result.options.map((o) => o.trucking)).toEqual([
			"₩405,000",
			"₩1,134,000",
			"₩1,134,000",
			"₩1,134,000",
			"₩1,134,000",
			"₩1,134,000",
		]);
		expect(result.options.map((o) => [o.paretoBest, o.best])).toEqual([
			[true, ["cost"]],
			[true, []],
			[true, ["time"]],
			[true, ["time", "co2"]],
			[false, ["time"]],
			[false, ["co2"]],
		]);
		// Namsung to Ho Chi Minh City is as fast and as clean as HMM to Cat Lai, only dearer
		expect(result.options[4]!.dominatedBy).toEqual({
			label: "Busan → Cat Lai · HMM",
			margins: [{ measure: "cost", text: "₩27,710", value: 27_710 }],
		});
		expect(result.summary).toEqual({
			cost: "Incheon → Cat Lai · Maersk",
			time: "Busan → Cat Lai · HMM",
			co2: "Busan → Cai Mep · HMM",
		});
	});

	test("combinations without a price give their reason, and the liner reference where one is known", async () => {
		const data = (await view("demo-customer", optimiserQuery(GYEONGGI_TO_BINH_DUONG))).data as OptimiserView;
		const missing = data.result!.missing.map((m) => [m.polName, m.podName, m.routings.join("+"), m.reason]);
		expect(missing).toContainEqual(["Gwangyang", "Ho Chi Minh City", "direct+transhipment", "no_trucking"]);
		expect(missing).toContainEqual(["Incheon", "Cat Lai", "transhipment", "no_routing"]);
		expect(missing).toContainEqual(["Pohang", "Cat Lai", "direct+transhipment", "out_of_scope"]);
		const gwangyangCatLai = data.result!.missing.find((m) => m.polName === "Gwangyang" && m.podName === "Cat Lai");
		expect(gwangyangCatLai?.liner).toEqual([{ carrier: "KMTC + CK Line + Namsung", service: "NKT", reported: "2021" }]);
	});

	test("each option starts a quote for its own lane with the region and the cargo", async () => {
		const data = (await view("demo-customer", optimiserQuery(GYEONGGI_TO_BINH_DUONG))).data as OptimiserView;
		expect(data.result!.options[0]!.intent).toEqual({
			mode: "shipline",
			route: {
				direction: "export",
				cargoType: "fcl",
				originCountry: "KR",
				origin: "KRINC",
				destinationCountry: "VN",
				destination: "VNCLI",
				province: "KR-41",
			},
			cargo: { containers: [{ type: "dv20", count: 1 }], readyDate: READY },
		});
	});

	test.each([
		["FCL", GYEONGGI_TO_BINH_DUONG, "containers"],
		["LCL", { ...GYEONGGI_TO_BINH_DUONG, cargo: { kind: "lcl" as const, volumeCbm: 3, weightKg: 1200 } }, "packages"],
	])(
		"%s: every option's quote passes the wizard's route step and lands on the cargo step to name the commodity",
		async (_name, input, cargoKey) => {
			const data = (await view("demo-customer", optimiserQuery(input))).data as OptimiserView;
			expect(data.result!.options.length).toBeGreaterThan(0);
			for (const o of data.result!.options) {
				clearDraft("demo-customer", "shipline");
				const cookies = [(await createSession("demo-customer")).setCookie.split(";")[0]!];
				const form = Object.fromEntries(intentFields(o.intent));
				const answer = await outcome(async () =>
					prefill(
						(await routeArgs("/order/prefill", { cookies, form, headers: { Origin: "http://app.test" } })) as never,
					),
				);
				expect(answer.location).toBe("/order/shipline?step=cargo");
				const draft = loadDraft("demo-customer", "shipline")!;
				expect(draft.route).toMatchObject({ origin: o.pol, destination: o.pod });
				expect(draft.input.cargo).toHaveProperty(cargoKey);
				expect(draft.input.cargo?.readyDate).toBe(READY);
			}
		},
	);
});
