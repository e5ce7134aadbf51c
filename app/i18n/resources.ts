// All interface strings, keyed by i18next language tag. kr.json is the source of truth; the locale
// test fails when en.json or vn.json lacks a key kr.json has (or has one it lacks).
import en from "#app/locales/en.json";
import kr from "#app/locales/kr.json";
import vn from "#app/locales/vn.json";

export const resources = {
	ko: { translation: kr },
	en: { translation: en },
	vi: { translation: vn },
} as const;

export type TranslationTree = typeof kr;
