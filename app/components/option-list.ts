// Long <select> lists (the wizard's countries, a country's ports or airports, a province's districts)
// as one HTML text rather than an element per option. React renders each element on the server at a
// cost, and on step 1 these lists were 391 of the page's 622 elements: most of its render time (before
// decision 110 left the port and district lists empty until their country or province is chosen).
// The text is what React would write, `selected` included, so the page and the form's
// behaviour are the same, with JavaScript on and off; the browser renders it the same way too.
import { keptPerOwner } from "#app/memo/per-owner.ts";

export type OptionItem = { value: string; label: string };
export type OptionGroup = { group: string; options: readonly OptionItem[] };
export type OptionEntry = OptionItem | OptionGroup;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };

/** Text made safe for HTML content and for a double-quoted attribute. */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function optionHtml(option: OptionItem, selected: string): string {
	const value = escapeHtml(option.value);
	return `<option value="${value}"${option.value === selected ? ' selected=""' : ""}>${escapeHtml(option.label)}</option>`;
}

// The text per list and chosen value. A list kept by memoOptions is the same array on every request,
// so its text is made once per value chosen rather than per page (the wizard's step 1 spent 2.5% of
// its server time escaping the same 338 options). At most 64 values per list are kept.
const keepText = keptPerOwner<string>(64);

/** The options (and optgroups) of a <select>, the one whose value is `selected` marked selected. */
export function optionsHtml(entries: readonly OptionEntry[], selected: string): string {
	return keepText(entries, selected, () => writeOptions(entries, selected));
}

// keys can carry posted values (a country code): past 256 per owner, lists are built and not kept
const keepList = keptPerOwner<readonly OptionEntry[]>(256);

/**
 * The option list `make` builds from `owner` (an object that does not change, such as the wizard's
 * reference lists), built once per `key`: the key must name everything else the list depends on
 * (the chosen country, the locale's first label).
 */
export function memoOptions(owner: object, key: string, make: () => readonly OptionEntry[]): readonly OptionEntry[] {
	return keepList(owner, key, make);
}

function writeOptions(entries: readonly OptionEntry[], selected: string): string {
	let html = "";
	for (const entry of entries) {
		if ("group" in entry) {
			html += `<optgroup label="${escapeHtml(entry.group)}">`;
			for (const option of entry.options) html += optionHtml(option, selected);
			html += "</optgroup>";
		} else html += optionHtml(entry, selected);
	}
	return html;
}
