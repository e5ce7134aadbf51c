// Prometheus metrics for /metrics (decision 023): requests by method, route pattern and status
// class with their latency, SQLite statement time, scheduled job runs, and the process's memory and
// event-loop delay. The counters live in one process-wide object (app/server/process-wide.ts) because this file
// runs twice in production: loaded by server.js (which serves /metrics and counts requests) and
// bundled into the build (where jobs call recordJobRun).
// Relative imports only: server.js loads this file.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setStatementObserver } from "../../db/statement-timing.ts";
import { bucketIndex, exposition, type Family, type HistogramSample } from "./exposition.ts";
import { processWide } from "../server/process-wide.ts";
import { currentRequest } from "./request-context.ts";

export type JobOutcome = "ok" | "error" | "skipped";

/** Request latency buckets (seconds): a page is fast under 0.1 s and broken over 2.5 s. */
export const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
/** Job durations run from a quick clean-up to a backup of the whole database. */
export const JOB_BUCKETS = [0.01, 0.1, 1, 10, 60, 300] as const;
/** More distinct label sets than this means something leaks raw input into a label: fold the rest. */
export const MAX_SERIES = 1000;

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

type Histogram = { labels: Record<string, string>; counts: number[]; sum: number; count: number };

type Registry = {
	http: Map<string, Histogram>;
	jobs: Map<string, Histogram>;
	jobRuns: Map<string, { labels: Record<string, string>; value: number }>;
	/** outside providers' calls by provider and outcome (app/integrations/core/call.server.ts) */
	integrationCalls: Map<string, { labels: Record<string, string>; value: number }>;
	integrations: Map<string, Histogram>;
	db: { seconds: number; statements: number };
	loopDelay: ReturnType<typeof monitorEventLoopDelay>;
};

const registry = processWide<Registry>("metrics", () => {
	const loopDelay = monitorEventLoopDelay({ resolution: 10 });
	loopDelay.enable();
	return {
		http: new Map(),
		jobs: new Map(),
		jobRuns: new Map(),
		integrationCalls: new Map(),
		integrations: new Map(),
		db: { seconds: 0, statements: 0 },
		loopDelay,
	};
});

// Every SQLite statement's time goes to the process total and to the request that ran it.
setStatementObserver((seconds) => {
	registry.db.seconds += seconds;
	registry.db.statements += 1;
	const request = currentRequest();
	if (request) {
		request.dbSeconds += seconds;
		request.dbStatements += 1;
	}
});

function observe(
	map: Map<string, Histogram>,
	labels: Record<string, string>,
	buckets: readonly number[],
	seconds: number,
): void {
	let key = Object.values(labels).join("\u0000");
	let series = map.get(key);
	if (!series && map.size >= MAX_SERIES) {
		labels = Object.fromEntries(Object.keys(labels).map((name) => [name, "other"]));
		key = Object.values(labels).join("\u0000");
		series = map.get(key);
	}
	if (!series) {
		series = { labels, counts: new Array<number>(buckets.length + 1).fill(0), sum: 0, count: 0 };
		map.set(key, series);
	}
	series.counts[bucketIndex(buckets, seconds)]! += 1;
	series.sum += seconds;
	series.count += 1;
}

export function statusClass(status: number): string {
	return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : "other";
}

/** One answered request. `route` is a route pattern or a fixed word, never the raw URL. */
export function recordRequest(method: string, route: string, status: number, seconds: number): void {
	const labels = { method: METHODS.has(method) ? method : "other", route, status: statusClass(status) };
	observe(registry.http, labels, HTTP_BUCKETS, seconds);
}

/** Counts one scheduled job run and its duration, for /metrics. */
export function recordJobRun(job: string, outcome: JobOutcome, seconds: number): void {
	const key = `${job}\u0000${outcome}`;
	const runs = registry.jobRuns.get(key) ?? { labels: { job, outcome }, value: 0 };
	runs.value += 1;
	registry.jobRuns.set(key, runs);
	observe(registry.jobs, { job }, JOB_BUCKETS, seconds);
}

/** Provider calls take from a few milliseconds to the call timeout (app/integrations/config.server.ts). */
export const INTEGRATION_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30] as const;

/** Counts one call to an outside provider (ok, invalid, outage, timeout) and its duration, for /metrics. */
export function recordIntegrationCall(provider: string, outcome: string, seconds: number): void {
	const key = `${provider}\u0000${outcome}`;
	const calls = registry.integrationCalls.get(key) ?? { labels: { provider, outcome }, value: 0 };
	calls.value += 1;
	registry.integrationCalls.set(key, calls);
	observe(registry.integrations, { provider }, INTEGRATION_BUCKETS, seconds);
}

