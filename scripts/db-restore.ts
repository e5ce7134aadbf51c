// `npm run db:restore -- <backup name or file> <target> [--force]`: writes a backup back as a database
// file, checked with PRAGMA integrity_check first (app/ops/restore.server.ts). The source is a name in
// the object store (`backups/app-20261124T030000Z.db.gz`, where `npm run db:backup` and the scheduled
// job put them) or a local file (gzipped, or plain SQLite as `litefs export` writes it). An existing
// target is replaced only with --force; --check-files also checks that every file the restored rows
// name is still in the object store; --list prints the backups in the store. On Fly, restore to /tmp
// and hand the file to `litefs import` (docs/operations/backups.md). Runs under plain Node.
import { parseArgs } from "node:util";
import { getBackupStore, getFileStore } from "../app/storage/files.server.ts";
import { referencedFileKeys, totalRows } from "../app/ops/database-file.server.ts";
import { restoreBackup, RestoreRefusedError } from "../app/ops/restore.server.ts";
import { BACKUP_PREFIX } from "../app/ops/retention.ts";

const USAGE =
	"usage: npm run db:restore -- <backups/app-….db.gz | file> <target.db> [--force] [--check-files]\n       npm run db:restore -- --list";

let args;
try {
	args = parseArgs({
		allowPositionals: true,
		options: {
			force: { type: "boolean", default: false },
			"check-files": { type: "boolean", default: false },
			list: { type: "boolean", default: false },
		},
	});
} catch (error) {
	console.error(`${(error as Error).message}\n${USAGE}`);
	process.exit(2);
}
if (args.values.list) {
	// the backups in the store, oldest first, to pick one from
	for (const { name, size } of await getBackupStore().list(BACKUP_PREFIX))
		console.log(`${name}  ${size.toLocaleString("en")} bytes`);
	process.exit(0);
}
const [source, target] = args.positionals;
if (!source || !target || args.positionals.length > 2) {
	console.error(USAGE);
	process.exit(2);
}

try {
	const result = await restoreBackup({ source, target, force: args.values.force });
	const { report } = result;
	const migration = report.latestMigration ? new Date(report.latestMigration).toISOString() : "none";
	console.log(
		`restored ${result.source} (${result.from === "store" ? "object store" : "local file"}) to ${result.target}`,
	);
	console.log(
		`  ${result.bytes.toLocaleString("en")} bytes, PRAGMA integrity_check: ${report.integrity}, ` +
			`${Object.keys(report.rows).length} tables, ${totalRows(report).toLocaleString("en")} rows, newest migration made ${migration}`,
	);
	for (const [table, rows] of Object.entries(report.rows)) console.log(`  ${table.padEnd(32)} ${rows}`);
	if (args.values["check-files"]) {
		// uploads are not in the backup: each file the restored rows name must still be in the store
		const store = getFileStore();
		const keys = referencedFileKeys(result.target);
		const missing: string[] = [];
		for (const key of keys) if (!(await store.has(key))) missing.push(key);
		console.log(`  files: ${keys.length} referenced, ${missing.length} missing from the store`);
		for (const key of missing) console.log(`    missing ${key}`);
		if (missing.length) process.exitCode = 1;
	}
} catch (error) {
	console.error(error instanceof RestoreRefusedError ? `refused: ${error.message}` : error);
	process.exit(1);
}
