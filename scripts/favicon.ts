// Writes the logo's PNG icons from public/logo.svg: `node scripts/favicon.ts` after the logo changes.
//   public/favicon-32.png   the tab icon (root.tsx)
//   public/icon-192.png, public/icon-512.png   the web app manifest's icons (public/manifest.webmanifest)
// PNGs, not the SVG: Chromium decodes a page's tab icon, and the manifest icon it fetches to judge
// whether the site can be installed, in the page's own renderer, and an SVG gets a document of its own
// there (a navigation and a layout on the main thread while the page starts: 5-7 ms for the tab icon,
// decision 105; 50-67 ms with the phone's CPU slowdown for the manifest's icon, decision 109).
// app/shell/logo.test.ts fails when a file and the drawing drift apart.
import sharp from "sharp";

const SOURCE = "public/logo.svg";
export const FAVICON = { file: "public/favicon-32.png", size: 32 } as const;
export const APP_ICONS = [
	{ file: "public/icon-192.png", size: 192 },
	{ file: "public/icon-512.png", size: 512 },
] as const;

/** The logo rasterised at `size` px: drawn at twice that or more (300 dpi at least), then scaled down, for clean edges. */
export async function renderIcon(size: number): Promise<Buffer> {
	// the drawing's side in pixels at sharp's default 72 dpi, read from the SVG itself
	const { width: side } = await sharp(SOURCE).metadata();
	if (!side) throw new Error(`${SOURCE} has no size`);
	const density = Math.max(300, Math.ceil((72 * 2 * size) / side));
	return sharp(SOURCE, { density }).resize(size, size).png({ compressionLevel: 9, palette: true }).toBuffer();
}

if (import.meta.main) {
	const { writeFileSync } = await import("node:fs");
	for (const icon of [FAVICON, ...APP_ICONS]) {
		writeFileSync(icon.file, await renderIcon(icon.size));
		console.log(`wrote ${icon.file}`);
	}
}
