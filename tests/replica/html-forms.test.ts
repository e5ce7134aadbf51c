import { describe, expect, test } from "vitest";
import { decodeEntities, parseForms, parseLinks } from "./html-forms.ts";

describe("parseForms: what a browser without JavaScript submits", () => {
	const cases: { name: string; html: string; expected: ReturnType<typeof parseForms> }[] = [
		{
			name: "defaults: text value, checked boxes only, selected or first enabled option, textarea text, hidden key",
			html: `<form method="post" action="/x?index"><input type="hidden" name="onceKey" value="k&amp;1"/>
				<input name="note" value="hi"/><input type="checkbox" name="a" value="1" checked=""/><input type="checkbox" name="b"/>
				<select name="s"><option value="" disabled="">-</option><option value="first">1</option><option value="second">2</option></select>
				<select name="t"><option value="x">x</option><option value="y" selected="">y</option></select>
				<textarea name="c">line &lt;1&gt;</textarea><input name="off" disabled="" value="no"/>
				<button type="submit">Save</button></form>`,
			expected: [
				{
					action: "/x?index",
					method: "post",
					enctype: "application/x-www-form-urlencoded",
					fields: [
						{ name: "onceKey", value: "k&1" },
						{ name: "note", value: "hi" },
						{ name: "a", value: "1" },
						{ name: "s", value: "first" },
						{ name: "t", value: "y" },
						{ name: "c", value: "line <1>" },
					],
					submitters: [null],
				},
			],
		},
		{
			name: "named buttons are separate submissions; a file input; a control outside the form joins by form=id",
			html: `<form id="f" method="POST" enctype="multipart/form-data"><input type="file" name="file" accept=".pdf"/>
				<button name="intent" value="upload">Up</button><button type="button" name="x" value="y">No</button>
				<button name="intent" value="delete" type="submit">Del</button></form><input form="f" name="outside" value="1"/>
				<form><input name="q"/></form>`,
			expected: [
				{
					action: null,
					method: "post",
					enctype: "multipart/form-data",
					fields: [
						{ name: "file", file: true, accept: ".pdf" },
						{ name: "outside", value: "1" },
					],
					submitters: [
						{ name: "intent", value: "upload" },
						{ name: "intent", value: "delete" },
					],
				},
				{
					action: null,
					method: "get",
					enctype: "application/x-www-form-urlencoded",
					fields: [{ name: "q", value: "" }],
					submitters: [null],
				},
			],
		},
		{
			name: "markup inside scripts and comments is not a form",
			html: `<script>const s = "<form method=post><input name=x></form>";</script><!-- <form method="post"></form> -->`,
			expected: [],
		},
	];
	test.each(cases)("$name", ({ html, expected }) => {
		expect(parseForms(html)).toEqual(expected);
	});
});

test("parseLinks and entities", () => {
	expect(parseLinks(`<a href="/a?x=1&amp;y=2">a</a><a>no href</a><area href='/b'/>`)).toEqual(["/a?x=1&y=2", "/b"]);
	expect(decodeEntities("&#x27;&#39;&quot;&unknown;")).toBe(`''"&unknown;`);
});
