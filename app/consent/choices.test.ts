import { describe, expect, test } from "vitest";
import {
	NO_CHOICES,
	choicesFromForm,
	decodeChoices,
	effectiveChoices,
	encodeChoices,
	scriptsAllowed,
} from "./choices.ts";

const ALL = { marketing: true, analytics: true, advertising: true, chat: true };

describe("the visitor's cookie", () => {
	test.each([
		[NO_CHOICES, "1~"],
		[{ ...NO_CHOICES, analytics: true }, "1~analytics"],
		[{ ...NO_CHOICES, analytics: true, chat: true }, "1~analytics.chat"],
		[ALL, "1~marketing.analytics.advertising.chat"],
	])("%j is %s and reads back the same", (choices, cookie) => {
		expect(encodeChoices(choices)).toBe(cookie);
		expect(decodeChoices(cookie)).toEqual(choices);
	});
	test.each([
		["no cookie", undefined],
		["empty", ""],
		["another version of the words", "0~analytics"],
		["an unknown kind", "1~analytics.everything"],
		["garbled", "analytics"],
		["an injected separator", "1~analytics;chat"],
	])("%s counts as not asked (nothing agreed)", (_what, value) => {
		expect(decodeChoices(value)).toBeNull();
	});
});

describe("a form's choices", () => {
	const form = (entries: Record<string, string>) => new URLSearchParams(entries);
	test.each([
		["nothing ticked", {}, NO_CHOICES],
		["analytics ticked", { analytics: "on" }, { ...NO_CHOICES, analytics: true }],
		["a forged value is not a tick", { analytics: "yes", chat: "true" }, NO_CHOICES],
		["unknown fields ignored", { everything: "on", marketing: "on" }, { ...NO_CHOICES, marketing: true }],
		["'refuse all' wins over ticks", { intent: "none", analytics: "on" }, NO_CHOICES],
		["'accept all'", { intent: "all" }, ALL],
	])("%s", (_what, entries, expected) => {
		expect(choicesFromForm(form(entries))).toEqual(expected);
	});
});

describe("which choice counts", () => {
	test("a visitor without a cookie: nothing, not asked", () => {
		expect(effectiveChoices({ cookie: null })).toEqual({ choices: NO_CHOICES, asked: false });
	});
	test("a visitor: the cookie", () => {
		expect(effectiveChoices({ cookie: "1~analytics" })).toEqual({
			choices: { ...NO_CHOICES, analytics: true },
			asked: true,
		});
	});
	test("a member's saved choice wins over the browser's cookie", () => {
		const saved = { ...NO_CHOICES, chat: true, version: "1" };
		expect(
			effectiveChoices({ member: { saved, signupMarketing: true }, cookie: "1~analytics.advertising" }).choices,
		).toEqual({ ...NO_CHOICES, chat: true });
	});
	test("a member who never saved one: sign-up's marketing consent and the cookie for the rest", () => {
		expect(effectiveChoices({ member: { saved: null, signupMarketing: true }, cookie: "1~analytics" }).choices).toEqual(
			{
				...NO_CHOICES,
				marketing: true,
				analytics: true,
			},
		);
		expect(
			effectiveChoices({ member: { saved: null, signupMarketing: false }, cookie: "1~marketing" }).choices.marketing,
		).toBe(false);
	});
	test("a member's choice saved under other words is void", () => {
		const saved = { ...ALL, version: "0" };
		expect(effectiveChoices({ member: { saved, signupMarketing: false }, cookie: null })).toEqual({
			choices: NO_CHOICES,
			asked: false,
		});
	});
});

describe("which third-party scripts may load", () => {
	const configured = { analytics: true, advertising: true, chat: true };
	test.each([
		["no consent: none", NO_CHOICES, configured, []],
		["analytics only", { ...NO_CHOICES, analytics: true }, configured, ["analytics"]],
		["marketing mail unlocks no script", { ...NO_CHOICES, marketing: true }, configured, []],
		["everything agreed", ALL, configured, ["analytics", "advertising", "chat"]],
		["agreed but not configured: off", ALL, { analytics: true }, ["analytics"]],
		["nothing configured", ALL, {}, []],
	] as const)("%s", (_what, choices, config, expected) => {
		expect(scriptsAllowed(choices, config)).toEqual(expected);
	});
});
