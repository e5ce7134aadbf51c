// The legal texts are data, not locale strings: a document is a list of sections, each a heading and
// blocks (paragraphs, lists, tables), written once per locale and versioned as a whole. The page
// renders any document; the sign-up step records which version of which document a user agreed to.
import type { Locale } from "#app/i18n/locales.ts";

export type LegalBlock =
	| { p: string }
	| { ul: string[] }
	| { ol: string[] }
	/** A table with a header row; on phones rows stack, each cell labelled by its column's head. */
	| { table: { head: string[]; rows: string[][] } };

export type LegalSection = {
	/** Stable across locales and versions: the page's anchors (#third-parties) and inline excerpts use it. */
	id: string;
	heading: string;
	blocks: LegalBlock[];
};

export type LegalContent = {
	title: string;
	/** One or two sentences before the table of contents. */
	intro: string;
	sections: LegalSection[];
};

export const LEGAL_DOCUMENT_IDS = ["terms", "privacy", "marketing"] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];

export type LegalDocument = {
	id: LegalDocumentId;
	/** The public page that shows it. */
	path: string;
	/** Bumped whenever the wording changes in any locale; stored with each consent. */
	version: string;
	/** ISO date (Korea) from which this version applies. */
	effectiveDate: string;
	content: Record<Locale, LegalContent>;
};
