// The quote wizard's screens (route, cargo, customer, result), shared by /order/shipline and
// /order/airline. Plain forms posted to the server: every step validates there, saves the draft and
// redirects; with JavaScript on React Router submits them without a reload and the loading dialog
// follows the navigation. Inputs are uncontrolled and filled from the saved draft (Back, resume) or
// from the rejected post (errors, status 400).
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { ErrorList } from "#app/components/forms.tsx";
import { LoginRequiredNotice } from "#app/components/login-required-notice.tsx";
import type { Locale } from "#app/i18n/locales.ts";
import { CONTAINER_CODES, DG_CLASSES } from "#app/pricing/codes.ts";
import { DIMENSION_UNITS } from "#app/pricing/request.ts";
import { Page } from "#app/shell/page.tsx";
import type { WizardActionData, WizardLoaderData } from "../wizard.server.ts";
import { type Step, type StepInput, type WizardMode, previousStep } from "../wizard.ts";
import { QuoteOptionView, containerLabelKeys } from "./quote-option.tsx";

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
}: {
	name: string;
	label: string;
	input: StepInput;
	errors: Errors;
	children: ReactNode;
	required?: boolean;
}) {
	const id = `f-${name.replace(/[^\w]/g, "-")}`;
	const err = errors[name];
	return (
		<div className="field" data-invalid={err?.length ? "" : undefined}>
			<label htmlFor={id}>{label}</label>
			<select id={id} name={name} defaultValue={valueAt(input, name)} aria-invalid={err?.length ? true : undefined} aria-describedby={`${id}-error`} required={required}>
				{children}
			</select>
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

function StepsIndicator({ step }: { step: Step }) {
	const { t } = useTranslation();
	return (
		<ol className="steps-indicator" data-testid="wizard-steps">
			{(["route", "cargo", "customer", "result"] as const).map((s) => (
				<li key={s} aria-current={s === step ? "step" : undefined}>
					{t(`wizard.steps.${s}`)}
				</li>
			))}
		</ol>
	);
}

function Actions({ mode, step, busy, children }: { mode: WizardMode; step: Step; busy: boolean; children?: ReactNode }) {
	const { t } = useTranslation();
	const back = previousStep(step);
	return (
		<div className="rates-form-actions">
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

export function WizardScreen({ mode }: { mode: WizardMode }) {
	const { t } = useTranslation();
	const loaderData = useLoaderData() as WizardLoaderData;
	const actionData = useActionData() as WizardActionData | undefined;
	const navigation = useNavigation();
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
			<StepsIndicator step={step} />
			<ErrorList errors={errors[""]} />
			{own?.done ? (
				<p className="notice" role="status" data-testid="wizard-done">
					{t(own.done)}
				</p>
			) : null}
			{"lists" in loaderData && loaderData.lists ? (
				<Form method="post" action={action} className="stack-form" key={JSON.stringify(input)} data-testid="wizard-route" noValidate>
					<RouteFields mode={mode} input={input} errors={errors} lists={loaderData.lists} />
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
			{"result" in loaderData && loaderData.result ? (
				<ResultStep mode={mode} action={action} result={loaderData.result} locale={locale} busy={busy} />
			) : null}
		</Page>
	);
}

type Lists = NonNullable<Extract<WizardLoaderData, { lists: unknown }>["lists"]>;

function PlaceSelect({ name, label, input, errors, lists }: { name: string; label: string; input: StepInput; errors: Errors; lists: Lists }) {
	const { t } = useTranslation();
	const names = new Map(lists.countries.map((c) => [c.code, c.name]));
	const byCountry = new Map<string, Lists["places"]>();
	for (const p of lists.places) byCountry.set(p.country, [...(byCountry.get(p.country) ?? []), p]);
	// without JavaScript a dependent select cannot refresh: every place, grouped by its country
	return (
		<Select name={name} label={label} input={input} errors={errors}>
			<option value="">{t("wizard.choose")}</option>
			{[...byCountry.entries()]
				.sort((a, b) => (names.get(a[0]) ?? a[0]).localeCompare(names.get(b[0]) ?? b[0]))
				.map(([country, places]) => (
					<optgroup key={country} label={names.get(country) ?? country}>
						{places.map((p) => (
							<option key={p.code} value={p.code}>
								{`${p.name} (${p.code})`}
							</option>
						))}
					</optgroup>
				))}
		</Select>
	);
}

function CountrySelect({ name, label, input, errors, lists }: { name: string; label: string; input: StepInput; errors: Errors; lists: Lists }) {
	const { t } = useTranslation();
	return (
		<Select name={name} label={label} input={input} errors={errors}>
			<option value="">{t("wizard.choose")}</option>
			{lists.countries.map((c) => (
				<option key={c.code} value={c.code}>
					{c.name}
				</option>
			))}
		</Select>
	);
}

function RouteFields({ mode, input, errors, lists }: { mode: WizardMode; input: StepInput; errors: Errors; lists: Lists }) {
	const { t } = useTranslation();
	const placeLabel = mode === "shipline" ? "wizard.route.port" : "wizard.route.airport";
	return (
		<>
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
			<fieldset>
				<legend>{t("wizard.route.origin")}</legend>
				<CountrySelect name="originCountry" label={t("wizard.route.country")} input={input} errors={errors} lists={lists} />
				<PlaceSelect name="origin" label={t(placeLabel)} input={input} errors={errors} lists={lists} />
			</fieldset>
			<fieldset>
				<legend>{t("wizard.route.destination")}</legend>
				<CountrySelect name="destinationCountry" label={t("wizard.route.country")} input={input} errors={errors} lists={lists} />
				<PlaceSelect name="destination" label={t(placeLabel)} input={input} errors={errors} lists={lists} />
			</fieldset>
			<fieldset>
				<legend>{t("wizard.route.koreanSide")}</legend>
				<p className="field-hint">{t("wizard.route.addressHint")}</p>
				<Select name="province" label={t("wizard.route.province")} input={input} errors={errors}>
					<option value="">{t("wizard.route.noTrucking")}</option>
					{lists.provinces.map((p) => (
						<option key={p.code} value={p.code}>
							{p.name}
						</option>
					))}
				</Select>
				<Select name="district" label={t("wizard.route.district")} input={input} errors={errors}>
					<option value="">{t("wizard.route.anyDistrict")}</option>
					{lists.provinces.map((p) => (
						<optgroup key={p.code} label={p.name}>
							{p.districts.map((d) => (
								<option key={`${p.code}-${d}`} value={d}>
									{d}
								</option>
							))}
						</optgroup>
					))}
				</Select>
				<Input name="address" label={t("wizard.route.address")} input={input} errors={errors} maxLength={200} />
			</fieldset>
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
					<div className="field-inline" key={i} data-testid={`row-${i}`}>
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
							<button type="submit" name="intent" value={`removeRow:${i}`} className="button button-ghost" disabled={busy}>
								{t("wizard.cargo.removeRow")}
							</button>
						) : null}
					</div>
				))}
				<button type="submit" name="intent" value="addRow" className="button button-ghost" disabled={busy} data-testid="add-row">
					{t("wizard.cargo.addRow")}
				</button>
			</fieldset>
			{kind === "fcl" ? <Input name="grossWeightKg" label={t("wizard.cargo.grossWeightKg")} input={input} errors={errors} inputMode="decimal" /> : null}
			<Input name="commodity" label={t("wizard.cargo.commodity")} input={input} errors={errors} maxLength={99} hint={t("wizard.cargo.commodityHint")} />
			<fieldset>
				<legend>{t("wizard.cargo.dg")}</legend>
				<div className="field">
					<label>
						<input type="checkbox" name="dg" defaultChecked={valueAt(input, "dg") === "on"} /> {t("wizard.cargo.dgDeclare")}
					</label>
				</div>
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
			<Input name="readyDate" label={t("wizard.cargo.readyDate")} input={input} errors={errors} type="date" />
		</>
	);
}

