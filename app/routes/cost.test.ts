// /cost as a plain HTML post (JavaScript off): signed-in users only, the answer for the typed values
// with our freight where the lane has rates, translated errors with 400 on bad input, and the answer
// turned into a quote through the one prefill form.
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { type CalcContext, type CalcValues, calculate, quoteIntentOf } from "#app/landed-cost/calculator.ts";
import { freightUsdCents } from "#app/landed-cost/freight.ts";
import { clearDraft, loadDraft } from "#app/quotes/drafts.server.ts";
import { intentFields } from "#app/quotes/prefill.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as cost from "./cost.tsx";
import * as prefill from "./order/prefill.ts";

const { customer } = DEMO;
const ORIGIN = { Origin: "http://app.test" };
type Reply = { values: CalcValues; ctx: CalcContext; errors: { field: string; key: string }[] };

async function cookies(signedIn = true) {
	return signedIn ? [(await createSession(customer.id)).setCookie.split(";")[0]!] : [];
}

async function post(form: Record<string, string | string[]>, signedIn = true) {
	const args = await routeArgs("/cost", { cookies: await cookies(signedIn), form, headers: ORIGIN });
	return outcome(() => cost.action(args as never));
}

const ISSUE_CASE = {
	direction: "import",
	cargo: "fcl",
	container: "dv20",
	count: "1",
	koreanPort: "KRPUS",
	foreignPlace: "VNSGN",
	fob: "20000",
	freight: "300",
	days: "0",
};

beforeAll(async () => {
	await seedQuoteWorld();
});

describe("who may use it", () => {
	test("a visitor is sent to sign in, from the page and from the form", async () => {
		const page = await outcome(async () => cost.loader((await routeArgs("/cost")) as never));
		expect(page.status).toBe(302);
		expect(page.location).toMatch(/^\/login/);
		const posted = await post(ISSUE_CASE, false);
		expect(posted.status).toBe(302);
	});

	test("a signed-in customer gets the empty form with the rate in force", async () => {
		const page = await outcome(async () =>
			cost.loader((await routeArgs("/cost", { cookies: await cookies() })) as never),
		);
		expect(page.status).toBe(200);
		const data = page.data as Reply & { rate: { krwPerUsdCents: number } };
		expect(data.ctx.krwPerUsdCents).toBe(data.rate.krwPerUsdCents);
		expect(calculate(data.values, data.ctx).result).toBeNull();
	});
});

describe("the issue's case posted without JavaScript: a 20ft from Ho Chi Minh to Busan, FOB USD 20,000", () => {
	test("200 and the figures of a hand calculation at the rate in force", async () => {
		const answer = await post(ISSUE_CASE);
		expect(answer.status).toBe(200);
		const { values, ctx, errors } = answer.data as Reply;
		expect(errors).toEqual([]);
		// our demo rates have no VNSGN -> KRPUS row: looked up, none, so the typed freight counts
		expect(ctx.engine).toMatchObject({ usdCents: null });
		expect(ctx.foreignCountry).toBe("VN");
		const r = calculate(values, ctx).result!;
		const krw = (id: string) => r.lines.find((l) => l.id === id)!.krw;
		// CIF USD 20,311.17 (insurance 11.17 at the default 0.05%); the demo rate is 1,385.50
		expect(ctx.krwPerUsdCents).toBe(138_550);
		expect([krw("cif"), krw("duty"), krw("vat")]).toEqual([28_141_126, 2_251_290, 3_039_242]);
		expect(r.lines.at(-1)!.krwRange).toEqual({ min: 33_531_658, max: 33_581_658 });
	});

	test("bad input: 400 with the translated keys, the typed values kept", async () => {
		const answer = await post({ ...ISSUE_CASE, fob: "20.000.0", hsCode: "12" });
		expect(answer.status).toBe(400);
		const { values, errors } = answer.data as Reply;
		expect(values.fob).toBe("20.000.0");
		expect(errors).toEqual(
			expect.arrayContaining([
				{ field: "fob", key: "landedCost.errors.amount" },
				{ field: "hsCode", key: "landedCost.errors.hsCode" },
			]),
		);
	});

	test("a place of the wrong mode or country is refused", async () => {
		const answer = await post({ ...ISSUE_CASE, cargo: "air", koreanPort: "KRPUS", foreignPlace: "VNSGN" });
		expect(answer.status).toBe(400);
		expect((answer.data as Reply).errors).toEqual(
			expect.arrayContaining([
				{ field: "koreanPort", key: "landedCost.errors.koreanAirport" },
				{ field: "foreignPlace", key: "landedCost.errors.foreignAirport" },
			]),
		);
	});
});

describe("our freight where the lane has rates", () => {
	test("Cat Lai -> Busan, freight left empty: the cheapest option's freight lines from the engine", async () => {
		const answer = await post({ ...ISSUE_CASE, foreignPlace: "VNCLI", freight: "" });
		expect(answer.status).toBe(200);
		const { values, ctx } = answer.data as Reply;
		const request = PricingRequestSchema.parse({
			mode: "sea",
			direction: "import",
			cargoType: "fcl",
			origin: "VNCLI",
			destination: "KRPUS",
			readyDate: seoulToday(),
			containers: [{ type: "dv20", count: 1 }],
		});
		const priced = priceFromDb(request);
		expect(priced.ok).toBe(true);
		const cheapest = Math.min(...(priced.ok ? priced.options.map(freightUsdCents) : []));
		expect(ctx.engine?.usdCents).toBe(cheapest);
		const freight = calculate(values, ctx).result!.lines.find((l) => l.id === "freight")!;
		expect([freight.usdCents, freight.rule.key]).toEqual([cheapest, "landedCost.rules.freightOurs"]);
	});
});

describe("a result saved as a quote request", () => {
	test("the calculation's lane and container open the wizard's cargo step (commodity still to give)", async () => {
		const { values, ctx } = (await post(ISSUE_CASE)).data as Reply;
		const intent = quoteIntentOf(values, ctx.foreignCountry)!;
		expect(intent).toEqual({
			mode: "shipline",
			route: {
				direction: "import",
				cargoType: "fcl",
				originCountry: "VN",
				origin: "VNSGN",
				destinationCountry: "KR",
				destination: "KRPUS",
			},
			cargo: { containers: [{ type: "dv20", count: 1 }] },
		});
		clearDraft(customer.id, "shipline");
		const args = await routeArgs("/order/prefill", {
			cookies: await cookies(),
			form: Object.fromEntries(intentFields(intent)),
			headers: ORIGIN,
		});
		const answer = await outcome(() => prefill.action(args as never));
		expect(answer.status).toBe(303);
		expect(answer.location).toBe("/order/shipline?step=cargo");
		expect(loadDraft(customer.id, "shipline")!.route).toMatchObject({ origin: "VNSGN", destination: "KRPUS" });
	});
});
