// The chatbot's one write, shared by the page's form post (no JavaScript) and the streaming endpoint
// (JavaScript on): check the question, answer it in the language it is written in (else the page's),
// store the turn once per one-time key. A bad question is refused with its message, nothing stored.
import type { TFunction } from "i18next";
import type { SessionUser } from "#app/auth/session.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import { cleanOrNull } from "#app/text/free-text.ts";
import { MAX_QUESTION, answerFor } from "./assistant.server.ts";
import { languageOf } from "./text.ts";
import { recentTurns, saveTurn } from "./thread.server.ts";
import type { Answer } from "./types.ts";

export const CHATBOT_PATH = "/chatbot";

const translators = new Map<Locale, Promise<TFunction>>();
/** One fixed translator per language, kept: the answers' strings never change while the server runs. */
export function answerTranslator(locale: Locale): Promise<TFunction> {
	let t = translators.get(locale);
	if (!t) {
		t = translatorFor(locale);
		translators.set(locale, t);
	}
	return t;
}

export type QuestionError = "empty" | "tooLong" | "invalid";

/** The question as typed, cleaned (NFC, one line), or why it is refused. */
export function readQuestion(raw: unknown): { ok: true; question: string } | { ok: false; error: QuestionError } {
	const text = typeof raw === "string" ? raw : "";
	const question = cleanOrNull(text, "line");
	if (question === null) return { ok: false, error: "invalid" };
	if (question.length === 0) return { ok: false, error: "empty" };
	if (question.length > MAX_QUESTION) return { ok: false, error: "tooLong" };
	return { ok: true, question };
}

export type AskOutcome =
	| { ok: true; repeated: false; answer: Answer; id: number; redirectTo: string }
	| { ok: true; repeated: true; redirectTo: string };

/** Answers and stores one question; `onceKey` is the form's key (checked by the caller with freshOnceKey). */
export async function ask(
	user: SessionUser,
	pageLocale: Locale,
	question: string,
	onceKey: string,
): Promise<AskOutcome> {
	const locale = languageOf(question) ?? pageLocale;
	const t = await answerTranslator(locale);
	const { answer, engine } = await answerFor({ user, locale, t, question, history: recentTurns(user.id) });
	const done = saveTurn({ userId: user.id, onceKey, question, answer, engine, redirectTo: CHATBOT_PATH });
	if (done.repeated) return { ok: true, repeated: true, redirectTo: done.redirectTo };
	return { ok: true, repeated: false, answer, id: done.value, redirectTo: done.redirectTo };
}
