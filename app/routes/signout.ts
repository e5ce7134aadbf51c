// Sign-out (spec section 7 "/signout"): ends the session on the server, clears the cookie, goes home.
// POST only, so a link or an image cannot sign anyone out.
import { redirect } from "react-router";
import type { Route } from "./+types/signout";
import { clearSessionCookie, deleteSession, readSessionId } from "#app/auth/session.server.ts";

export async function action({ request }: Route.ActionArgs) {
	const sessionId = await readSessionId(request);
	if (sessionId) deleteSession(sessionId);
	return redirect("/", { headers: { "Set-Cookie": await clearSessionCookie() } });
}

export const loader = () => redirect("/");
