// The expire job (decision 022; the rules and their reasons are in expiry.ts): one transaction of
// deletes, each counted. Every condition names a "dead" column (expired, ended, revoked, last touched)
// older than its cut-off, so a live row never matches whatever the grace.
import { and, isNotNull, lt, or } from "drizzle-orm";
import { getDb } from "#db/client.ts";
import {
	apiKeyWindows,
	emailTokens,
	jobRuns,
	loginAttempts,
	onceKeys,
	phoneCodes,
	quoteDrafts,
	quoteShares,
	sessions,
	visitorQuotes,
} from "#db/schema.ts";
import { cutoffs, epochMinute } from "./expiry.ts";
import type { JobContext, JobCounts } from "./runner.server.ts";

export async function expireJob({ now }: JobContext): Promise<JobCounts> {
	const c = cutoffs(now);
	return getDb().transaction((tx) => ({
		quoteShares: tx
			.delete(quoteShares)
			.where(
				or(
					lt(quoteShares.expiresAt, c.quote_shares),
					and(isNotNull(quoteShares.revokedAt), lt(quoteShares.revokedAt, c.quote_shares)),
				),
			)
			.run().changes,
		emailTokens: tx.delete(emailTokens).where(lt(emailTokens.expiresAt, c.email_tokens)).run().changes,
		phoneCodes: tx.delete(phoneCodes).where(lt(phoneCodes.expiresAt, c.phone_codes)).run().changes,
		onceKeys: tx.delete(onceKeys).where(lt(onceKeys.createdAt, c.once_keys)).run().changes,
		quoteDrafts: tx.delete(quoteDrafts).where(lt(quoteDrafts.updatedAt, c.quote_drafts)).run().changes,
		sessions: tx
			.delete(sessions)
			.where(or(lt(sessions.expiresAt, c.sessions), and(isNotNull(sessions.endedAt), lt(sessions.endedAt, c.sessions))))
			.run().changes,
		loginAttempts: tx.delete(loginAttempts).where(lt(loginAttempts.createdAt, c.login_attempts)).run().changes,
		apiKeyWindows: tx
			.delete(apiKeyWindows)
			.where(lt(apiKeyWindows.windowStart, epochMinute(c.api_key_windows)))
			.run().changes,
		// never the run in progress: it started now, far inside the grace
		jobRuns: tx.delete(jobRuns).where(lt(jobRuns.startedAt, c.job_runs)).run().changes,
		visitorQuotes: tx.delete(visitorQuotes).where(lt(visitorQuotes.updatedAt, c.visitor_quotes)).run().changes,
	}));
}
