// Integration: the customer's uploads (/mypage/upload, /mypage/upload/:id, /mypage/uploadfile) with
// real multipart Requests, sessions and a temporary file store. An upload lands once (stored file,
// document, audit with the hash); a second MSDS is refused until the first is deleted; replace and
// delete; another company's shipment, a quote and an issued document are 404; a double submit makes
// one document; a file that lies about its type, a missing file and a refusal store nothing.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { recordStoredFile } from "#app/storage/stored-files.server.ts";
import { changeStatus } from "#app/quotes/estimates.server.ts";
import { getFileStore } from "#app/storage/files.server.ts";
import { MAX_DOCUMENT_BYTES } from "#app/storage/limits.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import {
	companies,
	documentAudit,
	documentRequests,
	estimates,
	shipmentDocuments,
	storedFiles,
	users,
} from "#db/schema.ts";
import { DEMO, fclExport, makeEstimate, seedQuoteWorld, sessionUser } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import { outcome, routeArgs } from "#tests/route-request.ts";
import * as detail from "./upload-detail.tsx";
import * as list from "./upload-list.tsx";
import * as uploadfile from "./uploadfile.tsx";

const pdf = (text: string) =>
	new TextEncoder().encode(
		`%PDF-1.4\n% ${text}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
	);
const shipper = sessionUser("uploads-shipper", "customer", "uploads-company");
const WHO = { shipper: shipper.id, other: DEMO.other.id, staff: DEMO.staff.id } as const;
type Who = keyof typeof WHO;
const cookies = {} as Record<Who, string>;
let uploadDir = "";
const savedUploadDir = process.env.UPLOAD_DIR;

beforeAll(async () => {
	uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-uploads-route-"));
	process.env.UPLOAD_DIR = uploadDir;
	resetEnvCache();
	await seedQuoteWorld();
	getDb().insert(companies).values({ id: "uploads-company", name: "서류 테스트 상사" }).onConflictDoNothing().run();
	getDb()
		.insert(users)
		.values({ id: shipper.id, email: shipper.email, name: "서류 고객", role: "customer", companyId: "uploads-company" })
		.onConflictDoNothing()
		.run();
	for (const who of Object.keys(WHO) as Who[]) cookies[who] = (await createSession(WHO[who])).setCookie.split(";")[0]!;
});

afterAll(() => {
	if (savedUploadDir === undefined) delete process.env.UPLOAD_DIR;
	else process.env.UPLOAD_DIR = savedUploadDir;
	resetEnvCache();
	fs.rmSync(uploadDir, { recursive: true, force: true });
});

/** A booked shipment of the test company (a quote when `booked` is false). */
function shipment(booked = true, request = fclExport()): string {
	const id = makeEstimate(shipper, request);
	if (booked)
		getDb().transaction((tx) => changeStatus(tx, { id, status: "in_confirm" }, "booked", "customer", shipper.id));
	return id;
}

async function post(
	who: Who,
	id: string,
	fields: Record<string, string>,
	file?: { bytes: Uint8Array; name: string; type?: string },
) {
	const body = new FormData();
	for (const [k, v] of Object.entries(fields)) body.append(k, v);
	if (file)
		body.append("file", new File([file.bytes as BlobPart], file.name, { type: file.type ?? "application/pdf" }));
	// a file goes to the screen's /send twin (same module), a delete to the screen itself
	const url = file ? `/mypage/upload/${id}/send` : `/mypage/upload/${id}`;
	const args = await routeArgs(url, { cookies: [cookies[who]], params: { id } });
	args.request = new Request(`http://app.test${url}`, { method: "POST", headers: { Cookie: cookies[who] }, body });
	return outcome(() => detail.action(args as never));
}

const upload = (
	id: string,
	slot: string,
	bytes: Uint8Array,
	extra: Record<string, string> = {},
	who: Who = "shipper",
) => post(who, id, { intent: "upload", slot, onceKey: newOnceKey(), ...extra }, { bytes, name: `${slot}.pdf` });

async function view(id: string, who: Who = "shipper") {
	const args = await routeArgs(`/mypage/upload/${id}`, { cookies: [cookies[who]], params: { id } });
	return outcome(() => detail.loader(args as never));
}
type View = Awaited<ReturnType<typeof detail.loader>>;
const slotOf = async (id: string, slot: string) => ((await view(id)).data as View).slots.find((s) => s.slot === slot)!;

