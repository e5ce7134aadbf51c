import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { conformMetadata } from "./app/components/vite-conform-metadata.ts";
import { pageStrings } from "./app/i18n/vite-strings.ts";
import { pdfFonts } from "./app/pdf/vite-fonts.ts";
import { compileHints } from "./app/server/vite-compile-hints.ts";

export default defineConfig({
	plugins: [reactRouter(), pdfFonts(), pageStrings(), conformMetadata(), compileHints()],
	build: { target: "es2022" },
	server: { host: "127.0.0.1", port: 3000 },
});
