// Integration: /admin/rates/import with real multipart Requests and sessions in the worker's SQLite
// file: a good sheet redirects (303) to its summary, the same form sent again lands on the same one and
// imports nothing more, a bad sheet is a 400 with every problem, and a malformed one-time key is a 400.
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { FCL_HEADER, csv, fclOf, fclRow, seedRatesWorld, unique } from "#app/rates/rates.fixture.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { rateImports, users } from "#db/schema.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { action, loader } from "./import.tsx";

beforeAll(() => {
	seedRatesWorld();
	getDb()
		.insert(users)
		.values({ id: "ri-staff", email: "staff@rates-import.test", name: "staff", role: "staff" })
		.onConflictDoNothing()
		.run();
	getDb()
		.insert(users)
		.values({ id: "ri-customer", email: "customer@rates-import.test", name: "customer", role: "customer" })
		.onConflictDoNothing()
		.run();
});

async function cookieOf(userId: string) {
	return (await createSession(userId)).setCookie.split(";")[0]!;
}

async function loadAs(userId: string, query = "") {
	return outcome(async () =>
		loader((await routeArgs(`/admin/rates/import${query}`, { cookies: [await cookieOf(userId)] })) as never),
	);
}

/** The import form as the browser posts it (multipart, the file as a file part). */
async function upload(userId: string, fields: { onceKey?: string; kind?: string; rows?: string[][] }) {
	const args = await routeArgs("/admin/rates/import", { cookies: [await cookieOf(userId)] });
	const body = new FormData();
	if (fields.onceKey !== undefined) body.set("onceKey", fields.onceKey);
	if (fields.kind) body.set("kind", fields.kind);
	if (fields.rows) body.set("file", new File([csv(fields.rows)], "rates.csv", { type: "text/csv" }));
	const request = new Request("http://app.test/admin/rates/import", {
		method: "POST",
		headers: args.request.headers,
		body,
	});
	return outcome(async () => action({ ...args, request } as never));
}

describe("loader", () => {
	test("the form carries a one-time key; an unknown import is 404; a customer is refused", async () => {
		const got = await loadAs("ri-staff");
		expect(got.status).toBe(200);
		expect((got.data as { onceKey: string }).onceKey).toMatch(/^[\w-]{16,64}$/);
		expect(await loadAs("ri-staff", "?done=no-such-import")).toMatchObject({
			status: 404,
			data: { reason: "notFound" },
		});
		expect((await loadAs("ri-customer")).status).toBe(403);
	});
});

