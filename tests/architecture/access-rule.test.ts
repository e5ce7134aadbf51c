// One access rule (decision 058; app/auth/access.ts): "staff, or the record's own company" is decided
// in one module, so every `*For(user, id)` read and every customer action asks the same question the
// same way. A module that compares a record's company with the user's by itself (`x.companyId ===
// user.companyId`, `row.companyId !== customer.companyId`, `eq(table.companyId, user.companyId)`, the
// partner's `partnerCompanyId` alike) fails here: call the access module instead.
import { globSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";

const ACCESS_MODULE = "app/auth/access.ts";

/** The users' names a module holds a user under: a comparison with one of theirs is an access check. */
const USER = String.raw`(?:user|customer|actor|viewer|me|signedIn|sessionUser|staff|partner)`;
const PATTERNS: [string, RegExp][] = [
	// two companies compared: a record's and (usually) a user's, in either order
	["a company compared with another", /\.(?:partnerC|c)ompanyId\s*[!=]==?\s*[\w$.?!]*\.(?:partnerC|c)ompanyId\b/],
	// a query cut to the user's company by hand
	[
		"a query cut to a user's company",
		new RegExp(String.raw`\beq\(\s*[\w$.]+\.(?:partnerC|c)ompanyId\s*,\s*${USER}\??\.(?:partnerC|c)ompanyId\b`),
	],
];

/** The comparisons in `source` (comment lines left out; a comparison split over lines is found too). */
function offending(source: string): string[] {
	const code = source
		.split("\n")
		.map((line) => (/^\s*(?:\/\/|\*)/.test(line) ? "" : line))
		.join("\n");
	return PATTERNS.flatMap(([, pattern]) =>
		[...code.matchAll(new RegExp(pattern.source, "g"))].map((m) => m[0].replace(/\s+/g, " ")),
	);
}

const files = globSync("app/**/*.{ts,tsx}").filter(
	(f) => f !== ACCESS_MODULE && !/\.test\.tsx?$/.test(f) && !f.includes("/.tmp/"),
);

describe("the access rule lives in one module", () => {
	test.each([
		["user.companyId !== estimate.companyId", true],
		["row.companyId === user.companyId", true],
		["doc.companyId !== customer?.companyId", true],
		["if (row.partnerCompanyId !== user.partnerCompanyId) throw notFound();", true],
		[".where(and(eq(estimates.id, id), eq(estimates.companyId, user.companyId)))", true],
		["eq(documents.companyId, customer.companyId)", true],
		// not access checks: a null test, a company chosen on a staff form, an insert's column
		["user.companyId !== null", false],
		["eq(users.companyId, target.companyId)", false],
		["values({ companyId: user.companyId })", false],
		["// a comment may name user.companyId === row.companyId", false],
		// a formatter may break a comparison over lines
		["const own =\n\t\tuser.companyId ===\n\t\testimate.companyId;", true],
	])("the check finds %s: %s", (line, found) => {
		expect(offending(line).length > 0).toBe(found);
	});

	test("no module but app/auth/access.ts compares a record's company with the user's", () => {
		expect(files.length).toBeGreaterThan(200);
		const found = files.flatMap((f) => offending(readFileSync(f, "utf8")).map((what) => `${f}: ${what}`));
		expect(found).toEqual([]);
	});

	test("the access module itself holds the comparison (the rule is still there)", () => {
		expect(offending(readFileSync(ACCESS_MODULE, "utf8")).length).toBeGreaterThan(0);
	});
});
