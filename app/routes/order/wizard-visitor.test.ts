// Quotes for visitors through the wizard's loader and action (decision 086): a work e-mail starts a
// visitor (signed cookie), the visitor passes every step without a phone code, the result shows the
// prices a member gets for the same draft, each new request is counted and recorded as a lead (a
// reload is not), keeping a quote goes to sign-up, and a sign-up with the same address makes the kept
// quote the new company's estimate, same option and total; another address carries nothing.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { signUp } from "#app/accounts/accounts.server.ts";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { clearDraft } from "#app/quotes/drafts.server.ts";
import { adoptCarry, listLeads, visitorCarry, visitorCookieHeader } from "#app/quotes/visitors.server.ts";
import { VISITOR_LIMITS } from "#app/quotes/visitor-rules.ts";
import { getDb } from "#db/client.ts";
import { estimates, visitorLimits, visitorQuotes } from "#db/schema.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as wizard from "./wizard.tsx";
import * as prefill from "./prefill.ts";

const { customer } = DEMO;

async function cookiesFor(who: { user?: string; visitor?: { id: string; email: string } }): Promise<string[]> {
	const cookies: string[] = [];
	if (who.user) cookies.push((await createSession(who.user)).setCookie.split(";")[0]!);
	if (who.visitor) cookies.push((await visitorCookieHeader(who.visitor)).split(";")[0]!);
	return cookies;
}

type Who = Parameters<typeof cookiesFor>[0];
const post = async (path: string, form: Record<string, string>, who: Who) =>
	outcome(async () =>
		wizard.action(
			(await routeArgs(path, {
				cookies: await cookiesFor(who),
				form,
				headers: { Origin: "http://app.test" },
			})) as never,
		),
	);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const load = async (path: string, who: Who): Promise<any> =>
	wizard.loader((await routeArgs(path, { cookies: await cookiesFor(who) })) as never);

const ROUTE = {
	direction: "export",
	cargoType: "fcl",
	originCountry: "KR",
	origin: "KRPUS",
	destinationCountry: "VN",
	destination: "VNHPH",
};
const FCL = {
	"containers[0].type": "dv20",
	"containers[0].count": "2",
	commodity: "의류",
	readyDate: addDays(seoulToday(), 10),
};
const CONTACT = { companyName: "방문무역", managerName: "박방문", phone: "01034567890" };

const newVisitor = () => ({ id: crypto.randomUUID(), email: `v-${crypto.randomUUID().slice(0, 8)}@acme.co.kr` });

/** Steps 1 to 3 as `who` (a visitor sends no e-mail in step 3: theirs is fixed). */
async function passSteps(who: Who) {
	for (const [step, form] of [
		["route", ROUTE],
		["cargo", FCL],
		["customer", who.user ? { ...CONTACT, email: "customer@demo.kr" } : CONTACT],
	] as const) {
		const result = await post(`/order/shipline?step=${step}`, form, who);
		expect(result.location, `${step}: ${JSON.stringify(result.data)}`).toMatch(/\?step=/);
	}
}

function row(visitorId: string) {
	return getDb().select().from(visitorQuotes).where(eq(visitorQuotes.visitorId, visitorId)).get();
}

beforeAll(async () => {
	await seedQuoteWorld();
});

describe("a visitor's start", () => {
	test("the home page's box: a work e-mail gives the signed visitor cookie and opens step 1", async () => {
		const email = `Kim.${crypto.randomUUID().slice(0, 6)}@Acme.co.kr`;
		const result = await post("/order/shipline?step=route", { intent: "visitorStart", visitorEmail: email }, {});
		expect(result.status).toBe(303);
		expect(result.location).toBe("/order/shipline?step=route");
		expect(result.headers.get("Set-Cookie")).toMatch(/^fp_visitor=.+HttpOnly/i);
	});

	test("a wrong address is refused on step 1 with the defaults kept, and no cookie", async () => {
		const result = await post("/order/shipline?step=route", { intent: "visitorStart", visitorEmail: "nope" }, {});
		expect(result.status).toBe(400);
		const data = result.data as { form: string; result: { error: Record<string, string[]>; initialValue: object } };
		expect(data.form).toBe("route");
		expect(data.result.error.visitorEmail).toEqual(["accounts.errors.emailFormat"]);
		expect(data.result.initialValue).toMatchObject({ direction: "export", originCountry: "KR", visitorEmail: "nope" });
		expect(result.headers.get("Set-Cookie")).toBeNull();
	});

	test("step 1 with the address and the route in one post: the cookie comes with the redirect to step 2", async () => {
		const email = `one-post-${crypto.randomUUID().slice(0, 6)}@acme.co.kr`;
		const result = await post("/order/shipline?step=route", { ...ROUTE, visitorEmail: email }, {});
		expect(result.status).toBe(303);
		expect(result.location).toBe("/order/shipline?step=cargo");
		expect(result.headers.get("Set-Cookie")).toMatch(/^fp_visitor=/);
		const lead = getDb().select().from(visitorQuotes).where(eq(visitorQuotes.email, email)).get();
		expect(JSON.parse(lead!.draft).route).toMatchObject({ origin: "KRPUS", destination: "VNHPH" });
		expect(JSON.parse(lead!.draft).input.route.visitorEmail).toBeUndefined();
	});

	test("the sixth start of one address within the hour gets the limit message (429), the first five pass", async () => {
		const email = `limit-${crypto.randomUUID().slice(0, 6)}@acme.co.kr`;
		for (let i = 0; i < VISITOR_LIMITS.start.address.max; i += 1) {
			const ok = await post("/order/shipline?step=route", { intent: "visitorStart", visitorEmail: email }, {});
			expect(ok.status).toBe(303);
		}
		const refused = await post("/order/shipline?step=route", { intent: "visitorStart", visitorEmail: email }, {});
		expect(refused.status).toBe(429);
		expect((refused.data as { result: { error: Record<string, string[]> } }).result.error.visitorEmail).toEqual([
			"wizard.errors.visitorLimit",
		]);
	});
});

