// A fresh business registration number with a valid check digit, for tests that sign up companies:
// one number is one company (decision 054), so each sign-up needs its own.
import crypto from "node:crypto";

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** Ten digits written 123-45-67890, random but for the NTS check digit (app/accounts/biz-reg-no.ts). */
export function freshBizRegNo(): string {
	const d = Array.from(crypto.randomBytes(9), (b) => b % 10);
	let sum = WEIGHTS.reduce((acc, w, i) => acc + d[i]! * w, 0);
	sum += Math.floor((d[8]! * 5) / 10);
	const digits = [...d, (10 - (sum % 10)) % 10].join("");
	return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}
