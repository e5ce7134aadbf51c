// /chatbot: the assistant (spec sections 1, 2 and 6; decisions 094-096). Every signed-in user may use it
// (the guarded layout signs visitors in first); the menu entry is staff_admin's until a setting releases
// it. No JavaScript needed: the question is a form post that stores the turn and redirects (303) back to
// the re-rendered thread; a bad question is 400 with its message and nothing stored; "clear" deletes the
// user's own thread. With JavaScript on, the same form posts to /chatbot/stream and the answer appears
// as it comes, without a reload. Answers are read through the pages' own access rule (tools.server.ts).
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, redirect, useActionData, useLoaderData, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/chatbot";
import { requireUser } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { Page } from "#app/shell/page.tsx";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { badRequest, rejected } from "#app/utils/replies.server.ts";
import { ask, readQuestion, type QuestionError } from "#app/assistant/ask.server.ts";
import { ASSISTANT_ONCE_PURPOSE, clearThread, threadOf, type ThreadMessage } from "#app/assistant/thread.server.ts";
import { StartQuoteForm } from "#app/quotes/components/start-quote-form.tsx";

const CHATBOT_PATH = "/chatbot";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	// ?q= fills the question box (the example links work without JavaScript)
	const suggested = new URL(request.url).searchParams.get("q")?.slice(0, 500) ?? "";
	return { thread: threadOf(user.id), onceKey: newOnceKey(), suggested };
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireUser(request, context);
	await ensurePrimary();
	const formData = await request.formData();
	const intent = String(formData.get("intent") ?? "");
	if (intent === "clear") {
		clearThread(user.id);
		return redirect(CHATBOT_PATH, 303);
	}
	if (intent !== "ask") throw badRequest();
	const onceKey = freshOnceKey(formData, ASSISTANT_ONCE_PURPOSE);
	const read = readQuestion(formData.get("question"));
	if (!read.ok)
		return rejected({ error: read.error as QuestionError, question: String(formData.get("question") ?? "") });
	const done = await ask(user, localeFromContext(context), read.question, onceKey);
	return redirect(done.redirectTo, 303);
}

function Message({ message }: { message: ThreadMessage }) {
	const { t } = useTranslation();
	const mine = message.role === "user";
	return (
		<li
			id={`m${message.id}`}
			className={mine ? "chat-message chat-mine" : "chat-message chat-bot"}
			data-testid={mine ? "chat-question" : "chat-answer"}
			data-intent={message.intent ?? undefined}
		>
			<span className="visually-hidden">{t(mine ? "chatbot.you" : "chatbot.bot")}: </span>
			<p className="chat-text">{message.text}</p>
			{message.sources.length ? (
				<p className="chat-sources">
					<span className="muted">{t("chatbot.sources")}: </span>
					{message.sources.map((s, i) => (
						<span key={s.href}>
							{i ? ", " : null}
							<a href={s.href} data-testid="chat-source">
								{s.label}
							</a>
						</span>
					))}
				</p>
			) : null}
			{message.quote ? (
				<div className="chat-quote" data-testid="chat-quote">
					<StartQuoteForm
						intent={message.quote}
						label={t("chatbot.openInWizard")}
						className="button button-secondary"
					/>
				</div>
			) : null}
		</li>
	);
}

type Streamed = {
	delta?: string;
	done?: boolean;
	message?: ThreadMessage;
	question?: ThreadMessage;
	onceKey?: string;
	error?: string;
	redirect?: string;
};

