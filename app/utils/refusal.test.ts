import { describe, expect, test } from "vitest";
import { Refusal, isRefusal, refuse, refusedOr, refusedOrAsync } from "./refusal.ts";
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

	test("refusedOr answers a refusal as a value and a result as a value", () => {
		expect(refusedOr<number, "gone">(() => refuse("gone"))).toEqual({ ok: false, refused: "gone" });
		expect(refusedOr<number, "gone">(() => 7)).toEqual({ ok: true, value: 7 });
	});

	test("any other error is no refusal: it propagates (a 500, not a form's answer)", () => {
		expect(() => refusedOr(() => JSON.parse("{"))).toThrow(SyntaxError);
		expect(isRefusal(new Error("x"))).toBe(false);
	});

	test("refusedOrAsync does the same for an async write", async () => {
		await expect(
			refusedOrAsync<number, "tooMany">(async () => {
				await Promise.resolve();
				return refuse("tooMany");
			}),
		).resolves.toEqual({ ok: false, refused: "tooMany" });
		await expect(refusedOrAsync<number, "x">(async () => 1)).resolves.toEqual({ ok: true, value: 1 });
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
