// The response compression settings of server.js (and of the yardstick server in bench/, which must
// compress the same way for the comparison to measure the apps). Loaded by Node directly: relative
// imports only, and the Dockerfile copies this file.
//
// Brotli's default window is 4 MiB (lgwin 22), allocated for every compressed response: with the
// `compression` middleware's brotli at quality 4 that halved the pages a second a server answers
// (measured on `/`: 175 req/s with brotli's defaults, 385 with gzip, 340 with a 256 KiB window). Our
// pages are far smaller than 256 KiB, so the smaller window costs no ratio (`/` 4.7 KB either way).
//
// Pages are compressed by the `compression` middleware's zlib streams, on libuv's thread pool. A page
// gzipped whole in one call on the event loop, with a reused zlib context and on a worker thread
// (decisions 029, 030, 037), measured slower than these streams in 5 of 6 paired runs and was taken
// out (decision 061).
import zlib from "node:zlib";

/**
 * Answers in gzip even when the browser also takes brotli: per response, brotli (quality 4, 256 KiB
 * window) cost more CPU than gzip for a few hundred bytes less on a 15-50 KB page (measured on `/`:
 * 340 req/s with brotli, 385 with gzip; on the quote list brotli was 8% of the server's CPU). Pages are
 * made per request, so the CPU is paid every time; the hashed assets are cached for a year anyway.
 */
export function preferGzip(
	req: { headers: Record<string, string | string[] | undefined> },
	_res: unknown,
	next: () => void,
): void {
	const accepted = req.headers["accept-encoding"];
	if (typeof accepted === "string" && accepted.includes("br"))
		req.headers["accept-encoding"] = accepted.replace(/\bbr\b(;q=[\d.]+)?\s*,?\s*/g, "").replace(/,\s*$/, "");
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
