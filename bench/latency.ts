// Server response time per page under a small, fixed load. The numbers describe this machine at this
// moment; compare runs made on the same machine, never against a threshold.

export const DEFAULT_PATHS = ["/", "/company", "/healthz", "/nope"] as const;

export type LatencyOptions = {
	paths?: readonly string[];
	/** Requests per path (after warm-up). */
	requests?: number;
	/** Requests in flight at once per path. */
	concurrency?: number;
	/** Unmeasured requests per path first, so JIT warm-up and first-query caches do not skew p95/max. */
	warmup?: number;
	/** Hard stop for the whole run across all paths; unfinished paths are reported as partial. */
	timeoutMs?: number;
	acceptLanguage?: string;
};

export type PathLatency = {
	path: string;
	requested: number;
	completed: number;
	/** Network failures or aborts; a non-2xx status is a completed request, counted in statuses. */
	errors: number;
	statuses: Record<string, number>;
	p50Ms: number | null;
	p95Ms: number | null;
	maxMs: number | null;
	meanMs: number | null;
	requestsPerSecond: number | null;
	wallMs: number;
};

export type LatencyResult = {
	requestsPerPath: number;
	concurrency: number;
	warmup: number;
	timeoutMs: number;
	timedOut: boolean;
	paths: PathLatency[];
};

export async function measureLatency(baseUrl: string, options: LatencyOptions = {}): Promise<LatencyResult> {
	const paths = options.paths ?? DEFAULT_PATHS;
	const requests = options.requests ?? 200;
	const concurrency = Math.max(1, options.concurrency ?? 4);
	const warmup = options.warmup ?? 10;
	const timeoutMs = options.timeoutMs ?? 60_000;
	const headers = { "Accept-Language": options.acceptLanguage ?? "ko" };

	// One deadline for the whole run: the bench must end by itself even if the server hangs.
	const deadline = AbortSignal.timeout(timeoutMs);
	const results: PathLatency[] = [];
	for (const pagePath of paths) {
		const url = new URL(pagePath, baseUrl);
		if (deadline.aborted) {
			results.push(summarize(pagePath, requests, [], 0, {}, 0));
			continue;
		}
		await runPool(warmup, concurrency, deadline, async () => {
			await timedRequest(url, headers, deadline).catch(() => undefined);
		});

		const durations: number[] = [];
		const statuses: Record<string, number> = {};
		let errors = 0;
		const started = performance.now();
		await runPool(requests, concurrency, deadline, async () => {
			try {
				const { status, ms } = await timedRequest(url, headers, deadline);
				durations.push(ms);
				statuses[status] = (statuses[status] ?? 0) + 1;
			} catch {
				errors++;
			}
		});
		results.push(summarize(pagePath, requests, durations, errors, statuses, performance.now() - started));
	}
	return { requestsPerPath: requests, concurrency, warmup, timeoutMs, timedOut: deadline.aborted, paths: results };
}

// A fixed number of workers pull from one shared counter: at most `concurrency` requests are in
// flight, and the total is bounded by `count`.
async function runPool(count: number, concurrency: number, signal: AbortSignal, task: () => Promise<void>) {
	let next = 0;
	const worker = async () => {
		while (next < count && !signal.aborted) {
			next++;
			await task();
		}
	};
	await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

// The clock stops when the whole body has arrived, as it does for a browser rendering the page.
async function timedRequest(url: URL, headers: Record<string, string>, signal: AbortSignal) {
	const start = performance.now();
	const response = await fetch(url, { headers, signal });
	await response.arrayBuffer();
	return { status: response.status, ms: performance.now() - start };
}

function summarize(
	pagePath: string,
	requested: number,
	durations: number[],
	errors: number,
	statuses: Record<string, number>,
	wallMs: number,
): PathLatency {
	const sorted = [...durations].sort((a, b) => a - b);
	const n = sorted.length;
	return {
		path: pagePath,
		requested,
		completed: n,
		errors,
		statuses,
		p50Ms: percentile(sorted, 50),
		p95Ms: percentile(sorted, 95),
		maxMs: n > 0 ? round(sorted[n - 1] ?? 0) : null,
		meanMs: n > 0 ? round(sorted.reduce((sum, d) => sum + d, 0) / n) : null,
		requestsPerSecond: n > 0 && wallMs > 0 ? round((n / wallMs) * 1000) : null,
		wallMs: round(wallMs),
	};
}

/** Nearest-rank percentile of an ascending list: the smallest value with at least p% of samples at or below it. */
export function percentile(sorted: readonly number[], p: number): number | null {
	if (sorted.length === 0) return null;
	const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
	return round(sorted[rank - 1] ?? 0);
}

function round(value: number): number {
	return Math.round(value * 100) / 100;
}
