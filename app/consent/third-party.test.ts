import { describe, expect, test } from "vitest";
import { contentSecurityPolicy } from "#app/server/security-headers.ts";
import { NO_CHOICES } from "./choices.ts";
import { cspAdditions, tagsToLoad } from "./third-party.ts";

const ALL_SET = {
	ANALYTICS_SCRIPT_URL: "https://analytics.example/tag.js?id=A1",
	AD_EVENT_SCRIPT_URL: "https://tags.example/gtm.js?id=GTM-1",
	CHANNEL_TALK_PLUGIN_KEY: "plugin-key-123",
	CHANNEL_TALK_SCRIPT_URL: "https://cdn.channel.io/plugin/ch-plugin-web.js",
	CHANNEL_TALK_ORIGINS: "https://*.channel.io wss://*.channel.io",
};
const ALL = { marketing: true, analytics: true, advertising: true, chat: true };
const directive = (csp: string, name: string) =>
	csp
		.split(";")
		.map((d) => d.trim())
		.find((d) => d.startsWith(`${name} `));

describe("tags to load", () => {
	test("none without consent, whatever is configured", () => {
		expect(tagsToLoad(ALL_SET, NO_CHOICES)).toEqual([]);
	});
	test("each after its own consent", () => {
		expect(tagsToLoad(ALL_SET, { ...NO_CHOICES, analytics: true })).toEqual([
			{ kind: "analytics", src: ALL_SET.ANALYTICS_SCRIPT_URL },
		]);
		expect(tagsToLoad(ALL_SET, ALL).map((t) => t.kind)).toEqual(["analytics", "advertising", "chat"]);
		expect(tagsToLoad(ALL_SET, { ...NO_CHOICES, chat: true })).toEqual([
			{ kind: "chat", src: ALL_SET.CHANNEL_TALK_SCRIPT_URL, pluginKey: "plugin-key-123" },
		]);
	});
	test("off when unset, even with consent", () => {
		expect(tagsToLoad({}, ALL)).toEqual([]);
		expect(tagsToLoad({ CHANNEL_TALK_SCRIPT_URL: ALL_SET.CHANNEL_TALK_SCRIPT_URL }, ALL)).toEqual([]);
	});
});

describe("the CSP names each configured script's exact origin, and nothing when none is configured", () => {
	test("nothing configured: the policy stays 'self' and the nonce", () => {
		expect(cspAdditions({ CHANNEL_TALK_SCRIPT_URL: ALL_SET.CHANNEL_TALK_SCRIPT_URL })).toEqual({});
		const csp = contentSecurityPolicy({ nonce: "n", production: true, authenticated: false, extra: cspAdditions({}) });
		expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-n'");
		expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
	});
	test("analytics configured: its origin only, without path or query", () => {
		const csp = contentSecurityPolicy({
			nonce: "n",
			production: true,
			authenticated: false,
			extra: cspAdditions({ ANALYTICS_SCRIPT_URL: ALL_SET.ANALYTICS_SCRIPT_URL }),
		});
		expect(directive(csp, "script-src")).toBe("script-src 'self' 'nonce-n' https://analytics.example");
		expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://analytics.example");
		expect(csp).not.toMatch(/unsafe|\*/);
	});
	test("everything configured", () => {
		const extra = cspAdditions(ALL_SET);
		expect(extra["script-src"]).toEqual([
			"https://analytics.example",
			"https://tags.example",
			"https://cdn.channel.io",
		]);
		expect(extra["connect-src"]).toContain("wss://*.channel.io");
	});
});
