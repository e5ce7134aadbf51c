// Integration: exactlyOnce and freshOnceKey on the worker's SQLite file. The effects write companies
// rows (a table with nothing else hanging on it), so a test can see whether an effect's writes stayed.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, test, vi } from "vitest";
import { type AppDatabase, databasePath, getDb, openDatabase, type Tx } from "#db/client.ts";
import { companies, onceKeys } from "#db/schema.ts";
import { refuse } from "./refusal.ts";
import {
	exactlyOnce,
	exactlyOnceOr,
	forgetOnceKey,
	freshOnceKey,
	newOnceKey,
	onceResult,
	runAsOnceOwner,
	storedOnceKey,
} from "./once.server.ts";

const PURPOSE = "once-test";

const companyExists = (id: string) => getDb().select().from(companies).where(eq(companies.id, id)).get() !== undefined;
const keyRow = (key: string) => getDb().select().from(onceKeys).where(eq(onceKeys.key, key)).get();

/** An effect that makes one company and leads to its page. */
function makeCompany(id: string, calls: { n: number } = { n: 0 }) {
	return (tx: Tx) => {
		calls.n += 1;
		tx.insert(companies)
			.values({ id, name: `Once ${id}` })
			.run();
		return { redirectTo: `/company/${id}`, value: id };
	};
}

/** Another request with the same key commits between this request's arrival and its transaction. */
function loseRaceTo(key: string, result: string, winnerAlso: (db: AppDatabase) => void = () => {}) {
	const db = getDb();
	const real = db.transaction.bind(db);
	vi.spyOn(db, "transaction").mockImplementationOnce(((fn: never, config: never) => {
		// a second connection, as a second server process would have: it cannot write while this one
		// holds the lock, so it writes before the transaction begins
		const other = openDatabase(databasePath());
		try {
			other.db.insert(onceKeys).values({ key, purpose: PURPOSE, result }).run();
			winnerAlso(other.db);
		} finally {
			other.sqlite.close();
		}
		return real(fn, config);
	}) as never);
}

afterEach(() => {
	vi.restoreAllMocks();
});

describe("exactlyOnce", () => {
	test("the first run does the effect, records the key with where it led, and returns the value", () => {
		const key = newOnceKey();
		const id = crypto.randomUUID();
		expect(exactlyOnce(key, PURPOSE, makeCompany(id))).toEqual({
			repeated: false,
			redirectTo: `/company/${id}`,
			value: id,
		});
		expect(companyExists(id)).toBe(true);
		expect(keyRow(key)).toMatchObject({ purpose: PURPOSE, result: `/company/${id}` });
	});

	test("a repeat answers with the first result and does not run the effect", () => {
		const key = newOnceKey();
		const first = crypto.randomUUID();
		exactlyOnce(key, PURPOSE, makeCompany(first));
		const calls = { n: 0 };
		const second = crypto.randomUUID();
		expect(exactlyOnce(key, PURPOSE, makeCompany(second, calls))).toEqual({
			repeated: true,
			redirectTo: `/company/${first}`,
		});
		expect(calls.n).toBe(0);
		expect(companyExists(second)).toBe(false);
	});

	test("an effect that throws rolls back its writes and the key, and the error propagates", () => {
		const key = newOnceKey();
		const id = crypto.randomUUID();
		class Refused extends Error {}
		expect(() =>
			exactlyOnce(key, PURPOSE, (tx) => {
				makeCompany(id)(tx);
				throw new Refused("the status moved on");
			}),
		).toThrow(Refused);
		expect(companyExists(id)).toBe(false);
		expect(keyRow(key)).toBeUndefined();
		// nothing took effect, so the same form may try again
		expect(exactlyOnce(key, PURPOSE, makeCompany(id))).toMatchObject({ repeated: false });
		expect(companyExists(id)).toBe(true);
	});

	test("a concurrent double that took the key first: this one answers repeated, its effect does not run", () => {
		const key = newOnceKey();
		const calls = { n: 0 };
		const id = crypto.randomUUID();
		loseRaceTo(key, "/company/first");
		expect(exactlyOnce(key, PURPOSE, makeCompany(id, calls))).toEqual({ repeated: true, redirectTo: "/company/first" });
		expect(calls.n).toBe(0);
		expect(companyExists(id)).toBe(false);
	});

	test("a lost race is a repeat even where the effect would refuse what the winner already changed", () => {
		const key = newOnceKey();
		const taken = crypto.randomUUID();
		// the winner made the record this effect insists on making itself
		loseRaceTo(key, `/company/${taken}`, (db) => db.insert(companies).values({ id: taken, name: "winner" }).run());
		const outcome = exactlyOnce(key, PURPOSE, (tx) => {
			if (tx.select().from(companies).where(eq(companies.id, taken)).get()) throw new Error("already there: refused");
			return makeCompany(taken)(tx);
		});
		expect(outcome).toEqual({ repeated: true, redirectTo: `/company/${taken}` });
	});

	test("a unique violation that is not the key's propagates, and nothing is recorded", () => {
		const existing = crypto.randomUUID();
		getDb().insert(companies).values({ id: existing, name: "there already" }).run();
		const key = newOnceKey();
		expect(() => exactlyOnce(key, PURPOSE, makeCompany(existing))).toThrow(
			expect.objectContaining({ code: expect.stringMatching(/^SQLITE_CONSTRAINT/) }),
		);
		expect(keyRow(key)).toBeUndefined();
	});

	test("a key recorded for another purpose is not this purpose's repeat: 409, nothing done (was a 500)", () => {
		const key = newOnceKey();
		exactlyOnce(key, "another-purpose", makeCompany(crypto.randomUUID()));
		const id = crypto.randomUUID();
		expect(() => exactlyOnce(key, PURPOSE, makeCompany(id))).toThrow(
			expect.objectContaining({ init: expect.objectContaining({ status: 409 }) }),
		);
		expect(companyExists(id)).toBe(false);
		expect(keyRow(key)?.purpose).toBe("another-purpose");
		expect(() => onceResult(key, PURPOSE)).toThrow(
			expect.objectContaining({ init: expect.objectContaining({ status: 409 }) }),
		);
		expect(onceResult(key, "another-purpose")).toBe(`/company/${keyRow(key)?.result.split("/").pop()}`);
	});
});