type Phone = { verified: boolean; number: string | null; pending: string | null };

function CustomerStep({ mode, action, input, errors, busy, phone }: { mode: WizardMode; action: string; input: StepInput; errors: Errors; busy: boolean; phone: Phone }) {
	const { t } = useTranslation();
	return (
		<>
			{!phone.verified ? (
				<section className="info-section" data-testid="wizard-phone">
					<h2>{t("accounts.phone.title")}</h2>
					<p className="notice notice-warning">{t("wizard.customer.verifyFirst")}</p>
					<Form method="post" action={action} className="stack-form inline-form">
						<input type="hidden" name="intent" value="phoneSend" />
						<div className="field">
							<label htmlFor="send-phone">{t("accounts.field.phone")}</label>
							<input id="send-phone" name="phone" type="tel" inputMode="numeric" defaultValue={phone.number ?? ""} />
							<ErrorList errors={errors.sendPhone} />
						</div>
						<button type="submit" className="button button-ghost" disabled={busy}>
							{t("accounts.phone.send")}
						</button>
					</Form>
					{phone.pending ? (
						<Form method="post" action={action} className="stack-form inline-form">
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
				<Input name="phone" label={t("accounts.field.phone")} input={input} errors={errors} type="tel" inputMode="numeric" maxLength={12} />
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
	return (
		<section data-testid="wizard-result" aria-labelledby="result-heading">
			<h2 id="result-heading">{t("wizard.result.title", { origin: result.lane.origin, destination: result.lane.destination })}</h2>
			{pricing.warnings.length ? (
				<ul className="notice notice-warning" data-testid="quote-warnings">
					{pricing.warnings.map((w, i) => (
						<li key={`${w.code}-${i}`}>{t(`pricing.warnings.${w.code}`)}</li>
					))}
				</ul>
			) : null}
			{pricing.ok ? (
				<ol className="quote-options">
					{[...pricing.options]
						.sort((a, b) => a.totals.KRW - b.totals.KRW)
						.map((option) => (
							<li key={option.id}>
								<QuoteOptionView option={option} locale={locale} showVnd={result.showVnd} />
								<Form method="post" action={action}>
									<input type="hidden" name="onceKey" value={result.onceKey} />
									<input type="hidden" name="optionId" value={option.id} />
									<button type="submit" name="intent" value="choose" className="button" disabled={busy} data-testid="choose-option">
										{t("wizard.result.choose")}
									</button>
								</Form>
							</li>
						))}
				</ol>
			) : pricing.reason === "out_of_scope" ? (
				// the out-of-scope dialog of spec section 8, as a panel that needs no script to open
				<div role="alertdialog" aria-labelledby="oos-title" aria-describedby="oos-text" className="app-dialog notice" data-testid="out-of-scope">
					<h3 id="oos-title">{t("wizard.result.outOfScopeTitle")}</h3>
					<p id="oos-text">{t("pricing.reasons.out_of_scope")}</p>
					<div className="dialog-actions">
						<Link className="button" to={editRoute}>
							{t("wizard.result.editRoute")}
						</Link>
					</div>
				</div>
			) : (
				<div className="notice" data-testid="manual-quote">
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
				<Link to={`${PATHS[mode]}?step=customer`} data-testid="wizard-back">
					{t("wizard.back")}
				</Link>
			</p>
		</section>
	);
}

