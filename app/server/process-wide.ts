// One value per process, shared by every copy of a module. server.js loads app/observability/*.ts and
// some of app/server/*.ts with Node (type stripping) while the same files are also bundled into
// build/server/index.js, so each file exists twice in the production process. State that both copies must see (the request context, the
// metric counters) is kept on globalThis under a registered symbol instead of in a module variable.
// Relative imports only: server.js loads this file.

/** The value stored under `name`, made by `make` the first time any copy asks. */
export function processWide<T>(name: string, make: () => T): T {
	const key = Symbol.for(`barun-forwarding.${name}`);
	const slots = globalThis as unknown as Record<symbol, T | undefined>;
	const existing = slots[key];
	if (existing !== undefined) return existing;
	const made = make();
	slots[key] = made;
	return made;
}
