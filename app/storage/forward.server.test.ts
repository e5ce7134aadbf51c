// The replica path: on a LiteFS replica (LITEFS_DIR holds a .primary file naming another machine)
// commit() posts the command to the primary's internal route, signed; the primary's handleCommit
// checks the signature, the clock and that it is the primary. msw stands in for the network and
// hands each request to handleCommit with a registry of test commands.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { captureLogs } from "#app/observability/logger.server.ts";
import { commit, type CommandName } from "#app/documents/commands.server.ts";
import { getEnv, resetEnvCache } from "#app/server/env.server.ts";
import { pdfOfSize } from "#tests/upload-fixtures.ts";
import {
	type CommandRegistry,
	type CommitHost,
	forwardCommand,
	handleCommit,
	MAX_CLOCK_SKEW_MS,
	primaryBaseUrl,
	SIGNATURE_HEADER,
	signCommit,
	TIMESTAMP_HEADER,
	waitForTxid,
} from "./forward.server.ts";
import { keepFile, receiveUpload } from "./receive.server.ts";
import { getFileStore } from "./files.server.ts";
import { currentOnceOwner, runAsOnceOwner } from "#app/utils/once.server.ts";

const PRIMARY_URL = "http://primary-machine.test:3000/internal/commit";

type Seen = { body: string; bytes: number };
let seen: Seen[] = [];
let primaryTxid = 0;
let primaryIsPrimary = true;

const registry: CommandRegistry = {
	"test.echo": (input: { value: string }) => ({ echoed: input.value }),
	"test.attach": (input: { key: string; size: number; name: string }) => ({
		fileRow: `${input.name}:${input.size}:${input.key.slice(0, 8)}`,
	}),
	"test.notFound": () => {
		throw new Response("no such shipment", { status: 404 });
	},
	"test.redirect": () => {
		throw new Response(null, { status: 303, headers: { Location: "/mypage/upload/1?done=uploaded" } });
	},
	"test.owner": () => ({ owner: currentOnceOwner() }),
	"test.crash": () => {
		throw new Error("database is locked");
	},
};

const testHost: CommitHost = {
	isPrimary: async () => primaryIsPrimary,
	currentTxid: async () => primaryTxid,
	now: () => Date.now(),
};

const server = setupServer(
	http.post(PRIMARY_URL, async ({ request }) => {
		const body = await request.clone().text();
		seen.push({ body, bytes: Buffer.byteLength(body) });
		return handleCommit(request, registry, testHost);
	}),
);

let liteFsDir: string;
let saved: Record<string, string | undefined>;
const ENV_NAMES = ["LITEFS_DIR", "LITEFS_PRIMARY_URL", "UPLOAD_DIR", "FLY_APP_NAME"];

function positionFile(): string {
	return path.join(liteFsDir, `${path.basename(getEnv().DATABASE_PATH)}-pos`);
}
function setReplicaTxid(txid: number): void {
	fs.writeFileSync(positionFile(), `${txid.toString(16).padStart(16, "0")}/0000000000000000\n`);
}

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());

beforeEach(() => {
	saved = Object.fromEntries(ENV_NAMES.map((n) => [n, process.env[n]]));
	liteFsDir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-litefs-"));
	// what LiteFS writes on a replica: the primary's hostname
	fs.writeFileSync(path.join(liteFsDir, ".primary"), "primary-machine\n");
	process.env.LITEFS_DIR = liteFsDir;
	process.env.LITEFS_PRIMARY_URL = "http://{instance}.test:3000";
	process.env.UPLOAD_DIR = path.join(liteFsDir, "..", `${path.basename(liteFsDir)}-uploads`);
	resetEnvCache();
	seen = [];
	primaryTxid = 0;
	primaryIsPrimary = true;
	setReplicaTxid(0);
});

afterEach(() => {
	server.resetHandlers();
	fs.rmSync(liteFsDir, { recursive: true, force: true });
	fs.rmSync(process.env.UPLOAD_DIR!, { recursive: true, force: true });
	for (const n of ENV_NAMES) {
		if (saved[n] === undefined) delete process.env[n];
		else process.env[n] = saved[n];
	}
	resetEnvCache();
});

