// The error replies: each throws or returns data() with its status and the reason the error view
// words; reasonOf reads only our own reasons back.
import { describe, expect, test } from "vitest";
import { ERROR_REASONS, badRequest, forbidden, notFound, reasonOf, rejected } from "./replies.server.ts";

describe("error replies", () => {
	test.each([
		["notFound", notFound, 404],
		["forbidden", forbidden, 403],
		["badRequest", badRequest, 400],
	] as const)("%s: status %i with its reason", (reason, reply, status) => {
		const answer = reply();
		expect(answer.data).toEqual({ reason });
		expect(answer.init?.status).toBe(status);
		expect(new Headers(answer.init?.headers).has("Set-Cookie")).toBe(false);
	});

	test("headers go along (a cookie cleared with the refusal)", () => {
		const answer = notFound({ "Set-Cookie": "x=; Max-Age=0" });
		expect(new Headers(answer.init?.headers).get("Set-Cookie")).toBe("x=; Max-Age=0");
	});

	test("every reason is one of the error view's", () => {
		expect([...ERROR_REASONS].sort()).toEqual(["badRequest", "conflict", "forbidden", "notFound", "tooMany"]);
	});
});

describe("rejected", () => {
	test("the form's payload with 400 by default", () => {
		const answer = rejected({ result: { status: "error" } });
		expect([answer.data, answer.init?.status]).toEqual([{ result: { status: "error" } }, 400]);
	});

	test.each([400, 409, 429] as const)("with %i when told", (status) => {
		expect(rejected({ refused: true }, status).init?.status).toBe(status);
	});
});

describe("reasonOf", () => {
	test.each([
		[{ reason: "notFound" }, "notFound"],
		[{ reason: "forbidden" }, "forbidden"],
		[{ reason: "tooMany" }, "tooMany"],
		[{ reason: "not_found" }, null],
		[{ reason: 404 }, null],
		[{}, null],
		[null, null],
		[undefined, null],
		["notFound", null],
	])("%j -> %j", (body, reason) => {
		expect(reasonOf(body)).toBe(reason);
	});

	test("reads the body of each reply", () => {
		expect([notFound(), forbidden(), badRequest()].map((r) => reasonOf(r.data))).toEqual([
			"notFound",
			"forbidden",
			"badRequest",
		]);
	});
});
