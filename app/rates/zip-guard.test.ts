// Archives judged by their central directory before anything is inflated (decision 052): honest
// workbooks pass, bombs and archives whose layout hides an entry are refused, in microseconds.
import { describe, expect, test } from "vitest";
import { MAX_ENTRIES, judgeZip } from "./zip-guard.ts";
import { buildZip, zerosDeflated, zipBomb } from "./zip.fixture.ts";
import { writeXlsx } from "./xlsx.server.ts";

const MB = 1024 * 1024;
const text = (s: string) => new TextEncoder().encode(s);

describe("judgeZip", () => {
	test("a workbook we wrote passes, with its entries where the archive has them", async () => {
		const bytes = new Uint8Array(
			await writeXlsx(
				[
					["id", "amount"],
					["fcl-1", "412.5"],
				],
				[false, true],
				"fcl",
			),
		);
		const verdict = judgeZip(bytes);
		expect(verdict.ok).toBe(true);
		if (verdict.ok) expect(verdict.entries.map((e) => e.name)).toContain("xl/worksheets/sheet1.xml");
	});

	test("a 1.2 MB zip bomb that inflates to 1.2 GB is refused by its index, without inflating", async () => {
		const bomb = await zipBomb(1200);
		expect(bomb.byteLength).toBeLessThan(1.5 * MB);
		const started = performance.now();
		expect(judgeZip(bomb)).toEqual({ ok: false, reason: "tooLarge", inflatedBytes: 1200 * MB });
		// an index read, not an inflation: far below what inflating a gigabyte takes (seconds)
		expect(performance.now() - started).toBeLessThan(1000);
	});

	const deflatedZeros = async (mb: number) => ({ body: await zerosDeflated(mb), size: mb * MB });

	test.each<[string, () => Promise<Uint8Array>, "ok" | "tooLarge" | "unreadable"]>([
		[
			"small honest entries",
			async () =>
				buildZip([
					{ name: "a.xml", data: text("<a/>".repeat(100)) },
					{ name: "b.xml", stored: true, data: text("plain") },
				]),
			"ok",
		],
		// under the total, but a ratio of about 1,000 no sheet of rates has
		[
			"30 MB of zeros in 30 KB (ratio)",
			async () => buildZip([{ name: "s.xml", deflated: await deflatedZeros(30) }]),
			"tooLarge",
		],
		[
			"a small archive with a high ratio is harmless",
			async () => buildZip([{ name: "s.xml", data: new Uint8Array(512 * 1024) }]),
			"ok",
		],
		[
			"over 40 MB inflated in all, spread over entries",
			async () =>
				buildZip(
					Array.from({ length: 5 }, (_, i) => ({
						name: `s${i}.xml`,
						deflated: { body: new Uint8Array(100 * 1024), size: 9 * MB },
					})),
				),
			"tooLarge",
		],
		[
			"more entries than any workbook",
			async () =>
				buildZip(Array.from({ length: MAX_ENTRIES + 1 }, (_, i) => ({ name: `e${i}`, stored: true, data: text("x") }))),
			"tooLarge",
		],
		[
			"an entry hidden between two listed ones",
			async () =>
				buildZip(
					[
						{ name: "a.xml", data: text("<a/>") },
						{ name: "b.xml", data: text("<b/>") },
					],
					{ hidden: buildZip([{ name: "bomb.xml", data: new Uint8Array(64) }]).subarray(0, 60) },
				),
			"unreadable",
		],
		[
			"a stored entry whose sizes disagree",
			async () => buildZip([{ name: "a.xml", stored: true, data: text("abc"), claimInflated: 3000 }]),
			"unreadable",
		],
		["not a ZIP at all", async () => text("pol,pod\nKRPUS,VNHPH\n"), "unreadable"],
		["a cut-off archive", async () => buildZip([{ name: "a.xml", data: text("<a/>") }]).subarray(0, 40), "unreadable"],
		[
			"ZIP64 markers",
			async () => {
				const zip = Buffer.from(buildZip([{ name: "a.xml", data: text("<a/>") }]));
				zip.writeUInt16LE(0xffff, zip.byteLength - 22 + 8);
				zip.writeUInt16LE(0xffff, zip.byteLength - 22 + 10);
				return zip;
			},
			"unreadable",
		],
		[
			"an encrypted entry",
			async () => {
				const zip = Buffer.from(buildZip([{ name: "a.xml", data: text("<a/>") }]));
				const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
				zip.writeUInt16LE(1, central + 8);
				return zip;
			},
			"unreadable",
		],
	])("%s -> %s", async (_, make, expected) => {
		const verdict = judgeZip(await make());
		expect(verdict.ok ? "ok" : verdict.reason).toBe(expected);
	});
});
