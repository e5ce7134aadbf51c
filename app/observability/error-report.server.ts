// Optional error reporting, chosen by the environment: with ERROR_REPORT_URL set, each unhandled server
// error is POSTed there as JSON ({ message, stack, requestId, route, release, environment, region,
// time }); with SENTRY_DSN set, it is sent to Sentry's envelope endpoint as an event (no SDK: one
// fetch). Neither set: errors are only logged. A report never delays the answer (the caller does not
// wait for it) and gives up after REPORT_TIMEOUT_MS; a failed report is logged as a warning.
import { logger } from "./logger.server.ts";
import { releaseOf } from "./metrics.server.ts";
import { currentRequest } from "./request-context.ts";

export const REPORT_TIMEOUT_MS = 3_000;

export type ErrorReport = {
	message: string;
	type: string;
	stack: string | undefined;
	requestId: string | undefined;
	route: string | undefined;
	release: string;
	environment: string;
	region: string | undefined;
	time: string;
};

export function errorReport(error: unknown, env: NodeJS.ProcessEnv = process.env, now = new Date()): ErrorReport {
	const request = currentRequest();
	const isError = error instanceof Error;
	return {
		message: isError ? error.message : String(error),
		type: isError ? error.name : typeof error,
		stack: isError ? error.stack : undefined,
		requestId: request?.requestId,
		route: request?.route,
		release: releaseOf(env),
		environment: env.NODE_ENV ?? "development",
		region: env.FLY_REGION,
		time: now.toISOString(),
	};
}

type Frame = { function: string; filename: string; lineno: number; colno: number };

/** V8 stack lines as Sentry frames, oldest call first (Sentry's order). */
export function stackFrames(stack: string | undefined): Frame[] {
	const frames: Frame[] = [];
	for (const line of (stack ?? "").split("\n")) {
		const match = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
		if (match)
			frames.push({
				function: match[1] ?? "?",
				filename: match[2] ?? "?",
				lineno: Number(match[3]),
				colno: Number(match[4]),
			});
	}
	return frames.reverse();
}

type SentryTarget = { url: string; auth: string; dsn: string };

/** https://<public key>@<host>/<project id> -> the envelope endpoint and its auth header; null if malformed. */
export function sentryTarget(dsn: string): SentryTarget | null {
	try {
		const url = new URL(dsn);
		const project = url.pathname.replace(/^\/+|\/+$/g, "");
		if (!url.username || !/^\d+$/.test(project.split("/").at(-1) ?? "")) return null;
		const prefix = project.split("/").slice(0, -1).join("/");
		const base = `${url.protocol}//${url.host}${prefix ? `/${prefix}` : ""}`;
		return {
			url: `${base}/api/${project.split("/").at(-1)}/envelope/`,
			auth: `Sentry sentry_version=7, sentry_key=${url.username}, sentry_client=barun-forwarding/1`,
			dsn,
		};
	} catch {
		return null;
	}
}

/** A Sentry envelope with one event (https://develop.sentry.dev/sdk/data-model/envelopes/). */
export function sentryEnvelope(report: ErrorReport, dsn: string, eventId: string): string {
	const event = {
		event_id: eventId,
		timestamp: new Date(report.time).getTime() / 1000,
		platform: "node",
		level: "error",
		release: report.release,
		environment: report.environment,
		tags: { request_id: report.requestId ?? "none", route: report.route ?? "none", region: report.region ?? "local" },
		exception: {
			values: [{ type: report.type, value: report.message, stacktrace: { frames: stackFrames(report.stack) } }],
		},
	};
	return [
		JSON.stringify({ event_id: eventId, sent_at: report.time, dsn }),
		JSON.stringify({ type: "event" }),
		JSON.stringify(event),
	].join("\n");
}

async function post(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<void> {
	const response = await fetch(url, { method: "POST", body, headers, signal: AbortSignal.timeout(timeoutMs) });
	await response.body?.cancel();
	if (!response.ok) throw new Error(`answered ${response.status}`);
}

/**
 * Sends the error where the environment says, in the background. Returns the sending (tests wait for
 * it; the app does not). Never throws.
 */
export function reportError(
	error: unknown,
	env: NodeJS.ProcessEnv = process.env,
	timeoutMs = REPORT_TIMEOUT_MS,
): Promise<void> {
	const sends: Promise<void>[] = [];
	const report = errorReport(error, env);
	if (env.ERROR_REPORT_URL)
		sends.push(post(env.ERROR_REPORT_URL, JSON.stringify(report), { "Content-Type": "application/json" }, timeoutMs));
	const sentry = env.SENTRY_DSN ? sentryTarget(env.SENTRY_DSN) : null;
	if (sentry) {
		const eventId = crypto.randomUUID().replaceAll("-", "");
		sends.push(
			post(
				sentry.url,
				sentryEnvelope(report, sentry.dsn, eventId),
				{ "Content-Type": "application/x-sentry-envelope", "X-Sentry-Auth": sentry.auth },
				timeoutMs,
			),
		);
	}
	return Promise.allSettled(sends).then((results) => {
		for (const result of results)
			if (result.status === "rejected") logger.warn({ err: result.reason }, "error report not sent");
	});
}
