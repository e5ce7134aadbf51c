// Integration: /admin/market/scfi and /graph/scfi with real Requests and sessions in the worker's
// SQLite file. Staff only for the series screen (a customer gets 403 from loader and action); a week
// added, corrected or imported is stored once per form key with its history; bad input and bad CSV
// lines store nothing and come back with translated message keys; the graph page refits from the
// changed series.
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { cachedScfi } from "#app/market/scfi.server.ts";
import { recentChanges, seriesPoints } from "#app/market/series.server.ts";
import { syntheticSeries } from "#app/market/synthetic.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import type { Role } from "#db/roles.ts";
import { marketIndexChanges, marketIndexPoints, users } from "#db/schema.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { loader as graphLoader } from "../../graph/scfi.tsx";
import { action, loader } from "./scfi.tsx";

const ROLES: Role[] = ["customer", "staff", "staff_admin"];

beforeAll(() => {
	for (const role of ROLES)
		getDb()
			.insert(users)
			.values({ id: `scfi-${role}`, email: `${role}@scfi.test`, name: `${role} of scfi`, role })
			.onConflictDoNothing()
			.run();
});

beforeEach(() => {
	getDb().delete(marketIndexChanges).run();
	getDb().delete(marketIndexPoints).run();
});

async function cookieFor(role: Role) {
	const { setCookie } = await createSession(`scfi-${role}`);
	return setCookie.split(";")[0] as string;
}

async function post(role: Role, form: Record<string, string>) {
	return (await routeArgs("/admin/market/scfi", { cookies: [await cookieFor(role)], form })) as never;
}

/** A multipart POST with a CSV file, as the browser sends the import form. */
async function postFile(role: Role, csv: string, onceKey = newOnceKey(), name = "scfi.csv") {
	const args = await routeArgs("/admin/market/scfi", { cookies: [await cookieFor(role)] });
	const body = new FormData();
	body.set("intent", "import");
	body.set("onceKey", onceKey);
	body.set("file", new File([csv], name, { type: "text/csv" }));
	const request = new Request("http://app.test/admin/market/scfi", {
		method: "POST",
		headers: args.request.headers,
		body,
	});
	return { ...args, request } as never;
}

const add = (week: string, value: string, onceKey = newOnceKey()) => ({ intent: "add", onceKey, week, value });

describe("access", () => {
	test("a customer gets 403 from the loader and the action, and nothing is stored", async () => {
		expect((await outcome(async () => loader(await post("customer", {})))).status).toBe(403);
		expect((await outcome(async () => action(await post("customer", add("2026-01-09", "1500"))))).status).toBe(403);
		expect((await outcome(async () => action(await postFile("customer", "date,value\n2026-01-09,1500")))).status).toBe(
			403,
		);
		expect(seriesPoints("scfi")).toEqual([]);
	});

	test.each(["staff", "staff_admin"] as const)("%s reads the screen", async (role) => {
		const got = await outcome(async () => loader(await post(role, {})));
		expect(got.status).toBe(200);
		expect((got.data as { summary: { count: number } }).summary.count).toBe(0);
	});
});

describe("add and correct", () => {
	test("a week is added once for a double submit, with its history row", async () => {
		const key = newOnceKey();
		const first = await outcome(async () => action(await post("staff", add("2026-01-09", "1,512.80", key))));
		const second = await outcome(async () => action(await post("staff", add("2026-01-09", "1512.80", key))));
		expect(first.status).toBe(303);
		expect(first.location).toBe("/admin/market/scfi?done=added&week=2026-01-09");
		expect(second.status).toBe(303);
		expect(second.location).toBe(first.location);
		expect(seriesPoints("scfi")).toEqual([{ week: "2026-01-09", value: 1512.8, synthetic: false }]);
		expect(recentChanges("scfi").map((c) => [c.action, c.before, c.after, c.by])).toEqual([
			["add", null, 1512.8, "staff of scfi"],
		]);
	});

	test.each([
		["no date", add("", "1500"), { week: "scfiAdmin.errors.week" }],
		["not a date", add("2026-02-30", "1500"), { week: "scfiAdmin.errors.week" }],
		["a negative value", add("2026-01-09", "-3"), { value: "scfiAdmin.errors.value" }],
		["words for a value", add("2026-01-09", "high"), { value: "scfiAdmin.errors.value" }],
	])("%s: 400 with the field's message, nothing stored", async (_name, form, errors) => {
		const got = await outcome(async () => action(await post("staff", form)));
		expect(got.status).toBe(400);
		expect((got.data as { errors: unknown }).errors).toEqual(errors);
		expect(seriesPoints("scfi")).toEqual([]);
	});

	test("adding a week that exists is refused (409) and says to correct it", async () => {
		await action(await post("staff", add("2026-01-09", "1500")));
		const got = await outcome(async () => action(await post("staff", add("2026-01-09", "1600"))));
		expect(got.status).toBe(409);
		expect((got.data as { errors: unknown }).errors).toEqual({ form: "scfiAdmin.errors.exists" });
		expect(seriesPoints("scfi")[0]?.value).toBe(1500);
	});

	test("a correction keeps the old value and the reason; it needs a reason and a stored week", async () => {
		await action(await post("staff", add("2026-01-09", "1500")));
		const correct = (value: string, reason: string, week = "2026-01-09") => ({
			intent: "correct",
			onceKey: newOnceKey(),
			week,
			value,
			reason,
		});
		const noReason = await outcome(async () => action(await post("staff", correct("1510", ""))));
		expect(noReason.status).toBe(400);
		expect((noReason.data as { errors: unknown }).errors).toEqual({ reason: "scfiAdmin.errors.reason" });
		const missing = await outcome(async () => action(await post("staff", correct("1510", "typo", "2026-01-16"))));
		expect((missing.data as { errors: unknown }).errors).toEqual({ form: "scfiAdmin.errors.missing" });
		const same = await outcome(async () => action(await post("staff", correct("1500", "typo"))));
		expect((same.data as { errors: unknown }).errors).toEqual({ form: "scfiAdmin.errors.unchanged" });
		const done = await outcome(async () => action(await post("staff", correct("1510.5", "SSE revised"))));
		expect(done.location).toBe("/admin/market/scfi?done=corrected&week=2026-01-09");
		expect(seriesPoints("scfi")[0]?.value).toBe(1510.5);
		expect(recentChanges("scfi").map((c) => [c.action, c.before, c.after, c.reason])).toEqual([
			["correct", 1500, 1510.5, "SSE revised"],
			["add", null, 1500, null],
		]);
	});
});

