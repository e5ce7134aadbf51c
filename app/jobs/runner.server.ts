// Runs one job for one slot, on the primary only, once (decision 022). Every call asks LiteFS who the
// primary is at that moment: the lease can move between two ticks, and a replica's database is
// read-only. The slot is claimed in job_runs inside an IMMEDIATE transaction, so two processes (two
// machines that both believed they were primary for a moment, a tick and a catch-up, a run by hand)
// cannot both claim it; the loser sees "busy" or "done" and does nothing.
import os from "node:os";
import { and, eq } from "drizzle-orm";
import { recordJobRun } from "#app/observability/metrics.server.ts";
import { isPrimary } from "#app/server/litefs.server.ts";
import { getDb } from "#db/client.ts";
import { jobRuns } from "#db/schema.ts";
import type { JobName } from "./registry.ts";
import { JOB_SCHEDULE } from "./registry.ts";
import { type ClaimDecision, claimDecision, manualSlotKey, slotKey, slotTime } from "./slots.ts";
import { logger } from "#app/observability/logger.server.ts";

export type JobTrigger = "schedule" | "catch_up" | "manual";
export type JobCounts = Record<string, number>;
/** What a job's effect is given: the run's time and slot. */
export type JobContext = { now: Date; slot: string };
export type JobEffect = (context: JobContext) => Promise<JobCounts>;

export type RunResult =
	| { status: "replica" }
	| { status: "no_slot" }
	| { status: Exclude<ClaimDecision, "claim" | "retry">; slot: string }
	| { status: "ok"; slot: string; counts: JobCounts }
	| { status: "error"; slot: string; error: string };

export type RunOptions = {
	trigger?: JobTrigger;
	now?: Date;
	/** a tick looks slightly ahead for its slot (slots.ts TICK_TOLERANCE_MS) */
	toleranceMs?: number;
	/** by hand only: run now as a slot of its own, even if the scheduled one is done */
	force?: boolean;
};

const ERROR_MAX = 2_000;

function claim(name: JobName, slot: string, trigger: JobTrigger, now: Date): ClaimDecision {
	return getDb().transaction(
		(tx) => {
			const row = tx
				.select({ outcome: jobRuns.outcome, attempts: jobRuns.attempts, startedAt: jobRuns.startedAt })
				.from(jobRuns)
				.where(and(eq(jobRuns.job, name), eq(jobRuns.slot, slot)))
				.get();
			const decision = claimDecision(row, now);
			const run = {
				trigger,
				instance: os.hostname(),
				startedAt: now,
				finishedAt: null,
				outcome: "running" as const,
				counts: null,
				error: null,
			};
			if (decision === "claim")
				tx.insert(jobRuns)
					.values({ job: name, slot, ...run })
					.run();
			if (decision === "retry")
				tx.update(jobRuns)
					.set({ ...run, attempts: (row?.attempts ?? 0) + 1 })
					.where(and(eq(jobRuns.job, name), eq(jobRuns.slot, slot)))
					.run();
			return decision;
		},
		{ behavior: "immediate" },
	);
}

function finish(
	name: JobName,
	slot: string,
	outcome: "ok" | "error",
	counts: JobCounts | null,
	error: string | null,
): void {
	getDb()
		.update(jobRuns)
		.set({
			outcome,
			finishedAt: new Date(),
			counts: counts && JSON.stringify(counts),
			error: error && error.slice(0, ERROR_MAX),
		})
		.where(and(eq(jobRuns.job, name), eq(jobRuns.slot, slot)))
		.run();
}

/** Runs `name` for the slot `now` falls in (or a manual slot of its own with `force`); never throws. */
export async function runJob(name: JobName, effect: JobEffect, options: RunOptions = {}): Promise<RunResult> {
	const { trigger = "schedule", now = new Date(), toleranceMs = 0, force = false } = options;
	if (!(await isPrimary())) {
		recordJobRun(name, "skipped", 0);
		return { status: "replica" };
	}
	let slot: string;
	if (force) slot = manualSlotKey(now);
	else {
		const at = slotTime(JOB_SCHEDULE[name].cron, now, toleranceMs);
		if (!at) return { status: "no_slot" };
		slot = slotKey(at);
	}
	const decision = claim(name, slot, trigger, now);
	if (decision !== "claim" && decision !== "retry") {
		recordJobRun(name, "skipped", 0);
		return { status: decision, slot };
	}
	const started = performance.now();
	try {
		const counts = await effect({ now, slot });
		finish(name, slot, "ok", counts, null);
		const seconds = (performance.now() - started) / 1000;
		recordJobRun(name, "ok", seconds);
		logger.info({ job: name, slot, trigger, counts, seconds }, "job ran");
		return { status: "ok", slot, counts };
	} catch (error) {
		const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
		logger.error({ err: error, job: name, slot, trigger }, "job failed");
		try {
			finish(name, slot, "error", null, message);
		} catch (recordError) {
			logger.error({ err: recordError, job: name, slot }, "job failure could not be recorded");
		}
		recordJobRun(name, "error", (performance.now() - started) / 1000);
		return { status: "error", slot, error: message.split("\n")[0] ?? message };
	}
}
