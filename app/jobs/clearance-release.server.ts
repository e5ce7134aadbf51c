// The clearance mail (decision 099): the first time UNI-PASS shows a shipment's import cargo accepted
// (수입신고수리) or released (반출), the company's verified customers hear it once, in their language,
// through the one mail path. Passed to app/integrations/clearance.server.ts by the clearance job and
// the staff page (the integrations do not import the jobs).
import { eq } from "drizzle-orm";
import { formatDateTime } from "#app/i18n/format.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import type { OnRelease } from "#app/integrations/clearance.server.ts";
import { billingRecipients } from "#app/invoices/payment-mail.server.ts";
import { documentNumber } from "#app/lifecycle/lifecycle.ts";
import { sendMail } from "#app/mail/mail.server.ts";
import { getDb } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { jobLinkOrigin, notifyOnce } from "./notices.server.ts";

export const RELEASE_NOTICE = "clearance_released";

export const mailClearanceRelease: OnRelease = async (estimateId, step, label, at, now) => {
	const e = getDb().select().from(estimates).where(eq(estimates.id, estimateId)).get();
	if (!e) return;
	const number = documentNumber(e.numberBody, e.status, e.payment);
	const link = `${jobLinkOrigin()}/mypage/shipment/${estimateId}`;
	await notifyOnce(
		{ kind: RELEASE_NOTICE, subject: estimateId, stage: "released" },
		billingRecipients(e.companyId),
		async (m) => {
			const t = await translatorFor(m.locale);
			return sendMail({
				to: m.email,
				template: "clearanceReleased",
				locale: m.locale,
				vars: {
					name: m.name,
					number,
					step: t(`integrations.clearance.steps.${step}`),
					providerLabel: label,
					at: formatDateTime(at, m.locale),
					link,
				},
			});
		},
		now,
	);
};