const live = (id: string, kind?: string) =>
	getDb()
		.select()
		.from(shipmentDocuments)
		.where(
			and(
				eq(shipmentDocuments.estimateId, id),
				isNull(shipmentDocuments.deletedAt),
				...(kind ? [eq(shipmentDocuments.kind, kind as "msds")] : []),
			),
		)
		.all();
const storedRows = (key: string) => getDb().select().from(storedFiles).where(eq(storedFiles.key, key)).all();
const sha = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex");

describe("uploading", () => {
	test("a CI/PL: stored once, listed with its link, audited with its hash; the checklist counts it", async () => {
		const id = shipment();
		const before = ((await view(id)).data as View).checklist;
		expect(before.missing).toEqual(["shipping_docs", "cipl"]);
		const bytes = pdf("cipl");
		const res = await upload(id, "cipl", bytes);
		expect([res.status, res.location]).toEqual([303, `/mypage/upload/${id}?done=uploaded`]);
		const [doc] = live(id, "cipl");
		expect(doc).toMatchObject({
			kind: "cipl",
			origin: "customer",
			uploadedBy: shipper.id,
			companyId: "uploads-company",
		});
		expect(storedRows(sha(bytes))).toHaveLength(1);
		expect(await getFileStore().has(sha(bytes))).toBe(true);
		const audit = getDb().select().from(documentAudit).where(eq(documentAudit.documentId, doc!.id)).all();
		expect(audit).toMatchObject([
			{ action: "upload", kind: "cipl", fileHash: sha(bytes), userId: shipper.id, role: "customer" },
		]);
		const slot = await slotOf(id, "cipl");
		expect(slot).toMatchObject({
			state: "submitted",
			files: [
				{
					id: doc!.id,
					name: "cipl.pdf",
					size: bytes.length,
					href: `/documents/${doc!.id}/file`,
					uploadedBy: "서류 고객",
				},
			],
		});
		expect(((await view(id)).data as View).checklist.missing).toEqual(["shipping_docs"]);

		const page = await renderRoute(detail, "/mypage/upload/:id", `/mypage/upload/${id}?done=uploaded`, {
			cookies: [cookies.shipper],
		});
		expect(page.html).toContain("파일이 업로드되었습니다.");
		expect(page.html).toContain(`href="/documents/${doc!.id}/file"`);
		expect(page.html).toMatch(/enctype="multipart\/form-data"/i);
		expect(page.html).toContain(`action="/mypage/upload/${id}/send"`);
		expect(page.html).toContain(`action="/mypage/upload/${id}"`);
		expect(page.html).toContain("20MB 이하, PDF, PNG, JPEG, XLSX, DOCX 파일만 올릴 수 있습니다.");
		expect(page.html).toContain("파일 업로드 대기");
		const en = await renderRoute(detail, "/mypage/upload/:id", `/mypage/upload/${id}`, {
			cookies: [cookies.shipper],
			locale: "en",
		});
		expect(en.html).toContain("Waiting for file upload");
	});

	test("a second MSDS is refused until the first is deleted; nothing of the refused one is stored", async () => {
		const id = shipment();
		expect((await upload(id, "msds", pdf("msds 1"))).status).toBe(303);
		const second = pdf("msds 2");
		const refused = await upload(id, "msds", second);
		expect([refused.status, refused.data]).toEqual([409, { error: "msdsAttached", slot: "msds" }]);
		expect(live(id, "msds")).toHaveLength(1);
		expect(storedRows(sha(second))).toHaveLength(0);
		expect(await getFileStore().has(sha(second))).toBe(false);

		const first = live(id, "msds")[0]!;
		const deleted = await post("shipper", id, {
			intent: "delete",
			slot: "msds",
			documentId: first.id,
			confirmed: "yes",
		});
		expect([deleted.status, deleted.location]).toEqual([303, `/mypage/upload/${id}?done=deleted`]);
		expect(getDb().select().from(shipmentDocuments).where(eq(shipmentDocuments.id, first.id)).get()).toMatchObject({
			deletedBy: shipper.id,
		});
		expect(
			getDb()
				.select()
				.from(documentAudit)
				.where(and(eq(documentAudit.documentId, first.id), eq(documentAudit.action, "delete")))
				.all(),
		).toHaveLength(1);
		// a resent delete form: the spec's "deletion failed, contact admin"
		const again = await post("shipper", id, { intent: "delete", slot: "msds", documentId: first.id, confirmed: "yes" });
		expect([again.status, again.data]).toEqual([409, { error: "deleteFailed", slot: "msds" }]);

		expect((await upload(id, "msds", second)).status).toBe(303);
		expect(live(id, "msds")).toHaveLength(1);
		const page = await renderRoute(detail, "/mypage/upload/:id", `/mypage/upload/${id}?done=deleted`, {
			cookies: [cookies.shipper],
		});
		expect(page.html).toContain("파일이 삭제되었습니다.");
		expect((await slotOf(id, "msds")).files.map((f) => f.name)).toEqual(["msds.pdf"]);
	});

	test("replace: the old MSDS is deleted in the same step, the new one is live", async () => {
		const id = shipment();
		await upload(id, "msds", pdf("old"));
		const old = live(id, "msds")[0]!;
		const res = await upload(id, "msds", pdf("new"), { replaceDocumentId: old.id });
		expect(res.status).toBe(303);
		const now = live(id, "msds");
		expect(now).toHaveLength(1);
		expect(now[0]!.id).not.toBe(old.id);
		expect(
			getDb()
				.select()
				.from(documentAudit)
				.where(eq(documentAudit.documentId, old.id))
				.all()
				.map((a) => [a.action, a.detail]),
		).toEqual([
			["upload", null],
			["delete", "replaced"],
		]);
		// replacing what is gone (or another slot's file) is "data not found"
		const stale = await upload(id, "msds", pdf("newer"), { replaceDocumentId: old.id });
		expect([stale.status, stale.data]).toEqual([409, { error: "notFound", slot: "msds" }]);
	});

	test("a double submit with the same one-time key makes one document and lands where the first did", async () => {
		const id = shipment();
		const onceKey = newOnceKey();
		const a = await post(
			"shipper",
			id,
			{ intent: "upload", slot: "cipl", onceKey },
			{ bytes: pdf("twice"), name: "ci.pdf" },
		);
		const b = await post(
			"shipper",
			id,
			{ intent: "upload", slot: "cipl", onceKey },
			{ bytes: pdf("twice"), name: "ci.pdf" },
		);
		expect([a.status, a.location]).toEqual([303, `/mypage/upload/${id}?done=uploaded`]);
		expect([b.status, b.location]).toEqual([303, `/mypage/upload/${id}?done=uploaded`]);
		expect(live(id, "cipl")).toHaveLength(1);
		expect(storedRows(sha(pdf("twice")))).toHaveLength(1);
	});

	test.each<[string, { bytes: Uint8Array; name: string; type?: string } | undefined, string]>([
		[
			"HTML in a .pdf",
			{ bytes: new TextEncoder().encode("<html><script>alert(1)</script></html>"), name: "invoice.pdf" },
			"badType",
		],
		["no file", undefined, "attachFirst"],
		["an empty file", { bytes: new Uint8Array(0), name: "empty.pdf" }, "attachFirst"],
		["over 20 MB", { bytes: new Uint8Array(MAX_DOCUMENT_BYTES + 1).fill(0x25), name: "big.pdf" }, "tooLarge"],
		// five magic bytes are not a PDF
		[
			"%PDF- and 200 letters",
			{ bytes: new TextEncoder().encode(`%PDF-${"a".repeat(200)}`), name: "fake.pdf" },
			"unreadable",
		],
	])("%s is refused with its message and nothing is stored", async (_name, file, error) => {
		const id = shipment();
		const res = await post("shipper", id, { intent: "upload", slot: "cipl", onceKey: newOnceKey() }, file);
		expect([res.status, res.data]).toEqual([400, { error, slot: "cipl" }]);
		expect(live(id)).toHaveLength(0);
		if (file && file.bytes.length) {
			expect(storedRows(sha(file.bytes))).toHaveLength(0);
			expect(await getFileStore().has(sha(file.bytes))).toBe(false);
		}
	});

	test("the refusals read as the spec's messages, the limit and the types named", async () => {
		const id = shipment();
		const html = new TextEncoder().encode("<html></html>");
		const form = (extra: Record<string, string>) => ({
			intent: "upload",
			slot: "cipl",
			onceKey: newOnceKey(),
			...extra,
		});
		const r = await renderRoute(detail, "/mypage/upload/:id", `/mypage/upload/${id}`, {
			cookies: [cookies.shipper],
			form: form({}),
		});
		// a form without a file part at all (not multipart): nothing to upload
		expect(r.html).toContain("업로드할 파일이 없습니다.");
		const badType = await post("shipper", id, form({}), { bytes: html, name: "x.pdf" });
		expect(badType.data).toEqual({ error: "badType", slot: "cipl" });
		const en = await renderRoute(detail, "/mypage/upload/:id", `/mypage/upload/${id}`, {
			cookies: [cookies.shipper],
			locale: "en",
		});
		expect(en.html).toContain("Up to 20 MB; PDF, PNG, JPEG, XLSX, DOCX files only.");
	});
});

