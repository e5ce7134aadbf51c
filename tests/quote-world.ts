// Shared set-up for the integration tests of quotes (vitest, the worker's temporary SQLite file): the
// signed-in users of the demo data, the rate world the engine prices from, and estimates made the way
// the wizard makes them.
import crypto from "node:crypto";
import type { SessionUser } from "#app/auth/session.server.ts";
import { type PricingRequestInput, PricingRequestSchema } from "#app/pricing/request.ts";
import { createEstimate } from "#app/quotes/estimates.server.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { getDb } from "#db/client.ts";
import { seedDemoRates } from "#db/seed/demo-rates.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { seedFixedSurcharges } from "#db/seed/fixed-surcharges.ts";
import { seedReference } from "#db/seed/reference.ts";
import { newOnceKey } from "#app/utils/once.server.ts";

/** A session user as the guards hand it to loaders and actions. */
export function sessionUser(
	id: string,
	role: SessionUser["role"] = "customer",
	companyId: string | null = null,
	extra: Partial<SessionUser> = {},
): SessionUser {
	return {
		id,
		email: `${id}@demo.kr`,
		name: id,
		role,
		locale: "kr",
		companyId,
		phone: "01012345678",
		phoneVerified: true,
		sessionId: "test",
		partnerCompanyId: null,
		...extra,
	};
}

export const DEMO = {
	customer: sessionUser("demo-customer", "customer", "demo-company-a"),
	colleague: sessionUser("demo-colleague", "customer", "demo-company-a"),
	other: sessionUser("demo-customer-b", "customer", "demo-company-b"),
	staff: sessionUser("demo-staff", "staff"),
};

/** Reference data, the fixed surcharge tables, the demo rates and the demo users. */
export async function seedQuoteWorld(): Promise<void> {
	seedReference(getDb());
	seedFixedSurcharges(getDb());
	seedDemoRates(getDb());
	await seedDemo(getDb());
}

/** Busan -> Hai Phong, 1 x 20' dry, ready in two weeks, with any field overridden. */
export function fclExport(overrides: Partial<PricingRequestInput> = {}) {
	return PricingRequestSchema.parse({
		mode: "sea",
		direction: "export",
		cargoType: "fcl",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate: new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
		containers: [{ type: "dv20", count: 1 }],
		...overrides,
	});
}

/** An estimate of `user`'s company: in_confirm with the engine's first option, else in_request. */
export function makeEstimate(user: SessionUser = DEMO.customer, request = fclExport()): string {
	const result = priceFromDb(request);
	if (!result.ok && !result.manual) throw new Error(`no price and no manual quote: ${result.reason}`);
	const priced = result.ok ? { option: result.options[0]! } : { manualReason: result.reason };
	return createEstimate({ user, request, priced, onceKey: crypto.randomUUID() });
}

/** The parties and cargo of a booking as the booking form posts them (every field filled, the notify
 * party the consignee), with a fresh one-time key: `bookingFields` for `book()`, `bookingFormPost`
 * for the route's action. */
export function bookingFields(shipDate: string) {
	return {
		shipDate,
		shipperName: "데모무역",
		shipperAddress: "부산",
		shipperContact: "051",
		consigneeName: "Viet Trading",
		consigneeAddress: "Hai Phong",
		consigneeContact: "+84",
		notifySame: true,
		hsCode: "8471.30.1000",
		packageCount: 3,
		packageKind: "CARTONS",
		cargoDescription: "NOTEBOOKS",
		wantsClearance: false,
		wantsInsurance: false,
		coupons: [] as string[],
		prebooking: false,
		onceKey: newOnceKey(),
	};
}

export function bookingFormPost(shipDate: string): Record<string, string> {
	const fields = bookingFields(shipDate);
	// the form's own shapes: a ticked box posts "on", numbers post as text, unticked boxes post nothing
	const text = Object.entries(fields).filter(([, v]) => typeof v === "string") as [string, string][];
	return { intent: "book", ...Object.fromEntries(text), notifySame: "on", packageCount: String(fields.packageCount) };
}
