// Step 2 of the quote wizard: the containers (FCL) or the packages (LCL, air), one row each, with "add
// a row" and "remove" as submit buttons the server answers (the rows are kept in the draft, the spec's
// limits apply), then the weight, the cargo-ready date, the commodity and dangerous goods.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { ErrorList } from "#app/components/forms.tsx";
import { CONTAINER_CODES, DG_CLASSES } from "#app/pricing/codes.ts";
import { DIMENSION_UNITS } from "#app/pricing/codes.ts";
import type { StepInput } from "../wizard.ts";
import {
	type CargoKind,
	REMOVE_ROW,
	type WizardMode,
	cargoFieldOrder,
	firstInvalid,
	rowsKeyOf,
} from "../wizard-steps.ts";
import { containerLabelKeys } from "#app/pricing/codes.ts";
import { useEffect } from "react";
import { type Errors, FocusField, fieldId, Input, Select, StepActions, rowsOf, valueAt } from "./wizard-fields.tsx";

type Fields = { kind: CargoKind; input: StepInput; errors: Errors; busy: boolean };

export function CargoStep({ mode, action, ...fields }: Fields & { mode: WizardMode; action: string }) {
	const { t } = useTranslation();
	const focus = firstInvalid(fields.errors, cargoFieldOrder(fields.kind, rowsOf(fields.input, rowsKeyOf(fields.kind))));
	// a reply that typed nothing new keeps the form mounted (its key is what was typed): focus it here too
	useEffect(() => {
		if (focus) document.getElementById(fieldId(focus))?.focus();
	}, [fields.errors, focus]);
	return (
		<Form
			method="post"
			action={action}
			className="stack-form"
			key={JSON.stringify(fields.input)}
			data-testid="wizard-cargo"
			noValidate
		>
			{/* Enter in a field presses the form's first submit button: make it "Next", never a row's
			    "remove" or "add a row"; hidden from sight and from the tab order */}
			<button
				type="submit"
				name="intent"
				value="next"
				className="visually-hidden"
				tabIndex={-1}
				aria-hidden="true"
				disabled={fields.busy}
				data-testid="enter-next"
			>
				{t("wizard.next")}
			</button>
			<FocusField.Provider value={focus}>
				<CargoFields {...fields} />
			</FocusField.Provider>
			<StepActions mode={mode} step="cargo" busy={fields.busy} />
		</Form>
	);
}

function CargoFields({ kind, input, errors, busy }: Fields) {
	const { t } = useTranslation();
	const rowsKey = rowsKeyOf(kind);
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
							<ContainerRow i={i} input={input} errors={errors} />
						) : (
							<PackageRow i={i} input={input} errors={errors} />
						)}
						{count > 1 ? (
							<div className="span-all">
								{/* the button names its row ("Remove row 2"): several look alike otherwise */}
								<button
									type="submit"
									name="intent"
									value={`${REMOVE_ROW}${i}`}
									className="button button-ghost button-sm"
									disabled={busy}
									data-testid={`remove-row-${i}`}
								>
									{t("wizard.cargo.removeRowN", { n: i + 1 })}
								</button>
							</div>
						) : null}
					</div>
				))}
				<button
					type="submit"
					name="intent"
					value="addRow"
					className="button button-secondary button-sm"
					disabled={busy}
					data-testid="add-row"
				>
					{t("wizard.cargo.addRow")}
				</button>
			</fieldset>
			<div className="form-grid">
				{kind === "fcl" ? (
					<Input
						name="grossWeightKg"
						label={t("wizard.cargo.grossWeightKg")}
						input={input}
						errors={errors}
						inputMode="decimal"
					/>
				) : null}
				<Input name="readyDate" label={t("wizard.cargo.readyDate")} input={input} errors={errors} type="date" />
			</div>
			<Input
				name="commodity"
				label={t("wizard.cargo.commodity")}
				input={input}
				errors={errors}
				maxLength={99}
				hint={t("wizard.cargo.commodityHint")}
			/>
			<fieldset className="form-grid">
				<legend>{t("wizard.cargo.dg")}</legend>
				<label className="check span-all">
					<input type="checkbox" name="dg" defaultChecked={valueAt(input, "dg") === "on"} />{" "}
					{t("wizard.cargo.dgDeclare")}
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

type Row = { i: number; input: StepInput; errors: Errors };

function ContainerRow({ i, input, errors }: Row) {
	const { t } = useTranslation();
	return (
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
			<Input
				name={`containers[${i}].count`}
				label={t("wizard.cargo.containerCount")}
				input={input}
				errors={errors}
				inputMode="numeric"
				maxLength={10}
			/>
			{/* spec section 3: a tank is in or out of gauge; a plain box on every row (works without
			    JavaScript), refused on anything but a tank (pricing/gauge.ts) */}
			<div className="field span-all" data-invalid={errors?.[`containers[${i}].outOfGauge`]?.length ? "" : undefined}>
				<label className="check">
					<input
						type="checkbox"
						name={`containers[${i}].outOfGauge`}
						id={fieldId(`containers[${i}].outOfGauge`)}
						defaultChecked={valueAt(input, `containers[${i}].outOfGauge`) === "on"}
						aria-describedby={`${fieldId(`containers[${i}].outOfGauge`)}-hint`}
					/>{" "}
					{t("wizard.cargo.outOfGauge")}
				</label>
				<p className="field-hint" id={`${fieldId(`containers[${i}].outOfGauge`)}-hint`}>
					{t("wizard.cargo.outOfGaugeHint")}
				</p>
				<ErrorList
					id={`${fieldId(`containers[${i}].outOfGauge`)}-error`}
					errors={errors?.[`containers[${i}].outOfGauge`]}
				/>
			</div>
		</>
	);
}

function PackageRow({ i, input, errors }: Row) {
	const { t } = useTranslation();
	const field = (name: string) => `packages[${i}].${name}`;
	return (
		<>
			<Input
				name={field("count")}
				label={t("wizard.cargo.packageCount")}
				input={input}
				errors={errors}
				inputMode="numeric"
				maxLength={10}
			/>
			<Input
				name={field("packaging")}
				label={t("wizard.cargo.packaging")}
				input={input}
				errors={errors}
				maxLength={40}
			/>
			<Select name={field("measure")} label={t("wizard.cargo.measure")} input={input} errors={errors}>
				<option value="per_box">{t("wizard.cargo.perBox")}</option>
				<option value="total">{t("wizard.cargo.total")}</option>
			</Select>
			<Input
				name={field("weightKg")}
				label={t("wizard.cargo.weightKg")}
				input={input}
				errors={errors}
				inputMode="decimal"
			/>
			<Input name={field("width")} label={t("wizard.cargo.width")} input={input} errors={errors} inputMode="decimal" />
			<Input
				name={field("length")}
				label={t("wizard.cargo.length")}
				input={input}
				errors={errors}
				inputMode="decimal"
			/>
			<Input
				name={field("height")}
				label={t("wizard.cargo.height")}
				input={input}
				errors={errors}
				inputMode="decimal"
			/>
			<Select name={field("unit")} label={t("wizard.cargo.unit")} input={input} errors={errors}>
				{DIMENSION_UNITS.map((u) => (
					<option key={u} value={u}>
						{u}
					</option>
				))}
			</Select>
			<Input
				name={field("volumeCbm")}
				label={t("wizard.cargo.volumeCbm")}
				input={input}
				errors={errors}
				inputMode="decimal"
				hint={t("wizard.cargo.volumeHint")}
			/>
		</>
	);
}
