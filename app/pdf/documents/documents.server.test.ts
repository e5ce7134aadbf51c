// The documents we generate (check B/L, D/O house and master, total cost) in kr, en and vn, rendered
// from fixture data and read back with poppler's pdftotext: the words each must show, and no two
// words printed over each other. ISSUED_PDF_DIR=/some/dir keeps the PDFs for looking at them
// (pdftoppm -png -r 60).
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { overlaps, pdfText, words, hasPoppler } from "#tests/pdf-words.ts";
import { describe, expect, test } from "vitest";
import type { GeneratedKind } from "#app/documents/bl-flow.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import type { DocumentData } from "./data.server.ts";
import { renderIssuedDocument } from "./render.server.tsx";

const option = {
	exchange: {
		date: "2026-01-05",
		krwPerUsdCents: 130_000,
		vndPerUsdCents: 2_500_000,
		sources: { KRW: "default", VND: "default" },
	},
	lines: [
		{
			code: "ocean_freight",
			group: "freight",
			basis: "per_container",
			quantity: 1,
			unitPrice: 50_000,
			currency: "USD",
			amount: 50_000,
			included: true,
			source: { kind: "fcl", id: "x" },
		},
		{
			code: "thc",
			group: "destination",
			basis: "per_container",
			quantity: 1,
			unitPrice: 180_000,
			currency: "KRW",
			amount: 180_000,
			included: true,
			source: { kind: "port_cost", id: "y" },
		},
	],
} as unknown as QuoteOption;

const base: DocumentData = {
	number: "B2601-0042",
	blNo: "BFKR26010042",
	masterBlNo: "HDMUHPHA1234567",
	mode: "fcl",
	direction: "import",
	incoterms: "FOB",
	customer: "데모무역 주식회사",
	shipper: {
		name: "Viet Trading Co., Ltd.",
		address: "12 Le Thanh Tong, Hai Phong, Vietnam",
		contact: "+84 225 000 0000",
	},
	consignee: { name: "데모무역 주식회사", address: "서울특별시 중구 세종대로 110", contact: "02-1234-5678" },
	notify: null,
	notifySame: true,
	carrier: "HMM",
	vessel: "HMM BLESSING",
	voyage: "0042W",
	flight: null,
	origin: "하이퐁 (VNHPH)",
	destination: "부산 (KRPUS)",
	viaPort: null,
	etd: "2026-01-10",
	eta: "2026-01-16",
	arrivedAt: null,
	deliveryPlace: "경기도 평택시 창고",
	packages: { count: 120, kind: "CARTONS" },
	containers: "2 × DV20",
	// the containers staff recorded, with seals; the totals are the declared ones
	containerList: [
		{ containerNo: "CSQU3054383", sealNo: "HMM123456", type: "dv20", packages: 60, weightKg: 6000, volumeCbm: 14.25 },
		{ containerNo: "MSKU9070323", sealNo: "HMM123457", type: "dv20", packages: 60, weightKg: 6000, volumeCbm: 14.25 },
	],
	weightKg: 12_000,
	volumeCbm: 28.5,
	marks: "DEMO/HPH/1-120",
	description: "NOTEBOOK COMPUTERS",
	hsCode: "8471300000",
	option,
	invoiceUsdCents: 1_000_000,
};

const text = pdfText;

