// The guide's page content: example error bodies are what the API answers (its own messages and
// field-error mapping), the limits are the limiter's settings, and the curl call is a request the API
// accepts, in every language.
import { describe, expect, test } from "vitest";
import { LOCALES } from "#app/i18n/locales.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { seedQuoteWorld } from "#tests/quote-world.ts";
import { apiGuide, curlExample } from "./guide.server.ts";
import { DEFAULT_RATE_PER_MINUTE, MAX_RATE_PER_MINUTE, MIN_RATE_PER_MINUTE } from "./key-form.ts";
import { WINDOW_MS } from "./keys.server.ts";
import { MAX_BODY_BYTES } from "./quotes.server.ts";

describe("the guide", () => {
	test.each(LOCALES)("%s: fields described, every answer with a body per error code", async (locale) => {
		const guide = await apiGuide(locale, "https://forwarder.test");
		expect(guide.fields.filter((f) => !f.description)).toEqual([]);
		expect(guide.rules).toHaveLength(8);
		for (const r of guide.responses.filter((r) => r.status !== "200")) {
			expect(r.bodies).toHaveLength(r.codes.length);
			r.bodies.forEach((body, i) =>
				expect(JSON.parse(body)).toMatchObject({ error: r.codes[i], message: expect.any(String) }),
			);
		}
		expect(guide.limits).toEqual({
			default: DEFAULT_RATE_PER_MINUTE,
			min: MIN_RATE_PER_MINUTE,
			max: MAX_RATE_PER_MINUTE,
			windowSeconds: WINDOW_MS / 1000,
			bodyKb: MAX_BODY_BYTES / 1024,
		});
		expect(guide.contact.email).toMatch(/@/);
	});

	test("the 400 body is the API's own field-error answer, in the reader's language", async () => {
		const en = await apiGuide("en", "https://forwarder.test");
		const kr = await apiGuide("kr", "https://forwarder.test");
		const invalid = (g: typeof en) => JSON.parse(g.responses.find((r) => r.status === "400")!.bodies[1]!);
		expect(invalid(en)).toMatchObject({
			error: "invalid_request",
			fieldErrors: { "containers.1.type": [{ code: "pricing.errors.duplicateContainer" }] },
		});
		expect(invalid(kr).message).not.toBe(invalid(en).message);
		const noRate = JSON.parse(en.responses.find((r) => r.status === "422")!.bodies[0]!);
		expect(noRate).toMatchObject({ error: "no_rate", reason: "no_rate_on_date", manual: true, warnings: [] });
	});

	test("the 200 example is the answer the curl call gets from today's rates, by the API's own mapping", async () => {
		await seedQuoteWorld();
		const guide = await apiGuide("en", "https://forwarder.test");
		const ok = guide.responses.find((r) => r.status === "200")!;
		expect(ok.bodies).toHaveLength(1);
		const answer = JSON.parse(ok.bodies[0]!);
		expect(answer.request).toMatchObject({ origin: "KRPUS", destination: "VNHPH", cargoType: "fcl" });
		expect(answer.options).toHaveLength(1);
		expect(answer.options[0].totals).toBeDefined();
	});

	test("the curl call posts a request the API accepts, ready a week from today, to this site", () => {
		const curl = curlExample("https://forwarder.test", "2026-12-01");
		expect(curl).toContain("curl -s https://forwarder.test/api/v1/quotes");
		expect(curl).toContain("Authorization: Bearer YOUR_API_KEY");
		const body = JSON.parse(/-d '([\s\S]*)'$/.exec(curl)![1]!);
		expect(body.readyDate).toBe("2026-12-08");
		expect(PricingRequestSchema.safeParse(body).success).toBe(true);
	});
});
