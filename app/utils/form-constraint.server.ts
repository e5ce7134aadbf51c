// The native HTML constraints of a form (required, minLength, maxLength, pattern, min, max, step), read
// from its zod schema on the server and handed to the component by the loader. Forms validate on the
// server only (zod is about 25 KiB gzipped, and no client chunk carries it), but the
// attributes stay in the server-rendered HTML: a browser without JavaScript checks them before posting.
// The component passes the object to `useForm({ constraint })`; it is plain JSON.
import { getZodConstraint } from "@conform-to/zod/v4";

type Schema = Parameters<typeof getZodConstraint>[0];
export type FormConstraint = ReturnType<typeof getZodConstraint>;

// A schema built once at module level is the same object on every request: read it once. Schemas built
// per request (with today's date or the estimate's figures) are new objects and simply miss.
const cache = new WeakMap<Schema, FormConstraint>();

export function formConstraint(schema: Schema): FormConstraint {
	let constraint = cache.get(schema);
	if (!constraint) {
		constraint = getZodConstraint(schema);
		cache.set(schema, constraint);
	}
	return constraint;
}
