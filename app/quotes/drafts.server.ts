// The quote wizard's drafts (quote_drafts: one row per user and mode), so each step is a plain form
// post, Back refills the form and a half-finished quote resumes where it stopped. Only ever read by
// the signed-in user's own id: there is no way to name another user's draft.
import { and, eq, sql } from "drizzle-orm";
import { getDb, perConnection } from "#db/client.ts";
import { quoteDrafts } from "#db/schema.ts";
import { type Draft, type WizardMode, WIZARD_MODES } from "./wizard.ts";

// Prepared once per connection: every wizard page a signed-in user opens reads the draft, and
// building the query each time showed in the wizard's profile.
const draftLookup = perConnection((db) =>
	db
		.select({ data: quoteDrafts.data })
		.from(quoteDrafts)
		.where(and(eq(quoteDrafts.userId, sql.placeholder("userId")), eq(quoteDrafts.mode, sql.placeholder("mode"))))
		.prepare(),
);

export function loadDraft(userId: string, mode: WizardMode): Draft | null {
	const row = draftLookup().get({ userId, mode });
	if (!row) return null;
	try {
		const draft = JSON.parse(row.data) as Draft;
		return draft && typeof draft === "object" && draft.input ? draft : null;
	} catch {
		// a draft written by an older shape is not worth an error page: start again
		return null;
	}
}

export function saveDraft(userId: string, mode: WizardMode, draft: Draft, now: Date = new Date()): void {
	const data = JSON.stringify(draft);
	getDb()
		.insert(quoteDrafts)
		.values({ userId, mode, data, updatedAt: now })
		.onConflictDoUpdate({ target: [quoteDrafts.userId, quoteDrafts.mode], set: { data, updatedAt: now } })
		.run();
}

export function clearDraft(userId: string, mode: WizardMode): void {
	getDb()
		.delete(quoteDrafts)
		.where(and(eq(quoteDrafts.userId, userId), eq(quoteDrafts.mode, mode)))
		.run();
}

/** The modes this user has an unfinished quote in, most recent first (for "continue your quote"). */
export function draftModes(userId: string): WizardMode[] {
	return getDb()
		.select({ mode: quoteDrafts.mode, updatedAt: quoteDrafts.updatedAt })
		.from(quoteDrafts)
		.where(eq(quoteDrafts.userId, userId))
		.all()
		.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
		.map((r) => r.mode)
		.filter((m): m is WizardMode => (WIZARD_MODES as readonly string[]).includes(m));
}
