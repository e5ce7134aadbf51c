// The staff coupon desk (spec sections 2, 3, 4 and 6): campaigns with their counts,
// making and changing a campaign, issuing its coupons to a member or to every customer of a company,
// revoking one with a reason, and a company's member coupon box. Each write goes through a one-time
// key (exactlyOnce) and leaves a row in coupon_events (who, when, why). The rules are campaign.ts.
import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { insertionOrder } from "#db/insertion-order.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { exactlyOnce, exactlyOnceOr } from "#app/utils/once.server.ts";
import { refuse } from "#app/utils/refusal.ts";
import { getDb, type Tx } from "#db/client.ts";
import { couponEvents, coupons, userCoupons, users } from "#db/schema.ts";
import {
	type CampaignCounts,
	type CampaignValues,
	type IssueRefusal,
	canRevoke,
	countCoupons,
	issueRefusal,
} from "./campaign.ts";
import { couponText } from "./coupon-text.ts";
import { issueCoupon, toUserCoupon } from "./coupons.server.ts";
import { type UserCouponStatus, listedStatus } from "./rules.ts";

export const CAMPAIGN_ONCE = {
	create: "coupon-campaign-create",
	edit: "coupon-campaign-edit",
	issue: "coupon-issue",
	revoke: "coupon-revoke",
} as const;

type CouponRow = typeof coupons.$inferSelect;

export type CampaignSummary = {
	id: string;
	name: string;
	kind: CouponRow["kind"];
	consumeType: CouponRow["consumeType"];
	discountAmount: number | null;
	availableTotalCost: number | null;
	discountRateBp: number | null;
	maxDiscount: number | null;
	expireTime: Date;
	status: CouponRow["status"];
	ended: boolean;
	counts: CampaignCounts;
};

function statusesByCampaign(now: Date, couponIds?: string[]): Map<string, (UserCouponStatus | "expired")[]> {
	const rows = getDb()
		.select({ uc: userCoupons, def: coupons })
		.from(userCoupons)
		.innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
		.where(couponIds ? inArray(userCoupons.couponId, couponIds) : undefined)
		.all();
	const out = new Map<string, (UserCouponStatus | "expired")[]>();
	for (const { uc, def } of rows) {
		const list = out.get(def.id) ?? [];
		list.push(listedStatus(toUserCoupon(uc, def), now));
		out.set(def.id, list);
	}
	return out;
}

function summary(
	def: CouponRow,
	statuses: (UserCouponStatus | "expired")[],
	now: Date,
	locale: Locale,
): CampaignSummary {
	return {
		id: def.id,
		name: couponText(def, locale).name,
		kind: def.kind,
		consumeType: def.consumeType,
		discountAmount: def.discountAmount,
		availableTotalCost: def.availableTotalCost,
		discountRateBp: def.discountRateBp,
		maxDiscount: def.maxDiscount,
		expireTime: def.expireTime,
		status: def.status,
		ended: def.status === "deleted" || def.expireTime.getTime() <= now.getTime(),
		counts: countCoupons(statuses),
	};
}

/** Every campaign, running ones first (newest first), each with its coupons counted by status. */
export function listCampaigns(locale: Locale, now: Date = new Date()): CampaignSummary[] {
	const defs = getDb()
		.select()
		.from(coupons)
		.orderBy(desc(coupons.createdAt), desc(insertionOrder(coupons)))
		.all();
	const statuses = statusesByCampaign(now);
	const all = defs.map((def) => summary(def, statuses.get(def.id) ?? [], now, locale));
	return [...all.filter((c) => !c.ended), ...all.filter((c) => c.ended)];
}

export function getCampaign(id: string): CouponRow | undefined {
	return getDb().select().from(coupons).where(eq(coupons.id, id)).get();
}

export function campaignSummary(def: CouponRow, locale: Locale, now: Date = new Date()): CampaignSummary {
	return summary(def, statusesByCampaign(now, [def.id]).get(def.id) ?? [], now, locale);
}

function recordEvent(
	tx: Tx,
	e: {
		couponId: string;
		userCouponId?: string;
		action: "create" | "edit" | "issue" | "revoke";
		fromStatus?: string;
		reason?: string;
		userId: string;
	},
) {
	tx.insert(couponEvents)
		.values({
			couponId: e.couponId,
			userCouponId: e.userCouponId ?? null,
			action: e.action,
			fromStatus: e.fromStatus ?? null,
			reason: e.reason ?? null,
			userId: e.userId,
		})
		.run();
}

