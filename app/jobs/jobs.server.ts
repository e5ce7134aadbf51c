// Every job's effect by name, and the one way to run a job (the scheduler, the by-hand script and
// the tests call this). The registry (registry.ts) says when each runs; runner.server.ts makes a run
// primary-only, once per slot, and recorded.
import { backupJob } from "./backup.server.ts";
import { expireJob } from "./expire.server.ts";
import { outboxCleanupJob } from "./outbox-cleanup.server.ts";
import { type JobName } from "./registry.ts";
import { remindersJob } from "./reminders.server.ts";
import { type JobEffect, type RunOptions, type RunResult, runJob } from "./runner.server.ts";
import { shipmentAlertsJob } from "./shipment-alerts.server.ts";
import { uploadSweepJob } from "./upload-sweep.server.ts";
import { fetchOfficialRates } from "#app/integrations/rates.server.ts";
import { runClearanceJob } from "#app/integrations/clearance.server.ts";
import { mailClearanceRelease } from "./clearance-release.server.ts";
import { runTaxInvoiceJob } from "#app/integrations/tax-invoices.server.ts";

export const JOB_EFFECTS: Readonly<Record<JobName, JobEffect>> = {
	expire: expireJob,
	reminders: remindersJob,
	"shipment-alerts": shipmentAlertsJob,
	"outbox-cleanup": outboxCleanupJob,
	backup: (context) => backupJob(context),
	"upload-sweep": uploadSweepJob,
	"exchange-rates": ({ now }) => fetchOfficialRates(now),
	clearance: ({ now }) => runClearanceJob(now, mailClearanceRelease),
	"tax-invoices": ({ now }) => runTaxInvoiceJob(now),
};

export function runNamedJob(name: JobName, options: RunOptions = {}): Promise<RunResult> {
	return runJob(name, JOB_EFFECTS[name], options);
}
