// One priced option of a quote, as the customer reads it (spec section 2, quote result): the sailing
// facts, the lines grouped origin / freight / destination with their glossary names, what the
// incoterms leave out, the totals and the exchange rate. Shared by the wizard's result step and the
// estimate page, so a quote looks the same before and after it is stored. It only formats: every
// number comes from the engine's option (money in minor units), never computed here.
import { useTranslation } from "#app/i18n/react.tsx";
import { SIDES, type Side, containerLabelKeys } from "#app/pricing/codes.ts";
import { chargeNameKey } from "#app/pricing/glossary.ts";
import type { Chargeable, QuoteLine, QuoteOption } from "#app/pricing/types.ts";
import { formatCalendarDate, formatMoney, formatNumber } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { Mode } from "#app/pricing/codes.ts";
import { exchangeKey, exchangeShown, exchangeVars, frequencyKey, quantityText } from "#app/quotes/quote-format.ts";
import type { QuoteVat } from "#app/pricing/vat.ts";
import { VatNote, VatTotals } from "./vat-totals.tsx";

export type QuoteOptionViewProps = {
	option: QuoteOption;
	locale: Locale;
	/**
	 * Show the VND total (spec: "VND shown for Vietnam lanes"). The caller knows the lane's countries;
	 * when it does not say, VND shows if any line is priced in VND.
	 */
	showVnd?: boolean;
	/** Heading level of the option's title, so the view fits the page's outline. */
	headingLevel?: 2 | 3;
	/**
	 * "lines": only the charge lines and the totals, for a card that shows the carrier and the
	 * sailing facts itself (the wizard's result, where they sit folded under each option card).
	 */
	variant?: "full" | "lines";
	/** kg CO2e of the option (the loader's, decision 015); absent or null: no figure shown */
	co2?: number | null;
	/** the estimated VAT and total with VAT (the loader's, app/pricing/vat.ts quoteVat); absent: not shown */
	vat?: QuoteVat | null;
};

export function chargeableText(
	c: Chargeable,
	locale: Locale,
	t: (key: string, vars?: Record<string, unknown>) => string,
): string {
	switch (c.kind) {
		case "containers":
			return t("wizard.option.chargeableContainers", { containers: c.containers, teu: c.teu });
		case "revenue_tons":
			return t("wizard.option.chargeableRt", {
				rt: formatNumber(c.billedRevenueTons, locale, 3),
				kg: formatNumber(c.weightKg, locale, 1),
				cbm: formatNumber(c.volumeCbm, locale, 3),
			});
		case "air_kg":
			return t("wizard.option.chargeableKg", {
				kg: formatNumber(c.chargeableKg, locale, 1),
				weight: formatNumber(c.weightKg, locale, 1),
				volumetric: formatNumber(c.volumetricKg, locale, 1),
			});
	}
}

function unitPriceText(line: QuoteLine, locale: Locale): string {
	// percent lines carry basis points of the freight, not money
	if (line.basis === "percent") return `${formatNumber(line.unitPrice / 100, locale, 2)}%`;
	return formatMoney({ amount: line.unitPrice, currency: line.currency }, locale);
}

function noteText(note: string, t: (key: string, vars?: Record<string, unknown>) => string): string {
	const m = /^break_b?(\d+)$/.exec(note);
	if (m) return t("pricing.notes.break", { break: m[1] });
	return t(`pricing.notes.${note}`, { defaultValue: note });
}

/** The explanation every CO2 figure on a page links to (render <Co2Note /> once, below the options). */
export const CO2_NOTE_ID = "co2-note";

/**
 * "≈ 917 kg CO2e (well-to-wheel, GLEC v3)" and a link to the note. The number comes from the loader
 * (app/geo/co2.server.ts, decision 015); this only formats it.
 */
export function Co2Figure({ kg, locale }: { kg: number; locale: Locale }) {
	const { t } = useTranslation();
	return (
		<span data-testid="option-co2" data-kg={kg}>
			{t("wizard.option.co2Value", { kg: formatNumber(kg, locale, 0) })}{" "}
			<a href={`#${CO2_NOTE_ID}`} className="small">
				{t("wizard.option.co2How")}
			</a>
		</span>
	);
}

/** What the CO2 figures count and leave out (the target of Co2Figure's link). */
export function Co2Note() {
	const { t } = useTranslation();
	return (
		<p id={CO2_NOTE_ID} className="muted small" data-testid="co2-note">
			{t("wizard.option.co2Note")}
		</p>
	);
}

const EXCHANGE_KEYS = {
	dated: "wizard.option.exchangeRate",
	default: "wizard.option.exchangeRateDefault",
	undated: "wizard.option.exchangeRateUndated",
} as const;

