// The document vocabulary (spec sections 1-4 "Documents", "B/L flow"): what a customer
// uploads, what the forwarder and its partners issue, what a customer may request, and what the audit
// records. A folder of its own because db/schema.ts imports these lists for its enums: whatever the
// schema imports must never read the database (decision 013), and app/documents/ does.

/**
 * The customer's upload slots (spec section 2, "Upload documents"), in the order the page shows them.
 * shipping_docs: shipping instructions and other papers for the B/L; export_clearance and
 * import_clearance: what the broker needs besides the CI/PL (licences, certificates of origin);
 * cargo_insurance: what the insurer asks for; msds: the safety data sheet (one at a time, spec 5);
 * cipl: the commercial invoice and packing list (what brokers and insurers download).
 */
export const UPLOAD_SLOTS = [
	"shipping_docs",
	"export_clearance",
	"import_clearance",
	"cargo_insurance",
	"msds",
	"cipl",
] as const;
export type UploadSlot = (typeof UPLOAD_SLOTS)[number];

/**
 * Documents issued to the customer (spec section 2, "Download documents"; section 3 "Documents").
 * check_bl is the draft B/L the customer checks before the original; do_house / do_master the
 * delivery order; total_cost the import's landed total.
 */
export const ISSUED_KINDS = [
	"check_bl",
	"bl",
	"export_clearance_cert",
	"import_clearance_cert",
	"insurance_policy",
	"do_house",
	"do_master",
	"total_cost",
] as const;
export type IssuedKind = (typeof ISSUED_KINDS)[number];

/** Every kind of file a shipment holds: the customer's uploads, the issued documents, a correction's modified file. */
export const DOCUMENT_KINDS = [...UPLOAD_SLOTS, ...ISSUED_KINDS, "check_bl_modified"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Who put a file there: the customer, staff (a carrier's or broker's file), a partner, or our own PDF. */
export const DOCUMENT_ORIGINS = ["customer", "staff", "partner", "generated"] as const;
export type DocumentOrigin = (typeof DOCUMENT_ORIGINS)[number];

/**
 * What a customer may ask for on a shipment (spec section 4 "B/L flow", section 5 clearance and
 * insurance). Each kind at most once per shipment (a unique index): a second B/L issue, a second
 * correction ("mail the manager"), a second clearance request ("already requested, ask admin") is
 * refused by the database as well as by the rule.
 */
export const REQUEST_KINDS = [
	"bl_issue",
	"check_bl_correction",
	"surrender",
	"export_clearance",
	"import_clearance",
	"insurance",
] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/** requested -> done (staff or the partner answered with a file or a confirmation) | declined (with a reason). */
export const REQUEST_STATUSES = ["requested", "done", "declined"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Partner companies: customs brokers and insurers (spec section 6). */
export const PARTNER_KINDS = ["customs", "insurance"] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

/** What the document audit records: who, when, which file hash. */
export const DOCUMENT_AUDIT_ACTIONS = [
	"upload",
	"delete",
	"download",
	"request",
	"assign",
	"answer",
	"decline",
	"issue",
	"generate",
] as const;
export type DocumentAuditAction = (typeof DOCUMENT_AUDIT_ACTIONS)[number];
