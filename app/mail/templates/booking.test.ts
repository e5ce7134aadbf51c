// The booking mails in every language and for every event: no missing key, the reason shown only when
// there is one, and user input (a company's name, a reason) escaped in HTML.
import { describe, expect, test } from "vitest";
import { LOCALES } from "#app/i18n/locales.ts";
import { renderMail } from "../render.server.ts";
import { BOOKING_EVENTS } from "./booking.ts";

const link = "https://barunforwarding.kr/mypage/estimate/abc";

describe.each(LOCALES)("booking mails in %s", (locale) => {
	test.each(BOOKING_EVENTS)("%s, to the customer and to staff", async (event) => {
		const reason = event === "refused" ? "<No space>" : "";
		const customer = await renderMail(
			"bookingCustomer",
			{ name: "Kim", number: "B2611-0001", event, total: "₩1,000", reason, link },
			locale,
		);
		const staff = await renderMail(
			"bookingStaff",
			{
				name: "Lee",
				number: "B2611-0001",
				event,
				company: "<ACME>",
				route: "Busan → Hai Phong",
				total: "₩1,000",
				reason,
				link,
			},
			locale,
		);
		for (const mail of [customer, staff]) {
			expect(mail.subject).toContain("B2611-0001");
			expect(`${mail.subject}\n${mail.text}`).not.toMatch(/mail\.[a-zA-Z]+\./);
			expect(mail.text.split("\n")).toContain(link);
			expect(mail.text.includes("<No space>")).toBe(event === "refused");
			expect(mail.html).not.toContain("<No space>");
		}
		expect(staff.html).not.toContain("<ACME>");
		expect(staff.text).toContain("Busan → Hai Phong");
	});
});
