// The quote wizard's screens (route, cargo, customer, result), shared by /order/shipline and
// /order/airline. Plain forms posted to the server: every step validates there, saves the draft and
// redirects; with JavaScript on React Router submits them without a reload and the loading dialog
// follows the navigation. Inputs are uncontrolled and filled from the saved draft (Back, resume) or
// from the rejected post (errors, status 400). Beside the form (above it on a phone) the summary panel
// shows the route and cargo the server's draft holds, so it needs no script either.
import { type ChangeEvent, Fragment, type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { ErrorList } from "#app/components/forms.tsx";
import { LoginRequiredNotice } from "#app/components/login-required-notice.tsx";
import { formatCalendarDate, formatMoney, formatNumber } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { CONTAINER_CODES, type ContainerCode, DG_CLASSES, type Mode, SIDES } from "#app/pricing/codes.ts";
import { DIMENSION_UNITS } from "#app/pricing/request.ts";
import type { QuoteOption } from "#app/pricing/types.ts";
import { Page } from "#app/shell/page.tsx";
import { frequencyKey, placeWithCode } from "#app/quotes/quote-format.ts";
import type { WizardActionData, WizardLoaderData, WizardSummary } from "#app/quotes/wizard.server.ts";
import { type FormStep, type OptionFlag, STEPS, type Step, type StepInput, type WizardMode, placesIn, previousStep } from "#app/quotes/wizard.ts";
import { QuoteOptionView, chargeableText, containerLabelKeys } from "./quote-option.tsx";

const PATHS: Record<WizardMode, string> = { shipline: "/order/shipline", airline: "/order/airline" };
const TITLES: Record<WizardMode, string> = { shipline: "page.orderShip.title", airline: "page.orderAir.title" };

type Errors = Record<string, string[]>;

/** The value at "containers[0].type" in a nested input, as a string for defaultValue. */
function valueAt(input: StepInput, name: string): string {
	const parts = name.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== "");
	let node: unknown = input;
	for (const p of parts) node = node && typeof node === "object" ? (node as Record<string, unknown>)[p] : undefined;
	return typeof node === "string" || typeof node === "number" ? String(node) : "";
}

function rowsOf(input: StepInput, key: string): number {
	const rows = input[key];
	return Array.isArray(rows) && rows.length > 0 ? rows.length : 1;
}

function Select({
	name,
	label,
	input,
	errors,
	children,
	required,
	hint,
	onChange,
}: {
	name: string;
	label: string;
	input: StepInput;
	errors: Errors;
	children: ReactNode;
	required?: boolean;
	hint?: string;
	onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}) {
	const id = `f-${name.replace(/[^\w]/g, "-")}`;
	const err = errors[name];
	return (
		<div className="field" data-invalid={err?.length ? "" : undefined}>
			<label htmlFor={id}>{label}</label>
			<select
				id={id}
				name={name}
				defaultValue={valueAt(input, name)}
				aria-invalid={err?.length ? true : undefined}
				aria-describedby={hint ? `${id}-hint ${id}-error` : `${id}-error`}
				required={required}
				onChange={onChange}
			>
				{children}
			</select>
			{hint ? (
				<p className="field-hint" id={`${id}-hint`}>
					{hint}
				</p>
			) : null}
			<ErrorList id={`${id}-error`} errors={err} />
		</div>
	);
}

function Input({
	name,
	label,
	input,
	errors,
	type = "text",
	hint,
	inputMode,
	maxLength,
}: {
	name: string;
	label: string;
	input: StepInput;
	errors: Errors;
	type?: "text" | "date" | "email" | "tel";
	hint?: string;
	inputMode?: "numeric" | "decimal";
	maxLength?: number;
}) {
	const id = `f-${name.replace(/[^\w]/g, "-")}`;
	const err = errors[name];
	return (
		<div className="field" data-invalid={err?.length ? "" : undefined}>
			<label htmlFor={id}>{label}</label>
			<input
				id={id}
				name={name}
				type={type}
				defaultValue={valueAt(input, name)}
				inputMode={inputMode}
				maxLength={maxLength}
				aria-invalid={err?.length ? true : undefined}
				aria-describedby={`${id}-error`}
			/>
			{hint ? <p className="field-hint">{hint}</p> : null}
			<ErrorList id={`${id}-error`} errors={err} />
		</div>
	);
}

