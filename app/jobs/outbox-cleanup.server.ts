// The outbox clean-up job (decision 022): stored mail and SMS older than the outbox's grace
// (expiry.ts), attachments first (they are the bulk: quote PDFs), in one transaction.
import { inArray, lt } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import { outbox, outboxAttachments } from "#db/schema.ts";
import { cutoff } from "./expiry.ts";
import type { JobContext, JobCounts } from "./runner.server.ts";

export async function outboxCleanupJob({ now }: JobContext): Promise<JobCounts> {
	const before = cutoff("outbox", now);
	return getDb().transaction((tx) => {
		const old = tx.select({ id: outbox.id }).from(outbox).where(lt(outbox.createdAt, before));
		// explicit rather than through ON DELETE CASCADE, so the count is reported
		const attachments = tx.delete(outboxAttachments).where(inArray(outboxAttachments.outboxId, old)).run().changes;
		const messages = tx.delete(outbox).where(lt(outbox.createdAt, before)).run().changes;
		return { messages, attachments };
	});
}
