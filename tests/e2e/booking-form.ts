// Filling the booking form's parties and cargo the way a customer does, by the Korean
// labels. The shipper (export) or consignee (import) arrives prefilled with the company's name; the
// rest is typed. Returns what was typed, so a test can find it again on the estimate page.
import type { Page } from "@playwright/test";

export const BOOKING_DETAILS = {
	shipperAddress: "부산광역시 중구 중앙대로 1",
	shipperContact: "김담당 051-000-0000",
	consigneeName: "Viet Trading Co., Ltd.",
	consigneeAddress: "12 Le Thanh Tong, Hai Phong, Vietnam",
	consigneeContact: "Ms. Lan +84 225 000 0000",
	hsCode: "8471.30.1000",
	packageCount: "120",
	packageKind: "CARTONS",
	marks: "VT/HP C/NO. 1-120",
	cargoDescription: "NOTEBOOK COMPUTERS",
};

export async function fillBookingDetails(page: Page, details = BOOKING_DETAILS): Promise<void> {
	await page.getByLabel("송하인 주소").fill(details.shipperAddress);
	await page.getByLabel("송하인 연락처").fill(details.shipperContact);
	await page.getByLabel("수하인 상호").fill(details.consigneeName);
	await page.getByLabel("수하인 주소").fill(details.consigneeAddress);
	await page.getByLabel("수하인 연락처").fill(details.consigneeContact);
	await page.getByLabel("HS 코드").fill(details.hsCode);
	await page.getByLabel("포장 수량").fill(details.packageCount);
	await page.getByLabel("포장 단위").fill(details.packageKind);
	await page.getByLabel("화인 (Marks & Numbers)").fill(details.marks);
	await page.getByLabel("화물 명세 (Description of goods)").fill(details.cargoDescription);
}
