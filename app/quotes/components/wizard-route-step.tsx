// Step 1 of the quote wizard: direction and cargo type, the two ends of the lane (a country, then a
// port or airport of it), the Incoterm, and the Korean trucking region. A port list follows its country
// and a district list its province: until one is chosen the list holds only its prompt, so the first
// screen is not hundreds of options long (decision 110). The lists narrow in the browser at once, and
// without a script by the "show ports" buttons, which post the step back unchanged (intent=refresh) so
// the server renders the narrowed lists.
import { type ChangeEvent, Fragment, useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { placeWithCode } from "#app/places/names.ts";
import type { RouteLists } from "../wizard-places.server.ts";
import type { StepInput } from "../wizard.ts";
import { type WizardMode, placesIn } from "../wizard-steps.ts";
import { type OptionItem, memoOptions } from "#app/components/option-list.ts";
import { type Errors, Input, Select, StepActions, valueAt } from "./wizard-fields.tsx";

type Place = RouteLists["places"][number];
type Fields = { input: StepInput; errors: Errors; lists: RouteLists };

export function RouteStep({
	mode,
	action,
	input,
	errors,
	lists,
	busy,
	askEmail = false,
}: Fields & {
	mode: WizardMode;
	action: string;
	busy: boolean;
	/** a visitor who has not given a work e-mail yet gives it here (decision 086) */
	askEmail?: boolean;
}) {
	const { t } = useTranslation();
	return (
		<Form
			method="post"
			action={action}
			className="stack-form"
			key={JSON.stringify(input)}
			data-testid="wizard-route"
			noValidate
		>
			{/* Enter in a text field presses the first submit button: make it "Next", not "show ports" (harmless
			    with a script, where there is no "show ports" button and the first one is "Next" anyway) */}
			<button type="submit" name="intent" value="next" className="visually-hidden" tabIndex={-1} aria-hidden="true">
				{t("wizard.next")}
			</button>
			{askEmail ? (
				<Input
					name="visitorEmail"
					label={t("wizard.visitor.email")}
					input={input}
					errors={errors}
					type="email"
					autoComplete="email"
					hint={t("wizard.visitor.emailHint")}
				/>
			) : null}
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
			<EndFields end="origin" mode={mode} input={input} errors={errors} lists={lists} />
			<EndFields end="destination" mode={mode} input={input} errors={errors} lists={lists} />
			<IncotermField input={input} errors={errors} lists={lists} />
			<RegionFields input={input} errors={errors} lists={lists} />
			{mode === "shipline" ? <ForeignDoorField input={input} errors={errors} /> : null}
			<StepActions mode={mode} step="route" busy={busy} />
		</Form>
	);
}

/**
 * The ports or airports of `country`. With no country the list is its prompt only: every place of
 * every country, grouped, was a tenth of the page and made each layout of it measure 110-160 option
 * labels, on the first paint and again when the web font arrived (decision 110).
 */
function PlaceSelect({
	name,
	label,
	input,
	errors,
	lists,
	country,
}: {
	name: string;
	label: string;
	input: StepInput;
	errors: Errors;
	lists: RouteLists;
	country: string;
}) {
	const { t } = useTranslation();
	const choose = t("wizard.choose");
	const first = t("wizard.picker.countryFirst");
	const options = memoOptions(lists, `places\0${country}\0${choose}\0${first}`, () => {
		const places = placesIn(lists.places, country);
		if (!places.length) return [{ value: "", label: first }];
		const option = (p: Place): OptionItem => ({ value: p.code, label: placeWithCode(p.name, p.code) });
		return [{ value: "", label: choose }, ...places.map(option)];
	});
	return <Select name={name} label={label} input={input} errors={errors} options={options} />;
}

/**
 * A select whose choice narrows the list below it: its value as React state, the ref and the change
 * handler to put on it. A choice made before the app started (a slow phone shows the page seconds before
 * its script runs) changed the select without telling React, so the value is read once when the app
 * runs and the list below follows it (decision 110).
 */
function useNarrowingChoice(initial: string) {
	const [value, setValue] = useState(initial);
	const ref = useRef<HTMLSelectElement>(null);
	useEffect(() => {
		const now = ref.current?.value;
		if (now !== undefined && now !== initial) setValue(now);
		// once, on start: later changes come through onChange
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, []);
	return { value, ref, onChange: (e: ChangeEvent<HTMLSelectElement>) => setValue(e.currentTarget.value) };
}

/** One end of the lane: its country and the port or airport, narrowed to that country. */
function EndFields({ end, mode, input, errors, lists }: Fields & { end: "origin" | "destination"; mode: WizardMode }) {
	const { t } = useTranslation();
	const countryName = `${end}Country`;
	// the server renders the places of the country the form last posted; the browser narrows on change
	const country = useNarrowingChoice(valueAt(input, countryName));
	const air = mode === "airline";
	return (
		// below the first screen of a phone, the destination is laid out when it nears the screen (decision 104)
		<fieldset data-testid={`wizard-${end}`} className={end === "destination" ? "lazy-layout" : undefined}>
			<legend>{t(`wizard.route.${end}`)}</legend>
			<div className="form-grid">
				<Select
					name={countryName}
					label={t("wizard.route.country")}
					input={input}
					errors={errors}
					selectRef={country.ref}
					onChange={country.onChange}
					options={memoOptions(lists, `countries\0${t("wizard.choose")}`, () => [
						{ value: "", label: t("wizard.choose") },
						...lists.countries.map((c) => ({ value: c.code, label: c.name })),
					])}
				/>
				<PlaceSelect
					name={end}
					label={t(air ? "wizard.route.airport" : "wizard.route.port")}
					input={input}
					errors={errors}
					lists={lists}
					country={country.value}
				/>
			</div>
			<RefreshButton
				testId="refresh-places"
				label={t(air ? "wizard.picker.showAirports" : "wizard.picker.showPorts")}
			/>
		</fieldset>
	);
}

function IncotermField({ input, errors, lists }: Fields) {
	const { t } = useTranslation();
	return (
		<fieldset data-testid="wizard-incoterms" className="lazy-layout">
			<legend>{t("wizard.incoterms.legend")}</legend>
			<Select
				name="incoterms"
				label={t("wizard.incoterms.label")}
				input={input}
				errors={errors}
				hint={t("wizard.incoterms.hint")}
			>
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

const district = (d: { value: string; name: string }): OptionItem => ({ value: d.value, label: d.name });

function RegionFields({ input, errors, lists }: Fields) {
	const { t } = useTranslation();
	const province = useNarrowingChoice(valueAt(input, "province"));
	const chosen = lists.provinces.find((p) => p.code === province.value);
	return (
		<fieldset data-testid="wizard-region" className="lazy-layout">
			<legend>{t("wizard.route.koreanSide")}</legend>
			<p className="field-hint">{t("wizard.route.addressHint")}</p>
			<div className="form-grid">
				<Select
					name="province"
					label={t("wizard.route.province")}
					input={input}
					errors={errors}
					selectRef={province.ref}
					onChange={province.onChange}
					options={memoOptions(lists, `provinces\0${t("wizard.route.noTrucking")}`, () => [
						{ value: "", label: t("wizard.route.noTrucking") },
						...lists.provinces.map((p) => ({ value: p.code, label: p.name })),
					])}
				/>
				<Select
					name="district"
					label={t("wizard.route.district")}
					input={input}
					errors={errors}
					// no province: the prompt only (decision 110)
					options={memoOptions(
						lists,
						`districts\0${chosen?.code ?? ""}\0${t("wizard.route.anyDistrict")}\0${t("wizard.picker.provinceFirst")}`,
						() =>
							chosen
								? [{ value: "", label: t("wizard.route.anyDistrict") }, ...chosen.districts.map(district)]
								: [{ value: "", label: t("wizard.picker.provinceFirst") }],
					)}
				/>
				<div className="span-all">
					<Input name="address" label={t("wizard.route.address")} input={input} errors={errors} maxLength={200} />
				</div>
			</div>
			<RefreshButton testId="refresh-districts" label={t("wizard.picker.showDistricts")} />
		</fieldset>
	);
}

/**
 * Trucking at the foreign end (spec section 3, truckingcostForeign): one plain text field, so it works
 * without a script; sea FCL only (the server refuses it otherwise) and priced by staff (decision 056).
 */
function ForeignDoorField({ input, errors }: Pick<Fields, "input" | "errors">) {
	const { t } = useTranslation();
	return (
		<fieldset data-testid="wizard-foreign-door" className="lazy-layout">
			<legend>{t("wizard.route.foreignSide")}</legend>
			<Input
				name="foreignDoor"
				label={t("wizard.route.foreignDoor")}
				hint={t("wizard.route.foreignDoorHint")}
				input={input}
				errors={errors}
				maxLength={200}
			/>
		</fieldset>
	);
}

/**
 * "Show the ports (airports, districts) of this choice" for a page without a script: with one, the
 * browser narrows the list itself. Inside <noscript> the button is never built where scripts run, so hydration has nothing to
 * take away: removing it then re-rendered the wizard and relaid out the form on a slow phone (decision 108).
 */
function RefreshButton({ testId, label }: { testId: string; label: string }) {
	return (
		<noscript>
			<p className="field-hint">
				<button
					type="submit"
					name="intent"
					value="refresh"
					className="button button-secondary button-sm"
					data-testid={testId}
				>
					{label}
				</button>
			</p>
		</noscript>
	);
}
