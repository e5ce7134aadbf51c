// The wizard's summary panel: what the server's draft holds so far (app/quotes/wizard-summary.server.ts
// builds it), so it shows with JavaScript off. On a phone (where it sits above the form) only the
// route and the cargo in two lines; the other facts join them from 600px up (.hide-sm), so the form is
// not pushed down.
import { useTranslation } from "#app/i18n/react.tsx";
import { formatCalendarDate, formatNumber } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import type { ContainerCode } from "#app/pricing/codes.ts";
import { placeWithCode } from "#app/places/names.ts";
import type { WizardSummary } from "../wizard-summary.server.ts";
import { containerLabelKeys } from "#app/pricing/codes.ts";

export function SummaryPanel({ summary, locale }: { summary: WizardSummary; locale: Locale }) {
	const { t } = useTranslation();
	const { route, cargo } = summary;
	const cargoText = (c: NonNullable<WizardSummary["cargo"]>) =>
		c.kind === "fcl"
			? [
					c.containers
						.map((box) => {
							const keys = containerLabelKeys(box.type as ContainerCode);
							return `${t(keys.size)} ${t(keys.kind)} × ${box.count}`;
						})
						.join(", "),
					c.grossWeightKg !== undefined ? `${formatNumber(c.grossWeightKg, locale, 1)} kg` : null,
				]
					.filter(Boolean)
					.join(" · ")
			: t("wizard.summary.packages", { count: c.packages, weight: formatNumber(c.weightKg, locale, 1) });
	return (
		<aside className="aside summary-panel" aria-labelledby="wizard-summary-title" data-testid="wizard-summary">
			<h2 id="wizard-summary-title">{t("wizard.summary.title")}</h2>
			{route ? (
				<div className="stack">
					<p className="strong" data-testid="summary-route">
						<span data-testid="summary-origin">{placeWithCode(route.origin.name, route.origin.code)}</span>
						{" → "}
						<span data-testid="summary-destination">
							{placeWithCode(route.destination.name, route.destination.code)}
						</span>
					</p>
					{cargo ? (
						<p data-testid="summary-cargo">
							{cargoText(cargo)} · {cargo.commodity}
						</p>
					) : null}
					<dl className="facts hide-sm">
						<dt>{t("wizard.summary.shipment")}</dt>
						<dd>{`${t(`pricing.directions.${route.direction}`)} · ${t(`pricing.modes.${route.kind}`)}`}</dd>
						{route.region ? (
							<>
								<dt>{t("wizard.summary.trucking")}</dt>
								<dd>{route.region}</dd>
							</>
						) : null}
						<dt>{t("wizard.incoterms.short")}</dt>
						<dd data-testid="summary-incoterms">
							{route.incoterm
								? `${route.incoterm} · ${t(`wizard.incoterms.names.${route.incoterm}`)}`
								: t("wizard.incoterms.none")}
						</dd>
						{cargo?.dgClass ? (
							<>
								<dt>{t("wizard.cargo.dg")}</dt>
								<dd>{t("wizard.summary.dgClass", { dgClass: cargo.dgClass })}</dd>
							</>
						) : null}
						{cargo ? (
							<>
								<dt>{t("wizard.cargo.readyDate")}</dt>
								<dd>{formatCalendarDate(cargo.readyDate, locale)}</dd>
							</>
						) : null}
					</dl>
				</div>
			) : (
				<p className="muted">{t("wizard.summary.empty")}</p>
			)}
		</aside>
	);
}
