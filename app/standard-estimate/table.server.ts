// The standard estimate as the page shows it: the table priced now from the stored rates (the same
// priceFromDb every quote path uses, so a row and the quote it turns into agree), and the glossary
// text of every charge the table shows, in the reader's language. The glossary's explanations live in
// the server bundle (they are long and never needed in the browser), so they are read here and sent
// as data rather than translated in the component.
import { seoulToday } from "#app/calendar/calendar.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { pageTranslator } from "#app/i18n/page-translator.server.ts";
import type { ChargeCode } from "#app/pricing/codes.ts";
import { GLOSSARY, basisKey, chargeAboutKey, chargeNameKey, glossaryGroupKey } from "#app/pricing/glossary.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import type { IsoDate } from "#app/pricing/types.ts";
import { type StandardTable, standardEstimateTable } from "./table.ts";

export type GlossaryText = { code: ChargeCode; group: string; name: string; about: string; bases: string };

/** The table for cargo ready today (Seoul), priced from the rates in force. */
export function currentStandardTable(today: IsoDate = seoulToday()): StandardTable {
	return standardEstimateTable(today, (request) => priceFromDb(request, today));
}

/** Name, explanation and usual basis of each code, in glossary order (app/pricing/glossary.ts). */
export function glossaryTexts(codes: readonly ChargeCode[], locale: Locale): GlossaryText[] {
	// a translator of its own: these keys are rendered into data, not recorded as the page's strings
	const { t } = pageTranslator(locale);
	return GLOSSARY.filter((entry) => codes.includes(entry.code)).map((entry) => ({
		code: entry.code,
		group: t(glossaryGroupKey(entry.group)),
		name: t(chargeNameKey(entry.code)),
		about: t(chargeAboutKey(entry.code)),
		bases: entry.bases.map((b) => t(basisKey(b))).join(", "),
	}));
}
