import { describe, expect, test } from "vitest";
import { Refusal, isRefusal, refuse } from "./refusal.ts";
import { refusalStatus } from "./replies.server.ts";

describe("one way to refuse", () => {
	test("refuse throws a Refusal carrying what was refused, a code or an object", () => {
		expect(() => refuse("settled")).toThrow(Refusal);
		try {
			refuse({ ok: false, reason: "invalid", errors: { at: ["x"] } });
		} catch (error) {
			expect(isRefusal(error)).toBe(true);
			expect((error as Refusal).refused).toEqual({ ok: false, reason: "invalid", errors: { at: ["x"] } });
		}
	});

	test("any other error is no refusal (it stays a 500, not a form's answer)", () => {
		expect(isRefusal(new Error("x"))).toBe(false);
		expect(isRefusal("settled")).toBe(false);
	});

	test.each([
		["badRequest", 400],
		["forbidden", 403],
		["notFound", 404],
		["conflict", 409],
		["tooMany", 429],
	] as const)("a %s refusal answers %i", (kind, status) => {
		expect(refusalStatus(kind)).toBe(status);
	});
});
