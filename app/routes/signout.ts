// Sign-out (spec sections 4 and 7): the session goes to "quitting" on the server, the cookie is cleared,
// and the user goes home. POST only, so a link or an image cannot sign anyone out.
import { redirect } from "react-router";
import type { Route } from "./+types/signout";
import { clearSessionCookie, endSession, readSessionId } from "#app/auth/session.server.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";

export async function action({ request }: Route.ActionArgs) {
	await ensurePrimary();
	const sessionId = await readSessionId(request);
	if (sessionId) endSession(sessionId);
	return redirect("/", { headers: { "Set-Cookie": await clearSessionCookie() } });
}

export const loader = () => redirect("/");