describe("a visitor's quote", () => {
	test("every step without a phone code; the result has the member's options and totals for the same draft", async () => {
		const visitor = newVisitor();
		await passSteps({ visitor });
		const seen = await load("/order/shipline?step=result", { visitor });
		expect(seen.step).toBe("result");
		expect(seen.visitorEmail).toBe(visitor.email);
		clearDraft(customer.id, "shipline");
		await passSteps({ user: customer.id });
		const member = await load("/order/shipline?step=result", { user: customer.id });
		const totals = (r: { result: { pricing: { options: { id: string; totals: object }[] } } }) =>
			r.result.pricing.options.map((o) => [o.id, o.totals]);
		expect(totals(seen).length).toBeGreaterThan(0);
		expect(totals(seen)).toEqual(totals(member));
		// the e-mail of the contact step is the one the visitor gave, whatever the form sent
		expect(JSON.parse(row(visitor.id)!.draft).customer.email).toBe(visitor.email);
	});

	test("a new request is counted and recorded as a lead; a reload is not counted again", async () => {
		const visitor = newVisitor();
		await passSteps({ visitor });
		await load("/order/shipline?step=result", { visitor });
		const first = row(visitor.id)!;
		expect(first.pricedAt).not.toBeNull();
		expect(JSON.parse(first.request!)).toMatchObject({ origin: "KRPUS", destination: "VNHPH" });
		const counted = () =>
			getDb()
				.select()
				.from(visitorLimits)
				.where(eq(visitorLimits.key, `price:address:${visitor.email}`))
				.get()?.count;
		expect(counted()).toBe(1);
		await load("/order/shipline?step=result", { visitor });
		expect(counted()).toBe(1);
		const leads = listLeads({ pricedOnly: true, page: 1 }).leads;
		expect(leads.find((l) => l.email === visitor.email)).toMatchObject({
			stage: "priced",
			origin: "KRPUS",
			destination: "VNHPH",
		});
	});

	test("over the address's daily limit the result shows the message, not prices", async () => {
		const visitor = newVisitor();
		await passSteps({ visitor });
		const windowStart =
			Math.floor(Date.now() / VISITOR_LIMITS.price.address.windowMs) * VISITOR_LIMITS.price.address.windowMs;
		getDb()
			.insert(visitorLimits)
			.values({ key: `price:address:${visitor.email}`, windowStart, count: VISITOR_LIMITS.price.address.max })
			.run();
		const seen = await load("/order/shipline?step=result", { visitor });
		expect(seen.limited).toBe(true);
		expect(seen.result).toBeUndefined();
		expect(row(visitor.id)!.pricedAt).toBeNull();
	});

	test("keeping an option marks the lead and goes to sign-up with the address; a made-up option is refused", async () => {
		const visitor = newVisitor();
		await passSteps({ visitor });
		const seen = await load("/order/shipline?step=result", { visitor });
		const forged = await post("/order/shipline?step=result", { intent: "choose", optionId: "made-up" }, { visitor });
		expect(forged.status).toBe(400);
		expect(row(visitor.id)!.chosen).toBeNull();
		const optionId = seen.result.pricing.options[0].id;
		const kept = await post("/order/shipline?step=result", { intent: "choose", optionId }, { visitor });
		expect(kept.status).toBe(303);
		expect(kept.location).toBe(`/sign/up/agree?email=${encodeURIComponent(visitor.email)}&quote=shipline`);
		expect(row(visitor.id)!.chosen).toBe(optionId);
		// sent twice: the same mark, one effect
		await post("/order/shipline?step=result", { intent: "choose", optionId }, { visitor });
		expect(row(visitor.id)!.chosen).toBe(optionId);
	});
});

