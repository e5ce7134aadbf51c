// Integration: the quote wizard's route module (app/routes/order/wizard.tsx, mounted at /order/shipline
// and /order/airline) with real Requests and sessions in the worker's SQLite file. Every step (route,
// cargo FCL / LCL / air, customer, result), Back and the stepper's links, resume, a step asked for
// too early, each step's validation messages, the rows' add and remove limits, the phone intents, the
// result's choose and manual intents (a double submit makes one estimate), the "show ports" refresh
// without JavaScript (open to visitors, changes nothing, keeps what was typed), the pickers' lists, the
// Incoterm from step 1 into the price, and the engine's order of the options on the result page.
import crypto from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { listOutbox } from "#app/mail/mail.server.ts";
import type * as RateSet from "#app/pricing/store/rate-set.server.ts";
import type { PricingResult, QuoteOption } from "#app/pricing/types.ts";
import { clearDraft, loadDraft } from "#app/quotes/drafts.server.ts";
import { CONTAINER_CODES } from "#app/pricing/codes.ts";
import { readRouteLists } from "#app/quotes/route-lists.ts";
import { optionFlags } from "#app/quotes/wizard.ts";
import { cargoFieldOrder, firstInvalid, koreanSideFollowsDirection } from "#app/quotes/wizard-steps.ts";
import { setSmsProvider } from "#app/sms/sms.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, users } from "#db/schema.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { VAT_WORDS, exportVatByHand, krw, vatRows } from "#tests/quote-vat.ts";
import { whileRefused } from "#tests/refused-writes.ts";
import { type RouteArgs as Args, outcome, routeArgs } from "#tests/route-request.ts";
import * as wizard from "./wizard.tsx";

// The engine as it is, unless a test reorders its answer (to show the page keeps whatever order it gets).
const engine = vi.hoisted(() => ({ reorder: null as null | ((result: PricingResult) => PricingResult) }));
vi.mock("#app/pricing/store/rate-set.server.ts", async (importOriginal) => {
	const real = await importOriginal<typeof RateSet>();
	return {
		...real,
		priceFromDb: (...args: Parameters<typeof real.priceFromDb>) => {
			const result = real.priceFromDb(...args);
			return engine.reorder ? engine.reorder(result) : result;
		},
	};
});

const { customer } = DEMO;
type Mode = "shipline" | "airline";

async function argsFor(
	path: string,
	options: { user?: string; form?: Record<string, string>; lng?: string } = {},
): Promise<Args> {
	const cookies: string[] = [];
	if (options.user) cookies.push((await createSession(options.user)).setCookie.split(";")[0]!);
	if (options.lng) cookies.push(`lng=${options.lng}`);
	return routeArgs(path, { cookies, form: options.form, headers: { Origin: "http://app.test" } });
}

// the loader returns a union by step: each test reads the fields of the step it loaded
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loaded = any;
const load = async (path: string, options: Parameters<typeof argsFor>[1] = {}): Promise<Loaded> =>
	(await wizard.loader((await argsFor(path, options)) as never)) as Loaded;
/** The loader's answer whatever its form (a redirect for a step asked for too early). */
const get = async (path: string, user: string | null = customer.id) =>
	outcome(async () => wizard.loader((await argsFor(path, { user: user ?? undefined })) as never));
/** A form post as the demo customer, or as a visitor (user null). */
const post = async (path: string, form: Record<string, string>, user: string | null = customer.id) =>
	outcome(async () => wizard.action((await argsFor(path, { user: user ?? undefined, form })) as never));
/** The messages of a rejected post, by field ("" for the form). */
const errorsOf = (data: unknown) => (data as { result: { error?: Record<string, string[]> } }).result.error ?? {};
const html = async (path: string, user: string = customer.id) =>
	(
		await renderRoute(wizard, path.split("?")[0]!, path, {
			cookies: [(await createSession(user)).setCookie.split(";")[0]!],
		})
	).html;

const ROUTE = {
	direction: "export",
	cargoType: "fcl",
	originCountry: "KR",
	origin: "KRPUS",
	destinationCountry: "VN",
	destination: "VNHPH",
};
const AIR_ROUTE = {
	direction: "import",
	originCountry: "VN",
	origin: "HAN",
	destinationCountry: "KR",
	destination: "ICN",
};
const READY = addDays(seoulToday(), 10);
const FCL = { "containers[0].type": "dv20", "containers[0].count": "2", commodity: "의류", readyDate: READY };
const PACKAGE = {
	"packages[0].count": "2",
	"packages[0].measure": "per_box",
	"packages[0].weightKg": "120",
	"packages[0].volumeCbm": "0.8",
	commodity: "화장품",
	readyDate: READY,
};
const CUSTOMER = { companyName: "바른무역", managerName: "김하나", email: "customer@demo.kr", phone: "010-1234-5678" };

/** Steps 1 to `through` passed for the demo customer (or `user`), by real posts. */
async function passSteps(
	mode: Mode,
	through: "route" | "cargo" | "customer",
	forms: { route?: Record<string, string>; cargo?: Record<string, string> } = {},
	user = customer.id,
) {
	const path = `/order/${mode}?step=`;
	const expectNext = async (step: string, form: Record<string, string>) => {
		const result = await post(path + step, form, user);
		expect(result.location, `${step}: ${JSON.stringify(result.data)}`).toMatch(/\?step=/);
	};
	await expectNext("route", forms.route ?? (mode === "shipline" ? ROUTE : AIR_ROUTE));
	if (through === "route") return;
	await expectNext(
		"cargo",
		forms.cargo ?? (mode === "shipline" && (forms.route?.cargoType ?? "fcl") === "fcl" ? FCL : PACKAGE),
	);
	if (through === "cargo") return;
	await expectNext("customer", CUSTOMER);
}

function estimateCount(companyId: string): number {
	return getDb().select({ n: count() }).from(estimates).where(eq(estimates.companyId, companyId)).get()?.n ?? 0;
}

/** A customer of the demo company whose phone is not verified yet. */
function unverifiedCustomer(): string {
	const id = crypto.randomUUID();
	getDb()
		.insert(users)
		.values({
			id,
			email: `wizard-${id}@demo.test`,
			name: "미인증 고객",
			role: "customer",
			companyId: customer.companyId,
			phone: "01000000000",
		})
		.run();
	return id;
}

