// /cost: the landed-cost calculator (spec sections 1, 2 and 3 "Cost calculator state"; decision 074).
// Signed-in users (the guarded layout, and this module's own loader and action) type the goods' value
// and the lane; the answer lists every figure with the rule it comes from. One POST form: with
// JavaScript off "Calculate" re-renders the page with the answer (400 with translated errors on bad
// input); with JavaScript on the same pure calculator (app/landed-cost/calculator.ts) recomputes in the
// browser on every input, and only a lane change needs the server (our freight comes from the engine).
// Nothing is stored: a calculation is not a record.
import { Fragment, useEffect, useRef, useState } from "react";
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/cost";
import { requireUser } from "#app/auth/guard.server.ts";
import { currentInsuranceRate } from "#app/documents/insurance-rate.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { ErrorList } from "#app/components/forms.tsx";
import { formatMoney, formatNumber, formatPerUsd, formatCalendarDate } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocale } from "#app/i18n/use-locale.ts";
import {
	CALC_CONTAINERS,
	type CalcContext,
	type CalcError,
	type CalcValues,
	DEFAULT_VALUES,
	type Line,
	calculate,
	quoteIntentOf,
	valuesFrom,
} from "#app/landed-cost/calculator.ts";
import { StartQuoteForm } from "#app/quotes/components/start-quote-form.tsx";
import { calcContext, exchangeFacts, placeErrors } from "#app/landed-cost/calculator.server.ts";
import { QUARANTINE_FEES, QUARANTINE_FEES_KRW } from "#app/landed-cost/rules.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { byName } from "#app/places/names.ts";
import { placeOptions } from "#app/places/places.server.ts";
import { KOREAN_AIRPORTS, KOREAN_SEA_PORTS } from "#app/pricing/codes.ts";
import { rejected } from "#app/utils/replies.server.ts";
import { Page } from "#app/shell/page.tsx";

type Place = { code: string; name: string; country: string };

// The pickers' lists per page language, sorted by name once per process: the places are reference data
// (db/seed), fixed while the server runs, and sorting some 200 names per request was a tenth of the
// JavaScript-off answer's server time (bench/cost.ts).
const listsByLocale = new Map<Locale, ReturnType<typeof buildLists>>();

function buildLists(locale: Locale) {
	const order = byName(locale);
	const strip = (p: Place): Place => ({ code: p.code, name: p.name, country: p.country });
	const korean = new Set<string>([...KOREAN_SEA_PORTS, ...KOREAN_AIRPORTS]);
	const sea = placeOptions("sea", locale).map(strip);
	const air = placeOptions("air", locale).map(strip);
	return {
		korean: [...sea, ...air].filter((p) => korean.has(p.code)),
		foreignSea: sea.filter((p) => p.country !== "KR").sort(order),
		foreignAir: air.filter((p) => p.country !== "KR").sort(order),
	};
}

function lists(locale: Locale) {
	let kept = listsByLocale.get(locale);
	if (!kept || kept.foreignSea.length === 0) listsByLocale.set(locale, (kept = buildLists(locale)));
	return kept;
}

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireUser(request, context);
	const locale = localeFromContext(context);
	const ctx = calcContext(DEFAULT_VALUES, false, currentInsuranceRate().ppm);
	return {
		values: DEFAULT_VALUES,
		ctx,
		errors: [] as CalcError[],
		lists: lists(locale),
		rate: exchangeFacts(ctx.date),
	};
}

export async function action({ request, context }: Route.ActionArgs) {
	await requireUser(request, context);
	const form = await request.formData();
	const values = valuesFrom(
		(name) => {
			const v = form.get(name);
			return typeof v === "string" ? v : null;
		},
		(name) => form.getAll(name).filter((v): v is string => typeof v === "string"),
	);
	const errors = placeErrors(values);
	const ctx = calcContext(values, errors.length === 0, currentInsuranceRate().ppm);
	const answer = calculate(values, ctx);
	const all = [...errors, ...answer.errors];
	const reply = { values, ctx, errors: all, submitted: true };
	return all.length ? rejected(reply) : reply;
}

function readForm(form: HTMLFormElement): CalcValues {
	const data = new FormData(form);
	return valuesFrom(
		(name) => {
			const v = data.get(name);
			return typeof v === "string" ? v : null;
		},
		(name) => data.getAll(name).filter((v): v is string => typeof v === "string"),
	);
}

