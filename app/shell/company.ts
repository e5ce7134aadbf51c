// Our social channels, linked from the footer (spec section 2). The company's legal and contact details
// (name, representative, registration number, address, customer-service line and mailboxes) are not
// here: staff_admin keep them at /admin/settings (app/company/company-profile.server.ts),
// and the accounts customers pay into at /admin/bank-accounts.
export const SOCIAL_LINKS = {
	youtube: "https://www.youtube.com/@barunforwarding",
	facebook: "https://www.facebook.com/barunforwarding",
	blog: "https://blog.naver.com/barunforwarding",
} as const;
