// /standardestimate (spec sections 1 and 2, guarded): the standard estimate table. Each row is a
// reference shipment on a typical lane priced now by the pricing engine from the rates in force
// (app/standard-estimate, decision 083); every charge it shows is explained from the glossary below
// the table; a row's button turns it into a real quote through the wizard (POST /order/prefill).
// The page only formats what the loader computed.
import { useLoaderData } from "react-router";
import type { Route } from "./+types/standardestimate";
import { requireUser } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { formatCalendarDate, formatMoney, formatNumber, formatPerUsd } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocale } from "#app/i18n/use-locale.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import type { QuoteLine } from "#app/pricing/types.ts";
import { Page } from "#app/shell/page.tsx";
import { currentStandardTable, glossaryTexts } from "#app/standard-estimate/table.server.ts";
import type { StandardRow } from "#app/standard-estimate/table.ts";
import { StartQuoteForm } from "#app/quotes/components/start-quote-form.tsx";
import { rowIntent } from "#app/standard-estimate/intent.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireUser(request, context);
	const table = currentStandardTable();
	return { table, glossary: glossaryTexts(table.codes, localeFromContext(context)) };
}

type T = (key: string, vars?: Record<string, unknown>) => string;

function unitPriceText(line: Pick<QuoteLine, "basis" | "unitPrice" | "currency">, locale: Locale): string {
	// a percent line carries basis points of the freight, not money
	if (line.basis === "percent") return `${formatNumber(line.unitPrice / 100, locale, 2)}%`;
	return formatMoney({ amount: line.unitPrice, currency: line.currency }, locale);
}

function basisText(basis: QuoteLine["basis"], t: T): string {
	return t(`standardEstimate.per.${basis}`);
}

function Lines({ row, names, locale, t }: { row: StandardRow; names: Map<string, string>; locale: Locale; t: T }) {
	const lines = row.priced?.lines ?? [];
	return (
		<details className="disclosure std-lines">
			<summary>{t("standardEstimate.lines", { count: lines.length })}</summary>
			<ul className="std-line-list">
				{lines.map((line, i) => (
					<li key={`${line.code}-${i}`}>
						<a href={`#charge-${line.code}`}>{names.get(line.code) ?? line.code}</a>{" "}
						<span className="muted">
							{t("standardEstimate.lineMath", {
								quantity: formatNumber(line.quantity, locale, 3),
								per: basisText(line.basis, t),
								unit: unitPriceText(line, locale),
							})}
						</span>
						{" = "}
						<span className="strong nowrap">
							{formatMoney({ amount: line.amount, currency: line.currency }, locale)}
						</span>
					</li>
				))}
			</ul>
			{row.priced ? (
				<p className="small muted">
					{row.priced.exchangeDate
						? t("standardEstimate.exchange", {
								rate: formatPerUsd(row.priced.krwPerUsdCents, locale),
								date: formatCalendarDate(row.priced.exchangeDate, locale),
							})
						: t("standardEstimate.exchangeDefault", { rate: formatPerUsd(row.priced.krwPerUsdCents, locale) })}
				</p>
			) : null}
		</details>
	);
}

