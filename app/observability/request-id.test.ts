import { describe, expect, test } from "vitest";
import { newRequestId, requestIdFor } from "./request-id.ts";

describe("request id", () => {
	test("a new id is 16 hex characters and does not repeat", () => {
		const ids = new Set(Array.from({ length: 1000 }, newRequestId));
		expect(ids.size).toBe(1000);
		for (const id of ids) expect(id).toMatch(/^[0-9a-f]{16}$/);
	});

	test.each([
		// [fly-request-id header, running on Fly, Fly's id kept]
		["01JD5Z8W0QH6J3K9V2R7T4M8XC-nrt", true, true],
		["01JD5Z8W0QH6J3K9V2R7T4M8XC-nrt", false, false], // off Fly anyone can send the header
		[undefined, true, false],
		["", true, false],
		["short", true, false],
		["evil\nline injected into the log", true, false],
		['"quoted"; drop', true, false],
		["x".repeat(65), true, false],
	])("fly-request-id %j on Fly=%s: kept=%s", (header, onFly, kept) => {
		const id = requestIdFor(header, onFly);
		if (kept) expect(id).toBe(header);
		else expect(id).toMatch(/^[0-9a-f]{16}$/);
	});
});
