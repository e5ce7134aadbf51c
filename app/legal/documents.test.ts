// The legal texts are data: these checks keep the three languages of each document in step (same
// sections, same order, same table shapes), every {placeholder} known, the consents pointing at
// sections that exist, the footer naming each page as the page names itself, and the privacy policy
// carrying what PIPA art. 30 asks of it.
import { describe, expect, test } from "vitest";
import { CONSENT_KINDS, OPTIONAL_CONSENT_KINDS } from "./documents.ts";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";
import en from "#app/locales/en.json";
import kr from "#app/locales/kr.json";
import vn from "#app/locales/vn.json";
import {
	CONSENT_TEXTS,
	LEGAL_DOCUMENTS,
	type LegalFacts,
	consentExcerpt,
	consentLink,
	consentVersion,
	fillFacts,
	legalView,
} from "./documents.ts";

// the contact facts a loader passes in (the company details staff_admin keep; app/desk/company-profile.server.ts)
const FACTS: LegalFacts = {
	supportEmail: "help@example.kr",
	supportPhone: "1588-0000",
	privacyEmail: "privacy@example.kr",
};
import { LEGAL_DOCUMENT_IDS, type LegalBlock, type LegalContent } from "./types.ts";

const DOCS = LEGAL_DOCUMENT_IDS.map((id) => [id, LEGAL_DOCUMENTS[id]] as const);
const CATALOGUES = { kr, en, vn } as const;

function texts(content: LegalContent): string[] {
	const ofBlock = (b: LegalBlock): string[] =>
		"p" in b ? [b.p] : "ul" in b ? b.ul : "ol" in b ? b.ol : [...b.table.head, ...b.table.rows.flat()];
	return [content.title, content.intro, ...content.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(ofBlock)])];
}

