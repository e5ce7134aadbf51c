// The campaign form of the coupon desk, shared by "new campaign" (/admin/coupons) and "edit"
// (/admin/coupons/:id). Plain inputs: the server's answer (errors as translation keys and the values
// typed) re-renders the form with JavaScript off as on. Both consume types' figures are shown; the
// server keeps only the chosen type's (app/coupons/campaign.ts).
import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form } from "react-router";
import { ErrorList, IntentInput } from "#app/components/forms.tsx";

export type CampaignFormValues = Record<string, string>;
export type CampaignFormErrors = Partial<Record<string, string>>;

const FIELD_OF_ERROR: Record<string, string> = { discountRateBp: "discountRate", expireTime: "expireDate" };

/** The server's errors keyed by the form's field names. */
export function errorsByField(errors: Partial<Record<string, string>>): CampaignFormErrors {
	return Object.fromEntries(Object.entries(errors).map(([k, v]) => [FIELD_OF_ERROR[k] ?? k, v]));
}

function Box({
	id,
	label,
	hint,
	error,
	children,
}: {
	id: string;
	label: string;
	hint?: string;
	error?: string;
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

export function CampaignForm({
	intent,
	onceKey,
	values,
	errors,
	busy,
	submitLabel,
	testId,
}: {
	intent: string;
	onceKey: string;
	values: CampaignFormValues;
	errors: CampaignFormErrors;
	busy: boolean;
	submitLabel: string;
	testId: string;
}) {
	const { t } = useTranslation();
	const k = "desk.coupons.field.";
	const input = (
		name: string,
		opts: { required?: boolean; type?: string; inputMode?: "numeric" | "decimal"; lang?: string } = {},
	) => (
		<input
			id={`${testId}-${name}`}
			name={name}
			type={opts.type ?? "text"}
			defaultValue={values[name] ?? ""}
			required={opts.required}
			inputMode={opts.inputMode}
			lang={opts.lang}
			aria-invalid={errors[name] ? true : undefined}
			aria-describedby={errors[name] ? `${testId}-${name}-error` : undefined}
		/>
	);
	const box = (name: string, children: ReactNode, hint?: string) => (
		<Box key={name} id={`${testId}-${name}`} label={t(`${k}${name}`)} hint={hint} error={errors[name]}>
			{children}
		</Box>
	);
	const consumeType = values.consumeType || "all_booking_discount";
	return (
		<Form method="post" className="stack-form" data-testid={testId} noValidate>
			<IntentInput value={intent} />
			<input type="hidden" name="onceKey" value={onceKey} />
			<fieldset className="form-grid">
				<legend>{t("desk.coupons.form.names")}</legend>
				{box("name", input("name", { required: true, lang: "ko" }))}
				{box("nameEn", input("nameEn", { lang: "en" }), t("desk.coupons.form.optionalHint"))}
				{box("nameVi", input("nameVi", { lang: "vi" }), t("desk.coupons.form.optionalHint"))}
			</fieldset>
			<fieldset className="form-grid">
				<legend>{t("desk.coupons.form.descriptions")}</legend>
				{["description", "descriptionEn", "descriptionVi"].map((name, i) =>
					box(
						name,
						<textarea
							id={`${testId}-${name}`}
							name={name}
							rows={2}
							defaultValue={values[name] ?? ""}
							lang={["ko", "en", "vi"][i]}
							aria-invalid={errors[name] ? true : undefined}
						/>,
					),
				)}
			</fieldset>
			<fieldset className="form-grid">
				<legend>{t("desk.coupons.form.discount")}</legend>
				<div className="span-all field" role="radiogroup" aria-label={t(`${k}consumeType`)}>
					{(["all_booking_discount", "creation_over_discount_creation_below_apply_rate"] as const).map((c) => (
						<label key={c} className="cluster">
							<input type="radio" name="consumeType" value={c} defaultChecked={consumeType === c} />
							{t(`desk.coupons.consume.${c}`)}
						</label>
					))}
					<ErrorList errors={errors.consumeType ? [errors.consumeType] : null} />
				</div>
				{box("discountAmount", input("discountAmount", { inputMode: "numeric" }), t("desk.coupons.form.amountHint"))}
				{box(
					"availableTotalCost",
					input("availableTotalCost", { inputMode: "numeric" }),
					t("desk.coupons.form.thresholdHint"),
				)}
				{box("discountRate", input("discountRate", { inputMode: "decimal" }), t("desk.coupons.form.rateHint"))}
				{box("maxDiscount", input("maxDiscount", { inputMode: "numeric" }), t("desk.coupons.form.maxHint"))}
			</fieldset>
			<fieldset className="form-grid">
				<legend>{t("desk.coupons.form.validity")}</legend>
				{box("expireDate", input("expireDate", { type: "date", required: true }), t("desk.coupons.form.expireHint"))}
				{box("usage", input("usage"), t("desk.coupons.form.usageHint"))}
			</fieldset>
			<div className="form-actions">
				<button type="submit" className="button" disabled={busy}>
					{submitLabel}
				</button>
			</div>
		</Form>
	);
}
