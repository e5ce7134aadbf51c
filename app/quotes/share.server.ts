// Read-only quote links in the database: made when a quote is mailed to a third party,
// opened at /quote/share/:token without signing in, listed and revoked by the sender's company on the
// mail page. Only the SHA-256 of a token is stored (accounts/secret-code.ts); the token itself exists
// in the mail alone.
import crypto from "node:crypto";
import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { insertionOrder } from "#db/insertion-order.ts";
import { digest, randomToken } from "#app/accounts/secret-code.ts";
import type { IsoDate } from "#app/pricing/types.ts";
import { getDb } from "#db/client.ts";
import { estimates, quoteShares, users } from "#db/schema.ts";
import { type Estimate, toEstimate } from "./estimates.server.ts";
import { exactlyOnceOr } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import { SHARE_TOKEN_BYTES, type ShareState, isShareTokenShaped, shareExpiry, shareState } from "./share.ts";

export type NewShare = { id: string; token: string; expiresAt: Date };

export function sharePath(token: string): string {
	return `/quote/share/${token}`;
}

/** A new link to `estimate` for `recipient`, made by `userId`; the token is returned once, never stored. */
export function createShare(input: {
	estimate: Pick<Estimate, "id" | "validUntil">;
	userId: string;
	recipient: string;
	now?: Date;
}): NewShare {
	const now = input.now ?? new Date();
	const token = randomToken(SHARE_TOKEN_BYTES);
	const id = crypto.randomUUID();
	const expiresAt = shareExpiry(now, input.estimate.validUntil as IsoDate | null);
	getDb()
		.insert(quoteShares)
		.values({
			id,
			estimateId: input.estimate.id,
			tokenHash: digest(token),
			createdBy: input.userId,
			recipient: input.recipient,
			expiresAt,
			createdAt: now,
		})
		.run();
	return { id, token, expiresAt };
}

/** Removes a link that was never delivered (the mail failed). */
export function deleteShare(id: string): void {
	getDb().delete(quoteShares).where(eq(quoteShares.id, id)).run();
}

export type SharedQuote = { estimate: Estimate; sender: { name: string }; expiresAt: Date };

/**
 * The quote behind a token, or null for anything else: a malformed, unknown (tampered), expired or
 * revoked token, or a deleted estimate. Callers answer every null the same way (404), so a probe
 * learns nothing about which case it hit.
 */
export function findSharedQuote(token: string | undefined, now: Date = new Date()): SharedQuote | null {
	if (!isShareTokenShaped(token)) return null;
	const row = getDb()
		.select({ share: quoteShares, estimate: estimates, senderName: users.name })
		.from(quoteShares)
		.innerJoin(estimates, eq(estimates.id, quoteShares.estimateId))
		.innerJoin(users, eq(users.id, quoteShares.createdBy))
		.where(and(eq(quoteShares.tokenHash, digest(token)), isNull(estimates.deletedAt)))
		.get();
	if (!row || shareState(row.share, now) !== "active") return null;
	return { estimate: toEstimate(row.estimate), sender: { name: row.senderName }, expiresAt: row.share.expiresAt };
}

export type ShareListing = { id: string; recipient: string; createdAt: Date; expiresAt: Date; state: ShareState };

/** The links made for one estimate, newest first (the caller has checked the user may see it). */
export function listShares(estimateId: string, now: Date = new Date()): ShareListing[] {
	return getDb()
		.select()
		.from(quoteShares)
		.where(eq(quoteShares.estimateId, estimateId))
		.orderBy(desc(quoteShares.createdAt), desc(insertionOrder(quoteShares)))
		.all()
		.map((s) => ({
			id: s.id,
			recipient: s.recipient,
			createdAt: s.createdAt,
			expiresAt: s.expiresAt,
			state: shareState(s, now),
		}));
}

/**
 * Revokes one link of `estimateId` (the caller has checked the user's company owns the estimate).
 * Revoking twice, or a link of another estimate, changes nothing and says so.
 */
export function revokeShare(estimateId: string, shareId: string, now: Date = new Date()): boolean {
	const result = getDb()
		.update(quoteShares)
		.set({ revokedAt: now })
		.where(and(eq(quoteShares.id, shareId), eq(quoteShares.estimateId, estimateId), isNull(quoteShares.revokedAt)))
		.run();
	return result.changes === 1;
}

// --- Staff and a customer's links (decision 050) -------------------------------------
// Mailing a quote and revoking its links is the customer company's own act, on its own mail page; staff
// were able to do both through that page. Staff now see a company's live links on the customer desk
// (/admin/customers/:id) and may revoke one there with a reason, recorded on the link (revoked_by,
// revoke_reason) beside when: their own audit line. They do not mail quotes to addresses of their choosing.

export type CompanyShare = {
	id: string;
	estimateId: string;
	number: string;
	recipient: string;
	sender: string;
	createdAt: Date;
	expiresAt: Date;
};

/** The company's links still open (not revoked, not expired), newest first. */
export function listCompanyShares(companyId: string, now: Date = new Date()): CompanyShare[] {
	return getDb()
		.select({ share: quoteShares, estimate: estimates, sender: users.name })
		.from(quoteShares)
		.innerJoin(estimates, eq(estimates.id, quoteShares.estimateId))
		.innerJoin(users, eq(users.id, quoteShares.createdBy))
		.where(and(eq(estimates.companyId, companyId), isNull(quoteShares.revokedAt)))
		.orderBy(desc(quoteShares.createdAt), desc(insertionOrder(quoteShares)))
		.all()
		.filter((r) => shareState(r.share, now) === "active")
		.map((r) => ({
			id: r.share.id,
			estimateId: r.share.estimateId,
			number: toEstimate(r.estimate).number,
			recipient: r.share.recipient,
			sender: r.sender,
			createdAt: r.share.createdAt,
			expiresAt: r.share.expiresAt,
		}));
}

export const STAFF_SHARE_REVOKE_ONCE = "quote-share-staff-revoke";

/**
 * Staff revoke one of the company's links with a reason, exactly once per form. "gone" when the link is
 * not the company's, or was revoked meanwhile (nothing is written then).
 */
export function revokeShareAsStaff(
	staffId: string,
	companyId: string,
	shareId: string,
	reason: string,
	onceKey: string,
	redirectTo: string,
	now: Date = new Date(),
): { ok: true; redirectTo: string } | { ok: false; reason: "gone" } {
	const done = exactlyOnceOr<undefined, "gone">(onceKey, STAFF_SHARE_REVOKE_ONCE, (tx) => {
		const ofCompany = tx.select({ id: estimates.id }).from(estimates).where(eq(estimates.companyId, companyId));
		const changed = tx
			.update(quoteShares)
			.set({ revokedAt: now, revokedBy: staffId, revokeReason: reason })
			.where(
				and(eq(quoteShares.id, shareId), isNull(quoteShares.revokedAt), inArray(quoteShares.estimateId, ofCompany)),
			)
			.run().changes;
		if (changed !== 1) refuse("gone");
		return { redirectTo };
	});
	return done.ok ? { ok: true, redirectTo: done.redirectTo } : { ok: false, reason: done.refused };
}
