// An .xlsx is a ZIP archive, and a ZIP says in its central directory (the index at its end) how large
// each file inside will be once inflated. A 1.2 MB sheet that inflated to 1.2 GB took the server to
// 1.6 GB before it was refused (decision 052), so the archive is judged by that index before
// anything is inflated: too many entries, too much inflated in all, or a compression ratio no sheet
// of rates reaches is refused on the spot. The index could lie, so the sheet is then read on a worker
// thread with a memory bound (xlsx.server.ts), which first inflates each entry no further than the
// size the index declared.
//
// The archive must also be laid out as the index says: entries one after another from the first byte
// up to the index. A stream reader (read-excel-file reads the local headers in order, not the index)
// would otherwise inflate an entry hidden between two listed ones, which no check here had seen.
// Pure: bytes in, a verdict out.

/** Inflated bytes in all. A sheet of several thousand rate rows inflates to a few MB. */
export const MAX_INFLATED_BYTES = 40 * 1024 * 1024;
/**
 * Inflated over compressed, for the archive as a whole. XML of rate rows compresses 5-20 times;
 * a run of one repeated byte, what bombs are made of, about 1,000 times.
 */
export const MAX_RATIO = 100;
/** The ratio is only judged from this size on: a small archive cannot hurt whatever its ratio. */
export const RATIO_FROM_BYTES = 1024 * 1024;
/** A workbook has a dozen parts; a few hundred is already odd. */
export const MAX_ENTRIES = 500;

export type ZipEntry = {
	name: string;
	/** 0 stored, 8 deflated (nothing else is accepted) */
	method: number;
	compressedSize: number;
	inflatedSize: number;
	/** where the entry's compressed bytes start in the archive */
	dataStart: number;
};

export type ZipVerdict =
	| { ok: true; entries: ZipEntry[]; inflatedBytes: number }
	/** damaged, not a ZIP, encrypted, ZIP64 or an unknown compression method */
	| { ok: false; reason: "unreadable" }
	/** the index itself says it would inflate too far */
	| { ok: false; reason: "tooLarge"; inflatedBytes: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** A data descriptor after an entry's data: 12 bytes, 16 with its optional signature (no ZIP64 here). */
const MAX_DESCRIPTOR = 16;

const unreadable = { ok: false, reason: "unreadable" } as const;

/** The end-of-central-directory record's offset, searched back over a comment of up to 64 KB. */
function findEnd(view: DataView): number {
	for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - 22 - 0xffff); at--) {
		if (view.getUint32(at, true) === EOCD) return at;
	}
	return -1;
}

/** Judges a ZIP archive by its central directory and layout, inflating nothing. */
export function judgeZip(bytes: Uint8Array): ZipVerdict {
	if (bytes.byteLength < 22) return unreadable;
	const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
	const end = findEnd(view);
	if (end < 0) return unreadable;
	const count = view.getUint16(end + 10, true);
	const directorySize = view.getUint32(end + 12, true);
	const directoryStart = view.getUint32(end + 16, true);
	// several disks, or ZIP64's markers (0xFFFF, 0xFFFFFFFF): never a spreadsheet of rates
	if (view.getUint16(end + 4, true) !== 0 || view.getUint16(end + 6, true) !== 0) return unreadable;
	if (count === 0xffff || directorySize === 0xffffffff || directoryStart === 0xffffffff) return unreadable;
	if (count === 0 || count !== view.getUint16(end + 8, true)) return unreadable;
	if (count > MAX_ENTRIES) return { ok: false, reason: "tooLarge", inflatedBytes: 0 };
	if (directoryStart + directorySize !== end) return unreadable;

	const listed: (ZipEntry & { headerAt: number })[] = [];
	let inflatedBytes = 0;
	let compressedBytes = 0;
	let at = directoryStart;
	for (let i = 0; i < count; i++) {
		if (at + 46 > end || view.getUint32(at, true) !== CENTRAL) return unreadable;
		const flags = view.getUint16(at + 8, true);
		const method = view.getUint16(at + 10, true);
		const compressedSize = view.getUint32(at + 20, true);
		const inflatedSize = view.getUint32(at + 24, true);
		const nameLength = view.getUint16(at + 28, true);
		const extraLength = view.getUint16(at + 30, true);
		const commentLength = view.getUint16(at + 32, true);
		const headerAt = view.getUint32(at + 42, true);
		if (flags & 0x1) return unreadable; // encrypted
		if (method !== 0 && method !== 8) return unreadable;
		if (compressedSize === 0xffffffff || inflatedSize === 0xffffffff || headerAt === 0xffffffff) return unreadable;
		if (method === 0 && compressedSize !== inflatedSize) return unreadable;
		const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
		listed.push({ name, method, compressedSize, inflatedSize, dataStart: 0, headerAt });
		inflatedBytes += inflatedSize;
		compressedBytes += compressedSize;
		at += 46 + nameLength + extraLength + commentLength;
	}
	if (at !== end) return unreadable;
	if (inflatedBytes > MAX_INFLATED_BYTES) return { ok: false, reason: "tooLarge", inflatedBytes };
	if (inflatedBytes >= RATIO_FROM_BYTES && inflatedBytes > MAX_RATIO * Math.max(1, compressedBytes))
		return { ok: false, reason: "tooLarge", inflatedBytes };

	// the entries, in the order they sit, must fill the archive from byte 0 to the index without a gap
	// a further local header could hide in
	const ordered = [...listed].sort((a, b) => a.headerAt - b.headerAt);
	let next = 0;
	for (const entry of ordered) {
		const gap = entry.headerAt - next;
		if (gap < 0 || gap > (next === 0 ? 0 : MAX_DESCRIPTOR)) return unreadable;
		if (entry.headerAt + 30 > directoryStart || view.getUint32(entry.headerAt, true) !== LOCAL) return unreadable;
		entry.dataStart =
			entry.headerAt + 30 + view.getUint16(entry.headerAt + 26, true) + view.getUint16(entry.headerAt + 28, true);
		next = entry.dataStart + entry.compressedSize;
		if (next > directoryStart) return unreadable;
	}
	const tail = directoryStart - next;
	if (tail < 0 || tail > MAX_DESCRIPTOR) return unreadable;
	return { ok: true, entries: listed.map(({ headerAt: _, ...entry }) => entry), inflatedBytes };
}
