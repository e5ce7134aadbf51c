// Receiving uploads from real multipart requests (the body a browser's form sends): accepted kinds,
// refusals by content, the size limit to the byte, the text fields, and no temporary file left
// behind whatever the outcome.
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { resetEnvCache } from "#app/server/env.server.ts";
import { docx, HTML, jpeg, PDF, pdfOfSize, plainZip, png, xlsx } from "#tests/upload-fixtures.ts";
import { getFileStore } from "./files.server.ts";
import { cleanFileName, discardFile, keepFile, receiveUpload } from "./receive.server.ts";

const ACCEPT_ALL = ["pdf", "png", "jpeg", "xlsx", "docx"] as const;
const LIMIT = 4096;
const options = { field: "file", maxBytes: LIMIT, accept: ACCEPT_ALL };

let tmp: string;
let uploads: string;
let saved: { TMPDIR?: string; UPLOAD_DIR?: string };

beforeEach(() => {
	// os.tmpdir() follows TMPDIR, so every temporary file of a case lands where the case can look
	saved = { TMPDIR: process.env.TMPDIR, UPLOAD_DIR: process.env.UPLOAD_DIR };
	tmp = fs.mkdtempSync(path.join(os.tmpdir(), "freight-receive-"));
	uploads = fs.mkdtempSync(path.join(os.tmpdir(), "freight-kept-"));
	process.env.TMPDIR = tmp;
	process.env.UPLOAD_DIR = uploads;
	resetEnvCache();
});

afterEach(() => {
	// the promise every case checks: nothing of the upload remains in the temporary directory
	expect(fs.readdirSync(tmp)).toEqual([]);
	for (const [name, value] of Object.entries(saved)) {
		if (value === undefined) delete process.env[name];
		else process.env[name] = value;
	}
	resetEnvCache();
	fs.rmSync(tmp, { recursive: true, force: true });
	fs.rmSync(uploads, { recursive: true, force: true });
});

function post(form: FormData): Request {
	return new Request("http://localhost/mypage/upload/1", { method: "POST", body: form });
}