function histogramSamples(map: Map<string, Histogram>, buckets: readonly number[]): HistogramSample[] {
	return [...map.values()].map((h) => ({
		labels: h.labels,
		buckets,
		counts: h.counts.slice(0, buckets.length),
		sum: h.sum,
		count: h.count,
	}));
}

/**
 * The scrape answer. Event-loop delay is measured between scrapes: each scrape reports the delay seen
 * since the previous one and starts a new window.
 */
export function metricsText(env: NodeJS.ProcessEnv = process.env): string {
	const memory = process.memoryUsage();
	const cpu = process.cpuUsage();
	const loop = registry.loopDelay;
	const delay = (nanoseconds: number) => (Number.isFinite(nanoseconds) ? nanoseconds / 1e9 : 0);
	const families: Family[] = [
		{
			name: "app_info",
			help: "The running release and region (value is always 1).",
			type: "gauge",
			samples: [{ labels: { release: releaseOf(env), region: env.FLY_REGION ?? "local" }, value: 1 }],
		},
		{
			name: "http_requests_total",
			help: "Requests answered, by method, route pattern and status class.",
			type: "counter",
			samples: [...registry.http.values()].map((h) => ({ labels: h.labels, value: h.count })),
		},
		{
			name: "http_request_duration_seconds",
			help: "Time from receiving a request to finishing its answer.",
			type: "histogram",
			samples: histogramSamples(registry.http, HTTP_BUCKETS),
		},
		{
			name: "db_statement_seconds_total",
			help: "Time spent running SQLite statements.",
			type: "counter",
			samples: [{ labels: {}, value: registry.db.seconds }],
		},
		{
			name: "db_statements_total",
			help: "SQLite statements run.",
			type: "counter",
			samples: [{ labels: {}, value: registry.db.statements }],
		},
		{
			name: "job_runs_total",
			help: "Scheduled job runs, by job and outcome.",
			type: "counter",
			samples: [...registry.jobRuns.values()],
		},
		{
			name: "job_duration_seconds",
			help: "Scheduled job run time.",
			type: "histogram",
			samples: histogramSamples(registry.jobs, JOB_BUCKETS),
		},
		{
			name: "integration_calls_total",
			help: "Calls to outside providers (exchange rates, customs, tax invoices), by provider and outcome.",
			type: "counter",
			samples: [...registry.integrationCalls.values()],
		},
		{
			name: "integration_call_duration_seconds",
			help: "Outside provider call time, retries included.",
			type: "histogram",
			samples: histogramSamples(registry.integrations, INTEGRATION_BUCKETS),
		},
		{
			name: "process_resident_memory_bytes",
			help: "Resident set size.",
			type: "gauge",
			samples: [{ labels: {}, value: memory.rss }],
		},
		{
			name: "nodejs_heap_used_bytes",
			help: "V8 heap in use.",
			type: "gauge",
			samples: [{ labels: {}, value: memory.heapUsed }],
		},
		{
			name: "process_cpu_seconds_total",
			help: "User and system CPU time.",
			type: "counter",
			samples: [{ labels: {}, value: (cpu.user + cpu.system) / 1e6 }],
		},
		{
			name: "process_start_time_seconds",
			help: "When the process started (Unix time).",
			type: "gauge",
			samples: [{ labels: {}, value: Math.round(Date.now() / 1000 - process.uptime()) }],
		},
		{
			name: "nodejs_eventloop_delay_seconds",
			help: "Event-loop delay since the previous scrape.",
			type: "gauge",
			samples: [
				{ labels: { quantile: "0.5" }, value: delay(loop.percentile(50)) },
				{ labels: { quantile: "0.99" }, value: delay(loop.percentile(99)) },
				{ labels: { quantile: "1" }, value: delay(loop.max) },
			],
		},
	];
	loop.reset();
	return exposition(families);
}

/** What the release is called in metrics and error reports: Fly's image reference when deployed. */
export function releaseOf(env: NodeJS.ProcessEnv = process.env): string {
	return env.RELEASE || env.FLY_IMAGE_REF || "local";
}

/** Tests only: forget every count. */
export function resetMetrics(): void {
	registry.http.clear();
	registry.jobs.clear();
	registry.jobRuns.clear();
	registry.integrationCalls.clear();
	registry.integrations.clear();
	registry.db.seconds = 0;
	registry.db.statements = 0;
}
