// Who may mail a customer's quote and revoke its links (decision 050). On the
// customer's own mail page only the company's users act: staff get 403 on the page, on sending and on
// revoking, and nothing is mailed or revoked. Staff revoke a link from the customer desk with a reason
// that is recorded on the link (who, when, why); a link of another company, one revoked meanwhile, or a
// missing reason is refused with nothing written; the same form twice revokes once.
import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { createShare } from "#app/quotes/share.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { outbox, quoteShares } from "#db/schema.ts";
import { DEMO, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { outcome, routeArgs } from "#tests/route-request.ts";
import { action as deskAction, loader as deskLoader } from "../admin/customers/company.tsx";
import { action, loader } from "./estimate-mail.tsx";

beforeAll(async () => {
	await seedQuoteWorld();
});

async function cookie(userId: string) {
	return [(await createSession(userId)).setCookie.split(";")[0]!];
}
const mailPage = (id: string) => `/mypage/estimate/${id}/mail`;
const asUser = async (userId: string, id: string, form?: Record<string, string>) =>
	outcome(async () =>
		(form ? action : loader)(
			(await routeArgs(mailPage(id), {
				cookies: await cookie(userId),
				params: { id },
				...(form ? { form } : {}),
			})) as never,
		),
	);
const desk = async (userId: string, companyId: string, form?: Record<string, string>) =>
	outcome(async () =>
		(form ? deskAction : deskLoader)(
			(await routeArgs(`/admin/customers/${companyId}`, {
				cookies: await cookie(userId),
				params: { id: companyId },
				...(form ? { form } : {}),
			})) as never,
		),
	);
const shareRow = (id: string) => getDb().select().from(quoteShares).where(eq(quoteShares.id, id)).get()!;
const mailsTo = (to: string) => getDb().select().from(outbox).where(eq(outbox.to, to)).all().length;

function sharedQuote(user = DEMO.customer) {
	const id = makeEstimate(user);
	const share = createShare({ estimate: getEstimateFor(user, id), userId: user.id, recipient: "buyer@partner.test" });
	return { id, shareId: share.id };
}

describe("the customer's mail page is the company's own", () => {
	test("staff: 403 on the page, on sending to any address and on revoking; nothing mailed, nothing revoked", async () => {
		const { id, shareId } = sharedQuote();
		expect((await asUser("demo-staff", id)).status).toBe(403);
		const before = mailsTo("anyone@elsewhere.test");
		expect(
			(await asUser("demo-staff", id, { email: "anyone@elsewhere.test", lang: "en", onceKey: newOnceKey() })).status,
		).toBe(403);
		expect(mailsTo("anyone@elsewhere.test")).toBe(before);
		expect((await asUser("demo-staff", id, { intent: "revoke", shareId })).status).toBe(403);
		expect(shareRow(shareId).revokedAt).toBeNull();
		for (const locale of ["kr", "en", "vn"]) {
			const page = (
				JSON.parse(readFileSync(`app/locales/${locale}.json`, "utf8")) as {
					page: { errors: Record<string, { title: string }> };
				}
			).page.errors;
			expect(Object.values(page).length, locale).toBeGreaterThan(0);
		}
	});

	test("the company's users still see the page and revoke their own links there", async () => {
		const { id, shareId } = sharedQuote();
		expect((await asUser("demo-colleague", id)).status).toBe(200);
		const revoked = await asUser("demo-customer", id, { intent: "revoke", shareId });
		expect(revoked.status).toBe(303);
		expect(shareRow(shareId)).toMatchObject({ revokedBy: null, revokeReason: null });
		expect(shareRow(shareId).revokedAt).not.toBeNull();
	});
});

describe("staff revoke a link from the customer desk, with their own audit line", () => {
	test("listed on the company's page; revoked with the reason, who and when; the same form twice revokes once", async () => {
		const { shareId } = sharedQuote();
		const page = await desk("demo-staff", "demo-company-a");
		expect(page.status).toBe(200);
		const { shares, onceKeys } = page.data as {
			shares: { id: string; recipient: string }[];
			onceKeys: { share: Record<string, string> };
		};
		expect(shares.find((s) => s.id === shareId)).toMatchObject({ recipient: "buyer@partner.test" });
		const form = {
			intent: "revokeShare",
			shareId,
			reason: "고객 요청: 잘못 보낸 주소",
			onceKey: onceKeys.share[shareId]!,
		};
		const first = await desk("demo-staff", "demo-company-a", form);
		expect([first.status, first.location]).toEqual([303, "/admin/customers/demo-company-a?done=shareRevoked"]);
		expect(shareRow(shareId)).toMatchObject({ revokedBy: "demo-staff", revokeReason: "고객 요청: 잘못 보낸 주소" });
		const at = shareRow(shareId).revokedAt;
		const again = await desk("demo-staff", "demo-company-a", form);
		expect([again.status, again.location]).toEqual([303, first.location]);
		expect(shareRow(shareId).revokedAt).toEqual(at);
	});

	test("refusals: no reason 400 with its message; another company's link 409; a customer 403; nothing written", async () => {
		const { shareId } = sharedQuote();
		const noReason = await desk("demo-staff", "demo-company-a", {
			intent: "revokeShare",
			shareId,
			reason: " ",
			onceKey: newOnceKey(),
		});
		expect(noReason.status).toBe(400);
		expect(noReason.data).toMatchObject({ error: "desk.coupons.errors.reasonRequired" });
		const other = sharedQuote(DEMO.other);
		const foreign = await desk("demo-staff", "demo-company-a", {
			intent: "revokeShare",
			shareId: other.shareId,
			reason: "test",
			onceKey: newOnceKey(),
		});
		expect(foreign.status).toBe(409);
		expect(foreign.data).toMatchObject({ error: "desk.customers.shares.gone" });
		expect(
			(
				await desk("demo-customer", "demo-company-a", {
					intent: "revokeShare",
					shareId,
					reason: "mine",
					onceKey: newOnceKey(),
				})
			).status,
		).toBe(403);
		expect(shareRow(shareId).revokedAt).toBeNull();
		expect(shareRow(other.shareId).revokedAt).toBeNull();
		for (const locale of ["kr", "en", "vn"]) {
			const staff = JSON.parse(readFileSync(`app/locales/${locale}.staff.json`, "utf8")) as {
				desk: { customers: { shares: Record<string, string> }; coupons: { errors: Record<string, string> } };
			};
			expect(staff.desk.customers.shares.gone, locale).toBeTruthy();
			expect(staff.desk.coupons.errors.reasonRequired, locale).toBeTruthy();
		}
	});
});
