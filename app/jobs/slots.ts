// Which scheduled window a run stands for, and whether a run may claim it (decision 022). Pure: the
// runner reads the existing job_runs row and acts on the answer.
import { Cron } from "croner";
import { SEOUL_OFFSET, seoulClock } from "#app/calendar/calendar.ts";
import { JOB_TIMEZONE } from "./registry.ts";

/** A timer may fire a few milliseconds before its time; a tick looks this far ahead for its slot. */
export const TICK_TOLERANCE_MS = 1_000;
/** A run still "running" after this long died with its process (a deploy, a crash): it may be retried. */
export const STALE_RUN_MS = 60 * 60 * 1000;
/** A failing run is retried by later ticks or catch-ups in the same slot at most this many times in all. */
export const MAX_ATTEMPTS = 3;

/** The latest time the pattern fires at or before `now` (Seoul time), or null if it never did. */
export function slotTime(pattern: string, now: Date, toleranceMs = 0): Date | null {
	const cron = new Cron(pattern, { timezone: JOB_TIMEZONE, paused: true });
	// croner's previousRuns excludes a run exactly at the reference: one millisecond on makes "at or before"
	return cron.previousRuns(1, new Date(now.getTime() + toleranceMs + 1))[0] ?? null;
}

/** The slot's key in job_runs: the scheduled time in Seoul, to the minute ("2026-11-23T09:00+09:00"). */
export function slotKey(at: Date): string {
	return `${seoulClock(at).slice(0, 16)}${SEOUL_OFFSET}`;
}

/** A run by hand with --force stands for itself, not for a scheduled window. */
export function manualSlotKey(now: Date): string {
	return `manual:${now.toISOString()}`;
}

export type ExistingRun = { outcome: "running" | "ok" | "error"; attempts: number; startedAt: Date };

/**
 * What a run finding `existing` in its slot does:
 * - claim: nobody ran it; retry: the last try failed or died and tries are left (it takes the row);
 * - done: it succeeded; busy: another run holds it now; gave_up: it failed MAX_ATTEMPTS times.
 */
export type ClaimDecision = "claim" | "retry" | "done" | "busy" | "gave_up";

export function claimDecision(existing: ExistingRun | undefined, now: Date): ClaimDecision {
	if (!existing) return "claim";
	if (existing.outcome === "ok") return "done";
	if (existing.outcome === "running" && now.getTime() - existing.startedAt.getTime() < STALE_RUN_MS) return "busy";
	return existing.attempts >= MAX_ATTEMPTS ? "gave_up" : "retry";
}
