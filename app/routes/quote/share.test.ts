// Integration: /quote/share/:token with real Requests over the worker's database. A link
// made by createShare opens the one quote read-only, with no sign-in, in the request's language; an
// unknown, tampered, expired or revoked token and a deleted quote are all the same 404, and every
// answer tells search engines and browsers to keep the address to themselves.
import { beforeAll, describe, expect, test, vi } from "vitest";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { createShare, findSharedQuote, listShares, revokeShare } from "#app/quotes/share.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, quoteShares } from "#db/schema.ts";
import { DEMO, fclExport, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { eq } from "drizzle-orm";
import { PRIVATE_HEADERS, loader } from "./share.tsx";
import { routeArgs } from "#tests/route-request.ts";

beforeAll(async () => {
	await seedQuoteWorld();
});

async function open(token: string, lng = "en") {
	return loader((await routeArgs(`/quote/share/${token}?lng=${lng}`, { params: { token } })) as never);
}

async function status(token: string): Promise<number> {
	try {
		await open(token);
		return 200;
	} catch (error) {
		const init = (error as { init?: ResponseInit }).init;
		expect(new Headers(init?.headers).get("X-Robots-Tag")).toBe("noindex, nofollow");
		return init?.status ?? 500;
	}
}

function shared() {
	const estimate = getEstimateFor(
		DEMO.customer,
		makeEstimate(DEMO.customer, fclExport({ containers: [{ type: "dv20", count: 2 }] })),
	);
	const share = createShare({ estimate, userId: DEMO.customer.id, recipient: "buyer@example.vn" });
	return { estimate, share };
}

describe("a valid link", () => {
	test("opens the quote read-only, with who shared it, in the request's language", async () => {
		const { estimate, share } = shared();
		const result = await open(share.token, "en");
		expect(result.init?.headers).toMatchObject(PRIVATE_HEADERS);
		const page = result.data;
		expect(page.quote.number).toBe(estimate.number);
		expect(page.quote.origin).toBe("Busan (KRPUS)");
		expect(page.quote.destination).toMatch(/\(VNHPH\)$/);
		expect(page.sender).toEqual({ name: "데모 고객", company: "데모무역 주식회사" });
		expect(page.locale).toBe("en");
		expect(page.quote.option?.id).toBe(estimate.option?.id);
		// nothing but what the page shows: no ids to act on, no company id, no other options
		expect(JSON.stringify(page)).not.toContain(estimate.id);
		expect(JSON.stringify(page)).not.toContain(estimate.companyId);
		expect(Object.keys(page.quote)).not.toContain("options");
	});

	test("in Korean with ?lng=kr", async () => {
		const { share } = shared();
		const page = (await open(share.token, "kr")).data;
		expect(page.quote.origin).toBe("부산 (KRPUS)");
	});
});

describe("everything else is the same 404", () => {
	test("an unknown token of the right shape", async () => {
		expect(await status("A".repeat(43))).toBe(404);
	});

	test("a tampered token: one character changed", async () => {
		const { share } = shared();
		const last = share.token.at(-1) === "A" ? "B" : "A";
		expect(await status(share.token.slice(0, -1) + last)).toBe(404);
		expect(await status(share.token)).toBe(200);
	});

	test.each(["short", "x".repeat(44), "../../etc/passwd", ""])("a malformed token %j", async (token) => {
		expect(await status(token)).toBe(404);
	});

	test("an expired link (the 30 days are over)", async () => {
		const { share } = shared();
		vi.useFakeTimers({ now: Date.now() + 31 * 86_400_000, toFake: ["Date"] });
		try {
			expect(await status(share.token)).toBe(404);
		} finally {
			vi.useRealTimers();
		}
		expect(await status(share.token)).toBe(200);
	});

	test("a link that expires with the quote's validity", async () => {
		const { estimate } = shared();
		const share = createShare({
			estimate: { id: estimate.id, validUntil: "2026-01-10" },
			userId: DEMO.customer.id,
			recipient: "x@example.kr",
			now: new Date("2026-01-05T00:00:00Z"),
		});
		expect(share.expiresAt.toISOString()).toBe("2026-01-10T15:00:00.000Z");
		expect(findSharedQuote(share.token, new Date("2026-01-10T14:59:00Z"))).not.toBeNull();
		expect(findSharedQuote(share.token, new Date("2026-01-10T15:00:00Z"))).toBeNull();
	});

	test("a revoked link; revoking twice or through another estimate changes nothing", async () => {
		const { estimate, share } = shared();
		const other = shared();
		expect(revokeShare(other.estimate.id, share.id)).toBe(false);
		expect(await status(share.token)).toBe(200);
		expect(revokeShare(estimate.id, share.id)).toBe(true);
		expect(revokeShare(estimate.id, share.id)).toBe(false);
		expect(await status(share.token)).toBe(404);
		expect(listShares(estimate.id).map((s) => s.state)).toEqual(["revoked"]);
	});

	test("a deleted quote", async () => {
		const { estimate, share } = shared();
		getDb().update(estimates).set({ deletedAt: new Date() }).where(eq(estimates.id, estimate.id)).run();
		expect(await status(share.token)).toBe(404);
	});
});

test("only a hash of the token is stored", () => {
	const { share } = shared();
	const row = getDb().select().from(quoteShares).where(eq(quoteShares.id, share.id)).get()!;
	expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
	expect(row.tokenHash).not.toContain(share.token);
	expect(JSON.stringify(row)).not.toContain(share.token);
});
