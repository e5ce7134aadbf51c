import { defineConfig } from "vitest/config";

// Unit and integration tests only; the browser journeys live in tests/e2e and run under Playwright.
export default defineConfig({
	test: {
		include: ["app/**/*.test.{ts,tsx}", "db/**/*.test.ts", "tests/**/*.test.ts"],
		exclude: ["tests/e2e/**", "node_modules/**"],
		setupFiles: ["./tests/setup-db.ts"],
		environment: "node",
		pool: "forks",
	},
});
