// Test-only: ZIP archives made byte by byte, honest or lying, and zip bombs that are small on disk.
// A bomb of a gigabyte of zeros is built without deflating a gigabyte: deflate blocks ending in a sync
// flush are byte-aligned and refer back only to the window, so the block that encodes one MB of zeros
// after zeros can be repeated as often as wanted (a few ms for 1 GB instead of seconds).
import zlib from "node:zlib";

export type FixtureEntry = {
	name: string;
	/** the entry's bytes, deflated here, or an already deflated body with its true size */
	data?: Uint8Array;
	deflated?: { body: Uint8Array; size: number };
	/** what the central directory claims instead of the truth */
	claimInflated?: number;
	stored?: boolean;
};

const MB = 1024 * 1024;

/** One MB of zeros through a deflate stream, flushed to a byte boundary: the bytes that came out. */
function flushedMb(d: zlib.DeflateRaw, zero: Buffer): Promise<Buffer> {
	const out: Buffer[] = [];
	const collect = (chunk: Buffer) => out.push(chunk);
	d.on("data", collect);
	d.write(zero);
	return new Promise((resolve) =>
		d.flush(zlib.constants.Z_SYNC_FLUSH, () => {
			d.off("data", collect);
			resolve(Buffer.concat(out));
		}),
	);
}

/** A raw deflate stream of `mb` MB of zeros (about 1 KB per MB). */
export async function zerosDeflated(mb: number): Promise<Uint8Array> {
	const zero = Buffer.alloc(MB);
	const d = zlib.createDeflateRaw({ level: 9 });
	const first = await flushedMb(d, zero);
	// the block for a MB of zeros after zeros: valid after any MB of zeros, so it repeats
	const middle = await flushedMb(d, zero);
	d.destroy();
	const last = Buffer.from([0x03, 0x00]); // an empty final block with fixed codes
	const parts: Uint8Array[] = [first];
	for (let i = 1; i < mb; i++) parts.push(middle);
	parts.push(last);
	return Buffer.concat(parts);
}

function u16(n: number): Buffer {
	const b = Buffer.alloc(2);
	b.writeUInt16LE(n);
	return b;
}
function u32(n: number): Buffer {
	const b = Buffer.alloc(4);
	b.writeUInt32LE(n >>> 0);
	return b;
}

export type ZipOptions = {
	/** bytes put between two entries that no index entry names (a hidden entry) */
	hidden?: Uint8Array;
};

/** A ZIP archive of the entries (CRCs are zero: nothing here checks them before inflating). */
export function buildZip(entries: readonly FixtureEntry[], options: ZipOptions = {}): Uint8Array {
	const locals: Buffer[] = [];
	const centrals: Buffer[] = [];
	let offset = 0;
	entries.forEach((entry, i) => {
		const name = Buffer.from(entry.name);
		const method = entry.stored ? 0 : 8;
		const body = entry.deflated
			? Buffer.from(entry.deflated.body)
			: entry.stored
				? Buffer.from(entry.data ?? [])
				: zlib.deflateRawSync(entry.data ?? new Uint8Array());
		const size = entry.deflated ? entry.deflated.size : (entry.data?.byteLength ?? 0);
		const claimed = entry.claimInflated ?? size;
		const common = [
			u16(20),
			u16(0),
			u16(method),
			u16(0),
			u16(0x21),
			u32(0),
			u32(body.byteLength),
			u32(claimed),
			u16(name.byteLength),
			u16(0),
		];
		const local = Buffer.concat([u32(0x04034b50), ...common, name, body]);
		centrals.push(
			Buffer.concat([u32(0x02014b50), u16(20), ...common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]),
		);
		locals.push(local);
		offset += local.byteLength;
		if (i === 0 && options.hidden) {
			locals.push(Buffer.from(options.hidden));
			offset += options.hidden.byteLength;
		}
	});
	const directory = Buffer.concat(centrals);
	const end = Buffer.concat([
		u32(0x06054b50),
		u16(0),
		u16(0),
		u16(entries.length),
		u16(entries.length),
		u32(directory.byteLength),
		u32(offset),
		u16(0),
	]);
	return Buffer.concat([...locals, directory, end]);
}

/** A one-entry archive that inflates to `mb` MB of zeros and says so in its index. */
export async function zipBomb(mb: number, name = "xl/worksheets/sheet1.xml"): Promise<Uint8Array> {
	return buildZip([{ name, deflated: { body: await zerosDeflated(mb), size: mb * MB } }]);
}
