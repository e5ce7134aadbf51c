// Server memory as the kernel sees it, read around the latency run: growth after a few hundred
// requests hints at a cache or leak that grows per request. Linux only (/proc); elsewhere it is skipped.
import { readFileSync } from "node:fs";

export type MemorySample = {
	/** Resident set size now, in KiB. */
	rssKiB: number;
	/** Peak resident set size since the process started, in KiB. */
	peakRssKiB: number;
};

export type MemoryResult = {
	pid: number;
	before: MemorySample | null;
	after: MemorySample | null;
	growthKiB: number | null;
};

export function readMemory(pid: number): MemorySample | null {
	let status: string;
	try {
		status = readFileSync(`/proc/${pid}/status`, "utf8");
	} catch {
		return null;
	}
	const field = (name: string) => {
		const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, "m").exec(status);
		return match?.[1] ? Number(match[1]) : null;
	};
	const rss = field("VmRSS");
	if (rss === null) return null;
	return { rssKiB: rss, peakRssKiB: field("VmHWM") ?? rss };
}

/** Samples the process before and after `run`, and returns both with run's own result. */
export async function withMemory<T>(pid: number, run: () => Promise<T>): Promise<{ result: T; memory: MemoryResult }> {
	const before = readMemory(pid);
	const result = await run();
	const after = readMemory(pid);
	const growthKiB = before && after ? after.rssKiB - before.rssKiB : null;
	return { result, memory: { pid, before, after, growthKiB } };
}
