import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, test } from "vitest";
import { type OptionEntry, escapeHtml, optionsHtml } from "./option-list.ts";

describe("escapeHtml", () => {
	test.each([
		["부산", "부산"],
		["A & B", "A &amp; B"],
		['<script>"x"</script>', "&lt;script&gt;&quot;x&quot;&lt;/script&gt;"],
		["Côte d'Ivoire", "Côte d&#x27;Ivoire"],
	])("%j -> %j", (text, expected) => expect(escapeHtml(text)).toBe(expected));
});

// The text must be what React writes for the same elements: same page, same hydration.
function reactMarkup(entries: readonly OptionEntry[], selected: string): string {
	const children = entries.map((e, i) =>
		"group" in e
			? createElement("optgroup", { key: i, label: e.group }, ...e.options.map((o) => createElement("option", { key: o.value, value: o.value }, o.label)))
			: createElement("option", { key: e.value, value: e.value }, e.label),
	);
	const html = renderToStaticMarkup(createElement("select", { defaultValue: selected, name: "x" }, ...children));
	return html.replace(/^<select name="x">|<\/select>$/g, "");
}

describe("optionsHtml writes what React writes", () => {
	const entries: OptionEntry[] = [
		{ value: "", label: "선택" },
		{ group: "베트남", options: [{ value: "VNHPH", label: "하이퐁 (VNHPH)" }, { value: "VNSGN", label: "호찌민 (VNSGN)" }] },
		{ group: "A & \"B\" <c>", options: [{ value: "X'1", label: "x & y" }] },
	];
	test.each(["", "VNSGN", "X'1", "nothing"])("selected %j", (selected) => {
		expect(optionsHtml(entries, selected)).toBe(reactMarkup(entries, selected));
	});
});