const EXPECT: Record<GeneratedKind, Record<"kr" | "en" | "vn", string[]>> = {
	check_bl: {
		// the trade's wording for the notify party in every language; containers, seals, weight, measurement, both B/L numbers
		kr: [
			"체크 B/L",
			"초안 (DRAFT)",
			"송하인",
			"HMM BLESSING / 0042W",
			"8471300000",
			"DEMO/HPH/1-120",
			"SAME AS CONSIGNEE",
			"CSQU3054383",
			"HMM123457",
			"12,000 kg",
			"28.5 CBM",
			"선사 B/L (Master): HDMUHPHA1234567",
		],
		en: [
			"Check B/L",
			"DRAFT — for checking",
			"Shipper",
			"Notify party",
			"SAME AS CONSIGNEE",
			"120 CARTONS",
			"Containers & seals",
			"MSKU9070323",
			"HMM123456",
			"6,000 kg",
			"2 × DV20 · 12,000 kg · 28.5 CBM",
			"Master B/L No.: HDMUHPHA1234567",
		],
		vn: [
			"B/L nháp",
			"BẢN NHÁP (DRAFT)",
			"Người gửi hàng",
			"SAME AS CONSIGNEE",
			"Mã HS",
			"Số niêm phong",
			"CSQU3054383",
			"12.000 kg",
		],
	},
	do_house: {
		kr: ["화물인도지시서 (D/O, House)", "BFKR26010042", "인도 대상", "데모무역 주식회사", "CSQU3054383", "HMM123456"],
		en: ["Delivery Order (House)", "Release to", "Arrival", "expected", "HDMUHPHA1234567", "MSKU9070323", "12,000 kg"],
		vn: ["Lệnh giao hàng (D/O, House)", "Giao cho", "Ngày đến"],
	},
	do_master: {
		kr: ["화물인도지시서 (D/O, Master)", "마스터 D/O", "DO-HDMUHPHA1234567"],
		en: ["Delivery Order (Master)", "the forwarder", "Master B/L No. HDMUHPHA1234567", "HMM123457"],
		vn: ["Lệnh giao hàng (D/O, Master)"],
	},
	total_cost: {
		// USD 10,000 at 1,300: CIF 13,650,000, duty 1,092,000, VAT 1,474,200; charges 830,000 and our 10%
		// VAT on the 180,000 THC in Busan, 18,000 (decision 040); fee 100,000-150,000
		kr: ["수입 총비용 명세서", "13,650,000", "1,092,000", "1,474,200", "3,514,200", "3,564,200", "1,300.00"],
		en: [
			"Import total cost",
			"Customs duty (8% of CIF)",
			"VAT (10% of CIF + duty)",
			"VAT (10% of ₩180,000 of services in Korea) ₩18,000",
			"₩3,514,200",
			"1 USD = 1,300.00 KRW",
		],
		vn: ["Bảng tổng chi phí nhập khẩu", "Thuế nhập khẩu", "Phí thông quan"],
	},
};

const keep = process.env.ISSUED_PDF_DIR;

