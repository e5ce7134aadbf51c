// `npm run job -- <name>` and `npm run job -- list` (scripts/job.js, through the built app's entry
// module): run one job now, or list the jobs with their schedule, next time and last run. A run by
// hand is the same as a scheduled one (primary only, recorded) and stands for the current slot, so it
// catches up a missed run and does nothing if the slot is done; --force runs it as a slot of its own.
import { desc, eq } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import { jobRuns } from "#db/schema.ts";
import { runNamedJob } from "./jobs.server.ts";
import { isJobName, JOB_NAMES } from "./registry.ts";
import type { RunResult } from "./runner.server.ts";
import { nextRuns } from "./scheduler.server.ts";

export function listJobs(now: Date = new Date()): string[] {
	return nextRuns(now).map(({ name, cron, what, next }) => {
		const last = getDb()
			.select()
			.from(jobRuns)
			.where(eq(jobRuns.job, name))
			.orderBy(desc(jobRuns.startedAt))
			.limit(1)
			.get();
		const lastText = last ? `last ${last.slot} ${last.outcome}${last.counts ? ` ${last.counts}` : ""}` : "never run";
		return `${name.padEnd(16)} ${cron.padEnd(12)} next ${next?.toISOString() ?? "-"}  ${lastText}\n${"".padEnd(17)}${what}`;
	});
}

export type ByHand = { ok: boolean; lines: string[] };

export async function jobByHand(args: readonly string[]): Promise<ByHand> {
	const [name, ...flags] = args;
	if (!name || name === "list") return { ok: true, lines: listJobs() };
	if (!isJobName(name)) return { ok: false, lines: [`unknown job "${name}"; jobs: ${JOB_NAMES.join(", ")}`] };
	const result: RunResult = await runNamedJob(name, { trigger: "manual", force: flags.includes("--force") });
	const ok = result.status !== "error" && result.status !== "replica";
	return { ok, lines: [`${name}: ${JSON.stringify(result)}`] };
}