describe("freshOnceKey", () => {
	const form = (key: string | null) => {
		const data = new FormData();
		if (key !== null) data.set("onceKey", key);
		return data;
	};

	test("a fresh well-formed key is returned", () => {
		const key = newOnceKey();
		expect(freshOnceKey(form(key), PURPOSE)).toBe(key);
	});

	test.each([null, "", "short", "has spaces in it, sixteen+", "x".repeat(65)])(
		"%j is a bad request (400, badRequest)",
		(key) => {
			expect(() => freshOnceKey(form(key), PURPOSE)).toThrow(
				expect.objectContaining({ data: { reason: "badRequest" }, init: expect.objectContaining({ status: 400 }) }),
			);
		},
	);

	test("a key that took effect redirects (303) to where the first submission led", () => {
		const key = newOnceKey();
		const id = crypto.randomUUID();
		exactlyOnce(key, PURPOSE, makeCompany(id));
		let thrown: unknown;
		try {
			freshOnceKey(form(key), PURPOSE);
		} catch (error) {
			thrown = error;
		}
		expect(thrown).toBeInstanceOf(Response);
		expect([(thrown as Response).status, (thrown as Response).headers.get("Location")]).toEqual([
			303,
			`/company/${id}`,
		]);
	});
});

describe("a key another form already used", () => {
	const statusOf = (thrown: unknown) => (thrown as { init?: ResponseInit }).init?.status;

	test("freshOnceKey answers 409, not the other form's result", () => {
		const key = newOnceKey();
		exactlyOnce(key, "other-form", makeCompany(crypto.randomUUID()));
		const form = new FormData();
		form.set("onceKey", key);
		let thrown: unknown;
		try {
			freshOnceKey(form, PURPOSE);
		} catch (error) {
			thrown = error;
		}
		expect(statusOf(thrown)).toBe(409);
		expect((thrown as { data: unknown }).data).toEqual({ reason: "conflict" });
	});
});

