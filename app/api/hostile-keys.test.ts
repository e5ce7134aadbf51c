// Keys that name Object.prototype's members (decision 018): anywhere in a partner's JSON, at
// the top, in a nested object, in a package line, they are refused as unknown fields with a 400,
// never a 500, and the answer names them.
import { describe, expect, test } from "vitest";
import { priceQuote } from "#app/pricing/engine.ts";
import type { EngineRequest } from "#app/pricing/types.ts";
import { createApiKey } from "./keys.server.ts";
import { InvalidRequestErrorSchema } from "./quote-response.ts";
import { handleQuoteRequest } from "./quotes.server.ts";
import { fixtureRateSet, fixtureRequest } from "./rate-set.fixture.ts";

const price = (r: EngineRequest) => priceQuote(r, fixtureRateSet());
const HOSTILE = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "__defineGetter__"];

function where(name: string): [string, string][] {
	const base = JSON.stringify(fixtureRequest());
	const inject = (json: string, at: string) => json.replace(at, `${at}"${name}":{"polluted":true},`);
	return [
		["top level", inject(base, "{")],
		["top level, a string", base.replace("{", `{"${name}":"x",`)],
		["top level, an array", base.replace("{", `{"${name}":[1],`)],
		["a whole body of it", `{"${name}":{}}`],
		["a nested object", inject(base, '"koreanRegion":{')],
		["a package line", base.replace('{"type":"dv20",', `{"${name}":1,"type":"dv20",`)],
	];
}

describe.each(HOSTILE)("a JSON body with the key %s", (name) => {
	const { key } = createApiKey({ name: `hostile ${name}` });
	test.each(where(name))("%s: 400 invalid_request, nothing polluted", async (_where, body) => {
		const response = await handleQuoteRequest(
			new Request("http://app.test/api/v1/quotes", {
				method: "POST",
				headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
				body,
			}),
			{ price },
		);
		const json = (await response.json()) as Record<string, unknown>;
		expect(response.status, JSON.stringify(json)).toBe(400);
		InvalidRequestErrorSchema.parse(json);
		// read from the raw JSON: a parse into a plain object would drop an own "__proto__" key
		expect(Object.keys(json.fieldErrors as object).some((k) => k.split(".").includes(name))).toBe(true);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
	});
});
