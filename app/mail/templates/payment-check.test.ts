// The payment-check request mail in every language: no missing key, the desk link, whether a slip came,
// and the company's name (user input) escaped in HTML.
import { describe, expect, test } from "vitest";
import { LOCALES } from "#app/i18n/locales.ts";
import { renderMail } from "../render.server.ts";

const link = "https://barunforwarding.kr/admin/payments/abc";

describe.each(LOCALES)("payment-check mail in %s", (locale) => {
	test.each([true, false])("slip %s", async (slip) => {
		const mail = await renderMail(
			"paymentCheck",
			{
				name: "Lee",
				number: "B2611-0001",
				company: "<ACME>",
				route: "Busan → Hai Phong",
				total: "₩1,026,122",
				slip,
				link,
			},
			locale,
		);
		expect(mail.subject).toContain("B2611-0001");
		expect(`${mail.subject}\n${mail.text}`).not.toMatch(/mail\.[a-zA-Z]+\./);
		expect(mail.text.split("\n")).toContain(link);
		expect(mail.text).toContain("₩1,026,122");
		expect(mail.html).not.toContain("<ACME>");
		const other = await renderMail(
			"paymentCheck",
			{ name: "Lee", number: "B2611-0001", company: "A", route: "R", total: "T", slip: !slip, link },
			locale,
		);
		expect(mail.text).not.toBe(other.text);
	});
});
