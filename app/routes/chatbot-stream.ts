// POST /chatbot/stream: the chatbot's form post with JavaScript on (app/routes/chatbot.tsx). The same
// checks and the same one write as the page's action (app/assistant/ask.server.ts); the answer comes
// back as newline-delimited JSON, its text in pieces as they are ready, then the stored messages and
// the next one-time key. A refused question is 400 with its message key; a used key answers with where
// the first submission led, for the page to reload.
import type { Route } from "./+types/chatbot-stream";
import { requireUser } from "#app/auth/guard.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { ask, readQuestion } from "#app/assistant/ask.server.ts";
import { ASSISTANT_ONCE_PURPOSE } from "#app/assistant/thread.server.ts";

const NDJSON = { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store, no-transform" };

const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/** The answer's text in pieces of a word, as a model's answer arrives. */
const pieces = (text: string): string[] => text.match(/\S+\s*/g) ?? [text];

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request, context);
	await ensurePrimary();
	const formData = await request.formData();
	let onceKey: string;
	try {
		onceKey = freshOnceKey(formData, ASSISTANT_ONCE_PURPOSE);
	} catch (thrown) {
		// a key used already: the first submission's place, for the page to reload
		if (thrown instanceof Response && thrown.status === 303)
			return new Response(line({ redirect: thrown.headers.get("location") }), { headers: NDJSON });
		throw thrown;
	}
	const read = readQuestion(formData.get("question"));
	if (!read.ok) return new Response(line({ error: read.error, onceKey }), { status: 400, headers: NDJSON });
	const done = await ask(user, localeFromContext(context), read.question, onceKey);
	if (done.repeated) return new Response(line({ redirect: done.redirectTo }), { headers: NDJSON });
	const encoder = new TextEncoder();
	const now = Date.now();
	const body = new ReadableStream<Uint8Array>({
		start(controller) {
			for (const delta of pieces(done.answer.text)) controller.enqueue(encoder.encode(line({ delta })));
			controller.enqueue(
				encoder.encode(
					line({
						done: true,
						onceKey: newOnceKey(),
						question: {
							id: done.id - 1,
							role: "user",
							text: read.question,
							intent: null,
							sources: [],
							quote: null,
							createdAt: now,
						},
						message: {
							id: done.id,
							role: "assistant",
							text: done.answer.text,
							intent: done.answer.intent,
							sources: done.answer.sources,
							quote: done.answer.quote ?? null,
							createdAt: now,
						},
					}),
				),
			);
			controller.close();
		},
	});
	return new Response(body, { headers: NDJSON });
}
