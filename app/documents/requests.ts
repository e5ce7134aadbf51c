// The customer's clearance and insurance requests (spec sections 3 "Insurance request", 5, 8): what
// a request must carry and when it is refused. Pure: the server module (partner-requests.server.ts)
// reads the estimate and the existing requests, these functions decide; the unique index on
// (estimate, kind) stays the last word on "already requested".
//
// Export or import clearance, whatever the shipment's direction: a Korean exporter selling DDP needs
// the import declaration abroad as well as the export one at home, and an importer buying EXW needs the
// export declaration at origin. Brokers arrange the foreign side with their correspondents, so both
// kinds are open on every shipment, each at most once.
import { cleanText } from "#app/text/free-text.ts";
import type { RequestKind } from "./codes/codes.ts";

export const CLEARANCE_PARAMS = { export: "export_clearance", import: "import_clearance" } as const satisfies Record<
	string,
	RequestKind
>;
export type ClearanceParam = keyof typeof CLEARANCE_PARAMS;
export type ClearanceKind = (typeof CLEARANCE_PARAMS)[ClearanceParam];

/** The :kind of /mypage/upload/:id/clearance/:kind as a request kind; null for anything else. */
export function clearanceKindOf(param: string | undefined): ClearanceKind | null {
	return param === "export" || param === "import" ? CLEARANCE_PARAMS[param] : null;
}

/**
 * The largest invoice value a form accepts: USD 100,000,000.00 in cents. Far above one container's or
 * one air shipment's cargo; a typo with extra zeros is refused instead of priced.
 */
export const MAX_INVOICE_USD_CENTS = 100_000_000_00;
export const PRODUCT_NAME_MIN = 2;
export const PRODUCT_NAME_MAX = 100;
export const HS_CODE_DIGITS = 10;

/** Translation keys of the refusals (quote bundle, docRequests.errors.*). */
export type RequestError =
	| "invoiceRequired"
	| "invoiceFormat"
	| "invoiceZero"
	| "invoiceTooLarge"
	| "productRequired"
	| "productLength"
	/** control or text-direction characters (the shared free-text rule, app/text/free-text.ts) */
	| "hiddenCharacters"
	| "hsRequired"
	| "hsFormat"
	| "calculateFirst"
	| "alreadyRequested"
	| "threeCountry";

export type Refusal = { field: "invoice" | "product" | "hsCode" | "form"; error: RequestError };

/**
 * "1,234.56", "1234.5", "$ 1234" into USD cents. At most two decimals; a comma groups thousands; 0 and
 * above the maximum are refused.
 */
export function parseInvoiceUsd(
	raw: string | null | undefined,
): { ok: true; cents: number } | { ok: false; error: RequestError } {
	const text = (raw ?? "").replace(/^\s*(US\$|USD|\$)\s*/i, "").trim();
	if (!text) return { ok: false, error: "invoiceRequired" };
	const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text);
	if (!match) return { ok: false, error: "invoiceFormat" };
	const whole = Number((match[1] as string).replaceAll(",", ""));
	const cents = whole * 100 + Number((match[2] ?? "").padEnd(2, "0") || 0);
	if (!Number.isSafeInteger(cents) || cents > MAX_INVOICE_USD_CENTS) return { ok: false, error: "invoiceTooLarge" };
	if (cents === 0) return { ok: false, error: "invoiceZero" };
	return { ok: true, cents };
}

/**
 * An HS code as people type it ("8471.30-0000", "8471 30 0000") reduced to its digits; null unless
 * exactly ten digits remain (Korea's HSK and most national tariffs use 10). Letters are never dropped:
 * "8471A30000" is wrong, not a shorter code.
 */
export function normaliseHsCode(raw: string | null | undefined): string | null {
	const digits = (raw ?? "").replace(/[\s.-]/g, "");
	return new RegExp(`^\\d{${HS_CODE_DIGITS}}$`).test(digits) ? digits : null;
}

