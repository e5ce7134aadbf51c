import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { pdfFonts } from "./app/pdf/vite-fonts.ts";

export default defineConfig({
	plugins: [reactRouter(), pdfFonts()],
	build: { target: "es2022" },
	server: { host: "127.0.0.1", port: 3000 },
});
