// Quote helpers for the end-to-end journeys: estimates made the way the wizard makes them (the engine
// prices the demo rates in the e2e server's database and createEstimate stores the result), a signup
// coupon for a fresh customer, the wizard's three steps, and the outbox mail about one estimate.
import crypto from "node:crypto";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import type { PricingRequestInput } from "#app/pricing/request.ts";
import { E2E_DATABASE } from "./config.ts";
import { DEMO_USER_IDS, expect, ready, withDatabase } from "./fixtures.ts";

const DAY = 86_400_000;

/** A date `days` from today in Seoul: the app's today (calendar.ts), not UTC's, which is a day behind after 15:00 UTC. */
export const inDays = (days: number) => addDays(seoulToday(), days);

/** Busan -> Hai Phong, 1 x 20' dry, ready in two weeks: the lane every demo carrier serves. */
export const FCL_EXPORT: PricingRequestInput = {
	mode: "sea",
	direction: "export",
	cargoType: "fcl",
	origin: "KRPUS",
	destination: "VNHPH",
	readyDate: inDays(14),
	containers: [{ type: "dv20", count: 1 }],
};

type Owner = { id: string; email: string; companyId: string };
const DEMO_OWNER: Owner = { id: DEMO_USER_IDS.customer, email: "customer@demo.kr", companyId: "demo-company-a" };

export type MadeEstimate = { id: string; number: string; totalKrw: number; freight: number };

/**
 * An estimate of `owner`'s company from `input`: in_confirm with the engine's cheapest option, or
 * in_request (the manual queue) when the engine has no automatic price.
 */
export async function makeEstimate(
	input: PricingRequestInput = FCL_EXPORT,
	owner: Owner = DEMO_OWNER,
): Promise<MadeEstimate> {
	process.env.DATABASE_PATH = E2E_DATABASE;
	const { PricingRequestSchema } = await import("#app/pricing/request.ts");
	const { priceFromDb } = await import("#app/pricing/store/rate-set.server.ts");
	const { createEstimate, getEstimateFor } = await import("#app/quotes/estimates.server.ts");
	const request = PricingRequestSchema.parse(input);
	const result = priceFromDb(request);
	if (!result.ok && !result.manual) throw new Error(`no price and no manual quote: ${result.reason}`);
	const user = {
		...owner,
		name: "e2e",
		role: "customer" as const,
		locale: "kr" as const,
		phone: null,
		phoneVerified: true,
		sessionId: "e2e",
		partnerCompanyId: null,
	};
	const option = result.ok ? result.options[0]! : null;
	const priced = option ? { option } : { manualReason: result.ok ? ("no_rate_on_date" as const) : result.reason };
	const id = createEstimate({ user, request, priced, onceKey: crypto.randomUUID() });
	return {
		id,
		number: getEstimateFor(user, id).number,
		totalKrw: option?.totals.KRW ?? 0,
		freight: option?.lines.find((l) => l.code === "ofr")?.unitPrice ?? 0,
	};
}

/** A signup coupon of the signup campaign (reference data), issued to this user only; its number. */
export function giveSignupCoupon(userId: string): string {
	const number = `CP-E2E-${crypto.randomBytes(4).toString("hex").toUpperCase()}`;
	withDatabase((db) =>
		db
			.prepare(
				"insert into user_coupons (id, number, coupon_id, user_id, status, expire_time) values (?, ?, 'coupon-signup-welcome', ?, 'available', ?)",
			)
			.run(crypto.randomUUID(), number, userId, Date.now() + 30 * DAY),
	);
	return number;
}

export function estimateCount(companyId: string): number {
	return withDatabase(
		(db) => (db.prepare("select count(*) as n from estimates where company_id = ?").get(companyId) as { n: number }).n,
	);
}

export type WizardRoute = {
	direction: "export" | "import";
	cargoType?: "fcl" | "lcl";
	from: [string, string];
	to: [string, string];
	incoterms?: string;
};

/**
 * Wizard step 1: direction, cargo type, countries, places and (optionally) the Incoterm; lands on
 * step 2. The place pickers list the chosen country's places: with JavaScript on they narrow as the
 * country changes; without it the "show ports" button re-renders the step with the countries chosen.
 */
