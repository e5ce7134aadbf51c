// The quote list and the estimate page in the browser, with JavaScript off and on: a customer finds
// their company's estimates by number, port and commodity, filters ocean/air and export/import, pages
// through 5 at a time (6 estimates are 2 pages, 5 are 1: no empty last page),
// opens one, and deletes one whose status allows it; a booked one is refused with the spec's message.
// Estimates are written straight into the e2e database for a fresh customer per test, so the journeys
// do not depend on the wizard or on each other.
import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { E2E_DATABASE } from "./config.ts";
import { type TestUser, createUser, expect, ready, signIn, signInAs, test, withDatabase } from "./fixtures.ts";
import { FCL_EXPORT } from "./quotes.ts";

type Row = {
	status?: string;
	mode?: "fcl" | "lcl" | "air";
	direction?: "export" | "import";
	origin?: string;
	destination?: string;
	commodity?: string | null;
	totalKrw?: number | null;
	option?: string | null;
	createdAt?: number;
};

/**
 * An estimate of the user's company. Numbers come from month 9912 (December 2099), through the same
 * sequence table the app uses, so they never collide with the quotes the wizard creates meanwhile.
 */
function insertEstimate(user: Pick<TestUser, "id" | "companyId">, row: Row = {}): { id: string; body: string } {
	const id = crypto.randomUUID();
	return withDatabase((db) =>
		db.transaction(() => {
			const { last } = db
				.prepare(
					"insert into document_sequences (month, last) values ('9912', 1) on conflict(month) do update set last = last + 1 returning last",
				)
				.get() as { last: number };
			const body = `9912-${String(last).padStart(4, "0")}`;
			const status = row.status ?? "in_confirm";
			db.prepare(
				`insert into estimates (id, number_body, company_id, user_id, status, mode, direction, origin, destination, commodity, ready_date, request, option, total_krw, created_at)
				 values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			).run(
				id,
				body,
				user.companyId,
				user.id,
				status,
				row.mode ?? "fcl",
				row.direction ?? "export",
				row.origin ?? "KRPUS",
				row.destination ?? "VNHPH",
				row.commodity === undefined ? null : row.commodity,
				"2026-12-01",
				"{}",
				row.option ?? null,
				row.totalKrw === undefined ? 1_250_000 : row.totalKrw,
				row.createdAt ?? Date.now(),
			);
			db.prepare(
				"insert into estimate_events (estimate_id, from_status, to_status, actor, user_id) values (?, null, ?, 'customer', ?)",
			).run(id, status, user.id);
			return { id, body };
		})(),
	);
}

function setStatus(id: string, status: string): void {
	withDatabase((db) => db.prepare("update estimates set status = ? where id = ?").run(status, id));
}

/** What the booking screen stores (coupon and pre-booking discounts), written directly. */
function setBooked(id: string, discounts: { coupon: number; prebooking: number; total: number }): void {
	withDatabase((db) =>
		db
			.prepare(
				"update estimates set status = 'booked', booked_at = ?, coupon_discount_krw = ?, prebooking_discount_krw = ?, total_with_coupon_krw = ? where id = ?",
			)
			.run(Date.now(), discounts.coupon, discounts.prebooking, discounts.total, id),
	);
}

function deletedAt(id: string): number | null {
	return withDatabase(
		(db) =>
			(db.prepare("select deleted_at from estimates where id = ?").get(id) as { deleted_at: number | null }).deleted_at,
	);
}

/** A real priced option from the demo rates in the e2e database (the engine, as the wizard uses it). */
async function pricedOption(): Promise<string> {
	process.env.DATABASE_PATH = E2E_DATABASE;
	const { PricingRequestSchema } = await import("#app/pricing/request.ts");
	const { priceFromDb } = await import("#app/pricing/store/rate-set.server.ts");
	const request = PricingRequestSchema.parse(FCL_EXPORT);
	const result = priceFromDb(request);
	if (!result.ok) throw new Error(`demo rates gave no quote: ${result.reason}`);
	return JSON.stringify(result.options[0]);
}

const rows = (page: Page) => page.getByTestId("estimate-row");

async function search(page: Page, fields: { q?: string; direction?: string; transport?: string; sort?: string }) {
	const form = page.getByTestId("estimate-filters");
	if (fields.q !== undefined) await form.getByLabel("검색", { exact: true }).fill(fields.q);
	if (fields.direction !== undefined) await form.getByLabel("수출입").selectOption(fields.direction);
	if (fields.transport !== undefined) await form.getByLabel("운송 수단").selectOption(fields.transport);
	if (fields.sort !== undefined) await form.getByLabel("정렬").selectOption(fields.sort);
	await form.getByRole("button", { name: "검색" }).click();
}

test("the list shows the company's estimate with its status; its page shows the quote, the history and the actions", async ({
	page,
	context,
	javaScriptEnabled,
}, info) => {
	const user = await createUser(info.project.name, { prefix: "est-one" });
	const option = await pricedOption();
	const { id, body } = insertEstimate(user, {
		commodity: "냉동 새우",
		option,
		totalKrw: (JSON.parse(option) as { totals: { KRW: number } }).totals.KRW,
	});
	await signInAs(context, user.id);
	await page.goto("/mypage/estimate");
	await ready(page, javaScriptEnabled);
	await expect(rows(page)).toHaveCount(1);
	const row = rows(page).first();
	await expect(row.getByTestId("estimate-number")).toHaveText(`Q${body}`);
	await expect(row.getByTestId("status-label")).toHaveText("견적 확인 중");
	await expect(row).toContainText("부산");
	await expect(row).toContainText("냉동 새우");

	await row.getByTestId("estimate-number").click();
	await expect(page).toHaveURL(new RegExp(`/mypage/estimate/${id}$`));
	await expect(page.getByTestId("estimate-number")).toHaveText(`Q${body}`);
	await expect(page.getByTestId("quote-option")).toBeVisible();
	await expect(page.getByTestId("total-vnd")).toBeVisible(); // Hai Phong: a Vietnamese lane
	await expect(page.getByTestId("estimate-history")).toContainText("견적 확인 중");
	for (const action of ["pdf", "mail", "discount", "book", "delete"])
		await expect(page.getByTestId(`action-${action}`)).toBeVisible();
	await expect(page.getByTestId("action-cancel")).toHaveCount(0);
	await expect(page.getByTestId("action-pdf")).toHaveAttribute("href", `/mypage/estimate/${id}/pdf`);
	await expect(page.getByTestId("action-book")).toHaveAttribute("href", `/mypage/estimate/${id}/booking`);

	// booked: the discounts and the total with coupon; cancel instead of book, discount and delete
	setBooked(id, { coupon: 30_000, prebooking: 100_000, total: 1_000_000 });
	await page.reload();
	await expect(page.getByTestId("estimate-number")).toHaveText(`B${body}`);
	await expect(page.getByTestId("estimate-discounts")).toContainText("-₩30,000");
	await expect(page.getByTestId("total-with-coupon")).toHaveText("₩1,000,000");
	await expect(page.getByTestId("action-cancel")).toBeVisible();
	for (const action of ["discount", "book", "delete"])
		await expect(page.getByTestId(`action-${action}`)).toHaveCount(0);
	// the status label in the reader's language
	await page.goto("/mypage/estimate?lng=en");
	await expect(rows(page).first().getByTestId("status-label")).toHaveText("Booking requested");
	await page.goto("/mypage/estimate?lng=kr");
	// awaiting a quote: the 1-3 business days message, and no PDF before there is a price
	const manual = insertEstimate(user, { status: "in_request", totalKrw: null });
	await page.goto(`/mypage/estimate/${manual.id}`);
	await expect(page.getByTestId("manual-quote")).toContainText("영업일 기준 1~3일");
	await expect(page.getByTestId("action-pdf")).toHaveCount(0);
});

test("search by number, port and commodity, and the ocean/air and export/import filters, all in the URL", async ({
	page,
	context,
	javaScriptEnabled,
}, info) => {
	const user = await createUser(info.project.name, { prefix: "est-search" });
	const shrimp = insertEstimate(user, { commodity: "냉동 새우", createdAt: Date.now() - 3000 });
	const air = insertEstimate(user, {
		mode: "air",
		direction: "import",
		origin: "HAN",
		destination: "ICN",
		commodity: "전자 부품",
		createdAt: Date.now() - 2000,
	});
	const lcl = insertEstimate(user, {
		mode: "lcl",
		origin: "KRINC",
		destination: "CNSHA",
		commodity: "Cotton T-shirts",
		createdAt: Date.now() - 1000,
	});
	await signInAs(context, user.id);
	await page.goto("/mypage/estimate");
	await ready(page, javaScriptEnabled);
	await expect(rows(page)).toHaveCount(3);

	await search(page, { q: "새우" });
	await expect(page).toHaveURL(/q=%EC%83%88%EC%9A%B0/);
	await expect(rows(page)).toHaveCount(1);
	await expect(rows(page).first()).toHaveAttribute("data-id", shrimp.id);

	await search(page, { q: air.body }); // the number without its prefix
	await expect(rows(page)).toHaveCount(1);
	await expect(rows(page).first()).toHaveAttribute("data-id", air.id);
	await search(page, { q: `q${lcl.body}` });
	await expect(rows(page).first()).toHaveAttribute("data-id", lcl.id);
	await expect(rows(page)).toHaveCount(1);

	await search(page, { q: "인천" }); // a port name: Incheon port and Incheon airport
	await expect(rows(page)).toHaveCount(2);
	await search(page, { q: "CNSHA" });
	await expect(rows(page)).toHaveCount(1);

	await search(page, { q: "", transport: "air" });
	await expect(page).toHaveURL(/transport=air/);
	await expect(rows(page)).toHaveCount(1);
	await expect(rows(page).first()).toHaveAttribute("data-id", air.id);
	await search(page, { transport: "ocean", direction: "export" });
	await expect(rows(page)).toHaveCount(2);
	await search(page, { transport: "", direction: "export", sort: "oldest" });
	await expect(rows(page).first()).toHaveAttribute("data-id", shrimp.id);
	await search(page, { direction: "", sort: "newest", q: "없는 품목" });
	await expect(rows(page)).toHaveCount(0);
	await expect(page.getByTestId("estimate-empty")).toContainText("조건에 맞는 견적이 없습니다.");
});

test("paging: 6 estimates are 2 pages of 5 and 1, never a third empty page", async ({
	page,
	context,
	javaScriptEnabled,
}, info) => {
	const user = await createUser(info.project.name, { prefix: "est-pages" });
	const made = Array.from({ length: 6 }, (_, i) => insertEstimate(user, { createdAt: Date.now() - 10_000 + i * 100 }));
	await signInAs(context, user.id);
	await page.goto("/mypage/estimate");
	await ready(page, javaScriptEnabled);
	await expect(rows(page)).toHaveCount(5);
	await expect(page.getByTestId("page-of")).toHaveText("1 / 2 페이지");
	await page.getByTestId("estimate-pager").getByRole("link", { name: "다음" }).click();
	await expect(page).toHaveURL(/page=2/);
	await expect(page.getByTestId("page-of")).toHaveText("2 / 2 페이지");
	await expect(rows(page)).toHaveCount(1);
	await expect(rows(page).first()).toHaveAttribute("data-id", made[0]?.id as string); // the oldest
	await expect(page.getByTestId("estimate-pager").getByRole("link", { name: "다음" })).toHaveCount(0);
	// a stale link past the end shows the last page
	await page.goto("/mypage/estimate?page=3");
	await expect(page.getByTestId("page-of")).toHaveText("2 / 2 페이지");
});

test("delete: an allowed estimate goes with a message; a booked one is refused with the spec's message and stays", async ({
	page,
	context,
	javaScriptEnabled,
}, info) => {
	const user = await createUser(info.project.name, { prefix: "est-delete" });
	const keep = insertEstimate(user, { commodity: "부킹될 견적", createdAt: Date.now() - 2000 });
	const gone = insertEstimate(user, { commodity: "지울 견적", createdAt: Date.now() - 1000 });
	await signInAs(context, user.id);
	await page.goto("/mypage/estimate?sort=oldest");
	await ready(page, javaScriptEnabled);
	await expect(rows(page)).toHaveCount(2);

	// the list was loaded while deletable; the estimate is booked before the click
	setStatus(keep.id, "booked");
	await rows(page).filter({ hasText: "부킹될 견적" }).getByRole("button", { name: "삭제" }).click();
	await expect(page.getByTestId("delete-failed")).toHaveText("견적을 삭제하지 못했습니다. 운영팀에 문의해 주세요.");
	expect(deletedAt(keep.id)).toBeNull();
	await expect(rows(page)).toHaveCount(2);
	await expect(rows(page).filter({ hasText: "부킹될 견적" }).getByRole("button", { name: "삭제" })).toHaveCount(0);

	await rows(page).filter({ hasText: "지울 견적" }).getByRole("button", { name: "삭제" }).click();
	await expect(page.getByTestId("deleted-notice")).toHaveText("견적을 삭제했습니다.");
	await expect(page).toHaveURL(/sort=oldest/); // back to the list as it was
	await expect(rows(page)).toHaveCount(1);
	expect(deletedAt(gone.id)).not.toBeNull();

	// from the estimate page too
	const third = insertEstimate(user, { status: "deny_nego" });
	await page.goto(`/mypage/estimate/${third.id}`);
	await ready(page, javaScriptEnabled);
	await page.getByTestId("action-delete").click();
	await expect(page.getByTestId("deleted-notice")).toBeVisible();
	await expect(page).toHaveURL(/\/mypage\/estimate\?deleted=1$/);
	expect(deletedAt(third.id)).not.toBeNull();
});

test("staff have no quote list of their own, and may open a customer's estimate without the customer's actions", async ({
	page,
	context,
	javaScriptEnabled,
}, info) => {
	const user = await createUser(info.project.name, { prefix: "est-staff" });
	const { id, body } = insertEstimate(user);
	await signIn(context, "staff");
	// the list is the customer's own: 403 for staff, who work from the desk
	expect((await page.goto("/mypage/estimate"))?.status()).toBe(403);
	await page.goto(`/mypage/estimate/${id}`);
	await ready(page, javaScriptEnabled);
	await expect(page.getByTestId("estimate-number")).toHaveText(`Q${body}`);
	await expect(page.getByTestId("action-delete")).toHaveCount(0);
	await expect(page.getByTestId("action-book")).toHaveCount(0);
});
