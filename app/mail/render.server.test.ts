import { describe, expect, test } from "vitest";
import { LOCALES } from "#app/i18n/locales.ts";
import { renderMail } from "./render.server.ts";
import { escapeHtml } from "./templates/layout.ts";

const link = "https://barunforwarding.kr/sign/verify/email/abc123/456789?x=1&y=2";
const cases = [
	["verification", { name: "<b>Kim</b>", link, validHours: 24 }],
	["passwordReset", { name: "<b>Kim</b>", link, validHours: 1 }],
	["passwordChanged", { name: "<b>Kim</b>", email: "kim@example.kr", link }],
	["idLookup", { name: "<b>Kim</b>", email: "kim@example.kr", link }],
] as const;

describe.each(LOCALES)("mail templates in %s", (locale) => {
	test.each(cases)("%s", async (template, vars) => {
		const mail = await renderMail(template, vars as never, locale);
		expect(mail.subject.trim()).not.toBe("");
		expect(mail.subject).not.toMatch(/^mail\./);
		// a missing key would show up as the key itself
		expect(mail.text).not.toMatch(/mail\.[a-zA-Z]+\./);
		expect(mail.html).not.toMatch(/mail\.[a-zA-Z]+\./);
		// text: the link alone on its own line, unescaped
		expect(mail.text.split("\n")).toContain(link);
		// html: the link as an href, &-escaped
		expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
		// the name is interpolated: verbatim in text, escaped in HTML
		expect(mail.text).toContain("<b>Kim</b>");
		expect(mail.html).toContain("&lt;b&gt;Kim&lt;/b&gt;");
		expect(mail.html).not.toContain("<b>");
		expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${{ kr: "ko", en: "en", vn: "vi" }[locale]}"`));
	});
});

test("each language gets its own words", async () => {
	const vars = { name: "Kim", link, validHours: 24 };
	const subjects = await Promise.all(LOCALES.map(async (l) => (await renderMail("verification", vars, l)).subject));
	expect(new Set(subjects).size).toBe(3);
	expect(subjects[0]).toMatch(/[가-힣]/);
});

test("the link validity reaches the text", async () => {
	const mail = await renderMail("passwordReset", { name: "Kim", link, validHours: 3 }, "en");
	expect(mail.text).toContain("3 hours");
});

test("a link that is not absolute http(s) is refused", async () => {
	await expect(
		renderMail("verification", { name: "Kim", link: "javascript:alert(1)", validHours: 24 }, "kr"),
	).rejects.toThrow(/http/);
	await expect(renderMail("verification", { name: "Kim", link: "/sign/verify", validHours: 24 }, "kr")).rejects.toThrow(
		/absolute/,
	);
});

describe("the quote mailed to a third party", () => {
	const share = "https://barunforwarding.kr/quote/share/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE";
	const vars = {
		sender: "<b>Kim</b>",
		company: "데모무역 주식회사",
		number: "Q2611-0001",
		route: "부산 (KRPUS) → 하이퐁 (VNHPH)",
		total: "₩1,234,000",
		link: share,
		linkExpires: "2026. 12. 7.",
	};
	test.each([
		["kr", "안녕하세요.", "데모무역 주식회사의 <b>Kim</b>님이"],
		["en", "Hello,", "<b>Kim</b> of 데모무역 주식회사 has sent you"],
		["vn", "Xin chào,", "<b>Kim</b> (데모무역 주식회사) đã gửi"],
	] as const)(
		"%s: a neutral greeting, who sent it from which company, the share link",
		async (locale, greeting, intro) => {
			const mail = await renderMail("quotePdf", vars, locale);
			expect(mail.text.split("\n")[0]).toBe(greeting);
			expect(mail.text).toContain(intro);
			expect(mail.text).toContain("2026. 12. 7.");
			expect(mail.text.split("\n")).toContain(share);
			expect(mail.text).not.toContain("/mypage/");
			expect(mail.html).toContain("&lt;b&gt;Kim&lt;/b&gt;");
			expect(mail.text).not.toMatch(/mail\.[a-zA-Z]+\./);
		},
	);

	test("without a company on record it still says who sent it", async () => {
		const mail = await renderMail("quotePdf", { ...vars, company: null }, "en");
		expect(mail.text).toContain("<b>Kim</b> has sent you Barun Forwarding quotation Q2611-0001.");
	});
});
