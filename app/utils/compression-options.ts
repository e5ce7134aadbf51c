// The response compression settings of server.js (and of the yardstick server in bench/, which must
// compress the same way for the comparison to measure the apps). Loaded by Node directly: relative
// imports only, and the Dockerfile copies this file.
//
// Brotli's default window is 4 MiB (lgwin 22), allocated for every compressed response: with the
// `compression` middleware's brotli at quality 4 that halved the pages a second a server answers
// (measured on `/`: 175 req/s with brotli's defaults, 385 with gzip, 340 with a 256 KiB window). Our
// pages are far smaller than 256 KiB, so the smaller window costs no ratio (`/` 4.7 KB either way).
import os from "node:os";
import { Worker } from "node:worker_threads";
import zlib from "node:zlib";
import type { GzipReply, GzipRequest } from "./gzip-worker.ts";

/**
 * Answers in gzip even when the browser also takes brotli: per response, brotli (quality 4, 256 KiB
 * window) cost more CPU than gzip for a few hundred bytes less on a 15-50 KB page (measured on `/`:
 * 340 req/s with brotli, 385 with gzip; on the quote list brotli was 8% of the server's CPU). Pages are
 * made per request, so the CPU is paid every time; the hashed assets are cached for a year anyway.
 */
export function preferGzip(req: { headers: Record<string, string | string[] | undefined> }, _res: unknown, next: () => void): void {
	const accepted = req.headers["accept-encoding"];
	if (typeof accepted === "string" && accepted.includes("br")) req.headers["accept-encoding"] = accepted.replace(/\bbr\b(;q=[\d.]+)?\s*,?\s*/g, "").replace(/,\s*$/, "");
	next();
}

/**
 * gzip level 4 rather than zlib's default 6: on the quote list's 24 KB page, level 4 took 55% of
 * level 6's time for 161 bytes more (5,725 against 5,564; measured with zlib.gzipSync, 2,000 runs).
 * Pages are compressed per request; a few hundred bytes are a few milliseconds on a slow line.
 */
export const COMPRESSION_OPTIONS = {
	level: 4,
	brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
};

/** Whether an Accept-Encoding header takes gzip: named with a q above 0, or `*` above 0 and gzip not refused. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
	const text = Array.isArray(header) ? header.join(",") : header;
	if (!text) return false;
	let star: boolean | undefined;
	for (const part of text.split(",")) {
		const [coding = "", ...params] = part.trim().toLowerCase().split(";");
		const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
		const taken = q === undefined || Number(q) > 0;
		if (coding.trim() === "gzip" || coding.trim() === "x-gzip") return taken;
		if (coding.trim() === "*") star = taken;
	}
	return star === true;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|x-javascript)|image\/svg\+xml)/i;
const WHOLE_BODY_THRESHOLD = 1024;

type Res = {
	statusCode: number;
	headersSent: boolean;
	getHeader(name: string): number | string | string[] | undefined;
	setHeader(name: string, value: number | string | readonly string[]): unknown;
	write: (...args: never[]) => boolean;
	end: (...args: never[]) => unknown;
};

function worthGzip(res: Res, length: number): boolean {
	if (res.headersSent || length < WHOLE_BODY_THRESHOLD) return false;
	if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return false;
	if (String(res.getHeader("content-encoding") ?? "identity").toLowerCase() !== "identity") return false;
	if (/\bno-transform\b/i.test(String(res.getHeader("cache-control") ?? ""))) return false;
	return COMPRESSIBLE.test(String(res.getHeader("content-type") ?? ""));
}

function addVary(res: Res, field: string) {
	const current = res.getHeader("vary");
	const fields = (Array.isArray(current) ? current.join(",") : String(current ?? "")).split(",").map((f) => f.trim()).filter(Boolean);
	if (fields.includes("*") || fields.some((f) => f.toLowerCase() === field.toLowerCase())) return;
	res.setHeader("Vary", [...fields, field].join(", "));
}

/** What of Node's zlib objects reusedGzip needs: the native handle and where it reports the space left. */
type ZlibInternals = {
	_handle?: {
		reset(): void;
		writeSync(flush: number, input: Uint8Array, inOffset: number, inLength: number, output: Uint8Array, outOffset: number, outLength: number): void;
	} | null;
	_writeState?: Uint32Array;
};

