// The upload command on its own (as the primary runs it for a replica): JSON in, JSON out; it trusts
// nothing but the acting user's id, which it reads again, and the database's one-live-MSDS index.
import crypto from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { changeStatus } from "#app/quotes/estimates.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, shipmentDocuments, storedFiles } from "#db/schema.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { COMMANDS, commit } from "./commands.server.ts";
import { customerUpload, deleteCustomerDocument, uploadRefusal } from "./uploads.server.ts";

const file = (n: string) => ({
	key: crypto.createHash("sha256").update(n).digest("hex"),
	size: 10,
	name: `${n}.pdf`,
	kind: "pdf" as const,
	contentType: "application/pdf",
});

function booked(): string {
	const id = makeEstimate(DEMO.customer);
	getDb().transaction((tx) => changeStatus(tx, { id, status: "in_confirm" }, "booked", "customer", DEMO.customer.id));
	return id;
}
const input = (estimateId: string, over: Partial<Parameters<typeof customerUpload>[0]> = {}) => ({
	actorId: DEMO.customer.id,
	onceKey: newOnceKey(),
	estimateId,
	slot: "cipl" as const,
	file: file(crypto.randomUUID()),
	...over,
});
const liveMsds = (id: string) =>
	getDb()
		.select()
		.from(shipmentDocuments)
		.where(
			and(
				eq(shipmentDocuments.estimateId, id),
				eq(shipmentDocuments.kind, "msds"),
				isNull(shipmentDocuments.deletedAt),
			),
		)
		.all();

beforeAll(async () => {
	await seedQuoteWorld();
});

describe("customerUpload", () => {
	test("is registered as a command and runs in-process on the primary", async () => {
		expect(COMMANDS.customerUpload).toBe(customerUpload);
		const id = booked();
		const result = await commit("customerUpload", input(id));
		expect(result).toMatchObject({ ok: true, repeated: false, redirectTo: `/mypage/upload/${id}?done=uploaded` });
		expect(JSON.parse(JSON.stringify(result))).toEqual(result);
	});

	test.each<[string, (id: string) => Partial<Parameters<typeof customerUpload>[0]>]>([
		["staff acting as a customer", () => ({ actorId: DEMO.staff.id })],
		["another company's customer", () => ({ actorId: DEMO.other.id })],
		["an unknown user", () => ({ actorId: "nobody" })],
		["an unknown slot", () => ({ slot: "bl" as never })],
	])("%s: not found, nothing recorded", (_name, over) => {
		const id = booked();
		const i = input(id, over(id));
		expect(customerUpload(i)).toEqual({ ok: false, error: "notFound" });
		expect(getDb().select().from(storedFiles).where(eq(storedFiles.key, i.file.key)).all()).toHaveLength(0);
	});

	test("a quote, a cancelled booking and a deleted estimate are not shipments", () => {
		const quote = makeEstimate(DEMO.customer);
		expect(customerUpload(input(quote))).toEqual({ ok: false, error: "notFound" });
		const cancelled = booked();
		getDb().transaction((tx) =>
			changeStatus(tx, { id: cancelled, status: "booked" }, "cancelled", "customer", DEMO.customer.id),
		);
		expect(customerUpload(input(cancelled))).toEqual({ ok: false, error: "notFound" });
		const deleted = booked();
		getDb().update(estimates).set({ deletedAt: new Date() }).where(eq(estimates.id, deleted)).run();
		expect(customerUpload(input(deleted))).toEqual({ ok: false, error: "notFound" });
	});

	test("one live MSDS: the rule refuses a second, and so does the index", () => {
		const id = booked();
		expect(customerUpload(input(id, { slot: "msds" }))).toMatchObject({ ok: true });
		expect(uploadRefusal(DEMO.customer.id, id, "msds", null)).toBe("msdsAttached");
		expect(customerUpload(input(id, { slot: "msds" }))).toEqual({ ok: false, error: "msdsAttached" });
		const [first] = liveMsds(id);
		// the index itself, should two uploads race past the rule
		expect(() =>
			getDb()
				.insert(shipmentDocuments)
				.values({
					id: crypto.randomUUID(),
					estimateId: id,
					companyId: first!.companyId,
					kind: "msds",
					fileId: first!.fileId,
					origin: "customer",
				})
				.run(),
		).toThrow(/UNIQUE/);
		expect(deleteCustomerDocument(DEMO.customer as never, id, first!.id)).toBe("deleted");
		expect(uploadRefusal(DEMO.customer.id, id, "msds", null)).toBeNull();
		expect(customerUpload(input(id, { slot: "msds" }))).toMatchObject({ ok: true });
		expect(liveMsds(id)).toHaveLength(1);
	});

	test("the same one-time key twice: one document, the second answer repeats the first", () => {
		const id = booked();
		const i = input(id);
		const a = customerUpload(i);
		const b = customerUpload({ ...i, file: file("other bytes") });
		expect(a).toMatchObject({ ok: true, repeated: false });
		expect(b).toEqual({ ok: true, repeated: true, documentId: null, redirectTo: `/mypage/upload/${id}?done=uploaded` });
		expect(getDb().select().from(shipmentDocuments).where(eq(shipmentDocuments.estimateId, id)).all()).toHaveLength(1);
	});
});
