import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { getFileStore } from "#app/storage/files.server.ts";
import { inspectFile } from "#app/storage/inspect.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, shipmentDocuments, storedFiles } from "#db/schema.ts";
import { seedQuoteWorld } from "#tests/quote-world.ts";
import { seedDemoDocuments } from "./demo-documents.ts";
import { DEMO_SHIPMENTS, seedDemoShipments } from "./demo-shipments.ts";
import { tinyPdf } from "./tiny-pdf.ts";

let dir = "";
const saved = process.env.UPLOAD_DIR;
beforeAll(async () => {
	dir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-demo-docs-"));
	process.env.UPLOAD_DIR = dir;
	resetEnvCache();
	await seedQuoteWorld();
	seedDemoShipments(getDb());
});
afterAll(() => {
	getDb()
		.delete(estimates)
		.where(
			inArray(
				estimates.id,
				DEMO_SHIPMENTS.map((d) => d.id),
			),
		)
		.run();
	if (saved === undefined) delete process.env.UPLOAD_DIR;
	else process.env.UPLOAD_DIR = saved;
	resetEnvCache();
	fs.rmSync(dir, { recursive: true, force: true });
});

test("the demo documents are seeded once, and every row points at a stored object", async () => {
	expect(await seedDemoDocuments(getDb())).toEqual({ shipments: 3 });
	expect(await seedDemoDocuments(getDb())).toEqual({ shipments: 0 });
	const rows = getDb()
		.select({ key: storedFiles.key })
		.from(shipmentDocuments)
		.innerJoin(storedFiles, eq(storedFiles.id, shipmentDocuments.fileId))
		.all();
	expect(rows.length).toBe(12);
	for (const { key } of rows) expect(await getFileStore().has(key)).toBe(true);
});

test("the demo PDF is a PDF by its content", async () => {
	const file = path.join(dir, "tiny.pdf");
	fs.writeFileSync(file, tinyPdf("Title (1)", ["line"]));
	expect(await inspectFile(file)).toBe("pdf");
});
