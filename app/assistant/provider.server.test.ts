// The language-model providers with their APIs intercepted (msw): the model's tool calls run with the
// signed-in user's rights, so a model that asks for another company's shipment is told "not found" and
// nothing of it reaches the model or the answer; the answer's links and quote come from the tool
// results. Both APIs (Anthropic Messages, OpenAI-compatible chat completions) and the fall-back to the
// built-in engine when the provider fails.
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import type { SessionUser } from "#app/auth/session.server.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import { getDb } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { seedDemoShipments } from "#db/seed/demo-shipments.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { answerFor } from "./assistant.server.ts";
import { anthropicProvider, openAiProvider } from "./provider.server.ts";

const server = setupServer();
const ANTHROPIC = "https://anthropic.test";
const OPENAI = "https://llm.test/v1";
let sailing = "";

beforeAll(async () => {
	server.listen({ onUnhandledFrame: "error" });
	await seedQuoteWorld();
	seedDemoShipments(getDb());
	const body = getDb()
		.select()
		.from(estimates)
		.all()
		.find((e) => e.id === "demo-shipment-sailing")!.numberBody;
	sailing = `B${body}`;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Sent = { messages: { role: string; content: unknown }[]; tools: unknown[] };

/** An Anthropic stand-in: first asks for the shipment by `number`, then words whatever the tool said. */
function anthropicAsking(number: string, seen: Sent[]) {
	server.use(
		http.post(`${ANTHROPIC}/v1/messages`, async ({ request }) => {
			expect(request.headers.get("x-api-key")).toBe("test-key");
			const body = (await request.json()) as Sent;
			seen.push(body);
			const last = body.messages.at(-1)!;
			const results = Array.isArray(last.content) ? (last.content as { type: string; content?: string }[]) : [];
			const toolResult = results.find((b) => b.type === "tool_result");
			if (!toolResult)
				return HttpResponse.json({
					content: [{ type: "tool_use", id: "call-1", name: "shipment_status", input: { number } }],
				});
			return HttpResponse.json({
				content: [{ type: "text", text: `Model says: ${JSON.parse(toolResult.content!).answer}` }],
			});
		}),
	);
}

async function askWith(user: SessionUser, question: string, provider: Parameters<typeof answerFor>[0]["provider"]) {
	return answerFor({ user, locale: "en", t: await translatorFor("en"), question, provider });
}

const anthropic = anthropicProvider({ apiKey: "test-key", model: "test-model", baseUrl: ANTHROPIC });
const openai = openAiProvider({ apiKey: "test-key", model: "test-model", baseUrl: OPENAI });

describe("Anthropic's Messages API", () => {
	test("the customer's own shipment: the tool reads it, the answer links it", async () => {
		const seen: Sent[] = [];
		anthropicAsking(sailing, seen);
		const { answer, engine } = await askWith(DEMO.customer, `where is ${sailing}?`, anthropic);
		expect(engine).toBe("anthropic");
		expect(answer.text).toMatch(/^Model says: .*Vessel sailing/);
		expect(answer.sources).toEqual([{ label: `Shipment ${sailing}`, href: "/mypage/shipment/demo-shipment-sailing" }]);
		expect(seen).toHaveLength(2);
		expect(JSON.stringify(seen[0]!.tools)).toContain("shipment_status");
	});

	test("another company's shipment: the tool call is refused as not found, nothing of it leaves", async () => {
		const seen: Sent[] = [];
		anthropicAsking(sailing, seen);
		const { answer } = await askWith(DEMO.other, `where is ${sailing}?`, anthropic);
		expect(answer.sources).toEqual([]);
		const sentBack = JSON.stringify(seen[1]!.messages.at(-1));
		expect(sentBack).toContain("cannot find");
		for (const word of ["HMM", "BLESSING", "KRPUS", "VNHPH", "demo-shipment-sailing", "ETA"]) {
			expect(sentBack).not.toContain(word);
			expect(answer.text).not.toContain(word);
		}
	});
});

describe("an OpenAI-compatible chat completions API", () => {
	test("a price through the engine's tool: the quote to open in the wizard comes from the tool", async () => {
		const seen: { messages: { role: string; content?: string }[] }[] = [];
		server.use(
			http.post(`${OPENAI}/chat/completions`, async ({ request }) => {
				expect(request.headers.get("authorization")).toBe("Bearer test-key");
				const body = (await request.json()) as (typeof seen)[number];
				seen.push(body);
				const tool = body.messages.find((m) => m.role === "tool");
				if (!tool)
					return HttpResponse.json({
						choices: [
							{
								message: {
									content: null,
									tool_calls: [
										{
											id: "c1",
											type: "function",
											function: {
												name: "price_quote",
												arguments: JSON.stringify({ request: "1 x 20ft from KRPUS to VNHPH" }),
											},
										},
									],
								},
							},
						],
					});
				return HttpResponse.json({ choices: [{ message: { content: "Here is your price." } }] });
			}),
		);
		const { answer, engine } = await askWith(DEMO.customer, "price for a 20 footer to Haiphong", openai);
		expect(engine).toBe("openai");
		expect(answer.text).toBe("Here is your price.");
		expect(answer.intent).toBe("price");
		expect(answer.quote?.route).toMatchObject({ origin: "KRPUS", destination: "VNHPH" });
		expect(seen[1]!.messages.find((m) => m.role === "tool")!.content).toContain("₩");
	});

	test("a provider that fails leaves the answer to the built-in engine", async () => {
		server.use(http.post(`${OPENAI}/chat/completions`, () => new HttpResponse(null, { status: 500 })));
		const { answer, engine } = await askWith(DEMO.customer, "what is THC?", openai);
		expect(engine).toBe("builtin");
		expect(answer.intent).toBe("glossary");
	});
});
