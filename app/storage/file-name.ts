// The extension of a stored file's name follows what the file is, never what it was called
// (decision 052): a PDF sent as "invoice.html" is kept and downloaded as "invoice.pdf". Pure, so the upload
// path (receive.server.ts) and every download (documents/download-headers.ts, which also mends names
// stored before this rule) share it.

/** The extensions each accepted type may keep; the first is the one given when the name has another. */
const BY_CONTENT_TYPE: Record<string, readonly string[]> = {
	"application/pdf": [".pdf"],
	"image/png": [".png"],
	"image/jpeg": [".jpg", ".jpeg"],
	"application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
	"application/vnd.openxmlformats-officedocument.wordprocessingml.document": [".docx"],
};

// what reads as an extension: a dot and up to eight letters or digits, starting with a letter
// ("scan.v2" has one, "Invoice No. 12" does not, nor does ".pdf" alone)
const EXTENSION = /(?<=[^.])\.[a-z][a-z0-9]{0,7}$/i;

/**
 * `name` with the extension of `contentType`: kept when it already is one of the type's (any case),
 * replaced when it is another, added when there is none. Types we do not know leave the name as it is.
 */
export function nameForContentType(name: string, contentType: string): string {
	const allowed = BY_CONTENT_TYPE[contentType.split(";")[0]!.trim().toLowerCase()];
	if (!allowed) return name;
	const current = EXTENSION.exec(name)?.[0];
	if (current && allowed.includes(current.toLowerCase())) return name;
	const stem = current ? name.slice(0, -current.length) : name;
	return `${stem || "file"}${allowed[0]}`;
}
