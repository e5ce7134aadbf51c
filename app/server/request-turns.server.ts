// One page request per turn of the event loop, in the order they came (decision 031), and a burst of
// new connections taken before the next one starts (decision 034).
//
// libuv (since 1.45, so on every Node we run) accepts a single new connection per turn of the event
// loop, and relies on the listening socket still being readable to take the next one a turn later.
// A page is rendered synchronously in 2-4 ms, and before this module every request whose bytes had
// arrived was rendered in the same turn: under 20 connections a turn lasted ~50 ms, so a burst of new
// connections (a browser opening its connections, Fly's proxy adding some) was admitted one per 50 ms,
// and the twentieth waited half a second before its request was even read. Starting one request per
// turn keeps turns at the length of one page, so new connections are taken within a few ms, and
// requests are served first come, first served (they wait here instead of in the socket buffers).
// Still one connection per page: twenty arriving together were all accepted only after twenty pages,
// so after a page, while the turn's poll accepted one, the next page waits for turns that only poll.
//
// Loaded by server.js with Node, outside the build: relative imports only.
import { AsyncResource } from "node:async_hooks";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Server } from "node:net";

type Next = (error?: unknown) => void;

const COMPACT_AFTER = 1024;

/**
 * At most this many turns that only poll before the next start, however many connections keep coming:
 * a flood of new connections must not stop the pages already waiting.
 */
export const MAX_POLLS_BEFORE_START = 32;

/**
 * Express middleware: queues the rest of the chain and starts one queued request per turn (setImmediate,
 * which runs after the turn's I/O, so the next turn first accepts and reads what has arrived meanwhile),
 * or, while the server's new connections keep being accepted (watch()), once they are all taken.
 * An idle server loses nothing: a lone request runs in the same turn, after its bytes were read.
 */
export function requestTurns() {
	// A FIFO as an array and the index of its head: under steady load the queue never runs dry, so
	// the started slots at the front are cut off once they are the larger half (amortised O(1)).
	const waiting: (Next | undefined)[] = [];
	let head = 0;
	let scheduled = false;
	// Connections accepted since the last look (watch()). A turn whose poll accepted one may have left
	// more in the kernel's queue (libuv takes one per turn): connections come in bursts (a browser opens
	// several, Fly's proxy adds some under load), and a connection not yet accepted is a request not yet
	// queued, so the next page waits while turns that only poll (a few microseconds each) take them all.
	// Without it the twentieth connection of a burst waited twenty pages to be accepted, then twenty more
	// in the queue: the p99 of every signed-in page.
	let accepted = 0;
	const startAfterPolls = (polls: number) => {
		if (accepted > 0 && polls < MAX_POLLS_BEFORE_START) {
			accepted = 0;
			setImmediate(startAfterPolls, polls + 1);
		} else startOne();
	};
	const startOne = () => {
		const start = waiting[head];
		waiting[head++] = undefined;
		if (head === waiting.length) {
			waiting.length = 0;
			head = 0;
			scheduled = false;
		} else {
			if (head >= COMPACT_AFTER && head * 2 >= waiting.length) {
				waiting.splice(0, head);
				head = 0;
			}
			accepted = 0;
			setImmediate(startAfterPolls, 0);
		}
		start?.();
	};
	const middleware = (_req: IncomingMessage, _res: ServerResponse, next: Next): void => {
		// bound to this request's async context (its request id and log fields), not the scheduler's
		waiting.push(AsyncResource.bind(next));
		if (!scheduled) {
			scheduled = true;
			setImmediate(startOne);
		}
	};
	/** For tests: requests waiting, and the slots the queue holds (waiting plus started ones not yet cut off). */
	const backlog = () => ({ waiting: waiting.length - head, slots: waiting.length });
	/** Counts the server's accepted connections, so a burst of them is taken before the next start. */
	const watch = (server: Server) => {
		server.on("connection", () => {
			accepted++;
		});
	};
	return Object.assign(middleware, { backlog, watch });
}
