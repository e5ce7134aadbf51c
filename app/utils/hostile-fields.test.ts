// Form fields named after Object.prototype's members (decision 018), on representative forms:
// sign-in, a quote wizard step, the booking form, and the staff desk. Conform and zod read the fields
// into objects; a name like "__proto__" or "constructor.prototype.x" must be just an unknown field:
// never a 500 (an exception out of the action), never a change to Object.prototype.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import * as login from "#app/routes/login.tsx";
import * as booking from "#app/routes/mypage/estimate-booking.tsx";
import * as wizard from "#app/routes/order/wizard.tsx";
import { newOnceKey } from "#app/utils/once.server.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { routeArgs } from "#tests/route-request.ts";

const NAMES = ["__proto__", "constructor", "prototype", "toString", "valueOf", "hasOwnProperty"];
/** Each name alone, and as the start or the middle of a dotted/indexed Conform path. */
const FIELDS = NAMES.flatMap((n) => [
	n,
	`${n}.polluted`,
	`${n}[0]`,
	`constructor.${n}.polluted`,
	`containers[0].${n}`,
	`packages.${n}`,
]);

type Action = (args: never) => unknown;
type Case = {
	name: string;
	action: Action;
	path: string;
	params?: Record<string, string>;
	user?: string;
	form: () => Record<string, string>;
};

const READY = addDays(seoulToday(), 10);
let bookingId = "";

const CASES: Case[] = [
	{
		name: "sign-in",
		action: login.action as Action,
		path: "/login",
		form: () => ({ intent: "signin", email: "nobody@demo.kr", password: "wrong-password" }),
	},
	{
		name: "wizard, route step",
		action: wizard.action as Action,
		path: "/order/shipline?step=route",
		user: DEMO.customer.id,
		form: () => ({
			direction: "export",
			cargoType: "fcl",
			originCountry: "KR",
			origin: "KRPUS",
			destinationCountry: "VN",
			destination: "VNHPH",
			incoterms: "FOB",
			province: "KR-11",
		}),
	},
	{
		name: "wizard, cargo step",
		action: wizard.action as Action,
		path: "/order/shipline?step=cargo",
		user: DEMO.customer.id,
		form: () => ({
			"containers[0].type": "dv20",
			"containers[0].count": "2",
			commodity: "의류",
			readyDate: READY,
			intent: "next",
		}),
	},
	{
		name: "booking",
		action: booking.action as Action,
		path: "/mypage/estimate/:id/booking",
		user: DEMO.customer.id,
		form: () => ({
			intent: "book",
			onceKey: newOnceKey(),
			shipDate: addDays(seoulToday(), 3),
			shipperName: "데모무역",
			packageCount: "x",
		}),
	},
];

beforeAll(async () => {
	await seedQuoteWorld();
	bookingId = makeEstimate();
});

afterAll(() => {
	expect(Object.prototype).not.toHaveProperty("polluted");
});

async function run(c: Case, extra: Record<string, string>): Promise<number> {
	const cookies = c.user ? [(await createSession(c.user)).setCookie.split(";")[0]!] : [];
	const path = c.path.replace(":id", bookingId);
	const args = await routeArgs(path, {
		cookies,
		form: { ...c.form(), ...extra },
		params: { id: bookingId },
		headers: { Origin: "http://app.test" },
	});
	try {
		const value = await c.action(args as never);
		const init = (value as { init?: ResponseInit } | null)?.init;
		return value instanceof Response ? value.status : (init?.status ?? 200);
	} catch (error) {
		if (error instanceof Response) return error.status;
		if (error && typeof error === "object" && "init" in error)
			return (error as { init?: ResponseInit }).init?.status ?? 200;
		throw error;
	}
}

describe.each(CASES)("$name", (c) => {
	test.each(FIELDS)("a field named %s is an unknown field, not a failure", async (field) => {
		const status = await run(c, { [field]: "1" });
		expect(status).toBeLessThan(500);
		expect(({} as Record<string, unknown>).polluted).toBeUndefined();
		expect(typeof ({} as { toString: unknown }).toString).toBe("function");
	});
});
