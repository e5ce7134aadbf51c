// /standardestimate: the guard, the loader's priced table with its glossary text, and every priced
// row's button: its form, posted to /order/prefill, passes the wizard's own step schemas and opens the
// cargo step (only the commodity is left), the draft holding the row's lane and cargo.
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { clearDraft, loadDraft } from "#app/quotes/drafts.server.ts";
import { intentFields } from "#app/quotes/prefill.ts";
import { rowIntent } from "#app/standard-estimate/intent.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as prefill from "./order/prefill.ts";
import * as page from "./standardestimate.tsx";

const { customer } = DEMO;

async function cookie() {
	return (await createSession(customer.id)).setCookie.split(";")[0]!;
}

beforeAll(async () => {
	await seedQuoteWorld();
});

async function loaded(lng = "kr") {
	const answer = await outcome(async () =>
		page.loader((await routeArgs(`/standardestimate?lng=${lng}`, { cookies: [await cookie()] })) as never),
	);
	return answer.data as Awaited<ReturnType<typeof page.loader>>;
}

describe("GET /standardestimate", () => {
	test("a visitor is sent to sign in", async () => {
		const answer = await outcome(async () => page.loader((await routeArgs("/standardestimate")) as never));
		expect(answer.status).toBe(302);
		expect(answer.location).toMatch(/^\/login\?redirectTo=%2Fstandardestimate/);
	});

	test("a customer gets the six lanes, priced rows, and the glossary of every charge shown", async () => {
		const { table, glossary } = await loaded("en");
		expect(table.destinations).toHaveLength(6);
		const rows = table.destinations.flatMap((d) => d.rows);
		expect(rows.filter((r) => r.priced).length).toBeGreaterThan(15);
		expect(glossary.map((g) => g.code).sort()).toEqual([...table.codes].sort());
		expect(glossary.find((g) => g.code === "thc")?.name).toMatch(/THC/);
	});
});

describe("a row's button", () => {
	test("every priced row opens the wizard's cargo step with its lane and cargo filled in", async () => {
		const { table } = await loaded();
		const cookies = [await cookie()];
		for (const row of table.destinations.flatMap((d) => d.rows).filter((r) => r.priced)) {
			const intent = rowIntent(row);
			clearDraft(customer.id, intent.mode);
			const answer = await outcome(async () =>
				prefill.action(
					(await routeArgs("/order/prefill", {
						cookies,
						form: Object.fromEntries(intentFields(intent)),
						headers: { Origin: "http://app.test" },
					})) as never,
				),
			);
			expect(answer.location, row.key).toBe(`/order/${intent.mode}?step=cargo`);
			const draft = loadDraft(customer.id, intent.mode)!;
			expect(draft.route, row.key).toMatchObject({ origin: row.origin, destination: row.to, direction: "export" });
			const cargo = draft.input.cargo as Record<string, unknown>;
			expect(cargo.readyDate, row.key).toBe(table.readyDate);
			if (row.request.containers) expect(cargo.containers, row.key).toEqual([{ type: row.product, count: "1" }]);
			else expect(cargo.packages, row.key).toMatchObject([{ count: "1", measure: "total" }]);
		}
	});
});