/** True once React runs in the browser: the no-script helpers (the "show ports" buttons) step aside. */
function useHydrated(): boolean {
	const [hydrated, setHydrated] = useState(false);
	useEffect(() => setHydrated(true), []);
	return hydrated;
}

function Stepper({ mode, step, passed, signedIn }: { mode: WizardMode; step: Step; passed: readonly FormStep[]; signedIn: boolean }) {
	const { t } = useTranslation();
	return (
		<ol className="stepper" data-testid="wizard-steps">
			{STEPS.map((s) => {
				const done = (passed as readonly string[]).includes(s) && s !== step;
				const label = <span className="step-label">{t(`wizard.steps.${s}`)}</span>;
				return (
					<li key={s} className={done ? "done" : undefined} aria-current={s === step ? "step" : undefined} data-step={s}>
						{done && signedIn ? (
							<Link to={`${PATHS[mode]}?step=${s}`} aria-label={t("wizard.stepDone", { step: t(`wizard.steps.${s}`) })}>
								{label}
							</Link>
						) : (
							label
						)}
					</li>
				);
			})}
		</ol>
	);
}

function Actions({ mode, step, busy, children }: { mode: WizardMode; step: Step; busy: boolean; children?: ReactNode }) {
	const { t } = useTranslation();
	const back = previousStep(step);
	return (
		<div className="form-actions">
			{back ? (
				<Link className="button button-ghost" to={`${PATHS[mode]}?step=${back}`} data-testid="wizard-back">
					{t("wizard.back")}
				</Link>
			) : null}
			{children}
			<button type="submit" name="intent" value="next" className="button" disabled={busy} data-testid="wizard-next">
				{t("wizard.next")}
			</button>
		</div>
	);
}

/**
 * What the draft holds so far. On a phone (where it sits above the form) only the route and the cargo
 * in two lines; the other facts join them from 600px up (.hide-sm), so the form is not pushed down.
 */
