// Which database backups to keep (docs/decisions/021-backups.md). Pure: names in, names out, so the
// rule is tested with tables and the deleting is done by app/ops/backup.server.ts.
//
// The rule, all in UTC (backup names are UTC):
// - every backup younger than `allHours` (48 h): the last two days, to undo a bad deploy or a mistake;
// - the newest backup of each calendar day younger than `dailyDays` (30);
// - the newest backup of each calendar month younger than `monthlyMonths` (12);
// - whatever their age, the newest `minimum` (3): if backups stop for a year, the last good ones
//   must not age out while nobody is looking;
// - names this module did not make, and names dated in the future (a clock that was wrong), are
//   kept: deleting what we do not understand is worse than keeping it.

export const BACKUP_PREFIX = "backups/app-";

export type RetentionPolicy = { allHours: number; dailyDays: number; monthlyMonths: number; minimum: number };

export const DEFAULT_RETENTION: RetentionPolicy = { allHours: 48, dailyDays: 30, monthlyMonths: 12, minimum: 3 };

const KEY = /^backups\/app-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.db\.gz$/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `backups/app-YYYYMMDDTHHMMSSZ.db.gz` for a backup taken at `at`: names sort by time. */
export function backupKey(at: Date): string {
	const stamp =
		`${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}` +
		`T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}Z`;
	return `${BACKUP_PREFIX}${stamp}.db.gz`;
}

/** When the backup named `key` was taken, or null for a name backupKey did not make. */
export function backupTime(key: string): Date | null {
	const m = KEY.exec(key);
	if (!m) return null;
	const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [
		number,
		number,
		number,
		number,
		number,
		number,
	];
	const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
	// Date.UTC rolls 20261331 over into the next year; such a name was not made here
	return backupKey(at) === key ? at : null;
}

/** The first moment of the UTC month `months` before `now`'s month. */
function monthsBefore(now: Date, months: number): number {
	return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, 1);
}

export function backupsToDelete(
	keys: readonly string[],
	now: Date,
	policy: RetentionPolicy = DEFAULT_RETENTION,
): string[] {
	const dated = keys
		.map((key) => ({ key, at: backupTime(key) }))
		.filter((b): b is { key: string; at: Date } => b.at !== null && b.at.getTime() <= now.getTime())
		// newest first, so the first one met in a day or month is the one that stays
		.sort((a, b) => b.at.getTime() - a.at.getTime());

	const keep = new Set<string>(dated.slice(0, policy.minimum).map((b) => b.key));
	const allSince = now.getTime() - policy.allHours * 3_600_000;
	// a day counts while any of it is younger than the window: the 30 days are 30 calendar days
	const daysSince = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - policy.dailyDays + 1);
	const monthsSince = monthsBefore(now, policy.monthlyMonths - 1);
	const days = new Set<string>();
	const months = new Set<string>();
	for (const { key, at } of dated) {
		const t = at.getTime();
		if (t >= allSince) keep.add(key);
		const day = key.slice(BACKUP_PREFIX.length, BACKUP_PREFIX.length + 8);
		if (t >= daysSince && !days.has(day)) {
			days.add(day);
			keep.add(key);
		}
		const month = day.slice(0, 6);
		if (t >= monthsSince && !months.has(month)) {
			months.add(month);
			keep.add(key);
		}
	}
	return dated
		.filter((b) => !keep.has(b.key))
		.map((b) => b.key)
		.sort();
}
