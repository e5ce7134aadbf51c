// Who is asking the wizard for a quote: a member (their draft in quote_drafts) or a visitor who gave a
// work e-mail (their draft on their visitor_quotes row; decision 086). The route module reads and saves
// drafts through this one pair, so each step's code is the same for both.
import type { SessionUser } from "#app/auth/session.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { loadDraft, saveDraft } from "./drafts.server.ts";
import { type Visitor, loadVisitorDraft, saveVisitorDraft } from "./visitors.server.ts";
import type { Draft, WizardMode } from "./wizard.ts";

export type Asker =
	{ kind: "member"; user: SessionUser } | { kind: "visitor"; visitor: Visitor; source: string; locale: Locale };

export function askerDraft(asker: Asker, mode: WizardMode): Draft | null {
	return asker.kind === "member" ? loadDraft(asker.user.id, mode) : loadVisitorDraft(asker.visitor, mode);
}

export function keepAskerDraft(asker: Asker, mode: WizardMode, draft: Draft): void {
	if (asker.kind === "member") saveDraft(asker.user.id, mode, draft);
	else saveVisitorDraft(asker.visitor, mode, draft, { source: asker.source, locale: asker.locale });
}
