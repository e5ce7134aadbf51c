// The daily backup job (decision 022): app/ops/backup.server.ts's runBackup() (decision 021 says what
// it does: an online copy to the object store, checked, with retention). Imported when the job runs,
// not at start-up: it brings the S3 client, which a server that never backs up (a replica) need not load.
import type { BackupResult } from "#app/ops/backup.server.ts";
import type { JobContext, JobCounts } from "./runner.server.ts";

export type RunBackup = (options: { now?: Date }) => Promise<BackupResult>;

const loadRunBackup = async (): Promise<RunBackup> => (await import("#app/ops/backup.server.ts")).runBackup;

export async function backupJob(
	{ now }: JobContext,
	load: () => Promise<RunBackup> = loadRunBackup,
): Promise<JobCounts> {
	const runBackup = await load();
	const result = await runBackup({ now });
	return {
		bytes: result.bytes,
		databaseBytes: result.databaseBytes,
		tables: result.tables,
		deleted: result.deleted.length,
		ms: result.ms,
	};
}
