// The scheduler (decision 022): one croner timer per job in Seoul time, started by the
// production server after it listens (server.js -> entry.server.tsx startJobs). Every machine runs the
// timers; each tick asks LiteFS whether this machine is the primary *now* (runner.server.ts), so when
// the lease moves the new primary simply starts doing the work. A short while after start, each job's
// latest slot is caught up if nobody ran it (the machine was down or deploying at that time).
// SIGTERM stops the timers; a run cut off mid-way is left "running" and is retried after an hour.
import { Cron } from "croner";
import { JOB_NAMES, JOB_SCHEDULE, JOB_TIMEZONE, type JobName } from "./registry.ts";
import { runNamedJob } from "./jobs.server.ts";
import { TICK_TOLERANCE_MS } from "./slots.ts";
import { logger } from "#app/observability/logger.server.ts";

/** Long enough for the health checks and LiteFS to settle after a start, short enough to matter. */
export const CATCH_UP_DELAY_MS = 30_000;

let timers: Cron[] = [];
let catchUp: NodeJS.Timeout | undefined;

async function catchUpAll(names: readonly JobName[]): Promise<void> {
	// one after the other: the backup and the deletes should not compete for the single writer
	for (const name of names) await runNamedJob(name, { trigger: "catch_up" });
}

export type JobsHandle = { stop: () => void };

export function startJobs(options: { catchUpDelayMs?: number } = {}): JobsHandle {
	if (timers.length === 0) {
		timers = JOB_NAMES.map(
			(name) =>
				new Cron(
					JOB_SCHEDULE[name].cron,
					// protect: a tick while the previous run of the same job still runs is dropped;
					// unref: the timers alone never keep the process alive
					{
						name: `job:${name}`,
						timezone: JOB_TIMEZONE,
						protect: true,
						unref: true,
						catch: (error) => logger.error({ err: error, job: name }, "job tick failed"),
					},
					async () => {
						await runNamedJob(name, { trigger: "schedule", toleranceMs: TICK_TOLERANCE_MS });
					},
				),
		);
		catchUp = setTimeout(
			() => void catchUpAll(JOB_NAMES).catch((error) => logger.error({ err: error }, "job catch-up failed")),
			options.catchUpDelayMs ?? CATCH_UP_DELAY_MS,
		);
		catchUp.unref();
		process.once("SIGTERM", stopJobs);
		logger.info(
			{ jobs: Object.fromEntries(JOB_NAMES.map((n) => [n, JOB_SCHEDULE[n].cron])), timezone: JOB_TIMEZONE },
			"scheduled jobs started",
		);
	}
	return { stop: stopJobs };
}

export function stopJobs(): void {
	for (const timer of timers) timer.stop();
	timers = [];
	clearTimeout(catchUp);
	catchUp = undefined;
}

/** The next time each job runs, for the by-hand script's list. */
export function nextRuns(now: Date = new Date()): { name: JobName; cron: string; what: string; next: Date | null }[] {
	return JOB_NAMES.map((name) => ({
		name,
		...JOB_SCHEDULE[name],
		next: new Cron(JOB_SCHEDULE[name].cron, { timezone: JOB_TIMEZONE, paused: true }).nextRun(now),
	}));
}
