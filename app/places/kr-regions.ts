// Korean provinces and districts (db/data/kr-regions.json) as a picker shows them (issue 10): Hangul
// on Korean screens, the romanised names (Revised Romanization, as the data file records them) on
// English and Vietnamese screens. The value a form sends stays the Korean district name, because the
// trucking tariff is keyed by it (db/schema.ts trucking_rates.district); only the label changes.
import { z } from "zod";
import krRegionsJson from "#db/data/kr-regions.json" with { type: "json" };
import type { Locale } from "#app/i18n/locales.ts";

/** A name as the data file writes it: trimmed, not empty, in Unicode NFC. */
const name = z
	.string()
	.trim()
	.min(1)
	.transform((value) => value.normalize("NFC"));

/** How a province's trucking is charged, as the data file records it (spec section 9). */
export const KR_TRUCKING_BASES = ["one_way", "round_trip", "mixed"] as const;
const krRegionsSchema = z.strictObject({
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
export type KrRegions = z.infer<typeof krRegionsSchema>;
export type KrProvince = KrRegions["provinces"][number];

/** The data file checked: 17 provinces, no duplicate province code or district name. */
export function parseKrRegions(json: unknown): KrRegions {
	const regions = krRegionsSchema.parse(json);
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

export function provinceName(p: Pick<ProvinceData, "nameKo" | "nameEn" | "nameVi">, locale: Locale): string {
	return locale === "kr" ? p.nameKo : locale === "vn" ? p.nameVi || p.nameEn : p.nameEn;
}

/** Vietnamese has no names of its own for Korean districts: it uses the romanised ones, as English. */
export function districtName(d: { nameKo: string; nameEn: string }, locale: Locale): string {
	return locale === "kr" ? d.nameKo : d.nameEn || d.nameKo;
}

/** Every province with its districts, labelled for `locale`, in the data file's order. */
export function provinceOptions(provinces: readonly ProvinceData[], locale: Locale): ProvinceOption[] {
	return provinces.map((p) => ({
		code: p.code,
		name: provinceName(p, locale),
		districts: (p.districts ?? []).map((d) => ({ value: d.nameKo, name: districtName(d, locale) })),
	}));
}

/** The label of a stored district (the Korean name) in `locale`, e.g. for a quote's summary; unknown names as they are. */
export function districtLabel(provinces: readonly ProvinceData[], provinceCode: string, nameKo: string, locale: Locale): string {
	const d = provinces.find((p) => p.code === provinceCode)?.districts?.find((x) => x.nameKo === nameKo);
	return d ? districtName(d, locale) : nameKo;
}
