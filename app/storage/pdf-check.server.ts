// Whether a file that starts with "%PDF-" really is a PDF: its objects parse and
// its trailer leads to a document catalog with a page tree, as a viewer needs to open it. Images are
// decoded in full for the same reason (inspect.server.ts); five magic bytes and 200 letters were
// accepted before. pdf-lib loads on the first PDF that needs it (decision 038).
import fs from "node:fs/promises";

/** True when `bytes` parse as a PDF whose catalog has a page tree; encrypted PDFs count (their structure is plain). */
export async function pdfParses(bytes: Uint8Array): Promise<boolean> {
	const { PDFDocument } = await import("pdf-lib");
	try {
		// throwOnInvalidObject: an object cut off or garbled refuses the file instead of being skipped
		const doc = await PDFDocument.load(bytes, {
			ignoreEncryption: true,
			updateMetadata: false,
			throwOnInvalidObject: true,
		});
		doc.getPageCount(); // walks the page tree: throws when the catalog has none
		return true;
	} catch {
		return false;
	}
}

/** pdfParses for a received file on disk. */
export async function pdfFileParses(filePath: string): Promise<boolean> {
	return pdfParses(await fs.readFile(filePath));
}