beforeAll(async () => {
	await seedQuoteWorld();
	// the phone codes go to the outbox, never to a real phone
	for (const key of ["SOLAPI_API_KEY", "SOLAPI_API_SECRET", "SMS_FROM"]) delete process.env[key];
	resetEnvCache();
	setSmsProvider(undefined);
});

beforeEach(() => {
	clearDraft(customer.id, "shipline");
	clearDraft(customer.id, "airline");
});

afterEach(() => {
	engine.reorder = null;
	setSmsProvider(undefined);
});

describe("show ports (no JavaScript)", () => {
	test("re-renders step 1 with what was typed, saves nothing, and is open to visitors", async () => {
		const typed = {
			...ROUTE,
			destination: "",
			province: "KR-11",
			address: "테헤란로 1",
			incoterms: "FOB",
			intent: "refresh",
		};
		for (const user of [customer.id, null]) {
			const result = await post("/order/shipline?step=route", typed, user);
			expect(result.status).toBe(200);
			expect(result.location).toBeNull();
			expect(result.data).toEqual({
				form: "route",
				result: {
					initialValue: { ...ROUTE, destination: "", province: "KR-11", address: "테헤란로 1", incoterms: "FOB" },
				},
			});
		}
		expect(loadDraft(customer.id, "shipline")).toBeNull();
	});

	// decision 086: step 1 asks a visitor for a work e-mail; without one no other step is reached
	test("step 1 from a visitor without an address asks for it and stores nothing", async () => {
		const result = await post("/order/shipline?step=route", { ...ROUTE, intent: "next" }, null);
		expect(result.status).toBe(400);
		expect(errorsOf(result.data).visitorEmail).toEqual(["accounts.errors.emailRequired"]);
		expect(result.headers.get("Set-Cookie")).toBeNull();
	});

	test.each(["cargo", "customer", "result"])(
		"a later step's post from a visitor without an address goes back to step 1 (step %s)",
		async (step) => {
			const result = await post(`/order/shipline?step=${step}`, { ...ROUTE, intent: "next" }, null);
			expect(result.status).toBe(303);
			expect(result.location).toBe("/order/shipline?step=route");
		},
	);
});

describe("the pickers' lists", () => {
	test("sea: Korean ports are the gateways only, every place has its name, all ten Incoterms", async () => {
		const data = await load("/order/shipline?step=route", { user: customer.id });
		expect(typeof data.listsJson).toBe("string"); // one text, not values turbo-stream encodes one by one
		const lists = readRouteLists(data.listsJson);
		const korean = lists.places
			.filter((p: { country: string }) => p.country === "KR")
			.map((p: { code: string }) => p.code);
		expect(korean).toContain("KRPUS");
		expect(korean).not.toContain("KRMOK");
		expect(lists.places.find((p: { code: string }) => p.code === "VNHPH")).toMatchObject({
			name: "하이퐁",
			country: "VN",
		});
		expect(lists.incoterms).toEqual(["EXW", "FCA", "FOB", "CFR", "CIF", "CPT", "CIP", "DAP", "DPU", "DDP"]);
		// the district's value is the Korean name the tariff is keyed by; kr reads it as is
		expect(lists.provinces.find((p) => p.code === "KR-11")?.districts).toContainEqual({
			value: "강남구",
			name: "강남구",
		});
	});

	test("air: no sea-only rules; English reads romanised district names", async () => {
		const data = await load("/order/airline?step=route", { user: customer.id, lng: "en" });
		const lists = readRouteLists(data.listsJson);
		expect(lists.incoterms).not.toContain("FOB");
		expect(lists.incoterms).toContain("FCA");
		expect(lists.provinces.find((p) => p.code === "KR-11")?.districts).toContainEqual({
			value: "강남구",
			name: "Gangnam-gu",
		});
	});

	test("an Incoterm the mode does not offer is refused", async () => {
		const result = await post("/order/airline?step=route", { ...AIR_ROUTE, incoterms: "FOB" });
		expect(result.status).toBe(400);
		expect(errorsOf(result.data).incoterms).toEqual(["pricing.errors.incoterms"]);
	});
});

describe("the journey with an Incoterm", () => {
	test("FOB flows from step 1 into the draft, the summary and the priced result", async () => {
		const empty = await load("/order/shipline?step=route", { user: customer.id });
		expect(empty.summary).toEqual({});
		expect(empty.passed).toEqual([]);

		expect((await post("/order/shipline?step=route", { ...ROUTE, incoterms: "FOB", province: "KR-11" })).location).toBe(
			"/order/shipline?step=cargo",
		);
		expect(loadDraft(customer.id, "shipline")?.route?.incoterms).toBe("FOB");
		const cargoStep = await load("/order/shipline?step=cargo", { user: customer.id });
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
		expect((await post("/order/shipline?step=cargo", cargo)).location).toBe("/order/shipline?step=customer");
		const customerStep = {
			companyName: "바른무역",
			managerName: "김하나",
			email: "customer@demo.kr",
			phone: "010-1234-5678",
		};
		expect((await post("/order/shipline?step=customer", customerStep)).location).toBe("/order/shipline?step=result");

		const result = await load("/order/shipline?step=result", { user: customer.id });
		expect(result.summary.cargo).toEqual({
			kind: "fcl",
			containers: [{ type: "dv20", count: 2 }],
			commodity: "의류",
			readyDate,
		});
		const { pricing, lane, payers, incoterm, flags } = result.result;
		expect(lane.origin).toEqual({ code: "KRPUS", name: "부산" });
		expect(lane.destination).toEqual({ code: "VNHPH", name: "하이퐁" });
		expect(incoterm).toBe("FOB");
		expect(payers.groups.map((g: { group: string; payer: string }) => `${g.group}:${g.payer}`)).toEqual([
			"origin:customer",
			"freight:other",
			"destination:other",
		]);
		expect(pricing.ok).toBe(true);
		// the engine priced the rule: only the origin lines count
		for (const option of pricing.options)
			for (const line of option.lines) expect(line.included).toBe(line.group === "origin");
		expect(flags).toEqual(optionFlags(pricing.options));
	});
});

