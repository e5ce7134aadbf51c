// POST /board/popup: "don't show for a week" on the home page's notice pop-up (spec section 9). A plain
// form POST sets the cookie and sends the visitor back, so it works without JavaScript; the rule that
// reads the cookie is app/board/popup.ts. No account, no database write: the choice is the browser's.
import { redirect } from "react-router";
import type { Route } from "./+types/popup";
import { POPUP_COOKIE, POPUP_HIDE_DAYS, hidePopupValue } from "#app/board/popup.ts";
import { secureCookies } from "#app/server/env.server.ts";
import { badRequest } from "#app/utils/replies.server.ts";
import { safeRedirect } from "#app/utils/redirect.ts";

export async function action({ request }: Route.ActionArgs) {
	const form = await request.formData();
	const postId = String(form.get("postId") ?? "");
	if (!/^[\w-]{1,64}$/.test(postId)) throw badRequest();
	const cookie = [
		`${POPUP_COOKIE}=${hidePopupValue(postId, new Date())}`,
		"Path=/",
		`Max-Age=${POPUP_HIDE_DAYS * 24 * 60 * 60}`,
		"HttpOnly",
		"SameSite=Lax",
		...(secureCookies() ? ["Secure"] : []),
	].join("; ");
	return redirect(safeRedirect(form.get("back"), "/"), { status: 303, headers: { "Set-Cookie": cookie } });
}

export function loader() {
	return redirect("/", 303);
}
