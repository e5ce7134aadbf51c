// Integration: /admin/shipments/:id/cargo with real Requests and sessions:
// staff only; the form offers one row per booked container typed as booked, plus spare rows, and the
// quote's gross weight; saving stores the B/L numbers, totals and containers and redirects (303);
// a bad container number or seal is refused by field (400), translated, nothing stored; the same
// values again leave the same record; the check B/L then prints them.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { createSession } from "#app/auth/session.server.ts";
import { loadDocumentData } from "#app/pdf/documents/data.server.ts";
import { getShipmentCargo } from "#app/shipments/cargo.server.ts";
import { getDb } from "#db/client.ts";
import { estimates, shipmentContainers } from "#db/schema.ts";
import { EXPORT_REQUEST, makeTestShipment } from "#tests/issued-world.ts";
import { DEMO, seedQuoteWorld } from "#tests/quote-world.ts";
import { renderRoute } from "#tests/render-route.tsx";
import * as screen from "./cargo.tsx";

const cookies = { customer: "", staff: "" };
const PATTERN = "/admin/shipments/:id/cargo";
const page = (id: string) => `/admin/shipments/${id}/cargo`;

beforeAll(async () => {
	await seedQuoteWorld();
	cookies.customer = (await createSession(DEMO.customer.id)).setCookie.split(";")[0]!;
	cookies.staff = (await createSession(DEMO.staff.id)).setCookie.split(";")[0]!;
});

/** An FCL shipment of two 40' high cubes whose customer gave 12,000 kg in the wizard. */
function shipment(): string {
	const id = makeTestShipment({
		...EXPORT_REQUEST(),
		containers: [{ type: "hc40", count: 2 }],
		grossWeightKg: 12_000,
	} as ReturnType<typeof EXPORT_REQUEST>);
	return id;
}
const show = (id: string, who: keyof typeof cookies = "staff", locale?: "kr" | "en" | "vn") =>
	renderRoute(screen, PATTERN, page(id), { cookies: [cookies[who]], locale });
const post = (
	id: string,
	form: Record<string, string>,
	locale?: "kr" | "en" | "vn",
	who: keyof typeof cookies = "staff",
) =>
	renderRoute(screen, PATTERN, page(id), {
		cookies: [cookies[who]],
		form: { intent: "saveCargo", rows: "4", ...form },
		locale,
	});

const GOOD = {
	masterBlNo: "kmtcpus1234567",
	houseBlNo: "",
	grossWeightKg: "",
	measurementCbm: "",
	"c0.containerNo": "CSQU 305438-3",
	"c0.sealNo": "KMTC123456",
	"c0.type": "hc40",
	"c0.packages": "60",
	"c0.weightKg": "6,100",
	"c0.volumeCbm": "60",
	"c1.containerNo": "MSKU9070323",
	"c1.sealNo": "KMTC123457",
	"c1.type": "hc40",
	"c1.packages": "60",
	"c1.weightKg": "5900",
	"c1.volumeCbm": "58.5",
};

describe("who may", () => {
	test("customers 403 to read and to save; an unknown shipment 404", async () => {
		const id = shipment();
		expect((await show(id, "customer")).status).toBe(403);
		expect((await post(id, GOOD, undefined, "customer")).status).toBe(403);
		expect(getShipmentCargo(id).containers).toEqual([]);
		expect((await show("no-such")).status).toBe(404);
	});
});

describe("the form", () => {
	test.each([
		["kr", "화물·B/L 정보", "견적 때 고객이 입력한 총중량: 12,000 kg", "컨테이너 4"],
		["en", "Cargo and B/L details", "Gross weight the customer gave when quoting: 12,000 kg", "Container 4"],
		["vn", "Thông tin hàng hóa và B/L", "Tổng trọng lượng khách hàng nhập khi báo giá: 12,000 kg", "Container 4"],
	] as const)(
		"in %s: a row per booked box typed as booked, two spare, and the quote's gross weight",
		async (locale, title, weight, lastRow) => {
			const id = shipment();
			const { status, html } = await show(id, "staff", locale);
			expect(status).toBe(200);
			expect(html).toContain(title);
			expect(html).toContain(weight);
			expect(html.match(/data-testid="cargo-row"/g)).toHaveLength(4);
			expect(html).toContain(lastRow);
			expect(html).toMatch(/name="c0.type"[^>]*>[\s\S]*?<option value="hc40" selected="">HC40<\/option>/);
			expect(html).toMatch(/name="c2.type"[^>]*><option value="" selected="">/);
			expect(html).toContain('<input type="hidden" name="rows" value="4"/>');
		},
	);
});

