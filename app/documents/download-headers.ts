import { nameForContentType } from "#app/storage/file-name.ts";

// The headers every stored file leaves with: an attachment (never rendered inline), the type judged
// from its bytes, nosniff, a sandbox CSP in case a browser renders it anyway, and no caching by
// shared caches (documents are private).
export function attachmentHeaders(storedName: string, contentType: string, size?: number): Headers {
	// the extension follows the type judged from the bytes, also for names stored before that rule
	const fileName = nameForContentType(storedName, contentType);
	// an ASCII fallback for old clients, the exact name (Korean, Vietnamese) in filename* (RFC 6266)
	const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
	const headers = new Headers({
		"Content-Type": contentType,
		"Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
		"X-Content-Type-Options": "nosniff",
		"Content-Security-Policy": "sandbox; default-src 'none'",
		"Cache-Control": "private, no-store",
	});
	if (size !== undefined) headers.set("Content-Length", String(size));
	return headers;
}