describe("who may", () => {
	test("another company's shipment and a quote are 404 to read and to upload; staff are 403", async () => {
		const id = shipment();
		expect((await view(id, "other")).status).toBe(404);
		expect((await upload(id, "cipl", pdf("intruder"), {}, "other")).status).toBe(404);
		expect(storedRows(sha(pdf("intruder")))).toHaveLength(0);
		const quote = shipment(false);
		expect((await view(quote)).status).toBe(404);
		expect((await upload(quote, "cipl", pdf("quote"))).status).toBe(404);
		expect(live(quote)).toHaveLength(0);
		expect((await view(id, "staff")).status).toBe(403);
		expect((await view("no-such-shipment")).status).toBe(404);
	});

	test("deleting another company's document, another shipment's or an issued one is 404", async () => {
		const mine = shipment();
		const theirs = makeEstimate(DEMO.other);
		getDb().transaction((tx) =>
			changeStatus(tx, { id: theirs, status: "in_confirm" }, "booked", "customer", DEMO.other.id),
		);
		const { key } = await getFileStore().put(pdf("issued"), "application/pdf");
		const fileId = getDb().transaction((tx) =>
			recordStoredFile(tx, { key, name: "bl.pdf", contentType: "application/pdf", size: 10 }, DEMO.staff.id),
		);
		const add = (estimateId: string, companyId: string, kind: "cipl" | "bl", origin: "customer" | "staff") => {
			const docId = crypto.randomUUID();
			getDb().insert(shipmentDocuments).values({ id: docId, estimateId, companyId, kind, fileId, origin }).run();
			return docId;
		};
		const issued = add(mine, "uploads-company", "bl", "staff");
		const foreign = add(theirs, "demo-company-b", "cipl", "customer");
		const other = shipment();
		const elsewhere = add(other, "uploads-company", "cipl", "customer");
		for (const documentId of [issued, foreign, elsewhere, "nothing"]) {
			const res = await post("shipper", mine, { intent: "delete", documentId, confirmed: "yes" });
			expect(res.status).toBe(404);
		}
		// the other company cannot delete on our shipment either
		expect((await post("other", other, { intent: "delete", documentId: elsewhere, confirmed: "yes" })).status).toBe(
			404,
		);
		expect(
			getDb()
				.select()
				.from(shipmentDocuments)
				.where(isNull(shipmentDocuments.deletedAt))
				.all()
				.filter((d) => ([issued, foreign, elsewhere] as string[]).includes(d.id)),
		).toHaveLength(3);
	});
});

