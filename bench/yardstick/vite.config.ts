import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Same target as ours (vite.config.ts at the root), so the bundles differ only by what the app adds.
export default defineConfig({
	plugins: [reactRouter()],
	build: { target: "es2022" },
});
