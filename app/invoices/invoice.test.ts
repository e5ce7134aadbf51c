// The invoice's arithmetic with spec numbers: the default 1,300 KRW per USD (spec 9), the rate of
// departure or arrival, 10% VAT on Korean local services only, the quote-vs-invoice gap per line and
// in total, discounts as lines.
import { describe, expect, test } from "vitest";
import { quoteLine } from "#app/pricing/test-rates.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import {
	type LineRecord,
	defaultDueDate,
	invoiceFreightKrw,
	isVatable,
	lineGroup,
	lineKrw,
	linesFromQuote,
	quoteKrwShares,
	rateDay,
	reconcile,
	staffLineAmount,
} from "./invoice.ts";

const line = quoteLine;

// Busan -> Hai Phong, 1 x 20' at the default 1,300: ocean USD 450.00, LSS USD 70.00 (spec 9, Southeast
// Asia), THC 130,000 and wharfage 4,420 and doc fee 50,000 at Busan, a waived seal, DTHC at Hai Phong
// not for this customer (incoterms)
function option(krwPerUsdCents = 130_000): QuoteOption {
	const lines = [
		line({ code: "ofr", amount: 45_000, unitPrice: 45_000 }),
		line({ code: "lss", amount: 7_000, unitPrice: 7_000 }),
		line({ code: "thc", group: "origin", currency: "KRW", amount: 130_000, unitPrice: 130_000 }),
		line({ code: "wfg", group: "origin", currency: "KRW", amount: 4_420, unitPrice: 4_420 }),
		line({ code: "dcf", group: "origin", basis: "per_bl", currency: "KRW", amount: 50_000, unitPrice: 50_000 }),
		line({ code: "csc", group: "origin", currency: "KRW", amount: 0, unitPrice: 10_000, waived: true }),
		line({ code: "thc", group: "destination", amount: 9_000, unitPrice: 9_000, included: false }),
	];
	const usd = 52_000;
	const krw = 184_420;
	return {
		lines,
		subtotals: { USD: usd, KRW: krw },
		totals: { KRW: krw + (usd * krwPerUsdCents) / 10_000, USD: 0, VND: 0 },
		exchange: {
			date: "2026-03-01",
			krwPerUsdCents,
			vndPerUsdCents: 2_540_000,
			sources: { KRW: "default", VND: "default" },
		},
	} as unknown as QuoteOption;
}

const NO_DISCOUNT = { couponDiscountKrw: 0, prebookingDiscountKrw: 0 };

function records(o: QuoteOption, discounts = NO_DISCOUNT): LineRecord[] {
	return linesFromQuote(o, discounts, "export").map((l, i) => ({
		...l,
		id: `l${i}`,
		replacesLineId: null,
		reason: null,
		reasonText: null,
		removedAt: null,
	}));
}

describe("lines from the booked quote", () => {
	test("only included lines with an amount; waived and incoterm-excluded stay out", () => {
		const lines = linesFromQuote(option(), NO_DISCOUNT, "export");
		expect(lines.map((l) => `${l.code}:${l.currency}:${l.amount}:${l.vatable}`)).toEqual([
			"ofr:USD:45000:false",
			"lss:USD:7000:false",
			"thc:KRW:130000:true",
			"wfg:KRW:4420:true",
			"dcf:KRW:50000:true",
		]);
		expect(lines.map((l) => l.quoteLineIndex)).toEqual([0, 1, 2, 3, 4]);
	});

	test("the coupon and pre-booking discounts are negative KRW lines, without VAT", () => {
		const lines = linesFromQuote(option(), { couponDiscountKrw: 30_000, prebookingDiscountKrw: 100_000 }, "export");
		expect(lines.slice(-2).map((l) => [l.code, l.amount, l.vatable, l.quoteLineIndex])).toEqual([
			["coupon", -30_000, false, null],
			["prebooking", -100_000, false, null],
		]);
	});

	test("a VND port cost is carried as USD at the quote's rates, rounded once", () => {
		const o = option();
		o.lines.push(
			line({ code: "pcfThc", group: "destination", currency: "VND", amount: 2_540_000, unitPrice: 2_540_000 }),
		);
		const vnd = linesFromQuote(o, NO_DISCOUNT, "export").at(-1)!;
		expect([vnd.currency, vnd.amount, vnd.vatable]).toEqual(["USD", 10_000, false]); // VND 2,540,000 = USD 100.00
	});
});

