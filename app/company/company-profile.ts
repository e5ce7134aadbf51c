// Our own company's details: the legal name, representative, registration number,
// address and the customer-service line and mailboxes. staff_admin keep them at /admin/settings
// (stored in company_profile, one row; the form's rules are app/desk/company-profile-form.ts); the
// footer, every PDF and every mail print them from there (company-profile.server.ts). Pure: what a
// reader in each language sees. Names and the address are kept in Korean and in English (the legal
// names as registered); English and Vietnamese readers see the English, as with a bank's name
// (bank-names.ts). Kept free of app/accounts: the mail module reads this, and accounts sends mail.
import type { Locale } from "#app/i18n/locales.ts";
import { formatPhone } from "#app/text/phone.ts";

export type CompanyProfile = {
	nameKo: string;
	nameEn: string;
	ceoKo: string;
	ceoEn: string;
	/** as printed, 123-45-67891 (the form checks its check digit) */
	bizRegNo: string;
	addressKo: string;
	addressEn: string;
	/** digits, as phones are stored (app/text/phone.ts formats them) */
	supportPhone: string;
	supportEmail: string;
	privacyEmail: string;
};

export const COMPANY_TEXT_FIELDS = ["nameKo", "nameEn", "ceoKo", "ceoEn", "addressKo", "addressEn"] as const;

/** What a reader sees, in their language: the names and address chosen, the numbers formatted. */
export type CompanyFacts = {
	name: string;
	ceo: string;
	address: string;
	/** 123-45-67891 */
	bizRegNo: string;
	/** 1588-0000 */
	supportPhone: string;
	/** digits, for a tel: link */
	supportPhoneDial: string;
	supportEmail: string;
	privacyEmail: string;
};

export function companyFacts(p: CompanyProfile, locale: Locale): CompanyFacts {
	const ko = locale === "kr";
	return {
		name: ko ? p.nameKo : p.nameEn,
		ceo: ko ? p.ceoKo : p.ceoEn,
		address: ko ? p.addressKo : p.addressEn,
		bizRegNo: p.bizRegNo,
		supportPhone: formatPhone(p.supportPhone),
		supportPhoneDial: p.supportPhone,
		supportEmail: p.supportEmail,
		privacyEmail: p.privacyEmail,
	};
}

/** True when the input would change nothing stored (a form sent twice, or saved untouched). */
export function sameProfile(a: CompanyProfile, b: CompanyProfile): boolean {
	return (Object.keys(a) as (keyof CompanyProfile)[]).every((k) => a[k] === b[k]);
}
