// Integration: My page billing (/mypage/payment, /mypage/payment/:id and its /send twin, the slip at
// /mypage/payment/:id/slip/:eventId) with real Requests, multipart bodies, sessions and a temporary
// file store. Another company's customer gets 404 on the page, its action, the slip and the PDF link; a
// deposit confirmation request with a slip lands once and mails every staff account a link to the
// payment desk; a double submit is one request and one set of mails; a slip that is not a PDF, PNG or
// JPEG by its bytes, and a request before the invoice is issued, store nothing. After a
// partial refund the page and the list say "partly refunded" with paid / refunded / net and the
// credit note, the V number stays, the PDF link names the invoice (not the pro-forma), and the bank's
// name is English on the English page (decisions 042 and 043).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { issueInvoice } from "#app/invoices/invoice.server.ts";
import { decidePayment, paidAmountKrw } from "#app/invoices/payments.server.ts";
import { listOutbox } from "#app/mail/mail.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { bankAccounts, estimates, paymentEvents, storedFiles } from "#db/schema.ts";
import { seedShipment } from "#db/seed/demo-shipments.ts";
import { EXPORT_REQUEST } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld, sessionUser } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { HTML, PDF } from "#tests/upload-fixtures.ts";
import * as pdfRoute from "./invoice-pdf.ts";
import * as detail from "./payment-detail.tsx";
import * as list from "./payment-list.tsx";
import * as slipRoute from "./payment-slip.ts";

const WHO = {
	customer: DEMO.customer.id,
	colleague: DEMO.colleague.id,
	other: DEMO.other.id,
	staff: DEMO.staff.id,
	broker: "demo-broker",
} as const;
type Who = keyof typeof WHO;
const cookies = {} as Record<Who, string>;
let uploadDir = "";
const savedUploadDir = process.env.UPLOAD_DIR;
const admin = sessionUser("demo-admin", "staff_admin");

beforeAll(async () => {
	uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-payment-route-"));
	process.env.UPLOAD_DIR = uploadDir;
	resetEnvCache();
	await seedQuoteWorld();
	for (const who of Object.keys(WHO) as Who[]) cookies[who] = (await createSession(WHO[who])).setCookie.split(";")[0]!;
});

afterAll(() => {
	if (savedUploadDir === undefined) delete process.env.UPLOAD_DIR;
	else process.env.UPLOAD_DIR = savedUploadDir;
	resetEnvCache();
	fs.rmSync(uploadDir, { recursive: true, force: true });
});

function shipment(issued = true): string {
	const id = `pay-route-${crypto.randomUUID()}`;
	getDb().transaction((tx) =>
		seedShipment(
			tx,
			{
				id,
				request: EXPORT_REQUEST(),
				status: "finish",
				schedule: { etd: -20, eta: -10, carrier: "HMM", vessel: ["HMM BLESSING", "0042W"] },
			},
			seoulToday(),
		),
	);
	if (issued)
		expect(issueInvoice(admin, id, { dueDate: addDays(seoulToday(), 14) } as never, newOnceKey()).ok).toBe(true);
	return id;
}

async function send(who: Who, id: string, onceKey: string, slip?: { bytes: Uint8Array; name: string }) {
	const body = new FormData();
	body.append("onceKey", onceKey);
	// a file input left empty still sends its part, with no name and no bytes
	body.append(
		"slip",
		slip
			? new File([slip.bytes as BlobPart], slip.name, { type: "application/pdf" })
			: new File([], "", { type: "application/octet-stream" }),
	);
	const url = `/mypage/payment/${id}/send`;
	const args = await routeArgs(url, { cookies: [cookies[who]], params: { id } });
	args.request = new Request(`http://app.test${url}`, { method: "POST", headers: { Cookie: cookies[who] }, body });
	return outcome(() => detail.action(args as never));
}

async function view(who: Who, id: string) {
	const args = await routeArgs(`/mypage/payment/${id}`, { cookies: [cookies[who]], params: { id } });
	return outcome(() => detail.loader(args as never));
}