/** A new event campaign (the signup campaign is reference data, db/seed/signup-coupon.ts), once per key. */
export function createCampaign(staff: SessionUser, values: CampaignValues, onceKey: string) {
	const id = crypto.randomUUID();
	return exactlyOnce<string>(onceKey, CAMPAIGN_ONCE.create, (tx) => {
		tx.insert(coupons)
			.values({ id, ...values, kind: "event", status: "available" })
			.run();
		recordEvent(tx, { couponId: id, action: "create", userId: staff.id });
		return { redirectTo: `/admin/coupons/${id}?done=created`, value: id };
	});
}

/**
 * Changes a campaign's texts, figures and expiry. Coupons already issued of an event campaign follow
 * the new expiry (they were issued until the campaign's end); a signup coupon keeps its own 90 days.
 */
export function editCampaign(staff: SessionUser, id: string, values: CampaignValues, onceKey: string) {
	return exactlyOnce(onceKey, CAMPAIGN_ONCE.edit, (tx) => {
		const def = tx.select().from(coupons).where(eq(coupons.id, id)).get();
		if (!def) throw new Error(`no campaign ${id}`);
		tx.update(coupons).set(values).where(eq(coupons.id, id)).run();
		if (def.kind === "event")
			tx.update(userCoupons)
				.set({ expireTime: values.expireTime, updatedAt: new Date() })
				.where(and(eq(userCoupons.couponId, id), inArray(userCoupons.status, ["available", "inuse"])))
				.run();
		recordEvent(tx, { couponId: id, action: "edit", userId: staff.id });
		return { redirectTo: `/admin/coupons/${id}?done=edited` };
	});
}

export type IssueTarget = { email: string } | { companyId: string };

export type IssueResult =
	| { ok: true; repeated: boolean; redirectTo: string; issued: number; skipped: number }
	| { ok: false; reason: IssueRefusal | "no_user" | "no_company" };

function holders(tx: Tx, couponId: string, userIds: string[]): Set<string> {
	if (userIds.length === 0) return new Set();
	return new Set(
		tx
			.select({ userId: userCoupons.userId })
			.from(userCoupons)
			.where(
				and(
					eq(userCoupons.couponId, couponId),
					inArray(userCoupons.userId, userIds),
					ne(userCoupons.status, "deleted"),
				),
			)
			.all()
			.map((r) => r.userId),
	);
}

/**
 * Issues the campaign to one member (by e-mail) or to every customer of a company, once per key. A
 * member refused by the rules refuses the whole form; for a company, members who already hold a live
 * coupon of the campaign are skipped (counted) and the rest receive one; nobody left is a refusal.
 */
export function issueCampaign(
	staff: SessionUser,
	couponId: string,
	target: IssueTarget,
	onceKey: string,
	now: Date = new Date(),
): IssueResult {
	type Refused = Extract<IssueResult, { ok: false }>["reason"];
	const outcome = exactlyOnceOr<{ issued: number; skipped: number }, Refused>(onceKey, CAMPAIGN_ONCE.issue, (tx) => {
		const def = tx.select().from(coupons).where(eq(coupons.id, couponId)).get();
		if (!def) throw new Error(`no campaign ${couponId}`);
		const recipients =
			"email" in target
				? tx
						.select({ id: users.id, role: users.role, companyId: users.companyId })
						.from(users)
						.where(sql`lower(${users.email}) = ${target.email.trim().toLowerCase()}`)
						.all()
				: tx
						.select({ id: users.id, role: users.role, companyId: users.companyId })
						.from(users)
						.where(and(eq(users.companyId, target.companyId), eq(users.role, "customer")))
						.orderBy(asc(users.createdAt))
						.all();
		if (recipients.length === 0) refuse<Refused>("email" in target ? "no_user" : "no_company");
		const held = holders(
			tx,
			couponId,
			recipients.map((r) => r.id),
		);
		let issued = 0;
		let skipped = 0;
		for (const r of recipients) {
			const refusal = issueRefusal(def, r, held.has(r.id), now);
			if (refusal === "already_holds" && "companyId" in target) {
				skipped++;
				continue;
			}
			if (refusal) refuse<Refused>(refusal);
			const uc = issueCoupon(tx, { userId: r.id, couponId, expireTime: def.expireTime, now });
			recordEvent(tx, { couponId, userCouponId: uc.id, action: "issue", userId: staff.id });
			issued++;
		}
		if (issued === 0) refuse<Refused>("already_holds");
		return {
			redirectTo: `/admin/coupons/${couponId}?done=issued&n=${issued}&skipped=${skipped}`,
			value: { issued, skipped },
		};
	});
	if (!outcome.ok) return { ok: false, reason: outcome.refused };
	if (outcome.repeated) return { ok: true, repeated: true, redirectTo: outcome.redirectTo, issued: 0, skipped: 0 };
	return { ok: true, repeated: false, redirectTo: outcome.redirectTo, ...outcome.value };
}

