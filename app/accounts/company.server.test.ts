// Integration: company and branch records in the worker's real SQLite file; the registration
// certificate goes through the real local file store in a temporary UPLOAD_DIR.
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getDb } from "#db/client.ts";
import { branches, companies } from "#db/schema.ts";
import { getFileStore } from "#app/storage/files.server.ts";
import { resetEnvCache } from "#app/server/env.server.ts";
import {
	MAX_BRANCHES,
	addBranch,
	deleteBranch,
	getCompany,
	listBranches,
	setRegistrationFile,
	updateCompany,
} from "./company.server.ts";

let uploadDir: string;
let savedUploadDir: string | undefined;

beforeAll(() => {
	uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), "freight-company-uploads-"));
	savedUploadDir = process.env.UPLOAD_DIR;
	process.env.UPLOAD_DIR = uploadDir;
	resetEnvCache();
});

afterAll(() => {
	if (savedUploadDir === undefined) delete process.env.UPLOAD_DIR;
	else process.env.UPLOAD_DIR = savedUploadDir;
	resetEnvCache();
	fs.rmSync(uploadDir, { recursive: true, force: true });
});

function insertCompany(name = "바른무역"): string {
	const id = crypto.randomUUID();
	getDb().insert(companies).values({ id, name }).run();
	return id;
}

function branchRow(id: string) {
	return getDb().select().from(branches).where(eq(branches.id, id)).get();
}

function storedPath(key: string): string {
	return path.join(uploadDir, key.slice(0, 2), key.slice(2, 4), key);
}

describe("branches", () => {
	test("a company cannot delete another company's branch; its own it can", async () => {
		const a = insertCompany("Company A");
		const b = insertCompany("Company B");
		expect(addBranch(a, { name: "부산지점", address: "부산광역시 중구 중앙대로 1" })).toBe("added");
		const [branchOfA] = listBranches(a);
		expect(branchOfA).toBeDefined();

		expect(deleteBranch(b, branchOfA!.id)).toBe(false);
		expect(branchRow(branchOfA!.id)).toMatchObject({ companyId: a, name: "부산지점" });
		expect(listBranches(b)).toEqual([]);

		expect(deleteBranch(a, branchOfA!.id)).toBe(true);
		expect(branchRow(branchOfA!.id)).toBeUndefined();
		// already gone
		expect(deleteBranch(a, branchOfA!.id)).toBe(false);
	});

	test("an unknown branch id deletes nothing", () => {
		const a = insertCompany();
		expect(deleteBranch(a, crypto.randomUUID())).toBe(false);
	});

	test("branches are listed per company, with blanks stored as null", () => {
		const a = insertCompany();
		const b = insertCompany();
		expect(
			addBranch(a, {
				name: "인천창고",
				address: "인천광역시 중구 서해대로 2",
				managerName: "박영희",
				phone: "0321234567",
			}),
		).toBe("added");
		expect(addBranch(b, { name: "Hanoi office", address: "Hoan Kiem, Hanoi", managerName: "", phone: "" })).toBe(
			"added",
		);
		expect(listBranches(a)).toEqual([
			expect.objectContaining({ companyId: a, name: "인천창고", managerName: "박영희", phone: "0321234567" }),
		]);
		expect(listBranches(b)).toEqual([expect.objectContaining({ companyId: b, managerName: null, phone: null })]);
	});

	test(`at most ${MAX_BRANCHES} branches`, () => {
		const a = insertCompany();
		for (let i = 1; i <= MAX_BRANCHES; i++)
			expect(addBranch(a, { name: `지점${i}`, address: `주소 ${i}` })).toBe("added");
		expect(addBranch(a, { name: "one too many", address: "nowhere" })).toBe("tooMany");
		expect(listBranches(a)).toHaveLength(MAX_BRANCHES);
		// another company is not affected by this one's count
		expect(addBranch(insertCompany(), { name: "첫 지점", address: "서울" })).toBe("added");
	});
});

