// Find ID (spec "e-mail lookup") answers whether an address is registered, so without a limit anyone
// could test a list of addresses against it. It is limited per source, the same source as
// sign-in counts (login-limits.ts sourceOf: an IPv4 address, an IPv6 /64): a person who forgot which
// address they used tries a few; a whole office behind one NAT address still has room. Refused
// lookups are not recorded, so waiting an hour always works (docs/decisions/025-text-hygiene.md).
export const LOOKUP_WINDOW_MS = 60 * 60 * 1000;
export const MAX_LOOKUPS_PER_SOURCE = 10;

/** Whether one more lookup may run, given the source's lookups within the window. */
export function lookupAllowed(recentLookups: number): boolean {
	return recentLookups < MAX_LOOKUPS_PER_SOURCE;
}
