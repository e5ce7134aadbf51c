// Decision 045: the mails after booking, read back from the outbox after the routes that send them.
// Each: its kind (template and subject), its recipient, their language (users.locale, not the staff
// member's page language), its link on the app's one origin to the page where the reader acts, and a
// double submit that mails once. The pure rules (which mail, which page) are table-tested first.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { ISSUED_KINDS } from "#app/documents/codes/codes.ts";
import { type OutboxEntry, listOutbox } from "#app/mail/mail.server.ts";
import * as staffDocuments from "#app/routes/admin/shipments/documents.tsx";
import * as staffInvoice from "#app/routes/admin/shipments/invoice.tsx";
import * as paymentDesk from "#app/routes/admin/payments/decide.tsx";
import * as customerDocuments from "#app/routes/mypage/download-detail.tsx";
import * as clearanceRequest from "#app/routes/mypage/clearance-request.tsx";
import * as assignRequest from "#app/routes/admin/requests/assign.tsx";
import * as customsRequest from "#app/routes/partner/customs/request.tsx";
import * as insurancePortal from "#app/routes/partner/insurance/request.tsx";
import * as insuranceRequest from "#app/routes/mypage/insurance-request.tsx";
import { documentNumber } from "#app/lifecycle/lifecycle.ts";
import { appOrigin } from "#app/utils/origin.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { documentRequests, estimates, partnerCompanies, users } from "#db/schema.ts";
import { makeTestShipment } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { mailDocumentIssued, noticeForInvoiceChange, noticeForIssued, noticePath } from "./customer-notices.server.ts";

describe("which mail, and where it leads", () => {
	test.each([
		["check_bl", "checkBlReady"],
		["bl", "blIssued"],
		["do_house", "doIssued"],
		["do_master", "doIssued"],
		["export_clearance_cert", "clearanceIssued"],
		["import_clearance_cert", "clearanceIssued"],
		["insurance_policy", "insuranceIssued"],
		["total_cost", null],
	] as const)("an issued %s sends %s", (kind, notice) => {
		expect(noticeForIssued(kind)).toBe(notice);
	});

	test("every issued kind is decided", () => {
		for (const kind of ISSUED_KINDS) expect(noticeForIssued(kind)).not.toBeUndefined();
	});

	test.each([
		["issue", false, "invoiceIssued"],
		["issue", true, "invoiceChanged"],
		["add", true, "invoiceChanged"],
		["change", true, "invoiceChanged"],
		["remove", true, "invoiceChanged"],
		["add", false, null],
		["change", false, null],
		["remove", false, null],
	] as const)("invoice %s (issued before: %s) sends %s", (intent, issuedBefore, notice) => {
		expect(noticeForInvoiceChange(intent, issuedBefore)).toBe(notice);
	});

	test.each([
		["invoiceIssued", "/mypage/payment/S1"],
		["invoiceChanged", "/mypage/payment/S1"],
		["paymentConfirmed", "/mypage/payment/S1"],
		["checkBlReady", "/mypage/download/S1"],
		["blIssued", "/mypage/download/S1"],
		["surrendered", "/mypage/download/S1"],
	] as const)("%s leads to %s", (kind, path) => {
		expect(noticePath(kind, "S1")).toBe(path);
	});
});

const cookies = { customer: "", staff: "", admin: "" };
const savedLocale = { customer: "kr" as "kr" | "en" | "vn", colleague: "kr" as "kr" | "en" | "vn" };

beforeAll(async () => {
	await seedQuoteWorld();
	// the customer reads Vietnamese, the colleague English: each mail follows its reader, not the desk's page
	savedLocale.customer = getDb().select({ l: users.locale }).from(users).where(eq(users.id, DEMO.customer.id)).get()!.l;
	savedLocale.colleague = getDb()
		.select({ l: users.locale })
		.from(users)
		.where(eq(users.id, DEMO.colleague.id))
		.get()!.l;
	getDb().update(users).set({ locale: "vn", emailVerifiedAt: new Date() }).where(eq(users.id, DEMO.customer.id)).run();
	getDb().update(users).set({ locale: "en", emailVerifiedAt: new Date() }).where(eq(users.id, DEMO.colleague.id)).run();
	cookies.customer = (await createSession(DEMO.customer.id)).setCookie.split(";")[0]!;
	cookies.staff = (await createSession(DEMO.staff.id)).setCookie.split(";")[0]!;
}, 60_000);

