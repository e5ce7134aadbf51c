// The demo partner API key of DESIGN.md (development and tests only, never production): the literal
// key "demo-partner-key", stored like any other key (its SHA-256 hash), with a stable id and a limit
// high enough that end-to-end tests are not throttled. Re-seeding restores it if someone revoked it.
import { hashApiKey, keyDisplayPrefix } from "../../app/api/keys.server.ts";
import type { AppDatabase } from "../client.ts";
import { apiKeys } from "../schema.ts";

export const DEMO_API_KEY = "demo-partner-key";
export const DEMO_API_KEY_ID = "demo-partner-key";
export const DEMO_API_KEY_RATE_PER_MINUTE = 600;

export function seedDemoApiKey(db: AppDatabase): { apiKeys: number } {
	const values = {
		id: DEMO_API_KEY_ID,
		name: "Demo partner",
		prefix: keyDisplayPrefix(DEMO_API_KEY),
		keyHash: hashApiKey(DEMO_API_KEY),
		ratePerMinute: DEMO_API_KEY_RATE_PER_MINUTE,
		createdBy: null,
		revokedAt: null,
		revokedBy: null,
	};
	db.insert(apiKeys).values(values).onConflictDoUpdate({ target: apiKeys.id, set: values }).run();
	return { apiKeys: 1 };
}