describe("VAT per charge (Korean VAT Act: international transport zero-rated)", () => {
	test.each([
		["ofr", "freight", "export", false],
		["baf", "freight", "import", false],
		["lss", "freight", "export", false],
		["thc", "origin", "export", true],
		["thc", "destination", "export", false], // at the foreign port
		["thc", "destination", "import", true],
		["wfg", "origin", "export", true],
		["dcf", "origin", "export", true],
		["trucking", "destination", "import", true],
		["pcfThc", "destination", "export", false],
		["dem", "korea", "import", true],
		["clearance", "korea", "export", true],
		["other", "korea", "export", false],
	] as const)("%s on the %s side of an %s: vatable %s", (code, side, direction, vatable) => {
		expect(isVatable(code, side, direction)).toBe(vatable);
	});
});

describe("the exchange rule (spec 9: departure for exports, arrival for imports)", () => {
	const base = {
		etd: "2026-03-10",
		eta: "2026-03-16",
		departedOn: null,
		arrivedOn: null,
		shipDate: "2026-03-08",
		today: "2026-03-01",
	};
	test.each([
		["export", {}, "2026-03-10", "departure", false],
		["export", { departedOn: "2026-03-11" }, "2026-03-11", "departure", true],
		["import", {}, "2026-03-16", "arrival", false],
		["import", { arrivedOn: "2026-03-18", departedOn: "2026-03-11" }, "2026-03-18", "arrival", true],
		["export", { etd: null }, "2026-03-08", "departure", false],
		["import", { eta: null, shipDate: null }, "2026-03-01", "arrival", false],
	] as const)("%s with %o: %s (%s)", (direction, over, date, basis, actual) => {
		expect(rateDay({ ...base, direction, ...over })).toEqual({ date, basis, actual });
	});

	test.each([
		// USD 450.00 at the default 1,300 = 585,000; at 1,385.50 = 623,475; USD 0.01 at 1,385.50 = 13.855 -> 14
		[45_000, 130_000, 585_000],
		[45_000, 138_550, 623_475],
		[1, 138_550, 14],
		[-1, 138_550, -14],
		[7_050, 138_550, 97_678], // 97,677.75 rounds half away from zero
	])("USD %i cents at %i / 100 KRW = %i KRW", (cents, rate, krw) => {
		expect(lineKrw({ currency: "USD", amount: cents }, rate)).toBe(krw);
	});
});

describe("due date", () => {
	test.each([
		["export", "2026-03-10", null, "2026-03-17"],
		["export", "2026-03-10", "2026-03-30", "2026-03-17"],
		["import", "2026-03-10", "2026-03-16", "2026-03-16"],
		["import", "2026-03-20", "2026-03-16", "2026-03-20"],
		["import", "2026-03-10", null, "2026-03-17"],
	] as const)("%s issued %s, arrival %s: due %s", (direction, issued, arrival, due) => {
		expect(defaultDueDate(direction, issued, arrival)).toBe(due);
	});
});

