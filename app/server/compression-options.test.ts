import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { randomBytes } from "node:crypto";
import os from "node:os";
import { Worker } from "node:worker_threads";
import { COMPRESSION_OPTIONS, acceptsGzip, gzipOffThreadByDefault, gzipOnThread, gzipWholeBodies, preferGzip, reusedGzip } from "./compression-options.ts";

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

describe("reusedGzip: one zlib context, reset for each body", () => {
	const page = Buffer.from(`<!DOCTYPE html><html lang="ko"><body>${"<tr><td>B2611-0005</td><td>부산 → 하이퐁</td><td>1,003,682원</td></tr>".repeat(300)}</body></html>`);
	const bodies: [string, Buffer][] = [
		["a 24 KB page", page],
		["one byte", Buffer.from("x")],
		["an empty body", Buffer.alloc(0)],
		["100 KB that does not compress", randomBytes(100 * 1024)],
		// larger than the context's output space: compressed the old way, same bytes
		["600 KB of page", Buffer.concat(Array.from({ length: 25 }, () => page))],
	];

	test.each(bodies)("%s: the same bytes as zlib.gzipSync, and they unzip to the body", (_name, body) => {
		const gzip = reusedGzip(COMPRESSION_OPTIONS.level);
		const compressed = gzip(body);
		expect(compressed.equals(zlib.gzipSync(body, { level: COMPRESSION_OPTIONS.level }))).toBe(true);
		expect(zlib.gunzipSync(compressed).equals(body)).toBe(true);
	});

	test("body after body through one context: each is a whole gzip stream of its own", () => {
		const gzip = reusedGzip(COMPRESSION_OPTIONS.level);
		for (let round = 0; round < 3; round++)
			for (const [, body] of bodies) expect(gzip(body).equals(zlib.gzipSync(body, { level: COMPRESSION_OPTIONS.level }))).toBe(true);
	});

	test("a result is not overwritten by the next body (each is its own copy)", () => {
		const gzip = reusedGzip(COMPRESSION_OPTIONS.level);
		const first = gzip(page);
		const kept = Buffer.from(first);
		gzip(randomBytes(50 * 1024));
		expect(first.equals(kept)).toBe(true);
	});

	test("on this Node the context really is reused: gzipSync is called only for the body too large for it", () => {
		const gzip = reusedGzip(COMPRESSION_OPTIONS.level);
		const spy = vi.spyOn(zlib, "gzipSync");
		try {
			for (const [, body] of bodies) gzip(body);
			expect(spy).toHaveBeenCalledTimes(1);
			expect((spy.mock.calls[0]?.[0] as Buffer).byteLength).toBe(25 * page.byteLength);
		} finally {
			spy.mockRestore();
		}
	});

	test.each([1, 4, 9])("level %i gives zlib's bytes for that level", (level) => {
		expect(reusedGzip(level)(page).equals(zlib.gzipSync(page, { level }))).toBe(true);
	});
});

describe("acceptsGzip", () => {
	test.each([
		["gzip, deflate", true],
		["deflate", false],
		["gzip;q=0", false],
		["gzip;q=0.5", true],
		["GZIP", true],
		["x-gzip", true],
		["*", true],
		["*;q=0", false],
		["*, gzip;q=0", false],
		["identity", false],
		["", false],
		[undefined, false],
	])("%j → %s", (header, expected) => {
		expect(acceptsGzip(header)).toBe(expected);
	});
});

