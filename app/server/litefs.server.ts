// Which machine may write to the database. On Fly, LiteFS elects one primary (litefs.yml); the
// other machines hold read-only replicas and must hand writes to the primary with a `fly-replay`
// header. The LiteFS proxy already does that for every POST/PUT/PATCH/DELETE, so `ensurePrimary`
// is for the handlers the proxy cannot recognise: a GET that writes (the e-mail verification and
// password-reset links), or a write that must not start on a replica.
//
// Locally and in tests there is no LiteFS (LITEFS_DIR unset) and this process is the only writer,
// so it is the primary. litefs-js throws when LITEFS_DIR is unset, so it is only called when the
// setting is present.
import os from "node:os";
import { getInstanceInfo as readLiteFsInstanceInfo } from "litefs-js";
import { getReplayResponse } from "litefs-js/remix";

export type InstanceInfo = {
	/** Hostname of the machine that may write. */
	primaryInstance: string;
	/** Hostname of this machine. */
	currentInstance: string;
	currentIsPrimary: boolean;
};

/**
 * Reads LITEFS_DIR (the LiteFS FUSE mount, e.g. /litefs) on every call rather than through the
 * cached env: with Consul leases the primary can move at any time, and tests switch the setting.
 * An empty value counts as unset.
 */
function liteFsDir(): string | undefined {
	return process.env.LITEFS_DIR || undefined;
}

/**
 * Who is primary right now. Never cache the answer: after a failover or a deploy the lease moves
 * to another machine. Under LiteFS, `${LITEFS_DIR}/.primary` names the primary and exists only on
 * replicas; without it this machine is the primary.
 */
export async function getInstanceInfo(): Promise<InstanceInfo> {
	const dir = liteFsDir();
	if (!dir) {
		const hostname = os.hostname();
		return { primaryInstance: hostname, currentInstance: hostname, currentIsPrimary: true };
	}
	return readLiteFsInstanceInfo(dir);
}

export async function isPrimary(): Promise<boolean> {
	return (await getInstanceInfo()).currentIsPrimary;
}

/**
 * Call before writing. On the primary (and locally) it returns; on a replica it throws a response
 * carrying `fly-replay: instance=<primary>`, which Fly's proxy intercepts to run the same request
 * again on the primary; the browser never sees it.
 *
 * The response is litefs-js's redirect-shaped one (302 with the header), not a bare 409: React
 * Router keeps every header of a thrown redirect, for document and `.data` requests alike, but
 * keeps only Set-Cookie from any other thrown response, which would silently drop `fly-replay`.
 * The test beside this file checks that against the installed React Router.
 */
export async function ensurePrimary(): Promise<void> {
	const { currentIsPrimary, primaryInstance } = await getInstanceInfo();
	if (currentIsPrimary) return;
	throw getReplayResponse(primaryInstance);
}
