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
	// the integrations (decisions 097-100)
	"exchange-rates",
	"clearance",
	"tax-invoices",
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export type JobSpec = { cron: string; what: string };

export const JOB_SCHEDULE: Readonly<Record<JobName, JobSpec>> = {
	// before the backup would be pointless (it would keep what is about to go); after it, at night
	expire: {
		cron: "10 4 * * *",
		what: "delete expired share links, e-mail and phone codes, once keys, drafts, sessions, visitors' old quotes past their grace",
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
	// the Korea Eximbank publishes around 11:00 on business days; later slots catch a late publication.
	// Every day: a weekend run asks for nothing (weekends are skipped) but catches up a Friday outage
	"exchange-rates": {
		cron: "20 11,14,17 * * *",
		what: "store the Korea Eximbank's official USD rate of each recent business day not stored yet",
	},
	// customs works business hours and a little beyond; every 30 minutes is as fresh as importers ask
	clearance: { cron: "*/30 7-21 * * *", what: "refresh UNI-PASS clearance progress of imports not yet released" },
	// each failed tax invoice waits its own backoff (popbill/plan.ts); the tick only finds the due ones
	"tax-invoices": {
		cron: "*/10 * * * *",
		what: "send due tax invoices to popbill again and ask issued ones whether they reached the NTS",
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