describe.each([
	["in place", false],
	["on the worker thread", true],
])("gzipWholeBodies %s, after the compression middleware", (_how, offThread) => {
	// 20 KB: over the size from which a page goes to the thread; the short one (~3 KB) stays in place
	const page = `<!DOCTYPE html><html><body>${"<p>견적 목록 Quote list</p>".repeat(600)}</body></html>`;
	const shortPage = `<!DOCTYPE html><html><body>${"<p>견적 목록 Quote list</p>".repeat(100)}</body></html>`;
	let server: Server;
	let base = "";
	beforeAll(async () => {
		const app = express();
		app.use(preferGzip, compression(COMPRESSION_OPTIONS));
		app.use(gzipWholeBodies({ offThread }));
		app.get("/whole", (_req, res) => {
			res.setHeader("Content-Type", "text/html; charset=utf-8");
			res.setHeader("Vary", "Cookie");
			res.end(Buffer.from(page));
		});
		app.get("/short", (_req, res) => {
			res.setHeader("Content-Type", "text/html; charset=utf-8");
			res.end(shortPage);
		});
		app.get("/streamed", (_req, res) => {
			res.setHeader("Content-Type", "text/html; charset=utf-8");
			res.write(page.slice(0, 1000));
			res.end(page.slice(1000));
		});
		app.get("/small", (_req, res) => {
			res.setHeader("Content-Type", "text/html; charset=utf-8");
			res.end("<p>hi</p>");
		});
		app.get("/no-transform", (_req, res) => {
			res.setHeader("Content-Type", "text/html; charset=utf-8");
			res.setHeader("Cache-Control", "no-transform");
			res.end(page);
		});
		app.get("/binary", (_req, res) => {
			res.setHeader("Content-Type", "application/pdf");
			res.end(Buffer.alloc(4096, 1));
		});
		server = await new Promise<Server>((resolve) => {
			const s = app.listen(0, "127.0.0.1", () => resolve(s));
		});
		base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	});
	afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

	/** The raw answer: status, headers and the body as sent (decoded here, not by fetch). */
	const get = (path: string, acceptEncoding?: string) =>
		new Promise<{ headers: Record<string, string | string[] | undefined>; raw: Buffer }>((resolve, reject) => {
			http
				.get(`${base}${path}`, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }, (res) => {
					const chunks: Buffer[] = [];
					res.on("data", (c: Buffer) => chunks.push(c));
					res.on("end", () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
				})
				.on("error", reject);
		});

	test("a whole page is gzipped in one piece at the configured level, with its length and Vary", async () => {
		const { headers, raw } = await get("/whole", "gzip, deflate, br");
		expect(headers["content-encoding"]).toBe("gzip");
		expect(Number(headers["content-length"])).toBe(raw.byteLength);
		expect(headers.vary).toBe("Cookie, Accept-Encoding");
		expect(zlib.gunzipSync(raw).toString()).toBe(page);
		expect(raw.equals(zlib.gzipSync(Buffer.from(page), { level: COMPRESSION_OPTIONS.level }))).toBe(true);
	});

	test("a short page is gzipped too, with its length", async () => {
		const { headers, raw } = await get("/short", "gzip");
		expect(headers["content-encoding"]).toBe("gzip");
		expect(Number(headers["content-length"])).toBe(raw.byteLength);
		expect(zlib.gunzipSync(raw).toString()).toBe(shortPage);
	});

	test(`a page of 8 KB or more ${offThread ? "goes" : "never goes"} to the worker thread, a shorter one never`, async () => {
		const posted = vi.spyOn(Worker.prototype, "postMessage");
		try {
			await get("/whole", "gzip");
			await get("/short", "gzip");
			expect(posted).toHaveBeenCalledTimes(offThread ? 1 : 0);
		} finally {
			posted.mockRestore();
		}
	});

	test("forty pages asked at once each get their own body", async () => {
		const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => get(i % 2 ? "/whole" : "/short", "gzip")));
		answers.forEach(({ raw }, i) => expect(zlib.gunzipSync(raw).toString()).toBe(i % 2 ? page : shortPage));
	});

	test("a streamed answer is left to the compression middleware, and still arrives gzipped and whole", async () => {
		const { headers, raw } = await get("/streamed", "gzip");
		expect(headers["content-encoding"]).toBe("gzip");
		expect(headers["content-length"]).toBeUndefined();
		expect(zlib.gunzipSync(raw).toString()).toBe(page);
	});

	test.each<[string, string | undefined, string]>([
		["/whole", "identity", "a client that does not take gzip"],
		["/whole", undefined, "a client that names no encoding"],
		["/small", "gzip", "a body under 1 KiB"],
		["/no-transform", "gzip", "Cache-Control: no-transform"],
		["/binary", "gzip", "a type that does not compress"],
	])("%s is sent as it is for %s (%s)", async (path, acceptEncoding) => {
		const { headers, raw } = await get(path, acceptEncoding);
		expect(headers["content-encoding"]).toBeUndefined();
		expect(raw.byteLength).toBe(path === "/small" ? 9 : path === "/binary" ? 4096 : Buffer.byteLength(page));
	});
});