describe("saving", () => {
	test("stores the B/L numbers and containers, 303 to the page with its notice; again the same record; the check B/L data has them", async () => {
		const id = shipment();
		const saved = await post(id, GOOD);
		expect([saved.status, saved.location]).toEqual([303, `${page(id)}?done=saved`]);
		const cargo = getShipmentCargo(id);
		expect(cargo).toMatchObject({ masterBlNo: "KMTCPUS1234567", houseBlNo: null, grossWeightKg: null });
		expect(cargo.containers).toEqual([
			{ containerNo: "CSQU3054383", sealNo: "KMTC123456", type: "hc40", packages: 60, weightKg: 6100, volumeCbm: 60 },
			{ containerNo: "MSKU9070323", sealNo: "KMTC123457", type: "hc40", packages: 60, weightKg: 5900, volumeCbm: 58.5 },
		]);
		expect((await post(id, GOOD)).status).toBe(303);
		expect(getDb().select().from(shipmentContainers).where(eq(shipmentContainers.estimateId, id)).all()).toHaveLength(
			2,
		);
		// printed: the containers' sums (6,100 + 5,900 = 12,000 kg; 60 + 58.5 = 118.5 CBM) and both B/L numbers
		const data = loadDocumentData(id, "en");
		const body = getDb().select({ numberBody: estimates.numberBody }).from(estimates).where(eq(estimates.id, id)).get()!
			.numberBody;
		expect(data).toMatchObject({
			masterBlNo: "KMTCPUS1234567",
			blNo: `BFKR${body.replace("-", "")}`,
			weightKg: 12_000,
			volumeCbm: 118.5,
		});
		expect(data.containerList.map((c) => c.sealNo)).toEqual(["KMTC123456", "KMTC123457"]);
		const { html } = await renderRoute(screen, PATTERN, `${page(id)}?done=saved`, {
			cookies: [cookies.staff],
			locale: "en",
		});
		expect(html).toContain("The cargo and B/L details are saved.");
		expect(html).toContain('value="CSQU3054383"');
	});

	test("before anything is recorded the documents print the wizard's 12,000 kg; declared totals win over the containers' sums", async () => {
		const id = shipment();
		expect(loadDocumentData(id, "kr")).toMatchObject({
			weightKg: 12_000,
			volumeCbm: null,
			containerList: [],
			masterBlNo: null,
		});
		await post(id, { ...GOOD, grossWeightKg: "11,950.5", measurementCbm: "117", houseBlNo: "BFKR-H-0001" });
		expect(loadDocumentData(id, "kr")).toMatchObject({ weightKg: 11_950.5, volumeCbm: 117, blNo: "BFKR-H-0001" });
	});

	test.each([
		["kr", "컨테이너 번호가 ISO 6346 형식이 아니거나 확인 숫자가 맞지 않습니다 (예: CSQU3054383)."],
		["en", "This is not an ISO 6346 container number or its check digit is wrong (e.g. CSQU3054383)."],
		["vn", "Đây không phải số container ISO 6346 hoặc chữ số kiểm tra sai (ví dụ CSQU3054383)."],
	] as const)(
		"a wrong check digit is refused by field in %s, what was typed kept, nothing stored",
		async (locale, message) => {
			const id = shipment();
			const res = await post(id, { ...GOOD, "c1.containerNo": "MSKU9070324", "c1.sealNo": "bad/seal" }, locale);
			expect(res.status).toBe(400);
			expect(res.html).toContain(message);
			expect(res.html).toContain('value="MSKU9070324"');
			expect(res.html).toMatch(/id="cargo-c1-sealNo-error"/);
			expect(getShipmentCargo(id)).toMatchObject({ masterBlNo: null, containers: [] });
		},
	);
});
