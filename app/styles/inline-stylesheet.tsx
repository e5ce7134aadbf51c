// The stylesheet inside the document (decision 087): pages are sent whole, so the first paint needs
// nothing but the HTML itself, instead of waiting for a render-blocking stylesheet request that the
// page's JavaScript competes with on a slow link. entry.server gives the built CSS's text (read once
// from the client build); in the browser the component writes back what the server wrote, so
// hydration matches and client navigations keep it. In development Vite serves the <link> instead.
import { createContext, useContext } from "react";
import { useNonce } from "#app/utils/nonce.tsx";

const ID = "app-css";
const StylesheetText = createContext<string | null>(null);
export const StylesheetTextProvider = StylesheetText.Provider;

let readBack: string | null = null;

export function InlineStylesheet() {
	const text = useContext(StylesheetText);
	const nonce = useNonce();
	if (import.meta.env.DEV) return null;
	const css =
		text ?? (readBack ??= typeof document === "undefined" ? "" : (document.getElementById(ID)?.textContent ?? ""));
	// allowed by the CSP through the page's nonce (style-src 'self' 'nonce-...')
	return <style id={ID} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />;
}