describe("updateCompany", () => {
	test("stores the new details and blanks optional ones", () => {
		const a = insertCompany();
		const b = insertCompany("Untouched");
		updateCompany(a, {
			name: "바른물류",
			bizRegNo: "1234567891",
			address: "서울특별시 강남구",
			addressDetail: "3층",
			phone: "0212345678",
		});
		expect(getCompany(a)).toMatchObject({
			name: "바른물류",
			bizRegNo: "1234567891",
			address: "서울특별시 강남구",
			addressDetail: "3층",
			phone: "0212345678",
		});
		expect(getCompany(a)?.updatedAt).toBeInstanceOf(Date);

		updateCompany(a, { name: "바른물류", address: "", addressDetail: "", phone: "" });
		expect(getCompany(a)).toMatchObject({
			name: "바른물류",
			bizRegNo: null,
			address: null,
			addressDetail: null,
			phone: null,
		});

		expect(getCompany(b)).toMatchObject({ name: "Untouched", updatedAt: null });
	});

	// decision 054: the number another company has is refused, nothing saved; the company's own is fine
	test("a registration number another company has is refused; keeping one's own is fine", () => {
		const a = insertCompany();
		const b = insertCompany("Other");
		expect(updateCompany(b, { name: "Other", bizRegNo: "1010811111" })).toBe("saved");
		expect(updateCompany(a, { name: "바른물류", bizRegNo: "1010811111", phone: "0212345678" })).toBe("bizRegNoTaken");
		expect(getCompany(a)).toMatchObject({ bizRegNo: null, phone: null });
		expect(updateCompany(b, { name: "Other renamed", bizRegNo: "1010811111" })).toBe("saved");
		expect(getCompany(b)?.name).toBe("Other renamed");
	});

	test("getCompany of an unknown id is null", () => {
		expect(getCompany(crypto.randomUUID())).toBeNull();
	});
});

describe("setRegistrationFile", () => {
	test("an image is stored with a JPEG thumbnail", async () => {
		const a = insertCompany();
		const png = await sharp({
			create: { width: 1200, height: 800, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 0.5 } },
		})
			.png()
			.toBuffer();
		const bytes = new Uint8Array(png);
		await setRegistrationFile(a, { bytes, contentType: "image/png", kind: "png", name: "사업자등록증.png" });

		const company = getCompany(a)!;
		expect(company).toMatchObject({
			regFileName: "사업자등록증.png",
			regFileType: "image/png",
			regFileSize: bytes.byteLength,
		});
		expect(company.regFileUploadedAt).toBeInstanceOf(Date);
		expect(company.regFileKey).toBe(crypto.createHash("sha256").update(bytes).digest("hex"));
		expect(fs.existsSync(storedPath(company.regFileKey!))).toBe(true);

		const stored = await getFileStore().get(company.regFileKey!);
		expect(Buffer.from(stored!).equals(png)).toBe(true);

		expect(company.regThumbKey).toMatch(/^[0-9a-f]{64}$/);
		expect(company.regThumbKey).not.toBe(company.regFileKey);
		const thumb = await getFileStore().get(company.regThumbKey!);
		const meta = await sharp(thumb!).metadata();
		expect(meta.format).toBe("jpeg");
		expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(320);
	});

	test("a PDF is stored without a thumbnail, replacing an earlier image's", async () => {
		const a = insertCompany();
		const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#ffffff" } })
			.png()
			.toBuffer();
		await setRegistrationFile(a, {
			bytes: new Uint8Array(png),
			contentType: "image/png",
			kind: "png",
			name: "scan.png",
		});
		expect(getCompany(a)?.regThumbKey).not.toBeNull();

		const pdf = new TextEncoder().encode(
			`%PDF-1.4\n% ${crypto.randomUUID()}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
		);
		await setRegistrationFile(a, {
			bytes: pdf,
			contentType: "application/pdf",
			kind: "pdf",
			name: "x".repeat(250) + ".pdf",
		});
		const company = getCompany(a)!;
		expect(company).toMatchObject({ regFileType: "application/pdf", regFileSize: pdf.byteLength, regThumbKey: null });
		expect(company.regFileName).toBe(`${"x".repeat(195)}.pdf`);
		const stored = await getFileStore().get(company.regFileKey!);
		expect(Buffer.from(stored!).equals(Buffer.from(pdf))).toBe(true);
	});

	test("another company's record is not touched", async () => {
		const a = insertCompany();
		const b = insertCompany();
		const pdf = new TextEncoder().encode(`%PDF-1.7\n${crypto.randomUUID()}\n%%EOF\n`);
		await setRegistrationFile(a, { bytes: pdf, contentType: "application/pdf", kind: "pdf", name: "a.pdf" });
		expect(getCompany(b)).toMatchObject({ regFileKey: null, regFileName: null, regThumbKey: null });
	});
});
