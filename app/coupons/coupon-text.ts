// A coupon's name and description in the viewer's language: coupons carry optional English
// and Vietnamese texts beside the Korean ones; a missing translation shows the Korean text rather than
// nothing, and a missing description in the viewer's language falls back the same way.
import type { Locale } from "#app/i18n/locales.ts";

export type CouponTexts = {
	name: string;
	description: string | null;
	nameEn: string | null;
	nameVi: string | null;
	descriptionEn: string | null;
	descriptionVi: string | null;
};

const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

export function couponText(def: CouponTexts, locale: Locale): { name: string; description: string | null } {
	if (locale === "kr") return { name: def.name, description: def.description };
	const name = locale === "en" ? def.nameEn : def.nameVi;
	const description = locale === "en" ? def.descriptionEn : def.descriptionVi;
	return { name: present(name) ? name : def.name, description: present(description) ? description : def.description };
}
