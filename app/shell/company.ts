// Contact details shown in the footer. One place, so mails and PDFs can use the same numbers later.
export const COMPANY = {
	// Our own business registration number (the footer and PDFs printed the
	// placeholder 000-00-00000). Ten digits with a valid NTS check digit (biz-reg-no.ts), a clear
	// example until the company's real number is entered here; written as printed, so the footer,
	// the quote PDF and the invoice say the same.
	bizRegNo: "123-45-67891",
	supportPhone: "1588-0000",
	supportEmail: "help@barunforwarding.kr",
	// The privacy officer's mailbox (PIPA art. 31), named in the privacy policy (app/legal/privacy.ts).
	privacyEmail: "privacy@barunforwarding.kr",
	// Where customers pay by bank deposit (spec section 3, Payment: "bank accounts in KRW and USD"),
	// printed on the quote PDF's payment terms. Placeholders like the footer's business number until
	// the company's real accounts are entered; the bank's name is a locale key (company.bank.*).
	bankAccounts: {
		KRW: { number: "000-000000-00-000", swift: null },
		USD: { number: "000-000000-00-001", swift: "IBKOKRSE" },
	},
	social: {
		youtube: "https://www.youtube.com/@barunforwarding",
		facebook: "https://www.facebook.com/barunforwarding",
		blog: "https://blog.naver.com/barunforwarding",
	},
} as const;