const SCRATCH_BYTES = 512 * 1024;

/**
 * gzip for whole bodies with one zlib context per level, reset for each body, instead of
 * `zlib.gzipSync`'s new context per call. The output is the same bytes (the test compares them).
 *
 * Why: every gzipSync makes a zlib object with a 16 KB output buffer, and those were freed only by
 * V8's full mark-compact, never by the young-generation collections that free everything else a
 * request leaves. Under 20 connections they piled up (with the page's other buffers) until V8 ran a
 * mark-compact on "external memory pressure", about every 1.3 s, and each one made a turn of the
 * event loop up to twice as long: that was the signed-in pages' p99 (bench/README.md).
 * With one context per process nothing is left behind, and the context's 256 KB of state is not
 * allocated and zeroed for every page either.
 *
 * It uses the handle that Node's own `gzipSync` drives (`_handle.writeSync`, `_writeState`), which
 * is not public API: if the handle is missing or anything looks off, the body is compressed with
 * `zlib.gzipSync` as before, so a Node upgrade can only make it slower, never wrong.
 */
export function reusedGzip(level: number): (body: Uint8Array) => Buffer {
	let stream: zlib.Gzip | undefined;
	let scratch: Buffer | undefined;
	const fallback = (body: Uint8Array) => zlib.gzipSync(body, { level });
	return (body) => {
		// deflate's worst case grows a body by about 0.1% plus a few bytes; a larger page goes the old way
		if (body.byteLength + (body.byteLength >> 8) + 64 > SCRATCH_BYTES) return fallback(body);
		if (!stream || stream.destroyed) {
			stream = zlib.createGzip({ level });
			// a failed write destroys the stream; the next body gets a new one
			stream.on("error", () => {});
		}
		const { _handle: handle, _writeState: state } = stream as unknown as ZlibInternals;
		if (!handle || typeof handle.writeSync !== "function" || !(state instanceof Uint32Array)) return fallback(body);
		scratch ??= Buffer.allocUnsafe(SCRATCH_BYTES);
		handle.reset();
		handle.writeSync(zlib.constants.Z_FINISH, body, 0, body.byteLength, scratch, 0, scratch.byteLength);
		const [outLeft, inLeft] = state;
		// all input taken and room left over means deflate reached the end of the stream
		if (outLeft === undefined || outLeft === 0 || inLeft !== 0 || stream.destroyed) {
			stream = undefined;
			return fallback(body);
		}
		return Buffer.from(scratch.subarray(0, scratch.byteLength - outLeft));
	};
}

/**
 * gzip on a worker thread: `(body) => Promise<Buffer>`, the same bytes as reusedGzip gives here.
 *
 * Why (the signed-in pages' p99; bench/README.md "gzip beside the page"): a 28 KB page takes
 * ~250 µs of deflate, about a twelfth of a signed-in page's time on the one thread that renders every
 * page, so every page queued behind it waited that long too. Sent to a worker, the event loop spends
 * ~30 µs on it (the copy there and the reply) and renders the next page while the page is compressed
 * on another core. Only worth it with a core to spare: gzipWholeBodies compresses in place on a machine
 * with one (a Fly shared-cpu-1x), where a thread would only add the hand-over.
 *
 * One worker, started on the first body, reused for every body after (one zlib context there too); it
 * does not keep the process alive while nothing waits on it. If it fails or exits, the bodies it held
 * and every body after are compressed here: a page is never lost to the thread, only slower.
 */
