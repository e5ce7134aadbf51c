// Phone numbers are stored as digits ("01055551234", validation.ts phoneField) and shown the way
// Koreans write them: 010-5555-1234, 02-555-1234, 031-555-1234, 1588-0000. One
// formatter for every screen, PDF and mail that shows a stored number. Anything it does not recognise
// (a foreign number with "+", an unusual length) is shown as stored, never cut or guessed at.

/** `digits` grouped as written in Korea, or the input unchanged when it is not a Korean number we know. */
export function formatPhone(stored: string | null | undefined): string {
	if (!stored) return "";
	const digits = stored.trim();
	if (!/^\d+$/.test(digits)) return stored;
	const n = digits.length;
	// representative numbers (1588-, 1644-, 1800- ...): 8 digits, no area code
	if (/^1[5-9]\d{6}$/.test(digits)) return `${digits.slice(0, 4)}-${digits.slice(4)}`;
	// Seoul: 02 then 3 or 4 digits, then 4
	if (digits.startsWith("02") && (n === 9 || n === 10)) return `02-${digits.slice(2, n - 4)}-${digits.slice(n - 4)}`;
	// personal numbers 0502-0508: a 4-digit prefix, then 3 or 4 digits, then 4
	if (/^050[2-8]/.test(digits) && (n === 11 || n === 12))
		return `${digits.slice(0, 4)}-${digits.slice(4, n - 4)}-${digits.slice(n - 4)}`;
	// mobile (010, 011, 016-019), regions (031-064), internet phones (070): 3 digits, then 3 or 4, then 4
	if (/^0(1[016789]|[3-6][1-5]|70)/.test(digits) && (n === 10 || n === 11))
		return `${digits.slice(0, 3)}-${digits.slice(3, n - 4)}-${digits.slice(n - 4)}`;
	return stored;
}
