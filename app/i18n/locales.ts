// The product speaks kr, en and vn (spec section 1). Those are the codes users see in URLs and
// cookies; i18next, Intl and <html lang> need the BCP 47 tags ko, en and vi ("kr" is Kanuri), so we
// map at the edge and keep one list here.
export const LOCALES = ["kr", "en", "vn"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "kr";

const TAGS = { kr: "ko", en: "en", vn: "vi" } as const satisfies Record<Locale, string>;
export type LanguageTag = (typeof TAGS)[Locale];

export function toLanguageTag(locale: Locale): LanguageTag {
	return TAGS[locale];
}

export function isLocale(value: unknown): value is Locale {
	return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** Accepts a product code (kr/en/vn) or a BCP 47 tag (ko-KR, vi, en-US) and returns the locale. */
export function localeFromAny(value: string | null | undefined): Locale | undefined {
	if (!value) return undefined;
	const v = value.trim().toLowerCase();
	if (isLocale(v)) return v;
	const primary = v.split(/[-_]/)[0];
	return LOCALES.find((locale) => TAGS[locale] === primary);
}

/**
 * Walks the whole Accept-Language header by quality, so "ja-JP,ko;q=0.9" gives Korean
 * (remix-i18next's own detector stops at the first entry).
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
	if (!header) return undefined;
	const entries = header
		.split(",")
		.map((part, order) => {
			const [tag = "", ...params] = part.trim().split(";");
			const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
			const quality = q ? Number.parseFloat(q.slice(2)) : 1;
			return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, order };
		})
		.filter((e) => e.tag && e.quality > 0)
		.sort((a, b) => b.quality - a.quality || a.order - b.order);
	for (const entry of entries) {
		const locale = localeFromAny(entry.tag);
		if (locale) return locale;
	}
	return undefined;
}

export const LOCALE_COOKIE = "lng";

/**
 * Reads one cookie's value from a Cookie header without decoding the rest: the first cookie of that
 * name, its quotes (RFC 6265 allows a quoted value) removed, URL-decoded; undefined when absent or not
 * decodable. The language cookie and the session cookie (app/auth/cookie-signature.server.ts) use it.
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
	if (!header) return undefined;
	for (const part of header.split(";")) {
		const eq = part.indexOf("=");
		if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
		let raw = part.slice(eq + 1).trim();
		if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
		try {
			return decodeURIComponent(raw);
		} catch {
			return undefined;
		}
	}
	return undefined;
}

export type LocaleSource = "query" | "cookie" | "header" | "default";

/** The order of DESIGN.md: ?lng=, then the cookie, then Accept-Language, then kr. */
export function resolveLocale(request: Request): { locale: Locale; source: LocaleSource } {
	const url = new URL(request.url);
	const fromQuery = localeFromAny(url.searchParams.get("lng"));
	if (fromQuery) return { locale: fromQuery, source: "query" };
	const fromCookie = localeFromAny(readCookie(request.headers.get("Cookie"), LOCALE_COOKIE));
	if (fromCookie) return { locale: fromCookie, source: "cookie" };
	const fromHeader = localeFromAcceptLanguage(request.headers.get("Accept-Language"));
	if (fromHeader) return { locale: fromHeader, source: "header" };
	return { locale: DEFAULT_LOCALE, source: "default" };
}
