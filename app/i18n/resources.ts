// All interface strings for the server, keyed by i18next language tag: the three bundles of each
// locale merged (app/i18n/bundles.ts). kr is the source of truth; the locale test fails when a bundle
// of en or vn lacks a key kr's has (or has one it lacks).
import en from "#app/locales/en.json";
import enQuote from "#app/locales/en.quote.json";
import enServer from "#app/locales/en.server.json";
import enStaff from "#app/locales/en.staff.json";
import kr from "#app/locales/kr.json";
import krQuote from "#app/locales/kr.quote.json";
import krServer from "#app/locales/kr.server.json";
import krStaff from "#app/locales/kr.staff.json";
import vn from "#app/locales/vn.json";
import vnQuote from "#app/locales/vn.quote.json";
import vnServer from "#app/locales/vn.server.json";
import vnStaff from "#app/locales/vn.staff.json";
import { mergeTrees } from "./bundles.ts";

export const LOCALE_BUNDLES = {
	kr: { common: kr, quote: krQuote, staff: krStaff, server: krServer },
	en: { common: en, quote: enQuote, staff: enStaff, server: enServer },
	vn: { common: vn, quote: vnQuote, staff: vnStaff, server: vnServer },
} as const;

export const resources = {
	ko: { translation: mergeTrees(kr, krQuote, krStaff, krServer) },
	en: { translation: mergeTrees(en, enQuote, enStaff, enServer) },
	vi: { translation: mergeTrees(vn, vnQuote, vnStaff, vnServer) },
} as const;

export type TranslationTree = typeof kr;
