// Integration: /admin/bank-accounts with real Requests and sessions: only staff_admin reads or changes
// the accounts; a USD account without its SWIFT code (and other bad input) is a 400 with the field's
// message key and stores nothing; a double submit of the add form adds one account; an account is
// taken out of use and back, never deleted, and the invoice view lists only those in use.
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { getInvoiceView } from "#app/invoices/invoice-view.server.ts";
import { bankNameFor } from "#app/invoices/bank-names.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import type { Role } from "#db/roles.ts";
import { bankAccounts, users } from "#db/schema.ts";
import { seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { action, loader } from "./bank-accounts.tsx";

const ROLES: Role[] = ["customer", "staff", "staff_admin", "customs_broker", "insurer"];
const KRW = {
	intent: "add",
	currency: "KRW",
	bankName: "신한은행",
	accountNumber: "140-012-345678",
	holder: "바른포워딩 주식회사",
};

beforeAll(async () => {
	await seedQuoteWorld();
	for (const role of ROLES)
		getDb()
			.insert(users)
			.values({ id: `bank-${role}`, email: `${role}@bank.test`, name: `${role} of banks`, role })
			.onConflictDoNothing()
			.run();
});

beforeEach(() => {
	getDb().delete(bankAccounts).run();
});

async function argsFor(role: Role, form?: Record<string, string>) {
	const { setCookie } = await createSession(`bank-${role}`);
	return (await routeArgs("/admin/bank-accounts", { cookies: [setCookie.split(";")[0]!], form })) as never;
}

const add = async (form: Record<string, string>, onceKey = newOnceKey()) =>
	outcome(async () => action(await argsFor("staff_admin", { ...form, onceKey })));
const rows = () => getDb().select().from(bankAccounts).all();

describe("access", () => {
	test.each(ROLES.filter((r) => r !== "staff_admin"))(
		"%s gets 403 from the loader and the action, and nothing is stored",
		async (role) => {
			expect((await outcome(async () => loader(await argsFor(role)))).status).toBe(403);
			expect((await outcome(async () => action(await argsFor(role, { ...KRW, onceKey: newOnceKey() })))).status).toBe(
				403,
			);
			expect(rows()).toHaveLength(0);
		},
	);
});

describe("adding", () => {
	test("a KRW account is added once for a double submit, with who added it", async () => {
		const onceKey = newOnceKey();
		const first = await add(KRW, onceKey);
		expect([first.status, first.location]).toEqual([303, "/admin/bank-accounts?done=added"]);
		expect((await add(KRW, onceKey)).status).toBe(303);
		expect(rows()).toEqual([
			expect.objectContaining({
				currency: "KRW",
				bankName: "신한은행",
				accountNumber: "140-012-345678",
				active: true,
				updatedBy: "bank-staff_admin",
				swift: null,
			}),
		]);
	});

	test.each<[string, Record<string, string>, string, string]>([
		["a USD account without SWIFT", { ...KRW, currency: "USD" }, "swift", "desk.bankAccounts.errors.swiftRequired"],
		["a malformed SWIFT", { ...KRW, currency: "USD", swift: "IBK" }, "swift", "desk.bankAccounts.errors.swift"],
		[
			"letters in the account number",
			{ ...KRW, accountNumber: "140-ABC-345678" },
			"accountNumber",
			"desk.bankAccounts.errors.accountNumber",
		],
		["too few digits", { ...KRW, accountNumber: "123-456" }, "accountNumber", "desk.bankAccounts.errors.accountNumber"],
		["no bank name", { ...KRW, bankName: "" }, "bankName", "desk.bankAccounts.errors.bankName"],
		["an unknown currency", { ...KRW, currency: "VND" }, "currency", "desk.bankAccounts.errors.currency"],
		["a one-letter English name", { ...KRW, bankNameEn: "S" }, "bankNameEn", "desk.bankAccounts.errors.bankNameEn"],
	])("%s: 400 with the field's message, nothing stored", async (_what, form, field, key) => {
		const res = await add(form);
		expect(res.status).toBe(400);
		const errors = (res.data as { result: { error: Record<string, string[]> } }).result.error;
		expect(errors[field]).toContain(key);
		expect(rows()).toHaveLength(0);
	});

	test("a USD account with its SWIFT code (upper-cased) is added", async () => {
		expect(
			(
				await add({
					...KRW,
					currency: "USD",
					bankName: "Shinhan Bank",
					holder: "BARUN FORWARDING CO., LTD.",
					swift: "shbkkrse",
				})
			).status,
		).toBe(303);
		expect(rows()[0]).toMatchObject({ currency: "USD", swift: "SHBKKRSE" });
	});
});

describe("the bank's name in English and Vietnamese", () => {
	test("an English name staff give is stored and shown; without one a known Korean bank's English name; Korean readers see the stored name", async () => {
		expect((await add({ ...KRW, bankNameEn: "Shinhan Bank (Seoul HQ)" })).status).toBe(303);
		expect((await add({ ...KRW, bankName: "IBK기업은행", accountNumber: "010-2026-112800" })).status).toBe(303);
		expect(rows().map((r) => [r.bankName, r.bankNameEn])).toEqual(
			expect.arrayContaining([
				["신한은행", "Shinhan Bank (Seoul HQ)"],
				["IBK기업은행", null],
			]),
		);
		const page = (await outcome(async () => loader(await argsFor("staff_admin")))).data as {
			accounts: { bankName: string; bankNameShown: string }[];
		};
		expect(page.accounts.map((a) => [a.bankName, a.bankNameShown])).toEqual(
			expect.arrayContaining([
				["신한은행", "Shinhan Bank (Seoul HQ)"],
				["IBK기업은행", "IBK Industrial Bank of Korea"],
			]),
		);
		const names = (locale: "kr" | "en" | "vn") =>
			getInvoiceView("no-such-shipment", locale)
				.bankAccounts.map((a) => bankNameFor(a, locale))
				.sort();
		expect(names("kr")).toEqual(["IBK기업은행", "신한은행"]);
		expect(names("en")).toEqual(["IBK Industrial Bank of Korea", "Shinhan Bank (Seoul HQ)"]);
		expect(names("vn")).toEqual(names("en"));
	});
});

describe("in use or not", () => {
	test("an account taken out of use stays, leaves the invoice view, and comes back", async () => {
		await add(KRW);
		const [account] = rows();
		// the view keeps the accounts until the database changes (decision 035): each change shows at once
		expect(getInvoiceView("no-such-shipment", "kr").bankAccounts).toEqual([
			expect.objectContaining({ bankName: "신한은행" }),
		]);
		const deactivated = await outcome(async () =>
			action(await argsFor("staff_admin", { intent: "deactivate", id: account!.id })),
		);
		expect([deactivated.status, deactivated.location]).toEqual([303, "/admin/bank-accounts?done=deactivated"]);
		expect(getDb().select().from(bankAccounts).where(eq(bankAccounts.id, account!.id)).get()?.active).toBe(false);
		expect(getInvoiceView("no-such-shipment", "kr").bankAccounts).toEqual([]);
		await outcome(async () => action(await argsFor("staff_admin", { intent: "activate", id: account!.id })));
		expect(getInvoiceView("no-such-shipment", "kr").bankAccounts).toEqual([
			expect.objectContaining({ bankName: "신한은행" }),
		]);
	});

	test("an unknown account is 404, an unknown intent 400", async () => {
		expect(
			(await outcome(async () => action(await argsFor("staff_admin", { intent: "deactivate", id: "nope" })))).status,
		).toBe(404);
		expect((await outcome(async () => action(await argsFor("staff_admin", { intent: "delete" })))).status).toBe(400);
	});
});