function formWith(
	bytes: Uint8Array,
	name: string,
	type = "application/octet-stream",
	fields: Record<string, string> = {},
): FormData {
	const form = new FormData();
	for (const [k, v] of Object.entries(fields)) form.append(k, v);
	form.append("file", new File([new Uint8Array(bytes)], name, { type }));
	return form;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("accepted files", () => {
	test.each(["입금증.pdf", "Hóa đơn thương mại.pdf", "CI PL (最終).pdf"])(
		"the name %s arrives as the sender wrote it",
		async (name) => {
			const { file, error } = await receiveUpload(post(formWith(PDF, name)), { ...options, maxBytes: 1024 * 1024 });
			expect(error).toBeNull();
			expect(file!.name).toBe(name);
			await discardFile(file);
		},
	);

	test.each<[string, () => Promise<Buffer> | Buffer, string, string]>([
		["a PDF named invoice.html", () => PDF, "invoice.html", "invoice.pdf"],
		["a JPEG named scan.png", jpeg, "scan.png", "scan.jpg"],
		["a PDF with no extension", () => PDF, "CI PL", "CI PL.pdf"],
		["a JPEG named photo.JPEG", jpeg, "photo.JPEG", "photo.JPEG"],
	])("%s is kept as %s (the extension follows the content)", async (_what, make, sent, kept) => {
		const { file, error } = await receiveUpload(post(formWith(await make(), sent)), {
			...options,
			maxBytes: 1024 * 1024,
		});
		expect(error).toBeNull();
		expect(file!.name).toBe(kept);
		await discardFile(file);
	});

	test.each<[string, () => Promise<Buffer> | Buffer, string, string, string]>([
		["PDF", () => PDF, "invoice.pdf", "pdf", "application/pdf"],
		["PNG", png, "scan.png", "png", "image/png"],
		["JPEG", jpeg, "photo.jpeg", "jpeg", "image/jpeg"],
		["XLSX", xlsx, "CIPL.xlsx", "xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
		[
			"DOCX",
			docx,
			"packing list.docx",
			"docx",
			"application/vnd.openxmlformats-officedocument.wordprocessingml.document",
		],
	])(
		"a %s is received, hashed, kept in the store and its temporary file removed",
		async (_what, make, name, kind, contentType) => {
			const bytes = await make();
			// the declared type is deliberately wrong: only the bytes count
			const { file, error, fields } = await receiveUpload(
				post(formWith(bytes, name, "text/plain", { onceKey: "k1" })),
				{
					...options,
					maxBytes: 1024 * 1024,
				},
			);
			expect(error).toBeNull();
			expect(fields.get("onceKey")).toBe("k1");
			expect(file).toMatchObject({ key: sha256(bytes), size: bytes.length, name, kind, contentType });
			expect(fs.existsSync(file!.tempPath)).toBe(true);
			const kept = await keepFile(file!);
			expect(kept).not.toHaveProperty("tempPath");
			expect(Buffer.from((await getFileStore().get(kept.key))!)).toEqual(bytes);
		},
	);

	test("discardFile drops a received file", async () => {
		const { file } = await receiveUpload(post(formWith(PDF, "a.pdf")), options);
		await discardFile(file);
		await discardFile(null);
	});
});

describe("refused files", () => {
	test.each<[string, () => Promise<Buffer> | Buffer, string, string]>([
		["HTML named .pdf", () => HTML, "invoice.pdf", "badType"],
		["a ZIP that is not an office file, named .xlsx", plainZip, "CIPL.xlsx", "badType"],
		["a truncated PNG", async () => (await png()).subarray(0, 50), "scan.png", "unreadable"],
	])("%s → %s, and nothing is stored", async (_what, make, name, expected) => {
		const { file, error } = await receiveUpload(post(formWith(await make(), name)), options);
		expect(error).toBe(expected);
		expect(file).toBeNull();
		expect(fs.readdirSync(uploads)).toEqual([]);
	});

	test("a kind the form does not accept is badType", async () => {
		const { error } = await receiveUpload(post(formWith(await png(), "scan.png")), { ...options, accept: ["pdf"] });
		expect(error).toBe("badType");
	});
});

describe("the size limit", () => {
	test("exactly the limit is accepted", async () => {
		const bytes = pdfOfSize(LIMIT);
		const { file, error } = await receiveUpload(post(formWith(bytes, "limit.pdf")), options);
		expect(error).toBeNull();
		expect(file?.size).toBe(LIMIT);
		expect(file?.key).toBe(sha256(bytes));
		await discardFile(file);
	});

	test("one byte over the limit is tooLarge, and the text fields still arrive", async () => {
		const form = formWith(pdfOfSize(LIMIT + 1), "over.pdf", "application/pdf", { onceKey: "k2" });
		form.append("note", "after the file");
		const { file, error, fields } = await receiveUpload(post(form), options);
		expect(error).toBe("tooLarge");
		expect(file).toBeNull();
		expect(fields.get("onceKey")).toBe("k2");
		expect(fields.get("note")).toBe("after the file");
	});

	test("far over the limit: the rest of the body is drained, not stored", async () => {
		const { error } = await receiveUpload(post(formWith(pdfOfSize(LIMIT * 200), "huge.pdf")), options);
		expect(error).toBe("tooLarge");
	});
});

describe("forms without a usable file", () => {
	test("no file field at all is required", async () => {
		const form = new FormData();
		form.append("onceKey", "k3");
		form.append("intent", "upload");
		const { file, error, fields } = await receiveUpload(post(form), options);
		expect(error).toBe("required");
		expect(file).toBeNull();
		expect([...fields.entries()]).toEqual([
			["onceKey", "k3"],
			["intent", "upload"],
		]);
	});

	test("an empty file (a file input left empty sends one) is required", async () => {
		const { error } = await receiveUpload(post(formWith(new Uint8Array(), "")), options);
		expect(error).toBe("required");
	});

	test("a file in another field is ignored; ours is taken", async () => {
		const form = new FormData();
		form.append("other", new File([HTML], "x.html"));
		form.append("file", new File([PDF], "ours.pdf"));
		const { file, error } = await receiveUpload(post(form), options);
		expect(error).toBeNull();
		expect(file?.name).toBe("ours.pdf");
		await discardFile(file);
	});

	test("a second file in our field is ignored; the first is taken", async () => {
		const form = new FormData();
		form.append("file", new File([PDF], "first.pdf"));
		form.append("file", new File([HTML], "second.pdf"));
		const { file, error } = await receiveUpload(post(form), options);
		expect(error).toBeNull();
		expect(file?.name).toBe("first.pdf");
		await discardFile(file);
	});

	test("a form that is not multipart is read as usual, without a file and without an error", async () => {
		const request = new Request("http://localhost/x", {
			method: "POST",
			body: new URLSearchParams({ intent: "delete", documentId: "7" }),
		});
		const { file, error, fields } = await receiveUpload(request, options);
		expect(file).toBeNull();
		expect(error).toBeNull();
		expect(fields.get("intent")).toBe("delete");
		expect(fields.get("documentId")).toBe("7");
	});
});

describe("bodies that cannot be read", () => {
	test("multipart without a boundary is a 400", async () => {
		const request = new Request("http://localhost/x", {
			method: "POST",
			headers: { "Content-Type": "multipart/form-data" },
			body: "x",
		});
		const thrown = await receiveUpload(request, options).catch((e: unknown) => e);
		expect(thrown).toBeInstanceOf(Response);
		expect((thrown as Response).status).toBe(400);
	});

	test("a multipart body cut off in the middle of the file is a 400", async () => {
		const full = await new Request("http://x", { method: "POST", body: formWith(pdfOfSize(2000), "cut.pdf") });
		const contentType = full.headers.get("Content-Type")!;
		const bytes = new Uint8Array(await full.arrayBuffer());
		const request = new Request("http://localhost/x", {
			method: "POST",
			headers: { "Content-Type": contentType },
			body: bytes.subarray(0, 1000),
		});
		const thrown = await receiveUpload(request, options).catch((e: unknown) => e);
		expect((thrown as Response).status).toBe(400);
	});

	test("a body of another type posted as a form is a 400", async () => {
		const request = new Request("http://localhost/x", {
			method: "POST",
			headers: { "Content-Type": "application/json" },
			body: "{}",
		});
		const thrown = await receiveUpload(request, options).catch((e: unknown) => e);
		expect((thrown as Response).status).toBe(400);
	});
});

describe("cleanFileName", () => {
	test.each([
		["C:\\Users\\kim\\invoice.pdf", "invoice.pdf"],
		["../../etc/passwd", "passwd"],
		['a"b<c>.pdf', "abc.pdf"],
		["line\nbreak.pdf", "linebreak.pdf"],
		["", "file"],
		[undefined, "file"],
		["선적서류.pdf", "선적서류.pdf"],
		// a right-to-left override would show "invoice\u202Efdp.exe" as "invoiceexe.pdf"
		["invoice\u202Efdp.exe", "invoicefdp.exe"],
		["a\u200Bb\u2066c\u0085.pdf", "abc.pdf"],
		["Tie\u0302\u0301n.pdf", "Tiến.pdf"],
		["x".repeat(200), "x".repeat(120)],
	])("%j → %j", (raw, expected) => {
		expect(cleanFileName(raw)).toBe(expected);
	});
});