describe("every step", () => {
	test.each([
		["sea FCL", "shipline", ROUTE, FCL, "fcl"],
		["sea LCL", "shipline", { ...ROUTE, cargoType: "lcl", origin: "KRINC", destination: "VNSGN" }, PACKAGE, "lcl"],
		["air", "airline", AIR_ROUTE, PACKAGE, "air"],
	] as const)("%s: route, cargo, customer, result", async (_, mode, route, cargo, kind) => {
		const path = `/order/${mode}?step=`;
		const routePost = await post(path + "route", route);
		expect([routePost.status, routePost.location]).toEqual([303, `/order/${mode}?step=cargo`]);
		expect(loadDraft(customer.id, mode)?.route).toMatchObject({ origin: route.origin, destination: route.destination });
		const cargoStep = await load(path + "cargo", { user: customer.id });
		expect(cargoStep.step).toBe("cargo");
		expect(cargoStep.kind).toBe(kind);

		const cargoPost = await post(path + "cargo", cargo);
		expect([cargoPost.status, cargoPost.location]).toEqual([303, `/order/${mode}?step=customer`]);
		expect(loadDraft(customer.id, mode)?.cargo).toMatchObject({ commodity: cargo.commodity, readyDate: READY });
		const customerStep = await load(path + "customer", { user: customer.id });
		// the contact form starts from the account and its company
		expect(customerStep.input).toEqual({
			companyName: "데모무역 주식회사",
			managerName: "데모 고객",
			email: "customer@demo.kr",
			phone: "01012345678",
		});
		expect(customerStep.phone.verified).toBe(true);

		const customerPost = await post(path + "customer", CUSTOMER);
		expect([customerPost.status, customerPost.location]).toEqual([303, `/order/${mode}?step=result`]);
		expect(loadDraft(customer.id, mode)?.customer).toMatchObject({
			companyName: "바른무역",
			email: "customer@demo.kr",
		});
		const result = await load(path + "result", { user: customer.id });
		expect(result.step).toBe("result");
		expect(result.passed).toEqual(["route", "cargo", "customer"]);
		expect(result.result.pricing.ok).toBe(true);
		expect(result.result.lane.kind).toBe(kind);
		expect(result.result.onceKey).toMatch(/^[\w-]{16,64}$/);
		// a sea export to Vietnam links to the route optimiser with its lane (decision 081); air does not
		expect(result.result.optimiserLink).toBe(
			{
				fcl: `/routeoptimizer?to=hai-phong&load=fcl&container=dv20&count=2&ready=${READY}`,
				// 2 boxes x 0.8 cbm, 2 x 120 kg
				lcl: `/routeoptimizer?to=ho-chi-minh&load=lcl&cbm=1.6&kg=240&ready=${READY}`,
				air: null,
			}[kind],
		);
	});

	test("a new cargo type drops the saved cargo; another port keeps it", async () => {
		await passSteps("shipline", "cargo");
		await post("/order/shipline?step=route", { ...ROUTE, destination: "VNSGN" });
		expect(loadDraft(customer.id, "shipline")?.cargo).toBeDefined();
		await post("/order/shipline?step=route", { ...ROUTE, cargoType: "lcl" });
		expect(loadDraft(customer.id, "shipline")?.cargo).toBeUndefined();
		const cargoStep = await load("/order/shipline?step=cargo", { user: customer.id });
		expect(cargoStep.kind).toBe("lcl");
		expect(cargoStep.input.packages).toEqual([{ measure: "per_box", unit: "CM" }]);
	});
});

describe("Back, resume and a step asked for too early", () => {
	test("Back refills each step from the draft; the links go one step back", async () => {
		await passSteps("shipline", "customer");
		expect((await load("/order/shipline?step=customer", { user: customer.id })).input).toEqual(CUSTOMER);
		expect((await load("/order/shipline?step=cargo", { user: customer.id })).input).toEqual({
			containers: [{ type: "dv20", count: "2" }],
			commodity: "의류",
			readyDate: READY,
		});
		expect((await load("/order/shipline?step=route", { user: customer.id })).input).toEqual(ROUTE);
		const back = (page: string) =>
			/data-testid="wizard-back"[^>]*href="([^"]+)"|href="([^"]+)"[^>]*data-testid="wizard-back"/
				.exec(page)
				?.slice(1)
				.find(Boolean);
		expect(back(await html("/order/shipline?step=result"))).toBe("/order/shipline?step=customer");
		expect(back(await html("/order/shipline?step=customer"))).toBe("/order/shipline?step=cargo");
		expect(back(await html("/order/shipline?step=cargo"))).toBe("/order/shipline?step=route");
		expect(back(await html("/order/shipline?step=route"))).toBeUndefined();
		// the stepper links the passed steps
		const page = await html("/order/shipline?step=result");
		for (const step of ["route", "cargo", "customer"]) expect(page).toContain(`href="/order/shipline?step=${step}"`);
	});

	test.each([
		["no draft", "none", "route"],
		["route passed", "route", "cargo"],
		["cargo passed", "cargo", "customer"],
		["all passed", "customer", "result"],
	] as const)("a bare URL resumes where the draft stopped: %s", async (_, through, step) => {
		if (through !== "none") await passSteps("shipline", through);
		const result = await get("/order/shipline");
		expect(result.status).toBe(200);
		expect((result.data as Loaded).step).toBe(step);
	});

	test.each([
		["cargo without a route", "none", "cargo", "route"],
		["the result without a cargo", "route", "result", "cargo"],
		["the result without the contact", "cargo", "result", "customer"],
		["a step that does not exist", "route", "nowhere", "cargo"],
	] as const)("a step asked for too early moves back: %s", async (_, through, wanted, step) => {
		if (through !== "none") await passSteps("shipline", through);
		const result = await get(`/order/shipline?step=${wanted}`);
		expect([result.status, result.location]).toEqual([302, `/order/shipline?step=${step}`]);
	});

	test("an earlier step is always fine", async () => {
		await passSteps("shipline", "customer");
		expect((await get("/order/shipline?step=route")).status).toBe(200);
	});

	test("a post to a step too early goes to where the draft stopped", async () => {
		expect((await post("/order/shipline?step=cargo", FCL)).location).toBe("/order/shipline?step=route");
		await passSteps("shipline", "route");
		expect((await post("/order/shipline?step=customer", CUSTOMER)).location).toBe("/order/shipline?step=cargo");
		const result = await post("/order/shipline?step=result", {
			intent: "choose",
			optionId: "x",
			onceKey: crypto.randomBytes(16).toString("base64url"),
		});
		expect(result.location).toBe("/order/shipline?step=cargo");
	});

	test("visitors see step 1 only, whatever step they ask for", async () => {
		for (const step of ["cargo", "result"]) {
			const result = await get(`/order/shipline?step=${step}`, null);
			expect(result.status).toBe(200);
			expect(result.data).toMatchObject({ step: "route", signedIn: false, canOrder: false });
		}
	});

	test("with JavaScript on the browser fetches /order/airline.data: the mode and step come from React Router's URL", async () => {
		const args = await argsFor("/order/airline?step=route", { user: customer.id, form: AIR_ROUTE });
		const data = new Request("http://app.test/order/airline.data?step=route", {
			method: "POST",
			headers: args.request.headers,
			body: new URLSearchParams(AIR_ROUTE),
		});
		const result = await outcome(() => wizard.action({ ...args, request: data } as never));
		expect([result.status, result.location]).toEqual([303, "/order/airline?step=cargo"]);
		expect(loadDraft(customer.id, "airline")?.route?.origin).toBe("HAN");
	});

	test("a path that is not a wizard's is not found", async () => {
		const args = await argsFor("/order/boatline", { user: customer.id });
		expect((await outcome(() => wizard.loader(args as never))).status).toBe(404);
	});
});

