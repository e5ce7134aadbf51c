// What the built-in assistant knows besides the user's records: the charge glossary (app/pricing/
// glossary.ts, texts under charges.<code> in the locale files), the help texts (assistant.help.<id>)
// and the names of ports and countries from the reference tables. Built once per process (the texts
// are in the bundle; the places are read once the seed has run).
import { GLOSSARY } from "#app/pricing/glossary.ts";
import { LOCALES, type Locale, toLanguageTag } from "#app/i18n/locales.ts";
import { resources } from "#app/i18n/resources.ts";
import { getDb } from "#db/client.ts";
import { countries, ports } from "#db/schema.ts";
import { type PlaceMatcher, type PlaceName, placeMatcher } from "./entities.ts";
import { type RetrievalDoc, type RetrievalIndex, buildIndex } from "./retrieval.ts";
import { terms } from "./text.ts";

type Tree = { [key: string]: string | Tree };

function treeOf(locale: Locale): Tree {
	return resources[toLanguageTag(locale)].translation as unknown as Tree;
}

function at(tree: Tree, path: string): string {
	let node: string | Tree | undefined = tree;
	for (const key of path.split(".")) node = typeof node === "object" ? node[key] : undefined;
	return typeof node === "string" ? node : "";
}

export const HELP_LINKS: Record<string, string> = {
	"delivery-order": "/mypage/download",
	"bill-of-lading": "/mypage/download",
	upload: "/mypage/upload",
	pay: "/mypage/payment",
	discount: "/mypage/estimate",
	book: "/mypage/estimate",
	cancel: "/mypage/estimate",
	"price-change": "/mypage/estimate",
	validity: "/mypage/estimate",
	coupons: "/mypage/coupons",
	tracking: "/mypage/shipment",
	delay: "/mypage/shipment",
	clearance: "/mypage/upload",
	insurance: "/mypage/upload",
	account: "/mypage/info",
	"new-quote": "/order",
	"lcl-air": "/order",
	incoterms: "/standardestimate",
	vat: "/mypage/payment",
	"landed-cost": "/cost",
	contact: "/company",
};

export function helpIds(): string[] {
	return Object.keys(HELP_LINKS);
}

/** A glossary entry's name and text in the reader's language. */
export function glossaryText(code: string, locale: Locale): { name: string; about: string } {
	const tree = treeOf(locale);
	return { name: at(tree, `charges.${code}.name`), about: at(tree, `charges.${code}.about`) };
}

export function helpText(id: string, locale: Locale): { title: string; body: string } {
	const tree = treeOf(locale);
	return { title: at(tree, `assistant.help.${id}.title`), body: at(tree, `assistant.help.${id}.body`) };
}

/** The retrieval documents: each glossary entry and help topic in each of the three languages. */
export function knowledgeDocs(): RetrievalDoc[] {
	const docs: RetrievalDoc[] = [];
	for (const locale of LOCALES) {
		const tree = treeOf(locale);
		for (const entry of GLOSSARY) {
			const { name, about } = glossaryText(entry.code, locale);
			docs.push({ id: `charge:${entry.code}`, title: `${entry.code} ${name}`, body: about });
		}
		for (const id of helpIds())
			docs.push({
				id: `help:${id}`,
				title: `${at(tree, `assistant.help.${id}.title`)} ${at(tree, `assistant.help.${id}.keys`)}`,
				body: at(tree, `assistant.help.${id}.body`),
			});
	}
	return docs;
}

let abbreviations: Map<string, string[]> | undefined;
/**
 * Each charge's short names as search terms: its code and the letters in brackets in its names
 * ("Terminal handling charge (THC)", "(O/F)", "(DOC)"), by entry id.
 */
export function chargeAbbreviations(): Map<string, string[]> {
	if (abbreviations) return abbreviations;
	const out = new Map<string, string[]>();
	for (const entry of GLOSSARY) {
		const found = new Set<string>([entry.code]);
		for (const locale of LOCALES)
			// one short word in brackets ("THC", "O/F", "AMS/ACI"), not a phrase ("B/L·D/O Fee" names documents)
			for (const m of glossaryText(entry.code, locale).name.matchAll(/\(([A-Za-z/.-]{2,16})\)/g))
				for (const term of terms(m[1]!)) found.add(term);
		out.set(`charge:${entry.code}`, [...found]);
	}
	abbreviations = out;
	return out;
}

let index: RetrievalIndex | undefined;
export function knowledgeIndex(): RetrievalIndex {
	index ??= buildIndex(knowledgeDocs());
	return index;
}

// Names people use that the reference tables do not hold (the tables have one name per language).
const ALIASES: Record<string, string[]> = {
	VNSGN: [
		"hcmc",
		"hcm",
		"saigon",
		"sai gon",
		"ho chi minh",
		"tp hcm",
		"tp.hcm",
		"호치민",
		"호치민시",
		"사이공",
		"호찌민시",
	],
	VNHPH: ["haiphong", "hai phong"],
	VNDAD: ["danang"],
	KRPUS: ["pusan", "부산항", "부산신항"],
	KRINC: ["inchon", "인천항"],
	CNSHA: ["상해"],
	JPTYO: ["동경"],
	KR: ["korea", "한국", "hàn quốc", "south korea"],
	VN: ["viet nam", "việt nam", "월남"],
};

/** The port a country stands for when a question names only the country (the main gateway we price). */
export const COUNTRY_PORT: Record<string, string> = {
	KR: "KRPUS",
	VN: "VNHPH",
	CN: "CNSHA",
	JP: "JPTYO",
	HK: "HKHKG",
	TH: "THLCH",
	SG: "SGSIN",
};

/** A country's main cargo airport, for a question that asks for air freight by country or port. */
export const COUNTRY_AIRPORT: Record<string, string> = {
	KR: "ICN",
	VN: "SGN",
	CN: "PVG",
	JP: "NRT",
	HK: "HKG",
	SG: "SIN",
	TH: "BKK",
	US: "LAX",
};

let matcher: PlaceMatcher | undefined;
/** Ports and countries by every name and code we know; built once the reference tables are filled. */
export function places(): PlaceMatcher {
	if (matcher) return matcher;
	const db = getDb();
	const list: PlaceName[] = [];
	for (const p of db.select().from(ports).all())
		list.push({
			code: p.code,
			kind: "port",
			names: [p.code, p.nameEn, p.nameKo, p.nameVi, ...(ALIASES[p.code] ?? [])].filter((n): n is string => Boolean(n)),
		});
	for (const c of db.select().from(countries).all())
		list.push({
			code: c.code,
			kind: "country",
			names: [c.nameEn, c.nameKo, c.nameVi, ...(ALIASES[c.code] ?? [])],
		});
	const built = placeMatcher(list);
	// an empty table (before the seed) is not kept
	if (list.length > 0) matcher = built;
	return built;
}
