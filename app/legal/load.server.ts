// The loader side of the three legal pages: the document in the request's language, with its
// effective date written the way that language writes dates (Korea's calendar).
import { seoulMoment } from "#app/calendar/calendar.ts";
import { companyFactsFor } from "#app/company/company-profile.server.ts";
import { formatDate } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { legalView } from "./documents.ts";
import type { LegalDocumentId } from "./types.ts";

type Context = Parameters<typeof localeFromContext>[0];

/** "2026-11-23" as noon in Seoul, so the formatted day is the same day in every zone. */
export function effectiveDateOf(iso: string): Date {
	return seoulMoment(iso, "12:00");
}

export function loadLegal(id: LegalDocumentId, context: Context) {
	const locale = localeFromContext(context);
	const view = legalView(id, locale, companyFactsFor(locale));
	return { view, effectiveDate: formatDate(effectiveDateOf(view.effectiveDate), locale) };
}
