// The assistant's tools: everything it may read about the user's world (decision 094). Every record is
// read through the same functions the pages use, with the same user: getShipmentFor, getEstimateFor,
// companyShipmentsFor, listEstimates, billingPageFor, myCoupons, and their one access rule
// (app/auth/access.ts). A number is turned into an id first; the id alone tells nothing, because the
// record is then read with the user's rights, and "not yours" and "no such number" give the same
// answer (404 either way), so another company cannot learn that a number exists. Both engines (the
// built-in one and a language model's tool calls) call only these functions.
import { eq } from "drizzle-orm";
import type { SessionUser } from "#app/auth/session.server.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { myCoupons } from "#app/coupons/coupon-views.server.ts";
import { deskSummary } from "#app/desk/queues.server.ts";
import { checklistsFor } from "#app/documents/uploads.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { billingPageFor } from "#app/invoices/payments.server.ts";
import { type PricingRequest, PricingRequestSchema } from "#app/pricing/request.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import type { PricingResult } from "#app/pricing/types.ts";
import { type Estimate, getEstimateFor } from "#app/quotes/estimates.server.ts";
import { listEstimates } from "#app/quotes/list.server.ts";
import { companyShipmentsFor } from "#app/shipments/list.server.ts";
import { getShipmentFor } from "#app/shipments/shipment.server.ts";
import { shipmentView } from "#app/shipments/shipment-view.server.ts";
import { isShipment } from "#app/lifecycle/lifecycle.ts";
import { getDb } from "#db/client.ts";
import { isStaff } from "#db/roles.ts";
import { estimates } from "#db/schema.ts";

// any origin will do: the list functions read only the page number from the URL
const pageUrl = (page: number) => `http://assistant.local/?page=${page}`;
// a question about "my cargo" looks at this many list pages (5 shipments a page)
const MAX_PAGES = 4;

/** The first pages of a paged list, joined: enough for an answer, never the whole history. */
function pages<T>(read: (url: string) => { rows: T[]; total: number; pageCount: number } | null) {
	const first = read(pageUrl(1));
	if (!first) return null;
	const rows = [...first.rows];
	for (let page = 2; page <= Math.min(first.pageCount, MAX_PAGES); page++)
		rows.push(...(read(pageUrl(page))?.rows ?? []));
	return { rows, total: first.total };
}

/** A read refused or not found: the pages answer 404 (a thrown Response); the assistant answers null. */
function orNull<T>(read: () => T): T | null {
	try {
		return read();
	} catch (error) {
		if (error instanceof Response || (error && typeof error === "object" && "init" in error)) return null;
		throw error;
	}
}

/** The estimate id of a number body, without saying whose it is (the read that follows checks). */
function idOfNumber(body: string): string | null {
	return getDb().select({ id: estimates.id }).from(estimates).where(eq(estimates.numberBody, body)).get()?.id ?? null;
}

export type AssistantTools = ReturnType<typeof toolsFor>;

/** The tools bound to one user: each call reads with that user's rights. */
export function toolsFor(user: SessionUser, locale: Locale) {
	return {
		user,
		locale,
		isStaff: isStaff(user.role),
		/** One shipment by its number (B2611-0001 or its body), as the shipment page shows it, or null. */
		shipment(body: string) {
			const id = idOfNumber(body);
			if (!id) return null;
			const shipment = orNull(() => getShipmentFor(user, id));
			if (!shipment) return null;
			return { view: shipmentView(shipment, user, locale), estimate: shipment.estimate };
		},
		/** One quote by its number, or null when it is not the user's company's (or does not exist). */
		estimate(body: string): Estimate | null {
			const id = idOfNumber(body);
			return id ? orNull(() => getEstimateFor(user, id)) : null;
		},
		isShipment: (e: Estimate) => isShipment(e.status),
		/** The documents a shipment the user may see still needs (the upload checklist). */
		missingDocuments(body: string) {
			const shipment = this.shipment(body);
			if (!shipment) return null;
			const checklist = checklistsFor([shipment.view.id], seoulToday()).get(shipment.view.id);
			return { shipment, missing: checklist?.missing ?? [], deadline: checklist?.deadline ?? null };
		},
		/** The company's shipments, newest departure first (the first page of My page > Shipments). */
		shipments() {
			return user.role === "customer" ? pages((url) => companyShipmentsFor(user, url)) : null;
		},
		/** The company's latest quotes (the quote list as it opens). */
		quotes() {
			if (!user.companyId) return null;
			return pages((url) =>
				listEstimates(
					user,
					{ q: "", sort: "newest", direction: "", transport: "", page: Number(new URL(url).searchParams.get("page")) },
					locale,
				),
			);
		},
		/** The company's shipments with their payment state and amount (My page > Payment). */
		billing() {
			return user.role === "customer" ? pages((url) => billingPageFor(user, url)) : null;
		},
		/** The user's own coupons. */
		coupons() {
			return myCoupons(user.id, locale);
		},
		/** The desk's queues, for staff only. */
		queues() {
			return isStaff(user.role) ? deskSummary() : null;
		},
		/** Prices a request through the pricing engine, as the wizard and the partner API do. */
		price(input: unknown): { request: PricingRequest; pricing: PricingResult } | { invalid: true } {
			const parsed = PricingRequestSchema.safeParse(input);
			if (!parsed.success) return { invalid: true };
			return { request: parsed.data, pricing: priceFromDb(parsed.data) };
		},
	};
}
