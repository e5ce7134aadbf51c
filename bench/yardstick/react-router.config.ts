// The yardstick: a minimal React Router app of our exact versions, built from our node_modules, so
// bench/compare.ts can say how far our pages are from what the framework itself costs.
import type { Config } from "@react-router/dev/config";

export default {
	ssr: true,
	// bench/compare.ts builds into a throwaway folder; the fallback is git-ignored.
	buildDirectory: process.env.YARDSTICK_BUILD_DIR || "../.tmp/yardstick-build",
} satisfies Config;
