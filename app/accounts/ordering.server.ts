// "Must be verified by a code before ordering" (spec section 5): the one check every ordering action
// calls (quote wizard, booking), on the server, from the session's user.
import { redirect } from "react-router";
import type { SessionUser } from "#app/auth/session.server.ts";

export function canOrder(user: SessionUser): boolean {
	return user.phoneVerified;
}

/** For ordering actions: an unverified phone is sent to the verification form first. */
export function requireVerifiedPhone(user: SessionUser): void {
	if (!canOrder(user)) throw redirect("/mypage/info?need=phone#phone");
}