function SummaryPanel({ summary, locale }: { summary: WizardSummary; locale: Locale }) {
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
						<span data-testid="summary-destination">{placeWithCode(route.destination.name, route.destination.code)}</span>
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
						<dd data-testid="summary-incoterms">{route.incoterm ? `${route.incoterm} · ${t(`wizard.incoterms.names.${route.incoterm}`)}` : t("wizard.incoterms.none")}</dd>
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

export function WizardScreen({ mode }: { mode: WizardMode }) {
	const { t } = useTranslation();
	const loaderData = useLoaderData() as WizardLoaderData;
	const actionData = useActionData() as WizardActionData | undefined;
	const navigation = useNavigation();
	const hydrated = useHydrated();
	const busy = navigation.state !== "idle";
	const locale: Locale = loaderData.locale;
	const step = loaderData.step;
	const own = actionData && actionData.step === step ? actionData : undefined;
	const input = own?.input ?? loaderData.input;
	const errors: Errors = own?.errors ?? {};
	const action = `${PATHS[mode]}?step=${step}`;

	return (
		<Page titleKey={TITLES[mode]}>
			{!loaderData.signedIn ? <LoginRequiredNotice returnTo={PATHS[mode]} /> : null}
			<Stepper mode={mode} step={step} passed={loaderData.passed} signedIn={loaderData.signedIn} />
			<ErrorList errors={errors[""]} />
			{own?.done ? (
				<p className="alert alert-success" role="status" data-testid="wizard-done">
					{t(own.done)}
				</p>
			) : null}
			{/* the summary first: above the form on a phone, beside it from 960px (.split > .aside) */}
			<div className="split">
				<SummaryPanel summary={loaderData.summary} locale={locale} />
				{"result" in loaderData && loaderData.result ? (
					<ResultStep mode={mode} action={action} result={loaderData.result} locale={locale} busy={busy} />
				) : (
					<div className="stack">
						{"lists" in loaderData && loaderData.lists ? (
							<Form method="post" action={action} className="stack-form" key={JSON.stringify(input)} data-testid="wizard-route" noValidate>
								{hydrated ? null : (
									// without a script, Enter in a text field presses the first submit button: make it "Next", not "show ports"
									<button type="submit" name="intent" value="next" className="visually-hidden" tabIndex={-1} aria-hidden="true">
										{t("wizard.next")}
									</button>
								)}
								<RouteFields mode={mode} input={input} errors={errors} lists={loaderData.lists} hydrated={hydrated} />
								<Actions mode={mode} step={step} busy={busy} />
							</Form>
						) : null}
						{"kind" in loaderData && loaderData.kind ? (
							<Form method="post" action={action} className="stack-form" key={JSON.stringify(input)} data-testid="wizard-cargo" noValidate>
								<CargoFields kind={loaderData.kind} input={input} errors={errors} busy={busy} />
								<Actions mode={mode} step={step} busy={busy} />
							</Form>
						) : null}
						{"phone" in loaderData && loaderData.phone ? (
							<CustomerStep mode={mode} action={action} input={input} errors={errors} busy={busy} phone={loaderData.phone} />
						) : null}
					</div>
				)}
			</div>
		</Page>
	);
}

type Lists = NonNullable<Extract<WizardLoaderData, { lists: unknown }>["lists"]>;
type Place = Lists["places"][number];

function PlaceSelect({ name, label, input, errors, places, countries }: { name: string; label: string; input: StepInput; errors: Errors; places: readonly Place[]; countries: Lists["countries"] }) {
	const { t } = useTranslation();
	const single = new Set(places.map((p) => p.country)).size === 1;
	const option = (p: Place) => (
		<option key={p.code} value={p.code}>
			{placeWithCode(p.name, p.code)}
		</option>
	);
	// one country chosen: its places only; none chosen: every place, grouped by its country
	const byCountry = new Map<string, Place[]>();
	if (!single) for (const p of places) byCountry.set(p.country, [...(byCountry.get(p.country) ?? []), p]);
	return (
		<Select name={name} label={label} input={input} errors={errors}>
			<option value="">{t("wizard.choose")}</option>
			{single
				? places.map(option)
				: countries
						.filter((c) => byCountry.has(c.code))
						.map((c) => (
							<optgroup key={c.code} label={c.name}>
								{byCountry.get(c.code)?.map(option)}
							</optgroup>
						))}
		</Select>
	);
}

/** One end of the lane: its country and the port or airport, narrowed to that country. */
function EndFields({ end, mode, input, errors, lists, hydrated }: { end: "origin" | "destination"; mode: WizardMode; input: StepInput; errors: Errors; lists: Lists; hydrated: boolean }) {
	const { t } = useTranslation();
	const countryName = `${end}Country`;
	// the server renders the places of the country the form last posted; the browser narrows on change
	const [country, setCountry] = useState(valueAt(input, countryName));
	const air = mode === "airline";
	return (
		<fieldset data-testid={`wizard-${end}`}>
			<legend>{t(`wizard.route.${end}`)}</legend>
			<div className="form-grid">
				<Select name={countryName} label={t("wizard.route.country")} input={input} errors={errors} onChange={(e) => setCountry(e.currentTarget.value)}>
					<option value="">{t("wizard.choose")}</option>
					{lists.countries.map((c) => (
						<option key={c.code} value={c.code}>
							{c.name}
						</option>
					))}
				</Select>
				<PlaceSelect name={end} label={t(air ? "wizard.route.airport" : "wizard.route.port")} input={input} errors={errors} places={placesIn(lists.places, country)} countries={lists.countries} />
			</div>
			{hydrated ? null : (
				<p className="field-hint">
					<button type="submit" name="intent" value="refresh" className="button button-secondary button-sm" data-testid="refresh-places">
						{t(air ? "wizard.picker.showAirports" : "wizard.picker.showPorts")}
					</button>
				</p>
			)}
		</fieldset>
	);
}

function IncotermField({ input, errors, lists }: { input: StepInput; errors: Errors; lists: Lists }) {
	const { t } = useTranslation();
	return (
		<fieldset data-testid="wizard-incoterms">
			<legend>{t("wizard.incoterms.legend")}</legend>
			<Select name="incoterms" label={t("wizard.incoterms.label")} input={input} errors={errors} hint={t("wizard.incoterms.hint")}>
				<option value="">{t("wizard.incoterms.none")}</option>
				{lists.incoterms.map((code) => (
					<option key={code} value={code}>
						{`${code} · ${t(`wizard.incoterms.names.${code}`)}`}
					</option>
				))}
			</Select>
			<details className="disclosure" data-testid="incoterms-help">
				<summary>{t("wizard.incoterms.about")}</summary>
				<dl className="facts">
					{lists.incoterms.map((code) => (
						<Fragment key={code}>
							<dt>{`${code} · ${t(`wizard.incoterms.names.${code}`)}`}</dt>
							<dd>{t(`wizard.incoterms.explain.${code}`)}</dd>
						</Fragment>
					))}
				</dl>
			</details>
		</fieldset>
	);
}

function RegionFields({ input, errors, lists, hydrated }: { input: StepInput; errors: Errors; lists: Lists; hydrated: boolean }) {
	const { t } = useTranslation();
	const [province, setProvince] = useState(valueAt(input, "province"));
	const chosen = lists.provinces.find((p) => p.code === province);
	return (
		<fieldset data-testid="wizard-region">
			<legend>{t("wizard.route.koreanSide")}</legend>
			<p className="field-hint">{t("wizard.route.addressHint")}</p>
			<div className="form-grid">
				<Select name="province" label={t("wizard.route.province")} input={input} errors={errors} onChange={(e) => setProvince(e.currentTarget.value)}>
					<option value="">{t("wizard.route.noTrucking")}</option>
					{lists.provinces.map((p) => (
						<option key={p.code} value={p.code}>
							{p.name}
						</option>
					))}
				</Select>
				<Select name="district" label={t("wizard.route.district")} input={input} errors={errors}>
					<option value="">{t("wizard.route.anyDistrict")}</option>
					{chosen
						? chosen.districts.map((d) => (
								<option key={d.value} value={d.value}>
									{d.label}
								</option>
							))
						: lists.provinces.map((p) => (
								<optgroup key={p.code} label={p.name}>
									{p.districts.map((d) => (
										<option key={`${p.code}-${d.value}`} value={d.value}>
											{d.label}
										</option>
									))}
								</optgroup>
							))}
				</Select>
				<div className="span-all">
					<Input name="address" label={t("wizard.route.address")} input={input} errors={errors} maxLength={200} />
				</div>
			</div>
			{hydrated ? null : (
				<p className="field-hint">
					<button type="submit" name="intent" value="refresh" className="button button-secondary button-sm" data-testid="refresh-districts">
						{t("wizard.picker.showDistricts")}
					</button>
				</p>
			)}
		</fieldset>
	);
}

function RouteFields({ mode, input, errors, lists, hydrated }: { mode: WizardMode; input: StepInput; errors: Errors; lists: Lists; hydrated: boolean }) {
	const { t } = useTranslation();
	return (
		<>
			{/* spec section 2: the mobile variant has the cargo type in step 1; every width does */}
			<div className="form-grid">
				<Select name="direction" label={t("wizard.route.direction")} input={input} errors={errors}>
					<option value="export">{t("pricing.directions.export")}</option>
					<option value="import">{t("pricing.directions.import")}</option>
				</Select>
				{mode === "shipline" ? (
					<Select name="cargoType" label={t("wizard.route.cargoType")} input={input} errors={errors}>
						<option value="fcl">{t("pricing.modes.fcl")}</option>
						<option value="lcl">{t("pricing.modes.lcl")}</option>
					</Select>
				) : null}
			</div>
			<EndFields end="origin" mode={mode} input={input} errors={errors} lists={lists} hydrated={hydrated} />
			<EndFields end="destination" mode={mode} input={input} errors={errors} lists={lists} hydrated={hydrated} />
			<IncotermField input={input} errors={errors} lists={lists} />
			<RegionFields input={input} errors={errors} lists={lists} hydrated={hydrated} />
		</>
	);
}

function CargoFields({ kind, input, errors, busy }: { kind: "fcl" | "lcl" | "air"; input: StepInput; errors: Errors; busy: boolean }) {
	const { t } = useTranslation();
	const rowsKey = kind === "fcl" ? "containers" : "packages";
	const count = rowsOf(input, rowsKey);
	const rows = Array.from({ length: count }, (_, i) => i);
	return (
		<>
			<fieldset data-testid={`rows-${rowsKey}`}>
				<legend>{t(kind === "fcl" ? "wizard.cargo.containers" : "wizard.cargo.packages")}</legend>
				<ErrorList errors={errors[rowsKey]} />
				{rows.map((i) => (
					<div className="form-grid cargo-row" key={i} data-testid={`row-${i}`}>
						{kind === "fcl" ? (
							<>
								<Select name={`containers[${i}].type`} label={t("wizard.cargo.containerType")} input={input} errors={errors}>
									<option value="">{t("wizard.choose")}</option>
									{CONTAINER_CODES.map((code) => {
										const keys = containerLabelKeys(code);
										return (
											<option key={code} value={code}>
												{`${t(keys.size)} ${t(keys.kind)} (${code})`}
											</option>
										);
									})}
								</Select>
								<Input name={`containers[${i}].count`} label={t("wizard.cargo.containerCount")} input={input} errors={errors} inputMode="numeric" maxLength={10} />
							</>
						) : (
							<>
								<Input name={`packages[${i}].count`} label={t("wizard.cargo.packageCount")} input={input} errors={errors} inputMode="numeric" maxLength={10} />
								<Input name={`packages[${i}].packaging`} label={t("wizard.cargo.packaging")} input={input} errors={errors} maxLength={40} />
								<Select name={`packages[${i}].measure`} label={t("wizard.cargo.measure")} input={input} errors={errors}>
									<option value="per_box">{t("wizard.cargo.perBox")}</option>
									<option value="total">{t("wizard.cargo.total")}</option>
								</Select>
								<Input name={`packages[${i}].weightKg`} label={t("wizard.cargo.weightKg")} input={input} errors={errors} inputMode="decimal" />
								<Input name={`packages[${i}].width`} label={t("wizard.cargo.width")} input={input} errors={errors} inputMode="decimal" />
								<Input name={`packages[${i}].length`} label={t("wizard.cargo.length")} input={input} errors={errors} inputMode="decimal" />
								<Input name={`packages[${i}].height`} label={t("wizard.cargo.height")} input={input} errors={errors} inputMode="decimal" />
								<Select name={`packages[${i}].unit`} label={t("wizard.cargo.unit")} input={input} errors={errors}>
									{DIMENSION_UNITS.map((u) => (
										<option key={u} value={u}>
											{u}
										</option>
									))}
								</Select>
								<Input
									name={`packages[${i}].volumeCbm`}
									label={t("wizard.cargo.volumeCbm")}
									input={input}
									errors={errors}
									inputMode="decimal"
									hint={t("wizard.cargo.volumeHint")}
								/>
							</>
						)}
						{count > 1 ? (
							<div className="span-all">
								<button type="submit" name="intent" value={`removeRow:${i}`} className="button button-ghost button-sm" disabled={busy}>
									{t("wizard.cargo.removeRow")}
								</button>
							</div>
						) : null}
					</div>
				))}
				<button type="submit" name="intent" value="addRow" className="button button-secondary button-sm" disabled={busy} data-testid="add-row">
					{t("wizard.cargo.addRow")}
				</button>
			</fieldset>
			<div className="form-grid">
				{kind === "fcl" ? <Input name="grossWeightKg" label={t("wizard.cargo.grossWeightKg")} input={input} errors={errors} inputMode="decimal" /> : null}
				<Input name="readyDate" label={t("wizard.cargo.readyDate")} input={input} errors={errors} type="date" />
			</div>
			<Input name="commodity" label={t("wizard.cargo.commodity")} input={input} errors={errors} maxLength={99} hint={t("wizard.cargo.commodityHint")} />
			<fieldset className="form-grid">
				<legend>{t("wizard.cargo.dg")}</legend>
				<label className="check span-all">
					<input type="checkbox" name="dg" defaultChecked={valueAt(input, "dg") === "on"} /> {t("wizard.cargo.dgDeclare")}
				</label>
				<Select name="dgClass" label={t("wizard.cargo.dgClass")} input={input} errors={errors}>
					<option value="">{t("wizard.choose")}</option>
					{DG_CLASSES.map((c) => (
						<option key={c} value={c}>
							{c}
						</option>
					))}
				</Select>
				<Input name="unNumber" label={t("wizard.cargo.unNumber")} input={input} errors={errors} maxLength={6} />
			</fieldset>
		</>
	);
}

type Phone = { verified: boolean; number: string | null; pending: string | null };

function CustomerStep({ mode, action, input, errors, busy, phone }: { mode: WizardMode; action: string; input: StepInput; errors: Errors; busy: boolean; phone: Phone }) {
	const { t } = useTranslation();
	return (
		<>
			{!phone.verified ? (
				<section className="card card-body stack" data-testid="wizard-phone">
					<h2>{t("accounts.phone.title")}</h2>
					<p className="alert alert-warning">{t("wizard.customer.verifyFirst")}</p>
					<Form method="post" action={action} className="stack-form">
						<input type="hidden" name="intent" value="phoneSend" />
						<div className="field">
							<label htmlFor="send-phone">{t("accounts.field.phone")}</label>
							<input id="send-phone" name="phone" type="tel" inputMode="numeric" defaultValue={phone.number ?? ""} />
							<ErrorList errors={errors.sendPhone} />
						</div>
						<button type="submit" className="button button-secondary" disabled={busy}>
							{t("accounts.phone.send")}
						</button>
					</Form>
					{phone.pending ? (
						<Form method="post" action={action} className="stack-form">
							<input type="hidden" name="intent" value="phoneVerify" />
							<div className="field">
								<label htmlFor="phone-code">{t("accounts.field.phoneCode")}</label>
								<input id="phone-code" name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
								<p className="field-hint">{t("accounts.phone.codeHint", { phone: phone.pending })}</p>
								<ErrorList errors={errors.code} />
							</div>
							<button type="submit" className="button" disabled={busy}>
								{t("accounts.phone.verify")}
							</button>
						</Form>
					) : null}
				</section>
			) : null}
			<Form method="post" action={action} className="stack-form" key={JSON.stringify(input)} data-testid="wizard-customer" noValidate>
				<Input name="companyName" label={t("accounts.field.companyName")} input={input} errors={errors} maxLength={32} />
				<Input name="managerName" label={t("wizard.customer.managerName")} input={input} errors={errors} maxLength={32} />
				<Input name="email" label={t("accounts.field.email")} input={input} errors={errors} type="email" />
				<Input name="phone" label={t("accounts.field.phone")} input={input} errors={errors} type="tel" maxLength={16} />
				<Actions mode={mode} step="customer" busy={busy} />
			</Form>
		</>
	);
}

type Result = NonNullable<Extract<WizardLoaderData, { result: unknown }>["result"]>;

function ResultStep({ mode, action, result, locale, busy }: { mode: WizardMode; action: string; result: Result; locale: Locale; busy: boolean }) {
	const { t } = useTranslation();
	const { pricing } = result;
	const editRoute = `${PATHS[mode]}?step=route`;
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
			{pricing.ok ? <Payers result={result} /> : null}
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
						>
							<Form method="post" action={action}>
								<input type="hidden" name="onceKey" value={result.onceKey} />
								<input type="hidden" name="optionId" value={option.id} />
								<button type="submit" name="intent" value="choose" className="button button-block" disabled={busy} data-testid="choose-option">
									{t("wizard.result.choose")}
								</button>
							</Form>
						</OptionCard>
					))}
				</div>
			) : pricing.reason === "out_of_scope" ? (
				// the out-of-scope dialog of spec section 8, as a panel that needs no script to open
				<div role="alertdialog" aria-labelledby="oos-title" aria-describedby="oos-text" className="confirm-panel" data-testid="out-of-scope">
					<h3 id="oos-title">{t("wizard.result.outOfScopeTitle")}</h3>
					<p id="oos-text">{t("pricing.reasons.out_of_scope")}</p>
					<div className="form-actions">
						<Link className="button" to={editRoute}>
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
						<button type="submit" name="intent" value="manual" className="button" disabled={busy} data-testid="request-manual">
							{t("wizard.result.requestManual")}
						</button>
					</Form>
				</div>
			)}
			<p>
				<Link className="button button-ghost" to={`${PATHS[mode]}?step=customer`} data-testid="wizard-back">
					{t("wizard.back")}
				</Link>
			</p>
		</section>
	);
}

