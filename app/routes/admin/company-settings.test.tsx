// Integration: our company details on /admin/settings, in the worker's SQLite file.
// Only staff_admin may read or save them; a save is stored once per form key with who and when, and
// the footer (through the root loader), the PDFs and the mails print the new details at once; an
// invalid form is a 400 with translated keys and stores nothing.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { companyFactsFor, companyProfile } from "#app/company/company-profile.server.ts";
import { renderMail } from "#app/mail/render.server.ts";
import { DocumentFrame, renderDocument } from "#app/pdf/layout.server.tsx";
import { getDb } from "#db/client.ts";
import type { Role } from "#db/roles.ts";
import { companyProfile as profileTable, onceKeys, users } from "#db/schema.ts";
import { hasPoppler, pdfText } from "#tests/pdf-words.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { loader as rootLoader } from "#app/root.tsx";
import { action, loader } from "./settings.tsx";

const ROLES: Role[] = ["customer", "staff", "staff_admin", "customs_broker", "insurer"];
const FORM = {
	intent: "company",
	nameKo: "새바른물류 주식회사",
	nameEn: "New Barun Logistics Co., Ltd.",
	ceoKo: "이대표",
	ceoEn: "Lee Daepyo",
	bizRegNo: "220-81-62517",
	addressKo: "부산광역시 중구 중앙대로 100, 5층",
	addressEn: "5F, 100 Jungang-daero, Jung-gu, Busan",
	supportPhone: "051-123-4567",
	supportEmail: "desk@newbarun.kr",
	privacyEmail: "privacy@newbarun.kr",
};
let original: typeof profileTable.$inferSelect;

beforeAll(() => {
	for (const role of ROLES)
		getDb()
			.insert(users)
			.values({ id: `cs-${role}`, email: `${role}@company-settings.test`, name: `${role} of company`, role })
			.onConflictDoNothing()
			.run();
	original = getDb().select().from(profileTable).get()!;
});

afterAll(() => {
	getDb().insert(profileTable).values(original).onConflictDoUpdate({ target: profileTable.id, set: original }).run();
});

async function argsFor(role: Role, form?: Record<string, string>) {
	const { setCookie } = await createSession(`cs-${role}`);
	return (await routeArgs("/admin/settings", { cookies: [setCookie.split(";")[0]!], form })) as never;
}

const key = () => `company-key-${Math.random().toString(36).slice(2, 14)}`;

describe("access", () => {
	test.each(ROLES.filter((r) => r !== "staff_admin"))(
		"%s gets 403 from the loader and the save, and nothing changes",
		async (role) => {
			expect((await outcome(async () => loader(await argsFor(role)))).status).toBe(403);
			expect((await outcome(async () => action(await argsFor(role, { ...FORM, onceKey: key() })))).status).toBe(403);
			expect(companyProfile().nameKo).toBe(original.nameKo);
		},
	);

	test("staff_admin sees the stored demo details, formatted", async () => {
		const got = await outcome(async () => loader(await argsFor("staff_admin")));
		expect(got.status).toBe(200);
		const company = (got.data as { company: { values: Record<string, string> } }).company;
		expect(company.values).toMatchObject({
			nameKo: "바른포워딩 주식회사",
			bizRegNo: "123-45-67891",
			supportPhone: "1588-0000",
		});
	});
});

describe("saving", () => {
	test.each([
		[{ bizRegNo: "123-45-67890" }, "bizRegNo"],
		[{ nameKo: "" }, "nameKo"],
		[{ supportEmail: "desk@" }, "supportEmail"],
		[{ supportPhone: "12" }, "supportPhone"],
	])("%j is refused with 400 and its translated key; nothing is stored", async (change, field) => {
		const got = await outcome(async () => action(await argsFor("staff_admin", { ...FORM, ...change, onceKey: key() })));
		expect(got.status).toBe(400);
		const error = (got.data as { company: { error: Record<string, string[]> } }).company.error;
		expect(error[field]).toEqual([`desk.company.errors.${field}`]);
		expect(getDb().select().from(profileTable).get()).toEqual(original);
	});

	test("staff_admin saves: stored once with who and when; the footer, the PDFs and the mails print the new details", async () => {
		const onceKey = key();
		const before = Date.now();
		const got = await outcome(async () => action(await argsFor("staff_admin", { ...FORM, onceKey })));
		expect([got.status, got.location]).toEqual([303, "/admin/settings?done=companySaved"]);
		const row = getDb().select().from(profileTable).get()!;
		expect(row).toMatchObject({
			nameKo: FORM.nameKo,
			bizRegNo: "220-81-62517",
			supportPhone: "0511234567",
			updatedBy: "cs-staff_admin",
		});
		expect(row.updatedAt!.getTime()).toBeGreaterThanOrEqual(before);

		// the same form again (a double submit) is answered like the first and stores nothing more
		const again = await outcome(async () => action(await argsFor("staff_admin", { ...FORM, onceKey })));
		expect([again.status, again.location]).toEqual([303, "/admin/settings?done=companySaved"]);
		expect(
			getDb()
				.select()
				.from(onceKeys)
				.all()
				.filter((k) => k.key === onceKey),
		).toHaveLength(1);
		// saved untouched with a fresh key: nothing changes, the author stays
		const untouched = await outcome(async () => action(await argsFor("staff_admin", { ...FORM, onceKey: key() })));
		expect(untouched.location).toBe("/admin/settings?done=companyUnchanged");
		expect(getDb().select().from(profileTable).get()).toEqual(row);

		// the footer: the root loader hands every page the details in the reader's language
		for (const [lng, name] of [
			["kr", FORM.nameKo],
			["en", FORM.nameEn],
			["vn", FORM.nameEn],
		] as const) {
			const root = await outcome(async () =>
				rootLoader((await routeArgs(`/?lng=${lng}`, { cookies: [`lng=${lng}`] })) as never),
			);
			expect(
				(root.data as { company: { name: string; bizRegNo: string; supportPhone: string } }).company,
			).toMatchObject({ name, bizRegNo: "220-81-62517", supportPhone: "051-123-4567" });
		}

		// a mail's sender line
		const mail = await renderMail(
			"passwordChanged",
			{ name: "Kim", email: "kim@example.kr", link: "http://app.test/login" },
			"en",
		);
		expect(mail.text).toContain(
			`${FORM.nameEn} · ${FORM.addressEn} · Business registration no. 220-81-62517 · 051-123-4567 · desk@newbarun.kr`,
		);
		expect(mail.html).toContain(FORM.nameEn);

		// every issued document's frame (check B/L, D/O, invoice, total cost)
		if (hasPoppler) {
			const pdf = await renderDocument("kr", (t) => (
				<DocumentFrame frame={{ title: "T", number: "N-1", issued: new Date(), locale: "kr", t }}>
					<></>
				</DocumentFrame>
			));
			const text = pdfText(pdf).replace(/\s+/g, " ");
			expect(text).toContain(FORM.nameKo);
			expect(text).toContain("051-123-4567 · desk@newbarun.kr");
			expect(text).toContain(FORM.addressKo);
		}
		expect(companyFactsFor("kr").ceo).toBe(FORM.ceoKo);
	}, 60_000);
});
