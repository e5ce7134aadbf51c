// Values worked out once per (owner, key) and kept as long as the owner object lives: the owner is
// something that does not change once made (a translation tree, a reference list), the key names
// what else the value depends on. Keys can come from requests (a posted value, a translation key), so
// each owner keeps at most `cap` of them; past that, values are made and not kept. Nothing else
// holds the owners: when one goes, its values go with it (WeakMap).

/** A keeper: `keep(owner, key, make)` answers the kept value or makes it; an undefined one is never kept. */
export function keptPerOwner<V>(cap: number) {
	const byOwner = new WeakMap<object, Map<string, V>>();
	return function keep(owner: object, key: string, make: () => V): V {
		let kept = byOwner.get(owner);
		if (!kept) {
			kept = new Map();
			byOwner.set(owner, kept);
		}
		const known = kept.get(key);
		if (known !== undefined) return known;
		const value = make();
		if (value !== undefined && kept.size < cap) kept.set(key, value);
		return value;
	};
}
