// Headers for every HTML response. Pure, so the policy is unit-tested directly.
export type SecurityOptions = {
	nonce: string;
	production: boolean;
	/** A signed-in user's page must never be stored by a shared or browser cache. */
	authenticated: boolean;
	/** Vite's dev server injects styles and talks over a websocket. */
	devServer?: boolean;
	/** The configured third-party scripts' exact origins (app/consent/third-party.ts cspAdditions). */
	extra?: Partial<Record<string, string[]>>;
};

export function contentSecurityPolicy({ nonce, production, devServer, extra }: SecurityOptions): string {
	const directives: Record<string, string[]> = {
		"default-src": ["'self'"],
		"script-src": ["'self'", `'nonce-${nonce}'`],
		// the document's own <style> carries the nonce (decision 087: the stylesheet is inlined)
		"style-src": devServer ? ["'self'", "'unsafe-inline'"] : ["'self'", `'nonce-${nonce}'`],
		"img-src": ["'self'", "data:", "blob:"],
		"font-src": ["'self'"],
		"connect-src": devServer ? ["'self'", "ws:", "wss:"] : ["'self'"],
		"worker-src": ["'self'"],
		"manifest-src": ["'self'"],
		"object-src": ["'none'"],
		"base-uri": ["'none'"],
		"form-action": ["'self'"],
		"frame-ancestors": ["'none'"],
	};
	for (const [name, values] of Object.entries(extra ?? {}))
		if (values?.length) directives[name] = [...(directives[name] ?? []), ...values];
	const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
	if (production) policy.push("upgrade-insecure-requests");
	return policy.join("; ");
}

export function applySecurityHeaders(headers: Headers, options: SecurityOptions): Headers {
	headers.set("Content-Security-Policy", contentSecurityPolicy(options));
	headers.set("X-Content-Type-Options", "nosniff");
	headers.set("X-Frame-Options", "DENY");
	headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
	headers.set("Cross-Origin-Opener-Policy", "same-origin");
	headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
	if (options.production) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
	if (options.authenticated) {
		headers.set("Cache-Control", "private, no-store");
		headers.append("Vary", "Cookie");
	}
	return headers;
}
