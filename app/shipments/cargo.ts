// The cargo and B/L facts staff record for a shipment: the carrier's master
// and our house B/L number, the gross weight and measurement, and each container with its seal. Pure
// rules, table-tested: reading the staff form (JavaScript off: numbered rows), the container number's
// ISO 6346 check digit, and the totals the documents print.
import { CONTAINER_CODES, type ContainerCode } from "#app/pricing/codes.ts";

const E = "cargoForm.errors.";

/** The most container rows the form offers and stores: far above one booking's boxes. */
export const MAX_CONTAINER_ROWS = 40;
export const MAX_CARGO_WEIGHT_KG = 100_000_000;
export const MAX_CARGO_CBM = 1_000_000;

export type ContainerRow = {
	containerNo: string;
	sealNo: string | null;
	type: ContainerCode | null;
	packages: number | null;
	weightKg: number | null;
	volumeCbm: number | null;
};

export type CargoValues = {
	masterBlNo: string | null;
	houseBlNo: string | null;
	grossWeightKg: number | null;
	measurementCbm: number | null;
	containers: ContainerRow[];
};

// ISO 6346: the letters' values skip multiples of 11 (A=10, B=12 ... K=21, L=23 ...)
const LETTER_VALUES: Record<string, number> = (() => {
	const out: Record<string, number> = {};
	let value = 10;
	for (const letter of "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
		if (value % 11 === 0) value++;
		out[letter] = value++;
	}
	return out;
})();

/** A container number written as staff may type it ("hmmu 123456-5"), in its one form: "HMMU1234565". */
export function normaliseContainerNo(raw: string): string {
	return raw.toUpperCase().replace(/[\s-]/g, "");
}

/**
 * Whether a (normalised) container number is an ISO 6346 one: owner code (3 letters), category
 * (U, J or Z), six digits and the check digit that the first ten give.
 */
export function isContainerNo(no: string): boolean {
	const m = /^([A-Z]{3}[UJZ])(\d{6})(\d)$/.exec(no);
	if (!m) return false;
	const chars = `${m[1]}${m[2]}`;
	let sum = 0;
	for (let i = 0; i < 10; i++) {
		const c = chars[i]!;
		sum += (c >= "0" && c <= "9" ? Number(c) : LETTER_VALUES[c]!) * 2 ** i;
	}
	return (sum % 11) % 10 === Number(m[3]);
}

/** A B/L (or air waybill) number as carriers print it: letters, digits and dashes, 4 to 30, upper case. */
export function normaliseBlNo(raw: string): string {
	return raw.toUpperCase().replace(/\s/g, "");
}
export const isBlNo = (no: string) => /^[A-Z0-9][A-Z0-9-]{3,29}$/.test(no);

/** A seal number: letters and digits (some carriers add a dash), 3 to 20. */
export const isSealNo = (no: string) => /^[A-Z0-9][A-Z0-9-]{2,19}$/.test(no);

type Read = { get(name: string): FormDataEntryValue | null };
const text = (form: Read, name: string) => String(form.get(name) ?? "").trim();

/** A positive number as staff type it ("12,000" or "12000.5"); undefined when the text is no such number. */
function positive(raw: string, max: number): number | null | undefined {
	if (raw === "") return null;
	const n = Number(raw.replace(/,/g, ""));
	return Number.isFinite(n) && n > 0 && n <= max ? n : undefined;
}

export type CargoFormResult = { ok: true; value: CargoValues } | { ok: false; errors: Record<string, string> };

/**
 * Reads the staff form: the B/L numbers and totals, and rows `c{i}.containerNo`, `c{i}.sealNo`,
 * `c{i}.type`, `c{i}.packages`, `c{i}.weightKg`, `c{i}.volumeCbm` for i = 0 .. rows-1 (an empty
 * row is skipped, so the form can offer spare rows without JavaScript). Errors are translation keys
 * by field name; nothing is stored unless everything reads.
 */