export function gzipOnThread(level: number, workerUrl = new URL("./gzip-worker.ts", import.meta.url)): (body: Uint8Array) => Promise<Buffer> {
	const here = reusedGzip(level);
	const waiting = new Map<number, { body: Uint8Array; resolve: (compressed: Buffer) => void }>();
	let worker: Worker | undefined;
	let failed = false;
	let nextId = 0;

	const giveUp = () => {
		failed = true;
		worker = undefined;
		for (const { body, resolve } of waiting.values()) resolve(here(body));
		waiting.clear();
	};
	const start = () => {
		const started = new Worker(workerUrl, { workerData: { level } });
		started.on("message", ({ id, compressed }: GzipReply) => {
			const entry = waiting.get(id);
			if (!entry) return;
			waiting.delete(id);
			if (waiting.size === 0) started.unref();
			entry.resolve(Buffer.from(compressed.buffer, compressed.byteOffset, compressed.byteLength));
		});
		started.on("error", giveUp);
		started.on("exit", () => {
			if (worker === started) giveUp();
		});
		return started;
	};

	return (body) => {
		if (failed) return Promise.resolve(here(body));
		worker ??= start();
		const id = nextId++;
		return new Promise<Buffer>((resolve) => {
			waiting.set(id, { body, resolve });
			worker!.ref();
			// copied, not moved: the body stays here for the fallback above. A view into a larger buffer
			// (a pooled Buffer) is copied on its own first, or the whole buffer behind it would travel.
			const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength;
			worker!.postMessage({ id, body: whole ? body : new Uint8Array(body) } satisfies GzipRequest);
		});
	};
}

/** Bodies smaller than this are compressed in place: under ~8 KB the hand-over costs about what deflate does. */
const OFF_THREAD_MIN_BYTES = 8 * 1024;

/** Whether gzipWholeBodies compresses pages on a worker thread: with a core to spare, unless GZIP_THREAD=off. */
export function gzipOffThreadByDefault(env: Record<string, string | undefined> = process.env): boolean {
	return env.GZIP_THREAD !== "off" && os.availableParallelism() > 1;
}

/**
 * Compresses a response that arrives whole, in one `res.end(body)` (the pages: entry.server renders
 * the whole document before sending it), with one gzip call (on the worker thread of gzipOnThread when
 * `offThread` and the body is 8 KB or more, in place otherwise), and leaves every other
 * response (streams, files) to the `compression` middleware, which must be registered before this.
 * The middleware's stream per response (a zlib stream set up, the work sent to the thread pool and
 * back, chunks through a Transform) cost more than compressing the page itself: gzip was 11% of the
 * quote list's server time, of which the deflate proper was under half.
 * The response is the same: gzip at COMPRESSION_OPTIONS.level, Vary: Accept-Encoding, and the
 * compressed length as Content-Length.
 */
export function gzipWholeBodies({ level = COMPRESSION_OPTIONS.level, offThread = gzipOffThreadByDefault() }: { level?: number; offThread?: boolean } = {}) {
	const gzip = reusedGzip(level);
	const gzipLater = offThread ? gzipOnThread(level) : undefined;
	return (req: { method?: string; headers: Record<string, string | string[] | undefined> }, res: Res, next: () => void): void => {
		if (req.method === "HEAD" || !acceptsGzip(req.headers["accept-encoding"])) return next();
		const write = res.write;
		const end = res.end as (...args: unknown[]) => unknown;
		const restore = () => {
			res.write = write;
			res.end = end;
		};
		// anything written before the end is a stream: the compression middleware's to handle
		res.write = function (this: unknown, ...args: never[]) {
			restore();
			return write.apply(this, args);
		} as Res["write"];
		res.end = function (this: unknown, ...args: unknown[]) {
			restore();
			const [chunk, encoding] = args;
			if (typeof chunk !== "string" && !(chunk instanceof Uint8Array)) return end.apply(this, args);
			const body = typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : chunk;
			if (!worthGzip(res, body.byteLength)) return end.apply(this, args);
			const callback = args.find((a) => typeof a === "function");
			const send = (compressed: Buffer) => {
				res.setHeader("Content-Encoding", "gzip");
				res.setHeader("Content-Length", compressed.byteLength);
				addVary(res, "Accept-Encoding");
				return callback ? end.call(this, compressed, callback) : end.call(this, compressed);
			};
			if (!gzipLater || body.byteLength < OFF_THREAD_MIN_BYTES) return send(gzip(body));
			// the response ends when its bytes come back; a client gone by then is ended as Node ends any
			void gzipLater(body).then(send);
			return this;
		} as Res["end"];
		next();
	};
}
