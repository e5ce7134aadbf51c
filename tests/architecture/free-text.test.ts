// Every free-text field goes through the shared text rule (app/text/free-text.ts, its zod
// helpers in app/text/free-text-schema.ts, docs/decisions/025-text-hygiene.md), and forgetting it
// fails here:
// 1. every module under app/ that builds a zod object or string schema is either listed below with
//    its form schemas, or excluded with the reason;
// 2. each listed schema is walked: every string field carries the rule (lineText / multilineText),
//    or has a format of its own (a regex, an e-mail), or is named in NOT_TEXT with why it is no text;
// 3. every form field a route or server module reads by hand (`form.get("x")`) is an id, a code or a
//    number (NOT_TEXT_READS), or is listed with the checker that applies the rule.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { z } from "zod";
import * as validation from "#app/accounts/validation.ts";
import { AddCompanyUserSchema } from "#app/accounts/company-users.server.ts";
import { CreateApiKeySchema } from "#app/api/key-form.ts";
import { QuoteValiditySchema } from "#app/desk/settings-form.ts";
import { PostSchema } from "#app/board/post-form.ts";
import { BankAccountSchema } from "#app/invoices/bank-account-form.ts";
import { CompanyProfileSchema } from "#app/desk/company-profile-form.ts";
import { AddLineSchema, ChangeLineSchema, IssueSchema, RemoveLineSchema } from "#app/invoices/invoice-form.ts";
import { PricingRequestSchema } from "#app/pricing/request.ts";
import { bookingSchema } from "#app/quotes/booking.ts";
import { BookingDecisionSchema } from "#app/quotes/booking-decision.ts";
import { manualQuoteSchema } from "#app/quotes/manual-option.ts";
import { decisionSchema, discountRequestSchema } from "#app/quotes/negotiation.ts";
import { ResultChoiceSchema, cargoSchema, CustomerSchema, routeSchema } from "#app/quotes/wizard.ts";
import { milestoneSchema } from "#app/shipments/milestones.ts";
import { positionSchema } from "#app/shipments/positions.ts";
import { scheduleSchema } from "#app/shipments/schedule.ts";
import { voyageMoveSchema } from "#app/shipments/voyage-moves.server.ts";
import { usesFreeTextRule } from "#app/text/free-text-schema.ts";
import { OverrideSchema } from "#app/integrations/override-form.ts";

const APP = path.resolve(import.meta.dirname, "../../app");
const NOW = new Date();
const TODAY = "2026-01-01";
const FIGURES = { currency: "USD", freight: 100_000, trucking: 500_000 } as const;

/** The form schemas of each module (built with sample arguments where they are functions). */
const SCHEMAS: Record<string, Record<string, z.ZodType>> = {
	"accounts/validation.ts": Object.fromEntries(
		Object.entries(validation).filter(([name]) => name.endsWith("Schema")),
	) as Record<string, z.ZodType>,
	"accounts/company-users.server.ts": { AddCompanyUserSchema },
	"api/key-form.ts": { CreateApiKeySchema },
	"desk/settings-form.ts": { QuoteValiditySchema },
	"desk/company-profile-form.ts": { CompanyProfileSchema },
	"invoices/bank-account-form.ts": { BankAccountSchema },
	"invoices/invoice-form.ts": { AddLineSchema, ChangeLineSchema, RemoveLineSchema, IssueSchema },
	"pricing/request.ts": { PricingRequestSchema },
	"quotes/booking.ts": { bookingSchema: bookingSchema(TODAY, { trucking: true }) },
	"quotes/booking-decision.ts": { BookingDecisionSchema },
	"quotes/manual-option.ts": { manualQuoteSchema: manualQuoteSchema(TODAY) },
	"quotes/negotiation.ts": {
		discountRequestSchema: discountRequestSchema(FIGURES),
		decisionSchema: decisionSchema(FIGURES),
	},
	"quotes/wizard.ts": {
		routeSchema: routeSchema("shipline"),
		fclCargo: cargoSchema("fcl", TODAY),
		lclCargo: cargoSchema("lcl", TODAY),
		CustomerSchema,
		ResultChoiceSchema,
	},
	"shipments/milestones.ts": { milestoneSchema: milestoneSchema("transhipment", NOW) },
	"shipments/positions.ts": { positionSchema: positionSchema(NOW) },
	"shipments/schedule.ts": { scheduleSchema: scheduleSchema("fcl", { origin: "KRPUS", destination: "VNHPH" }) },
	"shipments/voyage-moves.server.ts": { voyageMoveSchema: voyageMoveSchema(NOW) },
	"board/post-form.ts": { PostSchema },
	"integrations/override-form.ts": { OverrideSchema },
};

