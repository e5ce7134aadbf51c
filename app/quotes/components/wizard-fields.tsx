// The quote wizard's form pieces: uncontrolled fields filled from the saved draft (Back, resume) or
// from Conform's reply to a rejected post (what was typed), each with its translated messages, and the
// Back / Next buttons every step ends with. All of it renders on the server and works without
// JavaScript; the field ids (f-<name>) are what the labels, the e2e tests and aria-describedby use.
import { type ChangeEvent, type ReactNode, type Ref, createContext, useContext } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "#app/utils/link.tsx";
import { ErrorList } from "#app/components/forms.tsx";
import { type OptionEntry, optionsHtml } from "#app/components/option-list.ts";
import type { StepInput } from "../wizard.ts";
import { type Step, type WizardMode, previousStep, stepUrl } from "../wizard-steps.ts";

/** Messages (translation keys) by field name, "" for the whole form: Conform's reply.error. */
export type Errors = Record<string, string[] | null | undefined>;

/** The value at "containers[0].type" in a nested input, as a string for defaultValue. */
export function valueAt(input: StepInput, name: string): string {
	const parts = name.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== "");
	let node: unknown = input;
	for (const p of parts) node = node && typeof node === "object" ? (node as Record<string, unknown>)[p] : undefined;
	// a ticked box kept in the draft as true reads as the form's "on"
	if (node === true) return "on";
	return typeof node === "string" || typeof node === "number" ? String(node) : "";
}

export function rowsOf(input: StepInput, key: string): number {
	const rows = input[key];
	return Array.isArray(rows) && rows.length > 0 ? rows.length : 1;
}

export const fieldId = (name: string) => `f-${name.replace(/[^\w]/g, "-")}`;

/**
 * The field a step wants focused after a rejected post (its first invalid one, wizard-steps.ts
 * firstInvalid): it renders with `autofocus`, which the browser honours with JavaScript off and React
 * on mounting (the step's form is keyed on what was typed, so a new reply mounts it again).
 */
export const FocusField = createContext<string | null>(null);

export function Select({
	name,
	label,
	input,
	errors,
	children,
	options,
	required,
	hint,
	onChange,
	selectRef,
}: {
	name: string;
	label: string;
	input: StepInput;
	errors: Errors;
	/** a few options as elements, or a long list as `options` (written as one HTML text: option-list.ts) */
	children?: ReactNode;
	options?: readonly OptionEntry[];
	required?: boolean;
	hint?: string;
	onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
	selectRef?: Ref<HTMLSelectElement>;
}) {
	const id = fieldId(name);
	const err = errors[name];
	const value = valueAt(input, name);
	const focus = useContext(FocusField) === name;
	return (
		<div className="field" data-invalid={err?.length ? "" : undefined}>
			<label htmlFor={id}>{label}</label>
			<select
				ref={selectRef}
				id={id}
				name={name}
				autoFocus={focus || undefined}
				defaultValue={value}
				aria-invalid={err?.length ? true : undefined}
				aria-describedby={hint ? `${id}-hint ${id}-error` : `${id}-error`}
				required={required}
				onChange={onChange}
				{...(options ? { dangerouslySetInnerHTML: { __html: optionsHtml(options, value) } } : { children })}
			/>
			{hint ? (
				<p className="field-hint" id={`${id}-hint`}>
					{hint}
				</p>
			) : null}
			<ErrorList id={`${id}-error`} errors={err} />
		</div>
	);
}

export function Input({
	name,
	label,
	input,
	errors,
	type = "text",
	hint,
	inputMode,
	maxLength,
	readOnly,
	autoComplete,
}: {
	name: string;
	label: string;
	input: StepInput;
	errors: Errors;
	type?: "text" | "date" | "email" | "tel";
	hint?: string;
	inputMode?: "numeric" | "decimal";
	maxLength?: number;
	readOnly?: boolean;
	autoComplete?: string;
}) {
	const id = fieldId(name);
	const err = errors[name];
	const focus = useContext(FocusField) === name;
	return (
		<div className="field" data-invalid={err?.length ? "" : undefined}>
			<label htmlFor={id}>{label}</label>
			<input
				id={id}
				name={name}
				type={type}
				autoFocus={focus || undefined}
				defaultValue={valueAt(input, name)}
				inputMode={inputMode}
				maxLength={maxLength}
				readOnly={readOnly}
				autoComplete={autoComplete}
				aria-invalid={err?.length ? true : undefined}
				aria-describedby={hint ? `${id}-hint ${id}-error` : `${id}-error`}
			/>
			{hint ? (
				<p className="field-hint" id={`${id}-hint`}>
					{hint}
				</p>
			) : null}
			<ErrorList id={`${id}-error`} errors={err} />
		</div>
	);
}

/** Back (a link to the previous step, which refills from the draft) and Next (the form's submit). */
export function StepActions({
	mode,
	step,
	busy,
	children,
}: {
	mode: WizardMode;
	step: Step;
	busy: boolean;
	children?: ReactNode;
}) {
	const { t } = useTranslation();
	const back = previousStep(step);
	return (
		<div className="form-actions">
			{back ? (
				<Link className="button button-ghost" to={stepUrl(mode, back)} data-testid="wizard-back">
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

/** A form's reply as its fields read it: what was typed (else the step's own values) and the messages. */
export function formState(
	result: { initialValue?: Record<string, unknown> | null; error?: Errors } | undefined,
	fallback: StepInput,
) {
	return { input: (result?.initialValue ?? fallback) as StepInput, errors: (result?.error ?? {}) as Errors };
}
