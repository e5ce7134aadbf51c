// Integration (temporary SQLite): a run is recorded in job_runs and a second run in the same slot does
// nothing; a replica (a LiteFS mount naming another primary) skips; a failure is retried in its slot;
// each job's effect deletes what is dead and keeps what is not; the reminders and the staff alerts mail
// once, however often they run (read back from the outbox).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, count, eq, inArray, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { issueInvoice } from "#app/invoices/invoice.server.ts";
import type { BackupResult } from "#app/ops/backup.server.ts";
import { closeConnection, getDb } from "#db/client.ts";
import {
	apiKeys,
	apiKeyWindows,
	emailTokens,
	estimates,
	invoices,
	jobNotices,
	jobRuns,
	onceKeys,
	outbox,
	outboxAttachments,
	phoneCodes,
	quoteDrafts,
	quoteShares,
	sessions,
	visitorQuotes,
} from "#db/schema.ts";
import { seedShipment } from "#db/seed/demo-shipments.ts";
import { EXPORT_REQUEST } from "#tests/issued-world.ts";
import { DEMO, makeEstimate, seedQuoteWorld, sessionUser } from "#tests/quote-world.ts";
import { backupJob } from "./backup.server.ts";
import { expireJob } from "./expire.server.ts";
import { runNamedJob } from "./jobs.server.ts";
import { outboxCleanupJob } from "./outbox-cleanup.server.ts";
import { DOCUMENTS_DUE, INVOICE_DUE } from "./reminders.server.ts";
import { type JobEffect, runJob } from "./runner.server.ts";
import { MAX_ATTEMPTS } from "./slots.ts";

const DAY = 86_400_000;
const admin = sessionUser("demo-admin", "staff_admin");
const tempDirs: string[] = [];

beforeAll(async () => {
	await seedQuoteWorld();
});

