// Where a user may be sent after signing in. Only same-site paths: an absolute URL or a
// protocol-relative "//host" in ?redirectTo= would make our login page an open redirect.
export const DEFAULT_AFTER_SIGN_IN = "/order";

export function safeRedirect(
	to: FormDataEntryValue | string | null | undefined,
	fallback = DEFAULT_AFTER_SIGN_IN,
): string {
	if (typeof to !== "string" || !to) return fallback;
	if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
	// Control characters (CR, LF, tab) could split headers or be dropped by browsers into "//".
	if ([...to].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
	// Never bounce back into the sign-in flow itself.
	if (to === "/login" || to.startsWith("/login?") || to.startsWith("/signout")) return fallback;
	return to;
}

/** The login URL that brings the user back to `path` (path + search) afterwards. */
export function loginUrlFor(path: string, options: { expired?: boolean } = {}): string {
	const params = new URLSearchParams();
	const target = safeRedirect(path, "");
	if (target && target !== "/") params.set("redirectTo", target);
	if (options.expired) params.set("expired", "1");
	const query = params.toString();
	return query ? `/login?${query}` : "/login";
}
