// The shipment mails in every language and for every event: no missing key, the link alone on its
// line, the slip's old and new ETA in the slip mail only, and empty facts left out.
import { describe, expect, test } from "vitest";
import { LOCALES } from "#app/i18n/locales.ts";
import { renderMail } from "../render.server.ts";
import { SHIPMENT_EVENTS, type ShipmentCustomerVars } from "./shipment.ts";

const link = "https://barunforwarding.kr/mypage/shipment/abc";

const vars = (
	event: ShipmentCustomerVars["event"],
	over: Partial<ShipmentCustomerVars> = {},
): ShipmentCustomerVars => ({
	name: "Kim",
	number: "B2611-0001",
	event,
	route: "Busan → Hai Phong",
	transport: "HMM · HMM BLESSING 0123S",
	etd: "2026-12-01",
	eta: "2026-12-09",
	previousEta: event === "etaSlipped" ? "2026-12-06" : "",
	days: event === "etaSlipped" ? 3 : 0,
	date: event === "departed" || event === "arrived" ? "2026-12-01 10:00" : "",
	place: "<Pier 3>",
	link,
	...over,
});

describe.each(LOCALES)("shipment mails in %s", (locale) => {
	test.each(SHIPMENT_EVENTS)("%s", async (event) => {
		const mail = await renderMail("shipmentCustomer", vars(event), locale);
		expect(mail.subject).toContain("B2611-0001");
		expect(`${mail.subject}\n${mail.text}`).not.toMatch(/mail\.[a-zA-Z]+\./);
		expect(mail.text.split("\n")).toContain(link);
		expect(mail.text).toContain("Busan → Hai Phong");
		expect(mail.text.includes("2026-12-06")).toBe(event === "etaSlipped");
		expect(mail.html).not.toContain("<Pier 3>");
	});
});

test("the English slip mail names the days, the new and the old ETA; no transport or place line when unknown", async () => {
	const mail = await renderMail("shipmentCustomer", vars("etaSlipped", { transport: "", place: "" }), "en");
	expect(mail.subject).toBe("[Shipment B2611-0001] The arrival is delayed");
	expect(mail.text).toContain("delayed by 3 days");
	expect(mail.text).toContain("New arrival (ETA): 2026-12-09 (before: 2026-12-06)");
	expect(mail.text).not.toContain("Carrier:");
	expect(mail.text).not.toContain("Place:");
	const one = await renderMail("shipmentCustomer", vars("etaSlipped", { days: 1 }), "en");
	expect(one.text).toContain("delayed by 1 day.");
});
