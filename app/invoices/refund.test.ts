// Refunds (decision 042): several refunds of one paid invoice, partial and full, the
// over-refund refused, the state the screens show, the credit note's number and the split of each
// refund over the invoice's 10% supply value, VAT and zero-rated supply value, computed here by hand.
import { describe, expect, test } from "vitest";
import { checkRefund } from "./payment.ts";
import {
	type InvoiceParts,
	balanceOf,
	creditNoteNumber,
	isFinalInvoice,
	paymentAfterRefund,
	paymentShown,
	refundSplit,
	refundableKrw,
	totalOf,
} from "./refund.ts";

// the invoice PDF fixture's invoice: 389,420 at 10% (VAT 38,942) and 720,460 zero-rated = 1,148,822
const INVOICE: InvoiceParts = { vatableKrw: 389_420, vatKrw: 38_942, zeroRatedKrw: 720_460 };
const PAID = 1_148_822;

/** Refunds one after another as the desk records them: each checked against what is left, then split. */
function refundAll(amounts: number[]) {
	let refunded = 0;
	return amounts.map((amount) => {
		const payment = paymentAfterRefund(PAID, refunded) === "refund" ? "refund" : "paid";
		const verdict = checkRefund(amount, refundableKrw(payment, PAID, refunded), "reason");
		if (!verdict.ok) return { amount, refused: verdict.reason };
		const split = refundSplit(INVOICE, refunded, amount);
		refunded += amount;
		return {
			amount,
			split,
			refunded,
			after: paymentAfterRefund(PAID, refunded),
			shown: paymentShown(paymentAfterRefund(PAID, refunded), refunded),
		};
	});
}

describe("several refunds of one invoice", () => {
	test("partial, partial, then the rest: partly refunded twice, then refunded", () => {
		const [first, second, third] = refundAll([100_000, 48_822, 1_000_000]);
		// by hand: the taxable share of 10% charges with their VAT is 428,362 / 1,148,822 of any amount
		// 100,000: 100,000 x 428,362 / 1,148,822 = 37,287.4 -> 37,287 taxable with VAT;
		//          VAT 37,287 x 38,942 / 428,362 = 3,389.7 -> 3,390; supply 37,287 - 3,390 = 33,897;
		//          zero-rated 100,000 - 37,287 = 62,713
		expect(first).toEqual({
			amount: 100_000,
			split: { vatableKrw: 33_897, vatKrw: 3_390, zeroRatedKrw: 62_713 },
			refunded: 100_000,
			after: "paid",
			shown: "partly_refunded",
		});
		// 148,822 so far: 148,822 x 428,362 / 1,148,822 = 55,491.3 -> 55,491; VAT 55,491 x 38,942 / 428,362
		// = 5,044.6 -> 5,045; supply 50,446; zero-rated 93,331; less the first note's figures
		expect(second).toEqual({
			amount: 48_822,
			split: { vatableKrw: 50_446 - 33_897, vatKrw: 5_045 - 3_390, zeroRatedKrw: 93_331 - 62_713 },
			refunded: 148_822,
			after: "paid",
			shown: "partly_refunded",
		});
		// the last refund takes what is left (100,000 + 48,822 + 1,000,000 = 1,148,822, all that was paid):
		// the invoice's own figures less the first two notes, and the payment is refunded
		expect(third).toEqual({
			amount: 1_000_000,
			split: { vatableKrw: 389_420 - 50_446, vatKrw: 38_942 - 5_045, zeroRatedKrw: 720_460 - 93_331 },
			refunded: PAID,
			after: "refund",
			shown: "refund",
		});
	});

	test("a full refund at once: refunded, and its credit note is the invoice to the won", () => {
		const [full] = refundAll([PAID]);
		expect(full).toEqual({ amount: PAID, split: INVOICE, refunded: PAID, after: "refund", shown: "refund" });
	});

	test("partial then the exact rest: the second moves the payment to refund; nothing is left to refund", () => {
		const results = refundAll([300_000, PAID - 300_000, 1]);
		expect(results.map((r) => ("after" in r ? r.after : r.refused))).toEqual(["paid", "refund", "refundAboveDeposit"]);
		// the two credit notes add up to the invoice's figures, each to the won
		const notes = results.flatMap((r) => (r.split ? [r.split] : []));
		const sum = (pick: (p: InvoiceParts) => number) => notes.reduce((total, note) => total + pick(note), 0);
		expect({
			vatableKrw: sum((p) => p.vatableKrw),
			vatKrw: sum((p) => p.vatKrw),
			zeroRatedKrw: sum((p) => p.zeroRatedKrw),
		}).toEqual(INVOICE);
		expect(refundableKrw("refund", PAID, PAID)).toBe(0);
	});

	test("an over-refund is refused: above what was paid at once, and above what is left after a partial refund", () => {
		expect(refundAll([PAID + 1])).toEqual([{ amount: PAID + 1, refused: "refundAboveDeposit" }]);
		const [, over] = refundAll([1_000_000, 148_823]);
		expect(over).toEqual({ amount: 148_823, refused: "refundAboveDeposit" });
	});

	test.each<[string, number, number, string, string | null]>([
		["exactly what is left", 148_822, 148_822, "x", null],
		["one won above what is left", 148_823, 148_822, "x", "refundAboveDeposit"],
		["nothing", 0, 148_822, "x", "refundAmount"],
		["a fraction of a won", 0.5, 148_822, "x", "refundAmount"],
		["without a reason", 1_000, 148_822, " ", "refundReason"],
		["nothing left at all", 1, 0, "x", "refundAboveDeposit"],
	])("checkRefund: %s", (_name, amount, left, reason, refusal) => {
		expect(checkRefund(amount, left, reason)).toEqual(refusal ? { ok: false, reason: refusal } : { ok: true });
	});
});

