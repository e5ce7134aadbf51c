// The app's Link: what it renders without JavaScript, and which clicks it leaves to the browser.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, Link as RouterLink } from "react-router";
import { describe, expect, test } from "vitest";
import { Link, isAppPath, isOwnClick } from "./link.tsx";

describe("isAppPath", () => {
	test.each([
		["/", true],
		["/mypage/estimate?page=2", true],
		["/x#top", true],
		["//evil.example/x", false],
		["https://example.com/", false],
		["?page=2", false],
		["estimate", false],
		["", false],
	])("%j -> %s", (to, expected) => expect(isAppPath(to)).toBe(expected));
});

describe("isOwnClick", () => {
	const plain = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };
	test.each<[string, Partial<typeof plain>, string | undefined, boolean]>([
		["a plain left click", {}, undefined, false],
		["a plain click, target _self", {}, "_self", false],
		["the middle button", { button: 1 }, undefined, true],
		["ctrl (new tab)", { ctrlKey: true }, undefined, true],
		["cmd (new tab on a Mac)", { metaKey: true }, undefined, true],
		["shift (new window)", { shiftKey: true }, undefined, true],
		["alt (download)", { altKey: true }, undefined, true],
		["target _blank", {}, "_blank", true],
		["already handled by onClick", { defaultPrevented: true }, undefined, true],
	])("%s -> the browser's: %s", (_name, event, target, expected) => {
		expect(isOwnClick({ ...plain, ...event }, target)).toBe(expected);
	});
});

describe("markup", () => {
	const html = (element: React.ReactNode) =>
		renderToStaticMarkup(<MemoryRouter initialEntries={["/mypage"]}>{element}</MemoryRouter>);

	test("an app path is a plain link that React Router's route discovery finds, written as React Router writes it", () => {
		const props = { to: "/mypage/estimate?page=2", className: "button", rel: "next" };
		expect(html(<Link {...props}>next</Link>)).toBe(html(<RouterLink {...props}>next</RouterLink>));
		expect(
			html(
				<Link to="/mypage/estimate?page=2" className="button" rel="next">
					next
				</Link>,
			),
		).toBe('<a class="button" rel="next" href="/mypage/estimate?page=2" data-discover="true">next</a>');
	});

	test("a relative path is resolved by React Router's Link (against the route, here the root)", () => {
		expect(html(<Link to="estimate">list</Link>)).toBe('<a href="/estimate" data-discover="true">list</a>');
	});
});