export function parseCargoForm(form: Read, rows: number): CargoFormResult {
	const errors: Record<string, string> = {};
	const bl = (name: "masterBlNo" | "houseBlNo") => {
		const value = normaliseBlNo(text(form, name));
		if (value && !isBlNo(value)) errors[name] = `${E}blNo`;
		return value || null;
	};
	const masterBlNo = bl("masterBlNo");
	const houseBlNo = bl("houseBlNo");
	const total = (name: string, max: number, key: string) => {
		const value = positive(text(form, name), max);
		if (value === undefined) errors[name] = `${E}${key}`;
		return value ?? null;
	};
	const grossWeightKg = total("grossWeightKg", MAX_CARGO_WEIGHT_KG, "weight");
	const measurementCbm = total("measurementCbm", MAX_CARGO_CBM, "volume");

	const containers: ContainerRow[] = [];
	const seen = new Set<string>();
	for (let i = 0; i < Math.min(rows, MAX_CONTAINER_ROWS); i++) {
		const f = (name: string) => text(form, `c${i}.${name}`);
		const raw = {
			containerNo: f("containerNo"),
			sealNo: f("sealNo"),
			type: f("type"),
			packages: f("packages"),
			weightKg: f("weightKg"),
			volumeCbm: f("volumeCbm"),
		};
		if (Object.values(raw).every((v) => v === "")) continue;
		const key = (name: string) => `c${i}.${name}`;
		const containerNo = normaliseContainerNo(raw.containerNo);
		if (!containerNo) errors[key("containerNo")] = `${E}containerNoRequired`;
		else if (!isContainerNo(containerNo)) errors[key("containerNo")] = `${E}containerNo`;
		else if (seen.has(containerNo)) errors[key("containerNo")] = `${E}containerNoTwice`;
		seen.add(containerNo);
		const sealNo = raw.sealNo.toUpperCase().replace(/\s/g, "");
		if (sealNo && !isSealNo(sealNo)) errors[key("sealNo")] = `${E}sealNo`;
		const type = raw.type.toLowerCase();
		if (type && !(CONTAINER_CODES as readonly string[]).includes(type)) errors[key("type")] = `${E}type`;
		let packages: number | null = null;
		if (raw.packages) {
			const n = Number(raw.packages.replace(/,/g, ""));
			if (Number.isInteger(n) && n > 0 && n <= 1_000_000) packages = n;
			else errors[key("packages")] = `${E}packages`;
		}
		const weightKg = positive(raw.weightKg, MAX_CARGO_WEIGHT_KG);
		if (weightKg === undefined) errors[key("weightKg")] = `${E}weight`;
		const volumeCbm = positive(raw.volumeCbm, MAX_CARGO_CBM);
		if (volumeCbm === undefined) errors[key("volumeCbm")] = `${E}volume`;
		containers.push({
			containerNo,
			sealNo: sealNo || null,
			type: (type || null) as ContainerCode | null,
			packages,
			weightKg: weightKg ?? null,
			volumeCbm: volumeCbm ?? null,
		});
	}
	if (Object.keys(errors).length > 0) return { ok: false, errors };
	return { ok: true, value: { masterBlNo, houseBlNo, grossWeightKg, measurementCbm, containers } };
}

const sum = (values: (number | null)[]) =>
	values.length > 0 && values.every((v) => v !== null)
		? Math.round((values as number[]).reduce((a, b) => a + b, 0) * 1000) / 1000
		: null;

/**
 * The gross weight and measurement a document prints: what staff declared for the whole shipment,
 * else the sum of the containers when each has one, else what the customer gave when quoting (the
 * wizard's gross weight for FCL; the packages' totals for LCL and air).
 */
export function cargoTotals(
	declared: { grossWeightKg: number | null; measurementCbm: number | null } | null,
	containers: readonly Pick<ContainerRow, "weightKg" | "volumeCbm">[],
	quoted: { weightKg: number | null; volumeCbm: number | null },
): { weightKg: number | null; volumeCbm: number | null } {
	return {
		weightKg: declared?.grossWeightKg ?? sum(containers.map((c) => c.weightKg)) ?? quoted.weightKg,
		volumeCbm: declared?.measurementCbm ?? sum(containers.map((c) => c.volumeCbm)) ?? quoted.volumeCbm,
	};
}
