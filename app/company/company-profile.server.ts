// Our company's details as staff_admin set them (company_profile, one row; company-profile.ts says
// what they are). Every page's footer, every PDF and every mail reads them, and they change a few
// times a year, so the row is kept in memory until the database changes (decision 035,
// db/kept-until-change.ts): a save (or any write) drops it, on a LiteFS replica too.
import { eq } from "drizzle-orm";
import type { Locale } from "#app/i18n/locales.ts";
import { exactlyOnce } from "#app/utils/once.server.ts";
import { getDb, perConnection } from "#db/client.ts";
import { keptUntilChange } from "#db/kept-until-change.ts";
import { companyProfile as profileTable, users } from "#db/schema.ts";
import { type CompanyFacts, type CompanyProfile, companyFacts, sameProfile } from "./company-profile.ts";

export const COMPANY_PROFILE_ONCE_PURPOSE = "company-profile";

const readRow = perConnection((db) => db.select().from(profileTable).where(eq(profileTable.id, 1)).prepare());

function toProfile(row: typeof profileTable.$inferSelect): CompanyProfile {
	const { nameKo, nameEn, ceoKo, ceoEn, bizRegNo, addressKo, addressEn, supportPhone, supportEmail, privacyEmail } =
		row;
	return { nameKo, nameEn, ceoKo, ceoEn, bizRegNo, addressKo, addressEn, supportPhone, supportEmail, privacyEmail };
}

/** The stored details; migration 0022 writes the row, so its absence is a broken database. */
export const companyProfile: () => CompanyProfile = keptUntilChange(() => {
	const row = readRow().get();
	if (!row) throw new Error("company_profile has no row: run the migrations");
	return toProfile(row);
});

/** The one read of our details for a reader in `locale`: the footer, the PDFs and the mails call it. */
export function companyFactsFor(locale: Locale): CompanyFacts {
	return companyFacts(companyProfile(), locale);
}

/** The details with who last changed them and when, for the settings page. */
export function companyProfileWithAudit(): CompanyProfile & { updatedAt: Date | null; updatedByName: string | null } {
	const row = getDb()
		.select({ profile: profileTable, name: users.name })
		.from(profileTable)
		.leftJoin(users, eq(users.id, profileTable.updatedBy))
		.where(eq(profileTable.id, 1))
		.get();
	if (!row) throw new Error("company_profile has no row: run the migrations");
	return { ...toProfile(row.profile), updatedAt: row.profile.updatedAt, updatedByName: row.name ?? null };
}

/**
 * Saves the details once per form key, with who and when; values equal to the stored ones change
 * nothing (the author of the last real change stays). `changed` says which happened.
 */
export function saveCompanyProfile(
	input: CompanyProfile,
	userId: string,
	onceKey: string,
	page: string,
	now: Date = new Date(),
) {
	return exactlyOnce(onceKey, COMPANY_PROFILE_ONCE_PURPOSE, (tx) => {
		const current = tx.select().from(profileTable).where(eq(profileTable.id, 1)).get();
		if (current && sameProfile(toProfile(current), input)) return { redirectTo: `${page}?done=companyUnchanged` };
		tx.insert(profileTable)
			.values({ id: 1, ...input, updatedBy: userId, updatedAt: now })
			.onConflictDoUpdate({ target: profileTable.id, set: { ...input, updatedBy: userId, updatedAt: now } })
			.run();
		return { redirectTo: `${page}?done=companySaved` };
	});
}
