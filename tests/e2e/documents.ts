// Shared by the document specs (uploads, partner portals, issued documents): the bytes of a small PDF
// (the server judges files by their content: a PDF must parse, with a catalog and a page tree) and the check that a
// document link sends exactly those bytes back as an attachment.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

export const pdf = (text: string) =>
	Buffer.from(
		`%PDF-1.4\n% ${text}\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
	);

/** The file behind a document link: an attachment named `name`, nosniff, with these bytes. */
export async function expectAttachment(page: Page, href: string, bytes: Buffer, name: string) {
	const response = await page.request.get(href);
	expect(response.status()).toBe(200);
	expect(response.headers()["content-disposition"]).toMatch(/^attachment/);
	expect(response.headers()["content-disposition"]).toContain(name);
	expect(response.headers()["x-content-type-options"]).toBe("nosniff");
	expect((await response.body()).equals(bytes)).toBe(true);
}
