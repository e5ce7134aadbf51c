// Spec section 8 names the message for a failure of each write a customer starts: "booking registration
// error", "quote registration failed", "update failed", "quote export error". A failure we did not
// foresee (the database busy past its timeout, a disk full, a bug) used to reach the generic error
// view; the screens that write catch it instead, log it with its stack, and answer their own form
// with that message, so the customer keeps what they typed and knows what failed.
import { logger } from "./logger.server.ts";

/** A redirect or one of our replies thrown on purpose (replies.server.ts), which must pass through. */
export function isDeliberate(error: unknown): boolean {
	return (
		error instanceof Response || (typeof error === "object" && error !== null && "init" in error && "data" in error)
	);
}

/**
 * Runs `write`; an unforeseen failure is logged as `what` and answered by `onFailure()` (the form's
 * own message), a deliberate redirect or reply passes through unchanged.
 */
export async function withFailureMessage<T, F>(
	what: string,
	write: () => T | Promise<T>,
	onFailure: () => F,
): Promise<T | F> {
	try {
		return await write();
	} catch (error) {
		if (isDeliberate(error)) throw error;
		logger.error({ err: error }, `${what} failed`);
		return onFailure();
	}
}
