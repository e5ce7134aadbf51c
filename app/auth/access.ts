// Who may see and who may change a company's record (spec section 6; decision 005): the one place that
// compares a record's company with the user's. A record of a customer company (an estimate, a
// shipment, its documents, its payments) is seen by staff and by that company's own users; it is
// changed on the customer's side only by that company's own users (staff change it through the desk,
// whose routes require a staff role). Everything a user may not see answers 404 where it is read, so
// another company cannot learn that an id exists. Partners (customs brokers, insurers) have no company
// record of their own to read: they see what is assigned to their partner company (partnerAssigned),
// and which kinds of it through partner-scope.ts.
//
// An architecture test (tests/architecture/access-rule.test.ts) fails when another module compares a
// record's company with a user's: such a check belongs here.
import { type Role, isStaff } from "#db/roles.ts";

/** The user as these rules read them (a SessionUser, or the acting user re-read from the database). */
export type Viewer = { role: Role; companyId: string | null };
export type PartnerViewer = { partnerCompanyId: string | null };

/** The record belongs to the user's own company (a user without a company owns none). */
export function isOwnCompanyRecord(user: Pick<Viewer, "companyId">, record: { companyId: string | null }): boolean {
	return user.companyId !== null && record.companyId !== null && user.companyId === record.companyId;
}

/** Staff see any company's record; everyone else only their own company's. */
export function maySeeCompanyRecord(user: Viewer, record: { companyId: string | null }): boolean {
	return isStaff(user.role) || isOwnCompanyRecord(user, record);
}

/**
 * A customer's action on a company's record (a deposit confirmation, an upload, a booking): only a
 * customer of that company. Staff may read the record but the customer's actions are not theirs.
 */
export function mayChangeAsCustomer(user: Viewer, record: { companyId: string | null }): boolean {
	return user.role === "customer" && isOwnCompanyRecord(user, record);
}

/**
 * The company a customer's own lists are cut to (their shipments, their quotes): theirs, or null for a
 * user without one (who then sees no company's list).
 */
export function ownCompanyOf<C extends string | null>(user: { companyId: C }): C {
	return user.companyId;
}

/** A partner's rule beside the customer's: the request (or shipment) was assigned to the partner's company. */
export function partnerAssigned(user: PartnerViewer, record: { partnerCompanyId: string | null }): boolean {
	return (
		user.partnerCompanyId !== null &&
		record.partnerCompanyId !== null &&
		user.partnerCompanyId === record.partnerCompanyId
	);
}
