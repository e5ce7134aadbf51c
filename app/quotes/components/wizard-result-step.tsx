// The quote wizard's result: the engine's options in the engine's order (the marks say which is
// cheapest and which is fastest; nothing here re-sorts them), who pays which charge group under the
// chosen Incoterm, and a "choose" form per option; without an automatic price the manual-quote
// request, or the out-of-scope panel (spec section 8). Each form carries the page's one-time key, so a
// choice sent twice makes one estimate.
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { Link } from "#app/utils/link.tsx";
import { formatCalendarDate, formatMoney } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { placeWithCode } from "#app/places/names.ts";
import { type Mode, SIDES } from "#app/pricing/codes.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import { frequencyKey } from "../quote-format.ts";
import type { ResultView } from "../wizard-result.server.ts";
import type { OptionFlag } from "../wizard.ts";
import { type WizardMode, stepUrl } from "../wizard-steps.ts";
import type { QuoteVat } from "#app/pricing/vat.ts";
import { Co2Figure, Co2Note, QuoteOptionView, chargeableText } from "./quote-option.tsx";

export function ResultStep({
	mode,
	action,
	result,
	locale,
	busy,
	visitor = false,
}: {
	mode: WizardMode;
	action: string;
	result: ResultView;
	locale: Locale;
	busy: boolean;
	/** a visitor's result (decision 086): the same prices; keeping one goes through sign-up */
	visitor?: boolean;
}) {
	const { t } = useTranslation();
	const { pricing } = result;
	// the Incoterms panel below says who pays what; the engine's general warning would repeat it
	const warnings = pricing.warnings.filter((w) => !(pricing.ok && w.code === "incoterms_exclude"));
	return (
		<section className="stack" data-testid="wizard-result" aria-labelledby="result-heading">
			<h2 id="result-heading">
				{t("wizard.result.title", {
					origin: placeWithCode(result.lane.origin.name, result.lane.origin.code),
					destination: placeWithCode(result.lane.destination.name, result.lane.destination.code),
				})}
			</h2>
			{warnings.length ? (
				<ul className="alert alert-warning" data-testid="quote-warnings">
					{warnings.map((w, i) => (
						<li key={`${w.code}-${i}`}>{t(`pricing.warnings.${w.code}`)}</li>
					))}
				</ul>
			) : null}
			{visitor ? (
				<p className="alert alert-info" data-testid="visitor-result-note">
					{t("wizard.visitor.resultNote")}
				</p>
			) : null}
			{pricing.ok ? <Payers result={result} /> : null}
			{result.optimiserLink ? (
				<p>
					<Link to={result.optimiserLink} data-testid="optimiser-link">
						{t("optimiser.fromQuote")}
					</Link>
				</p>
			) : null}
			{pricing.ok ? (
				// the engine's order, untouched: the marks say which is cheapest and which is fastest. One card a
				// row, so a card's unfolded lines have the width of the column
				<div className="stack" data-testid="quote-options">
					{pricing.options.map((option) => (
						<OptionCard
							key={option.id}
							option={option}
							flags={result.flags[option.id] ?? []}
							via={option.viaPort ? placeWithCode(result.via[option.viaPort], option.viaPort) : null}
							locale={locale}
							showVnd={result.showVnd}
							co2={result.co2[option.id] ?? null}
							vat={result.vat[option.id] ?? null}
						>
							<Form method="post" action={action}>
								<input type="hidden" name="onceKey" value={result.onceKey} />
								<input type="hidden" name="optionId" value={option.id} />
								<button
									type="submit"
									name="intent"
									value="choose"
									className="button button-block"
									disabled={busy}
									data-testid="choose-option"
								>
									{t(visitor ? "wizard.visitor.keep" : "wizard.result.choose")}
								</button>
							</Form>
						</OptionCard>
					))}
					{pricing.options.some((o) => result.co2[o.id] != null) ? <Co2Note /> : null}
				</div>
			) : pricing.reason === "out_of_scope" ? (
				// the out-of-scope dialog of spec section 8, as a panel that needs no script to open
				<div
					role="alertdialog"
					aria-labelledby="oos-title"
					aria-describedby="oos-text"
					className="confirm-panel"
					data-testid="out-of-scope"
				>
					<h3 id="oos-title">{t("wizard.result.outOfScopeTitle")}</h3>
					<p id="oos-text">{t("pricing.reasons.out_of_scope")}</p>
					<div className="form-actions">
						<Link className="button" to={stepUrl(mode, "route")}>
							{t("wizard.result.editRoute")}
						</Link>
					</div>
				</div>
			) : (
				<div className="alert alert-info" data-testid="manual-quote">
					<p>{t(`pricing.reasons.${pricing.reason}`)}</p>
					<p>{t("pricing.manualQuote")}</p>
					<Form method="post" action={action}>
						<input type="hidden" name="onceKey" value={result.onceKey} />
						<button
							type="submit"
							name="intent"
							value="manual"
							className="button"
							disabled={busy}
							data-testid="request-manual"
						>
							{t(visitor ? "wizard.visitor.keepManual" : "wizard.result.requestManual")}
						</button>
					</Form>
				</div>
			)}
			<p>
				<Link className="button button-ghost" to={stepUrl(mode, "customer")} data-testid="wizard-back">
					{t("wizard.back")}
				</Link>
			</p>
		</section>
	);
}

