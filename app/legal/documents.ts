// The registry of legal documents and the link between sign-up consents and the texts behind them.
// Pure: the routes load a document's content for a locale through here, and the sign-up step records
// `consentVersions()` with the consents, so we can always say which wording a user agreed to.
import type { Locale } from "#app/i18n/locales.ts";
import { MARKETING } from "./marketing.ts";
import { PRIVACY } from "./privacy.ts";
import { TERMS } from "./terms.ts";
import type { LegalBlock, LegalContent, LegalDocument, LegalDocumentId, LegalSection } from "./types.ts";

/** The required consents of sign-up (spec section 5), in the order the agree step shows them. */
export const CONSENT_KINDS = ["terms", "privacy", "personal_info", "third_party"] as const;
/** The optional ones: refusing them changes nothing but the messages a member gets. */
export const OPTIONAL_CONSENT_KINDS = ["marketing"] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number] | (typeof OPTIONAL_CONSENT_KINDS)[number];

export const LEGAL_DOCUMENTS: Record<LegalDocumentId, LegalDocument> = {
	terms: TERMS,
	privacy: PRIVACY,
	marketing: MARKETING,
};

/**
 * Which document (and which of its sections) each consent of the sign-up step stands for. The
 * collection and third-party consents are parts of the privacy policy; PIPA asks that the person be
 * told, at the moment of consent, what is collected, why, for how long, and that they may refuse,
 * so the agree step shows those sections inline.
 */
export const CONSENT_TEXTS: Record<ConsentKind, { document: LegalDocumentId; sections?: readonly string[] }> = {
	terms: { document: "terms" },
	privacy: { document: "privacy" },
	personal_info: { document: "privacy", sections: ["collection"] },
	// provision to carriers, the customs broker and the insurer, and to the agents in Vietnam (abroad)
	third_party: { document: "privacy", sections: ["third-parties", "abroad"] },
	marketing: { document: "marketing" },
};

/** The version of the text each consent kind refers to right now. */
export function consentVersion(kind: ConsentKind): string {
	return LEGAL_DOCUMENTS[CONSENT_TEXTS[kind].document].version;
}

/** Where the full text of a consent can be read (with the section's anchor). */
export function consentLink(kind: ConsentKind): string {
	const { document, sections } = CONSENT_TEXTS[kind];
	const first = sections?.[0];
	return first ? `${LEGAL_DOCUMENTS[document].path}#${first}` : LEGAL_DOCUMENTS[document].path;
}

/**
 * Contact details the texts name as {placeholders}: the footer's, as staff_admin keep them at
 * /admin/settings (app/desk/company-profile.server.ts companyFactsFor); the loaders pass them in.
 */
export type LegalFacts = { supportEmail: string; supportPhone: string; privacyEmail: string };

export function fillFacts(text: string, facts: LegalFacts): string {
	const known: Record<string, string> = facts;
	return text.replace(/\{(\w+)\}/g, (whole, name: string) => known[name] ?? whole);
}

function fillBlock(block: LegalBlock, facts: LegalFacts): LegalBlock {
	const fill = (text: string) => fillFacts(text, facts);
	if ("p" in block) return { p: fill(block.p) };
	if ("ul" in block) return { ul: block.ul.map(fill) };
	if ("ol" in block) return { ol: block.ol.map(fill) };
	return { table: { head: block.table.head.map(fill), rows: block.table.rows.map((row) => row.map(fill)) } };
}

function fillSection(section: LegalSection, facts: LegalFacts): LegalSection {
	return {
		...section,
		heading: fillFacts(section.heading, facts),
		blocks: section.blocks.map((b) => fillBlock(b, facts)),
	};
}

export type LegalView = {
	id: LegalDocumentId;
	path: string;
	version: string;
	effectiveDate: string;
	content: LegalContent;
};

/** A document in one locale, ready to render (contact facts filled in). */
export function legalView(id: LegalDocumentId, locale: Locale, facts: LegalFacts): LegalView {
	const doc = LEGAL_DOCUMENTS[id];
	const content = doc.content[locale];
	return {
		id,
		path: doc.path,
		version: doc.version,
		effectiveDate: doc.effectiveDate,
		content: {
			title: content.title,
			intro: fillFacts(content.intro, facts),
			sections: content.sections.map((section) => fillSection(section, facts)),
		},
	};
}

/**
 * The text a consent stands for, in one locale, to show inline at the agree step: the named sections
 * of its document, or the whole document when the consent covers all of it.
 */
export function consentExcerpt(kind: ConsentKind, locale: Locale, facts: LegalFacts): LegalSection[] {
	const { document, sections } = CONSENT_TEXTS[kind];
	const all = LEGAL_DOCUMENTS[document].content[locale].sections;
	const chosen = sections ? all.filter((s) => sections.includes(s.id)) : all;
	return chosen.map((section) => fillSection(section, facts));
}