describe("the messages of each step", () => {
	const E = "pricing.errors.";
	const W = "wizard.errors.";
	test.each([
		["no direction", "shipline", { ...ROUTE, direction: "" }, "direction", E + "direction"],
		["no cargo type", "shipline", { ...ROUTE, cargoType: "" }, "cargoType", E + "cargoType"],
		["no country", "shipline", { ...ROUTE, destinationCountry: "" }, "destinationCountry", W + "countryRequired"],
		["no port", "shipline", { ...ROUTE, destination: "" }, "destination", E + "placeRequired"],
		[
			"Korea is not the origin on export",
			"shipline",
			{ ...ROUTE, originCountry: "JP", origin: "JPTYO" },
			"origin",
			W + "koreanSide",
		],
		[
			"the foreign side is Korea",
			"shipline",
			{ ...ROUTE, destinationCountry: "KR", destination: "KRINC" },
			"destination",
			W + "foreignSide",
		],
		["a Korean port that is no gateway", "shipline", { ...ROUTE, origin: "KRMOK" }, "origin", E + "koreanPort"],
		["a port of another country", "shipline", { ...ROUTE, destination: "THBKK" }, "destination", W + "placeCountry"],
		["a port code of the wrong form", "shipline", { ...ROUTE, destination: "VNHP" }, "destination", E + "portFormat"],
		[
			"a port the table does not know",
			"shipline",
			{ ...ROUTE, destination: "VNXXX" },
			"destination",
			W + "placeUnknown",
		],
		[
			"LCL from a port without LCL",
			"shipline",
			{ ...ROUTE, cargoType: "lcl", origin: "KRUSN" },
			"origin",
			E + "lclPort",
		],
		["an air import into Gimpo", "airline", { ...AIR_ROUTE, destination: "GMP" }, "destination", E + "koreanAirport"],
		["an airport of another country", "airline", { ...AIR_ROUTE, originCountry: "TH" }, "origin", W + "placeCountry"],
		["an address without a province", "shipline", { ...ROUTE, address: "테헤란로 1" }, "province", E + "province"],
		[
			"a district the province does not have",
			"shipline",
			{ ...ROUTE, province: "KR-11", district: "해운대구" },
			"district",
			E + "district",
		],
		[
			"an address too long",
			"shipline",
			{ ...ROUTE, province: "KR-11", address: "가".repeat(201) },
			"address",
			W + "addressTooLong",
		],
		["an Incoterm not offered", "shipline", { ...ROUTE, incoterms: "FAS" }, "incoterms", E + "incoterms"],
	] as const)("route: %s", async (_, mode, form, field, message) => {
		const result = await post(`/order/${mode}?step=route`, form);
		expect(result.status).toBe(400);
		expect(result.data).toMatchObject({ form: "route", result: { status: "error" } });
		expect(errorsOf(result.data)[field]).toEqual([message]);
		// what was typed comes back, so the step re-renders with it
		expect((result.data as { result: { initialValue: Record<string, string> } }).result.initialValue.origin).toBe(
			form.origin,
		);
		expect(loadDraft(customer.id, mode)).toBeNull();
	});

	const fcl = (extra: Record<string, string>) => ({ ...FCL, ...extra });
	const box = (extra: Record<string, string>) => ({ ...PACKAGE, ...extra });
	test.each([
		["no container", "fcl", { commodity: "의류", readyDate: READY }, "containers", E + "containersRequired"],
		["no container type", "fcl", fcl({ "containers[0].type": "" }), "containers[0].type", E + "containerType"],
		["a zero count", "fcl", fcl({ "containers[0].count": "0" }), "containers[0].count", E + "containerCount"],
		[
			"a count that is not a number",
			"fcl",
			fcl({ "containers[0].count": "two" }),
			"containers[0].count",
			E + "containerCount",
		],
		[
			"the same size twice",
			"fcl",
			fcl({ "containers[1].type": "dv20", "containers[1].count": "1" }),
			"containers[1].type",
			E + "duplicateContainer",
		],
		[
			"more rows than sizes",
			"fcl",
			{
				...fcl({}),
				...Object.fromEntries(
					Array.from({ length: CONTAINER_CODES.length + 1 }, (_, i) => [`containers[${i}].count`, "1"]),
				),
			},
			"containers",
			E + "tooMany",
		],
		["no commodity", "fcl", fcl({ commodity: " " }), "commodity", W + "commodityRequired"],
		["a commodity of 100 characters", "fcl", fcl({ commodity: "가".repeat(100) }), "commodity", W + "commodityTooLong"],
		["no ready date", "fcl", fcl({ readyDate: "" }), "readyDate", E + "readyDateRequired"],
		["an impossible ready date", "fcl", fcl({ readyDate: "2026-02-30" }), "readyDate", E + "readyDateFormat"],
		[
			"a ready date in the past",
			"fcl",
			fcl({ readyDate: addDays(seoulToday(), -1) }),
			"readyDate",
			W + "readyDatePast",
		],
		["dangerous goods without a class", "fcl", fcl({ dg: "on", grossWeightKg: "1000" }), "dgClass", E + "dgClass"],
		["dangerous goods without the weight", "fcl", fcl({ dg: "on", dgClass: "3" }), "grossWeightKg", W + "dgWeight"],
		[
			"a bad UN number",
			"fcl",
			fcl({ dg: "on", dgClass: "3", grossWeightKg: "1000", unNumber: "UN12" }),
			"unNumber",
			E + "unNumber",
		],
		["no packages", "lcl", { commodity: "화장품", readyDate: READY }, "packages", E + "packagesRequired"],
		["zero packages", "lcl", box({ "packages[0].count": "0" }), "packages[0].count", E + "packageCount"],
		["no weight", "air", box({ "packages[0].weightKg": "" }), "packages[0].weightKg", E + "weight"],
		["a weight too large", "air", box({ "packages[0].weightKg": "2000000" }), "packages[0].weightKg", E + "tooLarge"],
		[
			"packaging too long",
			"lcl",
			box({ "packages[0].packaging": "x".repeat(41) }),
			"packages[0].packaging",
			E + "tooLong",
		],
		[
			"no volume and no dimensions",
			"lcl",
			box({ "packages[0].volumeCbm": "" }),
			"packages[0].volumeCbm",
			E + "volumeRequired",
		],
		[
			"both volume and dimensions",
			"lcl",
			box({ "packages[0].width": "1", "packages[0].length": "1", "packages[0].height": "1" }),
			"packages[0].volumeCbm",
			E + "volumeOrDimensions",
		],
		[
			"a missing dimension",
			"lcl",
			box({ "packages[0].volumeCbm": "", "packages[0].width": "1", "packages[0].length": "1" }),
			"packages[0].height",
			E + "dimension",
		],
		["a zero volume", "air", box({ "packages[0].volumeCbm": "0" }), "packages[0].volumeCbm", E + "volume"],
		[
			"more lines than the limit",
			"lcl",
			{ ...box({}), ...Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`packages[${i}].count`, "1"])) },
			"packages",
			E + "tooManyItems",
		],
	] as const)("cargo: %s", async (_, kind, form, field, message) => {
		const mode = kind === "air" ? "airline" : "shipline";
		await passSteps(mode, "route", kind === "lcl" ? { route: { ...ROUTE, cargoType: "lcl", origin: "KRINC" } } : {});
		const result = await post(`/order/${mode}?step=cargo`, form);
		expect(result.status).toBe(400);
		expect(result.data).toMatchObject({ form: "cargo", result: { status: "error" } });
		expect(errorsOf(result.data)[field]).toEqual([message]);
		expect(loadDraft(customer.id, mode)?.cargo).toBeUndefined();
	});

	test.each([
		["no company", { companyName: "" }, "companyName", "accounts.errors.companyNameRequired"],
		["a one-letter manager name", { managerName: "김" }, "managerName", "accounts.errors.nameLength"],
		["a bad e-mail", { email: "kim@" }, "email", "accounts.errors.emailFormat"],
		["a phone with letters", { phone: "010-12ab-5678" }, "phone", "accounts.errors.phoneFormat"],
		["a short phone", { phone: "010123" }, "phone", "accounts.errors.phoneTooShort"],
	] as const)("customer: %s", async (_, change, field, message) => {
		await passSteps("shipline", "cargo");
		const result = await post("/order/shipline?step=customer", { ...CUSTOMER, ...change });
		expect(result.status).toBe(400);
		expect(result.data).toMatchObject({ form: "customer" });
		expect(errorsOf(result.data)[field]).toEqual([message]);
		expect(loadDraft(customer.id, "shipline")?.customer).toBeUndefined();
	});

	test("the messages render translated beside their fields", async () => {
		await passSteps("shipline", "route");
		const page = await renderRoute(wizard, "/order/shipline", "/order/shipline?step=cargo", {
			cookies: [(await createSession(customer.id)).setCookie.split(";")[0]!],
			form: fcl({ commodity: "", "containers[0].count": "0" }),
		});
		expect(page.status).toBe(400);
		expect(page.html).toContain('id="f-commodity-error"');
		expect(page.html).toContain("품목을 입력하세요.");
		expect(page.html).toMatch(/id="f-containers-0--count"[^>]*value="0"/);
	});

	// Enter presses "Next" (the form's first submit button), the row buttons name their
	// row, and the first invalid field carries autofocus (JavaScript off; React focuses it on mount)
	// an import quote gets Korea as its destination without extra reloads
	test.each([
		[
			"import, Korea left as the origin",
			{ direction: "import", originCountry: "KR", origin: "", destinationCountry: "", destination: "" },
			{ originCountry: "", origin: "", destinationCountry: "KR", destination: "" },
		],
		[
			"import, Korea and Busan chosen as origin",
			{ direction: "import", originCountry: "KR", origin: "KRPUS", destinationCountry: "", destination: "" },
			{ originCountry: "", origin: "", destinationCountry: "KR", destination: "KRPUS" },
		],
		[
			"export, Korea as the destination",
			{ direction: "export", originCountry: "", origin: "", destinationCountry: "KR", destination: "ICN" },
			{ originCountry: "KR", origin: "ICN", destinationCountry: "", destination: "" },
		],
		[
			"import with a destination already chosen: untouched",
			{ direction: "import", originCountry: "KR", origin: "", destinationCountry: "VN", destination: "" },
			{ originCountry: "KR", destinationCountry: "VN" },
		],
		[
			"export as it opens: untouched",
			{ direction: "export", originCountry: "KR", origin: "", destinationCountry: "", destination: "" },
			{ originCountry: "KR", destinationCountry: "" },
		],
		[
			"no direction: untouched",
			{ originCountry: "KR", destinationCountry: "" },
			{ originCountry: "KR", destinationCountry: "" },
		],
	] as const)("koreanSideFollowsDirection: %s", (_, input, expected) => {
		expect(koreanSideFollowsDirection(input)).toMatchObject(expected);
	});

	test("without JavaScript, 'show ports' after switching to import puts Korea on the destination", async () => {
		const page = await renderRoute(wizard, "/order/shipline", "/order/shipline?step=route", {
			form: {
				intent: "refresh",
				direction: "import",
				cargoType: "fcl",
				originCountry: "KR",
				origin: "",
				destinationCountry: "",
				destination: "",
			},
		});
		expect(page.html).toMatch(
			/<select[^>]*id="f-destinationCountry"[^>]*>(?:(?!<\/select>)[\s\S])*<option value="KR" selected/,
		);
		expect(page.html).not.toMatch(
			/<select[^>]*id="f-originCountry"[^>]*>(?:(?!<\/select>)[\s\S])*<option value="KR" selected/,
		);
	});

	test("the cargo step: Next first in the form, 'Remove row n' buttons, the first invalid field focused", async () => {
		await passSteps("shipline", "route");
		const page = await renderRoute(wizard, "/order/shipline", "/order/shipline?step=cargo", {
			cookies: [(await createSession(customer.id)).setCookie.split(";")[0]!],
			form: fcl({
				commodity: "",
				"containers[0].count": "0",
				"containers[1].type": "hc40",
				"containers[1].count": "1",
			}),
		});
		expect(page.status).toBe(400);
		const form = page.html.slice(page.html.indexOf('data-testid="wizard-cargo"'));
		const buttons = [...form.matchAll(/<button[^>]*>/g)].map((m) => m[0]);
		expect(buttons[0]).toContain('name="intent"');
		expect(buttons[0]).toContain('value="next"');
		expect(form).toContain(">1번째 행 삭제<");
		expect(form).toContain(">2번째 행 삭제<");
		const focused = [...form.matchAll(/<(?:input|select)[^>]*autofocus[^>]*>/g)].map((m) => m[0]);
		expect(focused).toHaveLength(1);
		expect(focused[0]).toContain('id="f-containers-0--count"');
	});

	test.each([
		["fcl", 1, { commodity: ["x"] }, "commodity"],
		["fcl", 2, { "containers[1].type": ["x"], commodity: ["x"] }, "containers[1].type"],
		["lcl", 1, { "packages[0].weightKg": ["x"], readyDate: ["x"] }, "packages[0].weightKg"],
		["air", 2, { unNumber: ["x"], "packages[1].height": ["x"] }, "packages[1].height"],
		["fcl", 1, { "": ["x"] }, null],
		["fcl", 1, { commodity: [] }, null],
	] as const)("firstInvalid: %s with %i rows and %j -> %s", (kind, rows, errors, expected) => {
		expect(firstInvalid(errors, cargoFieldOrder(kind, rows))).toBe(expected);
	});

	test("a hand-made post with an absurd row index is refused before parsing", async () => {
		await passSteps("shipline", "route");
		const result = await post("/order/shipline?step=cargo", fcl({ "containers[99999999].type": "dv20" }));
		expect(result.status).toBe(400);
		expect(result.data).toEqual({ reason: "badRequest" });
	});

	test("prototype names in a post are ignored", async () => {
		await passSteps("shipline", "route");
		const result = await post("/order/shipline?step=cargo", fcl({ "__proto__.polluted": "1", "constructor.x": "1" }));
		expect(result.location).toBe("/order/shipline?step=customer");
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	});
});

