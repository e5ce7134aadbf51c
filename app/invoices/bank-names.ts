// The bank's name as an English or Vietnamese reader sees it ("IBK기업은행" stayed
// Korean on the English and Vietnamese billing pages and PDFs). Staff may store an English name on the
// account (bank_accounts.bank_name_en, /admin/bank-accounts); without one, a Korean bank's own English
// name from the list below; a name we do not know is shown as stored. Korean readers see the stored
// name. Pure: the billing page and the invoice PDF both ask it.
import type { Locale } from "#app/i18n/locales.ts";

/** Korean banks' own English names (each bank's English site), keyed by the names people write in Korean. */
const KNOWN: readonly [readonly string[], string][] = [
	[["IBK기업은행", "기업은행", "IBK"], "IBK Industrial Bank of Korea"],
	[["KB국민은행", "국민은행", "KB"], "KB Kookmin Bank"],
	[["신한은행", "신한"], "Shinhan Bank"],
	[["우리은행", "우리"], "Woori Bank"],
	[["하나은행", "KEB하나은행", "하나"], "Hana Bank"],
	[["NH농협은행", "농협은행", "농협", "NH"], "NH NongHyup Bank"],
	[["KDB산업은행", "산업은행"], "KDB Korea Development Bank"],
	[["SC제일은행", "제일은행"], "SC First Bank (Standard Chartered Korea)"],
	[["한국씨티은행", "씨티은행"], "Citibank Korea"],
	[["Sh수협은행", "수협은행", "수협"], "Suhyup Bank"],
	[["BNK부산은행", "부산은행"], "BNK Busan Bank"],
	[["BNK경남은행", "경남은행"], "BNK Kyongnam Bank"],
	[["iM뱅크", "대구은행", "DGB대구은행"], "iM Bank (formerly DGB Daegu Bank)"],
	[["광주은행"], "Kwangju Bank"],
	[["전북은행"], "Jeonbuk Bank"],
	[["제주은행"], "Jeju Bank"],
	[["카카오뱅크"], "KakaoBank"],
	[["케이뱅크"], "K bank"],
	[["토스뱅크"], "Toss Bank"],
	[["우체국", "우체국예금"], "Korea Post"],
];

const key = (name: string) =>
	name
		.normalize("NFC")
		.replace(/[\s()·.]/g, "")
		.toUpperCase();
const BY_NAME = new Map<string, string>(
	KNOWN.flatMap(([names, english]) => names.map((n) => [key(n), english] as const)),
);

/** A Korean bank's English name, or null when the name is not one we know (or is English already). */
export function knownEnglishBankName(name: string): string | null {
	return BY_NAME.get(key(name)) ?? null;
}

/** The name to print for `locale`: stored for Korean; else the stored English name, the known one, the stored one. */
export function bankNameFor(account: { bankName: string; bankNameEn?: string | null }, locale: Locale): string {
	if (locale === "kr") return account.bankName;
	return account.bankNameEn?.trim() || knownEnglishBankName(account.bankName) || account.bankName;
}
