// Spec section 9 breakpoints: sm 600, md 960, lg 1280 (the mobile threshold), xl 1920, xxl 2560.
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
export type SizeClass = "xs" | keyof typeof BREAKPOINTS;

export function sizeClassFor(width: number): SizeClass {
	if (width >= BREAKPOINTS.xxl) return "xxl";
	if (width >= BREAKPOINTS.xl) return "xl";
	if (width >= BREAKPOINTS.lg) return "lg";
	if (width >= BREAKPOINTS.md) return "md";
	if (width >= BREAKPOINTS.sm) return "sm";
	return "xs";
}

/** Below lg the top menu folds into the right-side drawer. */
export function isMobile(size: SizeClass): boolean {
	return size === "xs" || size === "sm" || size === "md";
}
