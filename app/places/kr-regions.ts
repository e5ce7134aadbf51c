// Korean provinces and districts (db/data/kr-regions.json) as a picker shows them (issue 10): Hangul
// on Korean screens, the romanised names (Revised Romanization, as the data file records them) on
// English and Vietnamese screens. The value a form sends stays the Korean district name, because the
// trucking tariff is keyed by it (db/schema.ts trucking_rates.district); only the label changes.
import type { Locale } from "#app/i18n/locales.ts";

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