/** Modules with zod schemas that are not forms people type into. */
const EXCLUDED: Record<string, string> = {
	"server/env.server.ts": "the server's settings, not user input",
	"text/free-text-schema.ts": "the rule's zod helpers themselves",
	"api/quote-response.ts": "the partner API's answers (what we send), documented in OpenAPI",
	"places/kr-regions.ts": "reads our own data file (db/data/kr-regions.json)",
	"calendar/calendar-field.ts": "the calendar-date field: a regex and a date check",
	"routes/mypage/estimate-mail.tsx": "an e-mail address, a language and the once key: no free text",
	"push/subscription.ts":
		"a browser's push subscription (URL and base64url keys, formats checked), not typed by people",
};

/** String fields that are no free text (the last part of the field's path), and why. */
const NOT_TEXT: Record<string, string> = {
	onceKey: "one-time form key",
	day: "a calendar date, checked by isCalendarDate (integrations/override-form.ts)",
	rate: "a KRW-per-USD figure, parsed to cents and bounded (integrations/override-form.ts)",
	email: "e-mail rule (emailField)",
	visitorEmail: "a visitor's work e-mail: the e-mail rule (emailField)",
	supportPhone: "digits once cleaned, checked by a regex (company-profile-form.ts)",
	supportEmail: "an e-mail address (z.email)",
	privacyEmail: "an e-mail address (z.email)",
	password: "a password may contain anything printable",
	passwordRepeat: "compared with the password",
	currentPassword: "checked against the stored hash",
	redirectTo: "safeRedirect keeps it on our own paths",
	website: "the honeypot: must be empty",
	origin: "a port or airport code, format checked by the schema's superRefine",
	destination: "a port or airport code, format checked by the schema's superRefine",
	province: "a region code, looked up in the data file",
	viaPort: "a port or airport code, checked by the schedule's superRefine",
	lineId: "an invoice line's id",
	optionId: "a quote option's id",
	quantity: "a number, parsed",
	unitPrice: "an amount, parsed",
	code: "a charge or milestone code, an enum after the raw row",
	group: "an enum after the raw row",
	basis: "an enum after the raw row",
	currency: "an enum after the raw row",
	agreedFreight: "an amount, parsed (parseMajor)",
	agreedTrucking: "an amount, parsed (parseMajor)",
	targetFreight: "an amount, parsed (parseMajor)",
	targetTrucking: "an amount, parsed (parseMajor)",
	hsCode: "an HS code (isValidHsCode)",
	shipDate: "a calendar date",
	dueDate: "a calendar date (isCalendarDate)",
	bizRegNo: "a business registration number (check digit)",
	phone: "a phone number (normalizePhone, digits)",
	companyPhone: "a phone number (normalizePhone, digits)",
	branchPhone: "a phone number (normalizePhone, digits)",
	"coupons[]": "coupon ids",
};

type Leaf = { path: string; schema: z.ZodType };

/** The string schemas inside a schema, by field path (wrappers, pipes, objects, arrays and unions walked). */
function stringLeaves(schema: z.ZodType, at: string, out: Leaf[] = []): Leaf[] {
	const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
	const walk = (inner: unknown, p = at) => stringLeaves(inner as z.ZodType, p, out);
	switch (def.type) {
		case "string":
			out.push({ path: at, schema });
			break;
		case "optional":
		case "nullable":
		case "default":
		case "prefault":
		case "catch":
		case "readonly":
		case "nonoptional":
			walk(def.innerType);
			break;
		case "pipe":
			walk(def.in);
			walk(def.out);
			break;
		case "object":
			for (const [key, value] of Object.entries(def.shape as Record<string, unknown>))
				walk(value, at ? `${at}.${key}` : key);
			break;
		case "array":
			walk(def.element, `${at}[]`);
			break;
		case "union":
			for (const option of def.options as unknown[]) walk(option);
			break;
		case "intersection":
			walk(def.left);
			walk(def.right);
			break;
	}
	return out;
}

/** A string with a format of its own (a regex, an e-mail, ...) is no free text. */
function hasFormat(schema: z.ZodType): boolean {
	const def = schema._zod.def as { format?: string; checks?: { _zod: { def: { check?: string } } }[] };
	return Boolean(def.format) || (def.checks ?? []).some((c) => c._zod.def.check === "string_format");
}

const lastPart = (p: string) => p.split(".").at(-1) ?? p;

function sourceFiles(dir: string): string[] {
	return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
		const full = path.join(dir, e.name);
		if (e.isDirectory()) return sourceFiles(full);
		return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
	});
}
const FILES = sourceFiles(APP).map((full) => ({
	file: path.relative(APP, full).split(path.sep).join("/"),
	source: fs.readFileSync(full, "utf8"),
}));