describe("add and remove rows", () => {
	test("a row is added and removed, the draft keeps the form and the step must pass again", async () => {
		await passSteps("shipline", "cargo");
		const added = await post("/order/shipline?step=cargo", { ...FCL, intent: "addRow" });
		expect([added.status, added.location]).toEqual([303, "/order/shipline?step=cargo"]);
		let draft = loadDraft(customer.id, "shipline");
		expect(draft?.input.cargo?.containers).toEqual([
			{ type: "dv20", count: "2" },
			{ type: "", count: "1" },
		]);
		expect(draft?.cargo).toBeUndefined();
		expect((await load("/order/shipline?step=cargo", { user: customer.id })).input.containers).toHaveLength(2);

		const removed = await post("/order/shipline?step=cargo", {
			...FCL,
			"containers[1].type": "hc40",
			"containers[1].count": "1",
			intent: "removeRow:0",
		});
		expect(removed.location).toBe("/order/shipline?step=cargo");
		draft = loadDraft(customer.id, "shipline");
		expect(draft?.input.cargo?.containers).toEqual([{ type: "hc40", count: "1" }]);
		// the last row stays
		await post("/order/shipline?step=cargo", { ...FCL, intent: "removeRow:0" });
		expect(loadDraft(customer.id, "shipline")?.input.cargo?.containers).toEqual([{ type: "dv20", count: "2" }]);
	});

	test.each([
		[
			"FCL: one row per container size",
			"shipline",
			ROUTE,
			"containers",
			CONTAINER_CODES.length,
			"pricing.errors.tooMany",
		],
		[
			"LCL: ten lines",
			"shipline",
			{ ...ROUTE, cargoType: "lcl", origin: "KRINC" },
			"packages",
			10,
			"pricing.errors.tooManyItems",
		],
		["air: ten lines", "airline", AIR_ROUTE, "packages", 10, "pricing.errors.tooManyItems"],
	] as const)("%s, then the message to contact operations", async (_, mode, route, rows, max, message) => {
		await passSteps(mode, "route", { route });
		const form = (n: number) => ({
			commodity: "x",
			readyDate: READY,
			intent: "addRow",
			...Object.fromEntries(Array.from({ length: n }, (_, i) => [`${rows}[${i}].count`, "1"])),
		});
		expect((await post(`/order/${mode}?step=cargo`, form(max - 1))).location).toBe(`/order/${mode}?step=cargo`);
		expect(loadDraft(customer.id, mode)?.input.cargo?.[rows]).toHaveLength(max);
		const refused = await post(`/order/${mode}?step=cargo`, form(max));
		expect(refused.status).toBe(400);
		expect(errorsOf(refused.data)[rows]).toEqual([message]);
	});
});

