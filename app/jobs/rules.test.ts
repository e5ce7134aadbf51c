// The jobs' pure rules, one table each: the reminder stages, the alert episodes, the expiry cut-offs.
import { describe, expect, test } from "vitest";
import { EXPIRY_TARGETS, GRACE_DAYS, cutoff, cutoffs, epochMinute } from "./expiry.ts";
import { type DocumentFacts, type InvoiceFacts, documentStage, invoiceStage, reminderSubject } from "./reminders.ts";
import { alertsOf } from "./shipment-alerts.ts";

const TODAY = "2026-11-23";

describe("documentStage", () => {
	const base: DocumentFacts = { status: "in_loading", deadline: TODAY, missing: 2, today: TODAY };
	test.each<[string, Partial<DocumentFacts>, ReturnType<typeof documentStage>]>([
		["deadline today, documents missing", {}, "soon"],
		["deadline in 2 days", { deadline: "2026-11-25" }, "soon"],
		["deadline in 3 days: not yet", { deadline: "2026-11-26" }, null],
		["deadline yesterday", { deadline: "2026-11-22" }, "overdue"],
		["deadline long past", { deadline: "2026-10-01" }, "overdue"],
		["nothing missing", { missing: 0 }, null],
		["no deadline set", { deadline: null }, null],
		["booked, not departed", { status: "booked" }, "soon"],
		["waiting for the schedule", { status: "wait_schedule", deadline: "2026-11-22" }, "overdue"],
		["already sailing: too late to matter", { status: "in_shipping", deadline: "2026-11-22" }, null],
		["finished", { status: "finish" }, null],
		["still a quote", { status: "in_confirm" }, null],
	])("%s", (_name, facts, expected) => {
		expect(documentStage({ ...base, ...facts })).toBe(expected);
	});
});

describe("invoiceStage", () => {
	const base: InvoiceFacts = { payment: "unpaid", issued: true, dueDate: TODAY, today: TODAY };
	test.each<[string, Partial<InvoiceFacts>, ReturnType<typeof invoiceStage>]>([
		["due today", {}, "soon"],
		["due in 3 days", { dueDate: "2026-11-26" }, "soon"],
		["due in 4 days: not yet", { dueDate: "2026-11-27" }, null],
		["1 day overdue", { dueDate: "2026-11-22" }, "overdue"],
		["6 days overdue", { dueDate: "2026-11-17" }, "overdue"],
		["7 days overdue", { dueDate: "2026-11-16" }, "overdue_week"],
		["90 days overdue", { dueDate: "2026-08-25" }, "overdue_week"],
		["deposit confirmation asked", { payment: "check_payment", dueDate: "2026-11-16" }, null],
		["paid", { payment: "paid", dueDate: "2026-11-16" }, null],
		["refunded", { payment: "refund", dueDate: "2026-11-16" }, null],
		["not issued yet", { issued: false }, null],
		["no due date", { dueDate: null }, null],
	])("%s", (_name, facts, expected) => {
		expect(invoiceStage({ ...base, ...facts })).toBe(expected);
	});

	test("the subject carries the date, so a moved date re-arms the stages", () => {
		expect(reminderSubject("e1", "2026-11-23")).not.toBe(reminderSubject("e1", "2026-11-30"));
	});
});

describe("alertsOf", () => {
	const now = new Date("2026-11-23T03:00:00Z"); // 12:00 Seoul
	const lastUpdateAt = new Date("2026-11-19T01:00:00Z");
	const row = { id: "e1", eta: "2026-12-05", slipDays: 3, lastUpdateAt };
	test.each([
		["no problem", [], []],
		["deadline near only: the customer's reminder covers it", ["deadline_near"], []],
		["slipped", ["eta_slipped"], [["e1:eta_slipped", "2026-12-05", "eta_slipped", 3]]],
		["stale", ["stale"], [["e1:stale", "2026-11-19T01:00:00.000Z", "stale", 4]]],
		[
			"both",
			["eta_slipped", "stale", "deadline_near"],
			[
				["e1:eta_slipped", "2026-12-05", "eta_slipped", 3],
				["e1:stale", "2026-11-19T01:00:00.000Z", "stale", 4],
			],
		],
	] as const)("%s", (_name, problems, expected) => {
		const alerts = alertsOf({ ...row, problems }, now);
		expect(alerts.map((a) => [a.notice.subject, a.notice.stage, a.problem, a.days])).toEqual(expected);
		for (const a of alerts) expect(a.notice.kind).toBe("shipment_alert");
	});

	test("a later ETA or a new update is a new episode", () => {
		const first = alertsOf({ ...row, problems: ["eta_slipped", "stale"] }, now);
		const later = alertsOf(
			{ ...row, eta: "2026-12-08", lastUpdateAt: new Date("2026-11-20T01:00:00Z"), problems: ["eta_slipped", "stale"] },
			now,
		);
		expect(later.map((a) => a.notice.stage)).not.toEqual(first.map((a) => a.notice.stage));
		expect(later.map((a) => a.notice.subject)).toEqual(first.map((a) => a.notice.subject));
	});
});

describe("expiry cut-offs", () => {
	const now = new Date("2026-11-23T00:00:00Z");
	test.each([
		["quote_shares", "2026-08-25T00:00:00.000Z"],
		["email_tokens", "2026-10-24T00:00:00.000Z"],
		["phone_codes", "2026-11-16T00:00:00.000Z"],
		["once_keys", "2026-08-25T00:00:00.000Z"],
		["quote_drafts", "2026-10-24T00:00:00.000Z"],
		["sessions", "2026-10-24T00:00:00.000Z"],
		["login_attempts", "2026-08-25T00:00:00.000Z"],
		["api_key_windows", "2026-11-22T00:00:00.000Z"],
		["job_runs", "2026-05-27T00:00:00.000Z"],
		["outbox", "2026-10-24T00:00:00.000Z"],
		["visitor_quotes", "2026-05-27T00:00:00.000Z"],
	] as const)("%s: dead before %s", (target, expected) => {
		expect(cutoff(target, now).toISOString()).toBe(expected);
	});

	test("every target has a grace of at least a day, and one run uses one now", () => {
		for (const t of EXPIRY_TARGETS) expect(GRACE_DAYS[t]).toBeGreaterThanOrEqual(1);
		expect(Object.keys(cutoffs(now))).toEqual([...EXPIRY_TARGETS]);
		expect(epochMinute(new Date(120_000 + 59_999))).toBe(2);
	});
});
