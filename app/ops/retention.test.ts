import { describe, expect, test } from "vitest";
import { backupKey, backupsToDelete, backupTime, DEFAULT_RETENTION } from "./retention.ts";

const NOW = new Date("2026-11-24T03:00:00Z");
const key = (iso: string) => backupKey(new Date(iso));

describe("backup names", () => {
	test.each([
		["2026-11-24T03:00:00Z", "backups/app-20261124T030000Z.db.gz"],
		["2026-01-02T09:08:07.654Z", "backups/app-20260102T090807Z.db.gz"],
		["0999-12-31T23:59:59Z", "backups/app-09991231T235959Z.db.gz"],
	])("%s is named %s and read back to the second", (iso, name) => {
		expect(backupKey(new Date(iso))).toBe(name);
		expect(backupTime(name)?.toISOString()).toBe(new Date(Math.floor(Date.parse(iso) / 1000) * 1000).toISOString());
	});

	test.each([
		["backups/app-20261331T000000Z.db.gz"], // month 13 would roll over
		["backups/app-20261124T030000Z.db"],
		["backups/app-20261124T030000.db.gz"],
		["backups/other-20261124T030000Z.db.gz"],
		["app-20261124T030000Z.db.gz"],
		["backups/app-latest.db.gz"],
	])("%s is not a backup name", (name) => {
		expect(backupTime(name)).toBeNull();
	});
});

describe("which backups are deleted (48 h all, 30 days daily, 12 months monthly, newest 3 always)", () => {
	test.each<[string, string[], string[]]>([
		["nothing to decide", [], []],
		[
			"everything of the last 48 hours stays",
			["2026-11-22T03:00:00Z", "2026-11-22T04:00:00Z", "2026-11-23T12:00:00Z", "2026-11-24T02:59:59Z"].map(key),
			[],
		],
		[
			"past 48 hours, one per day stays: the day's newest",
			[
				"2026-11-20T01:00:00Z",
				"2026-11-20T13:00:00Z",
				"2026-11-20T23:00:00Z",
				"2026-11-21T00:00:00Z",
				"2026-11-23T00:00:00Z",
				"2026-11-24T00:00:00Z",
			].map(key),
			["2026-11-20T01:00:00Z", "2026-11-20T13:00:00Z"].map(key),
		],
		[
			"past 30 days, one per month stays: the month's newest",
			[
				"2026-10-01T03:00:00Z",
				"2026-10-10T03:00:00Z",
				"2026-10-20T03:00:00Z",
				"2026-11-20T03:00:00Z",
				"2026-11-21T03:00:00Z",
				"2026-11-22T03:00:00Z",
			].map(key),
			["2026-10-01T03:00:00Z", "2026-10-10T03:00:00Z"].map(key),
		],
		[
			"the 30 days are calendar days, today included: the 31st day back is out, though within 720 hours",
			[
				"2026-10-31T12:00:00Z",
				"2026-10-26T00:00:01Z",
				"2026-10-26T00:00:00Z",
				"2026-10-25T23:00:00Z",
				...["2026-11-22", "2026-11-23", "2026-11-24"].map((d) => `${d}T01:00:00Z`),
			].map(key),
			["2026-10-26T00:00:00Z", "2026-10-25T23:00:00Z"].map(key),
		],
		[
			"older than 12 months: deleted, unless among the newest three",
			[
				"2025-11-30T03:00:00Z",
				"2025-12-01T00:00:00Z",
				"2026-11-22T03:00:00Z",
				"2026-11-23T03:00:00Z",
				"2026-11-24T03:00:00Z",
			].map(key),
			["2025-11-30T03:00:00Z"].map(key),
		],
		[
			"backups stopped a year ago: the newest three stay whatever their age",
			[
				"2024-01-01T03:00:00Z",
				"2024-02-01T03:00:00Z",
				"2024-03-01T03:00:00Z",
				"2024-04-01T03:00:00Z",
				"2024-05-01T03:00:00Z",
			].map(key),
			["2024-01-01T03:00:00Z", "2024-02-01T03:00:00Z"].map(key),
		],
		[
			"names it did not make, and names from the future, are never deleted",
			[
				"backups/app-latest.db.gz",
				"backups/app-20261331T000000Z.db.gz",
				"backups/app-20200101T000000Z.db",
				key("2027-01-01T00:00:00Z"),
				...["2020-01-01", "2020-01-02", "2020-01-03", "2020-01-04"].map((d) => key(`${d}T00:00:00Z`)),
			],
			[key("2020-01-01T00:00:00Z")],
		],
	])("%s", (_what, keys, deleted) => {
		expect(backupsToDelete(keys, NOW)).toEqual([...deleted].sort());
	});

	test("hourly backups for 14 months: 49 hourly + 27 daily + 10 monthly stay", () => {
		const keys: string[] = [];
		for (let t = Date.parse("2025-10-01T00:00:00Z"); t <= NOW.getTime(); t += 3_600_000)
			keys.push(backupKey(new Date(t)));
		const deleted = new Set(backupsToDelete(keys, NOW));
		const kept = keys.filter((k) => !deleted.has(k));
		// 49: 2026-11-22T03 to 2026-11-24T03 inclusive; 27: 23:00 of Oct 26 - Nov 21; 10: the last
		// hour of Dec 2025 - Sep 2026 (October's last hour is already a daily one)
		expect(kept.length).toBe(49 + 27 + 10);
		expect(kept[0]).toBe(key("2025-12-31T23:00:00Z"));
		expect(kept).toContain(key("2026-10-31T23:00:00Z"));
		expect(kept).not.toContain(key("2026-10-25T23:00:00Z"));
	});

	test("pruning after every hourly backup keeps the same set as pruning once at the end", () => {
		const start = Date.parse("2026-09-01T00:00:00Z");
		const end = Date.parse("2026-11-24T03:00:00Z");
		let stored: string[] = [];
		const all: string[] = [];
		for (let t = start; t <= end; t += 3_600_000) {
			const k = backupKey(new Date(t));
			all.push(k);
			stored.push(k);
			const gone = new Set(backupsToDelete(stored, new Date(t)));
			stored = stored.filter((s) => !gone.has(s));
		}
		const once = new Set(backupsToDelete(all, new Date(end)));
		expect(stored).toEqual(all.filter((k) => !once.has(k)));
	});

	test("the policy is a parameter", () => {
		const keys = ["2026-11-24T01:00:00Z", "2026-11-24T02:00:00Z", "2026-11-24T03:00:00Z"].map(key);
		expect(
			backupsToDelete(keys, NOW, { ...DEFAULT_RETENTION, allHours: 0, dailyDays: 0, monthlyMonths: 0, minimum: 1 }),
		).toEqual(keys.slice(0, 2));
	});
});
