// The interface strings come in four bundles per locale, so a browser downloads only what its screens
// need:
//   <locale>.json         every page (header, footer, accounts, ...): loaded by the client at start
//   <locale>.quote.json   quotes, bookings, charge names, pricing messages: /order, /mypage, /admin
//   <locale>.staff.json   the staff desk: /admin only
//   <locale>.server.json  mail, SMS, the charge glossary's explanations, the partner API's messages:
//                         never sent to a browser (the server renders them)
// A key lives in exactly one bundle (a namespace may be split across bundles, e.g. charges.x.name in
// quote and charges.x.about in server); the server merges all four. kr is the source of truth.

export const BUNDLES = ["common", "quote", "staff", "server"] as const;
export type Bundle = (typeof BUNDLES)[number];
export type ClientBundle = Exclude<Bundle, "common" | "server">;

export type Tree = { [key: string]: string | Tree };

/** Deep merge of translation trees; later trees add to (and win over) earlier ones. */
export function mergeTrees(...trees: readonly object[]): Tree {
	const out: Tree = {};
	for (const tree of trees) mergeInto(out, tree as Tree);
	return out;
}

/** Adds `source` into `target` in place (the browser grows one tree as namespaces arrive). */
export function mergeInto(target: Tree, source: Tree): void {
	for (const [key, value] of Object.entries(source)) {
		const current = target[key];
		if (typeof value === "object" && typeof current === "object") mergeInto(current, value);
		else target[key] = typeof value === "object" ? mergeTrees(value) : value;
	}
}

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** The bundles (beyond common) the screens at this path need in the browser. */
export function clientBundlesFor(pathname: string): ClientBundle[] {
	if (under(pathname, "/admin")) return ["quote", "staff"];
	// /quote/share/:token shows a quote read-only with the same views as /mypage
	// /partner shows the clearance and insurance requests with the customer's request words (docRequests)
	if (
		under(pathname, "/order") ||
		under(pathname, "/mypage") ||
		under(pathname, "/quote") ||
		under(pathname, "/partner")
	)
		return ["quote"];
	return [];
}
