// Korean business registration number (사업자등록번호): ten digits, written 123-45-67890.
// The last digit is a National Tax Service check digit, so most typos are caught before we ask
// anyone to look the number up by hand.

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** Drops the spaces and hyphens people type or paste; anything else is left for validation to reject. */
export function normalizeBizRegNo(input: string): string {
	return input.replace(/[\s-]/g, "");
}

/** True when the input, once normalized, is ten digits with a matching NTS check digit. */
export function isValidBizRegNo(input: string): boolean {
	const digits = normalizeBizRegNo(input);
	// ASCII digits only, so full-width digits pasted from a Korean IME are refused rather than misread.
	if (!/^[0-9]{10}$/.test(digits)) return false;
	const d = Array.from(digits, Number);
	// The regex above guarantees ten entries, so the indexed reads below are defined.
	let sum = WEIGHTS.reduce((acc, w, i) => acc + d[i]! * w, 0);
	// The ninth digit is weighted 5, and its tens part is counted once more.
	sum += Math.floor((d[8]! * 5) / 10);
	return (10 - (sum % 10)) % 10 === d[9];
}

/** Shows ten digits as 123-45-67890; input that is not ten digits after normalizing comes back unchanged. */
export function formatBizRegNo(digits: string): string {
	const n = normalizeBizRegNo(digits);
	if (!/^[0-9]{10}$/.test(n)) return digits;
	return `${n.slice(0, 3)}-${n.slice(3, 5)}-${n.slice(5)}`;
}
