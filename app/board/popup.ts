// The home page's notice pop-up can be hidden for one week (spec section 9). Pure: the cookie's value
// and the rule that reads it; the route sets the cookie from a plain form POST, so it works without
// JavaScript. Hiding is per post: a new notice switched on later shows again.

export const POPUP_COOKIE = "fp_popup_hidden";
export const POPUP_HIDE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The cookie value that hides post `postId` until one week after `now`. */
export function hidePopupValue(postId: string, now: Date): string {
	return `${postId}.${now.getTime() + POPUP_HIDE_DAYS * DAY_MS}`;
}

/** True while the cookie hides this post: the same post, and its week not over. */
export function popupHidden(cookieValue: string | null | undefined, postId: string, now: Date): boolean {
	if (!cookieValue) return false;
	const dot = cookieValue.lastIndexOf(".");
	if (dot <= 0) return false;
	const until = Number(cookieValue.slice(dot + 1));
	return cookieValue.slice(0, dot) === postId && Number.isFinite(until) && now.getTime() < until;
}