describe("deleting asks first, and what staff used stays (decision 048)", () => {
	const download = (
		documentId: string,
		estimateId: string,
		role: "staff" | "customs_broker" | "customer",
		userId: string,
	) =>
		getDb()
			.insert(documentAudit)
			.values({ estimateId, action: "download", documentId, kind: "cipl", userId, role })
			.run();

	test("a delete without the confirming field is refused with its message and deletes nothing", async () => {
		const id = shipment();
		await upload(id, "cipl", pdf("ask first"));
		const doc = live(id, "cipl")[0]!;
		const res = await post("shipper", id, { intent: "delete", slot: "cipl", documentId: doc.id });
		expect([res.status, res.data]).toEqual([400, { error: "confirmRequired", slot: "cipl" }]);
		const forged = await post("shipper", id, { intent: "delete", slot: "cipl", documentId: doc.id, confirmed: "no" });
		expect(forged.status).toBe(400);
		expect(live(id, "cipl")).toHaveLength(1);
		const page = await renderRoute(detail, "/mypage/upload/:id", `/mypage/upload/${id}`, {
			cookies: [cookies.shipper],
			form: { intent: "delete", slot: "cipl", documentId: doc.id },
			locale: "en",
		});
		expect(page.html).toContain("Tick the box to confirm the deletion. Nothing was deleted.");
	});

	test("without JavaScript the delete is a step: Delete…, what happens, a required box, then the button", async () => {
		const id = shipment();
		await upload(id, "cipl", pdf("step"));
		for (const [locale, step, question] of [
			["kr", "삭제…", "cipl.pdf 파일을 삭제할까요?"],
			["en", "Delete…", "Delete cipl.pdf?"],
			["vn", "Xóa…", "Xóa cipl.pdf?"],
		] as const) {
			const { html } = await renderRoute(detail, "/mypage/upload/:id", `/mypage/upload/${id}`, {
				cookies: [cookies.shipper],
				locale,
			});
			const at = html.indexOf('data-testid="file-delete-step"');
			expect(at).toBeGreaterThan(0);
			const step_ = html.slice(at, html.indexOf("</details>", at));
			expect(step_).toContain(step);
			expect(step_).toContain(question);
			expect(step_).toMatch(/<input type="checkbox" required=""[^>]*name="confirmed" value="yes"/);
			expect(step_).toMatch(/data-testid="file-delete"[^>]*>[^<]+</);
		}
	});

	test("a file our staff or a broker downloaded cannot be deleted or replaced; the customer's own download does not lock it", async () => {
		const id = shipment();
		await upload(id, "cipl", pdf("used by staff"));
		await upload(id, "msds", pdf("used msds"));
		const cipl = live(id, "cipl")[0]!;
		const msds = live(id, "msds")[0]!;
		download(cipl.id, id, "customer", shipper.id);
		expect((await slotOf(id, "cipl")).files[0]!.lock).toBeNull();
		download(cipl.id, id, "staff", DEMO.staff.id);
		download(msds.id, id, "customs_broker", "demo-broker");
		expect((await slotOf(id, "cipl")).files[0]!.lock).toBe("used");
		const res = await post("shipper", id, { intent: "delete", slot: "cipl", documentId: cipl.id, confirmed: "yes" });
		expect([res.status, res.data]).toEqual([409, { error: "locked", slot: "cipl" }]);
		const replaced = await upload(id, "msds", pdf("msds v2"), { replaceDocumentId: msds.id });
		expect([replaced.status, replaced.data]).toEqual([409, { error: "locked", slot: "msds" }]);
		expect(storedRows(sha(pdf("msds v2")))).toHaveLength(0);
		expect(live(id)).toHaveLength(2);
		// the page offers neither delete nor replace for them, and says why
		const { html } = await renderRoute(detail, "/mypage/upload/:id", `/mypage/upload/${id}`, {
			cookies: [cookies.shipper],
			locale: "en",
		});
		expect(html).not.toContain('data-testid="file-delete-step"');
		expect(html).not.toContain('data-testid="msds-replace"');
		expect(html).toContain("Our staff have already used this document, so it can no longer be deleted.");
	});

	test("a complete shipment keeps its documents", async () => {
		const id = shipment();
		await upload(id, "cipl", pdf("delivered"));
		const doc = live(id, "cipl")[0]!;
		getDb().update(estimates).set({ status: "finish" }).where(eq(estimates.id, id)).run();
		expect((await slotOf(id, "cipl")).files[0]!.lock).toBe("closed");
		const res = await post("shipper", id, { intent: "delete", slot: "cipl", documentId: doc.id, confirmed: "yes" });
		expect([res.status, res.data]).toEqual([409, { error: "locked", slot: "cipl" }]);
		expect(live(id, "cipl")).toHaveLength(1);
	});
});

