import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { QuoteValiditySchema } from "./settings-form.ts";

const parse = (sea: string, air: string) => {
	const form = new FormData();
	form.set("sea", sea);
	form.set("air", air);
	return parseWithZod(form, { schema: QuoteValiditySchema });
};

describe("the quote validity form: whole days 1..90 for sea and air", () => {
	test.each([
		["14", "7", { sea: 14, air: 7 }],
		["1", "90", { sea: 1, air: 90 }],
		[" 30 ", "10", { sea: 30, air: 10 }],
	])("sea %j, air %j is accepted", (sea, air, expected) => {
		const s = parse(sea, air);
		expect(s.status).toBe("success");
		expect(s.status === "success" && s.value).toEqual(expected);
	});

	test.each([
		["0", "7", "sea"],
		["91", "7", "sea"],
		["14", "7.5", "air"],
		["14", "-1", "air"],
		["", "7", "sea"],
		["fourteen", "7", "sea"],
		["14", "", "air"],
	])("sea %j, air %j is refused on %s with the translated message key", (sea, air, field) => {
		const s = parse(sea, air);
		expect(s.status).toBe("error");
		expect(s.reply().error?.[field]).toEqual(["desk.settings.errors.days"]);
	});
});
