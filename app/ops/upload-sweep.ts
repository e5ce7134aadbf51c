// Which stored files the upload sweep removes (decision 052). An upload writes its file first and
// its row after (app/storage/receive.server.ts, then a command), so a process killed in between (kill
// -9, a machine stopped) leaves a file no row refers to: 781 files for 779 keys after six kill -9s.
// Pure: the sweep (upload-sweep.server.ts) lists, reads the references, and asks this.

/**
 * A file younger than this is never swept: its row may still be on its way (a replica forwards it to
 * the primary within seconds; a slow upload's row follows its last byte). Minutes, not seconds, so no
 * upload in flight can lose its file.
 */
export const SWEEP_MIN_AGE_MS = 15 * 60 * 1000;

export type ListedFile = { key: string; modifiedAt: Date };

/** The listed files no row refers to that are old enough to be leftovers, not uploads in progress. */
export function filesToSweep(
	listed: readonly ListedFile[],
	referenced: ReadonlySet<string>,
	now: Date,
	minAgeMs = SWEEP_MIN_AGE_MS,
): string[] {
	const before = now.getTime() - minAgeMs;
	return listed
		.filter((file) => file.modifiedAt.getTime() < before && !referenced.has(file.key))
		.map((file) => file.key);
}