afterAll(() => {
	getDb().update(users).set({ locale: savedLocale.customer }).where(eq(users.id, DEMO.customer.id)).run();
	getDb().update(users).set({ locale: savedLocale.colleague }).where(eq(users.id, DEMO.colleague.id)).run();
});

const email = (id: string) => getDb().select({ email: users.email }).from(users).where(eq(users.id, id)).get()!.email;
/** The mails of one template about one shipment number, since `since` (outbox rows newest first). */
/**
 * The outbox's messages so far: a mark to read only what came after. By id, not by time: a mail sent
 * in the same millisecond as a Date.now() mark was counted as after it on a fast run.
 */
const mark = (): Set<string> => new Set(listOutbox().map((m) => m.id));
function mailsAbout(template: string, since: Set<string>): OutboxEntry[] {
	return listOutbox().filter((m) => m.template === template && !since.has(m.id));
}
const linkIn = (m: OutboxEntry) => m.text.split("\n").find((line) => line.startsWith("http")) ?? "";

const staffPage = (id: string) => `/admin/shipments/${id}/documents`;

async function staffUpload(id: string, kind: string, onceKey = newOnceKey()) {
	const body = new FormData();
	body.set("intent", "issue");
	body.set("onceKey", onceKey);
	body.set("kind", kind);
	body.set(
		"file",
		new Blob([
			`%PDF-1.4\n% ${crypto.randomUUID()}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
		]),
		`${kind}.pdf`,
	);
	const path = `${staffPage(id)}/send`;
	const args = await routeArgs(path, { cookies: [cookies.staff], params: { id } });
	const request = new Request(`http://app.test${path}`, { method: "POST", headers: { Cookie: cookies.staff }, body });
	return outcome(() => staffDocuments.action({ ...args, request } as never));
}

/** A partner's certificate (multipart, a small real PDF) posted through its portal's route, as `cookie`. */
async function partnerCertificate(
	portal: { action: (args: never) => unknown },
	path: string,
	cookie: string,
	id: string,
	onceKey: string,
) {
	const body = new FormData();
	body.set("onceKey", onceKey);
	body.set(
		"file",
		new Blob([
			`%PDF-1.4\n% ${crypto.randomUUID()}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
		]),
		"certificate.pdf",
	);
	const args = await routeArgs(path, { cookies: [cookie], params: { id } });
	return outcome(() =>
		portal.action({
			...args,
			request: new Request(`http://app.test${path}`, { method: "POST", headers: { Cookie: cookie }, body }),
		} as never),
	);
}

/** The shipment number the customer's mails name (the booked estimate's). */
function shipmentNumber(id: string): string {
	const e = getDb().select().from(estimates).where(eq(estimates.id, id)).get()!;
	return documentNumber(e.numberBody, e.status, e.payment);
}

describe("documents issued to the customer", () => {
	test("staff upload the B/L: the customer who booked gets 'B/L issued' in Vietnamese, linking to the documents page; a double submit mails once", async () => {
		const id = makeTestShipment();
		const since = mark();
		const key = newOnceKey();
		expect((await staffUpload(id, "bl", key)).status).toBe(303);
		expect((await staffUpload(id, "bl", key)).status).toBe(303);
		const mails = mailsAbout("customerNotice", since).filter((m) => m.to === email(DEMO.customer.id));
		expect(mails).toHaveLength(1);
		expect(mails[0]).toMatchObject({ locale: "vn" });
		expect(mails[0]!.subject).toMatch(/B\/L đã được phát hành/);
		expect(linkIn(mails[0]!)).toBe(`${appOrigin()}/mypage/download/${id}`);
	}, 60_000);

	test("a generated check B/L asks the customer to review it; the total-cost sheet sends nothing", async () => {
		const id = makeTestShipment();
		const since = mark();
		const post = (form: Record<string, string>) =>
			renderRoute(staffDocuments, "/admin/shipments/:id/documents", staffPage(id), {
				cookies: [cookies.staff],
				form,
				locale: "kr",
			});
		expect((await post({ intent: "generate", kind: "check_bl", locale: "kr", onceKey: newOnceKey() })).status).toBe(
			303,
		);
		const mails = mailsAbout("customerNotice", since);
		expect(mails.map((m) => [m.to, m.locale])).toEqual([[email(DEMO.customer.id), "vn"]]);
		expect(mails[0]!.subject).toContain("Vui lòng kiểm tra bản nháp B/L");
		expect(mails[0]!.text).toContain("Kiểm tra bản nháp B/L:");
		expect(linkIn(mails[0]!)).toBe(`${appOrigin()}/mypage/download/${id}`);
		await mailDocumentIssued(id, "total_cost");
		expect(mailsAbout("customerNotice", since)).toHaveLength(1);
	}, 60_000);

	test("staff upload the house D/O and generate the master D/O: each time the customer who booked gets 'D/O issued' in Vietnamese, linking to the documents page; a double submit mails once", async () => {
		const id = makeTestShipment();
		const number = shipmentNumber(id);
		let since = mark();
		const key = newOnceKey();
		expect((await staffUpload(id, "do_house", key)).status).toBe(303);
		expect((await staffUpload(id, "do_house", key)).status).toBe(303);
		const uploaded = mailsAbout("customerNotice", since);
		expect(uploaded.map((m) => [m.to, m.locale])).toEqual([[email(DEMO.customer.id), "vn"]]);
		expect(uploaded[0]!.subject).toBe(`[Lô hàng ${number}] Lệnh giao hàng (D/O) đã được phát hành`);
		expect(uploaded[0]!.text).toContain("Tải D/O:");
		expect(uploaded[0]!.text).toContain("Hãy xuất trình khi nhận hàng.");
		expect(linkIn(uploaded[0]!)).toBe(`${appOrigin()}/mypage/download/${id}`);

		since = mark();
		const post = (form: Record<string, string>) =>
			renderRoute(staffDocuments, "/admin/shipments/:id/documents", staffPage(id), {
				cookies: [cookies.staff],
				form,
				locale: "kr",
			});
		// the staff member's page is Korean, the document English: the mail still follows its reader
		const generate = { intent: "generate", kind: "do_master", locale: "en", onceKey: newOnceKey() };
		expect((await post(generate)).status).toBe(303);
		expect((await post(generate)).status).toBe(303);
		const generated = mailsAbout("customerNotice", since);
		expect(generated.map((m) => [m.to, m.locale, m.subject])).toEqual([
			[email(DEMO.customer.id), "vn", `[Lô hàng ${number}] Lệnh giao hàng (D/O) đã được phát hành`],
		]);
		expect(linkIn(generated[0]!)).toBe(`${appOrigin()}/mypage/download/${id}`);
	}, 60_000);

	test("the insurer's certificate, sent through the insurer portal on the customer's request: the customer gets 'insurance certificate issued' in Vietnamese, linking to the documents page; a double submit mails once", async () => {
		const id = makeTestShipment();
		const number = shipmentNumber(id);
		const asked = await outcome(async () =>
			insuranceRequest.action(
				(await routeArgs(`/mypage/upload/${id}/insurance`, {
					cookies: [cookies.customer],
					form: {
						intent: "request",
						invoice: "10000",
						product: "Lithium battery packs",
						hsCode: "8507.60-0000",
						onceKey: newOnceKey(),
					},
					params: { id },
				})) as never,
			),
		);
		expect(asked.status).toBe(303);
		// the only insurer takes it at once
		const request = getDb()
			.select()
			.from(documentRequests)
			.all()
			.find((r) => r.estimateId === id && r.kind === "insurance")!;
		expect(request.partnerCompanyId).toBe("demo-insurer-co");
		const insurer = (await createSession("demo-insurer")).setCookie.split(";")[0]!;
		const since = mark();
		const key = newOnceKey();
		expect(
			(await partnerCertificate(insurancePortal, `/partner/insurance/${request.id}`, insurer, request.id, key)).status,
		).toBe(303);
		expect(
			(await partnerCertificate(insurancePortal, `/partner/insurance/${request.id}`, insurer, request.id, key)).status,
		).toBe(303);
		const mails = mailsAbout("customerNotice", since);
		expect(mails.map((m) => [m.to, m.locale])).toEqual([[email(DEMO.customer.id), "vn"]]);
		expect(mails[0]!.subject).toBe(`[Lô hàng ${number}] Chứng thư bảo hiểm hàng hóa đã được phát hành`);
		expect(mails[0]!.text).toContain("Tải chứng thư:");
		expect(linkIn(mails[0]!)).toBe(`${appOrigin()}/mypage/download/${id}`);
	}, 60_000);

	test.each([
		["import_clearance_cert", "Chứng từ thông quan"],
		["insurance_policy", "Chứng thư bảo hiểm"],
		["do_house", "Lệnh giao hàng (D/O)"],
	] as const)(
		"%s: its own mail",
		async (kind, words) => {
			const id = makeTestShipment();
			const since = mark();
			await mailDocumentIssued(id, kind);
			const [mail] = mailsAbout("customerNotice", since);
			expect(mail?.subject).toContain(words);
			expect(mail?.to).toBe(email(DEMO.customer.id));
		},
		30_000,
	);
});

describe("the B/L flow: staff must act, then the customer hears", () => {
	test("a surrender request mails every staff account (their language, the staff documents page); marking it done mails the customer with the note", async () => {
		const id = makeTestShipment();
		const customerPost = (form: Record<string, string>) =>
			renderRoute(customerDocuments, "/mypage/download/:id", `/mypage/download/${id}`, {
				cookies: [cookies.customer],
				form,
			});
		let since = mark();
		expect((await customerPost({ intent: "blIssue", onceKey: newOnceKey() })).status).toBe(303);
		const issueMails = mailsAbout("staffRequest", since);
		const staffEmails = getDb()
			.select({ email: users.email, role: users.role, locale: users.locale })
			.from(users)
			.all()
			.filter((u) => u.role === "staff" || u.role === "staff_admin");
		expect(issueMails.map((m) => m.to).sort()).toEqual(staffEmails.map((u) => u.email).sort());
		for (const m of issueMails) {
			expect(m.locale).toBe(staffEmails.find((u) => u.email === m.to)!.locale);
			expect(linkIn(m)).toBe(`${appOrigin()}/admin/shipments/${id}/documents`);
		}

		since = mark();
		const key = newOnceKey();
		expect((await customerPost({ intent: "surrender", onceKey: key })).status).toBe(303);
		expect((await customerPost({ intent: "surrender", onceKey: key })).status).toBe(303);
		const surrenderMails = mailsAbout("staffRequest", since);
		expect(surrenderMails).toHaveLength(staffEmails.length);
		expect(surrenderMails.every((m) => /Surrender|서렌더|surrender/.test(m.subject ?? ""))).toBe(true);

		const { listRequests } = await import("#app/documents/bl-requests.server.ts");
		const request = listRequests(id).find((r) => r.kind === "surrender")!;
		since = mark();
		const answer = await renderRoute(staffDocuments, "/admin/shipments/:id/documents", staffPage(id), {
			cookies: [cookies.staff],
			form: {
				intent: "answer",
				requestId: request.id,
				answer: "done",
				note: "Telex release sent",
				onceKey: newOnceKey(),
			},
		});
		expect(answer.status).toBe(303);
		const [done] = mailsAbout("customerNotice", since);
		expect(done).toMatchObject({ to: email(DEMO.customer.id), locale: "vn" });
		expect(done!.subject).toContain("surrender");
		expect(done!.text).toContain("Telex release sent");
	}, 60_000);
});

describe("a clearance request no broker took", () => {
	test("mails every staff account a link to the request's assignment page; the broker's certificate then mails the customer", async () => {
		const id = makeTestShipment();
		const ask = async () =>
			outcome(async () =>
				clearanceRequest.action(
					(await routeArgs(`/mypage/upload/${id}/clearance/export`, {
						cookies: [cookies.customer],
						form: { invoice: "12500", onceKey: newOnceKey() },
						params: { id, kind: "export" },
					})) as never,
				),
			);
		// two brokers: none is assigned automatically, so staff must choose
		getDb()
			.insert(partnerCompanies)
			.values({ id: "notice-second-broker", name: "Second Customs", kind: "customs", email: "second@customs.test" })
			.onConflictDoNothing()
			.run();
		const since = mark();
		expect((await ask()).status).toBe(303);
		const request = getDb()
			.select()
			.from(documentRequests)
			.all()
			.find((r) => r.estimateId === id && r.kind === "export_clearance")!;
		expect(request.partnerCompanyId).toBeNull();
		const mails = mailsAbout("staffRequest", since);
		expect(mails.length).toBeGreaterThan(0);
		for (const m of mails) expect(linkIn(m)).toBe(`${appOrigin()}/admin/requests/${request.id}`);
		expect(mails.find((m) => m.locale === "kr")?.subject).toContain("[수출 통관 요청]");
		getDb().delete(partnerCompanies).where(eq(partnerCompanies.id, "notice-second-broker")).run();

		// staff assign the broker; the broker's certificate (multipart, through the portal's route) mails the customer once
		const assigned = await outcome(async () =>
			assignRequest.action(
				(await routeArgs(`/admin/requests/${request.id}`, {
					cookies: [cookies.staff],
					form: { partnerCompanyId: "demo-broker-co", onceKey: newOnceKey() },
					params: { id: request.id },
				})) as never,
			),
		);
		expect(assigned.status).toBe(303);
		const broker = (await createSession("demo-broker")).setCookie.split(";")[0]!;
		const certificate = (onceKey: string) =>
			partnerCertificate(customsRequest, `/partner/customs/${request.id}`, broker, request.id, onceKey);
		const since2 = mark();
		const certKey = newOnceKey();
		expect((await certificate(certKey)).status).toBe(303);
		expect((await certificate(certKey)).status).toBe(303);
		const certMails = mailsAbout("customerNotice", since2);
		expect(certMails.map((m) => [m.to, m.locale])).toEqual([[email(DEMO.customer.id), "vn"]]);
		expect(certMails[0]!.subject).toContain("Chứng từ thông quan");
		expect(linkIn(certMails[0]!)).toBe(`${appOrigin()}/mypage/download/${id}`);
	}, 60_000);
});

describe("billing", () => {
	test("issuing the invoice mails every verified customer of the company in their own language with the amount, due date and the payment page; a change after it mails 'changed'", async () => {
		const id = makeTestShipment();
		const page = `/admin/shipments/${id}/invoice`;
		const post = (form: Record<string, string>) =>
			outcome(async () =>
				staffInvoice.action((await routeArgs(page, { cookies: [cookies.staff], form, params: { id } })) as never),
			);
		const due = addDays(seoulToday(), 14);
		let since = mark();
		const key = newOnceKey();
		expect((await post({ intent: "issue", dueDate: due, confirmed: "yes", onceKey: key })).status).toBe(303);
		expect((await post({ intent: "issue", dueDate: due, confirmed: "yes", onceKey: key })).status).toBe(303);
		const issued = mailsAbout("customerNotice", since);
		const byReader = Object.fromEntries(issued.map((m) => [m.to, m]));
		expect(Object.keys(byReader).sort()).toEqual([email(DEMO.customer.id), email(DEMO.colleague.id)].sort());
		expect(issued).toHaveLength(2);
		expect(byReader[email(DEMO.customer.id)]).toMatchObject({ locale: "vn" });
		expect(byReader[email(DEMO.colleague.id)]).toMatchObject({ locale: "en" });
		const en = byReader[email(DEMO.colleague.id)]!;
		expect(en.subject).toContain("Your invoice is ready");
		expect(en.text).toMatch(/Amount billed: ₩[\d,]+/);
		expect(en.text).toContain("Due date:");
		expect(en.text).toContain("View and pay the invoice:");
		expect(linkIn(en)).toBe(`${appOrigin()}/mypage/payment/${id}`);

		since = mark();
		expect(
			(await post({ intent: "issue", dueDate: addDays(due, 7), confirmed: "yes", onceKey: newOnceKey() })).status,
		).toBe(303);
		const changed = mailsAbout("customerNotice", since);
		expect(changed).toHaveLength(2);
		expect(changed.find((m) => m.locale === "en")!.subject).toContain("Your invoice was changed");
	}, 60_000);

	test("marking it paid mails 'payment confirmed' with the amount and the payment page, once", async () => {
		const id = makeTestShipment();
		const issue = async (form: Record<string, string>) =>
			outcome(async () =>
				staffInvoice.action(
					(await routeArgs(`/admin/shipments/${id}/invoice`, {
						cookies: [cookies.staff],
						form,
						params: { id },
					})) as never,
				),
			);
		expect(
			(await issue({ intent: "issue", dueDate: addDays(seoulToday(), 14), confirmed: "yes", onceKey: newOnceKey() }))
				.status,
		).toBe(303);
		const since = mark();
		const key = newOnceKey();
		const decide = async () =>
			outcome(async () =>
				paymentDesk.action(
					(await routeArgs(`/admin/payments/${id}`, {
						cookies: [cookies.staff],
						form: { decision: "paid", confirmed: "yes", onceKey: key },
						params: { id },
					})) as never,
				),
			);
		expect((await decide()).status).toBe(303);
		expect((await decide()).status).toBe(303);
		const paid = mailsAbout("customerNotice", since);
		expect(paid.map((m) => m.locale).sort()).toEqual(["en", "vn"]);
		const en = paid.find((m) => m.locale === "en")!;
		expect(en.subject).toMatch(/^\[Shipment V\d{4}-\d{4,5}\] We received your payment$/);
		expect(en.text).toMatch(/Amount confirmed: ₩[\d,]+/);
		expect(linkIn(en)).toBe(`${appOrigin()}/mypage/payment/${id}`);
	}, 60_000);
});