function Row({ row, names, locale, t }: { row: StandardRow; names: Map<string, string>; locale: Locale; t: T }) {
	const service = t(`standardEstimate.products.${row.product}`);
	const lane = `${row.origin} → ${row.to}`;
	const p = row.priced;
	if (!p)
		return (
			<tr data-testid={`std-row-${row.key}`} data-priced="no">
				<th scope="row">
					{service}
					<span className="small muted std-lane">{lane}</span>
				</th>
				<td colSpan={5} className="std-none">
					{t(`standardEstimate.noPrice.${row.noPrice?.reason === "out_of_scope" ? "none" : "notToday"}`)}
				</td>
			</tr>
		);
	const route =
		p.routing === "direct"
			? t("standardEstimate.direct", { days: p.transitDays })
			: t("standardEstimate.via", { port: p.viaPort ?? "", days: p.transitDays });
	return (
		<>
			<tr data-testid={`std-row-${row.key}`} data-priced="yes">
				<th scope="row">
					{service}
					<span className="small muted std-lane">{lane}</span>
				</th>
				<td data-label={t("standardEstimate.columns.carrier")}>
					<div>
						{p.carrier}
						<span className="small muted std-lane">
							{route}
							{p.options > 1 ? ` · ${t("standardEstimate.cheapestOf", { count: p.options })}` : ""}
						</span>
					</div>
				</td>
				<td className="num" data-label={t("standardEstimate.columns.freight")}>
					<div>
						{unitPriceText(p.freight, locale)}
						<span className="small muted std-lane">{basisText(p.freight.basis, t)}</span>
					</div>
				</td>
				<td className="num" data-label={t("standardEstimate.columns.total")} data-testid="std-total">
					<div>
						<span className="strong">{formatMoney({ amount: p.totals.KRW, currency: "KRW" }, locale)}</span>
						<span className="small muted std-lane">
							{formatMoney({ amount: p.totals.USD, currency: "USD" }, locale)}
						</span>
					</div>
				</td>
				<td data-label={t("standardEstimate.columns.validity")}>
					<div>
						{p.ratesValidFrom && p.ratesValidTo ? (
							<span className="nowrap">
								{formatCalendarDate(p.ratesValidFrom, locale)} – {formatCalendarDate(p.ratesValidTo, locale)}
							</span>
						) : null}
						<span className="small muted std-lane">
							{t("standardEstimate.quoteHolds", { date: formatCalendarDate(p.quoteValidUntil, locale) })}
						</span>
					</div>
				</td>
				<td className="std-action">
					<StartQuoteForm intent={rowIntent(row)} label={t("standardEstimate.quote")} className="button button-sm" />
				</td>
			</tr>
			<tr className="std-lines-row">
				<td colSpan={6}>
					<Lines row={row} names={names} locale={locale} t={t} />
				</td>
			</tr>
		</>
	);
}

export default function StandardEstimate() {
	const { table, glossary } = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	const locale = useLocale();
	const names = new Map(glossary.map((g) => [g.code, g.name]));
	return (
		<Page
			titleKey="page.standardEstimate.title"
			lead={t("standardEstimate.lead", { date: formatCalendarDate(table.readyDate, locale) })}
		>
			<div className="stack">
				{table.destinations.map((d) => (
					<section key={d.id} className="card std-card" aria-labelledby={`std-${d.id}`} data-testid={`std-${d.id}`}>
						<div className="card-header">
							<h2 id={`std-${d.id}`}>{t(`standardEstimate.destinations.${d.id}`)}</h2>
						</div>
						<div className="table-wrap">
							<table className="table table-stack std-table">
								<thead>
									<tr>
										<th scope="col">{t("standardEstimate.columns.service")}</th>
										<th scope="col">{t("standardEstimate.columns.carrier")}</th>
										<th scope="col" className="num">
											{t("standardEstimate.columns.freight")}
										</th>
										<th scope="col" className="num">
											{t("standardEstimate.columns.total")}
										</th>
										<th scope="col">{t("standardEstimate.columns.validity")}</th>
										<th scope="col">
											<span className="visually-hidden">{t("standardEstimate.columns.action")}</span>
										</th>
									</tr>
								</thead>
								<tbody>
									{d.rows.map((row) => (
										<Row key={row.key} row={row} names={names} locale={locale} t={t} />
									))}
								</tbody>
							</table>
						</div>
					</section>
				))}

				<p className="small muted">{t("standardEstimate.notes")}</p>

				<section className="card" aria-labelledby="std-glossary" data-testid="std-glossary">
					<div className="card-header">
						<h2 id="std-glossary">{t("standardEstimate.glossary")}</h2>
					</div>
					<dl className="card-body std-glossary">
						{glossary.map((g) => (
							<div key={g.code} id={`charge-${g.code}`} data-testid={`std-charge-${g.code}`}>
								<dt>
									{g.name}{" "}
									<span className="small muted">
										({g.group} · {g.bases})
									</span>
								</dt>
								<dd>{g.about}</dd>
							</div>
						))}
					</dl>
				</section>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