export default function Chatbot() {
	const { t } = useTranslation();
	const loaded = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const busy = useNavigation().state === "submitting";
	const revalidator = useRevalidator();
	const [thread, setThread] = useState(loaded.thread);
	const [onceKey, setOnceKey] = useState(loaded.onceKey);
	const [pending, setPending] = useState<{ question: string; text: string } | null>(null);
	const [error, setError] = useState<string | null>(actionData?.error ?? null);
	const inputRef = useRef<HTMLInputElement>(null);
	const endRef = useRef<HTMLDivElement>(null);

	useEffect(() => {
		setThread(loaded.thread);
		setOnceKey(loaded.onceKey);
	}, [loaded]);
	useEffect(() => {
		setError(actionData?.error ?? null);
	}, [actionData]);
	useEffect(() => {
		endRef.current?.scrollIntoView({ block: "end" });
	}, [thread, pending]);

	// With JavaScript: the question goes to the streaming endpoint and the answer is written as it arrives.
	async function onSubmit(event: FormEvent<HTMLFormElement>) {
		if (typeof ReadableStream === "undefined" || pending) return;
		event.preventDefault();
		const form = event.currentTarget;
		const body = new FormData(form);
		const question = String(body.get("question") ?? "").trim();
		setError(null);
		setPending({ question, text: "" });
		try {
			const response = await fetch(`${CHATBOT_PATH}/stream`, {
				method: "POST",
				body,
				headers: { accept: "application/x-ndjson" },
			});
			if (!response.body) throw new Error("no body");
			const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
			let buffer = "";
			for (;;) {
				const { value, done } = await reader.read();
				if (done) break;
				buffer += value;
				let nl = buffer.indexOf("\n");
				while (nl >= 0) {
					const line = JSON.parse(buffer.slice(0, nl)) as Streamed;
					buffer = buffer.slice(nl + 1);
					nl = buffer.indexOf("\n");
					if (line.error) {
						setError(line.error);
						setPending(null);
					}
					if (line.onceKey) setOnceKey(line.onceKey);
					if (line.delta) setPending((p) => (p ? { ...p, text: p.text + line.delta } : p));
					if (line.done && line.message && line.question) {
						setThread((list) => [...list, line.question!, line.message!]);
						setPending(null);
						form.reset();
					}
					if (line.redirect) revalidator.revalidate();
				}
			}
		} catch {
			// the page still works as a plain form: send it that way
			setPending(null);
			form.submit();
			return;
		}
		setPending(null);
		inputRef.current?.focus();
	}

	const examples = ["example1", "example2", "example3", "example4"].map((k) => t(`chatbot.${k}`));
	return (
		<Page titleKey="page.chatbot.title" lead={t("chatbot.intro")}>
			<div className="chat">
				{thread.length === 0 && !pending ? (
					<div className="chat-empty">
						<p className="muted">{t("chatbot.empty")}</p>
						<p className="muted">{t("chatbot.examples")}</p>
						<ul className="chat-examples">
							{examples.map((q) => (
								<li key={q}>
									<a href={`${CHATBOT_PATH}?q=${encodeURIComponent(q)}`} data-testid="chat-example">
										{q}
									</a>
								</li>
							))}
						</ul>
					</div>
				) : (
					<ol className="chat-thread" data-testid="chat-thread" aria-live="polite">
						{thread.map((m) => (
							<Message key={m.id} message={m} />
						))}
						{pending ? (
							<>
								<li className="chat-message chat-mine">
									<p className="chat-text">{pending.question}</p>
								</li>
								<li className="chat-message chat-bot" data-testid="chat-pending" aria-busy="true">
									<p className="chat-text">{pending.text || t("chatbot.thinking")}</p>
								</li>
							</>
						) : null}
					</ol>
				)}
				<div ref={endRef} />
				<Form method="post" className="chat-form" onSubmit={onSubmit} data-testid="chat-form">
					<input type="hidden" name="intent" value="ask" />
					<input type="hidden" name="onceKey" value={onceKey} />
					<div className="field" data-invalid={error ? "" : undefined}>
						<label htmlFor="chat-question">{t("chatbot.label")}</label>
						<div className="chat-input-row">
							<input
								ref={inputRef}
								id="chat-question"
								name="question"
								type="text"
								maxLength={500}
								autoComplete="off"
								defaultValue={actionData?.question ?? loaded.suggested}
								placeholder={t("chatbot.placeholder")}
								aria-invalid={error ? true : undefined}
								aria-describedby={error ? "chat-question-error" : undefined}
								data-testid="chat-input"
							/>
							<button type="submit" className="button" disabled={busy || pending !== null} data-testid="chat-send">
								{t("chatbot.send")}
							</button>
						</div>
						{error ? (
							<p className="field-errors" id="chat-question-error" role="alert" data-testid="chat-error">
								{t(`chatbot.errors.${error}`)}
							</p>
						) : null}
					</div>
				</Form>
				{thread.length ? (
					<Form method="post" className="chat-clear">
						<input type="hidden" name="intent" value="clear" />
						<button
							type="submit"
							className="button button-ghost"
							title={t("chatbot.clearConfirm")}
							data-testid="chat-clear"
						>
							{t("chatbot.clear")}
						</button>
					</Form>
				) : null}
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
