// "Quote PDF by mail" against the worker's database: the attachment reaches the outbox with the PDF's
// bytes, a resent form mails once, and the eleventh mail within an hour is refused.
import crypto from "node:crypto";
import { beforeAll, expect, test } from "vitest";
import { fclExport, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { getOutboxAttachment, listOutbox } from "#app/mail/mail.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { findSharedQuote, listShares } from "#app/quotes/share.server.ts";
import { QUOTE_MAILS_PER_HOUR, mailQuotePdf, mailedPath } from "./quote-mail.server.ts";

const user = (id: string): SessionUser => ({
	id,
	email: `${id}@demo.kr`,
	name: "데모 고객",
	role: "customer",
	locale: "kr",
	companyId: "demo-company-a",
	phone: null,
	phoneVerified: false,
	sessionId: "s",
	partnerCompanyId: null,
});

function estimate() {
	const id = makeEstimate(user("demo-customer"), fclExport({ containers: [{ type: "dv40", count: 1 }] }));
	return getEstimateFor(user("demo-customer"), id);
}

// the app's one origin in tests (tests/setup-db.ts): sendMail refuses links on another host
const origin = "http://app.test";

beforeAll(async () => {
	await seedQuoteWorld();
});

// each mail renders a PDF (a few hundred ms; the first also loads the fonts)
test("the mail carries the PDF, its number, route and total, in the chosen language", { timeout: 30_000 }, async () => {
	const e = estimate();
	const to = "buyer@example.vn";
	const outcome = await mailQuotePdf({
		user: user("demo-customer"),
		estimate: e,
		to,
		locale: "vn",
		onceKey: crypto.randomUUID(),
		origin,
	});
	expect(outcome).toEqual({ sent: true, redirectTo: mailedPath(e.id), repeated: false });
	const [mail] = listOutbox({ to });
	expect(mail).toMatchObject({ template: "quotePdf", locale: "vn" });
	expect(mail!.subject).toContain(e.number);
	expect(mail!.text).toContain("VNHPH");
	// a read-only link of its own, not the sender's page, opening in the mail's language
	expect(mail!.text).not.toContain("/mypage/");
	const link = /https?:\/\/\S+\/quote\/share\/([A-Za-z0-9_-]{43})\?lng=vn/.exec(mail!.text);
	expect(link).not.toBeNull();
	expect(findSharedQuote(link![1])?.estimate.id).toBe(e.id);
	expect(mail!.text).toContain("Xin chào,");
	expect(mail!.text).toContain("데모 고객 (데모무역 주식회사)");
	expect(mail!.attachments).toHaveLength(1);
	const file = getOutboxAttachment(mail!.attachments[0]!.id);
	expect(file?.name).toBe(`${e.number}.pdf`);
	expect(file?.content.subarray(0, 5).toString("latin1")).toBe("%PDF-");
	expect(file?.size).toBe(file?.content.length);
});

test("the same one-time key twice sends one mail and leads to the same place", { timeout: 30_000 }, async () => {
	const e = estimate();
	const to = "twice@example.kr";
	const key = crypto.randomUUID();
	const first = await mailQuotePdf({
		user: user("demo-customer"),
		estimate: e,
		to,
		locale: "kr",
		onceKey: key,
		origin,
	});
	const second = await mailQuotePdf({
		user: user("demo-customer"),
		estimate: e,
		to,
		locale: "kr",
		onceKey: key,
		origin,
	});
	expect(first).toMatchObject({ sent: true, repeated: false });
	expect(second).toEqual({ sent: true, redirectTo: mailedPath(e.id), repeated: true });
	expect(listOutbox({ to })).toHaveLength(1);
});

test(`at most ${QUOTE_MAILS_PER_HOUR} mails per user per hour`, { timeout: 60_000 }, async () => {
	const e = estimate();
	const sender = user("demo-colleague");
	const to = "limit@example.kr";
	for (let i = 0; i < QUOTE_MAILS_PER_HOUR; i++)
		expect(
			await mailQuotePdf({ user: sender, estimate: e, to, locale: "en", onceKey: crypto.randomUUID(), origin }),
		).toMatchObject({ sent: true });
	expect(
		await mailQuotePdf({ user: sender, estimate: e, to, locale: "en", onceKey: crypto.randomUUID(), origin }),
	).toEqual({ sent: false, reason: "tooMany" });
	expect(listOutbox({ to })).toHaveLength(QUOTE_MAILS_PER_HOUR);
	// an hour later the budget is back
	const later = new Date(Date.now() + 3_600_000 + 1_000);
	expect(
		await mailQuotePdf({
			user: sender,
			estimate: e,
			to,
			locale: "en",
			onceKey: crypto.randomUUID(),
			origin,
			now: later,
		}),
	).toMatchObject({ sent: true });
});

test("a mail that fails to send leaves no live link behind", { timeout: 30_000 }, async () => {
	const e = estimate();
	const before = listShares(e.id).length;
	// an address the mail layer refuses after the PDF and the link were made
	const { vi } = await import("vitest");
	const mail = await import("#app/mail/mail.server.ts");
	const spy = vi.spyOn(mail, "sendMail").mockRejectedValueOnce(new Error("provider down"));
	await expect(
		mailQuotePdf({
			user: user("demo-customer"),
			estimate: e,
			to: "down@example.kr",
			locale: "kr",
			onceKey: crypto.randomUUID(),
			origin,
		}),
	).rejects.toThrow("provider down");
	spy.mockRestore();
	expect(listShares(e.id)).toHaveLength(before);
});
