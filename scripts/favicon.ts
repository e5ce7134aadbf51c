// Writes public/favicon-32.png from public/logo.svg: `node scripts/favicon.ts` after the logo changes.
// The tab icon is a PNG, not the SVG: Chromium decodes a page's icon in the page's own renderer, and an
// SVG gets a document of its own there (5-7 ms of the main thread while the page starts; decision 105).
// app/shell/logo.test.ts fails when the two drift apart.
import sharp from "sharp";

export const FAVICON = { source: "public/logo.svg", file: "public/favicon-32.png", size: 32 } as const;

/** The logo rasterised at the favicon's size (drawn at 300 dpi, then scaled down, for clean edges). */
export function renderFavicon(): Promise<Buffer> {
	return sharp(FAVICON.source, { density: 300 })
		.resize(FAVICON.size, FAVICON.size)
		.png({ compressionLevel: 9, palette: true })
		.toBuffer();
}

if (import.meta.main) {
	const { writeFileSync } = await import("node:fs");
	writeFileSync(FAVICON.file, await renderFavicon());
	console.log(`wrote ${FAVICON.file}`);
}
