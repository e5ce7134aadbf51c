// Integration: /admin/rates/:kind/:id with real Requests and sessions in the worker's SQLite file:
// staff only; an unknown kind or row is a 404 the error boundary words; a bad save is a 400 with the
// sheet's messages and stores nothing; a save and a confirmed delete redirect (303).
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { getRate } from "#app/rates/rate-edit.server.ts";
import { FCL_HEADER, fclOf, fclRow, importCsv, seedRatesWorld, unique } from "#app/rates/rates.fixture.ts";
import { getDb } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { action, loader } from "./edit.tsx";

beforeAll(() => {
	seedRatesWorld();
	getDb()
		.insert(users)
		.values({ id: "re-staff", email: "staff@rates-edit.test", name: "staff", role: "staff" })
		.onConflictDoNothing()
		.run();
	getDb()
		.insert(users)
		.values({ id: "re-customer", email: "customer@rates-edit.test", name: "customer", role: "customer" })
		.onConflictDoNothing()
		.run();
});

async function args(userId: string, kind: string, id: string, form?: Record<string, string>, query = "") {
	const { setCookie } = await createSession(userId);
	return (await routeArgs(`/admin/rates/${kind}/${encodeURIComponent(id)}${query}`, {
		cookies: [setCookie.split(";")[0]!],
		form,
		params: { kind, id },
	})) as never;
}

/** One stored FCL rate and the edit form's values for it. */
async function storedRate() {
	const carrier = unique("RE");
	const imported = await importCsv([FCL_HEADER, fclRow(carrier)]);
	if (!imported.ok) throw new Error("setup import failed");
	const id = fclOf(carrier)[0]!.id;
	const form = {
		...Object.fromEntries(FCL_HEADER.map((h, i) => [h, fclRow(carrier)[i]!])),
		weekly_frequency: "1",
		dg_accepted: "false",
	};
	return { id, form };
}

describe("loader", () => {
	test("an unknown kind and an unknown row are 404 with the reason the error view words", async () => {
		for (const [kind, id] of [
			["train", "1"],
			["fcl", "no-such-rate"],
		] as const) {
			const got = await outcome(async () => loader(await args("re-staff", kind, id)));
			expect([got.status, got.data], `${kind}/${id}`).toEqual([404, { reason: "notFound" }]);
		}
	});

	test("staff see the row as the sheet writes it; a customer is refused", async () => {
		const { id } = await storedRate();
		const got = await outcome(async () => loader(await args("re-staff", "fcl", id)));
		expect(got.status).toBe(200);
		expect((got.data as { values: Record<string, string> }).values).toMatchObject({
			id,
			amount: "412.50",
			pol: "KRPUS",
		});
		expect((await outcome(async () => loader(await args("re-customer", "fcl", id)))).status).toBe(403);
	});
});

describe("action", () => {
	test("a bad save is 400 with the messages and the values typed, and stores nothing", async () => {
		const { id, form } = await storedRate();
		const got = await outcome(async () =>
			action(await args("re-staff", "fcl", id, { ...form, intent: "save", amount: "-1" })),
		);
		expect(got.status).toBe(400);
		expect(got.data).toMatchObject({
			issues: [{ row: 1, column: "amount", key: "amountPositive" }],
			values: { amount: "-1" },
		});
		expect(getRate("fcl", id)).toMatchObject({ amount: 41250 });
	});

	test("a good save redirects to the form with ?saved=1", async () => {
		const { id, form } = await storedRate();
		const got = await outcome(async () =>
			action(await args("re-staff", "fcl", id, { ...form, intent: "save", amount: "430" })),
		);
		expect([got.status, got.location]).toEqual([303, `/admin/rates/fcl/${encodeURIComponent(id)}?saved=1`]);
		expect(getRate("fcl", id)).toMatchObject({ amount: 43000 });
	});

	test("a save of a row that is gone is 404; an unknown intent is 400", async () => {
		const { form } = await storedRate();
		expect(
			(await outcome(async () => action(await args("re-staff", "fcl", "fcl-missing", { ...form, intent: "save" }))))
				.status,
		).toBe(404);
		const got = await outcome(async () => action(await args("re-staff", "fcl", "fcl-missing", { intent: "archive" })));
		expect([got.status, got.data]).toEqual([400, { reason: "badRequest" }]);
	});

	test("delete asks first, then removes the row; a second delete is 404", async () => {
		const { id } = await storedRate();
		const ask = await outcome(async () => action(await args("re-staff", "fcl", id, { intent: "delete" })));
		expect([ask.status, ask.location]).toEqual([303, `/admin/rates/fcl/${encodeURIComponent(id)}?confirm=delete`]);
		expect(getRate("fcl", id)).not.toBeNull();
		const done = await outcome(async () =>
			action(await args("re-staff", "fcl", id, { intent: "delete", confirm: "yes" })),
		);
		expect([done.status, done.location]).toEqual([303, `/admin/rates?kind=fcl&deleted=${encodeURIComponent(id)}`]);
		expect(getRate("fcl", id)).toBeNull();
		expect(
			(await outcome(async () => action(await args("re-staff", "fcl", id, { intent: "delete", confirm: "yes" }))))
				.status,
		).toBe(404);
	});

	test("a customer is refused and nothing changes", async () => {
		const { id, form } = await storedRate();
		expect(
			(
				await outcome(async () =>
					action(await args("re-customer", "fcl", id, { ...form, intent: "save", amount: "1" })),
				)
			).status,
		).toBe(403);
		expect(getRate("fcl", id)).toMatchObject({ amount: 41250 });
	});
});
