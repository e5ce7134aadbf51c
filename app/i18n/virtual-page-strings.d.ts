// Types of the modules app/i18n/vite-strings.ts generates.
declare module "virtual:page-strings" {
	type Loader = () => Promise<{ default: Record<string, unknown> }>;
	export const STRINGS: Record<"kr" | "en" | "vn", Record<string, Loader>>;
	export const BUNDLES: Record<"kr" | "en" | "vn", Record<"common" | "quote" | "staff", Loader>>;
	export const AREA: Record<"common" | "quote" | "staff", string[]>;
}