describe("gzipOnThread: bodies compressed on a worker thread", () => {
	const page = Buffer.from(`<!DOCTYPE html><html lang="ko"><body>${"<tr><td>B2611-0005</td><td>부산 → 하이퐁</td><td>1,003,682원</td></tr>".repeat(300)}</body></html>`);
	const level = COMPRESSION_OPTIONS.level;

	test("the same bytes as zlib.gzipSync, for bodies in flight together, each to its own caller", async () => {
		const gzip = gzipOnThread(level);
		const bodies = [page, Buffer.from("x"), Buffer.alloc(0), randomBytes(100 * 1024), Buffer.concat(Array.from({ length: 25 }, () => page))];
		const results = await Promise.all([...bodies, ...bodies].map((body) => gzip(body)));
		results.forEach((compressed, i) => expect(compressed.equals(zlib.gzipSync(bodies[i % bodies.length]!, { level }))).toBe(true));
	});

	test("a body that is a view into a larger buffer sends only its own bytes, and is left as it was", async () => {
		const backing = Buffer.concat([Buffer.from("before-"), page, Buffer.from("-after")]);
		const view = backing.subarray(7, 7 + page.byteLength);
		const compressed = await gzipOnThread(level)(view);
		expect(zlib.gunzipSync(compressed).equals(page)).toBe(true);
		expect(view.equals(page)).toBe(true);
	});

	test("a worker that cannot start: every body is compressed here instead, none is lost", async () => {
		const gzip = gzipOnThread(level, new URL("./no-such-gzip-worker.ts", import.meta.url));
		const [first, second] = await Promise.all([gzip(page), gzip(Buffer.from("second body"))]);
		expect(first.equals(zlib.gzipSync(page, { level }))).toBe(true);
		expect(zlib.gunzipSync(second).toString()).toBe("second body");
		expect((await gzip(page)).equals(first)).toBe(true);
	});

	test("a worker that exits with bodies in flight: they are compressed here, and so is every body after", async () => {
		const exits = new URL(`data:text/javascript,${encodeURIComponent('import { parentPort } from "node:worker_threads"; parentPort.on("message", () => process.exit(1));')}`);
		const gzip = gzipOnThread(level, exits);
		const held = await Promise.all([gzip(page), gzip(Buffer.from("held"))]);
		expect(held[0]!.equals(zlib.gzipSync(page, { level }))).toBe(true);
		expect(zlib.gunzipSync(held[1]!).toString()).toBe("held");
		expect(zlib.gunzipSync(await gzip(Buffer.from("after"))).toString()).toBe("after");
	});

	test("pages go to the thread only on a machine with a core to spare, and never with GZIP_THREAD=off", () => {
		const spare = os.availableParallelism() > 1;
		expect(gzipOffThreadByDefault({})).toBe(spare);
		expect(gzipOffThreadByDefault({ GZIP_THREAD: "off" })).toBe(false);
		const one = vi.spyOn(os, "availableParallelism").mockReturnValue(1);
		try {
			expect(gzipOffThreadByDefault({})).toBe(false);
		} finally {
			one.mockRestore();
		}
	});
});