describe("the MSDS replace button", () => {
	test.each([
		["kr", "다른 파일로 교체"],
		["en", "Replace with another file"],
		["vn", "Thay bằng tệp khác"],
	] as const)("has its text without JavaScript in %s", async (locale, text) => {
		const id = shipment();
		await upload(id, "msds", pdf(`msds text ${locale}`));
		const { html } = await renderRoute(detail, "/mypage/upload/:id", `/mypage/upload/${id}`, {
			cookies: [cookies.shipper],
			locale,
		});
		const at = html.indexOf('data-testid="msds-replace"');
		const block = html.slice(at, html.indexOf("</details>", at));
		expect(block).toContain(`<summary>${text}</summary>`);
		expect(block).toMatch(new RegExp(`data-testid="replace-submit">${text}</button>`));
	});
});

describe("the slots show the clearance and insurance requests", () => {
	test("none, then requested and done, each with its page's link", async () => {
		const id = shipment();
		let slots = ((await view(id)).data as View).slots;
		expect(slots.map((s) => [s.slot, s.request?.status ?? null])).toEqual([
			["shipping_docs", null],
			["export_clearance", "none"],
			["import_clearance", "none"],
			["cargo_insurance", "none"],
			["msds", null],
			["cipl", null],
		]);
		const request = (kind: "export_clearance" | "insurance", status: "requested" | "done") =>
			getDb()
				.insert(documentRequests)
				.values({
					id: crypto.randomUUID(),
					estimateId: id,
					companyId: "uploads-company",
					kind,
					status,
					requestedBy: shipper.id,
				})
				.run();
		request("export_clearance", "requested");
		request("insurance", "done");
		slots = ((await view(id)).data as View).slots;
		expect(slots.find((s) => s.slot === "export_clearance")).toMatchObject({
			required: true,
			state: "waiting",
			request: { status: "requested" },
		});
		expect(slots.find((s) => s.slot === "cargo_insurance")).toMatchObject({
			required: true,
			request: { kind: "insurance", status: "done" },
		});
		const { html } = await renderRoute(detail, "/mypage/upload/:id", `/mypage/upload/${id}`, {
			cookies: [cookies.shipper],
		});
		expect(html).toContain(`href="/mypage/upload/${id}/clearance/export"`);
		expect(html).toContain(`href="/mypage/upload/${id}/clearance/import"`);
		expect(html).toContain(`href="/mypage/upload/${id}/insurance"`);
		expect(html).toContain("요청 완료");
	});

	test("dangerous cargo needs the MSDS", async () => {
		const id = shipment(true, fclExport({ containers: [{ type: "dg20", count: 1 }] }));
		expect(((await view(id)).data as View).checklist.missing).toContain("msds");
	});
});

