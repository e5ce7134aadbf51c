// "Turn this into a quote" (app/quotes/prefill.ts) as a plain HTML post: the tools' one form fills the
// wizard's draft through the wizard's own step schemas and opens the first step that still needs the
// user. A lane that does not pass opens the route step with what was sent; a visitor's draft is theirs.
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { clearDraft, loadDraft } from "#app/quotes/drafts.server.ts";
import { type QuoteIntent, intentFields } from "#app/quotes/prefill.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as prefill from "./prefill.ts";

const { customer } = DEMO;
const LANE: QuoteIntent["route"] = {
	direction: "export",
	cargoType: "fcl",
	originCountry: "KR",
	origin: "KRPUS",
	destinationCountry: "VN",
	destination: "VNHPH",
};
const READY = addDays(seoulToday(), 10);

async function post(intent: QuoteIntent, signedIn = true) {
	const cookies = signedIn ? [(await createSession(customer.id)).setCookie.split(";")[0]!] : [];
	const form = Object.fromEntries(intentFields(intent));
	return outcome(async () =>
		prefill.action(
			(await routeArgs("/order/prefill", { cookies, form, headers: { Origin: "http://app.test" } })) as never,
		),
	);
}

beforeAll(async () => {
	await seedQuoteWorld();
});

describe("the intent's form fields", () => {
	test.each<[string, QuoteIntent, [string, string][]]>([
		[
			"a lane only",
			{ mode: "shipline", route: LANE },
			[
				["mode", "shipline"],
				["direction", "export"],
				["cargoType", "fcl"],
				["originCountry", "KR"],
				["origin", "KRPUS"],
				["destinationCountry", "VN"],
				["destination", "VNHPH"],
			],
		],
		[
			"containers, as the cargo form names its rows",
			{ mode: "shipline", route: LANE, cargo: { containers: [{ type: "dv40", count: 2 }], commodity: "Tiles" } },
			[
				["containers[0].type", "dv40"],
				["containers[0].count", "2"],
				["commodity", "Tiles"],
			],
		],
		[
			"packages given as totals unless said otherwise",
			{
				mode: "airline",
				route: { ...LANE, cargoType: undefined, origin: "ICN", destination: "SGN" },
				cargo: { packages: [{ count: 3, weightKg: 120.5, volumeCbm: 0.8 }] },
			},
			[
				["packages[0].count", "3"],
				["packages[0].measure", "total"],
				["packages[0].weightKg", "120.5"],
				["packages[0].volumeCbm", "0.8"],
			],
		],
	])("%s", (_name, intent, expected) => {
		const fields = intentFields(intent);
		for (const pair of expected) expect(fields).toContainEqual(pair);
		// nothing left blank is sent: the wizard's defaults apply
		expect(fields.every(([, v]) => v !== "")).toBe(true);
	});
});

describe("POST /order/prefill", () => {
	test("a complete lane and cargo open the contact step, the draft holding both steps as if typed", async () => {
		clearDraft(customer.id, "shipline");
		const answer = await post({
			mode: "shipline",
			route: LANE,
			cargo: { containers: [{ type: "dv20", count: 1 }], commodity: "Machine parts", readyDate: READY },
		});
		expect(answer.status).toBe(303);
		expect(answer.location).toBe("/order/shipline?step=customer");
		const draft = loadDraft(customer.id, "shipline")!;
		expect(draft.route).toMatchObject({ origin: "KRPUS", destination: "VNHPH", cargoType: "fcl" });
		expect(draft.cargo).toMatchObject({ containers: [{ type: "dv20", count: 1 }], commodity: "Machine parts" });
		expect(draft.cargo?.readyDate).toBe(READY);
	});

	test("without a commodity the cargo step opens with the containers filled in and the default date", async () => {
		clearDraft(customer.id, "shipline");
		const answer = await post({ mode: "shipline", route: LANE, cargo: { containers: [{ type: "dv40", count: 2 }] } });
		expect(answer.location).toBe("/order/shipline?step=cargo");
		const draft = loadDraft(customer.id, "shipline")!;
		expect(draft.cargo).toBeUndefined();
		expect(draft.input.cargo).toMatchObject({ containers: [{ type: "dv40", count: "2" }] });
		expect(draft.input.cargo?.readyDate).toBe(addDays(seoulToday(), 7));
	});

	test("a lane the wizard refuses opens the route step with what was sent, and nothing priced", async () => {
		clearDraft(customer.id, "shipline");
		const answer = await post({ mode: "shipline", route: { ...LANE, destination: "VNXXX" } });
		expect(answer.location).toBe("/order/shipline?step=route");
		const draft = loadDraft(customer.id, "shipline")!;
		expect(draft.route).toBeUndefined();
		expect(draft.input.route).toMatchObject({ destination: "VNXXX" });
	});

	test("sent twice, the same draft (one effect)", async () => {
		clearDraft(customer.id, "shipline");
		const intent: QuoteIntent = { mode: "shipline", route: LANE, cargo: { containers: [{ type: "dv20", count: 1 }] } };
		await post(intent);
		const first = loadDraft(customer.id, "shipline");
		await post(intent);
		expect(loadDraft(customer.id, "shipline")).toEqual(first);
	});

	test("a visitor without an address gets a visitor cookie, the draft, and step 1 asking for the address (decision 086); an unknown mode is a bad request", async () => {
		const visitor = await post({ mode: "shipline", route: LANE }, false);
		expect(visitor.status).toBe(303);
		expect(visitor.location).toBe("/order/shipline?step=route");
		expect(visitor.headers.get("Set-Cookie")).toMatch(/^fp_visitor=/);
		const bad = await post({ mode: "rail" as never, route: LANE });
		expect(bad.status).toBe(400);
	});
});
