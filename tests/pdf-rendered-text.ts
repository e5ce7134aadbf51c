// What a react-pdf element tree asks to print, read from the tree itself: the text of every <Text>
// (nested texts joined into their outer one). Compared with what poppler reads back from the PDF,
// it shows a glyph that was dropped or whose text layer is wrong (decision 049).
import { Fragment, type ReactElement, type ReactNode, isValidElement } from "react";
import { words } from "./pdf-words.ts";

type Style = { textTransform?: string };
type AnyProps = { children?: ReactNode; render?: unknown; style?: Style | Style[] };

/** The text as the style shows it (the quote's party titles are set in capitals by their style). */
function styled(text: string, style: AnyProps["style"]): string {
	const transform = [style].flat().reduce<string | undefined>((last, s) => s?.textTransform ?? last, undefined);
	if (transform === "uppercase") return text.toUpperCase();
	if (transform === "lowercase") return text.toLowerCase();
	return text;
}

function textOf(node: ReactNode): string {
	if (node === null || node === undefined || typeof node === "boolean") return "";
	if (typeof node === "string" || typeof node === "number") return String(node);
	if (Array.isArray(node)) return node.map(textOf).join("");
	if (isValidElement<AnyProps>(node)) {
		if (typeof node.type === "function") return textOf((node.type as (p: unknown) => ReactNode)(node.props));
		return textOf(node.props.children);
	}
	return "";
}

/**
 * The strings of every Text in the tree. Function components are called (the PDF components are
 * pure functions of their props, no hooks); a Text with a render prop (page numbers) is skipped.
 */
export function renderedTexts(node: ReactNode, out: string[] = []): string[] {
	if (node === null || node === undefined || typeof node !== "object") return out;
	if (Array.isArray(node)) {
		for (const child of node) renderedTexts(child, out);
		return out;
	}
	if (!isValidElement<AnyProps>(node)) return out;
	const element = node as ReactElement<AnyProps>;
	if (typeof element.type === "function")
		return renderedTexts((element.type as (p: unknown) => ReactNode)(element.props), out);
	if (element.type === "TEXT") {
		if (!element.props.render) out.push(styled(textOf(element.props.children), element.props.style));
		return out;
	}
	if ((element.type as unknown) === Fragment || typeof element.type === "string")
		renderedTexts(element.props.children, out);
	return out;
}

/**
 * The words the tree prints that the PDF's text layer does not have (as whole words, wherever they
 * sit): empty when every glyph made it into the page and its text layer.
 */
export function missingWords(tree: ReactNode, pdf: Buffer): string[] {
	const printed = new Set(words(pdf).map((w) => w.text));
	const wanted = renderedTexts(tree)
		.flatMap((s) => s.split(/\s+/))
		.filter(Boolean);
	return [...new Set(wanted.filter((w) => !printed.has(w)))];
}
