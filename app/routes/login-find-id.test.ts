// Find ID says whether an address is registered, so it is limited per source: the source's
// eleventh lookup within an hour is a 429 with the translated reason and no answer about the address;
// another source is not affected; an IPv6 /64 is one source; an hour later it works again.
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { MAX_LOOKUPS_PER_SOURCE } from "#app/accounts/lookup-limits.ts";
import { takeLookup } from "#app/accounts/lookup-limits.server.ts";
import { getDb } from "#db/client.ts";
import { lookupAttempts, outbox, users } from "#db/schema.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { action } from "./login.tsx";

const KNOWN = "known@find-id.test";

beforeAll(() => {
	getDb()
		.insert(users)
		.values({ id: "find-id-user", email: KNOWN, name: "찾기 사용자", role: "customer" })
		.onConflictDoNothing()
		.run();
});

const findId = async (ip: string, email: string) =>
	outcome(async () =>
		action(
			(await routeArgs("/login", {
				form: { intent: "findId", email },
				headers: { "x-fp-client-ip": ip, Origin: "http://app.test" },
			})) as never,
		),
	);

const mails = () => getDb().select({ n: count() }).from(outbox).where(eq(outbox.to, KNOWN)).get()!.n;

describe("Find ID per source", () => {
	test("the limit's lookups answer; the next one is refused with the reason and reveals nothing", async () => {
		const ip = "203.0.113.7";
		for (let i = 0; i < MAX_LOOKUPS_PER_SOURCE; i++) {
			const answer = await findId(ip, i % 2 ? KNOWN : `nobody${i}@find-id.test`);
			expect(answer.status).toBe(200);
			expect((answer.data as { lookup: string }).lookup).toBe(i % 2 ? "exists" : "missing");
		}
		const mailed = mails();
		const refused = await findId(ip, KNOWN);
		expect(refused.status).toBe(429);
		const data = refused.data as { intent: string; lookup?: string; result: { error: Record<string, string[]> } };
		expect(data.intent).toBe("findId");
		expect(data.lookup).toBeUndefined();
		expect(data.result.error[""]).toEqual(["accounts.errors.tooManyLookups"]);
		expect(mails()).toBe(mailed);
	});

	test("another source still gets its answer", async () => {
		const answer = await findId("198.51.100.9", KNOWN);
		expect(answer.status).toBe(200);
		expect((answer.data as { lookup: string }).lookup).toBe("exists");
	});

	test("one IPv6 /64 is one source, whatever its host part", async () => {
		for (let i = 0; i < MAX_LOOKUPS_PER_SOURCE; i++)
			expect((await findId(`2001:db8:aa:1::${(i + 1).toString(16)}`, KNOWN)).status).toBe(200);
		expect((await findId("2001:db8:aa:1:ffff::1", KNOWN)).status).toBe(429);
		expect((await findId("2001:db8:aa:2::1", KNOWN)).status).toBe(200);
	});

	test("an hour later the source may look up again; refused lookups were not counted", () => {
		const now = new Date();
		const ip = "192.0.2.44";
		for (let i = 0; i < MAX_LOOKUPS_PER_SOURCE; i++) expect(takeLookup(ip, now)).toBe(true);
		for (let i = 0; i < 5; i++) expect(takeLookup(ip, now)).toBe(false);
		expect(getDb().select({ n: count() }).from(lookupAttempts).where(eq(lookupAttempts.source, ip)).get()!.n).toBe(
			MAX_LOOKUPS_PER_SOURCE,
		);
		expect(takeLookup(ip, new Date(now.getTime() + 60 * 60 * 1000 + 1))).toBe(true);
	});
});
