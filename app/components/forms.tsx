// Form pieces shared by every screen. Validation messages arrive as translation keys (the zod schemas
// in app/*/validation.ts speak keys, not sentences), so one schema serves kr, en and vn; these
// components translate them. They never import a schema: forms validate on the server. All of it renders on the server and works with JavaScript off.
import type { FieldMetadata } from "@conform-to/react";
import { getInputProps } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { HONEYPOT_FIELD } from "#app/accounts/field-names.ts";

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
	const { t } = useTranslation();
	if (!errors?.length) return null;
	return (
		// aria-live, not role="alert": an alert role would take the list's semantics from its items
		<ul id={id} className="field-errors" aria-live="polite">
			{[...new Set(errors)].map((key) => (
				<li key={key}>{t(key)}</li>
			))}
		</ul>
	);
}

type InputType = "text" | "email" | "password" | "tel" | "number" | "search";

export function Field({
	label,
	meta,
	type = "text",
	hint,
	inputProps,
}: {
	label: ReactNode;
	meta: FieldMetadata<string | undefined> | FieldMetadata<string>;
	type?: InputType;
	hint?: ReactNode;
	inputProps?: InputHTMLAttributes<HTMLInputElement>;
}) {
	// passwords are never echoed back into the page after a failed submit
	const props = getInputProps(meta as FieldMetadata<string>, { type, value: type !== "password" });
	const { key, ...rest } = props;
	return (
		<div className="field" data-invalid={meta.errors?.length ? "" : undefined}>
			<label htmlFor={meta.id}>{label}</label>
			<input key={key} {...rest} {...inputProps} />
			{hint ? <p className="field-hint">{hint}</p> : null}
			<ErrorList id={meta.errorId} errors={meta.errors} />
		</div>
	);
}

/**
 * What a form control needs from a Conform field, reading only the three values that change (its key,
 * errors and kept value). Each read of Conform's field metadata builds a new Proxy and records a render
 * subscription, and getInputProps alone reads some seventeen: on the shipment desk's thirty fields that
 * was a quarter of the page's server time. The ids are Conform's, `${formId}-${name}` (a
 * test compares the markup). A form with HTML constraints (sign-up) keeps getInputProps, which reads
 * those too.
 */
export type FieldState = {
	key: string | undefined;
	id: string;
	name: string;
	form: string;
	errors: string[] | undefined;
	errorId: string;
	initialValue: unknown;
};

/** A Conform form as fieldState reads it: the id given to useForm and the fields it returned. */
export type FormFields = { id: string; fields: Record<string, FieldMetadata<string>> };

export function fieldState(form: FormFields, name: string): FieldState {
	const { key, errors, initialValue } = form.fields[name]!;
	const id = `${form.id}-${name}`;
	return { key, id, name, form: form.id, errors, errorId: `${id}-error`, initialValue };
}

/**
 * The attributes Conform's getInputProps, getSelectProps and getTextareaProps give a field without
 * constraints (the same markup, a test compares them): ids, the error's aria, the kept value.
 */
export function controlProps(f: FieldState) {
	const invalid = f.errors !== undefined;
	return {
		id: f.id,
		name: f.name,
		form: f.form,
		"aria-invalid": invalid || undefined,
		"aria-describedby": invalid ? f.errorId : undefined,
		defaultValue: typeof f.initialValue === "string" ? f.initialValue : undefined,
	};
}

/**
 * The honeypot: off-screen and out of the tab order, labelled so that screen readers tell people to
 * leave it empty. The server refuses a submission that fills it.
 */
export function HoneypotField() {
	const { t } = useTranslation();
	return (
		<div className="hp-field" aria-hidden="true">
			<label htmlFor={`hp-${HONEYPOT_FIELD}`}>{t("accounts.honeypot")}</label>
			<input
				id={`hp-${HONEYPOT_FIELD}`}
				name={HONEYPOT_FIELD}
				type="text"
				tabIndex={-1}
				autoComplete="off"
				defaultValue=""
			/>
		</div>
	);
}

/** A hidden input naming which of several forms on a page was sent. */
export function IntentInput({ value }: { value: string }) {
	return <input type="hidden" name="intent" value={value} />;
}
