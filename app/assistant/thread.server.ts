// Each user's conversation with the assistant (decision 094): stored per user so the page re-renders it
// without JavaScript, read only by its owner, deleted by its owner. A question and its answer are one
// write, behind the form's one-time key, so a double submit stores one turn.
import { and, desc, eq } from "drizzle-orm";
import { exactlyOnce } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { assistantMessages } from "#db/schema.ts";
import type { Intent } from "./intents.ts";
import type { Answer, QuoteIntentDraft, Source } from "./types.ts";

export const ASSISTANT_ONCE_PURPOSE = "assistant";
/** How many messages the page shows (the newest; older ones stay until the user clears them). */
export const THREAD_SHOWN = 40;

export type ThreadMessage = {
	id: number;
	role: "user" | "assistant";
	text: string;
	intent: Intent | null;
	sources: Source[];
	quote: QuoteIntentDraft | null;
	createdAt: number;
};

function parse<T>(json: string | null, fallback: T): T {
	if (!json) return fallback;
	try {
		return JSON.parse(json) as T;
	} catch {
		return fallback;
	}
}

/** The user's conversation, oldest first (the newest THREAD_SHOWN messages). */
export function threadOf(userId: string): ThreadMessage[] {
	return getDb()
		.select()
		.from(assistantMessages)
		.where(eq(assistantMessages.userId, userId))
		.orderBy(desc(assistantMessages.id))
		.limit(THREAD_SHOWN)
		.all()
		.reverse()
		.map((row) => ({
			id: row.id,
			role: row.role,
			text: row.text,
			intent: (row.intent as Intent | null) ?? null,
			sources: parse<Source[]>(row.sources, []),
			quote: parse<QuoteIntentDraft | null>(row.quote, null),
			createdAt: row.createdAt.getTime(),
		}));
}

/** The last turns as a model reads them (its context), oldest first. */
export function recentTurns(userId: string, count = 6): { role: "user" | "assistant"; text: string }[] {
	return threadOf(userId)
		.slice(-count)
		.map((m) => ({ role: m.role, text: m.text }));
}

/**
 * Stores a question and its answer once per one-time key; `redirectTo` is where the form leads. A key
 * already used answers `repeated` and stores nothing.
 */
export function saveTurn(input: {
	userId: string;
	onceKey: string;
	question: string;
	answer: Answer;
	engine: string;
	redirectTo: string;
}) {
	return exactlyOnce(input.onceKey, ASSISTANT_ONCE_PURPOSE, (tx) => {
		tx.insert(assistantMessages).values({ userId: input.userId, role: "user", text: input.question }).run();
		const row = tx
			.insert(assistantMessages)
			.values({
				userId: input.userId,
				role: "assistant",
				text: input.answer.text,
				intent: input.answer.intent,
				sources: JSON.stringify(input.answer.sources),
				quote: input.answer.quote ? JSON.stringify(input.answer.quote) : null,
				engine: input.engine,
			})
			.returning({ id: assistantMessages.id })
			.get();
		return { redirectTo: `${input.redirectTo}#m${row.id}`, value: row.id };
	});
}

/** Deletes the user's whole conversation (theirs only); returns how many messages went. */
export function clearThread(userId: string): number {
	return getDb()
		.delete(assistantMessages)
		.where(and(eq(assistantMessages.userId, userId)))
		.run().changes;
}
