// The Korea -> Vietnam route optimiser (spec section 1, "a route-optimisation offer for Korea to
// Vietnam exports"; its URL: decision 080): a GET form (pickup region, destination, cargo, ready date)
// that re-renders with every Korean port x Vietnamese port x routing combination priced from our
// rates, ranked by cost, transit time and CO2 (decision 081). Guarded by routes/guarded.tsx and again
// here. Nothing is written, so it is a plain GET and works without JavaScript; with JavaScript the
// district list follows the province at once.
import { type ReactNode, useState } from "react";
import { Form, useLoaderData } from "react-router";
import type { Route } from "./+types/routeoptimizer";
import { requireUser } from "#app/auth/guard.server.ts";
import { ErrorList } from "#app/components/forms.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { RouteOptions } from "#app/optimiser/components/route-options.tsx";
import { type OptimiserView, optimiserView } from "#app/optimiser/optimiser-view.server.ts";
import { StartQuoteForm } from "#app/quotes/components/start-quote-form.tsx";
import { Page } from "#app/shell/page.tsx";
import { useHydrated } from "#app/utils/use-hydrated.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireUser(request, context);
	return optimiserView(new URL(request.url), localeFromContext(context));
}

function FieldBox({
	id,
	label,
	error,
	hint,
	children,
}: {
	id: string;
	label: string;
	error?: string;
	hint?: string;
	children: ReactNode;
}) {
	return (
		<div className="field" data-invalid={error ? "" : undefined}>
			<label htmlFor={id}>{label}</label>
			{children}
			{hint ? <p className="field-hint">{hint}</p> : null}
			<ErrorList id={`${id}-error`} errors={error ? [error] : null} />
		</div>
	);
}

function OptimiserForm({ view }: { view: OptimiserView }) {
	const { t } = useTranslation();
	const hydrated = useHydrated();
	const { form, errors } = view;
	const [province, setProvince] = useState(form.province);
	const [load, setLoad] = useState(form.load);
	const chosen = view.provinces.find((p) => p.code === province);
	const aria = (name: string) =>
		errors[name] ? { "aria-invalid": true as const, "aria-describedby": `opt-${name}-error` } : {};
	return (
		<section className="card">
			<div className="card-header">
				<h2>{t("optimiser.form.title")}</h2>
			</div>
			<div className="card-body">
				<Form method="get" data-testid="optimiser-form" className="stack">
					<div className="form-grid">
						<FieldBox id="opt-province" label={t("optimiser.form.province")} error={errors.province}>
							<select
								id="opt-province"
								name="province"
								defaultValue={form.province}
								onChange={(e) => setProvince(e.currentTarget.value)}
								required
								{...aria("province")}
							>
								<option value="">{t("optimiser.form.chooseProvince")}</option>
								{view.provinces.map((p) => (
									<option key={p.code} value={p.code}>
										{p.name}
									</option>
								))}
							</select>
						</FieldBox>
						<FieldBox
							id="opt-district"
							label={t("optimiser.form.district")}
							error={errors.district}
							hint={hydrated ? undefined : t("optimiser.form.districtHint")}
						>
							<select
								id="opt-district"
								name="district"
								defaultValue={form.district}
								key={province}
								{...aria("district")}
							>
								<option value="">{t("optimiser.form.anyDistrict")}</option>
								{chosen
									? chosen.districts.map((d) => (
											<option key={d.value} value={d.value}>
												{d.name}
											</option>
										))
									: null}
							</select>
						</FieldBox>
						<FieldBox id="opt-to" label={t("optimiser.form.destination")} error={errors.to}>
							<select id="opt-to" name="to" defaultValue={form.to} required {...aria("to")}>
								<option value="">{t("optimiser.form.chooseDestination")}</option>
								{view.destinations.map((d) => (
									<option key={d.id} value={d.id}>
										{t("optimiser.form.destinationOption", { name: d.name, ports: d.ports })}
									</option>
								))}
							</select>
						</FieldBox>
						<FieldBox id="opt-ready" label={t("optimiser.form.ready")} error={errors.ready}>
							<input
								id="opt-ready"
								name="ready"
								type="date"
								defaultValue={form.ready}
								min={view.today}
								required
								{...aria("ready")}
							/>
						</FieldBox>
					</div>
					<fieldset>
						<legend>{t("optimiser.form.load")}</legend>
						<div className="cluster">
							{(["fcl", "lcl"] as const).map((kind) => (
								<label key={kind}>
									<input
										type="radio"
										name="load"
										value={kind}
										defaultChecked={form.load === kind}
										onChange={() => setLoad(kind)}
									/>{" "}
									{t(`optimiser.form.${kind}`)}
								</label>
							))}
						</div>
						{hydrated ? null : <p className="field-hint">{t("optimiser.form.lclHint")}</p>}
						<div className="form-grid">
							{!hydrated || load === "fcl" ? (
								<>
									<FieldBox id="opt-container" label={t("optimiser.form.container")} error={errors.container}>
										<select id="opt-container" name="container" defaultValue={form.container} {...aria("container")}>
											{view.containers.map((c) => (
												<option key={c} value={c}>
													{t(`optimiser.container.${c}`)}
												</option>
											))}
										</select>
									</FieldBox>
									<FieldBox id="opt-count" label={t("optimiser.form.count")} error={errors.count}>
										<input
											id="opt-count"
											name="count"
											type="number"
											inputMode="numeric"
											min={1}
											max={999}
											defaultValue={form.count}
											{...aria("count")}
										/>
									</FieldBox>
								</>
							) : null}
							{!hydrated || load === "lcl" ? (
								<>
									<FieldBox id="opt-cbm" label={t("optimiser.form.cbm")} error={errors.cbm}>
										<input id="opt-cbm" name="cbm" inputMode="decimal" defaultValue={form.cbm} {...aria("cbm")} />
									</FieldBox>
									<FieldBox id="opt-kg" label={t("optimiser.form.kg")} error={errors.kg}>
										<input id="opt-kg" name="kg" inputMode="decimal" defaultValue={form.kg} {...aria("kg")} />
									</FieldBox>
								</>
							) : null}
						</div>
					</fieldset>
					<div className="form-actions">
						<button type="submit" className="button" data-testid="optimiser-submit">
							{t("optimiser.form.submit")}
						</button>
					</div>
				</Form>
			</div>
		</section>
	);
}

export default function RouteOptimiser() {
	const view = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	return (
		<Page titleKey="page.optimiser.title" lead={t("optimiser.lead")}>
			<div className="stack">
				<OptimiserForm view={view} />
				{view.result ? (
					<RouteOptions
						result={view.result}
						destinationName={view.result.destinationName}
						startQuote={(option) => (
							<StartQuoteForm
								intent={option.intent}
								label={t("optimiser.quote")}
								className="button button-secondary button-sm"
							/>
						)}
					/>
				) : null}
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
