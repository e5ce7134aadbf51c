// The schedule's odd values (decision 052), through the desk and the schedule page as staff post
// them: a confirmed schedule's deadlines can be moved but not emptied, and a date beyond the one bound
// rule (five years from today) is refused; each refusal is a 400 naming the field with a translated
// message, and the stored schedule is unchanged.
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { changeStatus } from "#app/quotes/estimates.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, shipmentSchedules } from "#db/schema.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { action as deskAction } from "./desk.tsx";
import { action as scheduleAction } from "./schedule.tsx";

const TODAY = seoulToday();

beforeAll(async () => {
	await seedQuoteWorld();
});

function booked(): string {
	const id = makeEstimate(DEMO.customer);
	const status = getDb().select().from(estimates).where(eq(estimates.id, id)).get()!.status;
	getDb().transaction((tx) => changeStatus(tx, { id, status }, "booked", "customer", DEMO.customer.id));
	getDb()
		.update(estimates)
		.set({ shipDate: addDays(TODAY, 5) })
		.where(eq(estimates.id, id))
		.run();
	return id;
}

const schedule = (over: Record<string, string> = {}) => ({
	carrier: "HMM",
	vessel: "HMM BLESSING",
	voyage: "0123S",
	path: "direct",
	viaPort: "",
	documentDeadline: addDays(TODAY, 8),
	cargoClosing: addDays(TODAY, 9),
	etd: addDays(TODAY, 10),
	eta: addDays(TODAY, 25),
	...over,
});

async function post(id: string, body: Record<string, string>, page: "desk" | "schedule") {
	const { setCookie } = await createSession("demo-staff");
	const path = page === "desk" ? `/admin/shipments/${id}` : `/admin/shipments/${id}/schedule`;
	const act = page === "desk" ? deskAction : scheduleAction;
	return outcome(async () =>
		act(
			(await routeArgs(path, {
				cookies: [setCookie.split(";")[0]!],
				params: { id },
				form: { onceKey: newOnceKey(), confirmed: "yes", acceptWarnings: "yes", ...body },
			})) as never,
		),
	);
}

const stored = (id: string) =>
	getDb().select().from(shipmentSchedules).where(eq(shipmentSchedules.estimateId, id)).get();
const fieldErrors = (o: { data: unknown }) =>
	(o.data as { result?: { error?: Record<string, string[]> } }).result?.error ?? {};
const staffMessage = (locale: string, key: string) =>
	key
		.split(".")
		.reduce<unknown>(
			(node, part) => (node as Record<string, unknown>)?.[part],
			JSON.parse(readFileSync(`app/locales/${locale}.staff.json`, "utf8")),
		);

describe("a confirmed schedule keeps its deadlines", () => {
	test("emptying the document deadline or the cargo closing of a confirmed schedule is 400 and changes nothing; moving them is fine", async () => {
		const id = booked();
		const confirmed = await post(id, { intent: "confirmSchedule", ...schedule() }, "desk");
		expect(confirmed.status).toBe(303);
		const before = stored(id);
		expect(before).toMatchObject({ documentDeadline: addDays(TODAY, 8), cargoClosing: addDays(TODAY, 9) });

		const emptied = await post(
			id,
			{ intent: "confirmSchedule", ...schedule({ documentDeadline: "", cargoClosing: "  " }) },
			"schedule",
		);
		expect(emptied.status).toBe(400);
		expect(fieldErrors(emptied)).toMatchObject({
			documentDeadline: ["shipments.errors.documentDeadlineKept"],
			cargoClosing: ["shipments.errors.cargoClosingKept"],
		});
		for (const locale of ["kr", "en", "vn"]) {
			expect(staffMessage(locale, "shipments.errors.documentDeadlineKept"), locale).toEqual(expect.any(String));
			expect(staffMessage(locale, "shipments.errors.cargoClosingKept"), locale).toEqual(expect.any(String));
		}
		expect(stored(id)).toEqual(before);

		const moved = await post(
			id,
			{ intent: "confirmSchedule", ...schedule({ documentDeadline: addDays(TODAY, 7) }) },
			"schedule",
		);
		expect(moved.status).toBe(303);
		expect(stored(id)).toMatchObject({ documentDeadline: addDays(TODAY, 7), cargoClosing: addDays(TODAY, 9) });
	});

	test("a draft that was never confirmed may leave the deadlines empty", async () => {
		const id = booked();
		expect(
			(await post(id, { intent: "saveSchedule", ...schedule({ documentDeadline: "", cargoClosing: "" }) }, "desk"))
				.status,
		).toBe(303);
		expect(stored(id)).toMatchObject({ documentDeadline: null, cargoClosing: null });
	});
});

describe("dates within reach (the one bound rule)", () => {
	test.each([
		["an ETA in the year 9999", { eta: "9999-12-31" }, "eta", "shipments.errors.eta"],
		["an ETA six years ahead", { eta: addDays(TODAY, 6 * 366) }, "eta", "shipments.errors.eta"],
		[
			"a document deadline six years back",
			{ documentDeadline: addDays(TODAY, -6 * 366) },
			"documentDeadline",
			"shipments.errors.documentDeadline",
		],
	])("%s is 400 naming the field; nothing is stored", async (_name, over, field, key) => {
		const id = booked();
		const refused = await post(id, { intent: "confirmSchedule", ...schedule(over) }, "desk");
		expect(refused.status).toBe(400);
		expect(fieldErrors(refused)[field]).toEqual([key]);
		expect(typeof staffMessage("vn", key)).toBe("string");
		expect(stored(id)).toBeUndefined();
	});
});
