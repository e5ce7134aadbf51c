// A signed-in user who switches the interface language (the language menu's ?lng= links) also
// switches the language of their mails and mailed documents (decision 044). Runs
// after authMiddleware, which knows the user. A write on a GET: on a LiteFS replica ensurePrimary
// replays the request on the primary (rare: only a real switch writes).
import type { MiddlewareFunction } from "react-router";
import { getUser } from "#app/auth/guard.server.ts";
import { setUserLocale, switchedLocale } from "#app/middleware/user-locale-setting.server.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";

export const userLocaleMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
	const user = getUser(context);
	const locale = user && switchedLocale(request, user.locale);
	if (user && locale) {
		await ensurePrimary();
		setUserLocale(user.id, locale);
		// the rest of this request (a mail it sends) already speaks the new language
		user.locale = locale;
	}
	return next();
};
