import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, test } from "vitest";
import { type OptionEntry, escapeHtml, memoOptions, optionsHtml } from "./option-list.ts";

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
			? createElement(
					"optgroup",
					{ key: i, label: e.group },
					...e.options.map((o) => createElement("option", { key: o.value, value: o.value }, o.label)),
				)
			: createElement("option", { key: e.value, value: e.value }, e.label),
	);
	const html = renderToStaticMarkup(createElement("select", { defaultValue: selected, name: "x" }, ...children));
	return html.replace(/^<select name="x">|<\/select>$/g, "");
}

describe("optionsHtml writes what React writes", () => {
	const entries: OptionEntry[] = [
		{ value: "", label: "선택" },
		{
			group: "베트남",
			options: [
				{ value: "VNHPH", label: "하이퐁 (VNHPH)" },
				{ value: "VNSGN", label: "호찌민 (VNSGN)" },
			],
		},
		{ group: 'A & "B" <c>', options: [{ value: "X'1", label: "x & y" }] },
	];
	test.each(["", "VNSGN", "X'1", "nothing"])("selected %j", (selected) => {
		expect(optionsHtml(entries, selected)).toBe(reactMarkup(entries, selected));
	});
});

describe("a kept list's text", () => {
	test("is the same text when asked again, and another chosen value gets its own", () => {
		const entries: OptionEntry[] = [
			{ value: "a", label: "A" },
			{ value: "b", label: "B" },
		];
		const first = optionsHtml(entries, "a");
		expect(optionsHtml(entries, "a")).toBe(first);
		expect(optionsHtml(entries, "b")).toBe(reactMarkup(entries, "b"));
		expect(optionsHtml(entries, "a")).toBe(reactMarkup(entries, "a"));
	});

	test("past the kept values, new ones are still written right", () => {
		const entries: OptionEntry[] = [{ value: "a", label: "A" }];
		for (let i = 0; i < 100; i++) expect(optionsHtml(entries, `v${i}`)).toBe(reactMarkup(entries, `v${i}`));
	});
});

describe("memoOptions", () => {
	test("builds a list once per owner and key", () => {
		const owner = {};
		let built = 0;
		const make = () => (built++, [{ value: "x", label: "X" }]);
		const a = memoOptions(owner, "k", make);
		expect(memoOptions(owner, "k", make)).toBe(a);
		expect(built).toBe(1);
		expect(memoOptions(owner, "other", make)).not.toBe(a);
		expect(memoOptions({}, "k", make)).not.toBe(a);
		expect(built).toBe(3);
	});

	test("keeps at most 256 keys per owner: keys made of posted values cannot grow it without end", () => {
		const owner = {};
		let built = 0;
		const make = () => (built++, []);
		for (let i = 0; i < 300; i++) memoOptions(owner, `country-${i}`, make);
		expect(built).toBe(300);
		memoOptions(owner, "country-0", make); // kept
		memoOptions(owner, "country-299", make); // past the cap: built again
		expect(built).toBe(301);
	});
});
