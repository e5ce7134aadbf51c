// `npm run db:backup`: one backup now, into the object store, then the retention rule
// (app/ops/backup.server.ts). The scheduled job runs the same function inside the server; this is for
// a backup before a risky change. On Fly run it on the primary (`fly ssh console`, then
// `npm run db:backup`); on a replica it refuses. Runs under plain Node (type stripping).
import { ALL_PAGES, NotPrimaryError, runBackup } from "../app/ops/backup.server.ts";
import { closeConnection, databasePath } from "../db/client.ts";

try {
	// everything in one step: this process serves nothing, and a step-wise copy would restart each
	// time the running server (another connection) writes
	const result = await runBackup({ pagesPerStep: ALL_PAGES });
	console.log(`backed up ${databasePath()} to ${result.key}`);
	console.log(
		`  ${result.databaseBytes.toLocaleString("en")} bytes, gzipped ${result.bytes.toLocaleString("en")}, ${result.tables} tables, ${result.ms} ms`,
	);
	console.log(
		result.deleted.length ? `  retention removed: ${result.deleted.join(", ")}` : "  retention removed nothing",
	);
} catch (error) {
	console.error(error instanceof NotPrimaryError ? `refused: ${error.message}` : error);
	process.exitCode = 1;
} finally {
	closeConnection();
}
