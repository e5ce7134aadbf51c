// The registry of mails: adding one is a new file beside this and one line here; sendMail and
// renderMail take the name and type-check the variables against the template.
import { bookingCustomer, bookingStaff } from "./booking.ts";
import { clearanceRequest } from "./clearance-request.ts";
import { clearanceReleased } from "./clearance-released.ts";
import { companyInvite } from "./company-invite.ts";
import { customerNotice } from "./customer-notice.ts";
import { documentsDue } from "./documents-due.ts";
import { idLookup } from "./id-lookup.ts";
import { insuranceRequest } from "./insurance-request.ts";
import { invoiceDue } from "./invoice-due.ts";
import { loginUnlock } from "./login-unlock.ts";
import { manualQuoteReady } from "./manual-quote-ready.ts";
import { negotiationResult } from "./negotiation-result.ts";
import { passwordChanged } from "./password-changed.ts";
import { passwordReset } from "./password-reset.ts";
import { paymentCheck } from "./payment-check.ts";
import { quotePdf } from "./quote-pdf.ts";
import { refundMade } from "./refund-made.ts";
import { shipmentCustomer } from "./shipment.ts";
import { shipmentAlerts } from "./shipment-alerts.ts";
import { staffRequest } from "./staff-request.ts";
import { verification } from "./verification.ts";

export const templates = {
	verification,
	passwordReset,
	passwordChanged,
	loginUnlock,
	idLookup,
	quotePdf,
	negotiationResult,
	manualQuoteReady,
	bookingCustomer,
	bookingStaff,
	shipmentCustomer,
	clearanceRequest,
	insuranceRequest,
	paymentCheck,
	refundMade,
	companyInvite,
	documentsDue,
	invoiceDue,
	shipmentAlerts,
	customerNotice,
	staffRequest,
	clearanceReleased,
} as const;

export type TemplateName = keyof typeof templates;
export type TemplateVars<N extends TemplateName> = Parameters<(typeof templates)[N]>[0];