describe("the phone intents of the customer step", () => {
	test("ordering waits for a verified phone: send a code, verify it, then the step passes", async () => {
		const user = unverifiedCustomer();
		await passSteps("shipline", "cargo", {}, user);
		const path = "/order/shipline?step=customer";
		const view = await load(path, { user });
		expect(view.phone).toEqual({ verified: false, number: "01000000000", pending: null });

		// the contact form is kept, with the reason it cannot go on
		const blocked = await post(path, CUSTOMER, user);
		expect(blocked.status).toBe(400);
		expect(errorsOf(blocked.data)[""]).toEqual(["wizard.errors.phoneNotVerified"]);
		expect(loadDraft(user, "shipline")?.input.customer).toEqual(CUSTOMER);
		expect(loadDraft(user, "shipline")?.customer).toBeUndefined();

		const badNumber = await post(path, { intent: "phoneSend", phone: "12" }, user);
		expect(badNumber.status).toBe(400);
		expect(badNumber.data).toMatchObject({ form: "phoneSend" });
		expect(errorsOf(badNumber.data).phone).toEqual(["accounts.errors.phoneTooShort"]);

		const phone = "010" + String(crypto.randomInt(0, 1e8)).padStart(8, "0");
		const sent = await post(path, { intent: "phoneSend", phone }, user);
		expect(sent.status).toBe(200);
		expect(sent.data).toMatchObject({ form: "phoneSend", done: "accounts.phone.sent" });
		expect((await load(path, { user })).phone.pending).toBe(phone);
		const again = await post(path, { intent: "phoneSend", phone }, user);
		expect(again.status).toBe(429);
		expect(errorsOf(again.data).phone).toEqual(["accounts.errors.phoneCooldown"]);

		const code = /\b(\d{6})\b/.exec(listOutbox({ to: phone })[0]?.text ?? "")?.[1];
		expect(code).toBeDefined();
		const badCode = await post(path, { intent: "phoneVerify", code: "12" }, user);
		expect(badCode.status).toBe(400);
		expect(badCode.data).toMatchObject({ form: "phoneVerify" });
		expect(errorsOf(badCode.data).code).toEqual(["accounts.errors.codeFormat"]);
		const wrongCode = await post(path, { intent: "phoneVerify", code: code === "000000" ? "111111" : "000000" }, user);
		expect(errorsOf(wrongCode.data).code).toEqual(["accounts.errors.phoneCode.mismatch"]);
		const verified = await post(path, { intent: "phoneVerify", code: code! }, user);
		expect([verified.status, verified.location]).toEqual([303, path]);

		expect((await load(path, { user })).phone.verified).toBe(true);
		expect((await post(path, CUSTOMER, user)).location).toBe("/order/shipline?step=result");
	});

	test("an SMS that cannot be sent says so beside the number (500)", async () => {
		const user = unverifiedCustomer();
		await passSteps("shipline", "cargo", {}, user);
		setSmsProvider({ name: "broken", send: async () => Promise.reject(new Error("down")) } as never);
		vi.spyOn(console, "error").mockImplementationOnce(() => {});
		const result = await post("/order/shipline?step=customer", { intent: "phoneSend", phone: "01055556666" }, user);
		expect(result.status).toBe(500);
		expect(errorsOf(result.data).phone).toEqual(["accounts.errors.phoneVerifyFailed"]);
	});

	test("the result cannot be chosen with an unverified phone", async () => {
		const user = unverifiedCustomer();
		const result = await post(
			"/order/shipline?step=result",
			{ intent: "choose", optionId: "x", onceKey: crypto.randomBytes(16).toString("base64url") },
			user,
		);
		expect(result.location).toBe("/mypage/info?need=phone#phone");
	});
});

