import { expect, test } from "vitest";
import { addError, fieldErrorMap, newErrorMap } from "./error-map.ts";

test("a key named like an Object member is an empty slot, not the member", () => {
	const map = newErrorMap<string>();
	for (const key of ["__proto__", "constructor", "toString"]) addError(map, key, "x");
	expect(JSON.stringify(map)).toBe('{"__proto__":["x"],"constructor":["x"],"toString":["x"]}');
});

test("a refused form's field errors: messages under the first path segment, the form's own under ''", () => {
	const map = fieldErrorMap([
		{ path: ["at", 0], message: "shipments.errors.moment" },
		{ path: ["at"], message: "shipments.errors.actualInFuture" },
		{ path: [], message: "shipments.errors.form" },
		{ path: ["constructor"], message: "k" },
	]);
	expect(Object.getPrototypeOf(map)).toBeNull();
	expect({ ...map }).toEqual({
		at: ["shipments.errors.moment", "shipments.errors.actualInFuture"],
		"": ["shipments.errors.form"],
		constructor: ["k"],
	});
});
