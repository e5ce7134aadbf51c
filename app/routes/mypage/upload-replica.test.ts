// Integration: a customer's upload made on a LiteFS replica, through the real route
// action of /mypage/upload/:id/send. The replica (LITEFS_DIR holds a .primary naming another machine)
// receives and stores the file itself; only the document's metadata goes to the primary, as the signed
// "customerUpload" command, which msw hands to the primary's real handleCommit with the real command
// table. The document then exists once, with the file's hash, and the primary saw a few hundred bytes.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { http } from "msw";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { COMMANDS } from "#app/documents/commands.server.ts";
import { changeStatus } from "#app/quotes/estimates.server.ts";
import { getFileStore } from "#app/storage/files.server.ts";
import { type CommitHost, handleCommit } from "#app/storage/forward.server.ts";
import { getEnv, resetEnvCache } from "#app/server/env.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { closeConnection, getDb } from "#db/client.ts";
import { shipmentDocuments, storedFiles } from "#db/schema.ts";
import { asPrimary } from "#tests/litefs-roles.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { pdfOfSize } from "#tests/upload-fixtures.ts";
import * as detail from "./upload-detail.tsx";

const PRIMARY = "http://primary-machine.test:3000/internal/commit";
const seen: number[] = [];
// the primary's side of the network: this process again, answering as the primary
const primary: CommitHost = { isPrimary: async () => true, currentTxid: async () => 0, now: () => Date.now() };
const server = setupServer(
	http.post(PRIMARY, async ({ request }) => {
		seen.push(Buffer.byteLength(await request.clone().text()));
		return asPrimary(() => handleCommit(request, COMMANDS, primary));
	}),
);

const ENV = ["LITEFS_DIR", "LITEFS_PRIMARY_URL", "UPLOAD_DIR"] as const;
const saved = Object.fromEntries(ENV.map((n) => [n, process.env[n]]));
let dir = "";
let cookie = "";

beforeAll(async () => {
	await seedQuoteWorld();
	cookie = (await createSession(DEMO.customer.id)).setCookie.split(";")[0]!;
	dir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-replica-"));
	fs.mkdirSync(path.join(dir, "litefs"));
	fs.writeFileSync(path.join(dir, "litefs", ".primary"), "primary-machine\n");
	process.env.LITEFS_DIR = path.join(dir, "litefs");
	process.env.LITEFS_PRIMARY_URL = "http://{instance}.test:3000";
	process.env.UPLOAD_DIR = path.join(dir, "uploads");
	resetEnvCache();
	closeConnection(); // from here on this process is the replica: its connection is read-only
	// the replica's replication position, as LiteFS keeps it: caught up with the primary's (0)
	fs.writeFileSync(
		path.join(dir, "litefs", `${path.basename(getEnv().DATABASE_PATH)}-pos`),
		`${"0".repeat(16)}/${"0".repeat(16)}\n`,
	);
	server.listen({ onUnhandledFrame: "error" });
});

afterAll(() => {
	server.close();
	for (const n of ENV) {
		if (saved[n] === undefined) delete process.env[n];
		else process.env[n] = saved[n];
	}
	resetEnvCache();
	closeConnection();
	fs.rmSync(dir, { recursive: true, force: true });
});

test("a 3 MB CI/PL uploaded on a replica: stored from there, one document made on the primary by a small signed command", async () => {
	const id = await asPrimary(() => {
		const made = makeEstimate(DEMO.customer);
		getDb().transaction((tx) =>
			changeStatus(tx, { id: made, status: "in_confirm" }, "booked", "customer", DEMO.customer.id),
		);
		return made;
	});
	const bytes = pdfOfSize(3 * 1024 * 1024);
	const body = new FormData();
	for (const [k, v] of Object.entries({ intent: "upload", slot: "cipl", onceKey: newOnceKey() })) body.append(k, v);
	body.append("file", new File([new Uint8Array(bytes)], "CIPL.pdf", { type: "application/pdf" }));
	const url = `/mypage/upload/${id}/send`;
	const args = await routeArgs(url, { cookies: [cookie], params: { id } });
	args.request = new Request(`http://app.test${url}`, { method: "POST", headers: { Cookie: cookie }, body });

	const res = await outcome(() => detail.action(args as never));
	expect(res.status).toBe(303);
	expect(res.location).toBe(`/mypage/upload/${id}?done=uploaded`);

	const key = crypto.createHash("sha256").update(bytes).digest("hex");
	const docs = getDb()
		.select({ kind: shipmentDocuments.kind, key: storedFiles.key, size: storedFiles.size })
		.from(shipmentDocuments)
		.innerJoin(storedFiles, eq(storedFiles.id, shipmentDocuments.fileId))
		.where(and(eq(shipmentDocuments.estimateId, id), isNull(shipmentDocuments.deletedAt)))
		.all();
	expect(docs).toEqual([{ kind: "cipl", key, size: bytes.length }]);
	expect(await getFileStore().has(key)).toBe(true);
	// one forwarded command, and it was metadata: nowhere near the file's size
	expect(seen).toHaveLength(1);
	expect(seen[0]).toBeLessThan(2048);
});
