// One test process playing both LiteFS machines over one database file. The replica's code runs with
// LITEFS_DIR naming another primary, so db/client.ts opens the file read-only (decision 024) and a
// missed forward fails as it would on Fly. What the primary does (its /internal/commit handler, the
// test's own set-up) runs inside asPrimary: LITEFS_DIR unset and a fresh, writable connection for
// the duration, then the replica's read-only one again. Without the swap the test depended on when
// the connection's once-a-second role check happened to run.
import { closeConnection } from "#db/client.ts";

export async function asPrimary<T>(work: () => T | Promise<T>): Promise<T> {
	const liteFsDir = process.env.LITEFS_DIR;
	delete process.env.LITEFS_DIR;
	closeConnection();
	try {
		return await work();
	} finally {
		if (liteFsDir === undefined) delete process.env.LITEFS_DIR;
		else process.env.LITEFS_DIR = liteFsDir;
		closeConnection();
	}
}
