// Spec section 3's truckingcostForeign through the sea wizard, as a plain HTML post (no script): the
// route step's "door at the foreign end" field is kept on the draft and on the stored quote's request,
// and the quote goes to the manual queue with reason foreign_trucking (decision 056). On LCL, or with a
// place too short, the step answers 400 with a translated message and nothing moves on or is stored.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { translatorFor } from "#app/i18n/translate.server.ts";
import { clearDraft, loadDraft } from "#app/quotes/drafts.server.ts";
import { getDb } from "#db/client.ts";
import { estimates } from "#db/schema.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as wizard from "./wizard.tsx";

const { customer } = DEMO;
const ROUTE = {
	direction: "export",
	cargoType: "fcl",
	originCountry: "KR",
	origin: "KRPUS",
	destinationCountry: "VN",
	destination: "VNHPH",
};
const READY = addDays(seoulToday(), 10);
const CUSTOMER = { companyName: "바른무역", managerName: "김하나", email: "customer@demo.kr", phone: "010-1234-5678" };

const cookie = async () => [(await createSession(customer.id)).setCookie.split(";")[0]!];
async function post(path: string, form: Record<string, string>) {
	const cookies = await cookie();
	return outcome(async () =>
		wizard.action((await routeArgs(path, { cookies, form, headers: { Origin: "http://app.test" } })) as never),
	);
}
const estimateCount = () =>
	getDb().select({ n: count() }).from(estimates).where(eq(estimates.companyId, customer.companyId!)).get()?.n ?? 0;

beforeAll(async () => {
	await seedQuoteWorld();
});

describe("trucking at the foreign end in the sea wizard", () => {
	test("the route step offers the field; a door abroad is kept on the draft and the stored quote, which goes to the manual queue", async () => {
		clearDraft(customer.id, "shipline");
		const form = await renderRoute(wizard, "/order/shipline", "/order/shipline?step=route", {
			cookies: await cookie(),
		});
		expect(form.html).toContain('name="foreignDoor"');
		const route = await post("/order/shipline?step=route", { ...ROUTE, foreignDoor: "  Hanoi, Long Bien  " });
		expect(route.location, JSON.stringify(route.data)).toMatch(/step=cargo/);
		const cargo = await post("/order/shipline?step=cargo", {
			"containers[0].type": "dv40",
			"containers[0].count": "2",
			commodity: "Furniture",
			readyDate: READY,
		});
		expect(cargo.location, JSON.stringify(cargo.data)).toMatch(/step=customer/);
		expect((await post("/order/shipline?step=customer", CUSTOMER)).location).toMatch(/step=result/);
		const cookies = await cookie();
		// back on the route step the field shows what was typed (plain HTML, no script needed)
		const again = await renderRoute(wizard, "/order/shipline", "/order/shipline?step=route", { cookies });
		expect(again.html).toContain('name="foreignDoor" value="  Hanoi, Long Bien  "');
		const result = (await wizard.loader((await routeArgs("/order/shipline?step=result", { cookies })) as never)) as {
			result: { pricing: { ok: boolean; reason?: string; manual?: boolean }; onceKey: string };
		};
		expect(result.result.pricing).toMatchObject({ ok: false, reason: "foreign_trucking", manual: true });
		const made = await post("/order/shipline?step=result", { intent: "manual", onceKey: result.result.onceKey });
		const id = /^\/mypage\/estimate\/([0-9a-f-]{36})$/.exec(made.location ?? "")?.[1];
		const row = getDb()
			.select()
			.from(estimates)
			.where(and(eq(estimates.id, id ?? ""), eq(estimates.companyId, customer.companyId!)))
			.get()!;
		expect(row).toMatchObject({ status: "in_request", manualReason: "foreign_trucking" });
		expect(JSON.parse(row.request).foreignTrucking).toEqual({ place: "Hanoi, Long Bien" });
	});

	test.each([
		[
			"kr",
			{ cargoType: "lcl", origin: "KRINC", destination: "VNSGN", foreignDoor: "Ho Chi Minh City" },
			"foreignTruckingFclOnly",
		],
		["en", { foreignDoor: "H" }, "foreignTruckingPlace"],
		["vn", { foreignDoor: "x".repeat(201) }, "foreignTruckingPlace"],
	] as const)("%s: %j is refused with 400 and the translated message; nothing stored", async (locale, fields, key) => {
		clearDraft(customer.id, "shipline");
		const before = estimateCount();
		const refused = await post("/order/shipline?step=route", { ...ROUTE, ...fields });
		expect(refused.status).toBe(400);
		const errors = (refused.data as { result: { error: Record<string, string[]> } }).result.error;
		expect(errors.foreignDoor).toEqual([`pricing.errors.${key}`]);
		const t = await translatorFor(locale);
		expect(t(`pricing.errors.${key}`)).not.toBe(`pricing.errors.${key}`);
		// the step did not pass, and no estimate was made
		expect(loadDraft(customer.id, "shipline")?.route).toBeUndefined();
		expect(estimateCount()).toBe(before);
		// the page says it in the reader's language
		const page = await renderRoute(wizard, "/order/shipline", "/order/shipline?step=route", {
			cookies: await cookie(),
			form: { ...ROUTE, ...fields },
			locale,
			headers: { Origin: "http://app.test" },
		});
		expect(page.html).toContain(t(`pricing.errors.${key}`).replace(/'/g, "&#x27;"));
	});
});