describe("action", () => {
	test("a good sheet redirects to its summary; the same form again lands there and imports nothing more", async () => {
		const carrier = unique("RI");
		const onceKey = newOnceKey();
		const first = await upload("ri-staff", { onceKey, rows: [FCL_HEADER, fclRow(carrier)] });
		expect(first.status).toBe(303);
		expect(first.location).toMatch(/^\/admin\/rates\/import\?done=/);
		const summary = await loadAs("ri-staff", first.location!.slice("/admin/rates/import".length));
		expect(summary.data).toMatchObject({ done: { kind: "fcl", created: 1, updated: 0 } });
		const again = await upload("ri-staff", { onceKey, rows: [FCL_HEADER, fclRow(unique("RI2"))] });
		expect([again.status, again.location]).toEqual([303, first.location]);
		expect(fclOf(carrier)).toHaveLength(1);
	});

	test("a bad sheet is 400 with every problem and the kind chosen; nothing is stored", async () => {
		const carrier = unique("RB");
		const got = await upload("ri-staff", {
			onceKey: newOnceKey(),
			kind: "fcl",
			rows: [FCL_HEADER, fclRow(carrier, { amount: "x" }), fclRow(carrier, { pod: "" })],
		});
		expect(got.status).toBe(400);
		expect(got.data).toMatchObject({
			total: 2,
			chosen: "fcl",
			fileName: "rates.csv",
			issues: [
				{ row: 2, column: "amount", key: "notNumber" },
				{ row: 3, column: "pod", key: "required" },
			],
		});
		expect(fclOf(carrier)).toEqual([]);
	});

	test("no file is 400 naming it; a missing or malformed one-time key is 400; a customer is refused", async () => {
		expect(await upload("ri-staff", { onceKey: newOnceKey() })).toMatchObject({
			status: 400,
			data: { issues: [{ row: 0, key: "fileRequired" }] },
		});
		for (const onceKey of [undefined, "short", "x y".repeat(8)])
			expect(
				await upload("ri-staff", { onceKey, rows: [FCL_HEADER, fclRow(unique("RK"))] }),
				String(onceKey),
			).toMatchObject({ status: 400, data: { reason: "badRequest" } });
		const carrier = unique("RC");
		expect((await upload("ri-customer", { onceKey: newOnceKey(), rows: [FCL_HEADER, fclRow(carrier)] })).status).toBe(
			403,
		);
		expect(fclOf(carrier)).toEqual([]);
	});

	test("a zip bomb (1.2 MB that inflates to 1.2 GB) is 400 with the translated 'too large' message; nothing is stored (decision 052)", async () => {
		const { zipBomb } = await import("#app/rates/zip.fixture.ts");
		const bomb = await zipBomb(1200);
		const importsBefore = getDb().select().from(rateImports).all().length;
		const args = await routeArgs("/admin/rates/import", { cookies: [await cookieOf("ri-staff")] });
		const body = new FormData();
		body.set("onceKey", newOnceKey());
		body.set(
			"file",
			new File([Buffer.from(bomb)], "rates.xlsx", {
				type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
			}),
		);
		const request = new Request("http://app.test/admin/rates/import", {
			method: "POST",
			headers: args.request.headers,
			body,
		});
		const before = process.memoryUsage().rss;
		const got = await outcome(async () => action({ ...args, request } as never));
		expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
		expect(got.status).toBe(400);
		expect(got.data).toMatchObject({ issues: [{ row: 0, key: "archiveTooLarge", params: { mb: 40 } }] });
		expect(getDb().select().from(rateImports).all()).toHaveLength(importsBefore);
		for (const locale of ["kr", "en", "vn"]) {
			const bundle = (await import(`#app/locales/${locale}.staff.json`, { with: { type: "json" } })).default as {
				rates: { errors: Record<string, string> };
			};
			expect(bundle.rates.errors.archiveTooLarge, locale).toContain("{{mb}}");
		}
	}, 60_000);

	test("a one-time key read off one staff member's form and used first by another cannot block its owner (decision 052)", async () => {
		getDb()
			.insert(users)
			.values({ id: "ri-staff-2", email: "staff2@rates-import.test", name: "staff 2", role: "staff" })
			.onConflictDoNothing()
			.run();
		const { onceOwnerMiddleware } = await import("#app/middleware/once-owner.server.ts");
		/** the upload through the root middleware that binds keys to the signed-in user */
		const uploadAs = async (userId: string, onceKey: string, carrier: string) => {
			const args = await routeArgs("/admin/rates/import", { cookies: [await cookieOf(userId)] });
			const body = new FormData();
			body.set("onceKey", onceKey);
			body.set("file", new File([csv([FCL_HEADER, fclRow(carrier)])], "rates.csv", { type: "text/csv" }));
			const request = new Request("http://app.test/admin/rates/import", {
				method: "POST",
				headers: args.request.headers,
				body,
			});
			return outcome(async () =>
				onceOwnerMiddleware({ ...args, request } as never, async () => action({ ...args, request } as never) as never),
			);
		};
		const ownersKey = ((await loadAs("ri-staff")).data as { onceKey: string }).onceKey;
		const stolen = await uploadAs("ri-staff-2", ownersKey, unique("RS"));
		expect(stolen.status).toBe(303);
		const mine = unique("RO");
		const own = await uploadAs("ri-staff", ownersKey, mine);
		expect(own.status).toBe(303);
		expect(own.location).not.toBe(stolen.location);
		expect(fclOf(mine)).toHaveLength(1);
		// the owner's double submit still imports once
		const again = await uploadAs("ri-staff", ownersKey, unique("RA"));
		expect([again.status, again.location]).toEqual([303, own.location]);
	});
});