describe("reconciliation", () => {
	test("the quote's shares add up to its total, whatever the rounding", () => {
		const o = option(138_555);
		o.lines[0]!.amount = 33_333;
		o.lines[1]!.amount = 33_333;
		o.subtotals = { USD: 66_666, KRW: 184_420 };
		const shares = quoteKrwShares(o);
		// USD 666.66 x 1,385.55 = 923,690.76 -> 923,691 once; per line 461,845.38 each, the leftover won to the first
		expect([shares.get(0), shares.get(1)]).toEqual([461_846, 461_845]);
		expect([...shares.values()].reduce((a, b) => a + b, 0)).toBe(923_691 + 184_420);
	});

	test("unchanged at the quote's rate: no gap; VAT only on the Korean local charges", () => {
		const o = option();
		const r = reconcile(records(o), quoteKrwShares(o), 130_000);
		// 585,000 + 91,000 + 130,000 + 4,420 + 50,000
		expect(r.supplyKrw).toBe(860_420);
		expect(r.quoteTotalKrw).toBe(860_420);
		expect(r.gapKrw).toBe(0);
		expect(r.vatableKrw).toBe(184_420);
		expect(r.vatKrw).toBe(18_442);
		expect(r.totalKrw).toBe(878_862);
		expect(r.lines.every((l) => l.gapKrw === 0)).toBe(true);
	});

	test("a higher rate at departure shows on the USD lines only", () => {
		const o = option();
		const r = reconcile(records(o), quoteKrwShares(o), 135_000);
		expect(r.lines.map((l) => [l.code, l.gapKrw])).toEqual([
			["ofr", 22_500], // 607,500 - 585,000
			["lss", 3_500], // 94,500 - 91,000
			["thc", 0],
			["wfg", 0],
			["dcf", 0],
		]);
		expect(r.gapKrw).toBe(26_000);
	});

	test("discounts: the quote side equals the booked total with coupon and pre-booking", () => {
		const o = option();
		const r = reconcile(
			records(o, { couponDiscountKrw: 30_000, prebookingDiscountKrw: 100_000 }),
			quoteKrwShares(o),
			130_000,
		);
		expect(r.quoteTotalKrw).toBe(860_420 - 130_000);
		expect(r.supplyKrw).toBe(730_420);
		// decision 039: the 130,000 is shared over the five charges pro rata to 585,000 / 91,000 /
		// 130,000 / 4,420 / 50,000 of 860,420: floors 88,387 + 13,749 + 19,641 + 667 + 7,554 = 129,998,
		// the 2 won left go to the largest remainders (wharfage .81, THC .57): THC 19,642, wharfage 668,
		// doc fee 7,554. Taxable 184,420 - 27,864 = 156,556; VAT 15,655.6 -> 15,656
		expect(r.lines.map((l) => [l.code, l.discountShareKrw])).toEqual([
			["ofr", 88_387],
			["lss", 13_749],
			["thc", 19_642],
			["wfg", 668],
			["dcf", 7_554],
			["coupon", 0],
			["prebooking", 0],
		]);
		expect(r.taxable).toEqual({ grossKrw: 184_420, discountKrw: 27_864, netKrw: 156_556 });
		expect(r.zeroRated).toEqual({ grossKrw: 676_000, discountKrw: 102_136, netKrw: 573_864 });
		expect(r.vatableKrw).toBe(156_556);
		expect(r.vatKrw).toBe(15_656);
		expect(r.totalKrw).toBe(730_420 + 15_656);
	});

	test("an 80,000 coupon on 1,578,840 of taxable charges gives VAT 149,884, not 157,884", () => {
		// all charges Korean local services (THC 1,200,000, doc fee 50,000, trucking 328,840 on an export)
		const o = {
			lines: [
				line({ code: "thc", group: "origin", currency: "KRW", amount: 1_200_000, unitPrice: 1_200_000 }),
				line({ code: "dcf", group: "origin", currency: "KRW", amount: 50_000, unitPrice: 50_000 }),
				line({ code: "trucking", group: "origin", currency: "KRW", amount: 328_840, unitPrice: 328_840 }),
			],
			subtotals: { KRW: 1_578_840 },
			totals: { KRW: 1_578_840, USD: 0, VND: 0 },
			exchange: {
				date: "2026-03-01",
				krwPerUsdCents: 130_000,
				vndPerUsdCents: 2_540_000,
				sources: { KRW: "default", VND: "default" },
			},
		} as unknown as QuoteOption;
		const r = reconcile(
			records(o, { couponDiscountKrw: 80_000, prebookingDiscountKrw: 0 }),
			quoteKrwShares(o),
			130_000,
		);
		expect(r.supplyKrw).toBe(1_498_840);
		expect(r.vatableKrw).toBe(1_498_840);
		expect(r.zeroRated).toEqual({ grossKrw: 0, discountKrw: 0, netKrw: 0 }); // the -80,000 is not a zero-rated supply
		expect(r.vatKrw).toBe(149_884);
		expect(r.totalKrw).toBe(1_648_724);
	});

	test("a demurrage line staff add later takes no share of the booked quote's coupon", () => {
		const o = option();
		const base = records(o, { couponDiscountKrw: 30_000, prebookingDiscountKrw: 0 });
		const dem: LineRecord = {
			id: "dem",
			source: "staff",
			quoteLineIndex: null,
			replacesLineId: null,
			code: "dem",
			label: null,
			currency: "KRW",
			quantity: 1,
			unitPrice: 200_000,
			amount: 200_000,
			vatable: true,
			reason: null,
			reasonText: null,
			removedAt: null,
		};
		const r = reconcile([...base, dem], quoteKrwShares(o), 130_000);
		expect(r.lines.find((l) => l.code === "dem")!.discountShareKrw).toBe(0);
		// 30,000 over the quote's 860,420: floors 20,397 + 3,172 + 4,532 + 154 + 1,743 = 29,998, the 2 won
		// left to LSS (.87) and THC (.67); taxable shares 4,533 + 154 + 1,743 = 6,430
		expect(r.lines.filter((l) => l.discountShareKrw > 0).map((l) => [l.code, l.discountShareKrw])).toEqual([
			["ofr", 20_397],
			["lss", 3_173],
			["thc", 4_533],
			["wfg", 154],
			["dcf", 1_743],
		]);
		expect(r.vatableKrw).toBe(184_420 + 200_000 - 6_430); // 377,990
		expect(r.vatKrw).toBe(37_799);
	});

	test("staff add demurrage, change THC, remove the doc fee: every gap has its line and the sums agree", () => {
		const o = option();
		const base = records(o);
		const thc = base.find((l) => l.code === "thc")!;
		const dcf = base.find((l) => l.code === "dcf")!;
		const lines: LineRecord[] = [
			...base.map((l) =>
				l.id === dcf.id
					? { ...l, removedAt: new Date(), reason: "rate_correction" as const, reasonText: "no B/L issued by us" }
					: l,
			),
			{
				...thc,
				id: "s1",
				source: "staff",
				quoteLineIndex: null,
				replacesLineId: thc.id,
				unitPrice: 145_000,
				amount: 145_000,
				reason: "actual_local_charges",
				reasonText: null,
			},
			// demurrage: 3 days x 80,000 at the Korean terminal
			{
				id: "s2",
				source: "staff",
				quoteLineIndex: null,
				replacesLineId: null,
				code: "dem",
				label: null,
				currency: "KRW",
				quantity: 3,
				unitPrice: 80_000,
				amount: staffLineAmount(3, 80_000),
				vatable: true,
				reason: "demurrage",
				reasonText: null,
				removedAt: null,
			},
		];
		const r = reconcile(lines, quoteKrwShares(o), 130_000);
		const gap = Object.fromEntries([...r.lines, ...r.removed].map((l) => [l.id, l.gapKrw]));
		expect(gap).toEqual({ l0: 0, l1: 0, l3: 0, l4: -50_000, s1: 15_000, s2: 240_000 });
		expect(r.lines.find((l) => l.id === "s1")).toMatchObject({
			quoteKrw: 130_000,
			amountKrw: 145_000,
			replaced: { id: thc.id },
		});
		expect(r.lines.find((l) => l.id === "s2")?.quoteKrw).toBeNull();
		expect(r.removed.map((l) => l.id)).toEqual(["l4"]);
		expect(r.supplyKrw).toBe(860_420 + 15_000 + 240_000 - 50_000);
		expect(r.gapKrw).toBe(205_000);
		expect(r.quoteTotalKrw).toBe(860_420);
		// vatable: 145,000 + 4,420 + 240,000 = 389,420 -> 38,942
		expect(r.vatKrw).toBe(38_942);
	});

	test("a change of a change traces to the quote line; a staff line added then removed has no gap", () => {
		const o = option();
		const base = records(o);
		const thc = base.find((l) => l.code === "thc")!;
		const lines: LineRecord[] = [
			...base,
			{
				...thc,
				id: "s1",
				source: "staff",
				quoteLineIndex: null,
				replacesLineId: thc.id,
				amount: 140_000,
				reason: "actual_local_charges",
			},
			{
				...thc,
				id: "s2",
				source: "staff",
				quoteLineIndex: null,
				replacesLineId: "s1",
				amount: 120_000,
				reason: "rate_correction",
			},
			{
				id: "s3",
				source: "staff",
				quoteLineIndex: null,
				replacesLineId: null,
				code: "det",
				label: null,
				currency: "KRW",
				quantity: 1,
				unitPrice: 50_000,
				amount: 50_000,
				vatable: true,
				reason: "detention",
				reasonText: null,
				removedAt: new Date(),
			},
		];
		const r = reconcile(lines, quoteKrwShares(o), 130_000);
		expect(r.lines.filter((l) => l.code === "thc").map((l) => [l.id, l.quoteKrw, l.gapKrw, l.replaced?.id])).toEqual([
			["s2", 130_000, -10_000, "s1"],
		]);
		expect(r.removed.map((l) => [l.id, l.gapKrw])).toEqual([["s3", 0]]);
		expect(r.gapKrw).toBe(-10_000);
	});
});

