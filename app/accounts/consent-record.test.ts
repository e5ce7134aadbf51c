import { describe, expect, test } from "vitest";
import { LEGAL_DOCUMENTS } from "#app/legal/documents.ts";
import { type ConsentRecord, consentRows, recordConsents } from "./consent-record.ts";

const T = LEGAL_DOCUMENTS.terms.version;
const P = LEGAL_DOCUMENTS.privacy.version;
const M = LEGAL_DOCUMENTS.marketing.version;
const AT = "2026-11-23T01:02:03.000Z";

describe("recordConsents: what the agree step hands on", () => {
	test.each([
		[
			["terms", "privacy", "personal_info", "third_party"],
			"kr",
			{ terms: T, privacy: P, personal_info: P, third_party: P },
		],
		[
			["terms", "privacy", "personal_info", "third_party", "marketing"],
			"vn",
			{ terms: T, privacy: P, personal_info: P, third_party: P, marketing: M },
		],
	] as const)("%j in %s", (kinds, locale, versions) => {
		expect(recordConsents(kinds, locale, new Date(AT))).toEqual({ kinds: [...kinds], at: AT, versions, locale });
	});
});

describe("consentRows: what is stored with the account", () => {
	test.each<[string, ConsentRecord, ReturnType<typeof consentRows>]>([
		[
			"the versions recorded at the agree step win",
			{ kinds: ["terms", "marketing"], at: AT, versions: { terms: "0.9", marketing: "0.5" }, locale: "en" },
			[
				{ kind: "terms", version: "0.9", agreedAt: new Date(AT), locale: "en" },
				{ kind: "marketing", version: "0.5", agreedAt: new Date(AT), locale: "en" },
			],
		],
		[
			"a record from before versions were carried gets the current versions and no locale",
			{ kinds: ["terms", "third_party"], at: AT },
			[
				{ kind: "terms", version: T, agreedAt: new Date(AT) },
				{ kind: "third_party", version: P, agreedAt: new Date(AT) },
			],
		],
		[
			"a kind missing from the versions falls back to the current one",
			{ kinds: ["privacy", "personal_info"], at: AT, versions: { privacy: "0.7" }, locale: "kr" },
			[
				{ kind: "privacy", version: "0.7", agreedAt: new Date(AT), locale: "kr" },
				{ kind: "personal_info", version: P, agreedAt: new Date(AT), locale: "kr" },
			],
		],
		[
			"unknown kinds and repeats are dropped, an unknown locale is not stored",
			{ kinds: ["terms", "terms", "newsletter"], at: AT, locale: "ja" },
			[{ kind: "terms", version: T, agreedAt: new Date(AT) }],
		],
	])("%s", (_case, record, rows) => {
		expect(consentRows(record)).toEqual(rows);
	});
});
