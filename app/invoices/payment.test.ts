import { describe, expect, test } from "vitest";
import { documentNumber } from "#app/lifecycle/lifecycle.ts";
import { ROLES, type Role } from "#db/roles.ts";
import { PAYMENT_STATUSES, type PaymentStatus } from "./codes/codes.ts";
import { type PaymentRefusal, canRequestConfirmation, checkPaymentMove, checkRefund, staffChoices } from "./payment.ts";

// every (from, to, role) with the answer on an issued invoice of the customer's own company
const ALLOWED: [PaymentStatus, PaymentStatus, Role[]][] = [
	["unpaid", "check_payment", ["customer"]],
	["check_payment", "paid", ["staff", "staff_admin"]],
	["check_payment", "unpaid", ["staff", "staff_admin"]],
	["unpaid", "paid", ["staff", "staff_admin"]],
	["paid", "refund", ["staff", "staff_admin"]],
];

const everyMove = PAYMENT_STATUSES.flatMap((from) =>
	PAYMENT_STATUSES.flatMap((to) => ROLES.map((role) => [from, to, role] as const)),
);

describe("checkPaymentMove: the whole table, every role", () => {
	test.each(everyMove)("%s -> %s by %s", (from, to, role) => {
		const listed = ALLOWED.find(([f, t]) => f === from && t === to);
		const expected: { ok: true } | { ok: false; reason: PaymentRefusal } = !listed
			? { ok: false, reason: "notAllowed" }
			: listed[2].includes(role)
				? { ok: true }
				: { ok: false, reason: "wrongRole" };
		expect(checkPaymentMove({ from, to, role, ownCompany: true, invoiceIssued: true })).toEqual(expected);
	});
});

describe("checkPaymentMove: the conditions", () => {
	test.each<[string, Parameters<typeof checkPaymentMove>[0], PaymentRefusal | null]>([
		[
			"a customer of another company",
			{ from: "unpaid", to: "check_payment", role: "customer", ownCompany: false, invoiceIssued: true },
			"notOwnCompany",
		],
		[
			"before the invoice is issued (customer)",
			{ from: "unpaid", to: "check_payment", role: "customer", ownCompany: true, invoiceIssued: false },
			"notIssued",
		],
		[
			"before the invoice is issued (staff records a deposit)",
			{ from: "unpaid", to: "paid", role: "staff", ownCompany: true, invoiceIssued: false },
			"notIssued",
		],
		[
			"asking twice",
			{ from: "check_payment", to: "check_payment", role: "customer", ownCompany: true, invoiceIssued: true },
			"notAllowed",
		],
		[
			"a customer setting paid",
			{ from: "check_payment", to: "paid", role: "customer", ownCompany: true, invoiceIssued: true },
			"wrongRole",
		],
		[
			"a broker",
			{ from: "check_payment", to: "paid", role: "customs_broker", ownCompany: true, invoiceIssued: true },
			"wrongRole",
		],
		[
			"refunding an unpaid invoice",
			{ from: "unpaid", to: "refund", role: "staff_admin", ownCompany: true, invoiceIssued: true },
			"notAllowed",
		],
		[
			"anything after a refund",
			{ from: "refund", to: "paid", role: "staff_admin", ownCompany: true, invoiceIssued: true },
			"notAllowed",
		],
	])("%s", (_name, context, reason) => {
		expect(checkPaymentMove(context)).toEqual(reason ? { ok: false, reason } : { ok: true });
	});
});

describe("checkRefund: more than nothing, at most what is left to refund, with a reason", () => {
	test.each<[number, number, string, PaymentRefusal | null]>([
		[1, 1_000_000, "overcharge", null],
		[1_000_000, 1_000_000, "cancelled trucking", null],
		[0, 1_000_000, "x", "refundAmount"],
		[-5, 1_000_000, "x", "refundAmount"],
		[10.5, 1_000_000, "x", "refundAmount"],
		[1_000_001, 1_000_000, "x", "refundAboveDeposit"],
		[100, 1_000_000, "   ", "refundReason"],
		[100, 1_000_000, "x".repeat(501), "refundReason"],
	])("%d of %d (%s)", (amount, paid, reason, refusal) => {
		expect(checkRefund(amount, paid, reason)).toEqual(refusal ? { ok: false, reason: refusal } : { ok: true });
	});
});

describe("what each screen offers", () => {
	test.each<[PaymentStatus, boolean, number, boolean, PaymentStatus[]]>([
		["unpaid", true, 0, true, ["paid"]],
		["unpaid", false, 0, false, []],
		["check_payment", true, 0, false, ["paid", "unpaid"]],
		["paid", true, 1_000_000, false, ["refund"]],
		// partly refunded: a further refund while something is left, none once nothing is
		["paid", true, 1, false, ["refund"]],
		["paid", true, 0, false, []],
		["refund", true, 0, false, []],
	])(
		"%s (issued %s, %d refundable): customer may ask %s, staff may set %j",
		(status, issued, refundable, ask, staff) => {
			expect(canRequestConfirmation(status, issued)).toBe(ask);
			expect(staffChoices(status, issued, refundable)).toEqual(staff);
		},
	);
});

describe("the V number follows the payment, and stays after a refund (decision 042)", () => {
	test.each<[PaymentStatus, string]>([
		["unpaid", "B2611-0001"],
		["check_payment", "B2611-0001"],
		["paid", "V2611-0001"],
		["refund", "V2611-0001"],
	])("finished, %s -> %s", (payment, number) => {
		expect(documentNumber("2611-0001", "finish", payment)).toBe(number);
	});
});
