// The third-party scripts of spec sections 2 and 7 (an analytics tag, an ad-event tag, the customer-chat
// messenger), made safe to have (decision 092): each is configured by environment and off while unset;
// each loads only after its consent (choices.ts); the CSP names the exact origin of each configured
// script and nothing else. Pure: the settings in, the tags and the CSP additions out.
import { type Choices, type ScriptKind, scriptsAllowed } from "./choices.ts";

export type ThirdPartySettings = {
	ANALYTICS_SCRIPT_URL?: string;
	AD_EVENT_SCRIPT_URL?: string;
	CHANNEL_TALK_PLUGIN_KEY?: string;
	CHANNEL_TALK_SCRIPT_URL?: string;
	CHANNEL_TALK_ORIGINS?: string;
};

/** One script to load in the browser, after consent. */
export type ThirdPartyTag =
	| { kind: "analytics"; src: string }
	| { kind: "advertising"; src: string }
	| { kind: "chat"; src: string; pluginKey: string };

export function configuredScripts(settings: ThirdPartySettings): Record<ScriptKind, boolean> {
	return {
		analytics: Boolean(settings.ANALYTICS_SCRIPT_URL),
		advertising: Boolean(settings.AD_EVENT_SCRIPT_URL),
		chat: Boolean(settings.CHANNEL_TALK_PLUGIN_KEY && settings.CHANNEL_TALK_SCRIPT_URL),
	};
}

/** The tags this visitor's page loads: configured, and agreed to. */
export function tagsToLoad(settings: ThirdPartySettings, choices: Choices): ThirdPartyTag[] {
	return scriptsAllowed(choices, configuredScripts(settings)).map((kind): ThirdPartyTag => {
		if (kind === "analytics") return { kind, src: settings.ANALYTICS_SCRIPT_URL! };
		if (kind === "advertising") return { kind, src: settings.AD_EVENT_SCRIPT_URL! };
		return { kind, src: settings.CHANNEL_TALK_SCRIPT_URL!, pluginKey: settings.CHANNEL_TALK_PLUGIN_KEY! };
	});
}

const originOf = (url: string) => new URL(url).origin;

/**
 * What the CSP adds for the configured scripts: each script's exact origin in script-src (the page's
 * nonce covers our own loader), and where the tag reports to (its own origin; the messenger's origins).
 * Nothing when nothing is configured, so the policy stays 'self' only.
 */
export function cspAdditions(
	settings: ThirdPartySettings,
): Partial<Record<"script-src" | "connect-src" | "img-src" | "frame-src" | "font-src", string[]>> {
	const script = new Set<string>();
	const connect = new Set<string>();
	const img = new Set<string>();
	const frame = new Set<string>();
	const font = new Set<string>();
	const configured = configuredScripts(settings);
	for (const url of [
		configured.analytics ? settings.ANALYTICS_SCRIPT_URL : null,
		configured.advertising ? settings.AD_EVENT_SCRIPT_URL : null,
	]) {
		if (!url) continue;
		script.add(originOf(url));
		connect.add(originOf(url));
		img.add(originOf(url));
	}
	if (configured.chat) {
		script.add(originOf(settings.CHANNEL_TALK_SCRIPT_URL!));
		for (const origin of (settings.CHANNEL_TALK_ORIGINS ?? "").split(/\s+/).filter(Boolean)) {
			connect.add(origin);
			if (origin.startsWith("https:")) {
				img.add(origin);
				frame.add(origin);
				font.add(origin);
			}
		}
	}
	const out: ReturnType<typeof cspAdditions> = {};
	if (script.size) out["script-src"] = [...script];
	if (connect.size) out["connect-src"] = [...connect];
	if (img.size) out["img-src"] = [...img];
	if (frame.size) out["frame-src"] = [...frame];
	if (font.size) out["font-src"] = [...font];
	return out;
}
