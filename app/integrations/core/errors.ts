// What can go wrong calling a provider, in the words the retry rule and the staff screen use.
// - invalid: the provider answered and refused (bad key, bad number, validation): retrying the same
//   request cannot help, so it is not retried.
// - outage: no answer or a 5xx / unreadable answer: retried with backoff.
// - timeout: no answer within the policy's time: retried with backoff.
export type FailureKind = "invalid" | "outage" | "timeout";

export class IntegrationError extends Error {
	readonly kind: FailureKind;
	constructor(kind: FailureKind, message: string) {
		super(message);
		this.name = "IntegrationError";
		this.kind = kind;
	}
}

export function isRetryable(kind: FailureKind): boolean {
	return kind !== "invalid";
}
