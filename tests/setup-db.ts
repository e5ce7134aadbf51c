// Runs before every test file: one temporary SQLite file per vitest worker, migrated, so integration
// tests use a real database and never touch data/app.db.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeConnection, getConnection } from "#db/client.ts";
import { applyMigrations } from "#db/migrate.ts";

const dir = path.join(os.tmpdir(), "freight-tests");
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, `worker-${process.pid}-${process.env.VITEST_POOL_ID ?? "0"}.db`);

// Mail links use one configured origin (app/utils/origin.server.ts); tests configure the host their
// requests use (tests/route-request.ts), so a link in a mail and the page it opens agree.
process.env.APP_ORIGIN ??= "http://app.test";

if (process.env.DATABASE_PATH !== file) {
	for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(file + suffix, { force: true });
	process.env.DATABASE_PATH = file;
	closeConnection();
	applyMigrations(getConnection());
}
