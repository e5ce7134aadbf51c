import { describe, expect, test } from "vitest";
import { IntegrationError } from "../core/errors.ts";
import { centsOf, usdRateOf } from "./parse.ts";
import { stepOf } from "../unipass/steps.ts";
import { seoulTime } from "../unipass/parse.ts";

describe("Korea Eximbank figures", () => {
	test.each([
		["1,385.67", 138_567],
		["1,390", 139_000],
		["1,390.5", 139_050],
		["", null],
		["abc", null],
		["1.234.5", null],
	])("%s -> %s cents", (text, cents) => expect(centsOf(text)).toBe(cents));

	test("a refusal names the bank's result code", () => {
		expect(() => usdRateOf([{ result: 4 }])).toThrow(new IntegrationError("invalid", "daily request limit used up"));
		expect(() => usdRateOf({})).toThrow(IntegrationError);
	});
});

describe("UNI-PASS step names", () => {
	test.each([
		["입항보고 수리", "arrival_report"],
		["하선신고 수리", "unloading"],
		["반입신고", "warehouse_in"],
		["수입신고", "declared"],
		["수입(사용소비) 결재통보", "inspection"],
		["수입신고수리", "accepted"],
		["반출신고", "released"],
		["보세운송 신고", "other"],
	])("%s is %s", (label, step) => expect(stepOf(label)).toBe(step));

	test("times are Seoul's", () => {
		expect(seoulTime("20261127153000")?.toISOString()).toBe("2026-11-27T06:30:00.000Z");
		expect(seoulTime("2026112715")).toBeNull();
	});
});