async function slip(who: Who, id: string, eventId: number) {
	const args = await routeArgs(`/mypage/payment/${id}/slip/${eventId}`, {
		cookies: [cookies[who]],
		params: { id, eventId: String(eventId) },
	});
	return outcome(() => slipRoute.loader(args as never));
}

const events = (id: string) => getDb().select().from(paymentEvents).where(eq(paymentEvents.estimateId, id)).all();
const paymentOf = (id: string) =>
	getDb().select({ p: estimates.payment }).from(estimates).where(eq(estimates.id, id)).get()!.p;
const checkMails = (id: string) =>
	listOutbox().filter((m) => m.template === "paymentCheck" && m.text.includes(`/admin/payments/${id}`));

describe("access", () => {
	test("another company's customer: 404 on the page, its action, the slip and the PDF", async () => {
		const id = shipment();
		expect((await view("customer", id)).status).toBe(200);
		expect((await view("colleague", id)).status).toBe(200);
		expect((await view("other", id)).status).toBe(404);
		expect((await send("other", id, newOnceKey())).status).toBe(404);
		expect(paymentOf(id)).toBe("unpaid");
		await send("customer", id, newOnceKey(), { bytes: PDF, name: "slip.pdf" });
		const eventId = events(id)[0]!.id;
		expect((await slip("other", id, eventId)).status).toBe(404);
		expect((await slip("broker", id, eventId)).status).toBe(404);
		const pdfArgs = await routeArgs(`/mypage/payment/${id}/invoice.pdf`, { cookies: [cookies.other], params: { id } });
		expect((await outcome(() => pdfRoute.loader(pdfArgs as never))).status).toBe(404);
	});

	test("staff and partners have no billing list of their own", async () => {
		const args = await routeArgs("/mypage/payment", { cookies: [cookies.staff] });
		expect(((await outcome(() => list.loader(args as never))).data as { hasCompany: boolean }).hasCompany).toBe(false);
	});
});

describe("requesting deposit confirmation", () => {
	test("with a slip: check_payment, the slip kept and downloadable, staff mailed once; a double submit is one request", async () => {
		const id = shipment();
		const mailsBefore = checkMails(id).length;
		const onceKey = newOnceKey();
		const first = await send("customer", id, onceKey, { bytes: PDF, name: "deposit-slip.pdf" });
		expect([first.status, first.location]).toEqual([303, `/mypage/payment/${id}?done=requested`]);
		const again = await send("customer", id, onceKey, { bytes: PDF, name: "deposit-slip.pdf" });
		expect([again.status, again.location]).toEqual([303, `/mypage/payment/${id}?done=requested`]);
		expect(paymentOf(id)).toBe("check_payment");
		const [event, ...rest] = events(id);
		expect(rest).toHaveLength(0);
		expect(event).toMatchObject({ fromStatus: "unpaid", toStatus: "check_payment", userId: DEMO.customer.id });
		const file = getDb().select().from(storedFiles).where(eq(storedFiles.id, event!.slipFileId!)).get()!;
		expect(file).toMatchObject({ name: "deposit-slip.pdf", contentType: "application/pdf" });

		const download = await slip("colleague", id, event!.id);
		expect(download.status).toBe(200);
		expect(download.headers.get("Content-Disposition")).toMatch(/^attachment;/);
		expect(download.headers.get("X-Content-Type-Options")).toBe("nosniff");
		expect((await slip("staff", id, event!.id)).status).toBe(200);

		// one mail per staff account (demo: staff and staff_admin), each with the desk link
		const mails = checkMails(id);
		expect(mails.length - mailsBefore).toBe(2);
		expect(mails.map((m) => m.to).sort()).toEqual(["admin@demo.kr", "staff@demo.kr"]);
		expect(mails[0]!.text).toContain(`http://app.test/admin/payments/${id}`);

		const page = await renderRoute(detail, "/mypage/payment/:id", `/mypage/payment/${id}?done=requested`, {
			cookies: [cookies.customer],
		});
		expect(page.html).toContain("입금 확인 요청이 접수되었습니다.");
		expect(page.html).toContain(`/mypage/payment/${id}/slip/${event!.id}`);
		expect(page.html).not.toContain('data-testid="confirm-form"');
	});

	test("without a slip (the file input left empty)", async () => {
		const id = shipment();
		const res = await send("customer", id, newOnceKey());
		expect(res.status).toBe(303);
		expect(events(id)[0]!.slipFileId).toBeNull();
	});

	test("a slip that is not a PDF, PNG or JPEG by its bytes: 400, nothing stored, still unpaid", async () => {
		const id = shipment();
		const res = await send("customer", id, newOnceKey(), { bytes: HTML, name: "slip.pdf" });
		expect(res.status).toBe(400);
		expect(res.data).toEqual({ error: "badType" });
		expect([paymentOf(id), events(id)]).toEqual(["unpaid", []]);
	});

	test("before the invoice is issued: no form, and a post is refused (409)", async () => {
		const id = shipment(false);
		const page = await renderRoute(detail, "/mypage/payment/:id", `/mypage/payment/${id}`, {
			cookies: [cookies.customer],
		});
		expect(page.html).not.toContain('data-testid="confirm-form"');
		expect(page.html).toContain("청구 대기");
		const res = await send("customer", id, newOnceKey(), { bytes: PDF, name: "slip.pdf" });
		expect([res.status, res.data]).toEqual([409, { error: "notIssued" }]);
		expect(events(id)).toEqual([]);
	});

	test("the page offers the form for an issued unpaid invoice, multipart, to the /send twin", async () => {
		const id = shipment();
		const page = await renderRoute(detail, "/mypage/payment/:id", `/mypage/payment/${id}`, {
			cookies: [cookies.customer],
		});
		expect(page.html).toContain('data-testid="confirm-form"');
		expect(page.html).toMatch(/enctype="multipart\/form-data"/i);
		expect(page.html).toContain(`action="/mypage/payment/${id}/send"`);
		expect(page.html).toContain(`href="/mypage/payment/${id}/invoice.pdf"`);
	});
});

