// What a partner may see (spec sections 1 and 6): a customs broker downloads the
// CI/PL and uploads clearance certificates; an insurer views the CI/PL and uploads the policy. Both
// only on requests assigned to their partner company, and nothing else of the customer.
import type { Role } from "#db/roles.ts";
import type { DocumentKind, PartnerKind, RequestKind } from "./codes/codes.ts";

export const PARTNER_SCOPE: Record<
	PartnerKind,
	{ role: Role; requests: readonly RequestKind[]; documents: readonly DocumentKind[] }
> = {
	customs: {
		role: "customs_broker",
		requests: ["export_clearance", "import_clearance"],
		// the CI/PL, the customer's papers for the clearance, and the certificates the broker issued
		documents: ["cipl", "export_clearance", "import_clearance", "export_clearance_cert", "import_clearance_cert"],
	},
	insurance: {
		role: "insurer",
		requests: ["insurance"],
		documents: ["cipl", "cargo_insurance", "insurance_policy"],
	},
};

/** The partner kind a role works for; null for customers and staff. */
export function partnerKindOf(role: Role): PartnerKind | null {
	if (role === "customs_broker") return "customs";
	if (role === "insurer") return "insurance";
	return null;
}

/**
 * Whether a partner may open a document of `documentKind` on a shipment where their company holds
 * the requests `assigned` (the kinds of the shipment's requests assigned to it).
 */
export function partnerMayOpen(
	partner: PartnerKind,
	documentKind: DocumentKind,
	assigned: readonly RequestKind[],
): boolean {
	const scope = PARTNER_SCOPE[partner];
	return scope.documents.includes(documentKind) && assigned.some((kind) => scope.requests.includes(kind));
}
