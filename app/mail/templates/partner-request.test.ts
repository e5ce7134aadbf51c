// The clearance-request and insurance-request mails in every language: no missing key, the link on its
// own line, a neutral greeting for a company address, and the customer's product name escaped in HTML.
import { describe, expect, test } from "vitest";
import { LOCALES } from "#app/i18n/locales.ts";
import { renderMail } from "../render.server.ts";

const link = "https://barunforwarding.kr/partner/customs/abc";

describe.each(LOCALES)("partner request mails in %s", (locale) => {
	test.each(["export", "import"] as const)("clearance (%s)", async (kind) => {
		for (const name of ["Kim", ""]) {
			const mail = await renderMail(
				"clearanceRequest",
				{ name, number: "B2611-0001", kind, mode: "fcl", route: "Busan → Hai Phong", link },
				locale,
			);
			expect(mail.subject).toContain("B2611-0001");
			expect(`${mail.subject}\n${mail.text}`).not.toMatch(/mail\.[a-zA-Z]+\./);
			expect(mail.text.split("\n")).toContain(link);
			expect(mail.text).toContain("Busan → Hai Phong");
			expect(mail.text.includes("Kim")).toBe(name === "Kim");
		}
	});

	test("insurance", async () => {
		const mail = await renderMail(
			"insuranceRequest",
			{ name: "Lee", number: "B2611-0002", mode: "air", route: "ICN → SGN", product: "<Batteries>", link },
			locale,
		);
		expect(mail.subject).toContain("B2611-0002");
		expect(`${mail.subject}\n${mail.text}`).not.toMatch(/mail\.[a-zA-Z]+\./);
		expect(mail.text).toContain("<Batteries>");
		expect(mail.html).not.toContain("<Batteries>");
		expect(mail.text.split("\n")).toContain(link);
	});
});
