// popbill's recorded answers: an NTS approval number has 24 digits, the issue day first
// (YYYYMMDD + 8 + 8); the recorded one derives the rest from the document key, so it is stable.
import crypto from "node:crypto";

export function popbillNtsNumber(mgtKey: string, writeDate?: string): string {
	const digits = BigInt(`0x${crypto.createHash("sha256").update(mgtKey).digest("hex").slice(0, 12)}`)
		.toString()
		.padStart(16, "0")
		.slice(-16);
	const day = writeDate && /^\d{8}$/.test(writeDate) ? writeDate : "20261128";
	return `${day}41${digits.slice(2)}`;
}