describe("lane group of an invoice line (decision 040)", () => {
	const rec = (over: Partial<LineRecord>): LineRecord => ({
		id: "x",
		source: "staff",
		quoteLineIndex: null,
		replacesLineId: null,
		code: "dem",
		label: null,
		currency: "KRW",
		quantity: 1,
		unitPrice: 1,
		amount: 1,
		vatable: true,
		reason: null,
		reasonText: null,
		removedAt: null,
		...over,
	});

	test("a quote line keeps its group, through a staff replacement; staff's O/F is freight, demurrage the Korean end; a discount has none", () => {
		const o = option();
		const lines = [
			...records(o, { couponDiscountKrw: 30_000, prebookingDiscountKrw: 0 }),
			rec({ id: "thc2", replacesLineId: "l2", code: "thc", amount: 145_000 }), // replaces the Busan THC (quote line 2)
			rec({ id: "of", code: "ofr", currency: "USD", amount: 10_000 }),
			rec({ id: "dem", code: "dem", amount: 80_000 }),
		];
		const r = reconcile(lines, quoteKrwShares(o), 130_000);
		const group = (id: string) =>
			lineGroup(
				r.lines.find((l) => l.id === id)!,
				o,
				"export",
			);
		expect([group("l0"), group("l1"), group("thc2"), group("of"), group("dem"), group("l5")]).toEqual([
			"freight",
			"freight",
			"origin",
			"freight",
			"origin",
			null,
		]);
		expect(
			lineGroup(
				r.lines.find((l) => l.id === "dem")!,
				o,
				"import",
			),
		).toBe("destination");
		// freight: ocean 585,000 + LSS 91,000 + staff's USD 100.00 = 130,000 -> 806,000
		expect(invoiceFreightKrw(r, o, "export")).toBe(585_000 + 91_000 + 130_000);
	});
});
