// The built stylesheet's text for the document's <style> (inline-stylesheet.tsx, decision 087): the very
// file the client build made (minified, fonts.css included), read once at start-up from build/client.
import { readFileSync } from "node:fs";
import stylesheetUrl from "./app.css?url";

let text: string | null | undefined;

/** The CSS text in production; null in development (Vite serves the stylesheet itself) or when the file is missing. */
export function stylesheetText(): string | null {
	if (text !== undefined) return text;
	if (import.meta.env.DEV) return (text = null);
	// the server bundle's chunks sit in build/server/ or build/server/assets/; the client's files in build/client/
	for (const up of ["../client", "../../client"]) {
		try {
			return (text = readFileSync(new URL(`${up}${stylesheetUrl}`, import.meta.url), "utf8"));
		} catch {
			// not here: the next place
		}
	}
	text = null;
	return text;
}

export { stylesheetUrl };