describe.skipIf(!hasPoppler)("generated documents", () => {
	for (const kind of Object.keys(EXPECT) as GeneratedKind[])
		test.each(["kr", "en", "vn"] as const)(`${kind} in %s`, async (locale) => {
			const pdf = await renderIssuedDocument(kind, base, locale, new Date(Date.UTC(2026, 0, 12)));
			if (keep) {
				mkdirSync(keep, { recursive: true });
				writeFileSync(path.join(keep, `${kind}-${locale}.pdf`), pdf);
			}
			const shown = text(pdf).replace(/\s+/g, " ");
			for (const want of EXPECT[kind][locale]) expect(shown).toContain(want);
			// the footer is the page's last line, ending in the document's number (react-pdf 4.9 silently
			// dropped a fixed footer holding a page counter)
			expect(shown).toMatch(new RegExp(`(${base.number}|${base.blNo}|${base.masterBlNo})\\s*$`));
			expect(overlaps(words(pdf))).toEqual([]);
			expect(execFileSync("pdfinfo", ["-"], { input: pdf }).toString()).toMatch(/Pages:\s+1\b/);
		});

	test.each(["kr", "en", "vn"] as const)(
		"an export's total cost in %s, from its real lines with the discounts",
		async (locale) => {
			// Busan -> Hai Phong: THC 130,000 and doc fee 50,000 at Busan (10%), ocean freight 676,000 (0%);
			// coupon 85,600 + pre-booking 77,040 = 162,640 = 19% of each line: taxable 180,000 - 34,200 =
			// 145,800, VAT 14,580; supply 856,000 - 162,640 = 693,360; total 707,940
			const costs = {
				lines: [
					{ code: "thc", group: "origin" as const, amountKrw: 130_000, taxable: true, discountable: true },
					{ code: "dcf", group: "origin" as const, amountKrw: 50_000, taxable: true, discountable: true },
					{ code: "ofr", group: "freight" as const, amountKrw: 676_000, taxable: false, discountable: true },
				],
				discounts: [
					{ kind: "coupon" as const, amountKrw: 85_600 },
					{ kind: "prebooking" as const, amountKrw: 77_040 },
				],
				krwPerUsdCents: 130_000,
				source: "invoice" as const,
			};
			const exported = {
				...base,
				direction: "export" as const,
				origin: "부산 (KRPUS)",
				destination: "하이퐁 (VNHPH)",
				costs,
			};
			const pdf = await renderIssuedDocument("total_cost", exported, locale, new Date(Date.UTC(2026, 0, 12)));
			if (keep) writeFileSync(path.join(keep, `total_cost-export-${locale}.pdf`), pdf);
			const shown = text(pdf).replace(/\s+/g, " ");
			const want = {
				kr: [
					"수출 총비용 명세서",
					"출발지 비용 ₩180,000",
					"운임 ₩676,000",
					"−₩162,640",
					"₩693,360",
					"₩145,800",
					"₩14,580",
					"총비용 ₩707,940",
				],
				en: [
					"Export total cost",
					"Origin charges ₩180,000",
					"Freight ₩676,000",
					"−₩162,640",
					"Our charges (excl. VAT) ₩693,360",
					"VAT (10% of ₩145,800 of services in Korea) ₩14,580",
					"Our charges (incl. VAT) ₩707,940",
					"Total cost ₩707,940",
					"the invoice's rate",
				],
				vn: ["Bảng tổng chi phí xuất khẩu", "Phí đầu đi", "693.360", "14.580", "707.940"],
			}[locale];
			for (const w of want) expect(shown).toContain(w);
			// nothing of an import: no duty, no import VAT, no clearance fee range, no request for import clearance
			for (const never of [
				"Customs duty",
				"Customs clearance fee",
				"Import total cost",
				"import clearance request",
				"수입 총비용",
				"통관 요청",
				"관세 (CIF",
				"CIF",
			])
				expect(shown).not.toContain(never);
			expect(overlaps(words(pdf))).toEqual([]);
		},
		30_000,
	);

	test("without an invoice value the total cost says the duty needs it", async () => {
		const pdf = await renderIssuedDocument("total_cost", { ...base, invoiceUsdCents: null }, "en");
		if (keep) writeFileSync(path.join(keep, "total_cost-noinvoice-en.pdf"), pdf);
		const shown = text(pdf).replace(/\s+/g, " ");
		expect(shown).toContain("The duty and VAT need the invoice value");
		expect(shown).toContain("Total without duty and VAT");
		expect(shown).not.toContain("Customs duty (8%");
	});

	test.each(["kr", "en", "vn"] as const)(
		"FCL before loading (%s): the wizard's gross weight, and the containers follow",
		async (locale) => {
			const pdf = await renderIssuedDocument(
				"check_bl",
				{ ...base, containerList: [], masterBlNo: null, containers: "1 × HC40", weightKg: 12_000, volumeCbm: null },
				locale,
			);
			const shown = text(pdf).replace(/\s+/g, " ");
			expect(shown).toContain(locale === "vn" ? "1 × HC40 · 12.000 kg" : "1 × HC40 · 12,000 kg");
			expect(shown).toContain(
				{
					kr: "컨테이너·봉인 번호는 적입 후 기재됩니다.",
					en: "Container and seal numbers follow once the containers are loaded.",
					vn: "Số container và số niêm phong sẽ được ghi sau khi đóng hàng.",
				}[locale],
			);
			expect(shown).not.toContain("HDMUHPHA1234567");
		},
	);

	test("air: the flight and airports, the check B/L's measure", async () => {
		const air = {
			...base,
			mode: "air" as const,
			flight: "KE 352",
			vessel: null,
			voyage: null,
			containers: null,
			containerList: [],
			weightKg: 120,
			volumeCbm: 0.5,
			notifySame: false,
			notify: { name: "Notify Co.", address: "Seoul", contact: "010" },
		};
		const pdf = await renderIssuedDocument("check_bl", air, "en");
		if (keep) writeFileSync(path.join(keep, "check_bl-air-en.pdf"), pdf);
		const shown = text(pdf).replace(/\s+/g, " ");
		for (const want of ["Flight", "KE 352", "Airport of departure", "120 kg", "0.5 CBM", "Notify Co."])
			expect(shown).toContain(want);
	});
});