export function QuoteOptionView({
	option,
	locale,
	showVnd,
	headingLevel = 3,
	variant = "full",
	co2 = null,
	vat = null,
}: QuoteOptionViewProps) {
	const { t } = useTranslation();
	const tr = (key: string, vars?: Record<string, unknown>) => t(key, vars ?? {}) as string;
	const vnd = showVnd ?? option.lines.some((l) => l.currency === "VND");
	const rates = exchangeShown(option.exchange, locale);
	const Heading = headingLevel === 2 ? "h2" : "h3";
	const groups = SIDES.map((side) => ({ side, lines: option.lines.filter((l) => l.group === side) })).filter(
		(g) => g.lines.length > 0,
	);

	return (
		<article
			className="quote-option"
			data-testid={variant === "full" ? "quote-option" : "quote-option-lines"}
			data-option-id={option.id}
		>
			{variant === "full" ? (
				<>
					<Heading className="quote-option-title">
						<span data-testid="option-carrier">{option.carrier}</span>{" "}
						<span className="muted">
							{t(`pricing.routing.${option.routing}`)}
							{option.viaPort ? ` (${t("wizard.option.via", { port: option.viaPort })})` : null}
						</span>
					</Heading>
					<dl className="facts quote-option-facts">
						<dt>{t("wizard.option.transit")}</dt>
						<dd data-testid="option-transit">{t("wizard.option.days", { count: option.transitDays })}</dd>
						<dt>{t(frequencyKey(option.mode))}</dt>
						<dd>{t("wizard.option.perWeek", { count: option.weeklyFrequency })}</dd>
						<dt>{t("wizard.option.validUntil")}</dt>
						<dd data-testid="option-valid-until">{formatCalendarDate(option.validUntil, locale)}</dd>
						<dt>{t("wizard.option.chargeable")}</dt>
						<dd data-testid="option-chargeable">{chargeableText(option.chargeable, locale, tr)}</dd>
						{co2 !== null ? (
							<>
								<dt>{t("wizard.option.co2")}</dt>
								<dd>
									<Co2Figure kg={co2} locale={locale} />
								</dd>
							</>
						) : null}
					</dl>
				</>
			) : null}

			{/* a table on wide screens, one card a line on a phone (the design system's .table-stack) */}
			<div className="table-wrap">
				<table className="table table-stack quote-lines">
					<thead>
						<tr>
							<th scope="col">{t("wizard.option.item")}</th>
							<th scope="col">{t("wizard.option.quantity")}</th>
							<th scope="col" className="num">
								{t("wizard.option.unitPrice")}
							</th>
							<th scope="col" className="num">
								{t("wizard.option.amount")}
							</th>
						</tr>
					</thead>
					{groups.map(({ side, lines }) => (
						<LineGroup key={side} side={side} mode={option.mode} lines={lines} locale={locale} tr={tr} />
					))}
				</table>
			</div>

			<dl className="facts quote-option-totals" data-testid="option-totals">
				<dt>{t("wizard.option.totalKrw")}</dt>
				<dd data-testid="total-krw">
					<strong>{formatMoney({ amount: option.totals.KRW, currency: "KRW" }, locale)}</strong>
				</dd>
				<dt>{t("wizard.option.totalUsd")}</dt>
				<dd data-testid="total-usd">{formatMoney({ amount: option.totals.USD, currency: "USD" }, locale)}</dd>
				{vnd ? (
					<>
						<dt>{t("wizard.option.totalVnd")}</dt>
						<dd data-testid="total-vnd">{formatMoney({ amount: option.totals.VND, currency: "VND" }, locale)}</dd>
					</>
				) : null}
				{vat ? <VatTotals vat={vat} locale={locale} supply={false} /> : null}
				<dt>{t("wizard.option.exchange")}</dt>
				<dd data-testid="option-exchange">
					{/* the stored rate the totals were converted with (1,385.50, not 1,386), dated by the rate's own day */}
					{t(EXCHANGE_KEYS[exchangeKey(rates.KRW)], exchangeVars(rates.KRW, locale))}
					{vnd ? ` · ${t("wizard.option.exchangeRateVnd", { vnd: rates.VND.perUsd })}` : null}
				</dd>
			</dl>
			{vat ? <VatNote /> : null}
		</article>
	);
}

function LineGroup({
	side,
	mode,
	lines,
	locale,
	tr,
}: {
	side: Side;
	mode: Mode;
	lines: QuoteLine[];
	locale: Locale;
	tr: (key: string, vars?: Record<string, unknown>) => string;
}) {
	return (
		<tbody data-testid={`group-${side}`}>
			<tr className="quote-group">
				<th scope="rowgroup" colSpan={4}>
					{tr(`pricing.groups.${side}`)}
				</th>
			</tr>
			{lines.map((line, i) => {
				const box = line.containerCode ? containerLabelKeys(line.containerCode) : null;
				const notes = (line.notes ?? []).map((n) => noteText(n, tr));
				return (
					<tr
						key={`${line.code}-${line.containerCode ?? ""}-${i}`}
						data-testid={`line-${line.code}`}
						data-included={line.included ? "true" : "false"}
						data-waived={line.waived ? "true" : undefined}
					>
						<td data-label={tr("wizard.option.item")}>
							{/* one child: a stacked cell is a grid of label and value */}
							<span>
								<strong>{tr(chargeNameKey(line.code))}</strong>
								{box ? <span className="muted"> · {`${tr(box.size)} ${tr(box.kind)}`}</span> : null}
								{notes.length ? <span className="muted"> ({notes.join(", ")})</span> : null}
							</span>
						</td>
						<td data-label={tr("wizard.option.quantity")}>
							{/* quantity x unit ("컨테이너 2대", "2 containers", "1 AWB"), never "2 per container" */}
							{(({ key, vars }) => tr(key, vars))(quantityText(line, mode, locale))}
						</td>
						<td className="num" data-label={tr("wizard.option.unitPrice")}>
							{unitPriceText(line, locale)}
						</td>
						<td className="num" data-label={tr("wizard.option.amount")}>
							{line.waived ? (
								<span data-testid="line-waived">
									{formatMoney({ amount: 0, currency: line.currency }, locale)} <em>{tr("wizard.option.waived")}</em>
								</span>
							) : line.included ? (
								formatMoney({ amount: line.amount, currency: line.currency }, locale)
							) : (
								<span data-testid="line-excluded">
									<s>{formatMoney({ amount: line.amount, currency: line.currency }, locale)}</s>{" "}
									<em>{tr("wizard.option.notIncluded")}</em>
								</span>
							)}
						</td>
					</tr>
				);
			})}
		</tbody>
	);
}
