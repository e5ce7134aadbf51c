// `npm run bench:uploads` (`node --expose-gc bench/uploads.ts [--mb=20] [--runs=5] [--no-contrast]`):
// memory while receiving a large upload. A multipart body carrying a --mb PDF is generated as a
// stream (never held whole), passed to receiveUpload (busboy to a hashed temporary file, content
// check) and keepFile (into a local file store in a temporary folder), in this process, while
// process.memoryUsage() is sampled every 2 ms. Reports the peak growth of RSS, heap and ArrayBuffer
// memory (where Buffers live, outside the heap) over the level before each run. Streaming keeps the growth far below the file size; for contrast the last
// row reads the same body with request.formData(), which holds it in memory.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { printTable, ROOT, numberArg } from "./server.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => numberArg(args, name, fallback);
const fileMb = arg("mb", 20);
const runs = arg("runs", 5);
if (!(fileMb > 0 && fileMb <= 200)) throw new Error("--mb must be between 1 and 200");
if (!(runs >= 1 && runs <= 50)) throw new Error("--runs must be between 1 and 50");
const FILE_BYTES = Math.round(fileMb * 1024 * 1024);
const CHUNK = 64 * 1024;
const MB = 1024 * 1024;

const tempDir = mkdtempSync(path.join(os.tmpdir(), "freight-uploads-bench-"));
process.env.UPLOAD_DIR = path.join(tempDir, "store");
process.env.TMPDIR = path.join(tempDir, "tmp"); // receiveUpload's temporary files, removed with the rest
mkdirSync(process.env.TMPDIR, { recursive: true });
const cleanUp = () => rmSync(tempDir, { recursive: true, force: true });
process.once("SIGINT", () => {
	cleanUp();
	process.exit(130);
});

const { keepFile, receiveUpload } = await import("#app/storage/receive.server.ts");

const gc = (globalThis as { gc?: () => void }).gc;

/** A multipart/form-data request whose body is produced chunk by chunk as it is read. */
function streamedUpload(seed: number): Request {
	const boundary = `----bench${seed}${Date.now()}`;
	const enc = new TextEncoder();
	const magic = "%PDF-1.7\n%"; // the file's first bytes, sent with the head; the rest is one long PDF comment
	const head = enc.encode(
		`--${boundary}\r\nContent-Disposition: form-data; name="onceKey"\r\n\r\nbench-${seed}\r\n` +
			`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n${magic}`,
	);
	const tail = enc.encode(`\r\n--${boundary}--\r\n`);
	let sent = magic.length;
	let phase: "head" | "file" | "tail" | "done" = "head";
	const body = new ReadableStream<Uint8Array>({
		pull(controller) {
			if (phase === "head") {
				controller.enqueue(head);
				phase = "file";
			} else if (phase === "file") {
				const size = Math.min(CHUNK, FILE_BYTES - sent);
				// varied bytes (a comment line of the PDF), different per run so each is a new key
				const chunk = new Uint8Array(size);
				for (let i = 0; i < size; i++) chunk[i] = 0x20 + ((sent + i + seed) % 90);
				controller.enqueue(chunk);
				sent += size;
				if (sent >= FILE_BYTES) phase = "tail";
			} else if (phase === "tail") {
				controller.enqueue(tail);
				phase = "done";
			} else controller.close();
		},
	});
	return new Request("http://bench.local/mypage/upload/1", {
		method: "POST",
		headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
		body,
		duplex: "half",
	} as RequestInit);
}

type Row = { run: string; ms: number; rssGrowth: number; heapGrowth: number; bufferGrowth: number; result: string };

async function measure(label: string, work: () => Promise<string>): Promise<Row> {
	gc?.();
	await new Promise((resolve) => setTimeout(resolve, 50));
	gc?.();
	const base = process.memoryUsage();
	let peakRss = base.rss;
	let peakHeap = base.heapUsed;
	let peakBuffers = base.arrayBuffers;
	const sample = () => {
		const m = process.memoryUsage();
		if (m.rss > peakRss) peakRss = m.rss;
		if (m.heapUsed > peakHeap) peakHeap = m.heapUsed;
		if (m.arrayBuffers > peakBuffers) peakBuffers = m.arrayBuffers;
	};
	const timer = setInterval(sample, 2);
	const started = performance.now();
	let result: string;
	try {
		result = await work();
	} finally {
		sample();
		clearInterval(timer);
	}
	return {
		run: label,
		ms: performance.now() - started,
		rssGrowth: peakRss - base.rss,
		heapGrowth: peakHeap - base.heapUsed,
		bufferGrowth: peakBuffers - base.arrayBuffers,
		result,
	};
}

const rows: Row[] = [];
try {
	// warm-up: loads busboy, sharp and the store, and lets the allocator size its pools, so the first
	// measured run is not charged for one-time costs
	for (const seed of [998, 999])
		await measure("warm-up", async () => {
			const { file } = await receiveUpload(streamedUpload(seed), {
				field: "file",
				maxBytes: FILE_BYTES,
				accept: ["pdf"],
			});
			if (file) await keepFile(file);
			return "";
		});
	for (let run = 1; run <= runs; run++) {
		rows.push(
			await measure(`receiveUpload + keepFile #${run}`, async () => {
				const { file, error } = await receiveUpload(streamedUpload(run), {
					field: "file",
					maxBytes: FILE_BYTES,
					accept: ["pdf"],
				});
				if (!file) throw new Error(`upload refused: ${error}`);
				const kept = await keepFile(file);
				if (kept.size !== FILE_BYTES) throw new Error(`stored ${kept.size} bytes, expected ${FILE_BYTES}`);
				return `${kept.kind} ${kept.key.slice(0, 12)}`;
			}),
		);
	}
	if (!args.includes("--no-contrast")) {
		rows.push(
			await measure("contrast: request.formData() (buffers)", async () => {
				const form = await streamedUpload(500).formData();
				return `${(form.get("file") as File).size} bytes in memory`;
			}),
		);
	}
} finally {
	cleanUp();
}

const mb = (n: number) => (n / MB).toFixed(1);
console.log(
	`\nUpload memory: a ${mb(FILE_BYTES)} MB file, streamed multipart body, Node ${process.version}${gc ? "" : " (no --expose-gc: baselines are noisier)"}\n`,
);
printTable(
	[
		"run",
		"time ms",
		"MB/s",
		"peak RSS growth MB",
		"peak heap growth MB",
		"peak buffers growth MB",
		"RSS growth / file",
		"result",
	],
	rows.map((r) => [
		r.run,
		r.ms.toFixed(0),
		(FILE_BYTES / MB / (r.ms / 1000)).toFixed(0),
		mb(r.rssGrowth),
		mb(r.heapGrowth),
		mb(r.bufferGrowth),
		`${((r.rssGrowth / FILE_BYTES) * 100).toFixed(0)}%`,
		r.result,
	]),
);
const streamed = rows.filter((r) => r.run.startsWith("receiveUpload"));
const worst = Math.max(...streamed.map((r) => r.rssGrowth));
console.log(
	`\nworst streamed run: RSS grew ${mb(worst)} MB for a ${mb(FILE_BYTES)} MB file (${((worst / FILE_BYTES) * 100).toFixed(0)}%)`,
);

const out = path.join(ROOT, "bench", "results", "uploads.json");
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
	out,
	JSON.stringify({ at: new Date().toISOString(), node: process.version, fileBytes: FILE_BYTES, rows }, null, 2),
);
console.log(`written ${path.relative(ROOT, out)}`);
