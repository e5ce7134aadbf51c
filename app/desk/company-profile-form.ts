// The company details form at /admin/settings (app/company/company-profile.ts says
// what the details are). Shared by the action and its tests; messages are translation keys.
import { z } from "zod";
import { formatBizRegNo, isValidBizRegNo, normalizeBizRegNo } from "#app/accounts/biz-reg-no.ts";
import { normalizePhone } from "#app/accounts/validation.ts";
import { lineText } from "#app/text/free-text-schema.ts";

const E = "desk.company.errors.";

const text = (min: number, max: number, key: string) =>
	lineText({ error: E + key })
		.min(min, E + key)
		.max(max, E + key);

const mailbox = (key: string) =>
	z
		.string({ error: E + key })
		.trim()
		.max(254, E + key)
		.pipe(z.email({ error: E + key }))
		.transform((v) => v.toLowerCase());

export const CompanyProfileSchema = z.object({
	nameKo: text(2, 60, "nameKo"),
	nameEn: text(2, 80, "nameEn"),
	ceoKo: text(2, 40, "ceoKo"),
	ceoEn: text(2, 60, "ceoEn"),
	// the National Tax Service check digit, as for customers (biz-reg-no.ts); stored as ten digits.
	// 000-00-00000 passes the check digit but is the placeholder the footer once printed: refused.
	bizRegNo: z
		.string({ error: E + "bizRegNo" })
		.trim()
		.refine((v) => isValidBizRegNo(v) && !/^0+$/.test(normalizeBizRegNo(v)), E + "bizRegNo")
		// kept as printed, so the footer, PDFs and mails need no formatting of their own
		.transform(formatBizRegNo),
	addressKo: text(5, 120, "addressKo"),
	addressEn: text(5, 160, "addressEn"),
	// a landline or a representative number (1588-0000): 8 to 12 digits once cleaned
	supportPhone: z
		.string({ error: E + "supportPhone" })
		.overwrite(normalizePhone)
		.refine((v) => /^(0\d{8,11}|1[5-9]\d{6})$/.test(v), E + "supportPhone"),
	supportEmail: mailbox("supportEmail"),
	privacyEmail: mailbox("privacyEmail"),
});

export type CompanyProfileInput = z.output<typeof CompanyProfileSchema>;
