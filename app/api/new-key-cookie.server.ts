// Carries a new key's plaintext from the create action to the next page view, once: the action
// redirects (POST -> GET), the loader shows the key and clears the cookie, so a reload or the back
// button no longer shows it. Short-lived, HttpOnly, SameSite=Strict, signed, and limited to /admin
// (not /admin/api-keys: with JavaScript the page's data is fetched from /admin/api-keys.data, which
// a cookie path of /admin/api-keys would not match).
import { createCookie } from "react-router";
import { secureCookies, sessionSecret } from "#app/server/env.server.ts";

export type NewKeyNotice = { id: string; name: string; key: string; userId: string };

let cookie: ReturnType<typeof createCookie> | undefined;

function newKeyCookie() {
	cookie ??= createCookie("fp_new_api_key", {
		path: "/admin",
		httpOnly: true,
		sameSite: "strict",
		secure: secureCookies(),
		secrets: [sessionSecret()],
		maxAge: 120,
	});
	return cookie;
}

export function serializeNewKey(notice: NewKeyNotice): Promise<string> {
	return newKeyCookie().serialize(notice);
}

/** The new key for this admin, if the cookie holds one (another admin's key in the same browser is not shown). */
export async function readNewKey(
	request: Request,
	userId: string,
): Promise<{ notice: NewKeyNotice | null; present: boolean }> {
	const value = (await newKeyCookie().parse(request.headers.get("Cookie"))) as NewKeyNotice | null | "";
	if (!value) return { notice: null, present: false };
	return { notice: value.userId === userId ? value : null, present: true };
}

export function clearNewKey(): Promise<string> {
	return newKeyCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}
