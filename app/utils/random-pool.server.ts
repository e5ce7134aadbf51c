// Random bytes for the per-request values (the CSP nonce, the request id) from one pool.
//
// `crypto.randomBytes(16)` on every request was about 2% of a signed-in page's server time
// (decision 029): each call is a trip into OpenSSL for a few bytes. The pool fills 4 KiB at a time from the
// same CSPRNG and hands out each byte once, never again: a nonce stays as unpredictable as before,
// only the trips are fewer (Node's own randomUUID() keeps a pool the same way).
// Relative imports only: server.js loads this file through app/observability/request-id.ts.
import { randomFillSync } from "node:crypto";

const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;

/** `size` fresh random bytes (at most the pool's size), copied out of the pool. */
export function randomBytesPooled(size: number): Buffer {
	if (!Number.isInteger(size) || size < 1 || size > POOL_BYTES) throw new RangeError(`randomBytesPooled: size ${size} out of 1..${POOL_BYTES}`);
	if (offset + size > POOL_BYTES) {
		randomFillSync(pool);
		offset = 0;
	}
	const bytes = Buffer.from(pool.subarray(offset, offset + size));
	// what was handed out is zeroed, so no later reader of the pool could see it again
	pool.fill(0, offset, offset + size);
	offset += size;
	return bytes;
}
