// The response compression settings of server.js (and of the yardstick server in bench/, which must
// compress the same way for the comparison to measure the apps). Loaded by Node directly: relative
// imports only, and the Dockerfile copies this file.
//
// Brotli's default window is 4 MiB (lgwin 22), allocated for every compressed response: with the
// `compression` middleware's brotli at quality 4 that halved the pages a second a server answers
// (measured on `/`: 175 req/s with brotli's defaults, 385 with gzip, 340 with a 256 KiB window). Our
// pages are far smaller than 256 KiB, so the smaller window costs no ratio (`/` 4.7 KB either way).
import zlib from "node:zlib";

export const COMPRESSION_OPTIONS = {
	brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
};
