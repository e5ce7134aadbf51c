// Short-lived signed cookies that carry one step's result to the next without a session (the account
// flows' own cookies are in app/accounts/step-cookies.server.ts), and reading and clearing a cookie.
import { createCookie } from "react-router";
import { secureCookies, sessionSecret } from "#app/server/env.server.ts";

/** A signed, HTTP-only cookie that lives `maxAgeSeconds`, made on first use (the secret comes from the environment). */
export function stepCookie(name: string, maxAgeSeconds: number) {
	let cookie: ReturnType<typeof createCookie> | undefined;
	return () => {
		cookie ??= createCookie(name, {
			path: "/",
			httpOnly: true,
			sameSite: "lax",
			secure: secureCookies(),
			secrets: [sessionSecret()],
			maxAge: maxAgeSeconds,
		});
		return cookie;
	};
}

export async function readCookie<T>(cookie: ReturnType<typeof createCookie>, request: Request): Promise<T | null> {
	const value = await cookie.parse(request.headers.get("Cookie"));
	// these cookies hold an object or a non-empty string; anything else (absent, forged) is nothing
	return value ? (value as T) : null;
}

export function clearCookie(cookie: ReturnType<typeof createCookie>): Promise<string> {
	return cookie.serialize("", { maxAge: 0, expires: new Date(0) });
}
