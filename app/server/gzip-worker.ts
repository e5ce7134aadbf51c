// The worker thread behind gzipOnThread (compression-options.ts): gzips each body it is sent with one
// reused zlib context and sends the bytes back, moved rather than copied. Node runs this file as it is
// (type stripping), in production too: relative imports only, and the Dockerfile copies it.
import { parentPort, workerData } from "node:worker_threads";
import { reusedGzip } from "./compression-options.ts";

export type GzipRequest = { id: number; body: Uint8Array };
export type GzipReply = { id: number; compressed: Uint8Array };

const port = parentPort;
if (!port) throw new Error("gzip-worker.ts runs as a worker thread (gzipOnThread starts it)");
const gzip = reusedGzip((workerData as { level: number }).level);

port.on("message", ({ id, body }: GzipRequest) => {
	const result = gzip(body);
	// Small Buffers are slices of Node's shared pool: moving that pool would take it from every other
	// Buffer on this thread, so the result is copied into a buffer of its own (a few KB) and moved.
	const compressed = new Uint8Array(result.byteLength);
	compressed.set(result);
	port.postMessage({ id, compressed } satisfies GzipReply, [compressed.buffer]);
});
