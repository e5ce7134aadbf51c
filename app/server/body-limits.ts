// How many bytes a request body may have, by route (decision 018): checked by the server before
// anything parses the body (app/server/body-guard.server.ts), so a 300 MB POST to /login is refused
// after its first megabyte instead of being buffered. Forms and JSON get a small cap; the screens that
// take a file get the file's own limit plus room for the other form fields, and only for multipart
// bodies (a file's route posted as urlencoded or JSON has no reason to be larger than any other form).
// Pure and without imports: server.js loads it directly with Node, outside the build, and app/server
// may not import app/storage (which imports app/server). The file sizes are therefore restated here,
// and body-limits.test.ts fails when they drift from the limits the screens enforce.

const MB = 1024 * 1024;
/** app/storage/limits.ts MAX_DOCUMENT_BYTES */
export const DOCUMENT_FILE_BYTES = 20 * MB;
/** app/storage/limits.ts MAX_REGISTRATION_FILE_BYTES */
export const REGISTRATION_FILE_BYTES = 10 * MB;

/** app/board/images.server.ts MAX_BOARD_IMAGE_BYTES: a board post's picture before resizing */
export const BOARD_IMAGE_BYTES = 10 * MB;

/** Every form and JSON body: the longest real form (a booking with many package lines) is a few KB. */
export const DEFAULT_BODY_LIMIT = 1 * MB;
/** Room for a file form's other fields (once key, intent, notes) and the multipart boundaries. */
export const FORM_FIELDS_MARGIN = 256 * 1024;
/** The rate sheet and tracking CSV imports (app/rates/sheet-context.ts, app/shipments/tracking-csv.ts). */
export const SHEET_FILE_BYTES = 2 * MB;

// A screen's `/send` twin (routes.ts) carries the same file form; ".data" is React Router's request for
// the same route's data, so both are matched by the same pattern.
const TWIN = "(?:/send)?";
const ID = "[^/]+";

export type FileRoute = { pattern: RegExp; fileBytes: number; what: string };

export const FILE_ROUTES: readonly FileRoute[] = [
	{
		pattern: new RegExp(`^/mypage/upload/${ID}${TWIN}$`),
		fileBytes: DOCUMENT_FILE_BYTES,
		what: "customer's shipment documents",
	},
	{
		pattern: new RegExp(`^/mypage/download/${ID}${TWIN}$`),
		fileBytes: DOCUMENT_FILE_BYTES,
		what: "modified check B/L",
	},
	{
		pattern: new RegExp(`^/admin/shipments/${ID}/documents${TWIN}$`),
		fileBytes: DOCUMENT_FILE_BYTES,
		what: "issued documents",
	},
	{
		pattern: new RegExp(`^/partner/customs/${ID}${TWIN}$`),
		fileBytes: DOCUMENT_FILE_BYTES,
		what: "clearance certificates",
	},
	{
		pattern: new RegExp(`^/partner/insurance/${ID}${TWIN}$`),
		fileBytes: DOCUMENT_FILE_BYTES,
		what: "insurance policies",
	},
	{ pattern: new RegExp(`^/mypage/payment/${ID}${TWIN}$`), fileBytes: DOCUMENT_FILE_BYTES, what: "deposit slips" },
	{ pattern: /^\/mypage\/info$/, fileBytes: REGISTRATION_FILE_BYTES, what: "business registration certificate" },
	{ pattern: /^\/admin\/rates\/import$/, fileBytes: SHEET_FILE_BYTES, what: "rate sheet" },
	{ pattern: /^\/admin\/shipments\/import$/, fileBytes: SHEET_FILE_BYTES, what: "tracking CSV" },
	{ pattern: new RegExp(`^/admin/board/${ID}$`), fileBytes: BOARD_IMAGE_BYTES, what: "board post images" },
];

/** The route's path as the table knows it: without React Router's ".data" suffix and a trailing slash. */
export function routePath(pathname: string): string {
	let path = pathname;
	if (path.endsWith(".data")) path = path.slice(0, -".data".length);
	if (path === "/_root") return "/";
	if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
	return path || "/";
}

function isMultipart(contentType: string | null | undefined): boolean {
	return /^\s*multipart\/form-data\s*(;|$)/i.test(contentType ?? "");
}

/** The most bytes this request's body may have; 0 for methods that carry none. */
export function bodyLimitFor(method: string, pathname: string, contentType: string | null | undefined): number {
	const verb = method.toUpperCase();
	if (verb === "GET" || verb === "HEAD") return 0;
	if (isMultipart(contentType)) {
		const path = routePath(pathname);
		const route = FILE_ROUTES.find((r) => r.pattern.test(path));
		if (route) return route.fileBytes + FORM_FIELDS_MARGIN;
	}
	return DEFAULT_BODY_LIMIT;
}
