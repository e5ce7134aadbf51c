import type { Config } from "@react-router/dev/config";

export default {
	// Every screen is server-rendered: our users sit on slow, locked-down browsers.
	ssr: true,
} satisfies Config;
