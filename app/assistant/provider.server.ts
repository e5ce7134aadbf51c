// A language model behind one interface (decision 096): Anthropic's Messages API or any
// OpenAI-compatible chat completions API with tool calling, chosen by ASSISTANT_PROVIDER. The model
// only words the answer: everything it learns about the user's records comes from the assistant's
// tools (tools.server.ts through model-tools.server.ts), called with the signed-in user's rights, so a
// model asked about another company's number is told "not found" like the pages would say.
import { getEnv } from "#app/server/env.server.ts";

export type ToolSpec = { name: string; description: string; parameters: Record<string, unknown> };
export type ToolCall = { id: string; name: string; args: Record<string, unknown> };

/** One message of the model's conversation, in a shape both APIs are mapped from. */
export type ModelMessage =
	| { role: "user"; text: string }
	| { role: "assistant"; text: string; toolCalls?: ToolCall[] }
	| { role: "tool"; results: { id: string; name: string; content: string }[] };

export type ModelReply = { text: string; toolCalls: ToolCall[] };

export interface ChatProvider {
	readonly name: string;
	complete(input: { system: string; messages: ModelMessage[]; tools: ToolSpec[] }): Promise<ModelReply>;
}

const TIMEOUT_MS = 20_000;

async function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<unknown> {
	const response = await fetch(url, {
		method: "POST",
		headers: { "content-type": "application/json", ...headers },
		body: JSON.stringify(body),
		signal: AbortSignal.timeout(TIMEOUT_MS),
	});
	if (!response.ok) throw new Error(`assistant provider answered ${response.status}`);
	return response.json();
}

type AnthropicBlock =
	{ type: "text"; text: string } | { type: "tool_use"; id: string; name: string; input: Record<string, unknown> };

export function anthropicProvider(settings: { apiKey: string; model: string; baseUrl: string }): ChatProvider {
	return {
		name: "anthropic",
		async complete({ system, messages, tools }) {
			const body = {
				model: settings.model,
				max_tokens: 1024,
				system,
				tools: tools.map((t) => ({ name: t.name, description: t.description, input_schema: t.parameters })),
				messages: messages.map((m) => {
					if (m.role === "user") return { role: "user", content: m.text };
					if (m.role === "assistant")
						return {
							role: "assistant",
							content: [
								...(m.text ? [{ type: "text", text: m.text }] : []),
								...(m.toolCalls ?? []).map((c) => ({ type: "tool_use", id: c.id, name: c.name, input: c.args })),
							],
						};
					return {
						role: "user",
						content: m.results.map((r) => ({ type: "tool_result", tool_use_id: r.id, content: r.content })),
					};
				}),
			};
			const reply = (await postJson(
				`${settings.baseUrl.replace(/\/$/, "")}/v1/messages`,
				{ "x-api-key": settings.apiKey, "anthropic-version": "2023-06-01" },
				body,
			)) as { content?: AnthropicBlock[] };
			const blocks = reply.content ?? [];
			return {
				text: blocks
					.filter((b): b is Extract<AnthropicBlock, { type: "text" }> => b.type === "text")
					.map((b) => b.text)
					.join(""),
				toolCalls: blocks
					.filter((b): b is Extract<AnthropicBlock, { type: "tool_use" }> => b.type === "tool_use")
					.map((b) => ({ id: b.id, name: b.name, args: b.input ?? {} })),
			};
		},
	};
}

type OpenAiMessage = {
	content?: string | null;
	tool_calls?: { id: string; type: "function"; function: { name: string; arguments: string } }[];
};

export function openAiProvider(settings: { apiKey: string; model: string; baseUrl: string }): ChatProvider {
	return {
		name: "openai",
		async complete({ system, messages, tools }) {
			const body = {
				model: settings.model,
				messages: [
					{ role: "system", content: system },
					...messages.flatMap((m): Record<string, unknown>[] => {
						if (m.role === "user") return [{ role: "user", content: m.text }];
						if (m.role === "assistant")
							return [
								{
									role: "assistant",
									content: m.text || null,
									...(m.toolCalls?.length
										? {
												tool_calls: m.toolCalls.map((c) => ({
													id: c.id,
													type: "function",
													function: { name: c.name, arguments: JSON.stringify(c.args) },
												})),
											}
										: {}),
								},
							];
						return m.results.map((r) => ({ role: "tool", tool_call_id: r.id, content: r.content }));
					}),
				],
				tools: tools.map((t) => ({
					type: "function",
					function: { name: t.name, description: t.description, parameters: t.parameters },
				})),
			};
			const reply = (await postJson(
				`${settings.baseUrl.replace(/\/$/, "")}/chat/completions`,
				{ authorization: `Bearer ${settings.apiKey}` },
				body,
			)) as { choices?: { message?: OpenAiMessage }[] };
			const message = reply.choices?.[0]?.message ?? {};
			return {
				text: message.content ?? "",
				toolCalls: (message.tool_calls ?? []).map((c) => {
					let args: Record<string, unknown> = {};
					try {
						args = JSON.parse(c.function.arguments || "{}") as Record<string, unknown>;
					} catch {
						args = {};
					}
					return { id: c.id, name: c.function.name, args };
				}),
			};
		},
	};
}

/** The provider the environment names, or null for the built-in engine (also when its key is missing). */
export function configuredProvider(): ChatProvider | null {
	const env = getEnv();
	if (!env.ASSISTANT_PROVIDER || !env.ASSISTANT_API_KEY) return null;
	if (env.ASSISTANT_PROVIDER === "anthropic")
		return anthropicProvider({
			apiKey: env.ASSISTANT_API_KEY,
			model: env.ASSISTANT_MODEL ?? "claude-sonnet-4-5",
			baseUrl: env.ASSISTANT_BASE_URL ?? "https://api.anthropic.com",
		});
	return openAiProvider({
		apiKey: env.ASSISTANT_API_KEY,
		model: env.ASSISTANT_MODEL ?? "gpt-4o-mini",
		baseUrl: env.ASSISTANT_BASE_URL ?? "https://api.openai.com/v1",
	});
}
