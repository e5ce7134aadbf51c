// One question in, one answer out (decisions 094-096): the built-in engine, or the configured language
// model with the assistant's tools. The model's tools are the built-in engine's answers of one kind,
// computed with the signed-in user's rights (tools.server.ts), so what a model may read is exactly what
// the pages would show this user; the answer's links and quote come from those tool results, never from
// the model's own words. A provider that fails or times out falls back to the built-in engine.
import type { TFunction } from "i18next";
import type { SessionUser } from "#app/auth/session.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { logger } from "#app/observability/logger.server.ts";
import { type EngineContext, answerAs, answerQuestion } from "./engine.server.ts";
import type { Intent } from "./intents.ts";
import { type ChatProvider, type ModelMessage, type ToolSpec, configuredProvider } from "./provider.server.ts";
import { toolsFor } from "./tools.server.ts";
import type { Answer, QuoteIntentDraft, Source } from "./types.ts";

export const MAX_QUESTION = 500;
const MAX_ROUNDS = 4;

const text = (description: string) => ({ type: "string", description });

/** The tools a model may call; each names the kind of answer and what the question gives it. */
export const MODEL_TOOLS: (ToolSpec & { intent: Intent; question: (args: Record<string, unknown>) => string })[] = [
	{
		name: "shipment_status",
		description: "Stage, ETD, ETA and delay of one of the user's shipments (or quotes) by its number, e.g. B2611-0001.",
		parameters: { type: "object", properties: { number: text("the document number") }, required: ["number"] },
		intent: "shipment",
		question: (a) => String(a.number ?? ""),
	},
	{
		name: "missing_documents",
		description: "The documents one of the user's shipments still needs uploaded.",
		parameters: { type: "object", properties: { number: text("the shipment's number") }, required: ["number"] },
		intent: "documents",
		question: (a) => String(a.number ?? ""),
	},
	{
		name: "quote_status",
		description:
			"One of the user's quotes by number (status, price, validity, next step), or their latest quotes without a number.",
		parameters: { type: "object", properties: { number: text("the quote's number, optional") } },
		intent: "quote",
		question: (a) => String(a.number ?? ""),
	},
	{
		name: "my_shipments",
		description: "The user's company's shipments with stage and ETA.",
		parameters: { type: "object", properties: {} },
		intent: "shipment",
		question: () => "",
	},
	{
		name: "payment_status",
		description: "Invoices and payment status of the user's shipments, or of one by number.",
		parameters: { type: "object", properties: { number: text("the shipment's number, optional") } },
		intent: "invoice",
		question: (a) => String(a.number ?? ""),
	},
	{
		name: "my_coupons",
		description: "The user's coupons.",
		parameters: { type: "object", properties: {} },
		intent: "coupon",
		question: () => "",
	},
	{
		name: "search_help",
		description:
			"Searches the charge glossary (THC, BAF, ...) and the help texts (D/O, payment, booking, customs, ...).",
		parameters: { type: "object", properties: { query: text("the words to search for") }, required: ["query"] },
		intent: "help",
		question: (a) => String(a.query ?? ""),
	},
	{
		name: "price_quote",
		description:
			"Prices new sea FCL freight through the pricing engine and offers it to open in the quote wizard. Give the request in words, e.g. '2 x 40ft from KRPUS to VNHPH ready 2026-12-01'.",
		parameters: {
			type: "object",
			properties: { request: text("containers, origin, destination and ready date") },
			required: ["request"],
		},
		intent: "price",
		question: (a) => String(a.request ?? ""),
	},
	{
		name: "staff_queues",
		description: "Staff only: how many manual quotes, discount requests, bookings and deposit checks wait on the desk.",
		parameters: { type: "object", properties: {} },
		intent: "staff_queue",
		question: () => "",
	},
];

function systemPrompt(ctx: EngineContext): string {
	const language = { kr: "Korean", en: "English", vn: "Vietnamese" }[ctx.locale];
	return [
		"You are the customer assistant of Barun Forwarding, a Korean freight forwarder.",
		`Answer in ${language}, briefly. Use only what the tools return; never guess figures, dates or statuses.`,
		"For anything outside shipping with us (shipments, quotes, payments, coupons, charges, how-to), politely refer the user to customer service.",
		ctx.tools.isStaff
			? "The user is a staff member."
			: "The user is a customer; the tools only show their own company's records.",
	].join(" ");
}

/** A tool result as the model reads it: the built-in answer's text and its links. */
function runTool(call: { name: string; args: Record<string, unknown> }, ctx: EngineContext): Answer | null {
	const tool = MODEL_TOOLS.find((t) => t.name === call.name);
	if (!tool) return null;
	if (tool.intent === "help") return answerQuestion(tool.question(call.args), ctx);
	return answerAs(tool.intent, tool.question(call.args), ctx);
}

export async function modelAnswer(
	provider: ChatProvider,
	question: string,
	history: { role: "user" | "assistant"; text: string }[],
	ctx: EngineContext,
): Promise<Answer> {
	const messages: ModelMessage[] = [...history, { role: "user", text: question }];
	const sources: Source[] = [];
	let quote: QuoteIntentDraft | null = null;
	let intent: Intent = "out_of_scope";
	for (let round = 0; round < MAX_ROUNDS; round++) {
		const reply = await provider.complete({ system: systemPrompt(ctx), messages, tools: MODEL_TOOLS });
		if (reply.toolCalls.length === 0) {
			if (intent === "out_of_scope" && sources.length === 0) intent = "help";
			return { intent: sources.length ? intent : "out_of_scope", text: reply.text, sources, quote };
		}
		messages.push({ role: "assistant", text: reply.text, toolCalls: reply.toolCalls });
		const results = reply.toolCalls.map((call) => {
			const answer = runTool(call, ctx);
			if (answer) {
				intent = answer.intent;
				for (const s of answer.sources) if (!sources.some((x) => x.href === s.href)) sources.push(s);
				quote = answer.quote ?? quote;
			}
			return {
				id: call.id,
				name: call.name,
				content: JSON.stringify(answer ? { answer: answer.text, links: answer.sources } : { error: "unknown tool" }),
			};
		});
		messages.push({ role: "tool", results });
	}
	throw new Error("assistant provider: too many tool rounds");
}

/** The answer to one question for this user: the model when one is configured, else the built-in engine. */
export async function answerFor(input: {
	user: SessionUser;
	locale: Locale;
	t: TFunction;
	question: string;
	history?: { role: "user" | "assistant"; text: string }[];
	provider?: ChatProvider | null;
}): Promise<{ answer: Answer; engine: string }> {
	const ctx: EngineContext = {
		tools: toolsFor(input.user, input.locale),
		t: input.t,
		locale: input.locale,
		name: input.user.name,
	};
	const provider = input.provider === undefined ? configuredProvider() : input.provider;
	if (provider) {
		try {
			return { answer: await modelAnswer(provider, input.question, input.history ?? [], ctx), engine: provider.name };
		} catch (error) {
			logger.warn({ err: error, provider: provider.name }, "assistant provider failed; built-in engine answers");
		}
	}
	return { answer: answerQuestion(input.question, ctx), engine: "builtin" };
}