/** Which charge groups the totals hold under the chosen Incoterm, and which the other party pays. */
function Payers({ result }: { result: ResultView }) {
	const { t } = useTranslation();
	const { payers, incoterm } = result;
	const other = t(`wizard.result.parties.${payers.otherParty}`);
	if (!incoterm)
		return (
			<p className="muted" data-testid="result-incoterms" data-incoterms="">
				{t("wizard.result.noIncoterm")}
			</p>
		);
	return (
		<div className="alert alert-info" data-testid="result-incoterms" data-incoterms={incoterm ?? ""}>
			<p>
				{t("wizard.result.incotermRule", {
					rule: `${incoterm} · ${t(`wizard.incoterms.names.${incoterm}`)}`,
					party: t(`wizard.result.parties.${payers.customerParty}`),
				})}
			</p>
			<p className="cluster">
				{payers.groups
					.filter((g) => SIDES.includes(g.group))
					.map((g) => (
						<span
							key={g.group}
							className={`badge ${g.payer === "customer" ? "badge-brand" : "badge-neutral"}`}
							data-testid={`payer-${g.group}`}
							data-payer={g.payer}
						>
							{`${t(`pricing.groups.${g.group}`)}: ${g.payer === "customer" ? t("wizard.result.inTotal") : t("wizard.result.otherPays", { party: other })}`}
						</span>
					))}
			</p>
		</div>
	);
}

function OptionCard({
	option,
	flags,
	via,
	locale,
	showVnd,
	co2,
	vat,
	children,
}: {
	option: QuoteOption;
	flags: readonly OptionFlag[];
	via: string | null;
	locale: Locale;
	showVnd: boolean;
	co2: number | null;
	vat: QuoteVat | null;
	children: ReactNode;
}) {
	const { t } = useTranslation();
	const tr = (key: string, vars?: Record<string, unknown>) => t(key, vars ?? {}) as string;
	const mode: Mode = option.mode;
	const titleId = `option-${option.id.replace(/[^\w-]/g, "-")}`;
	return (
		<article
			className="option-card"
			data-flag={flags[0]}
			data-flags={flags.join(" ") || undefined}
			data-testid="quote-option"
			data-option-id={option.id}
			aria-labelledby={titleId}
		>
			{flags.length ? (
				<div className="option-flags">
					{flags.map((f) => (
						<span key={f} className="option-flag" data-testid={`flag-${f}`}>
							{t(`wizard.result.flags.${f}`)}
						</span>
					))}
				</div>
			) : null}
			<h3 id={titleId} data-testid="option-carrier">
				{option.carrier}
			</h3>
			<div>
				<p className="option-total" data-testid="option-total">
					{formatMoney({ amount: option.totals.KRW, currency: "KRW" }, locale)}
				</p>
				<p className="muted">
					{formatMoney({ amount: option.totals.USD, currency: "USD" }, locale)}
					{showVnd ? ` · ${formatMoney({ amount: option.totals.VND, currency: "VND" }, locale)}` : null}
				</p>
				{/* decision 040: the total says it has no VAT, and what it comes to with the estimated VAT */}
				{vat ? (
					<p className="small" data-testid="option-total-vat">
						{t("wizard.option.vatCard", {
							total: formatMoney({ amount: vat.totalWithVatKrw, currency: "KRW" }, locale),
						})}
					</p>
				) : null}
			</div>
			<dl className="option-facts">
				<div>
					<dt>{t("wizard.option.transit")}</dt>
					<dd data-testid="option-transit">{t("wizard.option.days", { count: option.transitDays })}</dd>
				</div>
				<div>
					<dt>{t("wizard.result.routing")}</dt>
					<dd data-testid="option-routing">
						{via ? t("wizard.option.via", { port: via }) : t(`pricing.routing.${option.routing}`)}
					</dd>
				</div>
				<div>
					<dt>{t(frequencyKey(mode))}</dt>
					<dd>{t("wizard.option.perWeek", { count: option.weeklyFrequency })}</dd>
				</div>
				<div>
					<dt>{t("wizard.option.validUntil")}</dt>
					<dd data-testid="option-valid-until">{formatCalendarDate(option.validUntil, locale)}</dd>
				</div>
				<div>
					<dt>{t("wizard.option.chargeable")}</dt>
					<dd data-testid="option-chargeable">{chargeableText(option.chargeable, locale, tr)}</dd>
				</div>
				{co2 !== null ? (
					<div>
						<dt>{t("wizard.option.co2")}</dt>
						<dd>
							<Co2Figure kg={co2} locale={locale} />
						</dd>
					</div>
				) : null}
			</dl>
			<details className="disclosure" data-testid="option-lines">
				<summary>{t("wizard.result.lines", { count: option.lines.length })}</summary>
				<QuoteOptionView option={option} locale={locale} showVnd={showVnd} variant="lines" vat={vat} />
			</details>
			{children}
		</article>
	);
}