describe("every module with zod schemas is listed or excluded with a reason", () => {
	const ZOD_SCHEMA = /\bz\s*\.\s*(?:object|strictObject|looseObject|string|discriminatedUnion)\s*\(/;
	const withSchemas = FILES.filter((f) => ZOD_SCHEMA.test(f.source)).map((f) => f.file);
	test.each(withSchemas)("%s", (file) => {
		expect(
			file in SCHEMAS || file in EXCLUDED,
			`${file} builds zod schemas: list its form schemas in SCHEMAS (tests/architecture/free-text.test.ts) or exclude it with the reason`,
		).toBe(true);
	});
	test("the lists name only modules that exist", () => {
		for (const file of [...Object.keys(SCHEMAS), ...Object.keys(EXCLUDED)])
			expect(fs.existsSync(path.join(APP, file)), file).toBe(true);
	});
});

const FIELDS = Object.entries(SCHEMAS).flatMap(([file, schemas]) =>
	Object.entries(schemas).flatMap(([name, schema]) => {
		const byPath = new Map<string, z.ZodType[]>();
		for (const leaf of stringLeaves(schema, "")) byPath.set(leaf.path, [...(byPath.get(leaf.path) ?? []), leaf.schema]);
		return [...byPath].map(([field, leaves]) => ({ where: `${file} ${name}.${field}`, field, leaves }));
	}),
);

describe("every string field of a form schema is free text under the rule, has a format, or is named as no text", () => {
	test("the walk finds the fields (a walk that finds nothing proves nothing)", () => {
		expect(FIELDS.length).toBeGreaterThan(60);
		expect(FIELDS.filter((f) => f.leaves.some(usesFreeTextRule)).length).toBeGreaterThan(30);
	});
	test.each(FIELDS)("$where", ({ field, leaves }) => {
		// a pipe's later stage may carry the format (formString(...).pipe(z.string().regex(...)))
		const ok = leaves.some((s) => usesFreeTextRule(s) || hasFormat(s)) || lastPart(field) in NOT_TEXT;
		expect(
			ok,
			`${field}: use lineText()/multilineText() from app/text/free-text.ts, or add it to NOT_TEXT with why it is no text`,
		).toBe(true);
	});
});

/** Fields read by hand from a form that are ids, codes, numbers, files or choices. */
const NOT_TEXT_READS = new Set([
	"intent",
	// UNI-PASS lookup numbers: upper-cased and kept only when they match their code pattern (admin/shipments/clearance.tsx)
	"cargoMgmtNo",
	"blYear",
	"onceKey",
	"id",
	"keyId",
	"shareId",
	"estimateId",
	"requestId",
	"documentId",
	"replaceDocumentId",
	"branchId",
	"userCouponId",
	"partnerCompanyId",
	"companyId",
	"confirm",
	"decision",
	"answer",
	"kind",
	"slot",
	"locale",
	"file",
	"regFile",
	"rate",
	"refundKrw",
	"invoice",
	"hsCode",
	"email",
	"phone",
	"mode", // the wizard's mode at /order/prefill, checked against WIZARD_MODES
	"visitorEmail", // a visitor's work e-mail, parsed with emailField (decision 086)
	"rows", // the cargo form's row count, a number bounded by MAX_CONTAINER_ROWS (/admin/shipments/:id/cargo)
	"week", // an index week, a date parsed by parseWeek (app/market/series-csv.ts) at /admin/market/scfi
	"value", // an index value, a number parsed by parseIndexValue (app/market/series-csv.ts) at /admin/market/scfi
	"postId", // the pop-up's post id at /board/popup, checked by a regex
	"back", // where /board/popup sends the visitor back to, kept on our paths by safeRedirect
]);
/** Free text read by hand, with the checker that applies the rule to it. */
const CHECKED_READS: Record<string, string> = {
	reason:
		"checkRevokeReason (coupons/campaign.ts), checkRefund (invoices/payment.ts) and the SCFI correction (routes/admin/market/scfi.tsx) use cleanText",
	note: "answerRequest (documents/bl-requests.server.ts) uses cleanText",
	product: "checkInsuranceRequest (documents/requests.ts) uses cleanText",
	name: "AddCompanyUserSchema (nameField, lineText) at /admin/customers/:id",
	question: "readQuestion (assistant/ask.server.ts) uses cleanOrNull, the line rule, at /chatbot and /chatbot/stream",
};

describe("form fields read by hand", () => {
	const READ = /\b(?:form|formData|fields)\.get\(\s*"(\w+)"\s*\)/g;
	const reads = FILES.flatMap((f) =>
		[...f.source.matchAll(READ)].map((m) => ({ where: `${f.file}: ${m[1]}`, name: m[1]! })),
	);
	test("the scan finds them", () => expect(reads.length).toBeGreaterThan(20));
	test.each(reads)("$where", ({ name }) => {
		expect(
			NOT_TEXT_READS.has(name) || name in CHECKED_READS,
			`"${name}" is read by hand: parse it with lineText()/multilineText() or cleanText(), then list it here`,
		).toBe(true);
	});
});
