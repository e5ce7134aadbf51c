// Decision 045: every kind of mail renders in kr, en and vn through the one layout, with no missing
// key (a key missing in en or vn would fall back to Korean, so Hangul outside the sample's own values
// fails too), its call-to-action as a styled button and as a bare address, the plain-text part with
// the link alone on its line, and no wording about "the button".
import { describe, expect, test } from "vitest";
import { LOCALES, toLanguageTag } from "#app/i18n/locales.ts";
import { escapeHtml } from "./templates/layout.ts";
import { renderMail } from "./render.server.ts";
import { mailSamples } from "./samples.ts";
import { type TemplateName, templates } from "./templates/index.ts";

const ORIGIN = "https://barunforwarding.kr";
const samples = mailSamples(ORIGIN);
const BRAND = { kr: "바른포워딩", en: "Barun Forwarding", vn: "Barun Forwarding" } as const;
const BUTTON_WORDS = /\bbutton\b|버튼|\bnút\b/i;
const HANGUL = /[가-힣]/;

const cases = (Object.keys(templates) as TemplateName[]).flatMap((template) =>
	(samples[template] as readonly Record<string, unknown>[]).map((vars, i) => ({ template, i, vars })),
);

test("every kind of mail has samples (the preview and this test cover it)", () => {
	for (const template of Object.keys(templates) as TemplateName[])
		expect(samples[template]?.length, template).toBeGreaterThan(0);
});

describe.each(LOCALES)("every mail in %s", (locale) => {
	test.each(cases.map((c) => [`${c.template} #${c.i}`, c] as const))(
		"%s",
		async (_label, { template, vars }) => {
			const mail = await renderMail(template, vars as never, locale);
			const link = vars.link as string;
			const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
			// no key left untranslated, no interpolation left open
			expect(all).not.toMatch(/\bmail\.[a-zA-Z]+\.[a-zA-Z]/);
			expect(all).not.toContain("{{");
			// a key missing in en or vn falls back to Korean: no Hangul but the sample's own values
			if (locale !== "kr") {
				let text = `${mail.subject}\n${mail.text}`;
				for (const value of Object.values(vars).flat())
					if (typeof value === "string") text = text.split(value).join("");
				for (const item of (vars.items as { company: string }[] | undefined) ?? [])
					text = text.split(item.company).join("");
				expect(text).not.toMatch(HANGUL);
			}
			expect(mail.text).not.toMatch(BUTTON_WORDS);
			expect(mail.html).not.toMatch(BUTTON_WORDS);
			// the one layout: our name, the language, the styled call-to-action and the bare address
			expect(mail.html).toContain(BRAND[locale]);
			expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${toLanguageTag(locale)}"`));
			const href = `href="${escapeHtml(link)}"`;
			expect(mail.html.split(href).length - 1).toBe(2);
			expect(mail.html).toMatch(/<a href="[^"]*"[^>]*style="[^"]*background-color:#0b3d91[^"]*"/);
			// the plain-text part: the link alone on its line
			expect(mail.text.split("\n")).toContain(link);
			expect(mail.link).toBe(link);
		},
		20_000,
	);
});