describe("the list", () => {
	test("5 a page, with the billing status and the labels", async () => {
		const id = shipment(false);
		const page = await renderRoute(list, "/mypage/payment", "/mypage/payment", { cookies: [cookies.customer] });
		expect(page.status).toBe(200);
		const rows = page.html.match(/data-testid="payment-row"/g) ?? [];
		expect(rows.length).toBeGreaterThan(0);
		expect(rows.length).toBeLessThanOrEqual(5);
		const args = await routeArgs("/mypage/payment", { cookies: [cookies.customer] });
		const data = (await outcome(() => list.loader(args as never))).data as {
			total: number;
			pageCount: number;
			rows: { id: string }[];
		};
		expect(data.pageCount).toBe(Math.max(1, Math.ceil(data.total / 5)));
		// newest departure first: the shipment just made departed 20 days ago, so look on every page
		let found = data.rows.some((r) => r.id === id);
		for (let n = 2; n <= data.pageCount && !found; n++) {
			const more = (
				await outcome(async () =>
					list.loader((await routeArgs(`/mypage/payment?page=${n}`, { cookies: [cookies.customer] })) as never),
				)
			).data as typeof data;
			found = more.rows.some((r) => r.id === id);
		}
		expect(found).toBe(true);
	});
});

describe("after payment and a partial refund", () => {
	test("partly refunded with paid, refunded and net; the credit note; the V number; the invoice PDF's words; the bank in English", async () => {
		const id = shipment();
		// a KRW account under its Korean name, and a USD one with the English name staff stored
		const accounts = [
			{
				id: `bank-${id}-krw`,
				currency: "KRW" as const,
				bankName: "IBK기업은행",
				accountNumber: "010-2026-1128",
				holder: "바른포워딩 주식회사",
			},
			{
				id: `bank-${id}-usd`,
				currency: "USD" as const,
				bankName: "하나은행",
				bankNameEn: "KEB Hana Bank, Seoul",
				accountNumber: "020-2026-1128",
				holder: "BARUN FORWARDING CO., LTD.",
				swift: "KOEXKRSE",
			},
		];
		getDb().insert(bankAccounts).values(accounts).run();
		const before = (await view("customer", id)).data as { pdf: { proForma: boolean } };
		expect(before.pdf.proForma).toBe(true);
		expect(
			decidePayment({ user: DEMO.staff, estimateId: id, decision: { to: "paid" }, onceKey: newOnceKey() }).ok,
		).toBe(true);
		const paid = paidAmountKrw(id);
		expect(
			decidePayment({
				user: DEMO.staff,
				estimateId: id,
				decision: { to: "refund", refundKrw: 25_000, reason: "서류비 정정" },
				onceKey: newOnceKey(),
			}).ok,
		).toBe(true);
		const data = (await view("customer", id)).data as {
			number: string;
			shown: string;
			pdf: { proForma: boolean };
			refunds: { creditNote: string; amount: string; by: string | null }[];
		};
		expect(data.number).toMatch(/^V\d{4}-\d{4}$/);
		expect(data.shown).toBe("partly_refunded");
		expect(data.pdf.proForma).toBe(false);
		// a customer reads "our team", not the staff member's name
		expect(data.refunds).toMatchObject([{ creditNote: `${data.number}-C1`, amount: "₩25,000", by: null }]);

		const en = await renderRoute(detail, "/mypage/payment/:id", `/mypage/payment/${id}`, {
			cookies: [cookies.customer, "lng=en"],
			locale: "en",
		});
		expect(en.html).toContain('data-status="partly_refunded"');
		expect(en.html).toContain("Partly refunded");
		expect(en.html).toContain(`data-testid="balance-paid">₩${paid.toLocaleString("en-US")}<`);
		expect(en.html).toContain('data-testid="balance-refunded">₩25,000<');
		expect(en.html).toContain(`data-testid="balance-net">₩${(paid - 25_000).toLocaleString("en-US")}<`);
		expect(en.html).toContain(`${data.number}-C1`);
		expect(en.html).toContain('data-proforma="false"');
		expect(en.html).toContain("Invoice (PDF)");
		expect(en.html).not.toContain("Pro-forma invoice (PDF)");
		expect(en.html).toContain("IBK Industrial Bank of Korea");
		expect(en.html).toContain("KEB Hana Bank, Seoul");
		expect(en.html).not.toContain("IBK기업은행");
		expect(en.html).not.toContain("하나은행");
		const vn = await renderRoute(detail, "/mypage/payment/:id", `/mypage/payment/${id}`, {
			cookies: [cookies.customer, "lng=vn"],
			locale: "vn",
		});
		expect(vn.html).toContain("Đã hoàn một phần");
		expect(vn.html).not.toContain("IBK기업은행");
		const kr = await renderRoute(detail, "/mypage/payment/:id", `/mypage/payment/${id}`, {
			cookies: [cookies.customer, "lng=kr"],
			locale: "kr",
		});
		expect(kr.html).toContain("IBK기업은행");
		expect(kr.html).toContain("하나은행");
		getDb()
			.update(bankAccounts)
			.set({ active: false })
			.where(
				inArray(
					bankAccounts.id,
					accounts.map((x) => x.id),
				),
			)
			.run();
		expect(kr.html).toContain("부분 환불");

		// the list names the state the same way
		const rows = async (n: number) =>
			(
				await outcome(async () =>
					list.loader((await routeArgs(`/mypage/payment?page=${n}`, { cookies: [cookies.customer] })) as never),
				)
			).data as { pageCount: number; rows: { id: string; shown: string }[] };
		let row: { shown: string } | undefined;
		for (let n = 1, pages = 1; n <= pages && !row; n++) {
			const page = await rows(n);
			pages = page.pageCount;
			row = page.rows.find((r) => r.id === id);
		}
		expect(row?.shown).toBe("partly_refunded");

		// refunded in full: still the invoice, still V
		expect(
			decidePayment({
				user: DEMO.staff,
				estimateId: id,
				decision: { to: "refund", refundKrw: paid - 25_000, reason: "운송 취소" },
				onceKey: newOnceKey(),
			}).ok,
		).toBe(true);
		const full = (await view("customer", id)).data as { number: string; shown: string; pdf: { proForma: boolean } };
		expect([full.number, full.shown, full.pdf.proForma]).toEqual([data.number, "refund", false]);
	}, 30_000);
});