describe("the split of one refund", () => {
	test.each<[string, InvoiceParts, number, number, InvoiceParts]>([
		// all at 10%: 1,648,724 = 1,498,840 + 149,884 (decision 039's coupon example); 500,000 of it:
		// VAT 500,000 x 149,884 / 1,648,724 = 45,454.6 -> 45,455; supply 454,545
		[
			"only 10% charges",
			{ vatableKrw: 1_498_840, vatKrw: 149_884, zeroRatedKrw: 0 },
			0,
			500_000,
			{ vatableKrw: 454_545, vatKrw: 45_455, zeroRatedKrw: 0 },
		],
		[
			"only zero-rated charges",
			{ vatableKrw: 0, vatKrw: 0, zeroRatedKrw: 900_000 },
			100_000,
			250_000,
			{ vatableKrw: 0, vatKrw: 0, zeroRatedKrw: 250_000 },
		],
		// 1 won of 11 at 10% and 11 zero-rated (22 in all): taxable 1 x 11 / 22 = 0.5 -> 1 (half up), VAT 1 x 1 / 11 = 0.09 -> 0
		["one won", { vatableKrw: 10, vatKrw: 1, zeroRatedKrw: 11 }, 0, 1, { vatableKrw: 1, vatKrw: 0, zeroRatedKrw: 0 }],
	])("%s", (_name, invoice, before, amount, split) => {
		const got = refundSplit(invoice, before, amount);
		expect(got).toEqual(split);
		expect(totalOf(got)).toBe(amount);
	});

	test("amounts beyond 2^53 when multiplied stay exact (BigInt)", () => {
		const big: InvoiceParts = { vatableKrw: 90_000_000_000, vatKrw: 9_000_000_000, zeroRatedKrw: 1_000_000_000 };
		expect(refundSplit(big, 0, totalOf(big))).toEqual(big);
		expect(totalOf(refundSplit(big, 12_345_678_901, 33_333_333_333))).toBe(33_333_333_333);
	});
});

describe("what the pages say", () => {
	test.each<[Parameters<typeof paymentShown>[0], number, string]>([
		["unpaid", 0, "unpaid"],
		["check_payment", 0, "check_payment"],
		["paid", 0, "paid"],
		["paid", 1, "partly_refunded"],
		["refund", PAID, "refund"],
	])("%s with %d refunded is shown %s", (payment, refunded, shown) => {
		expect(paymentShown(payment, refunded)).toBe(shown);
	});

	test("paid, refunded and net", () => {
		expect(balanceOf(PAID, [{ amountKrw: 100_000 }, { amountKrw: 48_822 }])).toEqual({
			paidKrw: 1_148_822,
			refundedKrw: 148_822,
			netKrw: 1_000_000,
		});
	});

	test("the credit note's number names the V invoice and the refund's place", () => {
		expect(creditNoteNumber("V2611-0010", 1)).toBe("V2611-0010-C1");
		expect(creditNoteNumber("V2611-0010", 12)).toBe("V2611-0010-C12");
	});

	test.each<[Parameters<typeof isFinalInvoice>[0], boolean]>([
		["unpaid", false],
		["check_payment", false],
		["paid", true],
		["refund", true],
	])("item 18: the document after payment is the invoice, not the pro-forma (%s -> %s)", (payment, final) => {
		expect(isFinalInvoice(payment)).toBe(final);
	});
});
