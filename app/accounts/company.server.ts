// Company and branch info (spec section 7: /user/companyinfo, update_companyinfo, update_brcinfo).
// Every function takes the company id from the signed-in user, never from the form, and every branch
// change is filtered by that company: a customer cannot read or change another company's records.
import { nameForContentType } from "#app/storage/file-name.ts";
import crypto from "node:crypto";
import { and, asc, eq, ne } from "drizzle-orm";
import { insertionOrder } from "#db/insertion-order.ts";
import { getDb } from "#db/client.ts";
import { branches, companies } from "#db/schema.ts";
import { getFileStore } from "#app/storage/files.server.ts";
import { stripHidden } from "#app/text/free-text.ts";
import { makeThumbnail } from "#app/storage/uploads.server.ts";

export function getCompany(companyId: string) {
	return getDb().select().from(companies).where(eq(companies.id, companyId)).get() ?? null;
}

export function listBranches(companyId: string) {
	return getDb()
		.select()
		.from(branches)
		.where(eq(branches.companyId, companyId))
		.orderBy(asc(branches.createdAt), asc(insertionOrder(branches)))
		.all();
}

export type CompanyUpdate = {
	name: string;
	bizRegNo?: string;
	address?: string;
	addressDetail?: string;
	phone?: string;
};

/**
 * Whether another company already has this business registration number (ten digits, normalized).
 * One registration number is one company with us (decision 054): a second sign-up or a change to a
 * number in use is refused with a message that says so, instead of making a silent twin.
 */
export function bizRegNoTaken(
	db: Pick<ReturnType<typeof getDb>, "select">,
	bizRegNo: string | undefined,
	exceptCompanyId?: string,
): boolean {
	if (!bizRegNo) return false;
	const found = db
		.select({ id: companies.id })
		.from(companies)
		.where(
			exceptCompanyId
				? and(eq(companies.bizRegNo, bizRegNo), ne(companies.id, exceptCompanyId))
				: eq(companies.bizRegNo, bizRegNo),
		)
		.get();
	return found !== undefined;
}

/** Saves the company's details; "bizRegNoTaken" (nothing saved) when another company has the number. */
export function updateCompany(companyId: string, update: CompanyUpdate): "saved" | "bizRegNoTaken" {
	if (bizRegNoTaken(getDb(), update.bizRegNo, companyId)) return "bizRegNoTaken";
	getDb()
		.update(companies)
		.set({
			name: update.name,
			bizRegNo: update.bizRegNo ?? null,
			address: update.address || null,
			addressDetail: update.addressDetail || null,
			phone: update.phone || null,
			updatedAt: new Date(),
		})
		.where(eq(companies.id, companyId))
		.run();
	return "saved";
}

export const MAX_BRANCHES = 50;

export function addBranch(
	companyId: string,
	branch: { name: string; address: string; managerName?: string; phone?: string },
): "added" | "tooMany" {
	if (listBranches(companyId).length >= MAX_BRANCHES) return "tooMany";
	getDb()
		.insert(branches)
		.values({
			id: crypto.randomUUID(),
			companyId,
			name: branch.name,
			address: branch.address,
			managerName: branch.managerName || null,
			phone: branch.phone || null,
		})
		.run();
	return "added";
}

/** False when the branch is not this company's (or is gone): the caller answers 404 either way. */
export function deleteBranch(companyId: string, branchId: string): boolean {
	return (
		getDb()
			.delete(branches)
			.where(and(eq(branches.id, branchId), eq(branches.companyId, companyId)))
			.run().changes === 1
	);
}

/**
 * Stores the business registration certificate (already checked by content) and, for images, a
 * thumbnail for the info page; PDFs show an icon instead of being rendered on the server.
 */
export async function setRegistrationFile(
	companyId: string,
	file: { bytes: Uint8Array; contentType: string; kind: "pdf" | "png" | "jpeg"; name: string },
): Promise<void> {
	const store = getFileStore();
	const { key } = await store.put(file.bytes, file.contentType);
	const thumbKey = file.kind === "pdf" ? null : (await store.put(await makeThumbnail(file.bytes), "image/jpeg")).key;
	getDb()
		.update(companies)
		.set({
			regFileKey: key,
			// the sender's file name, shown on the desk: no control or text-direction characters (app/text/free-text.ts)
			// and the extension of the type judged from its bytes, within 200 characters
			regFileName: nameForContentType(stripHidden(file.name).slice(0, 195), file.contentType),
			regFileType: file.contentType,
			regFileSize: file.bytes.byteLength,
			regThumbKey: thumbKey,
			regFileUploadedAt: new Date(),
			updatedAt: new Date(),
		})
		.where(eq(companies.id, companyId))
		.run();
}
