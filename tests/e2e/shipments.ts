// Shipments for end-to-end tests: each test makes its own (a booked estimate of demo-company-a with a
// confirmed schedule, in the status asked for), so specs running in parallel, with JavaScript off and
// on, never share one shipment's documents or requests.
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { seoulClock } from "#app/calendar/calendar.ts";
import type { PricingRequestInput } from "#app/pricing/request.ts";
import { E2E_DATABASE } from "./config.ts";
import { expect } from "./fixtures.ts";
import { FCL_EXPORT } from "./quotes.ts";

export type MadeShipment = { id: string; numberBody: string };

/**
 * A shipment in `status` (default in_loading: schedule confirmed, documents due in 5 days). `etd`
 * moves the schedule (days from today); a document deadline already past makes missing papers overdue.
 */
export async function makeShipment(
	options: {
		status?: "booked" | "wait_schedule" | "in_loading" | "in_shipping" | "finish";
		request?: PricingRequestInput;
		etd?: number;
	} = {},
): Promise<MadeShipment> {
	process.env.DATABASE_PATH = E2E_DATABASE;
	const { seedShipment } = await import("#db/seed/demo-shipments.ts");
	const { getDb } = await import("#db/client.ts");
	const { seoulToday } = await import("#app/calendar/calendar.ts");
	const { estimates } = await import("#db/schema.ts");
	const { eq } = await import("drizzle-orm");
	const id = `e2e-shipment-${crypto.randomUUID()}`;
	const status = options.status ?? "in_loading";
	const etd = options.etd ?? 7;
	const schedule =
		status === "booked"
			? undefined
			: { etd, eta: etd + 6, carrier: "HMM", vessel: ["HMM BLESSING", "0042W"] as [string, string] };
	// immediate: a deferred transaction that reads first and then writes cannot wait for the server's
	// writer (SQLite answers "database is locked" at once instead of applying the busy timeout)
	getDb().transaction(
		(tx) => seedShipment(tx, { id, request: options.request ?? FCL_EXPORT, status, schedule }, seoulToday()),
		{ behavior: "immediate" },
	);
	const row = getDb().select({ numberBody: estimates.numberBody }).from(estimates).where(eq(estimates.id, id)).get()!;
	return { id, numberBody: row.numberBody };
}

/**
 * Presses an irreversible step's button and confirms it (confirm-action.tsx): with
 * JavaScript the dialog opens, says `says` (what happens, who is mailed) and its confirm button sends
 * the form; without it the panel beside the button says the same and the required box is ticked first.
 */
export async function confirmStep(
	page: Page,
	testId: string,
	js: boolean | undefined,
	says?: string | RegExp,
): Promise<void> {
	if (js) {
		await page.getByTestId(testId).click();
		const dialog = page.getByTestId(`${testId}-dialog`);
		await expect(dialog).toBeVisible();
		if (says) await expect(dialog).toContainText(says);
		await dialog.getByTestId(`${testId}-yes`).click();
	} else {
		if (says) await expect(page.getByTestId(`${testId}-panel`)).toContainText(says);
		await page.getByTestId(`${testId}-check`).check();
		await page.getByTestId(testId).click();
	}
}

/** A datetime-local value `minutes` ago on Seoul's wall clock (the desk's clock; the moves have no default). */
export function seoulMinutesAgo(minutes: number): string {
	return seoulClock(new Date(Date.now() - minutes * 60_000)).slice(0, 16);
}