describe("the list and the upload-file page", () => {
	test("the list pages by 5 with the counts; the choice travels in the URL", async () => {
		const company = sessionUser("uploads-lister", "customer", "uploads-list-company");
		getDb().insert(companies).values({ id: "uploads-list-company", name: "목록 상사" }).onConflictDoNothing().run();
		getDb()
			.insert(users)
			.values({
				id: company.id,
				email: company.email,
				name: "목록 고객",
				role: "customer",
				companyId: "uploads-list-company",
			})
			.onConflictDoNothing()
			.run();
		const cookie = (await createSession(company.id)).setCookie.split(";")[0]!;
		const loadList = async (p: string) =>
			(await outcome(async () => list.loader((await routeArgs(p, { cookies: [cookie] })) as never))).data as Awaited<
				ReturnType<typeof list.loader>
			>;
		expect(await loadList("/mypage/upload")).toMatchObject({ hasCompany: true, total: 0, rows: [] });
		const empty = await renderRoute(list, "/mypage/upload", "/mypage/upload", { cookies: [cookie] });
		expect(empty.html).toContain('data-testid="upload-empty"');
		const ids = [1, 2, 3, 4, 5, 6].map(() => {
			const id = makeEstimate(company);
			getDb().transaction((tx) => changeStatus(tx, { id, status: "in_confirm" }, "booked", "customer", company.id));
			return id;
		});
		makeEstimate(company); // a quote is not listed
		const first = await loadList("/mypage/upload");
		expect(first).toMatchObject({ total: 6, page: 1, pageCount: 2 });
		expect(first.rows).toHaveLength(5);
		expect(first.rows[0]).toMatchObject({ missing: 2, overdue: 0, submitted: 0 });
		const rendered = await renderRoute(list, "/mypage/upload", "/mypage/upload", { cookies: [cookie] });
		expect(rendered.html.match(/data-testid="upload-row"/g)).toHaveLength(5);
		expect(rendered.html).toContain('href="/mypage/upload?page=2"');
		expect(rendered.html).toContain("미제출 2건");

		const choose = async (p: string, c = cookie) =>
			outcome(async () => uploadfile.loader((await routeArgs(p, { cookies: [c] })) as never));
		const go = await choose(`/mypage/uploadfile?estimate=${ids[2]}`);
		expect([go.status, go.location]).toEqual([302, `/mypage/upload/${ids[2]}`]);
		expect((await choose(`/mypage/uploadfile?estimate=${ids[2]}`, cookies.other)).status).toBe(404);
		const page = await renderRoute(uploadfile, "/mypage/uploadfile", "/mypage/uploadfile", { cookies: [cookie] });
		expect(page.html).toContain('method="get"');
		for (const id of ids) expect(page.html).toContain(`value="${id}"`);
	});
});