/** A request as a replica would sign it, with parts to spoil. */
function signed(value: unknown, options: { timestamp?: number; signature?: string; body?: string } = {}): Request {
	const body = options.body ?? JSON.stringify(value);
	const timestamp = String(options.timestamp ?? Date.now());
	return new Request(PRIMARY_URL, {
		method: "POST",
		headers: {
			"Content-Type": "application/json",
			[TIMESTAMP_HEADER]: timestamp,
			[SIGNATURE_HEADER]: options.signature ?? signCommit(body, timestamp),
		},
		body,
	});
}

describe("on a replica, commit goes to the primary", () => {
	test("commit() posts the command, signed, and returns the primary's output", async () => {
		const output = await commit("test.echo" as CommandName, { value: "안녕" } as never);
		expect(output).toEqual({ echoed: "안녕" });
		expect(seen).toHaveLength(1);
		expect(JSON.parse(seen[0]!.body)).toEqual({ name: "test.echo", input: { value: "안녕" }, onceOwner: "" });
	});

	test("the signed-in user whose one-time keys the command records travels with it, signed (decision 052)", async () => {
		const output = await runAsOnceOwner("user-7", () => commit("test.owner" as CommandName, {} as never));
		expect(output).toEqual({ owner: "user-7" });
		expect(JSON.parse(seen[0]!.body)).toMatchObject({ name: "test.owner", onceOwner: "user-7" });
	});

	test("a Response the command throws on the primary is thrown on the replica, Location included", async () => {
		const notFound = await forwardCommand("test.notFound", {}).catch((e: unknown) => e);
		expect(notFound).toBeInstanceOf(Response);
		expect((notFound as Response).status).toBe(404);
		expect(await (notFound as Response).text()).toBe("no such shipment");
		const redirect = (await forwardCommand("test.redirect", {}).catch((e: unknown) => e)) as Response;
		expect(redirect.status).toBe(303);
		expect(redirect.headers.get("Location")).toBe("/mypage/upload/1?done=uploaded");
	});

	test("a command that fails on the primary is an error on the replica, without its details", async () => {
		const logs = captureLogs("error");
		await expect(forwardCommand("test.crash", {})).rejects.toThrow(/500 .*command failed/);
		expect(logs.lines().length).toBeGreaterThan(0);
		logs.restore();
	});

	test("the replica waits until it has the primary's transaction before answering", async () => {
		primaryTxid = 42;
		setReplicaTxid(41);
		let done = false;
		const pending = forwardCommand("test.echo", { value: "x" }).then((out) => {
			done = true;
			return out;
		});
		await new Promise((resolve) => setTimeout(resolve, 150));
		expect(done).toBe(false);
		setReplicaTxid(42);
		expect(await pending).toEqual({ echoed: "x" });
	});

	test("waitForTxid gives up after its timeout and says so", async () => {
		setReplicaTxid(1);
		expect(await waitForTxid(2, 60)).toBe(false);
		expect(await waitForTxid(1, 60)).toBe(true);
	});

	test("a big upload on a replica: the file goes to the store, only small JSON goes to the primary", async () => {
		const bytes = pdfOfSize(3 * 1024 * 1024);
		const form = new FormData();
		form.append("onceKey", "once-1");
		form.append("file", new File([new Uint8Array(bytes)], "CIPL.pdf", { type: "application/pdf" }));
		const request = new Request("http://replica.test/mypage/upload/1", { method: "POST", body: form });
		const received = await receiveUpload(request, { field: "file", maxBytes: 20 * 1024 * 1024, accept: ["pdf"] });
		expect(received.error).toBeNull();
		const kept = await keepFile(received.file!);
		const output = await forwardCommand("test.attach", {
			key: kept.key,
			size: kept.size,
			name: kept.name,
			onceKey: "once-1",
		});
		expect(output).toEqual({ fileRow: `CIPL.pdf:${bytes.length}:${kept.key.slice(0, 8)}` });
		expect(await getFileStore().has(kept.key)).toBe(true);
		expect(seen).toHaveLength(1);
		expect(seen[0]!.bytes).toBeLessThan(512);
		expect(seen[0]!.body).not.toContain("%PDF");
	});
});

