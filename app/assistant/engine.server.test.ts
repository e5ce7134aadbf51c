// The built-in engine against the question table (questions.ts) on the demo world: the intent, the
// source link and the facts of each answer; the table must pass at 90% or better. Also: another
// company's number tells nothing, staff read any shipment and see the queues, and the price answer's
// total is the engine's cheapest option for the same request, to the won.
import { beforeAll, describe, expect, test } from "vitest";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { type Locale } from "#app/i18n/locales.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { getDb } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { seedDemoBilling } from "#db/seed/demo-bank-accounts.ts";
import { seedDemoCoupons } from "#db/seed/demo-coupons.ts";
import { seedDemoShipments } from "#db/seed/demo-shipments.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { answerQuestion } from "./engine.server.ts";
import { QUESTIONS } from "./questions.ts";
import { toolsFor } from "./tools.server.ts";
import type { Answer } from "./types.ts";

const numbers: Record<string, string> = {};

beforeAll(async () => {
	await seedQuoteWorld();
	seedDemoCoupons(getDb());
	seedDemoShipments(getDb());
	seedDemoBilling(getDb());
	for (const row of getDb().select({ id: estimates.id, body: estimates.numberBody }).from(estimates).all())
		numbers[row.id.replace("demo-shipment-", "")] = `B${row.body}`;
});

const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => numbers[key] ?? key);

async function ask(q: string, locale: Locale, user: SessionUser = DEMO.customer): Promise<Answer> {
	const t = await translatorFor(locale);
	return answerQuestion(q, { tools: toolsFor(user, locale), t, locale, name: user.name });
}

function verdict(c: (typeof QUESTIONS)[number], a: Answer): string[] {
	const wrong: string[] = [];
	if (a.intent !== c.intent) wrong.push(`intent ${a.intent}`);
	if (c.source && !a.sources.some((s) => s.href.startsWith(c.source)))
		wrong.push(`source ${JSON.stringify(a.sources)}`);
	if (!c.source && c.intent !== "greeting" && a.sources.length && c.intent !== "shipment") wrong.push("a source");
	for (const fact of c.facts ?? [])
		if (!a.text.toLowerCase().includes(fill(fact).toLowerCase())) wrong.push(`fact "${fill(fact)}"`);
	if (c.quote && !a.quote) wrong.push("no quote");
	return wrong;
}

describe("the question table on the built-in engine", () => {
	test("holds at least 60 questions in each of kr, en and vn", () => {
		expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
		for (const locale of ["kr", "en", "vn"])
			expect(QUESTIONS.filter((c) => c.locale === locale).length).toBeGreaterThan(12);
	});

	test("answers at least 90% right (intent, source and facts)", async () => {
		const misses: string[] = [];
		for (const c of QUESTIONS) {
			const a = await ask(fill(c.q), c.locale);
			const wrong = verdict(c, a);
			if (wrong.length) misses.push(`${fill(c.q)} -> ${wrong.join("; ")} | ${a.text.slice(0, 120)}`);
		}
		const accuracy = 1 - misses.length / QUESTIONS.length;
		console.log(
			`assistant question table: ${QUESTIONS.length - misses.length}/${QUESTIONS.length} (${(accuracy * 100).toFixed(1)}%)`,
		);
		if (misses.length) console.log(misses.join("\n"));
		expect(accuracy).toBeGreaterThanOrEqual(0.9);
	});
});

describe("access: the pages' rule", () => {
	test("another company asking about the first company's shipment learns nothing", async () => {
		for (const [q, locale] of [
			[`${numbers.sailing} 어디 있어요?`, "kr"],
			[`where is ${numbers.sailing}`, "en"],
			[`${numbers.delivered} invoice amount`, "en"],
			[`${numbers.confirmed} missing documents`, "en"],
			[`${numbers.request} quote status`, "en"],
		] as const) {
			const a = await ask(q, locale, DEMO.other);
			expect(a.sources).toEqual([]);
			expect(a.facts).toBeUndefined();
			// the same answer as for a number that does not exist
			const none = await ask(q.replace(/B\d{4}-\d{4,5}/, "B9999-9999"), locale, DEMO.other);
			expect(a.text.replace(/\d{4}-\d{4,5}/g, "#")).toBe(none.text.replace(/\d{4}-\d{4,5}/g, "#"));
			for (const word of ["HMM", "KRPUS", "VNHPH", "₩", "ETA"]) expect(a.text).not.toContain(word);
		}
	});

	test("another company's lists are its own (empty here), never the first company's", async () => {
		for (const q of ["where is my cargo", "my quotes", "unpaid invoices"]) {
			const a = await ask(q, "en", DEMO.other);
			expect(a.text).not.toContain(numbers.sailing!);
			expect(a.text).not.toContain(numbers.request!);
		}
	});

	test("staff read a customer's shipment by number and see the desk's queues", async () => {
		const a = await ask(`where is ${numbers.sailing}`, "en", DEMO.staff);
		expect(a.sources[0]!.href).toBe("/mypage/shipment/demo-shipment-sailing");
		expect(a.facts?.stage).toBe("vessel_sailing");
		const q = await ask("what is waiting in the queue?", "en", DEMO.staff);
		expect(q.intent).toBe("staff_queue");
		expect(q.text).toMatch(/\d+ manual quotes/);
	});
});

describe("a price", () => {
	test("is the engine's cheapest option for the same request, to the won, with its wizard intent", async () => {
		const a = await ask("2 x 40ft Busan to Hai Phong next month", "en");
		const today = seoulToday();
		const [y, m] = today.split("-").map(Number) as [number, number];
		const readyDate = `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, "0")}-01`;
		const request = PricingRequestSchema.parse({
			mode: "sea",
			direction: "export",
			cargoType: "fcl",
			origin: "KRPUS",
			destination: "VNHPH",
			readyDate,
			containers: [{ type: "dv40", count: 2 }],
		});
		const priced = priceFromDb(request);
		if (!priced.ok) throw new Error("demo lane not priced");
		const cheapest = Math.min(...priced.options.map((o) => o.totals.KRW));
		expect(Number(a.facts?.totalKrw)).toBe(cheapest);
		expect(a.text).toContain(`₩${cheapest.toLocaleString("en-US")}`);
		expect(a.quote).toEqual({
			mode: "shipline",
			route: {
				direction: "export",
				cargoType: "fcl",
				originCountry: "KR",
				origin: "KRPUS",
				destinationCountry: "VN",
				destination: "VNHPH",
			},
			cargo: { containers: [{ type: "dv40", count: 2 }], readyDate },
		});
	});

	test("a date in the past is taken as a week from today", async () => {
		const a = await ask("1 x 20ft Busan to Hai Phong 2020-01-01", "en");
		expect(a.facts?.readyDate).toBe(addDays(seoulToday(), 7));
	});
});
