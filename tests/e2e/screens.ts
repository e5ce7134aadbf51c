// The key screens of the design system's quality bar (decision 010), each with how to reach it: who is
// signed in and what must exist first. The screenshot test (visual.spec.ts) and the accessibility test
// (a11y.spec.ts) walk the same list, so a screen added here is checked both ways.
import type { BrowserContext, Page } from "@playwright/test";
import { createUser, ready, signIn, signInAs } from "./fixtures.ts";
import { fillRoute, makeEstimate } from "./quotes.ts";

export type Screen = {
	name: string;
	/** signs in, makes data, and opens the screen; resolves when it is ready to look at */
	open: (page: Page, context: BrowserContext, project: string, javaScriptEnabled: boolean | undefined) => Promise<void>;
};

async function go(page: Page, path: string, javaScriptEnabled: boolean | undefined) {
	await page.goto(path);
	await ready(page, javaScriptEnabled);
}

/** A fresh customer with its own company (so lists hold only what the test made), signed in. */
async function freshCustomer(context: BrowserContext, project: string) {
	const user = await createUser(project, { phoneVerified: true, prefix: "screens" });
	await signInAs(context, user.id);
	return user;
}

// Busan -> Cat Lai: a lane with several demo carriers that no test imports rates into (rates-admin
// imports into Busan -> Hai Phong), so the result shows the same options whatever ran before
const SEA_ROUTE = { direction: "export", cargoType: "fcl", from: ["KR", "KRPUS"], to: ["VN", "VNCLI"] } as const;

async function toCargoStep(page: Page, context: BrowserContext, project: string, js: boolean | undefined) {
	await freshCustomer(context, project);
	await fillRoute(page, "shipline", { ...SEA_ROUTE, from: [...SEA_ROUTE.from], to: [...SEA_ROUTE.to] }, js);
	const form = page.getByTestId("wizard-cargo");
	await form.locator("#f-containers-0--type").selectOption("dv20");
	await form.locator("#f-containers-0--count").fill("2");
	await form.locator("#f-commodity").fill("의류");
}

export const SCREENS: Screen[] = [
	{ name: "home", open: (page, _c, _p, js) => go(page, "/", js) },
	{ name: "login", open: (page, _c, _p, js) => go(page, "/login", js) },
	{ name: "signup", open: (page, _c, _p, js) => go(page, "/sign/up/agree", js) },
	{
		name: "wizard-route",
		open: async (page, context, project, js) => {
			await freshCustomer(context, project);
			await go(page, "/order/shipline?step=route", js);
		},
	},
	{ name: "wizard-cargo", open: toCargoStep },
	{
		name: "wizard-customer",
		open: async (page, context, project, js) => {
			await toCargoStep(page, context, project, js);
			await page.getByTestId("wizard-cargo").getByTestId("wizard-next").click();
			await page.waitForURL(/step=customer/);
			await ready(page, js);
		},
	},
	{
		name: "result",
		open: async (page, context, project, js) => {
			await toCargoStep(page, context, project, js);
			await page.getByTestId("wizard-cargo").getByTestId("wizard-next").click();
			await page.waitForURL(/step=customer/);
			await page.getByTestId("wizard-customer").getByTestId("wizard-next").click();
			await page.waitForURL(/step=result/);
			await ready(page, js);
		},
	},
	{
		name: "quote-list",
		open: async (page, context, project, js) => {
			const user = await freshCustomer(context, project);
			await makeEstimate(undefined, user);
			await go(page, "/mypage/estimate", js);
		},
	},
	{
		name: "estimate",
		open: async (page, context, project, js) => {
			const user = await freshCustomer(context, project);
			const estimate = await makeEstimate(undefined, user);
			await go(page, `/mypage/estimate/${estimate.id}`, js);
		},
	},
	{
		name: "booking",
		open: async (page, context, project, js) => {
			const user = await freshCustomer(context, project);
			const estimate = await makeEstimate(undefined, user);
			await go(page, `/mypage/estimate/${estimate.id}/booking`, js);
		},
	},
	{
		name: "staff-dashboard",
		open: async (page, context, _p, js) => {
			await signIn(context, "staff");
			await go(page, "/admin", js);
		},
	},
	{
		name: "rate-list",
		open: async (page, context, _p, js) => {
			await signIn(context, "staff");
			// a lane no other test imports into, so the rows are the demo rates whatever ran before
			await go(page, "/admin/rates?kind=fcl&origin=CNDLC", js);
		},
	},
	{ name: "design-system", open: (page, _c, _p, js) => go(page, "/dev/ui", js) },
];

/** Parts that change with what other tests did meanwhile (the staff nav's queue counts; visual.css boxes the queue cards). */
export const VOLATILE_PARTS = '[data-testid="staff-nav"], input[type="date"], time, [data-volatile]';

/** Text that changes from run to run (dates, document numbers, generated e-mail addresses). */
export const VOLATILE_TEXT =
	/\d{4}-\d{2}-\d{2}|\d{4}\.\s?\d{1,2}\.\s?\d{1,2}|\d{1,2}\/\d{1,2}\/\d{4}|[QBV]\d{4}-\d{4,5}|@e2e\.kr/;
