// Which strings a page ships to the browser. Strings travel in units of one top-level namespace
// ("wizard", "desk", "shipmentStatus"...) per locale, each its own small chunk (app/i18n/vite-strings.ts
// builds them from the client bundles of app/i18n/bundles.ts). The server hears every key a page
// renders, and the page lists the namespaces it used (<script id="fp-strings">); the browser downloads
// exactly those before hydrating, so the first visit carries no strings of other screens. A later
// client-side navigation gets its area's namespaces first (root clientMiddleware, client-bundles.ts).
export const PAGE_STRINGS_ID = "fp-strings";

/** The namespace of a key: its first path segment. */
export function namespaceOf(key: string): string {
	const dot = key.indexOf(".");
	return dot < 0 ? key : key.slice(0, dot);
}

/** The serialised list a page carries; sorted so the same page always writes the same bytes. */
export function serialisePageStrings(namespaces: Iterable<string>): string {
	return JSON.stringify([...new Set(namespaces)].sort());
}

/** The list back from the page; anything malformed reads as "nothing recorded". */
export function parsePageStrings(text: string | null | undefined): string[] {
	try {
		const value: unknown = JSON.parse(text ?? "[]");
		return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && /^[\w-]+$/.test(v)) : [];
	} catch {
		return [];
	}
}