describe("CSV import", () => {
	test("adds new weeks, corrects changed ones with history, leaves equal ones, once per key", async () => {
		await action(await post("staff", add("2026-01-09", "1500")));
		await action(await post("staff", add("2026-01-16", "1520")));
		const key = newOnceKey();
		const csv = "date,scfi_composite,source\n2026-01-09,1500,x\n2026-01-16,1525.5,x\n2026-01-23,1540,x\n";
		const first = await outcome(async () => action(await postFile("staff", csv, key)));
		expect(first.status).toBe(303);
		expect(first.location).toBe("/admin/market/scfi?done=imported&added=1&changed=1&same=1");
		const again = await outcome(async () => action(await postFile("staff", csv, key)));
		expect(again.location).toBe(first.location);
		expect(seriesPoints("scfi").map((p) => [p.week, p.value])).toEqual([
			["2026-01-09", 1500],
			["2026-01-16", 1525.5],
			["2026-01-23", 1540],
		]);
		const imported = recentChanges("scfi").filter((c) => c.action === "import");
		expect(imported.map((c) => [c.week, c.before, c.after, c.fileName])).toEqual([
			["2026-01-23", null, 1540, "scfi.csv"],
			["2026-01-16", 1520, 1525.5, "scfi.csv"],
		]);
	});

	test("bad lines: 400 listing each by line with a message key, and nothing stored", async () => {
		const got = await outcome(async () =>
			action(await postFile("staff", "date,value\n2026-01-09,1500\n2026/13/01,1500\n2026-01-23,abc\n")),
		);
		expect(got.status).toBe(400);
		const report = got.data as { issues: { line: number; key: string }[]; total: number };
		expect(report.issues.map((i) => [i.line, i.key])).toEqual([
			[3, "date"],
			[4, "value"],
		]);
		expect(seriesPoints("scfi")).toEqual([]);
	});

	test("an empty upload is refused", async () => {
		const got = await outcome(async () => action(await postFile("staff", "")));
		expect(got.status).toBe(400);
		expect((got.data as { issues: { key: string }[] }).issues.map((i) => i.key)).toEqual(["empty"]);
	});
});

describe("/graph/scfi", () => {
	async function graph(role: Role) {
		return outcome(async () =>
			graphLoader((await routeArgs("/graph/scfi", { cookies: [await cookieFor(role)] })) as never),
		);
	}

	test("an empty series: the page says so, with the import link for staff only", async () => {
		const customer = (await graph("customer")).data as { last: unknown; isStaff: boolean; steps: unknown[] };
		expect(customer.last).toBeNull();
		expect(customer.isStaff).toBe(false);
		expect(customer.steps).toEqual([]);
		expect(((await graph("staff")).data as { isStaff: boolean }).isStaff).toBe(true);
	});

	test("the page refits when staff add a week: a cached fit until the series changes", async () => {
		const series = syntheticSeries("2026-01-09", 120);
		getDb()
			.insert(marketIndexPoints)
			.values(series.map((p) => ({ indexCode: "scfi" as const, ...p, synthetic: true })))
			.run();
		const before = (await graph("customer")).data as { last: { date: string }; synthetic: boolean; steps: unknown[] };
		expect(before.synthetic).toBe(true);
		expect(before.steps.length).toBeGreaterThan(0);
		const fit = cachedScfi();
		expect(cachedScfi()).toBe(fit); // nothing changed: the same object, no refit
		await action(await post("staff", add("2026-01-16", "1234.5")));
		const after = (await graph("customer")).data as { last: { value: string } };
		expect(cachedScfi()).not.toBe(fit);
		expect(cachedScfi().fit.last).toEqual({ week: "2026-01-16", value: 1234.5 });
		expect(after.last.value).toBe("1,234.5");
	});
});