describe("sign-up takes the visitor's quote along", () => {
	async function keptQuote() {
		const visitor = newVisitor();
		await passSteps({ visitor });
		const seen = await load("/order/shipline?step=result", { visitor });
		const option = seen.result.pricing.options[0];
		await post("/order/shipline?step=result", { intent: "choose", optionId: option.id }, { visitor });
		return { visitor, option };
	}

	async function signUpAs(email: string, carry: ReturnType<typeof visitorCarry>) {
		const outcome = await signUp(
			{
				email,
				password: "visitor123",
				name: "박방문",
				companyName: "방문무역",
				phone: "01034567890",
				locale: "kr",
				onceKey: crypto.randomUUID(),
				consents: [],
				withinSignUp: (tx, account) => adoptCarry(tx, carry, { ...account, email, name: "박방문", locale: "kr" }),
			},
			"http://app.test",
		);
		if (!outcome.ok) throw new Error(`sign-up refused: ${outcome.reason}`);
		return outcome.userId;
	}

	test("the same address (any case): the kept option becomes the new company's estimate, same total", async () => {
		const { visitor, option } = await keptQuote();
		const carry = visitorCarry(visitor, visitor.email.toUpperCase());
		expect(carry).toHaveLength(1);
		const userId = await signUpAs(visitor.email.toUpperCase(), carry);
		const made = getDb().select().from(estimates).where(eq(estimates.userId, userId)).all();
		expect(made).toHaveLength(1);
		expect(made[0]).toMatchObject({
			status: "in_confirm",
			origin: "KRPUS",
			destination: "VNHPH",
			carrier: option.carrier,
			totalKrw: option.totals.KRW,
			commodity: "의류",
		});
		expect(row(visitor.id)).toMatchObject({ userId, estimateId: made[0]!.id });
		expect(listLeads({ pricedOnly: true, page: 1 }).leads.find((l) => l.email === visitor.email)?.stage).toBe(
			"signedUp",
		);
		// taken once: nothing left to carry
		expect(visitorCarry(visitor, visitor.email)).toEqual([]);
	});

	test("another address carries nothing", async () => {
		const { visitor } = await keptQuote();
		expect(visitorCarry(visitor, `other-${visitor.email}`)).toEqual([]);
	});
});

describe('a tool\'s "get this quote" for a visitor (POST /order/prefill)', () => {
	const prefillPost = async (who: Who) =>
		outcome(async () =>
			prefill.action(
				(await routeArgs("/order/prefill", {
					cookies: await cookiesFor(who),
					form: { mode: "shipline", ...ROUTE, ...FCL },
					headers: { Origin: "http://app.test" },
				})) as never,
			),
		);

	test("with an address: the visitor's draft is filled and the contact step opens", async () => {
		const visitor = newVisitor();
		await post("/order/shipline?step=route", { ...ROUTE, visitorEmail: visitor.email }, { visitor });
		const result = await prefillPost({ visitor });
		expect(result.location).toBe("/order/shipline?step=customer");
		expect(JSON.parse(row(visitor.id)!.draft).cargo).toMatchObject({ commodity: "의류" });
	});

	test("without one: a pending visitor; step 1 asks for the address, then the filled cargo is there", async () => {
		const result = await prefillPost({});
		expect(result.location).toBe("/order/shipline?step=route");
		const cookie = result.headers.get("Set-Cookie")!.split(";")[0]!;
		const pending = await visitorCookieParse(cookie);
		expect(pending.email).toBe("");
		const seen = await load("/order/shipline?step=cargo", { visitor: pending });
		expect(seen.step).toBe("route");
		expect(seen.visitorEmail).toBeNull();
		expect(seen.input).toMatchObject({ origin: "KRPUS", destination: "VNHPH" });
		const email = `pending-${crypto.randomUUID().slice(0, 6)}@acme.co.kr`;
		const started = await post("/order/shipline?step=route", { ...ROUTE, visitorEmail: email }, { visitor: pending });
		expect(started.location).toBe("/order/shipline?step=cargo");
		const after = row(pending.id)!;
		expect(after.email).toBe(email);
		expect(JSON.parse(after.draft).input.cargo).toMatchObject({ commodity: "의류" });
	});
});

async function visitorCookieParse(cookie: string) {
	const { visitorCookie } = await import("#app/quotes/visitors.server.ts");
	return (await visitorCookie().parse(cookie)) as { id: string; email: string };
}
