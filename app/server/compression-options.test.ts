import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { COMPRESSION_OPTIONS, preferGzip } from "./compression-options.ts";

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

describe("pages through the compression middleware with COMPRESSION_OPTIONS", () => {
	const page = `<!DOCTYPE html><html><body>${"<p>견적 목록 Quote list</p>".repeat(600)}</body></html>`;
	const shortPage = `<!DOCTYPE html><html><body>${"<p>견적 목록 Quote list</p>".repeat(100)}</body></html>`;
	let server: Server;
	let base = "";
	beforeAll(async () => {
		const app = express();
		app.use(preferGzip, compression(COMPRESSION_OPTIONS));
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
				.get(
					`${base}${path}`,
					{ headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } },
					(res) => {
						const chunks: Buffer[] = [];
						res.on("data", (c: Buffer) => chunks.push(c));
						res.on("end", () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
					},
				)
				.on("error", reject);
		});

	test("a page sent whole is gzipped at the configured level, with Vary", async () => {
		const { headers, raw } = await get("/whole", "gzip, deflate, br");
		expect(headers["content-encoding"]).toBe("gzip");
		expect(headers.vary).toBe("Cookie, Accept-Encoding");
		expect(zlib.gunzipSync(raw).toString()).toBe(page);
		// level 4: the same size as zlib's own level 4 give or take the stream's framing, well under level 1's
		expect(
			Math.abs(raw.byteLength - zlib.gzipSync(Buffer.from(page), { level: COMPRESSION_OPTIONS.level }).byteLength),
		).toBeLessThan(32);
	});

	test("a short page is gzipped too", async () => {
		const { headers, raw } = await get("/short", "gzip");
		expect(headers["content-encoding"]).toBe("gzip");
		expect(zlib.gunzipSync(raw).toString()).toBe(shortPage);
	});

	test("forty pages asked at once each get their own body", async () => {
		const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => get(i % 2 ? "/whole" : "/short", "gzip")));
		answers.forEach(({ raw }, i) => expect(zlib.gunzipSync(raw).toString()).toBe(i % 2 ? page : shortPage));
	});

	test("a streamed answer arrives gzipped and whole", async () => {
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
