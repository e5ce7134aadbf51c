// The interface strings come in three bundles per locale, so a customer's browser downloads only what
// every page needs:
//   <locale>.json         every page (header, footer, accounts, ...): loaded by the client at start
//   <locale>.staff.json   the staff desk (/admin): loaded by the client only there
//   <locale>.server.json  mail, SMS, the charge glossary and pricing messages, the partner API's
//                         messages: never sent to a browser (the server renders them)
// A top-level key lives in exactly one bundle, except where a bundle adds keys under another's
// namespace (apiKeys.api is server-only); the server merges all three. kr is the source of truth.

export const BUNDLES = ["common", "staff", "server"] as const;
export type Bundle = (typeof BUNDLES)[number];

export type Tree = { [key: string]: string | Tree };

/** Deep merge of translation trees; later trees add to (and win over) earlier ones. */
export function mergeTrees(...trees: readonly object[]): Tree {
	const out: Tree = {};
	for (const tree of trees) mergeInto(out, tree as Tree);
	return out;
}

function mergeInto(target: Tree, source: Tree): void {
	for (const [key, value] of Object.entries(source)) {
		const current = target[key];
		if (typeof value === "object" && typeof current === "object") mergeInto(current, value);
		else target[key] = typeof value === "object" ? mergeTrees(value) : value;
	}
}

/** Paths whose screens need the staff bundle in the browser. */
export function needsStaffBundle(pathname: string): boolean {
	return pathname === "/admin" || pathname.startsWith("/admin/");
}
