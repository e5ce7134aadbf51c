// The fixed surcharge tables of spec section 9 are reference data (in production too): they are
// inserted once with stable ids and never overwritten, so a staff member's later edit (through the
// rate pages, with its history) survives every deploy's seed.
import { FIXED_SURCHARGES } from "../../app/pricing/fixed-surcharges.ts";
import type { AppDatabase } from "../client.ts";
import { surcharges } from "../schema.ts";

export function seedFixedSurcharges(db: AppDatabase): number {
	let inserted = 0;
	db.transaction((tx) => {
		for (const row of FIXED_SURCHARGES) {
			const result = tx.insert(surcharges).values(row).onConflictDoNothing({ target: surcharges.id }).run();
			inserted += result.changes;
		}
	});
	return inserted;
}