export async function fillRoute(
	page: Page,
	mode: "shipline" | "airline",
	route: WizardRoute,
	javaScriptEnabled: boolean | undefined,
) {
	await page.goto(`/order/${mode}?step=route`);
	await ready(page, javaScriptEnabled);
	const form = page.getByTestId("wizard-route");
	await form.locator("#f-direction").selectOption(route.direction);
	if (route.cargoType) await form.locator("#f-cargoType").selectOption(route.cargoType);
	await form.locator("#f-originCountry").selectOption(route.from[0]);
	await form.locator("#f-destinationCountry").selectOption(route.to[0]);
	// Without scripts the page has "show ports" (it sits in <noscript>, decision 108). A harness that
	// blocks our files instead (a11y.spec.ts) keeps scripting on, so the button is not built there:
	// Next posts the countries, and the step comes back with their ports (and a message to choose one).
	if (javaScriptEnabled === false) {
		const refresh = form.getByTestId("refresh-places");
		if ((await refresh.count()) > 0) await refresh.first().click();
		else {
			await form.getByTestId("wizard-next").click();
			await expect(page.locator("#f-destination-error")).not.toBeEmpty();
		}
		await expect(page.locator("#f-destinationCountry")).toHaveValue(route.to[0]);
	}
	await page.locator("#f-origin").selectOption(route.from[1]);
	await page.locator("#f-destination").selectOption(route.to[1]);
	if (route.incoterms) await page.locator("#f-incoterms").selectOption(route.incoterms);
	await page.getByTestId("wizard-route").getByTestId("wizard-next").click();
	await expect(page).toHaveURL(/step=cargo/);
}

/** The charge lines of a result card are folded under it: open them (a native <details>, no script needed). */
export async function openLines(option: Locator) {
	const lines = option.getByTestId("option-lines");
	if ((await lines.getAttribute("open")) === null) await lines.locator("summary").click();
	await expect(lines.getByTestId("option-totals")).toBeVisible();
}

/** Wizard step 2 for LCL and air: one package line, 2 boxes of 120 kg, 80 x 100 x 90 cm. */
export async function fillPackage(page: Page) {
	const form = page.getByTestId("wizard-cargo");
	await form.locator("#f-packages-0--count").fill("2");
	await form.locator("#f-packages-0--weightKg").fill("120");
	await form.locator("#f-packages-0--width").fill("80");
	await form.locator("#f-packages-0--length").fill("100");
	await form.locator("#f-packages-0--height").fill("90");
	await form.locator("#f-packages-0--unit").selectOption("CM");
}

/** Wizard step 2's commodity and step 3 (prefilled from the account); lands on the result. */
export async function finishCargoAndCustomer(page: Page, commodity: string, managerName = "테스트 사용자") {
	const form = page.getByTestId("wizard-cargo");
	await form.locator("#f-commodity").fill(commodity);
	await form.getByTestId("wizard-next").click();
	await expect(page).toHaveURL(/step=customer/);
	await expect(page.locator("#f-managerName")).toHaveValue(managerName);
	await page.getByTestId("wizard-customer").getByTestId("wizard-next").click();
	await expect(page).toHaveURL(/step=result/);
}

export type OutboxMessage = {
	template: string;
	text: string;
	subject: string | null;
	to: string;
	attachments?: { name: string; size: number; url: string; contentType: string }[];
};

/** The mail of `template` to `to` about this estimate (polled: mail is sent after the redirect). */
export async function mailAbout(
	request: APIRequestContext,
	template: string,
	estimateId: string,
	to = "customer@demo.kr",
): Promise<OutboxMessage> {
	let found: OutboxMessage | undefined;
	await expect
		.poll(async () => {
			const list = (await (
				await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)
			).json()) as OutboxMessage[];
			found = list.find((m) => m.template === template && m.text.includes(`/mypage/estimate/${estimateId}`));
			return Boolean(found);
		})
		.toBe(true);
	return found as OutboxMessage;
}
