import { AsyncLocalStorage } from "node:async_hooks";
import { EventEmitter } from "node:events";
import { stat } from "node:fs";
import http from "node:http";
import net from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { MAX_POLLS_BEFORE_START, requestTurns } from "./request-turns.server.ts";

const req = {} as http.IncomingMessage;
const res = {} as http.ServerResponse;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("one page request per turn of the event loop", () => {
	test("queued requests start in the order they came, one per turn", async () => {
		const turns = requestTurns();
		const started: string[] = [];
		for (const name of ["a", "b", "c"]) turns(req, res, () => started.push(name));
		expect(started).toEqual([]); // nothing starts inside the I/O callback that read the request
		await nextTurn();
		expect(started).toEqual(["a"]);
		await nextTurn();
		expect(started).toEqual(["a", "b"]);
		turns(req, res, () => started.push("d")); // a late comer queues behind the others
		await nextTurn();
		await nextTurn();
		await nextTurn();
		expect(started).toEqual(["a", "b", "c", "d"]);
	});

	test("a lone request on an idle server starts in the same turn, before any timer", async () => {
		const turns = requestTurns();
		const order: string[] = [];
		// as the server does it: from the I/O callback that read the request
		await new Promise<void>((resolve) =>
			stat(import.meta.filename, () => {
				setTimeout(() => {
					order.push("timer");
					resolve();
				}, 0);
				turns(req, res, () => order.push("request"));
			}),
		);
		expect(order[0]).toBe("request");
		// and the queue starts afresh once it ran dry
		turns(req, res, () => order.push("again"));
		await nextTurn();
		expect(order).toContain("again");
	});

	test("under load that never lets the queue run dry, it keeps its order and does not grow", async () => {
		const turns = requestTurns();
		const started: number[] = [];
		let sent = 0;
		for (; sent < 20; sent++) {
			const n = sent;
			turns(req, res, () => started.push(n));
		}
		// 20 connections: each answered request is followed by the next one from its client
		for (let turn = 0; turn < 5_000; turn++) {
			await nextTurn();
			const n = sent++;
			turns(req, res, () => started.push(n));
			expect(turns.backlog().waiting).toBe(20);
		}
		expect(turns.backlog().slots).toBeLessThan(2_100);
		expect(started).toEqual(Array.from({ length: started.length }, (_, i) => i));
		expect(started.length).toBe(5_000);
	});

	test("a connection accepted after a start delays the next start by a turn; a flood of them only by a bounded number", async () => {
		const turns = requestTurns();
		const server = new EventEmitter();
		turns.watch(server as net.Server);
		const started: string[] = [];
		for (const name of ["a", "b", "c"]) turns(req, res, () => started.push(name));
		await nextTurn();
		expect(started).toEqual(["a"]);
		server.emit("connection"); // accepted in the next turn's poll: that turn only polls
		await nextTurn();
		expect(started).toEqual(["a"]);
		await nextTurn();
		expect(started).toEqual(["a", "b"]);
		// a connection in every turn's poll, for ever
		let turnsWaited = 0;
		while (started.length < 3) {
			server.emit("connection");
			await nextTurn();
			turnsWaited++;
		}
		expect(turnsWaited).toBe(MAX_POLLS_BEFORE_START + 1);
	});

	test("each request runs in its own async context (request id, log fields), not the scheduler's", async () => {
		const turns = requestTurns();
		const context = new AsyncLocalStorage<string>();
		const seen: (string | undefined)[] = [];
		for (const id of ["r1", "r2", "r3"]) context.run(id, () => turns(req, res, () => seen.push(context.getStore())));
		for (let i = 0; i < 3; i++) await nextTurn();
		expect(seen).toEqual(["r1", "r2", "r3"]);
	});
});

// Over real sockets: why the module exists. libuv accepts one new connection per turn of the loop, so a
// server that renders every request read in a turn admits new connections only as fast as its turns end.
describe("new connections are accepted while requests wait their turn", () => {
	let server: http.Server | undefined;
	const sockets: net.Socket[] = [];
	afterEach(async () => {
		for (const socket of sockets.splice(0)) socket.destroy();
		await new Promise((resolve) => server?.close(resolve));
		server = undefined;
	});

	/** 10 busy requests already read, 5 connections waiting in the accept queue: the server's log. */
	async function busyServer(withTurns: boolean, watched = false) {
		const log: string[] = [];
		const turns = requestTurns();
		const handle = (_req: http.IncomingMessage, response: http.ServerResponse) => {
			log.push("start");
			const until = performance.now() + 2; // a page's synchronous render
			while (performance.now() < until);
			response.end("ok");
		};
		server = http.createServer((request, response) =>
			withTurns ? turns(request, response, () => handle(request, response)) : handle(request, response),
		);
		server.on("connection", () => log.push("accept"));
		if (watched) turns.watch(server);
		await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
		const { port } = server.address() as net.AddressInfo;
		const open = () => {
			const socket = net.connect(port, "127.0.0.1");
			sockets.push(socket);
			return socket;
		};
		const busy = Array.from({ length: 10 }, open);
		await Promise.all(busy.map((socket) => new Promise((resolve) => socket.once("connect", resolve))));
		while (log.length < 10) await nextTurn(); // the 10 are accepted
		const answered = busy.map((socket) => new Promise((resolve) => socket.once("data", resolve)));
		for (const socket of busy) socket.write("GET / HTTP/1.1\r\nHost: test\r\n\r\n");
		const late = Array.from({ length: 5 }, open);
		const lateAccepted = new Promise<void>((resolve) => {
			let n = 0;
			server?.on("connection", () => ++n === late.length && resolve());
		});
		// let the connects be issued, then hold the loop while the kernel queues all of it
		await new Promise((resolve) => process.nextTick(resolve));
		const until = performance.now() + 30;
		while (performance.now() < until);
		await Promise.all([...answered, lateAccepted]);
		return log.slice(10);
	}

	test("with turns, all five waiting connections are accepted before the tenth queued request starts", async () => {
		const log = await busyServer(true);
		expect(log.lastIndexOf("accept")).toBeLessThan(log.lastIndexOf("start"));
	});

	/** How many requests started before the last of the five waiting connections was accepted. */
	const startsBeforeLastAccept = (log: string[]) =>
		log.slice(0, log.lastIndexOf("accept")).filter((entry) => entry === "start").length;

	test("with the server watched, a burst of waiting connections is all taken before the next start", async () => {
		const log = await busyServer(true, true);
		// the first start, then turns that only poll until the five are accepted (decision 034)
		expect(startsBeforeLastAccept(log)).toBeLessThanOrEqual(1);
		expect(log.filter((entry) => entry === "start")).toHaveLength(10);
	});

	test("unwatched, they are taken one per start: the twentieth of a burst waited twenty pages", async () => {
		const log = await busyServer(true, false);
		expect(startsBeforeLastAccept(log)).toBeGreaterThanOrEqual(3);
	});

	test("without them (the reason for the module), the waiting connections are accepted only after the ten requests", async () => {
		const log = await busyServer(false);
		expect(log.slice(0, 11).filter((entry) => entry === "start")).toHaveLength(10);
	});
});
