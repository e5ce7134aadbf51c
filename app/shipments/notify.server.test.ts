// The slip rule of the customer's mail: a slip is told once the schedule was confirmed (the customer
// was shown its ETA), against the ETA of the save before, by a day or more; a draft's ETA and an
// earlier ETA are not.
import { describe, expect, test } from "vitest";
import { customerShipmentPath, slipToMail } from "./notify.server.ts";

describe("slipToMail", () => {
	test.each([
		["no schedule before: the first save", null, "2026-12-10", 0],
		["a draft's ETA was never told", { eta: "2026-12-10", confirmed: false }, "2026-12-15", 0],
		["confirmed, same ETA", { eta: "2026-12-10", confirmed: true }, "2026-12-10", 0],
		["confirmed, one day later: a slip", { eta: "2026-12-10", confirmed: true }, "2026-12-11", 1],
		["confirmed, five days later", { eta: "2026-12-10", confirmed: true }, "2026-12-15", 5],
		["across a month end", { eta: "2026-12-30", confirmed: true }, "2027-01-02", 3],
		["earlier is good news, no delay mail", { eta: "2026-12-10", confirmed: true }, "2026-12-08", 0],
	] as const)("%s -> %i", (_, previous, eta, days) => {
		expect(slipToMail(previous, { eta })).toBe(days);
	});
});

test("the mails link to the customer's shipment page", () => {
	expect(customerShipmentPath("abc")).toBe("/mypage/shipment/abc");
});
