// The ad-event triggers of spec section 2 (decision 092), in the browser. Arriving at /login fires
// both click triggers, /sign/up the first and /company the second; the footer's "greeting" key, when
// present, is removed and fires the first. Each trigger is pushed onto the tag container's queue
// (window.dataLayer: {event: "barun_ad_click", trigger}); it does nothing unless the ad-event tag is
// configured and the visitor agreed to advertising (then ThirdPartyTags has loaded it). When the tag
// cannot load or the push fails, the spec's help-desk alert is shown (section 8), and nowhere else.

export type AdTrigger = "click1" | "click2";

/** The triggers a path fires on arrival (spec section 2: "/login fires two", "/sign/up one", "/company the other"). */
export function adTriggersFor(pathname: string): AdTrigger[] {
	const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
	if (path === "/login") return ["click1", "click2"];
	if (path === "/sign/up") return ["click1"];
	if (path === "/company") return ["click2"];
	return [];
}

export const AD_EVENT_NAME = "barun_ad_click";

type AdTag = { state: "loading" | "ready" | "failed"; waiting: Array<() => void> };
let adTag: AdTag | null = null;
let onFailure: () => void = () => {};

/** ThirdPartyTags tells the triggers the tag is on its way, and how to tell the visitor when it fails. */
export function adTagLoading(failureAlert: () => void): (ok: boolean) => void {
	adTag = { state: "loading", waiting: [] };
	onFailure = failureAlert;
	const tag = adTag;
	return (ok) => {
		tag.state = ok ? "ready" : "failed";
		for (const run of tag.waiting.splice(0)) run();
	};
}

/** Fires one ad-event click; nothing when the tag is off (no consent or not configured). */
export function fireAdClick(trigger: AdTrigger): void {
	const tag = adTag;
	if (!tag) return;
	const send = () => {
		if (tag.state === "failed") return onFailure();
		try {
			const w = window as unknown as { dataLayer?: unknown[] };
			(w.dataLayer ??= []).push({ event: AD_EVENT_NAME, trigger });
		} catch {
			onFailure();
		}
	};
	if (tag.state === "loading") tag.waiting.push(send);
	else send();
}

/** The footer's greeting key (spec section 2): removed when present, and then one click fired. */
export function consumeGreeting(storage: Pick<Storage, "getItem" | "removeItem"> | null): boolean {
	try {
		if (!storage || storage.getItem("greeting") === null) return false;
		storage.removeItem("greeting");
	} catch {
		// storage can be disabled on locked-down browsers: nothing to consume then
		return false;
	}
	fireAdClick("click1");
	return true;
}

/** For tests: forget the tag. */
export function resetAdTag(): void {
	adTag = null;
	onFailure = () => {};
}
