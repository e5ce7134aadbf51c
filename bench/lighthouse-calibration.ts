// Lighthouse's simulated throttling multiplies the main-thread work it saw on this machine by a CPU
// slowdown, 4 by default. That 4 assumes a high-end desktop host (benchmarkIndex about 1,500): four
// times slower is a mid-tier phone. This VM's index moves between ~1,250 and ~2,000 from one hour to
// the next, so a fixed 4 modelled a phone up to twice as slow as intended in a slow hour, and a faster
// one in a quick hour; that, not the pages, was most of the run-to-run spread (decision 103).
// Lighthouse's throttling guide ("Calibrating the CPU slowdown", docs/throttling.md) says to scale the
// slowdown to the host; these are its calculator's anchor points, interpolated linearly between them
// and beyond the last one on the same slope.

/** [benchmarkIndex, CPU slowdown that models Lighthouse's mid-tier phone on such a host] */
const ANCHORS: readonly (readonly [number, number])[] = [
	[150, 1],
	[800, 2],
	[1300, 3],
	[1533, 4],
];

/** The CPU slowdown that turns a host of this benchmarkIndex into Lighthouse's mid-tier phone. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
	if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= ANCHORS[0]![0]) return 1;
	for (let i = 1; i < ANCHORS.length; i++) {
		const [x1, y1] = ANCHORS[i]!;
		const [x0, y0] = ANCHORS[i - 1]!;
		const last = i === ANCHORS.length - 1;
		if (benchmarkIndex <= x1 || last) return round2(y0 + ((benchmarkIndex - x0) * (y1 - y0)) / (x1 - x0));
	}
	return 4; // unreachable: the last segment extends without bound
}

const round2 = (n: number) => Math.round(n * 100) / 100;
