// The page's JavaScript starts after the first paint (decision 102). React Router's <Scripts> writes
// a `modulepreload` link for every module the page will run and an inline module that imports them,
// so on a slow link ~130 KB of JavaScript is requested while the HTML is still being parsed and
// competes with it, and the browser may run the whole hydration before it paints anything (measured:
// first paint at ~410 ms, after hydration, on a page whose HTML was parsed at 55 ms). Pages are
// complete without JavaScript (no-JS first), so nothing on the first paint needs it.
//
// This rewrites the rendered document: the preload links go, the inline module becomes an inert
// `<script type="text/x-fp-boot">` carrying the same code and the list of modules, and a small classic
// script (nonce'd like every script) runs it after the first contentful paint: the preloads are added then,
// the modules evaluated one per task, and the module is inserted as a real one. React's hydration matches the inert script in
// place of the module (no `src`, so any `<script>` matches) and skips the extra ones.
// Pure, on the document's bytes: entry.server has the page as one buffer, and decoding it to a string
// and encoding it back cost ~200 µs a page (a Korean page is a two-byte string), ten times the search
// and the splice. `DEFERRED_BOOT=off` leaves the document as React Router wrote it (bench/ui.ts
// measures both ways).

export const BOOT_SCRIPT_TYPE = "text/x-fp-boot";
export const BOOT_SCRIPT_ID = "fp-boot";

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
const PRELOAD_START = '<link rel="modulepreload" href="';
const MODULE_MARK = ' type="module" async="">';
const SCRIPT_OPEN = "<script";
const SCRIPT_CLOSE = "</script>";
const NONCE = /\bnonce="([^"]*)"/;

// After the first contentful paint, as the browser reports it (the "paint" performance entry, which
// comes once the frame is on screen: a requestAnimationFrame turn ends before the frame is painted and
// shown, and on a slow machine the modules were then fetched before the text appeared). A tab opened
// in the background paints nothing, and a browser without the entry has no way to say: those start at
// once; a page that never paints text starts after two seconds.
//
// Then in small steps, each its own task, so no step holds the main thread long enough to delay a tap
// (Lighthouse counts every task over 50 ms on a phone four times slower; decision 103):
// 1. the preload links, two per task (asking for a resource costs the browser ~0.5 ms each, and 2-4 ms
//    while DevTools or Lighthouse watch the network: 22 links at once were one 15-35 ms task, four
//    were 9-18 ms under Lighthouse; decision 105);
// 2. every module but the entry, one `<script type="module" src>` at a time, last listed first (the
//    route's leaves before the route, the route before the root), so each task evaluates one module
//    and whatever of its imports is not yet evaluated, instead of the whole graph in one task. These
//    are the modules the boot script imports anyway; evaluating them first changes no order the page
//    relies on (the route modules were already evaluated before the boot script set its globals);
// 3. the boot module, which now finds its imports evaluated: it sets React Router's globals and
//    imports the entry, which hydrates.
// A module that fails to load moves on to the next step: the boot module then fails as it would have,
// and the page stays what it is without JavaScript.
const LOADER = `(function(){var d=document,w=window,t=setTimeout;function go(){var b=d.getElementById("${BOOT_SCRIPT_ID}");if(!b||b.dataset.started)return;b.dataset.started="1";var m=(b.dataset.preload||"").split(" ").filter(Boolean),e=b.dataset.entry,i=0,k=m.length;function el(){var s=d.createElement("script");s.type="module";s.nonce=b.nonce;return s}function links(){for(var n=0;n<2&&i<m.length;n++,i++){var l=d.createElement("link");l.rel="modulepreload";l.href=m[i];d.head.appendChild(l)}t(i<m.length?links:early,0)}function early(){do k--;while(k>=0&&m[k]===e);if(k<0)return boot();var s=el();s.src=m[k];s.onload=s.onerror=function(){s.parentNode.removeChild(s);t(early,0)};d.head.appendChild(s)}function boot(){var s=el();s.textContent=b.textContent;d.body.appendChild(s)}links()}var P=w.PerformanceObserver;if(d.visibilityState==="hidden"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();t(go,0)}}).observe({type:"paint",buffered:true});t(go,2000)})();`;

/** The entry module the boot script imports last (`import("/assets/entry.client-….js")`). */
const ENTRY_IMPORT = /import\("([^"]+)"\);?\s*$/;

/** The document with its JavaScript started after the first paint; the same buffer when it has no boot module. */
export function deferBoot(html: Buffer): Buffer {
	const mark = html.indexOf(MODULE_MARK);
	if (mark < 0) return html;
	const start = html.lastIndexOf(SCRIPT_OPEN, mark);
	const close = html.indexOf(SCRIPT_CLOSE, mark);
	if (start < 0 || close < 0) return html;
	// the boot script's own attributes (its nonce); a ">" between means the mark was not in that tag
	const attrs = html.toString("utf8", start + SCRIPT_OPEN.length, mark);
	if (attrs.includes(">")) return html;
	const nonce = NONCE.exec(attrs)?.[1];
	const parts: Buffer[] = [];
	const preloads: string[] = [];
	let at = 0;
	for (let link = html.indexOf(PRELOAD_START); link >= 0 && link < start; link = html.indexOf(PRELOAD_START, at)) {
		const hrefStart = link + PRELOAD_START.length;
		preloads.push(html.toString("utf8", hrefStart, html.indexOf('"', hrefStart)));
		parts.push(html.subarray(at, link));
		at = html.indexOf(">", hrefStart) + 1;
	}
	const end = close + SCRIPT_CLOSE.length;
	const entry = ENTRY_IMPORT.exec(html.toString("utf8", mark + MODULE_MARK.length, close))?.[1];
	parts.push(
		html.subarray(at, start),
		Buffer.from(
			`<script${attrs} type="${BOOT_SCRIPT_TYPE}" id="${BOOT_SCRIPT_ID}" data-preload="${preloads.join(" ")}"${entry === undefined ? "" : ` data-entry="${entry}"`}>`,
		),
		html.subarray(mark + MODULE_MARK.length, end),
		Buffer.from(`<script${nonce === undefined ? "" : ` nonce="${nonce}"`}>${LOADER}</script>`),
		html.subarray(end),
	);
	return Buffer.concat(parts);
}

/** The modules a document asks the browser to preload: its preload links, or the deferred boot's list. */
export function modulePreloadsOf(html: string): string[] {
	const links = [...html.matchAll(PRELOAD_LINK)].map((m) => m[1]!);
	const boot = new RegExp(`<script[^>]*type="${BOOT_SCRIPT_TYPE}"[^>]*data-preload="([^"]*)"`).exec(html);
	return [...links, ...(boot?.[1] ?? "").split(" ").filter(Boolean)];
}