export default function CostCalculator() {
	const loaderData = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const { t } = useTranslation();
	const locale = useLocale();
	const busy = useNavigation().state === "submitting";
	const served = actionData ?? loaderData;
	const [values, setValues] = useState<CalcValues>(served.values);
	const [touched, setTouched] = useState(false);
	// A new answer from the server brings a new context (our freight for the lane asked); the fields keep
	// what the user typed meanwhile (the form is not remounted), so the values are read back from them.
	const formRef = useRef<HTMLFormElement>(null);
	useEffect(() => {
		setTouched(false);
		if (formRef.current) setValues(readForm(formRef.current));
	}, [served]);
	const { lists: places, rate } = loaderData;
	const submitted = Boolean(actionData);
	const country = (code: string) =>
		[...places.foreignSea, ...places.foreignAir].find((p) => p.code === code)?.country ?? null;
	const ctx: CalcContext = { ...served.ctx, foreignCountry: country(values.foreignPlace) };
	const answer = calculate(values, ctx);
	// the server's place errors stand until the place is changed; the calculator's are live
	const placeErrors = touched
		? []
		: served.errors.filter((e) => e.field === "koreanPort" || e.field === "foreignPlace");
	const errors = [...placeErrors, ...answer.errors];
	const shownErrors = (field: CalcError["field"]) => {
		const value = field === "form" ? "" : values[field];
		const show = submitted || (typeof value === "string" && value.trim() !== "");
		return show ? errors.filter((e) => e.field === field).map((e) => e.key) : [];
	};
	const result = placeErrors.length ? null : answer.result;
	const intent = result ? quoteIntentOf(values, ctx.foreignCountry) : null;
	const k = "landedCost.";

	const onInput = (form: HTMLFormElement) => {
		setTouched(true);
		setValues(readForm(form));
	};

	const text = (
		name: keyof CalcValues,
		label: string,
		hint?: string,
		unit?: string,
		mode: "decimal" | "numeric" = "decimal",
	) => {
		const errs = shownErrors(name);
		const id = `cost-${name}`;
		return (
			<div className="field" data-invalid={errs.length ? "" : undefined}>
				<label htmlFor={id}>{label}</label>
				<div className={unit ? "input-unit" : undefined}>
					<input
						id={id}
						name={name}
						type="text"
						inputMode={mode}
						autoComplete="off"
						defaultValue={String(served.values[name] ?? "")}
						aria-invalid={errs.length ? true : undefined}
						aria-describedby={hint ? `${id}-hint` : undefined}
						maxLength={40}
					/>
					{unit ? <span className="unit">{unit}</span> : null}
				</div>
				{hint ? (
					<p className="field-hint" id={`${id}-hint`}>
						{hint}
					</p>
				) : null}
				<ErrorList errors={errs} />
			</div>
		);
	};

	const importing = values.direction === "import";
	const air = values.cargo === "air";
	const koreanChoices = places.korean.filter((p) => (air ? p.code.length === 3 : p.code.length === 5));
	const foreignChoices = air ? places.foreignAir : places.foreignSea;
	const toVietnam = !importing && ctx.foreignCountry === "VN";
	const fromVietnam = importing && ctx.foreignCountry === "VN";

	return (
		<Page titleKey="page.cost.title" lead={t(k + "lead")}>
			<div className="split cost-calculator">
				<aside className="aside stack" aria-live="polite" id="cost-answer">
					<h2 className="text-xl mt-0">{t(k + "answer.title")}</h2>
					<p className="small muted">
						{rate.isDefault
							? t(k + "answer.rateDefault", { krw: formatPerUsd(ctx.krwPerUsdCents, locale) })
							: t(k + "answer.rate", {
									krw: formatPerUsd(ctx.krwPerUsdCents, locale),
									date: rate.effective ? formatCalendarDate(rate.effective, locale) : "",
								})}
					</p>
					{result ? (
						<>
							<Lines lines={result.lines} locale={locale} vnd={false} />
							{result.buyer ? (
								<section className="stack">
									<h3 className="mt-0">{t(k + "buyer.title")}</h3>
									{"missing" in result.buyer ? (
										<p className="alert alert-info" role="status">
											{t(result.buyer.missing)}
										</p>
									) : (
										<Lines lines={result.buyer.lines} locale={locale} vnd />
									)}
								</section>
							) : null}
							<p className="small muted">{t(k + "answer.disclaimer")}</p>
							{intent ? (
								<div className="stack">
									<p className="small mt-0">{t(k + "answer.quoteHint")}</p>
									<StartQuoteForm intent={intent} label={t(k + "answer.quote")} className="button button-secondary" />
								</div>
							) : null}
						</>
					) : (
						<p className="muted">{t(submitted ? k + "answer.fix" : k + "answer.empty")}</p>
					)}
				</aside>
				<Form
					method="post"
					className="stack"
					noValidate
					ref={formRef}
					onChange={(e) => onInput(e.currentTarget)}
					onInput={(e) => onInput(e.currentTarget)}
				>
					<fieldset className="stack">
						<legend className="strong">{t(k + "sections.shipment")}</legend>
						<div className="radio-cards">
							{(["import", "export"] as const).map((d) => (
								<label key={d} className="radio-card">
									<input type="radio" name="direction" value={d} defaultChecked={served.values.direction === d} />
									<span className="radio-card-body">
										<span className="strong">{t(`${k}direction.${d}`)}</span>
										<span className="small muted">{t(`${k}direction.${d}Covers`)}</span>
									</span>
								</label>
							))}
						</div>
						<div className="form-grid">
							<div className="field">
								<label htmlFor="cost-cargo">{t(k + "fields.cargo")}</label>
								<select id="cost-cargo" name="cargo" defaultValue={served.values.cargo}>
									{(["fcl", "lcl", "air"] as const).map((c) => (
										<option key={c} value={c}>
											{t(`${k}cargo.${c}`)}
										</option>
									))}
								</select>
							</div>
							{values.cargo === "fcl" ? (
								<>
									<div className="field">
										<label htmlFor="cost-container">{t(k + "fields.container")}</label>
										<select id="cost-container" name="container" defaultValue={served.values.container}>
											{CALC_CONTAINERS.map((c) => (
												<option key={c} value={c}>
													{t(`${k}containers.${c}`)}
												</option>
											))}
										</select>
									</div>
									{text("count", t(k + "fields.count"), undefined, undefined, "numeric")}
								</>
							) : null}
							<div className="field" data-invalid={shownErrors("koreanPort").length ? "" : undefined}>
								<label htmlFor="cost-koreanPort">{t(k + "fields.koreanPort")}</label>
								<select id="cost-koreanPort" name="koreanPort" defaultValue={served.values.koreanPort}>
									{(koreanChoices.some((p) => p.code === served.values.koreanPort)
										? []
										: [served.values.koreanPort]
									).map((c) => (
										<option key={c} value={c}>
											{c}
										</option>
									))}
									{koreanChoices.map((p) => (
										<option key={p.code} value={p.code}>{`${p.name} (${p.code})`}</option>
									))}
								</select>
								<ErrorList errors={shownErrors("koreanPort")} />
							</div>
							<div className="field" data-invalid={shownErrors("foreignPlace").length ? "" : undefined}>
								<label htmlFor="cost-foreignPlace">
									{t(importing ? k + "fields.foreignOrigin" : k + "fields.foreignDestination")}
								</label>
								<select id="cost-foreignPlace" name="foreignPlace" defaultValue={served.values.foreignPlace}>
									{(foreignChoices.some((p) => p.code === served.values.foreignPlace)
										? []
										: [served.values.foreignPlace]
									).map((c) => (
										<option key={c} value={c}>
											{c}
										</option>
									))}
									{foreignChoices.map((p) => (
										<option key={p.code} value={p.code}>{`${p.name} (${p.code})`}</option>
									))}
								</select>
								<ErrorList errors={shownErrors("foreignPlace")} />
							</div>
						</div>
					</fieldset>

					<fieldset className="stack">
						<legend className="strong">{t(k + "sections.money")}</legend>
						<div className="form-grid">
							{text("fob", t(k + "fields.fob"), t(k + "hints.fob"), "USD")}
							{text("freight", t(k + "fields.freight"), t(k + "hints.freight"), "USD")}
							{text("insurance", t(k + "fields.insurance"), t(k + "hints.insurance"), "USD")}
						</div>
						{values.cargo !== "fcl" ? (
							<div className="form-grid">
								{text("cbm", t(k + "fields.cbm"), importing ? t(k + "hints.measures") : undefined, "cbm")}
								{text("kg", t(k + "fields.kg"), undefined, "kg")}
							</div>
						) : null}
					</fieldset>

					{importing ? (
						<fieldset className="stack">
							<legend className="strong">{t(k + "sections.customs")}</legend>
							<div className="form-grid">
								{text("hsCode", t(k + "fields.hsCode"), t(k + "hints.hsCode"), undefined, "numeric")}
								{fromVietnam ? text("ftaRate", t(k + "fields.ftaRate"), t(k + "hints.ftaRate"), "%") : null}
							</div>
							<div className="stack">
								<span className="field-label">{t(k + "fields.quarantine")}</span>
								{QUARANTINE_FEES.map((q) => (
									<label key={q} className="check">
										<input
											type="checkbox"
											name="quarantine"
											value={q}
											defaultChecked={served.values.quarantine.includes(q)}
										/>
										<span>
											{t(`${k}quarantine.${q}`, {
												amount: formatMoney({ amount: QUARANTINE_FEES_KRW[q], currency: "KRW" }, locale),
											})}
										</span>
									</label>
								))}
							</div>
						</fieldset>
					) : null}

					{importing ? (
						<fieldset className="stack">
							<legend className="strong">{t(k + "sections.warehouse")}</legend>
							<p className="small muted mt-0">{t(k + "hints.warehouse")}</p>
							<div className="form-grid">
								{text("days", t(k + "fields.days"), undefined, t(k + "units.days"), "numeric")}
								{values.cargo === "fcl" ? (
									<>
										{text("cbm", t(k + "fields.cbm"), undefined, "cbm")}
										{text("kg", t(k + "fields.kg"), undefined, "kg")}
									</>
								) : null}
								{text("whRate", t(k + "fields.whRate"), undefined, "KRW", "numeric")}
								{text("whMin", t(k + "fields.whMin"), undefined, "KRW", "numeric")}
							</div>
						</fieldset>
					) : null}

					{toVietnam ? (
						<fieldset className="stack">
							<legend className="strong">{t(k + "sections.buyer")}</legend>
							<div className="form-grid">{text("vnDuty", t(k + "fields.vnDuty"), t(k + "hints.vnDuty"), "%")}</div>
							<label className="check">
								<input type="checkbox" name="vnExcluded" defaultChecked={served.values.vnExcluded} />
								<span>{t(k + "fields.vnExcluded")}</span>
							</label>
						</fieldset>
					) : null}

					<div className="form-actions">
						<button type="submit" className="button" disabled={busy}>
							{t(k + "calculate")}
						</button>
					</div>
				</Form>
			</div>
		</Page>
	);
}

