// The sanitiser in front of every post's HTML (decision 090): what staff type as Markdown or raw HTML
// reaches the page without script, event handlers, javascript: URLs or foreign images.
import { describe, expect, test } from "vitest";
import { postPlainText, renderPostMarkdown } from "./markdown.server.ts";

describe("renderPostMarkdown", () => {
	test.each([
		["a script tag", "hello <script>alert(1)</script> world", /<script|alert\(1\)/i],
		[
			"a script tag in a code-free paragraph",
			"<p>x</p><script src=https://evil.test/x.js></script>",
			/<script|evil\.test/i,
		],
		["an event handler on an image", '<img src="/board/image/a" onerror="alert(1)">', /onerror|alert/i],
		["an event handler on a link", '<a href="https://a.test" onclick="steal()">x</a>', /onclick|steal/i],
		["a javascript: Markdown link", "[click](javascript:alert(1))", /javascript:/i],
		["a javascript: HTML link", '<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
		["an entity-encoded javascript: link", '<a href="&#106;avascript:alert(1)">x</a>', /javascript|&#106;/i],
		["a data: link", '<a href="data:text/html,<script>alert(1)</script>">x</a>', /data:|<script/i],
		["an iframe", '<iframe src="https://evil.test"></iframe>', /iframe|evil/i],
		["an inline style", '<p style="position:fixed">x</p>', /style=/i],
		["a foreign image", "![x](https://tracker.test/pixel.gif)", /tracker\.test|<img/i],
		["an svg with a script", "<svg><script>alert(1)</script></svg>", /<svg|<script|alert/i],
	])("removes %s", (_what, source, forbidden) => {
		expect(renderPostMarkdown(source)).not.toMatch(forbidden);
	});

	test("keeps the Markdown a post needs: headings, emphasis, lists, safe links and our own images", () => {
		const html = renderPostMarkdown(
			"# 공지\n\n**굵게** _기울임_\n\n- 하나\n- 둘\n\n[안내](https://barun.example/a)\n\n![사진](/board/image/abc)",
		);
		expect(html).toContain("<h2>공지</h2>");
		expect(html).toContain("<strong>굵게</strong>");
		expect(html).toContain("<em>기울임</em>");
		expect(html).toContain("<li>하나</li>");
		expect(html).toContain('href="https://barun.example/a"');
		expect(html).toContain('rel="noopener noreferrer nofollow"');
		expect(html).toContain('<img src="/board/image/abc" alt="사진"');
	});

	test("plain text for feeds has no markup and is cut with an ellipsis", () => {
		expect(postPlainText("**안녕** <b>x</b> [a](https://a.test)")).toBe("안녕 x a");
		expect(postPlainText("가".repeat(300), 10)).toBe(`${"가".repeat(9)}…`);
	});
});
