// One way to refuse (decision 058). A write that cannot happen (the record moved on, it is not this
// user's, the input breaks a rule) throws `refuse(what)` from inside its effect: the transaction rolls
// back, the one-time key stays unused, and exactlyOnceOr (once.server.ts) hands `what` back to the
// caller as a value, `{ ok: false, refused: what }`. `what` is the domain's own typed refusal: a reason
// code ("notFound", "settled"), or an object with the details a form shows (field errors, the rows of
// a refused sheet). How a reason answers over HTTP is declared once per domain as a RefusalKinds table
// and turned into a status by replies.server.ts's `refusalReply`.
//
// Errors that are not refusals (a broken invariant, a failed disk) are not caught here: they stay 500s.

/** How a refusal answers: a kind of replies.server.ts's error reasons (and so its status and its page's words). */
export type RefusalKind = "badRequest" | "forbidden" | "notFound" | "conflict" | "tooMany";

/** Each reason of a domain's refusal and how it answers (400, 403, 404, 409, 429). */
export type RefusalKinds<R extends string> = Readonly<Record<R, RefusalKind>>;

/** What a refused write answers: nothing was stored, and why. */
export type Refused<V> = { ok: false; refused: V };

// a plain field, not a constructor parameter property: db/seed.ts loads the modules that throw it under
// Node's type stripping, which does not accept parameter properties
export class Refusal<V = unknown> extends Error {
	readonly refused: V;
	constructor(refused: V) {
		super(typeof refused === "string" ? refused : "refused");
		this.name = "Refusal";
		this.refused = refused;
	}
}

/** Refuses the write in progress with `what` (thrown: the surrounding transaction rolls back). */
export function refuse<V>(what: V): never {
	throw new Refusal(what);
}

export function isRefusal(error: unknown): error is Refusal {
	return error instanceof Refusal;
}
