// From the agree step's record (the signed cookie) to the consent rows stored with a new account.
// Pure and tested: which version each consent names is the heart of "which text did this user agree to".
import { isLocale, type Locale } from "#app/i18n/locales.ts";
import { consentVersion } from "#app/legal/documents.ts";
import { CONSENT_KINDS, type ConsentKind, OPTIONAL_CONSENT_KINDS } from "#app/legal/documents.ts";

const KNOWN: readonly string[] = [...CONSENT_KINDS, ...OPTIONAL_CONSENT_KINDS];
const isConsentKind = (kind: string): kind is ConsentKind => KNOWN.includes(kind);

export type ConsentRecord = { kinds: string[]; at: string; versions?: Record<string, string>; locale?: string };
export type ConsentRow = { kind: ConsentKind; version: string; agreedAt: Date; locale?: Locale };

/** The agree step's record of what was agreed to, at `now`, with each text's current version. */
export function recordConsents(kinds: readonly ConsentKind[], locale: Locale, now: Date): Required<ConsentRecord> {
	return {
		kinds: [...kinds],
		at: now.toISOString(),
		versions: Object.fromEntries(kinds.map((kind) => [kind, consentVersion(kind)])),
		locale,
	};
}

/**
 * The rows to store. A version recorded at the agree step wins (the text the user saw); a record
 * from before versions were carried falls back to the current version. Unknown kinds are dropped.
 */
export function consentRows(record: ConsentRecord): ConsentRow[] {
	const agreedAt = new Date(record.at);
	const locale = isLocale(record.locale) ? record.locale : undefined;
	return [...new Set(record.kinds)].filter(isConsentKind).map((kind) => ({
		kind,
		version: record.versions?.[kind] ?? consentVersion(kind),
		agreedAt,
		...(locale ? { locale } : {}),
	}));
}
