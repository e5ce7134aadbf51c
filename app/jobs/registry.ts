// The scheduled jobs (docs/decisions/022-scheduled-jobs.md): their names, when they
// run and what they do. Pure, so the scheduler, the by-hand script's list and the tests read one table.
// Times are Seoul's: the business days, document deadlines and invoice due dates are Seoul dates, and
// mail to customers should arrive in their working morning.
import { SEOUL_TIME_ZONE } from "#app/calendar/calendar.ts";

export const JOB_TIMEZONE = SEOUL_TIME_ZONE;

export const JOB_NAMES = [
	"expire",
	"reminders",
	"shipment-alerts",
	"outbox-cleanup",
	"backup",
	"upload-sweep",
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export type JobSpec = { cron: string; what: string };

export const JOB_SCHEDULE: Readonly<Record<JobName, JobSpec>> = {
	// before the backup would be pointless (it would keep what is about to go); after it, at night
	expire: {
		cron: "10 4 * * *",
		what: "delete expired share links, e-mail and phone codes, once keys, drafts, sessions past their grace",
	},
	// 09:00: the customer's working morning, a day's notice before a deadline is still useful
	reminders: {
		cron: "0 9 * * *",
		what: "mail company users about documents due and invoices due or overdue, once per stage",
	},
	// hourly at :05: staleness and slips are counted in days, an hour's delay is invisible
	"shipment-alerts": { cron: "5 * * * *", what: "mail staff once about newly slipped or stalled shipments" },
	"outbox-cleanup": { cron: "20 4 * * *", what: "delete outbox mail and attachments older than 30 days" },
	// 03:30, the quietest hour in Korea and Vietnam
	backup: { cron: "30 3 * * *", what: "online backup of the database to the object store (app/ops/backup.server.ts)" },
	// hourly at :40, and caught up shortly after a start: a kill -9 mid-upload leaves a file without its row
	"upload-sweep": {
		cron: "40 * * * *",
		what: "remove stored files no row refers to, and cut-off uploads' temporary files, once 15 minutes old",
	},
};

export function isJobName(value: unknown): value is JobName {
	return typeof value === "string" && (JOB_NAMES as readonly string[]).includes(value);
}

/**
 * Whether this process runs the scheduler: the production server, unless JOBS=off (a harness that
 * counts writes, a machine kept out of rotation); JOBS=on starts it anywhere (trying it locally).
 * Never in vitest or the e2e run (NODE_ENV test) and never during a build (nothing calls startJobs).
 */
export function jobsEnabled(env: { NODE_ENV?: string; JOBS?: string }): boolean {
	if (env.JOBS === "off") return false;
	if (env.JOBS === "on") return true;
	return env.NODE_ENV === "production";
}
