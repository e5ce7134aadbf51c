import { defineConfig } from "vitest/config";
import { pageStrings } from "./app/i18n/vite-strings.ts";

// Unit and integration tests only; the browser journeys live in tests/e2e and run under Playwright.
export default defineConfig({
	// the browser's string modules (app/i18n/vite-strings.ts), for modules that import the client side
	plugins: [pageStrings()],
	test: {
		include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/**/*.test.ts"],
		exclude: ["tests/e2e/**", "node_modules/**"],
		setupFiles: ["./tests/setup-db.ts"],
		environment: "node",
		pool: "forks",
		// speed figures (bench/README.md), never part of `npm test`
		benchmark: { include: ["bench/**/*.bench.ts"] },
	},
});
