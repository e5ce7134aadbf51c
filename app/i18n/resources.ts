// All interface strings for the server, keyed by i18next language tag: the three bundles of each
// locale merged (app/i18n/bundles.ts). kr is the source of truth; the locale test fails when a bundle
// of en or vn lacks a key kr's has (or has one it lacks).
import en from "#app/locales/en.json" with { type: "json" };
import enQuote from "#app/locales/en.quote.json" with { type: "json" };
import enServer from "#app/locales/en.server.json" with { type: "json" };
import enStaff from "#app/locales/en.staff.json" with { type: "json" };
import kr from "#app/locales/kr.json" with { type: "json" };
import krQuote from "#app/locales/kr.quote.json" with { type: "json" };
import krServer from "#app/locales/kr.server.json" with { type: "json" };
import krStaff from "#app/locales/kr.staff.json" with { type: "json" };
import vn from "#app/locales/vn.json" with { type: "json" };
import vnQuote from "#app/locales/vn.quote.json" with { type: "json" };
import vnServer from "#app/locales/vn.server.json" with { type: "json" };
import vnStaff from "#app/locales/vn.staff.json" with { type: "json" };
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
