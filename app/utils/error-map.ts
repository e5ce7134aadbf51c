// Error maps keyed by what a client sent (field names, JSON paths) must not be plain objects: a key
// named "__proto__", "constructor" or "toString" would find Object.prototype's member instead of an
// empty slot, and `(map[key] ??= []).push(...)` then throws (the partner API answered 500).
// A map without a prototype has only the keys put in it and serialises to JSON as any object does.

export type ErrorMap<T> = Record<string, T[]>;

export function newErrorMap<T>(): ErrorMap<T> {
	return Object.create(null) as ErrorMap<T>;
}

/** Adds `error` under `key`, creating the list on first use. */
export function addError<T>(map: ErrorMap<T>, key: string, error: T): T[] {
	const list = (Object.hasOwn(map, key) ? map[key] : undefined) ?? (map[key] = []);
	list.push(error);
	return list;
}

/**
 * A refused form's field errors (app/utils/refusal.ts) from a schema's issues: each issue's message (a
 * translation key) under its first path segment, "" for the form as a whole.
 */
export function fieldErrorMap(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ErrorMap<string> {
	const map = newErrorMap<string>();
	for (const issue of issues) addError(map, String(issue.path[0] ?? ""), issue.message);
	return map;
}
