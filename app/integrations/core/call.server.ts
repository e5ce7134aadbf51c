// The one way the app calls an outside provider (decision 097): off when unconfigured, each attempt
// under the provider's timeout, outages and timeouts retried with backoff, a refusal never retried,
// and every call's outcome logged, counted in /metrics and kept as the provider's last success or last
// failure (integration_status, the staff screen at /admin/integrations).
import { eq, sql } from "drizzle-orm";
import { logger } from "#app/observability/logger.server.ts";
import { recordIntegrationCall } from "#app/observability/metrics.server.ts";
import { getDb } from "#db/client.ts";
import { integrationStatus } from "#db/schema.ts";
import { POLICIES, type Policy, type Provider, type ProviderConfig, providerConfig } from "./config.ts";
import { type FailureKind, IntegrationError, isRetryable } from "./errors.ts";
import { recordedFetch } from "./recorded.server.ts";

export type Fetch = typeof fetch;

/** What an adapter's attempt is given: the transport (the network, or the recorded answers), its config and a deadline. */
export type Attempt = { fetch: Fetch; config: Exclude<ProviderConfig, { mode: "off" }>; signal: AbortSignal };

export type CallResult<T> = { ok: true; value: T } | { ok: false; kind: FailureKind | "off"; message: string };

type Options = { env?: Record<string, string | undefined>; policy?: Partial<Policy>; now?: () => Date };

const MESSAGE_MAX = 300;

function configOf(provider: Provider, env?: Record<string, string | undefined>): ProviderConfig {
	return providerConfig(provider, env ?? (process.env as Record<string, string | undefined>));
}

/** Whether a provider is configured (live or recorded), without calling it. */
export function isOn(provider: Provider, env?: Record<string, string | undefined>): boolean {
	return configOf(provider, env).mode !== "off";
}

export function modeOf(provider: Provider, env?: Record<string, string | undefined>): ProviderConfig["mode"] {
	return configOf(provider, env).mode;
}

function classify(error: unknown, signal: AbortSignal): IntegrationError {
	if (error instanceof IntegrationError) return error;
	if (signal.aborted) return new IntegrationError("timeout", "no answer in time");
	const message = error instanceof Error ? error.message : String(error);
	return new IntegrationError("outage", message);
}

function remember(provider: Provider, at: Date, failure: string | null): void {
	const db = getDb();
	db.insert(integrationStatus).values({ provider }).onConflictDoNothing().run();
	db.update(integrationStatus)
		.set(
			failure === null
				? { lastSuccessAt: at, successes: sql`${integrationStatus.successes} + 1` }
				: { lastFailureAt: at, lastFailure: failure, failures: sql`${integrationStatus.failures} + 1` },
		)
		.where(eq(integrationStatus.provider, provider))
		.run();
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Calls `attempt` for `provider` as its policy says; never throws. `what` names the call in logs
 * ("usd-rate", "progress", "issue"); it never carries keys, numbers or a customer's data.
 */
export async function callProvider<T>(
	provider: Provider,
	what: string,
	attempt: (a: Attempt) => Promise<T>,
	options: Options = {},
): Promise<CallResult<T>> {
	const config = configOf(provider, options.env);
	if (config.mode === "off") return { ok: false, kind: "off", message: "not configured" };
	const policy = { ...POLICIES[provider], ...options.policy };
	const transport: Fetch = config.mode === "recorded" ? recordedFetch : fetch;
	const started = performance.now();
	let last: IntegrationError = new IntegrationError("outage", "not attempted");
	for (let n = 0; n <= policy.retries; n++) {
		if (n > 0) await sleep(policy.backoffMs * 2 ** (n - 1));
		const signal = AbortSignal.timeout(policy.timeoutMs);
		try {
			const value = await attempt({ fetch: transport, config, signal });
			const seconds = (performance.now() - started) / 1000;
			recordIntegrationCall(provider, "ok", seconds);
			remember(provider, (options.now ?? (() => new Date()))(), null);
			logger.info({ provider, what, attempts: n + 1, seconds }, "integration call ok");
			return { ok: true, value };
		} catch (error) {
			last = classify(error, signal);
			logger.warn(
				{ provider, what, attempt: n + 1, kind: last.kind, message: last.message },
				"integration call failed",
			);
			if (!isRetryable(last.kind)) break;
		}
	}
	const message = last.message.slice(0, MESSAGE_MAX);
	recordIntegrationCall(provider, last.kind, (performance.now() - started) / 1000);
	remember(provider, (options.now ?? (() => new Date()))(), `${last.kind}: ${message}`);
	logger.error({ provider, what, kind: last.kind, message }, "integration call gave up");
	return { ok: false, kind: last.kind, message };
}

/** Reads a provider's answer as text, turning a 5xx into an outage and a bad status into a refusal. */
export async function answerText(response: Response): Promise<string> {
	const text = await response.text();
	if (response.status >= 500) throw new IntegrationError("outage", `HTTP ${response.status}`);
	if (response.status >= 400) throw new IntegrationError("invalid", `HTTP ${response.status}`);
	return text;
}