function Lines({ lines, locale, vnd }: { lines: Line[]; locale: Locale; vnd: boolean }) {
	const { t } = useTranslation();
	const k = "landedCost.";
	const usd = (amount: number) => formatMoney({ amount, currency: "USD" }, locale);
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	// a range wraps after its dash, never inside an amount
	const range = (r: { min: number; max: number }, f: (n: number) => string) => (
		<>
			<span className="nowrap">{f(r.min)} –</span> <span className="nowrap">{f(r.max)}</span>
		</>
	);
	const vars = (line: Line) => {
		const out: Record<string, string | number> = {};
		for (const [name, value] of Object.entries(line.rule.vars ?? {})) {
			if (name === "item") out[name] = t(`${k}items.${value}`);
			else if (name === "minimum" || (name === "rate" && typeof value === "number")) out[name] = krw(Number(value));
			else if (name === "rt") out[name] = formatNumber(Number(value), locale, 3);
			else out[name] = value;
		}
		return out;
	};
	return (
		<div className="table-wrap">
			<table className="table table-stack cost-lines">
				<thead>
					<tr>
						<th scope="col">{t(k + "columns.item")}</th>
						<th scope="col" className="num">
							{vnd ? "VND / USD" : "KRW / USD"}
						</th>
					</tr>
				</thead>
				<tbody>
					{lines.map((line) => (
						<Fragment key={line.id}>
							<tr data-line={line.id} className={line.total ? "strong" : undefined}>
								<th scope="row">
									{t(`${k}lines.${line.id.replace(/^quarantine-/, "quarantine.")}`)}
									<span className="small muted cost-rule">{t(line.rule.key, vars(line))}</span>
								</th>
								<td className="num" data-label={vnd ? "VND / USD" : "KRW / USD"}>
									<div>
										<span className="cost-main">
											{vnd && line.vnd !== undefined
												? formatMoney({ amount: line.vnd, currency: "VND" }, locale)
												: line.krwRange
													? range(line.krwRange, krw)
													: line.krw !== undefined
														? krw(line.krw)
														: ""}
										</span>
										<span className="cost-usd small muted">
											{line.usdRange
												? range(line.usdRange, usd)
												: line.usdCents !== undefined
													? usd(line.usdCents)
													: ""}
										</span>
									</div>
								</td>
							</tr>
						</Fragment>
					))}
				</tbody>
			</table>
		</div>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