/** Neither end in Korea: the insurer we work with covers Korean trade only (spec 5: no three-country insurance). */
export function isThreeCountry(originCountry: string, destinationCountry: string): boolean {
	return originCountry !== "KR" && destinationCountry !== "KR";
}

/** The country that is not Korea (the insurer's "partner country"); the destination for a three-country lane. */
export function partnerCountry(originCountry: string, destinationCountry: string): string {
	return originCountry === "KR" ? destinationCountry : originCountry;
}

/** What the rules know about the shipment: a price exists, which kinds were asked for already, where it goes. */
export type ShipmentFacts = {
	/** the estimate has its price: a chosen option and a KRW total (spec: "calculate first") */
	priced: boolean;
	requested: readonly RequestKind[];
	originCountry: string;
	destinationCountry: string;
};

export type ClearanceInput = { invoice: string | null | undefined };
export type ClearanceDetails = { invoiceUsdCents: number };

/** The first problem wins per field; shipment-level refusals come before the fields (nothing to fix in the form). */
export function checkClearanceRequest(
	kind: ClearanceKind,
	input: ClearanceInput,
	facts: ShipmentFacts,
): { ok: true; details: ClearanceDetails } | { ok: false; refusals: Refusal[] } {
	const blocked = shipmentRefusal(kind, facts);
	if (blocked) return { ok: false, refusals: [blocked] };
	const invoice = parseInvoiceUsd(input.invoice);
	if (!invoice.ok) return { ok: false, refusals: [{ field: "invoice", error: invoice.error }] };
	return { ok: true, details: { invoiceUsdCents: invoice.cents } };
}

export type InsuranceInput = {
	invoice: string | null | undefined;
	product: string | null | undefined;
	hsCode: string | null | undefined;
};
export type InsuranceFields = { invoiceUsdCents: number; productName: string; hsCode: string };

export function checkInsuranceRequest(
	input: InsuranceInput,
	facts: ShipmentFacts,
): { ok: true; fields: InsuranceFields } | { ok: false; refusals: Refusal[] } {
	if (isThreeCountry(facts.originCountry, facts.destinationCountry))
		return { ok: false, refusals: [{ field: "form", error: "threeCountry" }] };
	const blocked = shipmentRefusal("insurance", facts);
	if (blocked) return { ok: false, refusals: [blocked] };
	const refusals: Refusal[] = [];
	const invoice = parseInvoiceUsd(input.invoice);
	if (!invoice.ok) refusals.push({ field: "invoice", error: invoice.error });
	const typed = cleanText(input.product ?? "", "line");
	const productName = typed.ok ? typed.value.replace(/\s+/g, " ") : "";
	if (!typed.ok) refusals.push({ field: "product", error: "hiddenCharacters" });
	else if (!productName) refusals.push({ field: "product", error: "productRequired" });
	else if ([...productName].length < PRODUCT_NAME_MIN || [...productName].length > PRODUCT_NAME_MAX)
		refusals.push({ field: "product", error: "productLength" });
	const rawHs = (input.hsCode ?? "").trim();
	const hsCode = normaliseHsCode(rawHs);
	if (!rawHs) refusals.push({ field: "hsCode", error: "hsRequired" });
	else if (!hsCode) refusals.push({ field: "hsCode", error: "hsFormat" });
	if (refusals.length || !invoice.ok || !hsCode) return { ok: false, refusals };
	return { ok: true, fields: { invoiceUsdCents: invoice.cents, productName, hsCode } };
}

function shipmentRefusal(kind: RequestKind, facts: ShipmentFacts): Refusal | null {
	if (facts.requested.includes(kind)) return { field: "form", error: "alreadyRequested" };
	if (!facts.priced) return { field: "form", error: "calculateFirst" };
	return null;
}

/** "8471300000" -> "8471.30-0000", the way Korean customs papers print an HSK code. */
export function formatHsCode(code: string): string {
	return /^\d{10}$/.test(code) ? `${code.slice(0, 4)}.${code.slice(4, 6)}-${code.slice(6)}` : code;
}