/** Which charge groups the totals hold under the chosen Incoterm, and which the other party pays. */
function Payers({ result }: { result: Result }) {
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
				{t("wizard.result.incotermRule", { rule: `${incoterm} · ${t(`wizard.incoterms.names.${incoterm}`)}`, party: t(`wizard.result.parties.${payers.customerParty}`) })}
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
	children,
}: {
	option: QuoteOption;
	flags: readonly OptionFlag[];
	via: string | null;
	locale: Locale;
	showVnd: boolean;
	children: ReactNode;
}) {
	const { t } = useTranslation();
	const tr = (key: string, vars?: Record<string, unknown>) => t(key, vars ?? {}) as string;
	const mode: Mode = option.mode;
	const titleId = `option-${option.id.replace(/[^\w-]/g, "-")}`;
	return (
		<article className="option-card" data-flag={flags[0]} data-flags={flags.join(" ") || undefined} data-testid="quote-option" data-option-id={option.id} aria-labelledby={titleId}>
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
			</div>
			<dl className="option-facts">
				<div>
					<dt>{t("wizard.option.transit")}</dt>
					<dd data-testid="option-transit">{t("wizard.option.days", { count: option.transitDays })}</dd>
				</div>
				<div>
					<dt>{t("wizard.result.routing")}</dt>
					<dd data-testid="option-routing">{via ? t("wizard.option.via", { port: via }) : t(`pricing.routing.${option.routing}`)}</dd>
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
			</dl>
			<details className="disclosure" data-testid="option-lines">
				<summary>{t("wizard.result.lines", { count: option.lines.length })}</summary>
				<QuoteOptionView option={option} locale={locale} showVnd={showVnd} variant="lines" />
			</details>
			{children}
		</article>
	);
}
