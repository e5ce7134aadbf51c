// Korean provinces and districts (db/data/kr-regions.json) as a picker shows them: Hangul
// on Korean screens, the romanised names (Revised Romanization, as the data file records them) on
// English and Vietnamese screens. The value a form sends stays the Korean district name, because the
// trucking tariff is keyed by it (db/schema.ts trucking_rates.district); only the label changes.
import { z } from "zod";
import krRegionsJson from "#db/data/kr-regions.json" with { type: "json" };
import type { Locale } from "#app/i18n/locales.ts";
import { localName } from "./names.ts";

/** A name as the data file writes it: trimmed, not empty, in Unicode NFC. */
const name = z
	.string()
	.trim()
	.min(1)
	.transform((value) => value.normalize("NFC"));

/** How a province's trucking is charged, as the data file records it (spec section 9). */
export const KR_TRUCKING_BASES = ["one_way", "round_trip", "mixed"] as const;
const KrRegionsSchema = z.strictObject({
	provinces: z
		.array(
			z.strictObject({
				code: z.string().regex(/^KR-\d{2}$/, "ISO 3166-2:KR"),
				adminCode: z.string().regex(/^\d{2}$/),
				nameKo: name,
				shortNameKo: name,
				nameEn: name,
				nameVi: name,
				kind: z.enum([
					"special_city",
					"metropolitan_city",
					"special_self_governing_city",
					"province",
					"special_self_governing_province",
				]),
				// null: spec section 9 does not say, so the quote screen must not assume either basis
				truckingBasis: z.enum(KR_TRUCKING_BASES).nullable(),
				note: z.string().optional(),
				districts: z
					.array(z.strictObject({ nameKo: name, nameEn: name, kind: z.enum(["si", "gun", "gu"]) }))
					.optional(),
			}),
		)
		.length(17),
});
export type KrRegions = z.infer<typeof KrRegionsSchema>;
export type KrProvince = KrRegions["provinces"][number];

/** The data file checked: 17 provinces, no duplicate province code or district name. */
export function parseKrRegions(json: unknown): KrRegions {
	const regions = KrRegionsSchema.parse(json);
	const codes = new Set(regions.provinces.map((p) => p.code));
	if (codes.size !== regions.provinces.length) throw new Error("kr-regions: duplicate province code");
	for (const province of regions.provinces) {
		const districtNames = new Set(province.districts?.map((d) => d.nameKo));
		if (districtNames.size !== (province.districts?.length ?? 0)) {
			throw new Error(`kr-regions: duplicate district in ${province.code}`);
		}
	}
	return regions;
}

let parsed: KrRegions | undefined;

/** Korea's provinces and districts (db/data/kr-regions.json, imported so the server bundle carries it), checked once. */
export function krRegions(): KrRegions {
	parsed ??= parseKrRegions(krRegionsJson);
	return parsed;
}

type ProvinceData = {
	code: string;
	nameKo: string;
	nameEn: string;
	nameVi: string;
	districts?: readonly { nameKo: string; nameEn: string }[];
};

export type DistrictOption = { value: string; name: string };
export type ProvinceOption = { code: string; name: string; districts: DistrictOption[] };

const all = (): readonly ProvinceData[] => krRegions().provinces;

/** A province by the app's one naming rule (names.ts localName): Hangul on kr, its own name on en and vn. */
export function provinceName(p: Pick<ProvinceData, "nameKo" | "nameEn" | "nameVi">, locale: Locale): string {
	return localName(p, locale);
}

/** Vietnamese has no names of its own for Korean districts: it uses the romanised ones, as English. */
export function districtName(d: { nameKo: string; nameEn: string }, locale: Locale): string {
	return locale === "kr" ? d.nameKo : d.nameEn || d.nameKo;
}

/** Every province with its districts, labelled for `locale`, in the data file's order. */
export function provinceOptions(locale: Locale, provinces: readonly ProvinceData[] = all()): ProvinceOption[] {
	return provinces.map((p) => ({
		code: p.code,
		name: provinceName(p, locale),
		districts: (p.districts ?? []).map((d) => ({ value: d.nameKo, name: districtName(d, locale) })),
	}));
}

/** The label of a stored district (the Korean name) in `locale`, e.g. for a rate row; unknown names as they are. */
export function districtLabel(
	provinceCode: string,
	nameKo: string,
	locale: Locale,
	provinces: readonly ProvinceData[] = all(),
): string {
	const d = provinces.find((p) => p.code === provinceCode)?.districts?.find((x) => x.nameKo === nameKo);
	return d ? districtName(d, locale) : nameKo;
}

/**
 * A stored region (province code and Korean district name) as one label in `locale`, e.g. "서울특별시
 * 종로구" or "Seoul Jongno-gu" for a quote's summary; a district the province does not have is left
 * out, an unknown province gives no label.
 */
export function regionLabel(
	provinceCode: string | null | undefined,
	district: string | null | undefined,
	locale: Locale,
	provinces: readonly ProvinceData[] = all(),
): string | undefined {
	const province = provinceCode ? provinces.find((p) => p.code === provinceCode) : undefined;
	if (!province) return undefined;
	const d = district ? province.districts?.find((x) => x.nameKo === district) : undefined;
	return d ? `${provinceName(province, locale)} ${districtName(d, locale)}` : provinceName(province, locale);
}

/** Is this a province of the data file and, when a district is given, one of its districts (by Korean name)? */
export function isKrRegion(
	provinceCode: string,
	district?: string | null,
	provinces: readonly ProvinceData[] = all(),
): boolean {
	const province = provinces.find((p) => p.code === provinceCode);
	if (!province) return false;
	return !district || Boolean(province.districts?.some((d) => d.nameKo === district));
}