/** The result step's loader data: the engine's answer and the forms' one-time key. */
const resultForm = async (mode: Mode = "shipline") =>
	(await load(`/order/${mode}?step=result`, { user: customer.id })).result;

describe("the result: choose and manual", () => {
	test("choose makes an in_confirm estimate of the chosen option and clears the draft", async () => {
		await passSteps("shipline", "customer");
		const { pricing, onceKey } = await resultForm();
		const option = pricing.options.at(-1);
		const before = estimateCount(customer.companyId!);
		const chosen = await post("/order/shipline?step=result", { intent: "choose", optionId: option.id, onceKey });
		expect(chosen.status).toBe(303);
		const id = /^\/mypage\/estimate\/([0-9a-f-]{36})$/.exec(chosen.location ?? "")?.[1];
		expect(id).toBeDefined();
		expect(estimateCount(customer.companyId!)).toBe(before + 1);
		const row = getDb().select().from(estimates).where(eq(estimates.id, id!)).get()!;
		expect(row).toMatchObject({
			status: "in_confirm",
			carrier: option.carrier,
			totalKrw: option.totals.KRW,
			commodity: "의류",
			origin: "KRPUS",
			destination: "VNHPH",
		});
		expect(loadDraft(customer.id, "shipline")).toBeNull();
	});

	test("a double submit of choose makes one estimate, and both go to it", async () => {
		await passSteps("shipline", "customer");
		const { pricing, onceKey } = await resultForm();
		const form = { intent: "choose", optionId: pricing.options[0].id, onceKey };
		const before = estimateCount(customer.companyId!);
		const first = await post("/order/shipline?step=result", form);
		const second = await post("/order/shipline?step=result", form);
		expect([first.status, second.status]).toEqual([303, 303]);
		expect(second.location).toBe(first.location);
		expect(estimateCount(customer.companyId!)).toBe(before + 1);
	});

	test("two posts of the same choice at once make one estimate too", async () => {
		await passSteps("shipline", "customer");
		const { pricing, onceKey } = await resultForm();
		const form = { intent: "choose", optionId: pricing.options[0].id, onceKey };
		const before = estimateCount(customer.companyId!);
		const [a, b] = await Promise.all([
			post("/order/shipline?step=result", form),
			post("/order/shipline?step=result", form),
		]);
		expect(a.location).toMatch(/^\/mypage\/estimate\//);
		expect(b.location).toBe(a.location);
		expect(estimateCount(customer.companyId!)).toBe(before + 1);
	});

	test("an option the engine no longer offers is refused with a message, nothing stored", async () => {
		await passSteps("shipline", "customer");
		const { onceKey } = await resultForm();
		const before = estimateCount(customer.companyId!);
		const result = await post("/order/shipline?step=result", { intent: "choose", optionId: "no-such-option", onceKey });
		expect(result.status).toBe(400);
		expect(result.data).toMatchObject({ form: "result" });
		expect(errorsOf(result.data)[""]).toEqual(["wizard.errors.optionGone"]);
		expect(estimateCount(customer.companyId!)).toBe(before);
		// "manual" is only for a lane the engine cannot price
		expect(errorsOf((await post("/order/shipline?step=result", { intent: "manual", onceKey })).data)[""]).toEqual([
			"wizard.errors.optionGone",
		]);
	});

	test("manual: a lane with only expired rates goes to the manual queue (in_request)", async () => {
		await passSteps("shipline", "customer", { route: { ...ROUTE, destinationCountry: "AU", destination: "AUSYD" } });
		const { pricing, onceKey } = await resultForm();
		expect(pricing).toMatchObject({ ok: false, manual: true });
		const made = await post("/order/shipline?step=result", { intent: "manual", onceKey });
		const id = /^\/mypage\/estimate\/([0-9a-f-]{36})$/.exec(made.location ?? "")?.[1];
		const row = getDb()
			.select()
			.from(estimates)
			.where(and(eq(estimates.id, id ?? ""), eq(estimates.companyId, customer.companyId!)))
			.get();
		expect(row).toMatchObject({ status: "in_request", manualReason: pricing.reason });
		// and choosing on it is refused
		await passSteps("shipline", "customer", { route: { ...ROUTE, destinationCountry: "AU", destination: "AUSYD" } });
		const again = await resultForm();
		expect(
			(await post("/order/shipline?step=result", { intent: "choose", optionId: "x", onceKey: again.onceKey })).status,
		).toBe(400);
	});

	test("out of scope: no manual request either", async () => {
		await passSteps("shipline", "customer", { route: { ...ROUTE, destinationCountry: "ZA", destination: "ZADUR" } });
		const { pricing, onceKey } = await resultForm();
		expect(pricing).toMatchObject({ ok: false, reason: "out_of_scope" });
		expect(errorsOf((await post("/order/shipline?step=result", { intent: "manual", onceKey })).data)[""]).toEqual([
			"wizard.errors.optionGone",
		]);
	});

	test.each([
		["an unknown intent", { intent: "steal" }],
		["no one-time key", { intent: "choose", optionId: "x", onceKey: "" }],
	])("%s is a bad request", async (_, form) => {
		await passSteps("shipline", "customer");
		const { onceKey } = await resultForm();
		const result = await post("/order/shipline?step=result", { onceKey, ...form });
		expect(result.status).toBe(400);
		expect(result.data).toEqual({ reason: "badRequest" });
	});
});

describe("the engine's order", () => {
	test("the result page shows the options as the engine returned them, whatever their prices and days", async () => {
		await passSteps("shipline", "customer");
		const cards = (page: string) =>
			[...page.matchAll(/<article class="option-card"[^>]*data-option-id="([^"]+)"/g)].map((m) => m[1]);
		/** The engine's answer in the loader, and the option cards in the order the page shows them. */
		const shown = async () => ({
			engine: (await resultForm()).pricing.options.map((o: { id: string }) => o.id),
			page: cards(await html("/order/shipline?step=result")),
		});

		// the dearest and slowest first: not where a sort by price or by days would put them
		engine.reorder = (result) =>
			result.ok
				? {
						...result,
						options: [...result.options].sort((a, b) => b.totals.KRW - a.totals.KRW || b.transitDays - a.transitDays),
					}
				: result;
		const dearestFirst = await shown();
		expect(dearestFirst.engine.length).toBeGreaterThan(1);
		expect(dearestFirst.page).toEqual(dearestFirst.engine);
		// turned the other way, the page follows again
		engine.reorder = (result) =>
			result.ok
				? {
						...result,
						options: [...result.options].sort((a, b) => a.totals.KRW - b.totals.KRW || a.transitDays - b.transitDays),
					}
				: result;
		const cheapestFirst = await shown();
		expect(cheapestFirst.engine).toEqual([...dearestFirst.engine].reverse());
		expect(cheapestFirst.page).toEqual(cheapestFirst.engine);
	});
});

describe("the result says VAT comes on top (decision 040)", () => {
	test.each(["kr", "en", "vn"] as const)(
		"%s: each option's estimated VAT and total with VAT, to the won as recomputed by hand from its lines, in the language's words",
		async (locale) => {
			await passSteps("shipline", "customer", { cargo: { ...FCL, "containers[0].count": "2" } });
			const { pricing } = await resultForm();
			const session = (await createSession(customer.id)).setCookie.split(";")[0]!;
			const { html: page } = await renderRoute(wizard, "/order/shipline", "/order/shipline?step=result", {
				cookies: [session, `lng=${locale}`],
				locale,
			});
			const words = VAT_WORDS[locale];
			const cards = page.split('<article class="option-card"').slice(1);
			expect(cards).toHaveLength(pricing.options.length);
			pricing.options.forEach((option: QuoteOption, i: number) => {
				const hand = exportVatByHand(option);
				expect(hand.vatKrw).toBeGreaterThan(0);
				const card = cards[i]!;
				// the card: the total without VAT says so, and what it comes to with the VAT
				expect(card).toMatch(
					new RegExp(
						`data-testid="option-total-vat">[^<]*${words.excluded}[^<]*${krw(hand.totalWithVatKrw, locale).replace(/[.$]/g, "\\$&")}`,
					),
				);
				// the lines' totals: the VAT on the Korean services' base, and the total with it
				expect(vatRows(card)).toEqual([
					{
						label: words.estimated(krw(hand.taxableKrw, locale)),
						vat: krw(hand.vatKrw, locale),
						totalLabel: words.total,
						total: krw(hand.totalWithVatKrw, locale),
					},
				]);
			});
		},
	);
});

describe("spec section 8: 'quote registration failed'", () => {
	test.each([
		["kr", "견적을 등록하지 못했습니다. 잠시 후 다시 시도해 주시고, 계속되면 고객센터로 문의해 주세요."],
		[
			"en",
			"We could not register the quote. Please try again shortly; if it keeps failing, contact our customer centre.",
		],
		[
			"vn",
			"Không thể đăng ký báo giá. Vui lòng thử lại sau ít phút; nếu vẫn lỗi, hãy liên hệ trung tâm chăm sóc khách hàng.",
		],
	] as const)(
		"%s: a choice the database refuses to store answers the result step with the message (500), stores nothing and keeps the draft; the same form then registers it once",
		async (locale, message) => {
			await passSteps("shipline", "customer");
			const { pricing, onceKey } = await resultForm();
			const form = { intent: "choose", optionId: pricing.options[0].id, onceKey };
			const before = estimateCount(customer.companyId!);
			const session = (await createSession(customer.id)).setCookie.split(";")[0]!;
			const send = () =>
				renderRoute(wizard, "/order/shipline", "/order/shipline?step=result", {
					cookies: [session, `lng=${locale}`],
					locale,
					form,
					headers: { Origin: "http://app.test" },
				});
			// a failure nobody foresaw (a full disk, a corrupt page): the database refuses this company's new estimates
			const refused = await whileRefused("INSERT", "estimates", `new.company_id = '${customer.companyId}'`, send);
			expect(refused.status).toBe(500);
			expect(refused.html).toContain(message);
			expect(refused.html).toContain('data-testid="quote-options"');
			expect(estimateCount(customer.companyId!)).toBe(before);
			expect(loadDraft(customer.id, "shipline")).not.toBeNull();
			// nothing of the failed attempt was kept, not even its one-time key: sent again, it is registered
			const again = await send();
			expect([again.status, again.location]).toEqual([
				303,
				expect.stringMatching(/^\/mypage\/estimate\/[0-9a-f-]{36}$/),
			]);
			expect(estimateCount(customer.companyId!)).toBe(before + 1);
		},
	);
});