describe.each(DOCS)("%s", (id, doc) => {
	test("has a version and an ISO effective date, and lives at its page", () => {
		expect(doc.id).toBe(id);
		expect(doc.version).toMatch(/^\d+\.\d+$/);
		expect(doc.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
		expect(Number.isNaN(Date.parse(doc.effectiveDate))).toBe(false);
		expect(doc.path).toMatch(/^\/[a-z]+$/);
	});

	test("has the same sections in the same order in every language", () => {
		const ids = (l: Locale) => doc.content[l].sections.map((s) => s.id);
		expect(new Set(ids("kr")).size).toBe(ids("kr").length);
		expect(ids("kr").length).toBeGreaterThanOrEqual(6);
		for (const locale of LOCALES) expect(ids(locale)).toEqual(ids("kr"));
	});

	test.each(LOCALES)("%s: blocks have the same shape as the Korean text, nothing is empty", (locale) => {
		const kr = doc.content.kr.sections;
		doc.content[locale].sections.forEach((section, i) => {
			const base = kr[i]!;
			expect(section.heading.trim()).not.toBe("");
			expect(section.blocks.length).toBe(base.blocks.length);
			section.blocks.forEach((block, j) => {
				const other = base.blocks[j]!;
				expect(Object.keys(block)).toEqual(Object.keys(other));
				if ("ul" in block && "ul" in other) expect(block.ul.length).toBe(other.ul.length);
				if ("ol" in block && "ol" in other) expect(block.ol.length).toBe(other.ol.length);
				if ("table" in block && "table" in other) {
					expect(block.table.head.length).toBe(other.table.head.length);
					expect(block.table.rows.length).toBe(other.table.rows.length);
					for (const row of block.table.rows) expect(row.length).toBe(block.table.head.length);
				}
			});
		});
		for (const text of texts(doc.content[locale])) expect(text.trim()).not.toBe("");
	});

	test.each(LOCALES)("%s: every {placeholder} is a known fact, and filled in the view", (locale) => {
		const view = legalView(id, locale, FACTS);
		for (const text of texts(view.content)) expect(text).not.toMatch(/\{\w+\}/);
		expect(view.version).toBe(doc.version);
	});

	test.each(LOCALES)("%s: the title is the page's title and the footer's label", (locale) => {
		const key = ({ terms: "terms", privacy: "privacy", marketing: "privacyOption" } as const)[id];
		const catalogue = CATALOGUES[locale];
		expect(doc.content[locale].title).toBe(catalogue.page[key].title);
		expect(catalogue.footer[key]).toBe(catalogue.page[key].title);
	});
});

describe("the privacy policy says what PIPA asks of it", () => {
	test.each([
		["collection"], // items, purposes, retention (art. 30(1)1-3)
		["legal-basis"],
		["retention"], // the Commercial Act and E-Commerce Act periods
		["third-parties"], // art. 30(1)4, art. 17
		["entrustment"], // art. 26
		["abroad"], // art. 28-8
		["destruction"], // art. 21
		["rights"], // arts. 35-37
		["cookies"],
		["safety"], // art. 29
		["officer"], // art. 31
		["remedies"],
		["changes"],
	])("has the section %s", (section) => {
		expect(LEGAL_DOCUMENTS.privacy.content.kr.sections.map((s) => s.id)).toContain(section);
	});

	const section = (locale: Locale, id: string) =>
		JSON.stringify(LEGAL_DOCUMENTS.privacy.content[locale].sections.find((s) => s.id === id));
	test.each(
		LOCALES.flatMap((l) => [
			[l, "entrustment", "Postmark"],
			[l, "entrustment", "Solapi"],
			[l, "entrustment", "Fly.io"],
			[l, "abroad", "Postmark"],
			[l, "abroad", "Fly.io"],
			[l, "abroad", { kr: "베트남", en: "Vietnam", vn: "Việt Nam" }[l]],
			[l, "abroad", { kr: "싱가포르", en: "Singapore", vn: "Singapore" }[l]],
			[l, "abroad", { kr: "일본", en: "Japan", vn: "Nhật Bản" }[l]],
			[l, "third-parties", { kr: "관세사", en: "Customs broker", vn: "Đại lý hải quan" }[l]],
			[l, "third-parties", { kr: "보험사", en: "Insurer", vn: "Công ty bảo hiểm" }[l]],
			[l, "retention", { kr: "상법", en: "Commercial Act", vn: "Luật Thương mại" }[l]],
			[l, "retention", { kr: "전자상거래", en: "Electronic Commerce", vn: "thương mại điện tử" }[l]],
			[l, "officer", "{privacyEmail}"],
		]),
	)("%s: %s names %s", (locale, id, needle) => {
		expect(section(locale as Locale, id)).toContain(needle);
	});

	test("the officer's contact is the company's", () => {
		expect(JSON.stringify(legalView("privacy", "kr", FACTS).content)).toContain(FACTS.privacyEmail);
		expect(fillFacts("{supportEmail} {supportPhone} {unknown}", FACTS)).toBe(
			`${FACTS.supportEmail} ${FACTS.supportPhone} {unknown}`,
		);
	});
});

describe("consents point at their texts", () => {
	test.each([
		["terms", "/termsofconditions", LEGAL_DOCUMENTS.terms.version],
		["privacy", "/privacy", LEGAL_DOCUMENTS.privacy.version],
		["personal_info", "/privacy#collection", LEGAL_DOCUMENTS.privacy.version],
		["third_party", "/privacy#third-parties", LEGAL_DOCUMENTS.privacy.version],
		["marketing", "/privacyoption", LEGAL_DOCUMENTS.marketing.version],
	] as const)("%s -> %s (version %s)", (kind, link, version) => {
		expect(consentLink(kind)).toBe(link);
		expect(consentVersion(kind)).toBe(version);
	});

	test.each([...CONSENT_KINDS, ...OPTIONAL_CONSENT_KINDS].flatMap((kind) => LOCALES.map((l) => [kind, l] as const)))(
		"%s in %s: every section it names exists",
		(kind, locale) => {
			const named = CONSENT_TEXTS[kind].sections;
			const excerpt = consentExcerpt(kind, locale, FACTS);
			expect(excerpt.length).toBe(
				named ? named.length : LEGAL_DOCUMENTS[CONSENT_TEXTS[kind].document].content[locale].sections.length,
			);
		},
	);
});