afterEach(() => {
	vi.unstubAllEnvs();
	closeConnection();
	vi.useRealTimers();
	for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

afterAll(() => {
	for (const dir of tempDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const runsOf = (job: string) => getDb().select().from(jobRuns).where(eq(jobRuns.job, job)).all();

/** An effect that counts its calls (and fails while `failing` says so). */
function probe(failing = () => false) {
	const calls: string[] = [];
	const effect: JobEffect = async ({ slot }) => {
		calls.push(slot);
		if (failing()) throw new Error("the store is down");
		return { done: calls.length };
	};
	return { calls, effect };
}

describe("runJob: primary only, once per slot, recorded", () => {
	test("a run records its slot; a second run in the same slot (a restart, another instance) does nothing", async () => {
		vi.useFakeTimers({ toFake: ["Date"] });
		vi.setSystemTime(new Date("2030-01-10T00:30:00Z")); // 09:30 Seoul
		const { calls, effect } = probe();
		const first = await runJob("reminders", effect);
		expect(first).toEqual({ status: "ok", slot: "2030-01-10T09:00+09:00", counts: { done: 1 } });
		vi.setSystemTime(new Date("2030-01-10T05:00:00Z")); // 14:00 Seoul, same slot
		expect(await runJob("reminders", effect, { trigger: "catch_up" })).toEqual({
			status: "done",
			slot: "2030-01-10T09:00+09:00",
		});
		expect(await runJob("reminders", effect, { trigger: "manual" })).toEqual({
			status: "done",
			slot: "2030-01-10T09:00+09:00",
		});
		expect(calls).toEqual(["2030-01-10T09:00+09:00"]);
		const rows = runsOf("reminders").filter((r) => r.slot === "2030-01-10T09:00+09:00");
		expect(rows).toHaveLength(1);
		expect(rows[0]).toMatchObject({
			trigger: "schedule",
			outcome: "ok",
			attempts: 1,
			counts: '{"done":1}',
			error: null,
			instance: os.hostname(),
		});
		expect(rows[0]!.finishedAt!.getTime()).toBeGreaterThanOrEqual(rows[0]!.startedAt.getTime());
		// the next day is a new slot
		vi.setSystemTime(new Date("2030-01-11T00:00:00Z"));
		expect(await runJob("reminders", effect)).toMatchObject({ status: "ok", slot: "2030-01-11T09:00+09:00" });
		expect(calls).toHaveLength(2);
	});

	test("two runs at once: the second finds the slot busy", async () => {
		const now = new Date("2030-02-01T00:10:00Z");
		let release: () => void = () => {};
		const slow: JobEffect = () => new Promise((resolve) => (release = () => resolve({ slow: 1 })));
		const first = runJob("expire", slow, { now });
		await vi.waitFor(() => expect(runsOf("expire").some((r) => r.outcome === "running")).toBe(true));
		expect(await runJob("expire", probe().effect, { now })).toEqual({ status: "busy", slot: "2030-02-01T04:10+09:00" });
		release();
		expect(await first).toMatchObject({ status: "ok" });
	});

	test("a replica skips: nothing runs, nothing is recorded", async () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), "litefs-jobs-"));
		tempDirs.push(dir);
		fs.writeFileSync(path.join(dir, ".primary"), "e2865013a49d86\n");
		vi.stubEnv("LITEFS_DIR", dir);
		const { calls, effect } = probe();
		const before = runsOf("outbox-cleanup").length;
		expect(await runJob("outbox-cleanup", effect, { now: new Date("2030-03-01T00:00:00Z") })).toEqual({
			status: "replica",
		});
		expect(calls).toEqual([]);
		expect(runsOf("outbox-cleanup")).toHaveLength(before);
		// the lease moves here (LiteFS removes .primary): the same call runs
		fs.rmSync(path.join(dir, ".primary"));
		closeConnection(); // the connection re-reads its role at most once a second; do not wait for it
		expect(await runJob("outbox-cleanup", effect, { now: new Date("2030-03-01T00:00:00Z") })).toMatchObject({
			status: "ok",
		});
		expect(calls).toHaveLength(1);
	});

	test("a failure is recorded, retried in its slot, and given up after MAX_ATTEMPTS", async () => {
		const now = new Date("2030-04-01T00:00:00Z");
		let failing = true;
		const { calls, effect } = probe(() => failing);
		const first = await runJob("backup", effect, { now });
		expect(first).toMatchObject({ status: "error", error: "Error: the store is down" });
		const row = () => runsOf("backup").find((r) => r.slot === "2030-04-01T03:30+09:00")!;
		expect(row()).toMatchObject({ outcome: "error", attempts: 1 });
		expect(row().error).toContain("the store is down");
		expect(await runJob("backup", effect, { now })).toMatchObject({ status: "error" });
		expect(row()).toMatchObject({ outcome: "error", attempts: 2 });
		failing = false;
		expect(await runJob("backup", effect, { now })).toMatchObject({ status: "ok" });
		expect(row()).toMatchObject({ outcome: "ok", attempts: MAX_ATTEMPTS, error: null });
		expect(await runJob("backup", effect, { now })).toMatchObject({ status: "done" });
		expect(calls).toHaveLength(3);
	});

	test("--force by hand runs as a slot of its own", async () => {
		const now = new Date("2030-05-01T00:00:00Z");
		const { calls, effect } = probe();
		await runJob("outbox-cleanup", effect, { now });
		expect(await runJob("outbox-cleanup", effect, { now, trigger: "manual", force: true })).toMatchObject({
			status: "ok",
			slot: "manual:2030-05-01T00:00:00.000Z",
		});
		expect(calls).toHaveLength(2);
	});
});

describe("expire", () => {
	test("deletes only what died before its grace; live and recent rows stay", async () => {
		const now = new Date();
		const ago = (days: number) => new Date(now.getTime() - days * DAY);
		const user = DEMO.customer.id;
		const id = () => `expire-${crypto.randomUUID()}`;
		const db = getDb();
		const estimateId = makeEstimate();
		const [oldShare, revokedShare, freshShare] = [id(), id(), id()];
		db.insert(quoteShares)
			.values([
				{ id: oldShare, estimateId, tokenHash: id(), createdBy: user, recipient: "a@x.kr", expiresAt: ago(91) },
				{
					id: revokedShare,
					estimateId,
					tokenHash: id(),
					createdBy: user,
					recipient: "a@x.kr",
					expiresAt: ago(-10),
					revokedAt: ago(95),
				},
				{ id: freshShare, estimateId, tokenHash: id(), createdBy: user, recipient: "a@x.kr", expiresAt: ago(89) },
			])
			.run();
		const [oldToken, freshToken] = [id(), id()];
		db.insert(emailTokens)
			.values([
				{ id: oldToken, userId: user, purpose: "verify", codeHash: "x", expiresAt: ago(31) },
				{ id: freshToken, userId: user, purpose: "pwreset", codeHash: "x", expiresAt: ago(29) },
			])
			.run();
		const [oldCode, freshCode] = [id(), id()];
		db.insert(phoneCodes)
			.values([
				{ id: oldCode, userId: user, phone: "01012345678", codeHash: "x", expiresAt: ago(8) },
				{ id: freshCode, userId: user, phone: "01012345678", codeHash: "x", expiresAt: ago(6) },
			])
			.run();
		const [oldKey, freshKey] = [id(), id()];
		db.insert(onceKeys)
			.values([
				{ key: oldKey, purpose: "t", result: "/", createdAt: ago(91) },
				{ key: freshKey, purpose: "t", result: "/", createdAt: ago(1) },
			])
			.run();
		db.insert(quoteDrafts)
			.values([
				{ userId: DEMO.customer.id, mode: "shipline", data: "{}", updatedAt: ago(31) },
				{ userId: DEMO.colleague.id, mode: "airline", data: "{}", updatedAt: ago(2) },
			])
			.onConflictDoNothing()
			.run();
		const [oldSession, endedSession, liveSession] = [id(), id(), id()];
		db.insert(sessions)
			.values([
				{ id: oldSession, userId: user, expiresAt: ago(31) },
				{ id: endedSession, userId: user, expiresAt: ago(-20), status: "quitting", endedAt: ago(40) },
				{ id: liveSession, userId: user, expiresAt: ago(-20) },
			])
			.run();
		const keyId = id();
		db.insert(apiKeys).values({ id: keyId, name: "t", prefix: "t", keyHash: id() }).run();
		const minute = Math.floor(now.getTime() / 60_000);
		db.insert(apiKeyWindows)
			.values([
				{ keyId, windowStart: minute - 2 * 24 * 60, count: 1 },
				{ keyId, windowStart: minute, count: 1 },
			])
			.run();

		const [oldLead, freshLead] = [id(), id()];
		const lead = { mode: "shipline" as const, email: "lead@acme.kr", source: "s", locale: "kr", draft: "{}" };
		db.insert(visitorQuotes)
			.values([
				{ id: oldLead, visitorId: id(), ...lead, updatedAt: ago(181) },
				{ id: freshLead, visitorId: id(), ...lead, updatedAt: ago(179) },
			])
			.run();

		const counts = await expireJob({ now, slot: "test" });
		expect(counts).toMatchObject({
			visitorQuotes: 1,
			quoteShares: 2,
			emailTokens: 1,
			phoneCodes: 1,
			onceKeys: 1,
			quoteDrafts: 1,
			sessions: 2,
			apiKeyWindows: 1,
		});
		const ids = <T extends { id: string }>(rows: T[]) => rows.map((r) => r.id).sort();
		expect(
			ids(
				db
					.select({ id: quoteShares.id })
					.from(quoteShares)
					.where(inArray(quoteShares.id, [oldShare, revokedShare, freshShare]))
					.all(),
			),
		).toEqual([freshShare]);
		expect(
			ids(
				db
					.select({ id: emailTokens.id })
					.from(emailTokens)
					.where(inArray(emailTokens.id, [oldToken, freshToken]))
					.all(),
			),
		).toEqual([freshToken]);
		expect(
			ids(
				db
					.select({ id: phoneCodes.id })
					.from(phoneCodes)
					.where(inArray(phoneCodes.id, [oldCode, freshCode]))
					.all(),
			),
		).toEqual([freshCode]);
		expect(
			db
				.select({ key: onceKeys.key })
				.from(onceKeys)
				.where(inArray(onceKeys.key, [oldKey, freshKey]))
				.all(),
		).toEqual([{ key: freshKey }]);
		expect(db.select({ userId: quoteDrafts.userId }).from(quoteDrafts).all()).toEqual([{ userId: DEMO.colleague.id }]);
		expect(
			ids(
				db
					.select({ id: sessions.id })
					.from(sessions)
					.where(inArray(sessions.id, [oldSession, endedSession, liveSession]))
					.all(),
			),
		).toEqual([liveSession]);
		expect(
			db.select({ w: apiKeyWindows.windowStart }).from(apiKeyWindows).where(eq(apiKeyWindows.keyId, keyId)).all(),
		).toEqual([{ w: minute }]);
		expect(
			ids(
				db
					.select({ id: visitorQuotes.id })
					.from(visitorQuotes)
					.where(inArray(visitorQuotes.id, [oldLead, freshLead]))
					.all(),
			),
		).toEqual([freshLead]);
		// a second run finds nothing more
		expect(Object.values(await expireJob({ now, slot: "test" })).every((n) => n === 0)).toBe(true);
	});
});

describe("outbox clean-up", () => {
	test("mail older than 30 days goes with its attachments; newer mail stays", async () => {
		const now = new Date();
		const [oldId, newId] = [crypto.randomUUID(), crypto.randomUUID()];
		const mail = {
			channel: "email" as const,
			to: "cleanup@x.kr",
			subject: "s",
			text: "t",
			template: "quotePdf",
			locale: "kr" as const,
		};
		getDb()
			.insert(outbox)
			.values([
				{ id: oldId, ...mail, createdAt: new Date(now.getTime() - 31 * DAY) },
				{ id: newId, ...mail, createdAt: new Date(now.getTime() - 29 * DAY) },
			])
			.run();
		for (const outboxId of [oldId, newId])
			getDb()
				.insert(outboxAttachments)
				.values({
					id: crypto.randomUUID(),
					outboxId,
					name: "q.pdf",
					contentType: "application/pdf",
					size: 3,
					content: Buffer.from("pdf"),
				})
				.run();
		expect(await outboxCleanupJob({ now, slot: "test" })).toEqual({ messages: 1, attachments: 1 });
		expect(getDb().select({ id: outbox.id }).from(outbox).where(eq(outbox.to, "cleanup@x.kr")).all()).toEqual([
			{ id: newId },
		]);
		expect(
			getDb()
				.select({ outboxId: outboxAttachments.outboxId })
				.from(outboxAttachments)
				.where(inArray(outboxAttachments.outboxId, [oldId, newId]))
				.all(),
		).toEqual([{ outboxId: newId }]);
	});
});

describe("reminders and alerts mail once", () => {
	const mails = (template: string, text?: string) =>
		getDb()
			.select({ to: outbox.to, locale: outbox.locale, subject: outbox.subject })
			.from(outbox)
			.where(and(eq(outbox.template, template), text ? like(outbox.text, `%${text}%`) : undefined))
			.all();
	const numberOf = (id: string) =>
		getDb().select({ numberBody: estimates.numberBody }).from(estimates).where(eq(estimates.id, id)).get()!.numberBody;

	test("documents due and an overdue invoice: each company user once per stage, however often the job runs", async () => {
		const today = seoulToday();
		const docs = `jobs-docs-${crypto.randomUUID()}`;
		const unpaid = `jobs-pay-${crypto.randomUUID()}`;
		getDb().transaction((tx) => {
			// departs in 2 days: the document deadline is today, and no document was uploaded
			seedShipment(
				tx,
				{
					id: docs,
					request: EXPORT_REQUEST(),
					status: "in_loading",
					schedule: { etd: 2, eta: 9, carrier: "HMM", vessel: ["HMM BLESSING", "0042W"] },
				},
				today,
			);
			seedShipment(
				tx,
				{
					id: unpaid,
					request: EXPORT_REQUEST(),
					status: "finish",
					schedule: { etd: -20, eta: -10, carrier: "HMM", vessel: ["HMM BLESSING", "0042W"] },
				},
				today,
			);
		});
		expect(issueInvoice(admin, unpaid, { dueDate: addDays(today, 14) } as never, crypto.randomUUID()).ok).toBe(true);
		getDb()
			.update(invoices)
			.set({ dueDate: addDays(today, -2) })
			.where(eq(invoices.estimateId, unpaid))
			.run();

		const first = await runNamedJob("reminders", { trigger: "manual", force: true });
		expect(first.status).toBe("ok");
		const docMails = mails("documentsDue", numberOf(docs));
		// the company's two verified users (demo-customer, demo-colleague), each in their language
		expect(docMails.map((m) => m.to).sort()).toEqual(["colleague@demo.kr", "customer@demo.kr"]);
		expect(docMails.every((m) => m.subject?.includes(numberOf(docs)))).toBe(true);
		const payMails = mails("invoiceDue", numberOf(unpaid));
		expect(payMails.map((m) => m.to).sort()).toEqual(["colleague@demo.kr", "customer@demo.kr"]);
		expect(
			getDb()
				.select()
				.from(jobNotices)
				.where(inArray(jobNotices.kind, [DOCUMENTS_DUE, INVOICE_DUE]))
				.all(),
		).toEqual(
			expect.arrayContaining([
				expect.objectContaining({ kind: DOCUMENTS_DUE, subject: `${docs}:${today}`, stage: "soon", recipients: 2 }),
				expect.objectContaining({
					kind: INVOICE_DUE,
					subject: `${unpaid}:${addDays(today, -2)}`,
					stage: "overdue",
					recipients: 2,
				}),
			]),
		);

		// a forced second run (its own slot) and a rerun: no second mail
		expect((await runNamedJob("reminders", { trigger: "manual", force: true })).status).toBe("ok");
		expect(mails("documentsDue", numberOf(docs))).toHaveLength(2);
		expect(mails("invoiceDue", numberOf(unpaid))).toHaveLength(2);

		// a week overdue is the next stage: one more mail each
		getDb()
			.update(invoices)
			.set({ dueDate: addDays(today, -7) })
			.where(eq(invoices.estimateId, unpaid))
			.run();
		const later = await runNamedJob("reminders", { trigger: "manual", force: true });
		expect(later).toMatchObject({ status: "ok" });
		expect(mails("invoiceDue", numberOf(unpaid))).toHaveLength(4);
		// paid: no more
		getDb().update(estimates).set({ payment: "paid" }).where(eq(estimates.id, unpaid)).run();
		getDb()
			.update(invoices)
			.set({ dueDate: addDays(today, -30) })
			.where(eq(invoices.estimateId, unpaid))
			.run();
		await runNamedJob("reminders", { trigger: "manual", force: true });
		expect(mails("invoiceDue", numberOf(unpaid))).toHaveLength(4);
	});

	test("a slipped ETA: staff hear once in a digest; a further slip alerts again", async () => {
		const today = seoulToday();
		const slipped = `jobs-slip-${crypto.randomUUID()}`;
		getDb().transaction((tx) =>
			seedShipment(
				tx,
				{
					id: slipped,
					request: EXPORT_REQUEST(),
					status: "in_shipping",
					schedule: { etd: -3, eta: 5, slipDays: 2, carrier: "HMM", vessel: ["HMM BLESSING", "0042W"] },
				},
				today,
			),
		);
		const number = numberOf(slipped);
		const staffCount = () => mails("shipmentAlerts", number).length;
		expect((await runNamedJob("shipment-alerts", { trigger: "manual", force: true })).status).toBe("ok");
		const firstCount = staffCount();
		expect(firstCount).toBeGreaterThanOrEqual(2); // demo staff and demo admin
		await runNamedJob("shipment-alerts", { trigger: "manual", force: true });
		expect(staffCount()).toBe(firstCount);
		// a further slip (a later ETA) is news
		getDb()
			.update((await import("#db/schema.ts")).shipmentSchedules)
			.set({ eta: addDays(today, 9) })
			.where(eq((await import("#db/schema.ts")).shipmentSchedules.estimateId, slipped))
			.run();
		await runNamedJob("shipment-alerts", { trigger: "manual", force: true });
		expect(staffCount()).toBe(2 * firstCount);
	});
});

describe("backup", () => {
	test("runs runBackup with the run's time and reports its figures", async () => {
		const now = new Date("2030-06-01T00:00:00Z");
		const result: BackupResult = {
			key: "backups/app-20300601T000000Z.db.gz",
			bytes: 10,
			databaseBytes: 40,
			tables: 30,
			deleted: ["a", "b"],
			ms: 5,
		};
		const runBackup = vi.fn(async () => result);
		expect(await backupJob({ now, slot: "s" }, async () => runBackup)).toEqual({
			bytes: 10,
			databaseBytes: 40,
			tables: 30,
			deleted: 2,
			ms: 5,
		});
		expect(runBackup).toHaveBeenCalledWith({ now });
	});
});

test("job_runs holds one row per job and slot", () => {
	const dupes = getDb()
		.select({ job: jobRuns.job, slot: jobRuns.slot, n: count() })
		.from(jobRuns)
		.groupBy(jobRuns.job, jobRuns.slot)
		.all()
		.filter((r) => r.n > 1);
	expect(dupes).toEqual([]);
});
