// A rendered page handed from entry.server to the Node adapter (body-guard.server.ts) as the bytes
// themselves, beside the Response that carries them.
//
// Why (the signed-in p99; bench/README.md has the measurements): sending a page by reading
// its Response back (`new Response(buffer)` copies the buffer, `arrayBuffer()` copies it again
// through a web stream) left those copies reachable until V8's next *full* collection, never freed
// by the young-generation ones that free everything else a request leaves. Under load they piled up
// at about 60 KB a page until V8 ran a mark-compact for "external memory pressure", about every
// 1.3 s at 20 connections, and each one stretched a turn of the event loop from ~50 to ~100 ms.
// Taken from here, the page's bytes are freed young (in-process over 6,000 requests of the quote list:
// ArrayBuffers stayed at 2-9 MB; read back through the Response they climbed to 360 MB between
// mark-compacts).
//
// The Response still has a body that any reader gets (a stream that yields the same bytes once), so
// a middleware or a test reading `response.text()` sees the page; the adapter just does not need to.
// The map is process-wide because this module exists twice in production: server.js loads it with
// Node, and the build bundles its own copy into entry.server.
// Relative imports only: server.js loads this file with Node, outside the build.
import { processWide } from "./process-wide.ts";

const bodies = processWide("whole-bodies", () => new WeakMap<Response, Uint8Array>());

/** A Response for `body` that the adapter can send without reading it back. */
export function wholeBodyResponse(body: Uint8Array, init: ResponseInit): Response {
	const stream = new ReadableStream<Uint8Array>({
		pull(controller) {
			controller.enqueue(body);
			controller.close();
		},
	});
	const response = new Response(stream, init);
	bodies.set(response, body);
	return response;
}

/**
 * The bytes of a Response made by wholeBodyResponse, once: the body stream is cancelled so nothing
 * reads it later. Undefined for any other Response (or one whose body was already read).
 */
export function takeWholeBody(response: Response): Uint8Array | undefined {
	const body = bodies.get(response);
	if (!body || response.bodyUsed || !response.body) return undefined;
	bodies.delete(response);
	void response.body.cancel();
	return body;
}
