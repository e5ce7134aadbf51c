import { expect, test } from "vitest";
import { preferGzip } from "./compression-options.ts";

test.each([
	["gzip, deflate, br", "gzip, deflate"],
	["br", ""],
	["br;q=1.0, gzip;q=0.8", "gzip;q=0.8"],
	["gzip, br, zstd", "gzip, zstd"],
	["gzip", "gzip"],
])("Accept-Encoding %j is answered as %j", (accepted, seen) => {
	const req = { headers: { "accept-encoding": accepted } as Record<string, string | undefined> };
	let called = false;
	preferGzip(req, null, () => {
		called = true;
	});
	expect([req.headers["accept-encoding"], called]).toEqual([seen, true]);
});
