// A campaign's discount rule in words, as the customer's coupon list says it (coupons.rule*).
import { useTranslation } from "#app/i18n/react.tsx";
import { formatMoney, formatNumber } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";

type Rule = {
	consumeType: "all_booking_discount" | "creation_over_discount_creation_below_apply_rate";
	discountAmount: number | null;
	availableTotalCost: number | null;
	discountRateBp: number | null;
	maxDiscount: number | null;
};

export function CampaignRule({ campaign: c, locale }: { campaign: Rule; locale: Locale }) {
	const { t } = useTranslation();
	const krw = (amount: number | null) => formatMoney({ amount: amount ?? 0, currency: "KRW" }, locale);
	return c.consumeType === "all_booking_discount"
		? t("coupons.ruleAmount", { amount: krw(c.discountAmount), threshold: krw(c.availableTotalCost) })
		: t("coupons.ruleRate", { rate: formatNumber((c.discountRateBp ?? 0) / 100, locale), max: krw(c.maxDiscount) });
}
