import fs from "node:fs";
import { afterEach, describe, expect, test } from "vitest";
import { closeConnection, getConnection } from "#db/client.ts";
import { loader } from "#app/routes/healthz.ts";

describe("/healthz", () => {
	afterEach(() => closeConnection());
	test("200 when the migrated database answers", async () => {
		const res = loader();
		expect(res.status).toBe(200);
		expect(await res.json()).toEqual({ status: "ok", database: "ok" });
	});
	test("503 when the database cannot be opened", async () => {
		const previous = process.env.DATABASE_PATH;
		closeConnection();
		// A regular file where the database directory should be: nothing can be opened there.
		const blocker = `${previous}.not-a-dir`;
		fs.writeFileSync(blocker, "");
		process.env.DATABASE_PATH = `${blocker}/app.db`;
		try {
			const res = loader();
			expect(res.status).toBe(503);
			expect(await res.json()).toEqual({ status: "error", database: "unreachable" });
		} finally {
			process.env.DATABASE_PATH = previous;
		}
	});
	test("503 when the file holds no migrated schema", async () => {
		const previous = process.env.DATABASE_PATH;
		closeConnection();
		process.env.DATABASE_PATH = `${previous}.empty.db`;
		try {
			expect(loader().status).toBe(503);
		} finally {
			process.env.DATABASE_PATH = previous;
			getConnection();
		}
	});
});
