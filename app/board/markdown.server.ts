// A board post's content is Markdown written by staff; the page shows it as HTML. Staff accounts can
// be phished, so the HTML is never trusted: marked renders it on the server and sanitize-html keeps
// only a short list of tags, attributes and URL schemes (no script, no event handler, no javascript:
// or data: link, no inline style). Images may only come from our own board image route, so a post
// cannot make a visitor's browser call a third party (decision 090).
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// One instance with its own options, so nobody's global marked.setOptions changes ours.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/** Where uploaded board images are served from (app/routes/board-image.ts). */
export const BOARD_IMAGE_PATH = "/board/image/";

const SANITIZE: sanitizeHtml.IOptions = {
	allowedTags: [
		"p",
		"br",
		"strong",
		"em",
		"del",
		"a",
		"ul",
		"ol",
		"li",
		"blockquote",
		"code",
		"pre",
		"h2",
		"h3",
		"h4",
		"hr",
		"table",
		"thead",
		"tbody",
		"tr",
		"th",
		"td",
		"img",
	],
	allowedAttributes: {
		a: ["href", "title"],
		img: ["src", "alt", "title", "width", "height"],
		th: ["align"],
		td: ["align"],
	},
	allowedSchemes: ["https", "http", "mailto", "tel"],
	allowedSchemesByTag: { img: [] },
	allowProtocolRelative: false,
	// an <h1> would compete with the page's own title: shift headings down instead of dropping them
	transformTags: {
		h1: "h2",
		a: (tagName, attribs) => ({
			tagName,
			// links leave the site in a new context, without telling the target where they came from
			attribs: /^https?:/i.test(attribs.href ?? "")
				? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" }
				: attribs,
		}),
	},
	exclusiveFilter: (frame) => frame.tag === "img" && !String(frame.attribs.src ?? "").startsWith(BOARD_IMAGE_PATH),
	disallowedTagsMode: "discard",
};
// the rel/target we add ourselves must survive the attribute filter
SANITIZE.allowedAttributes = { ...(SANITIZE.allowedAttributes as object), a: ["href", "title", "rel", "target"] };

/** Sanitised HTML of a post's Markdown: safe to put in the page as it is. */
export function renderPostMarkdown(source: string): string {
	const html = markdown.parse(source) as string;
	return sanitizeHtml(html, SANITIZE);
}

/** Plain text of a post (RSS descriptions, meta descriptions): every tag removed. */
export function postPlainText(source: string, max = 200): string {
	const text = sanitizeHtml(markdown.parse(source) as string, { allowedTags: [], allowedAttributes: {} })
		.replace(/\s+/g, " ")
		.trim();
	return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