describe("a key belongs to the user who used it (decision 052)", () => {
	test("a key taken from another user's form and used first cannot block or replay the owner's submission", () => {
		const key = newOnceKey();
		const stranger = crypto.randomUUID();
		const owner = crypto.randomUUID();
		// used first by someone else, even for the same purpose
		expect(runAsOnceOwner("user-stranger", () => exactlyOnce(key, PURPOSE, makeCompany(stranger)))).toMatchObject({
			repeated: false,
		});
		// the owner's own submission runs its own effect: no 409, no redirect to the stranger's result
		const calls = { n: 0 };
		expect(runAsOnceOwner("user-owner", () => exactlyOnce(key, PURPOSE, makeCompany(owner, calls)))).toEqual({
			repeated: false,
			redirectTo: `/company/${owner}`,
			value: owner,
		});
		expect(calls.n).toBe(1);
		expect(companyExists(owner)).toBe(true);
		// and the owner's double submit is still one effect
		expect(
			runAsOnceOwner("user-owner", () => exactlyOnce(key, PURPOSE, makeCompany(crypto.randomUUID(), calls))),
		).toEqual({ repeated: true, redirectTo: `/company/${owner}` });
		expect(calls.n).toBe(1);
		expect(keyRow(storedOnceKey(key, "user-owner"))).toMatchObject({ purpose: PURPOSE });
		expect(keyRow(storedOnceKey(key, "user-stranger"))).toMatchObject({ purpose: PURPOSE });
	});

	test("another form's purpose under another user is not a 409 for the owner; under the same user it still is", () => {
		const key = newOnceKey();
		runAsOnceOwner("user-a", () => exactlyOnce(key, "other-form", makeCompany(crypto.randomUUID())));
		const form = new FormData();
		form.set("onceKey", key);
		expect(runAsOnceOwner("user-b", () => freshOnceKey(form, PURPOSE))).toBe(key);
		const thrown = (() => {
			try {
				runAsOnceOwner("user-a", () => freshOnceKey(form, PURPOSE));
			} catch (error) {
				return error as { init?: { status?: number } };
			}
			return null;
		})();
		expect(thrown?.init?.status).toBe(409);
	});

	test("without a signed-in user keys are recorded as they are; forgetOnceKey frees the owner's record only", () => {
		const key = newOnceKey();
		expect(storedOnceKey(key)).toBe(key);
		runAsOnceOwner("user-c", () => exactlyOnce(key, PURPOSE, makeCompany(crypto.randomUUID())));
		runAsOnceOwner("user-d", () => exactlyOnce(key, PURPOSE, makeCompany(crypto.randomUUID())));
		runAsOnceOwner("user-c", () => forgetOnceKey(key));
		expect(keyRow(storedOnceKey(key, "user-c"))).toBeUndefined();
		expect(keyRow(storedOnceKey(key, "user-d"))).toBeDefined();
		expect(runAsOnceOwner("user-c", () => onceResult(key, PURPOSE))).toBeNull();
	});
});

describe("exactlyOnceOr", () => {
	test("a refusal rolls back the effect's writes and the key, and comes back as a value", () => {
		const key = newOnceKey();
		const id = crypto.randomUUID();
		const outcome = exactlyOnceOr<string, "moved">(key, PURPOSE, (tx) => {
			makeCompany(id)(tx);
			return refuse("moved");
		});
		expect(outcome).toEqual({ ok: false, refused: "moved" });
		expect(companyExists(id)).toBe(false);
		expect(keyRow(key)).toBeUndefined();
	});

	test("without a refusal it answers as exactlyOnce does, the first time and on a repeat", () => {
		const key = newOnceKey();
		const id = crypto.randomUUID();
		expect(exactlyOnceOr<string, "moved">(key, PURPOSE, makeCompany(id))).toEqual({
			ok: true,
			repeated: false,
			redirectTo: `/company/${id}`,
			value: id,
		});
		expect(exactlyOnceOr<string, "moved">(key, PURPOSE, () => refuse("moved"))).toEqual({
			ok: true,
			repeated: true,
			redirectTo: `/company/${id}`,
		});
	});

	test("an error that is no refusal propagates, with everything rolled back", () => {
		const key = newOnceKey();
		const id = crypto.randomUUID();
		expect(() =>
			exactlyOnceOr(key, PURPOSE, (tx) => {
				makeCompany(id)(tx);
				throw new TypeError("a broken invariant");
			}),
		).toThrow(TypeError);
		expect(companyExists(id)).toBe(false);
		expect(keyRow(key)).toBeUndefined();
	});
});
