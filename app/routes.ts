// The one route table: the paths and access rules of spec section 2, plus /admin, /partner, /healthz
// and /signout. Each screen has its own module under app/routes/, named after its URL; React Router
// loads each module on demand (code-split per route). Access rules live in the modules' loaders:
//   public                      no guard
//   anonymous-only              requireAnonymous: "/", "/login", "/sign/pwreset"
//   guarded (login required)    routes/guarded.tsx layout: signed-out users go to /login?redirectTo=
//   marked login-required       /order/airline, /order/shipline: open to visitors who give a work e-mail;
//                               keeping a quote and booking need sign-up (decision 086)
//   role layouts                /admin (staff, staff_admin), /partner/customs, /partner/insurance
import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
	index("routes/home.tsx"),
	route("company", "routes/company.tsx"),
	// the quote wizard (air and sea): one route module, its loader and action per step; the mode is the path
	route("order/airline", "routes/order/wizard.tsx", { id: "routes/order/airline" }),
	route("order/shipline", "routes/order/wizard.tsx", { id: "routes/order/shipline" }),
	// "turn this into a quote" from the tools and the assistant: fills the wizard's draft (app/quotes/prefill.ts)
	route("order/prefill", "routes/order/prefill.ts"),
	route("eventlist", "routes/eventlist/index.tsx"),
	// the board's news feed (decision 090), listed before :id so tools reading this table in order find it
	route("eventlist/rss", "routes/eventlist/rss.ts"),
	route("eventlist/:id", "routes/eventlist/detail.tsx"),
	// the board's pictures and the home pop-up's "hide for a week" (decision 090)
	route("board/image/:key", "routes/board/image.ts"),
	route("board/popup", "routes/board/popup.ts"),
	// a signed-in browser's push subscription (decision 093)
	route("push/subscription", "routes/push/subscription.ts"),
	route("termsofconditions", "routes/termsofconditions.tsx"),
	route("privacy", "routes/privacy.tsx"),
	route("privacyoption", "routes/privacyoption.tsx"),
	route("login", "routes/login.tsx"),
	// the link in the "someone is trying to sign in" mail: lets this browser past the account-wide limit
	route("login/unlock/:token", "routes/login/unlock.tsx"),
	route("signout", "routes/signout.ts"),
	...prefix("sign", [
		route("pwreset", "routes/sign/pwreset.tsx"),
		route("up", "routes/sign/up.tsx"),
		route("up/agree", "routes/sign/up-agree.tsx"),
		route("verify/email/pwreset/:verify_hash/:verify_code", "routes/sign/verify-email-pwreset.tsx"),
		route("verify/email/:verify_hash/:verify_code", "routes/sign/verify-email.tsx"),
	]),
	route("greeting", "routes/greeting.tsx"),
	// a quote mailed to a third party, read-only behind an expiring token (public; the loader checks
	// the token and answers 404 for an unknown, expired or revoked one)
	route("quote/share/:token", "routes/quote/share.tsx"),
	// the quote-call parameter guide for partner systems, generated from the OpenAPI document (decision 084)
	route("api/guide", "routes/api/guide.tsx"),

	layout("routes/guarded.tsx", [
		route("order", "routes/order/index.tsx"),
		route("cost", "routes/cost.tsx"),
		route("graph/scfi", "routes/graph/scfi.tsx"),
		route("standardestimate", "routes/standardestimate.tsx"),
		route("chatbot", "routes/chatbot.tsx"),
		// the Korea -> Vietnam route optimiser (spec section 1; its URL: decision 080)
		route("routeoptimizer", "routes/routeoptimizer.tsx"),
		// the chatbot's question with JavaScript on: the answer streamed as NDJSON (resource route)
		route("chatbot/stream", "routes/chatbot-stream.ts"),
		route("mypage", "routes/mypage/layout.tsx", [
			index("routes/mypage/index.tsx"),
			// the quote list and one estimate: two screens, two modules
			route("estimate", "routes/mypage/estimate-list.tsx"),
			route("estimate/:id", "routes/mypage/estimate-detail.tsx"),
			// the screens that follow a quote result (spec section 2): discount request and its
			// completion, booking info and booking complete, the quote-PDF-by-mail dialog as a page
			route("estimate/:id/discount", "routes/mypage/estimate-discount.tsx"),
			route("estimate/:id/discount/done", "routes/mypage/estimate-discount-done.tsx"),
			route("estimate/:id/booking", "routes/mypage/estimate-booking.tsx"),
			route("estimate/:id/booking/done", "routes/mypage/estimate-booking-done.tsx"),
			// the confirming step of a booking's cancellation (was the booking page with ?cancel=1: decision 060)
			route("estimate/:id/cancel", "routes/mypage/estimate-cancel.tsx"),
			route("estimate/:id/mail", "routes/mypage/estimate-mail.tsx"),
			// the company's shipments and one shipment's status: two screens, two modules
			route("shipment", "routes/mypage/shipment-list.tsx"),
			route("shipment/:id", "routes/mypage/shipment-detail.tsx"),
			// documents: the upload checklist of every shipment, one shipment's upload slots,
			// its clearance and insurance requests; the issued documents and the B/L requests
			route("upload", "routes/mypage/upload-list.tsx"),
			route("upload/:id", "routes/mypage/upload-detail.tsx"),
			// every form that carries a file posts to its screen's ".../send" twin (the same module): the
			// LiteFS proxy passes these paths through (litefs.yml), so a file sent to a replica is stored
			// from there and only its metadata goes to the primary (app/documents/commands.server.ts)
			route("upload/:id/send", "routes/mypage/upload-detail.tsx", { id: "routes/mypage/upload-detail-send" }),
			route("upload/:id/clearance/:kind", "routes/mypage/clearance-request.tsx"),
			route("upload/:id/insurance", "routes/mypage/insurance-request.tsx"),
			route("download", "routes/mypage/download-list.tsx"),
			route("download/:id", "routes/mypage/download-detail.tsx"),
			route("download/:id/send", "routes/mypage/download-detail.tsx", { id: "routes/mypage/download-detail-send" }),
			route("coupons/:id?", "routes/mypage/coupons.tsx"),
			// billing: the payment list, one shipment's invoice with the deposit confirmation
			// (its slip posts to the /send twin, as document uploads do)
			route("payment", "routes/mypage/payment-list.tsx"),
			route("payment/:id", "routes/mypage/payment-detail.tsx"),
			route("payment/:id/send", "routes/mypage/payment-detail.tsx", { id: "routes/mypage/payment-detail-send" }),
			route("info", "routes/mypage/info.tsx"),
			// web push on this device (decision 093)
			route("notifications", "routes/mypage/notifications.tsx"),
			route("uploadfile", "routes/mypage/uploadfile.tsx"),
			route("shiproutetrackermap/:id", "routes/mypage/shiproutetrackermap.tsx"),
		]),
	]),

	// the company's registration certificate (file) and its thumbnail (thumb); the loader checks the owner
	route("mypage/info/regfile/:kind", "routes/mypage/regfile.ts"),
	// one shipment document's file (customers, staff, the assigned partner; app/documents/access.server.ts)
	route("documents/:id/file", "routes/documents/file.ts"),
	// the invoice (pro-forma before payment) as a PDF; the loader checks the shipment is the user's company's or staff
	route("mypage/payment/:id/invoice.pdf", "routes/mypage/invoice-pdf.ts"),
	// a deposit slip sent with a deposit confirmation request (the company's customers, staff)
	route("mypage/payment/:id/slip/:eventId", "routes/mypage/payment-slip.ts"),
	// the quote as a PDF download; the loader checks the estimate is the user's company's
	route("mypage/estimate/:id/pdf", "routes/mypage/estimate-pdf.ts"),

	route("admin", "routes/admin/layout.tsx", [
		index("routes/admin/index.tsx"),
		// rates: list and filter, one row's edit form, sheet import and export, change history
		route("rates", "routes/admin/rates/index.tsx"),
		route("rates/import", "routes/admin/rates/import.tsx"),
		route("rates/history", "routes/admin/rates/history.tsx"),
		route("rates/export/:kind", "routes/admin/rates/export.ts"),
		route("rates/:kind/:id", "routes/admin/rates/edit.tsx"),
		// partner API keys (staff_admin only)
		route("api-keys", "routes/admin/api-keys.tsx"),
		// the manual quote queue (in_request) and the negotiation desk (in_nego)
		route("quotes", "routes/admin/quotes/index.tsx"),
		route("quotes/:id", "routes/admin/quotes/price.tsx"),
		route("negotiations", "routes/admin/negotiations/index.tsx"),
		route("negotiations/:id", "routes/admin/negotiations/decide.tsx"),
		// bookings waiting for staff to confirm or refuse, and customers' recent cancellations
		route("bookings", "routes/admin/bookings/index.tsx"),
		route("bookings/:id", "routes/admin/bookings/decide.tsx"),
		// shipments: booked and moving, filtered by status, lane, ETD and problem; one shipment's desk
		route("shipments", "routes/admin/shipments/index.tsx"),
		// milestones and positions of many shipments from a carrier's tracking CSV (before :id, so
		// "import" is not taken for a shipment's id)
		route("shipments/import", "routes/admin/shipments/import.tsx"),
		route("shipments/:id", "routes/admin/shipments/desk.tsx"),
		// changing a confirmed schedule (before confirmation the form is on the desk)
		route("shipments/:id/schedule", "routes/admin/shipments/schedule.tsx"),
		// the carrier's and our B/L numbers, gross weight, measurement, containers and seals
		route("shipments/:id/cargo", "routes/admin/shipments/cargo.tsx"),
		// one shipment's documents: the customer's uploads, issuing documents, the B/L requests, the audit
		route("shipments/:id/documents", "routes/admin/shipments/documents.tsx"),
		route("shipments/:id/documents/send", "routes/admin/shipments/documents.tsx", {
			id: "routes/admin/shipments/documents-send",
		}),
		// the shipment's invoice: lines from the booked quote, staff changes with reasons, issuing
		route("shipments/:id/invoice", "routes/admin/shipments/invoice.tsx"),
		// the UNI-PASS clearance progress, refreshed on demand (decision 099)
		route("shipments/:id/clearance", "routes/admin/shipments/clearance.tsx"),
		// payments: deposit confirmations and overdue invoices; one shipment's payment
		route("payments", "routes/admin/payments/index.tsx"),
		route("payments/:id", "routes/admin/payments/decide.tsx"),
		// coupons: campaigns, issuing and revoking; customers: their coupon box and users
		route("coupons", "routes/admin/coupons/index.tsx"),
		route("coupons/:id", "routes/admin/coupons/campaign.tsx"),
		route("customers", "routes/admin/customers/index.tsx"),
		route("customers/:id", "routes/admin/customers/company.tsx"),
		// visitors' quote requests: the leads (decision 086)
		route("leads", "routes/admin/leads/index.tsx"),
		// clearance and insurance requests: the queue and assigning a broker or insurer
		route("requests", "routes/admin/requests/index.tsx"),
		route("requests/:id", "routes/admin/requests/assign.tsx"),
		// the bank accounts customers pay into, printed on invoices (staff_admin only)
		route("bank-accounts", "routes/admin/bank-accounts.tsx"),
		// quote settings: the quote validity per mode (staff_admin only)
		route("settings", "routes/admin/settings.tsx"),
		// the SCFI series behind /graph/scfi: add a week, correct one (history kept), CSV import (decision 077)
		route("market/scfi", "routes/admin/market/scfi.tsx"),
		// board posts: events, notices, news, track record (decision 090)
		route("board", "routes/admin/board/index.tsx"),
		route("board/:id", "routes/admin/board/edit.tsx"),
		// outside providers: their state, official rates and overrides, failed tax invoices (decisions 097-100)
		route("integrations", "routes/admin/integrations.tsx"),
	]),
	...prefix("partner", [
		// partner portals: the requests assigned to the partner's company and one request
		route("customs", "routes/partner/customs/layout.tsx", [
			index("routes/partner/customs/index.tsx"),
			route(":id", "routes/partner/customs/request.tsx"),
			route(":id/send", "routes/partner/customs/request.tsx", { id: "routes/partner/customs/request-send" }),
		]),
		route("insurance", "routes/partner/insurance/layout.tsx", [
			index("routes/partner/insurance/index.tsx"),
			route(":id", "routes/partner/insurance/request.tsx"),
			route(":id/send", "routes/partner/insurance/request.tsx", { id: "routes/partner/insurance/request-send" }),
		]),
	]),

	// the partner quote API (JSON, Authorization: Bearer <key>)
	...prefix("api/v1", [
		route("quotes", "routes/api/v1/quotes.ts"),
		route("openapi.json", "routes/api/v1/openapi-json.ts"),
	]),

	route("healthz", "routes/healthz.ts"),
	// a replica's signed metadata write after an upload, run on the primary (app/storage/forward.server.ts)
	route("internal/commit", "routes/internal/commit.ts"),
	// development and tests only: the loaders answer 404 in production
	route("dev/outbox", "routes/dev/outbox.tsx"),
	route("dev/outbox.json", "routes/dev/outbox-json.ts"),
	// every kind of mail with sample values, in kr/en/vn (decision 045)
	route("dev/mail", "routes/dev/mail.ts"),
	route("dev/mail/:template/:index", "routes/dev/mail.ts", { id: "routes/dev/mail-one" }),
	// the design system's living page (docs/design-system.md)
	route("dev/ui", "routes/dev/ui.tsx"),
	route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