describe("the primary's checks (handleCommit)", () => {
	test("a good request runs the command and answers its output and the transaction id", async () => {
		primaryTxid = 7;
		const response = await handleCommit(signed({ name: "test.echo", input: { value: "v" } }), registry, testHost);
		expect(response.status).toBe(200);
		expect(await response.json()).toEqual({ output: { echoed: "v" }, txid: 7 });
	});

	test.each<[string, () => Request, number, string]>([
		["no signature", () => new Request(PRIMARY_URL, { method: "POST", body: "{}" }), 401, "unsigned"],
		[
			"a signature made with another secret",
			() => signed({ name: "test.echo", input: {} }, { signature: "ab".repeat(32) }),
			401,
			"badSignature",
		],
		[
			"a signature of another body",
			() =>
				signed(null, {
					body: '{"name":"test.echo","input":{"value":"forged"}}',
					signature: signCommit('{"name":"test.echo"}', String(Date.now())),
				}),
			401,
			"badSignature",
		],
		[
			"a signature of the wrong length",
			() => signed({ name: "test.echo", input: {} }, { signature: "abcd" }),
			401,
			"badSignature",
		],
		[
			"a timestamp older than 60 s",
			() => signed({ name: "test.echo", input: {} }, { timestamp: Date.now() - MAX_CLOCK_SKEW_MS - 1_000 }),
			401,
			"stale",
		],
		[
			"a timestamp far in the future",
			() => signed({ name: "test.echo", input: {} }, { timestamp: Date.now() + MAX_CLOCK_SKEW_MS + 1_000 }),
			401,
			"stale",
		],
		["an unknown command", () => signed({ name: "test.nope", input: {} }), 404, "unknown command"],
		["a name from Object.prototype", () => signed({ name: "constructor", input: {} }), 404, "unknown command"],
		["a body that is not JSON", () => signed(null, { body: "not json" }), 400, "body is not JSON"],
		[
			"a body larger than any command",
			() => signed({ name: "test.echo", input: { value: "x".repeat(70 * 1024) } }),
			413,
			"body too large",
		],
	])("%s → %s", async (_what, make, status, error) => {
		const response = await handleCommit(make(), registry, testHost);
		expect(response.status).toBe(status);
		expect((await response.json()).error).toBe(error);
	});

	test("a machine that is not the primary (the lease moved) answers 409 and runs nothing", async () => {
		let ran = false;
		const response = await handleCommit(
			signed({ name: "test.run", input: {} }),
			{
				"test.run": () => {
					ran = true;
				},
			},
			// the real host: LITEFS_DIR's .primary names another machine, so this one is a replica
		);
		expect(response.status).toBe(409);
		expect(ran).toBe(false);
	});

	test("the replica surfaces a 409 from a primary that lost the lease as an error", async () => {
		primaryIsPrimary = false;
		await expect(forwardCommand("test.echo", { value: "x" })).rejects.toThrow(/409/);
	});

	test("GET is refused", async () => {
		expect((await handleCommit(new Request(PRIMARY_URL), registry, testHost)).status).toBe(405);
	});
});

describe("the primary's address", () => {
	test("LITEFS_PRIMARY_URL with {instance}", () => {
		expect(primaryBaseUrl("abc123")).toBe("http://abc123.test:3000");
	});

	test("on Fly: the machine's internal name and the LiteFS proxy port", () => {
		delete process.env.LITEFS_PRIMARY_URL;
		process.env.FLY_APP_NAME = "freight-platform";
		resetEnvCache();
		expect(primaryBaseUrl("3d8d9e1b")).toBe("http://3d8d9e1b.vm.freight-platform.internal:8080");
	});

	test("neither: a clear error", () => {
		delete process.env.LITEFS_PRIMARY_URL;
		delete process.env.FLY_APP_NAME;
		resetEnvCache();
		expect(() => primaryBaseUrl("x")).toThrow(/LITEFS_PRIMARY_URL/);
	});
});
