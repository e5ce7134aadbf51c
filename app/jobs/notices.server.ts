// "Tell them once" for the jobs' mail (decision 022): a notice (kind, subject, stage) is claimed in
// job_notices before any mail goes out, so a rerun, a catch-up or a second instance finds it and sends
// nothing. If no recipient could be sent to (the mail provider refused every one), the claim is given
// back and the next run tries again; a partial failure keeps it (someone heard, and a second mail to
// the others is not worth mailing the rest twice).
import { and, eq } from "drizzle-orm";
import { appOrigin } from "#app/utils/origin.server.ts";
import { getDb } from "#db/client.ts";
import { jobNotices } from "#db/schema.ts";
import { logger } from "#app/observability/logger.server.ts";

export type Notice = { kind: string; subject: string; stage: string };
export type NoticeOutcome = "sent" | "already" | "failed" | "nobody";

function where(n: Notice) {
	return and(eq(jobNotices.kind, n.kind), eq(jobNotices.subject, n.subject), eq(jobNotices.stage, n.stage));
}

/** True when this call took the notice; false when it was sent (or is being sent) already. */
export function claimNotice(notice: Notice, now: Date): boolean {
	return (
		getDb()
			.insert(jobNotices)
			.values({ ...notice, sentAt: now })
			.onConflictDoNothing()
			.run().changes === 1
	);
}

export function releaseNotice(notice: Notice): void {
	getDb().delete(jobNotices).where(where(notice)).run();
}

/** Mails `recipients` about `notice` unless it was sent before; `send` mails one recipient. */
export async function notifyOnce<R>(
	notice: Notice,
	recipients: readonly R[],
	send: (recipient: R) => Promise<unknown>,
	now: Date,
): Promise<NoticeOutcome> {
	if (recipients.length === 0) return "nobody";
	if (!claimNotice(notice, now)) return "already";
	const results = await Promise.allSettled(recipients.map(send));
	const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
	for (const f of failures) logger.error({ err: f.reason, notice }, "job notice mail failed");
	if (failures.length === results.length) {
		releaseNotice(notice);
		return "failed";
	}
	getDb()
		.update(jobNotices)
		.set({ recipients: results.length - failures.length })
		.where(where(notice))
		.run();
	return "sent";
}

/** The origin of the links in the jobs' mail: the one every mail uses (appOrigin). */
export function jobLinkOrigin(): string {
	return appOrigin();
}
