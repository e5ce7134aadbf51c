// The production build bundles app/pdf/quote-pdf.server.tsx into build/server/index.js, where
// `import.meta.url` points at build/server/: this build step copies the PDF fonts (and their licence,
// which the OFL asks to travel with them) to build/server/fonts/, the same place relative to the
// bundle that app/pdf/fonts/ is to the source module. The Dockerfile ships build/ whole.
import { copyFileSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

export const PDF_FONTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "fonts");

export function pdfFonts(): Plugin {
	return {
		name: "pdf-fonts",
		apply: "build",
		writeBundle(options) {
			// only the server bundle renders PDFs; the browser never needs these 5 MB
			if (this.environment.config.consumer !== "server" || !options.dir) return;
			const target = path.join(options.dir, "fonts");
			mkdirSync(target, { recursive: true });
			for (const file of readdirSync(PDF_FONTS_DIR))
				if (file.endsWith(".ttf") || file.startsWith("LICENSE"))
					copyFileSync(path.join(PDF_FONTS_DIR, file), path.join(target, file));
		},
	};
}
