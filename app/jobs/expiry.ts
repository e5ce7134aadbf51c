// How long expired or finished things are kept before the expire and outbox jobs delete them
// (decision 022). Pure: the rule and its cut-off times; expire.server.ts runs the deletes.
//
// Each rule deletes only what is already dead (expired, used, superseded, revoked, ended) and only
// after a grace period, so nothing a page, a limit or an audit still reads goes away:
// - quote share links: 90 days after they expired or were revoked; until then the sender's mail page
//   lists them as expired or revoked (README: a link lives 30 days or the quote's validity).
// - e-mail links (verification, password reset; 24 h, spec section 9) and phone codes (3 minutes, the
//   send limit looks back one hour): 30 and 7 days after expiry. Whether an address or a phone was
//   verified lives on the user (email_verified_at, phone_verified_at), not on the code.
// - one-time form keys: 90 days after use. A form resubmitted after that (a tab left open for three
//   months) is treated as new; the exactly-once rule is about double clicks and back-and-resend.
// - wizard drafts untouched for 30 days: abandoned (a draft is one per user and mode; a new quote
//   starts one again).
// - sessions 30 days after they expired or were ended (the session list and sign-out read live ones).
// - sign-in attempts after 90 days (the limits look back one hour; the rest is for investigating an
//   attack), the partner API's per-minute windows after a day, job runs after 180 days.
// - outbox mail (and its attachments) after 30 days: development's /dev/outbox and the SMS stand-in.
// - visitors' quotes (decision 086) 180 days after the visitor last touched them: the lead staff follow
//   up is a season's business, and the privacy policy promises no longer. A quote a sign-up carried
//   into an account lives on as that account's estimate; the visitor row is only the lead.
// Kept for good: the audits (document_audit, invoice_changes, payment_events, shipment_changes,
// estimate_events, coupon_events), consents, and job_notices (a reminder's record must outlive the
// stage it stands for, or an unpaid invoice would be reminded again).

const DAY_MS = 86_400_000;

export const EXPIRY_TARGETS = [
	"quote_shares",
	"email_tokens",
	"phone_codes",
	"once_keys",
	"quote_drafts",
	"sessions",
	"login_attempts",
	"api_key_windows",
	"job_runs",
	"outbox",
	"visitor_quotes",
] as const;
export type ExpiryTarget = (typeof EXPIRY_TARGETS)[number];

/** Days kept after the moment a row died (or was last touched), per target. */
export const GRACE_DAYS: Readonly<Record<ExpiryTarget, number>> = {
	quote_shares: 90,
	email_tokens: 30,
	phone_codes: 7,
	once_keys: 90,
	quote_drafts: 30,
	sessions: 30,
	login_attempts: 90,
	api_key_windows: 1,
	job_runs: 180,
	outbox: 30,
	visitor_quotes: 180,
};

/** A row of `target` that died before this moment is deleted. */
export function cutoff(target: ExpiryTarget, now: Date): Date {
	return new Date(now.getTime() - GRACE_DAYS[target] * DAY_MS);
}

/** The cut-offs of one run, computed once so every delete of the run uses the same "now". */
export function cutoffs(now: Date): Record<ExpiryTarget, Date> {
	return Object.fromEntries(EXPIRY_TARGETS.map((t) => [t, cutoff(t, now)])) as Record<ExpiryTarget, Date>;
}

/** The partner API counts requests in windows numbered by epoch minute (app/api/keys.server.ts). */
export function epochMinute(at: Date): number {
	return Math.floor(at.getTime() / 60_000);
}
