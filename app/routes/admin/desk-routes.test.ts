// Integration: the staff desk's loaders with real Requests and sessions name a lane by its places'
// names with their codes in the reader's language ("부산 (KRPUS) → 시드니 (AUSYD)"), never by bare
// codes: the manual quote queue and its pricing form, the discount requests and their decision form.
import crypto from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { figuresOf, requestDiscount, requireCustomerEstimate } from "#app/quotes/negotiation.server.ts";
import { discountRequestSchema } from "#app/quotes/negotiation.ts";
import { getDb } from "#db/client.ts";
import { users } from "#db/schema.ts";
import { DEMO, fclExport, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { loader as decideLoader } from "./negotiations/decide.tsx";
import * as decide from "./negotiations/decide.tsx";
import { renderRoute } from "#tests/render-route.tsx";
import { loader as negotiationsLoader } from "./negotiations/index.tsx";
import { loader as quotesLoader } from "./quotes/index.tsx";
import { loader as priceLoader } from "./quotes/price.tsx";
import { routeArgs } from "#tests/route-request.ts";

const STAFF = "desk-routes-staff";
let manualId = "";
let negotiatedId = "";

beforeAll(async () => {
	await seedQuoteWorld();
	getDb()
		.insert(users)
		.values({ id: STAFF, email: "staff@desk-routes.test", name: "Desk routes staff", role: "staff" })
		.onConflictDoNothing()
		.run();
	// Busan -> Sydney has no rate: a manual quote waiting on the desk
	manualId = makeEstimate(DEMO.customer, fclExport({ destination: "AUSYD", containers: [{ type: "dv40", count: 1 }] }));
	// Busan -> Hai Phong is priced; the customer asks for a discount
	negotiatedId = makeEstimate(DEMO.customer, fclExport());
	const estimate = requireCustomerEstimate(DEMO.customer, negotiatedId);
	const f = figuresOf(estimate)!;
	const values = discountRequestSchema(f).parse({
		targetFreight: String((f.freight * 0.9) / 100),
		targetTrucking: "",
		monthlyVolume: "5",
		comment: "",
	});
	const outcome = requestDiscount({ user: DEMO.customer, estimate, values, onceKey: crypto.randomUUID() });
	if (!outcome.ok) throw new Error(`discount request refused: ${outcome.reason}`);
});

async function argsFor(path: string, params: Record<string, string> = {}) {
	const { setCookie } = await createSession(STAFF);
	return (await routeArgs(path, { cookies: [setCookie.split(";")[0]!], params })) as never;
}

const SYDNEY = {
	kr: "부산 (KRPUS) → 시드니 (AUSYD)",
	en: "Busan (KRPUS) → Sydney (AUSYD)",
	vn: "Busan (KRPUS) → Sydney (AUSYD)",
};
const HAI_PHONG = {
	kr: "부산 (KRPUS) → 하이퐁 (VNHPH)",
	en: "Busan (KRPUS) → Hai Phong (VNHPH)",
	vn: "Busan (KRPUS) → Hải Phòng (VNHPH)",
};

describe.each(["kr", "en", "vn"] as const)("routes on the desk in %s", (lng) => {
	test("the manual quote queue and its pricing form", async () => {
		const list = await quotesLoader(await argsFor(`/admin/quotes?lng=${lng}`));
		expect(list.rows.find((r) => r.id === manualId)?.route).toBe(SYDNEY[lng]);
		const form = await priceLoader(await argsFor(`/admin/quotes/${manualId}?lng=${lng}`, { id: manualId }));
		expect(form.route).toBe(SYDNEY[lng]);
	});

	test("the discount requests and their decision form", async () => {
		const list = await negotiationsLoader(await argsFor(`/admin/negotiations?lng=${lng}`));
		expect(list.rows.find((r) => r.id === negotiatedId)?.route).toBe(HAI_PHONG[lng]);
		const form = await decideLoader(
			await argsFor(`/admin/negotiations/${negotiatedId}?lng=${lng}`, { id: negotiatedId }),
		);
		expect(form.route).toBe(HAI_PHONG[lng]);
	});

	// each quantity on the decision page says what it counts
	test("the decision page's quantities carry their unit", async () => {
		const id = negotiatedId;
		const page = await renderRoute(decide, "/admin/negotiations/:id", `/admin/negotiations/${id}`, {
			cookies: [(await createSession(STAFF)).setCookie.split(";")[0]!],
			locale: lng,
		});
		const unit = { kr: "1 컨테이너", en: "1 cntr", vn: "1 cont" }[lng];
		expect(page.html).toContain(`<td>${unit}</td>`);
		expect(page.html).toMatch(/<td>1 B\/L<\/td>/);
	});
});
