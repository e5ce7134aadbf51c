// The route optimiser's results (decision 081): the best choice per measure, every priced option in a
// table that stacks into cards on a phone (.table-stack), each with its verdict, the reason in words
// and a button that starts the quote, then the combinations without a price. Formats only: the
// figures and verdicts come from app/optimiser/optimiser-view.server.ts.
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { MissingView, OptimiserView, OptionView } from "../optimiser-view.server.ts";

type Result = NonNullable<OptimiserView["result"]>;
type T = ReturnType<typeof useTranslation>["t"];

function Why({ option, t }: { option: OptionView; t: T }) {
	if (option.dominatedBy) {
		const margins = option.dominatedBy.margins.map((m) =>
			t(`optimiser.why.margin.${m.measure}`, { value: m.text, count: m.value }),
		);
		return (
			<>
				{t("optimiser.why.dominated", { label: option.dominatedBy.label })}
				{margins.length > 0 ? `: ${margins.join(", ")}` : null}
			</>
		);
	}
	if (option.best.length === 0) return <>{t("optimiser.why.tradeOff")}</>;
	return <>{option.best.map((m) => t(`optimiser.why.${m}`)).join(", ")}</>;
}

function Route({ option, t }: { option: OptionView; t: T }) {
	return (
		<>
			<strong>
				{option.polName} → {option.podName}
			</strong>
			<br />
			{option.carrier} ·{" "}
			{option.viaName ? t("optimiser.routing.via", { port: option.viaName }) : t("optimiser.routing.direct")}
			<br />
			<span className="muted">{t("optimiser.weekly", { count: option.weeklyFrequency })}</span>
		</>
	);
}

export function RouteOptions({
	result,
	destinationName,
	startQuote,
}: {
	result: Result;
	destinationName: string;
	/** the shared "get this quote" button (the route passes StartQuoteForm, so this folder imports no quotes code) */
	startQuote: (option: OptionView) => ReactNode;
}) {
	const { t } = useTranslation();
	// one wrapper per cell: on a phone each cell is a two-column grid (label, value), and a value made
	// of several lines must stay one grid item
	const cell = (label: string, content: ReactNode, className?: string) => (
		<td data-label={t(label)} className={className}>
			<div>{content}</div>
		</td>
	);
	return (
		<div className="stack">
			<section className="card" data-testid="optimiser-result">
				<div className="card-header">
					<h2>{t("optimiser.result.title", { region: result.regionName, destination: result.destinationName })}</h2>
				</div>
				<div className="card-body stack">
					<p data-testid="optimiser-count">
						{t("optimiser.result.count", {
							count: result.options.length,
							combinations: result.combinations,
							date: result.readyDate,
						})}
					</p>
					{result.options.length > 0 ? (
						<p className="cluster" data-testid="optimiser-summary">
							{(["cost", "time", "co2"] as const).map((m) =>
								result.summary[m] ? (
									<span key={m} className="badge badge-success" data-measure={m}>
										{t(`optimiser.summary.${m}`)}: {result.summary[m]}
									</span>
								) : null,
							)}
						</p>
					) : (
						<p className="alert" data-testid="optimiser-none">
							{t("optimiser.none")}
						</p>
					)}
					<p className="field-hint">{t("optimiser.result.basis")}</p>
					<p className="field-hint">{t("optimiser.result.co2Note")}</p>
				</div>
				{result.options.length > 0 ? (
					<div className="table-wrap">
						<table className="table table-stack" data-testid="optimiser-options">
							<caption className="visually-hidden">{t("optimiser.result.caption")}</caption>
							<thead>
								<tr>
									<th scope="col">{t("optimiser.col.verdict")}</th>
									<th scope="col">{t("optimiser.col.route")}</th>
									<th scope="col" className="num">
										{t("optimiser.col.trucking")}
									</th>
									<th scope="col" className="num">
										{t("optimiser.col.total")}
									</th>
									<th scope="col" className="num">
										{t("optimiser.col.transit")}
									</th>
									<th scope="col" className="num">
										{t("optimiser.col.co2")}
									</th>
									<th scope="col">{t("optimiser.col.why")}</th>
									<th scope="col">{t("optimiser.col.action")}</th>
								</tr>
							</thead>
							<tbody>
								{result.options.map((o) => (
									<tr
										key={o.id}
										data-testid="optimiser-option"
										data-pareto={o.paretoBest ? "best" : "dominated"}
										data-lane={`${o.pol}>${o.pod}`}
										data-routing={o.routing}
									>
										{cell(
											"optimiser.col.verdict",
											<span className={o.paretoBest ? "badge badge-success" : "badge badge-neutral"}>
												{t(o.paretoBest ? "optimiser.badge.best" : "optimiser.badge.dominated")}
											</span>,
										)}
										{cell("optimiser.col.route", <Route option={o} t={t} />)}
										{cell("optimiser.col.trucking", o.trucking ?? t("optimiser.truckingLcl"), "num")}
										{cell(
											"optimiser.col.total",
											<>
												<strong data-testid="optimiser-total">{o.total}</strong>
												<br />
												<span className="muted">{t("optimiser.validUntil", { date: o.validUntil })}</span>
											</>,
											"num",
										)}
										{cell("optimiser.col.transit", t("optimiser.days", { count: o.transitDays }), "num")}
										{cell(
											"optimiser.col.co2",
											o.kgCo2e === null ? t("optimiser.unknown") : t("optimiser.kg", { count: o.kgCo2e }),
											"num",
										)}
										{cell(
											"optimiser.col.why",
											<>
												<span data-testid="optimiser-why">
													<Why option={o} t={t} />
												</span>
												{o.lastMileKm !== null ? (
													<>
														<br />
														<span className="muted">
															{t("optimiser.lastMile", { km: o.lastMileKm, destination: destinationName })}
														</span>
													</>
												) : null}
											</>,
										)}
										{cell("optimiser.col.action", startQuote(o))}
									</tr>
								))}
							</tbody>
						</table>
					</div>
				) : null}
			</section>
			{result.missing.length > 0 ? <Missing missing={result.missing} /> : null}
		</div>
	);
}

function Missing({ missing }: { missing: MissingView[] }) {
	const { t } = useTranslation();
	return (
		<section className="card" data-testid="optimiser-missing">
			<div className="card-body stack">
				<details>
					<summary>
						<strong>{t("optimiser.missing.title")}</strong> ({missing.reduce((n, m) => n + m.routings.length, 0)})
					</summary>
					<p className="field-hint">{t("optimiser.missing.lead")}</p>
					<ul>
						{missing.map((m) => (
							<li key={`${m.polName}>${m.podName}:${m.reason}`} data-reason={m.reason}>
								{m.polName} → {m.podName} ({m.routings.map((r) => t(`optimiser.routing.${r}`)).join(", ")}):{" "}
								{t(`optimiser.missing.reason.${m.reason}`)}
								{m.liner.map((s) => (
									<span key={s.service} className="muted">
										{" "}
										· {t("optimiser.missing.liner", s)}
									</span>
								))}
							</li>
						))}
					</ul>
				</details>
			</div>
		</section>
	);
}
