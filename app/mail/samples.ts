// Sample variables for every kind of mail: the /dev/mail preview shows them, and the test beside this
// file renders each one in kr, en and vn (no missing key, the link and the layout in place). The type
// makes a new template without samples a compile error; the test also checks at run time.
import { UPLOAD_SLOTS } from "#app/documents/codes/codes.ts";
import { BOOKING_EVENTS } from "./templates/booking.ts";
import { CUSTOMER_NOTICES } from "./templates/customer-notice.ts";
import type { TemplateName, TemplateVars } from "./templates/index.ts";
import { SHIPMENT_EVENTS } from "./templates/shipment.ts";
import { STAFF_REQUEST_KINDS } from "./templates/staff-request.ts";

export type MailSamples = { [N in TemplateName]: readonly TemplateVars<N>[] };

const name = "김바른";
const number = "B2611-0001";
const route = "Busan (KRPUS) → Hai Phong (VNHPH)";
const total = "₩1,648,724";

/** Every template's samples, with links on `origin` (the app's one origin in the preview). */
export function mailSamples(origin: string): MailSamples {
	const at = (path: string) => `${origin}${path}`;
	const shipment = at("/mypage/shipment/demo-shipment");
	return {
		verification: [{ name, link: at("/sign/verify/email/hash/123456"), validHours: 24 }],
		passwordReset: [{ name, link: at("/sign/verify/email/pwreset/hash/123456"), validHours: 1 }],
		passwordChanged: [{ name, email: "kim@demo.kr", link: at("/login?forgot=1#find-password") }],
		loginUnlock: [{ name, email: "kim@demo.kr", link: at("/login/unlock/token") }],
		idLookup: [{ name, email: "kim@demo.kr", link: at("/login") }],
		quotePdf: [
			{
				sender: name,
				company: "데모무역 주식회사",
				number: "Q2611-0001",
				route,
				total: "₩1,498,840 (US$1,024.00)",
				link: at("/quote/share/token"),
				linkExpires: "2026. 12. 7.",
			},
			{
				sender: name,
				company: null,
				number: "Q2611-0002",
				route,
				total: null,
				link: at("/quote/share/token2"),
				linkExpires: "2026. 12. 7.",
			},
		],
		negotiationResult: (["approved", "denied"] as const).map((result) => ({
			name,
			number: "Q2611-0001",
			result,
			total,
			comment: result === "denied" ? "The carrier's rate went up." : "",
			link: at("/mypage/estimate/demo"),
		})),
		manualQuoteReady: [
			{ name, number: "Q2611-0003", route, total, validUntil: "2026. 12. 31.", link: at("/mypage/estimate/demo") },
		],
		bookingCustomer: BOOKING_EVENTS.map((event) => ({
			name,
			number,
			event,
			total,
			reason: event === "refused" ? "No space on the vessel" : "",
			link: at("/mypage/estimate/demo"),
		})),
		bookingStaff: BOOKING_EVENTS.map((event) => ({
			name,
			number,
			event,
			company: "데모무역",
			route,
			total,
			reason: event === "refused" ? "No space on the vessel" : "",
			link: at("/admin/bookings/demo"),
		})),
		shipmentCustomer: SHIPMENT_EVENTS.map((event) => ({
			name,
			number,
			event,
			route,
			transport: "HMM · HMM BLESSING 0042W",
			etd: "2026. 12. 1.",
			eta: "2026. 12. 8.",
			previousEta: event === "etaSlipped" ? "2026. 12. 6." : "",
			days: event === "etaSlipped" ? 2 : 0,
			date: event === "departed" || event === "arrived" || event === "delivered" ? "2026. 12. 8. 14:00" : "",
			place: event === "arrived" ? "Hai Phong" : "",
			link: shipment,
		})),
		clearanceRequest: (["export", "import"] as const).map((kind) => ({
			name,
			number,
			kind,
			mode: "fcl" as const,
			route,
			link: at("/partner/customs/demo"),
		})),
		insuranceRequest: [
			{ name, number, mode: "fcl", route, product: "Steel coils", link: at("/partner/insurance/demo") },
		],
		paymentCheck: [true, false].map((slip) => ({
			name,
			number,
			company: "데모무역",
			route,
			total,
			slip,
			link: at("/admin/payments/demo"),
		})),
		refundMade: [false, true].map((full) => ({
			name,
			number: "V2611-0001",
			creditNote: "C2611-0001-1",
			amount: full ? total : "₩100,000",
			paid: total,
			refunded: full ? total : "₩100,000",
			net: full ? "₩0" : "₩1,548,724",
			reason: "Storage charge waived",
			full,
			link: at("/mypage/payment/demo"),
		})),
		companyInvite: [
			{ name, company: "데모무역", email: "lee@demo.kr", link: at("/sign/verify/email/hash/123456"), validHours: 72 },
		],
		documentsDue: (["soon", "overdue"] as const).map((stage) => ({
			name,
			number,
			stage,
			route,
			deadline: "2026. 11. 30.",
			missing: UPLOAD_SLOTS.slice(0, 2),
			link: at("/mypage/upload/demo"),
		})),
		invoiceDue: (["soon", "overdue", "overdue_week"] as const).map((stage) => ({
			name,
			number,
			stage,
			route,
			total,
			dueDate: "2026. 12. 15.",
			link: at("/mypage/payment/demo"),
		})),
		shipmentAlerts: [
			{
				name,
				items: [
					{ number, company: "데모무역", route, problem: "eta_slipped", days: 3 },
					{ number: "B2611-0002", company: "데모무역", route, problem: "stale", days: 5 },
				],
				link: at("/admin/shipments"),
			},
		],
		customerNotice: CUSTOMER_NOTICES.map((kind) => ({
			name,
			number: kind === "paymentConfirmed" ? "V2611-0001" : number,
			kind,
			route,
			amount: kind === "invoiceIssued" || kind === "invoiceChanged" || kind === "paymentConfirmed" ? total : "",
			dueDate: kind === "invoiceIssued" || kind === "invoiceChanged" ? "2026. 12. 15." : "",
			note: kind === "surrendered" ? "Telex release sent to the carrier." : "",
			link: at(
				kind.startsWith("invoice") || kind === "paymentConfirmed" ? "/mypage/payment/demo" : "/mypage/download/demo",
			),
		})),
		staffRequest: STAFF_REQUEST_KINDS.map((kind) => ({
			name,
			number,
			kind,
			company: "데모무역",
			route,
			link: at(
				kind.endsWith("clearance") || kind === "insurance" ? "/admin/requests/demo" : "/admin/shipments/demo/documents",
			),
		})),
		clearanceReleased: [
			{
				name,
				number,
				step: "Released from the bonded area",
				providerLabel: "반출신고",
				at: "2026. 11. 27. 15:30",
				link: at("/mypage/shipment/demo"),
			},
		],
	};
}