export type RevokeResult =
	{ ok: true; repeated: boolean; redirectTo: string } | { ok: false; reason: "not_found" | "not_revocable" };

/**
 * Revokes one user coupon (available or chosen on a booking -> deleted) with staff's reason, once per
 * key; `back` is where the form leads (the campaign or the company page). A used coupon stays used.
 */
export function revokeUserCoupon(
	staff: SessionUser,
	userCouponId: string,
	reason: string,
	onceKey: string,
	back: string,
): RevokeResult {
	const outcome = exactlyOnceOr<undefined, "not_found" | "not_revocable">(onceKey, CAMPAIGN_ONCE.revoke, (tx) => {
		const uc = tx.select().from(userCoupons).where(eq(userCoupons.id, userCouponId)).get();
		if (!uc) refuse("not_found");
		if (!canRevoke(uc.status)) refuse("not_revocable");
		tx.update(userCoupons).set({ status: "deleted", updatedAt: new Date() }).where(eq(userCoupons.id, uc.id)).run();
		recordEvent(tx, {
			couponId: uc.couponId,
			userCouponId: uc.id,
			action: "revoke",
			fromStatus: uc.status,
			reason,
			userId: staff.id,
		});
		return { redirectTo: `${back}?done=revoked` };
	});
	return outcome.ok
		? { ok: true, repeated: outcome.repeated, redirectTo: outcome.redirectTo }
		: { ok: false, reason: outcome.refused };
}

export type BoxCoupon = {
	id: string;
	number: string;
	couponId: string;
	campaign: string;
	userId: string;
	userName: string;
	userEmail: string;
	/** what staff read: an available coupon past its time is "expired" (spec 4: invalid, expired) */
	status: UserCouponStatus | "expired";
	revocable: boolean;
	expireTime: Date;
	issuedAt: Date;
	estimateId: string | null;
	/** the last revocation's reason and who made it, for a deleted coupon */
	revoked: { reason: string | null; by: string | null; at: Date } | null;
};

function boxRows(where: ReturnType<typeof eq>, locale: Locale, now: Date): BoxCoupon[] {
	const rows = getDb()
		.select({ uc: userCoupons, def: coupons, user: { name: users.name, email: users.email } })
		.from(userCoupons)
		.innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
		.innerJoin(users, eq(users.id, userCoupons.userId))
		.where(where)
		.orderBy(asc(users.name), desc(userCoupons.createdAt), asc(userCoupons.number))
		.all();
	const deleted = rows.filter((r) => r.uc.status === "deleted").map((r) => r.uc.id);
	const revocations = new Map<string, BoxCoupon["revoked"]>();
	if (deleted.length > 0) {
		const staff = getDb()
			.select({
				userCouponId: couponEvents.userCouponId,
				reason: couponEvents.reason,
				at: couponEvents.createdAt,
				by: users.name,
			})
			.from(couponEvents)
			.leftJoin(users, eq(users.id, couponEvents.userId))
			.where(and(eq(couponEvents.action, "revoke"), inArray(couponEvents.userCouponId, deleted)))
			.orderBy(asc(couponEvents.id))
			.all();
		for (const e of staff)
			if (e.userCouponId) revocations.set(e.userCouponId, { reason: e.reason, by: e.by, at: e.at });
	}
	return rows.map(({ uc, def, user }) => {
		const view = toUserCoupon(uc, def);
		return {
			id: uc.id,
			number: uc.number,
			couponId: def.id,
			campaign: couponText(def, locale).name,
			userId: uc.userId,
			userName: user.name,
			userEmail: user.email,
			status: listedStatus(view, now),
			revocable: canRevoke(view.status),
			expireTime: view.coupon.expireTime,
			issuedAt: uc.createdAt,
			estimateId: uc.estimateId,
			revoked: revocations.get(uc.id) ?? null,
		};
	});
}

/** The member coupon box of a company (spec 2, 6): every coupon of every one of its users, revoked ones too. */
export function companyCouponBox(companyId: string, locale: Locale, now: Date = new Date()): BoxCoupon[] {
	return boxRows(eq(users.companyId, companyId), locale, now);
}

/** The coupons issued of one campaign, with their holders. */
export function campaignCoupons(couponId: string, locale: Locale, now: Date = new Date()): BoxCoupon[] {
	return boxRows(eq(userCoupons.couponId, couponId), locale, now);
}
