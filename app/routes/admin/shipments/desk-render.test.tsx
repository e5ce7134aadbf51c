// The shipment desk as the server renders it (JavaScript off): a refusal never stands beside the
// previous step's notice; the status line says a stage once; the irreversible moves carry the required
// confirmation box and no time of their own (decision 047); the schedule page of a confirmed schedule
// offers only a confirmed change (decision 046).
import { eq } from "drizzle-orm";
import { useActionData, useLoaderData, useParams } from "react-router";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import { changeStatus } from "#app/quotes/estimates.server.ts";
import { saveSchedule } from "#app/shipments/schedule.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import * as deskModule from "./desk.tsx";
import * as scheduleModule from "./schedule.tsx";

// the framework hands a route component its data as props; the static router of renderRoute does not
type Screen = { default: (props: never) => React.ReactNode; loader: unknown; action: unknown; ErrorBoundary?: unknown };
function withProps<M extends Screen>(module: M) {
	const Component = module.default as (props: Record<string, unknown>) => React.ReactNode;
	function WithProps() {
		return <Component loaderData={useLoaderData()} actionData={useActionData()} params={useParams()} matches={[]} />;
	}
	return { ...module, default: WithProps } as never;
}
const desk = withProps(deskModule);
const schedulePage = withProps(scheduleModule);

const TODAY = seoulToday();
let cookie = "";

beforeAll(async () => {
	await seedQuoteWorld();
	cookie = (await createSession(DEMO.staff.id)).setCookie.split(";")[0]!;
});

function shipmentIn(status: EstimateStatus): string {
	const id = makeEstimate(DEMO.customer);
	const to = (next: EstimateStatus, actor: "customer" | "staff", user: string) => {
		const now = getDb().select().from(estimates).where(eq(estimates.id, id)).get()!.status;
		getDb().transaction((tx) => changeStatus(tx, { id, status: now }, next, actor, user));
	};
	to("booked", "customer", DEMO.customer.id);
	if (status === "wait_schedule") to("wait_schedule", "staff", DEMO.staff.id);
	if (status === "in_loading" || status === "in_shipping") {
		const schedule = { carrier: "KMTC", vessel: "KMTC HOCHIMINH", voyage: "2211S", etd: TODAY, eta: addDays(TODAY, 6) };
		expect(saveSchedule(DEMO.staff, id, schedule, { onceKey: newOnceKey(), confirm: true })).toMatchObject({
			ok: true,
		});
	}
	if (status === "in_shipping") to("in_shipping", "staff", DEMO.staff.id);
	return id;
}

const render = (id: string, query = "", form?: Record<string, string>) =>
	renderRoute(desk, "/admin/shipments/:id", `/admin/shipments/${id}${query}`, {
		cookies: [cookie],
		...(form ? { form } : {}),
	});

describe("the desk without JavaScript", () => {
	test("a refused position after an added one: the refusal shows, the old 'position added' does not", async () => {
		const id = shipmentIn("in_shipping");
		const shown = await render(id, "?done=position");
		expect(shown.html).toContain('data-testid="desk-notice"');
		// the same URL (the form posts where the page is), a position in the future: refused
		const refused = await render(id, "?done=position", {
			intent: "position",
			onceKey: newOnceKey(),
			lat: "30",
			lon: "125",
			at: `${addDays(TODAY, 3)}T10:00`,
			source: "manual",
		});
		expect(refused.status).toBe(400);
		expect(refused.html).toContain('data-testid="position-form"');
		expect(refused.html).not.toContain('data-testid="desk-notice"');
	}, 30_000);

	test("the status line names a stage only where it differs from the status", async () => {
		const waiting = await render(shipmentIn("wait_schedule"));
		const line = waiting.html.match(/<dd data-testid="shipment-status"[^>]*>(.*?)<\/dd>/)?.[1] ?? "";
		expect(line).toContain("스케줄 대기");
		expect(line.split("스케줄 대기")).toHaveLength(2);
		const sailing = await render(shipmentIn("in_shipping"));
		expect(sailing.html.match(/<dd data-testid="shipment-status"[^>]*>(.*?)<\/dd>/)?.[1]).toBeTruthy();
	}, 30_000);

	test("the moves ask first (a required box) and start with no time", async () => {
		const html = (await render(shipmentIn("in_loading"))).html;
		const form = html.match(/<form[^>]*data-testid="depart-form"[^]*?<\/form>/)?.[0] ?? "";
		expect(form).toMatch(/<input type="checkbox" required=""[^>]*name="confirmed" value="yes"/);
		expect(form).toContain("customer@demo.kr");
		const at = form.match(/<input[^>]*name="at"[^>]*>/)?.[0] ?? "";
		expect(at).not.toContain("value=");
	}, 30_000);

	test("the schedule form before confirmation: the quote's carrier, a draft and a confirmation that asks first", async () => {
		const html = (await render(shipmentIn("booked"))).html;
		const carrier = html.match(/<input[^>]*name="carrier"[^>]*>/)?.[0] ?? "";
		expect(carrier).toMatch(/value="[^"]+"/);
		expect(html).toContain('data-testid="schedule-draft"');
		expect(html).toContain('data-testid="schedule-confirm-check"');
	}, 30_000);

	test("the schedule page of a confirmed schedule: only 'Confirm the change', no draft", async () => {
		const id = shipmentIn("in_shipping");
		const { html } = await renderRoute(
			schedulePage,
			"/admin/shipments/:id/schedule",
			`/admin/shipments/${id}/schedule`,
			{ cookies: [cookie], locale: "en" },
		);
		expect(html).not.toContain('data-testid="schedule-draft"');
		expect(html).toContain("Confirm the change");
		expect(html).toContain("the shipment stays");
	}, 30_000);
});
