// The Prometheus text exposition format (version 0.0.4), written by hand: the app needs counters,
// histograms and a few gauges, which is about sixty lines, where prom-client would add a dependency
// (and a second registry per copy of the module, see app/server/process-wide.ts) to files server.js loads.
// Pure: no I/O. https://prometheus.io/docs/instrumenting/exposition_formats/
// Relative imports only: server.js loads this file.

export type Labels = Record<string, string>;
export type Sample = { labels: Labels; value: number };
export type HistogramSample = {
	labels: Labels;
	buckets: readonly number[];
	counts: readonly number[];
	sum: number;
	count: number;
};

export type Family =
	| { name: string; help: string; type: "counter" | "gauge"; samples: Sample[] }
	| { name: string; help: string; type: "histogram"; samples: HistogramSample[] };

export const CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

function escapeLabel(value: string): string {
	return value.replaceAll("\\", "\\\\").replaceAll("\n", "\\n").replaceAll('"', '\\"');
}

function escapeHelp(value: string): string {
	return value.replaceAll("\\", "\\\\").replaceAll("\n", "\\n");
}

export function formatNumber(value: number): string {
	if (Number.isNaN(value)) return "NaN";
	if (value === Number.POSITIVE_INFINITY) return "+Inf";
	if (value === Number.NEGATIVE_INFINITY) return "-Inf";
	return String(value);
}

function labelText(labels: Labels): string {
	const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabel(value)}"`);
	return pairs.length ? `{${pairs.join(",")}}` : "";
}

function histogramLines(name: string, sample: HistogramSample): string[] {
	const lines: string[] = [];
	// buckets are cumulative: each counts the observations at or below its bound
	let cumulative = 0;
	sample.buckets.forEach((bound, i) => {
		cumulative += sample.counts[i] ?? 0;
		lines.push(`${name}_bucket${labelText({ ...sample.labels, le: formatNumber(bound) })} ${cumulative}`);
	});
	lines.push(`${name}_bucket${labelText({ ...sample.labels, le: "+Inf" })} ${sample.count}`);
	lines.push(`${name}_sum${labelText(sample.labels)} ${formatNumber(sample.sum)}`);
	lines.push(`${name}_count${labelText(sample.labels)} ${sample.count}`);
	return lines;
}

/** The whole scrape answer: every family with its HELP and TYPE lines, ending with a newline. */
export function exposition(families: readonly Family[]): string {
	const lines: string[] = [];
	for (const family of families) {
		lines.push(`# HELP ${family.name} ${escapeHelp(family.help)}`, `# TYPE ${family.name} ${family.type}`);
		if (family.type === "histogram")
			for (const sample of family.samples) lines.push(...histogramLines(family.name, sample));
		else
			for (const sample of family.samples)
				lines.push(`${family.name}${labelText(sample.labels)} ${formatNumber(sample.value)}`);
	}
	return `${lines.join("\n")}\n`;
}

/** The index of the first bucket whose bound is at or above `value` (buckets.length: only +Inf). */
export function bucketIndex(buckets: readonly number[], value: number): number {
	for (let i = 0; i < buckets.length; i++) if (value <= (buckets[i] as number)) return i;
	return buckets.length;
}
