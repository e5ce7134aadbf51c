// The built stylesheet's text for the document's <style> (inline-stylesheet.tsx, decision 087): the very
// file the client build made (minified, fonts.css included), read once at start-up from build/client.
import { readFileSync } from "node:fs";
import stylesheetUrl from "./app.css?url";

let text: string | null | undefined;

/** The CSS text in production; null in development (Vite serves the stylesheet itself) or when the file is missing. */
export function stylesheetText(): string | null {
	if (text !== undefined) return text;
	if (import.meta.env.DEV) return (text = null);
	try {
		// the server bundle is build/server/index.js; the client's files are build/client/
		text = readFileSync(new URL(`../client${stylesheetUrl}`, import.meta.url), "utf8");
	} catch {
		text = null;
	}
	return text;
}

export { stylesheetUrl };
