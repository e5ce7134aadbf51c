// The staff shipment forms' pieces, shared by the desk (/admin/shipments/:id) and the schedule page
// (/admin/shipments/:id/schedule): the design system's field frame with Conform's ids, errors and kept
// values, one form's Conform state, the lifecycle's refusal as a message, and the schedule form itself.
// Every form is a plain POST (JavaScript off works); the actions alone judge them.
import { getFormProps, useForm } from "@conform-to/react";
import { Fragment, type ReactNode } from "react";
import { Form, useActionData } from "react-router";
import { ConfirmAction } from "#app/components/confirm-action.tsx";
import { ErrorList, type FieldState, type FormFields, controlProps, fieldState } from "#app/components/forms.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import type { DeskActionData, Refused } from "../desk-replies.ts";

/** The field frame of the design system with Conform's ids, errors and kept values. */
function FieldBox({ f, label, hint, children }: { f: FieldState; label: string; hint?: string; children: ReactNode }) {
	return (
		<div className="field" data-invalid={f.errors?.length ? "" : undefined}>
			<label htmlFor={f.id}>{label}</label>
			{children}
			{hint ? <p className="field-hint">{hint}</p> : null}
			<ErrorList id={f.errorId} errors={f.errors} />
		</div>
	);
}

type FieldProps = { form: FormFields; name: string; label: string };

export function Input({
	form,
	name,
	label,
	type = "text",
	hint,
	required,
	max,
}: FieldProps & {
	type?: "text" | "date" | "datetime-local" | "number";
	hint?: string;
	required?: boolean;
	max?: string;
}) {
	const f = fieldState(form, name);
	return (
		<FieldBox f={f} label={label} hint={hint}>
			<input
				key={f.key}
				{...controlProps(f)}
				type={type}
				required={required}
				max={max}
				step={type === "number" ? "any" : undefined}
			/>
		</FieldBox>
	);
}

/** A select or textarea in the field frame: `control` gets the field's attributes. */
export function Control({
	form,
	name,
	label,
	control,
}: FieldProps & { control: (props: ReturnType<typeof controlProps>) => ReactNode }) {
	const f = fieldState(form, name);
	return (
		<FieldBox f={f} label={label}>
			<Fragment key={f.key}>{control(controlProps(f))}</Fragment>
		</FieldBox>
	);
}

/** One form's Conform state: its own id, and the server's answer only when it was this form's. */
export function useDeskForm(id: string, intents: readonly string[], defaultValue?: Record<string, string>) {
	const actionData = useActionData<DeskActionData>();
	const mine = actionData && intents.includes(actionData.intent) ? actionData : undefined;
	// validated by the action only (no zod in the browser), so errors are judged again on
	// submit: revalidating on input would post the whole form to the action at every keystroke
	const [form, fields] = useForm<Record<string, string>>({ id, lastResult: mine?.result, defaultValue });
	return { id, form, fields: fields as FormFields["fields"], refused: mine?.refused ?? null };
}

export function RefusedNote({ refused }: { refused: Refused | null }) {
	const { t } = useTranslation();
	if (!refused) return null;
	const status = (s?: EstimateStatus) => (s ? t(`estimate.status.${s}`) : "");
	return (
		<p className="alert alert-danger" role="alert" data-testid="desk-refused">
			{t(`shipments.desk.refused.${refused.reason}`, {
				status: status(refused.status),
				from: status(refused.from),
				to: status(refused.to),
			})}
		</p>
	);
}

export const SCHEDULE_INTENTS = ["saveSchedule", "confirmSchedule"] as const;

/** Where a first confirmation takes the shipment (schedule.server.ts's moveFor). */
const FIRST_CONFIRMED: EstimateStatus = "in_loading";

/** What the schedule's confirmation names: whether it was confirmed before, the status, who is mailed. */
export type ScheduleConfirmFacts = {
	confirmed: boolean;
	status: EstimateStatus;
	number: string;
	customerEmail: string | null;
};

/**
 * The schedule form: a draft (nobody is told) or a confirmation (-> in_loading; the customer is
 * mailed), asked first; once confirmed, a change is always a confirmed one (decision 046): the form
 * offers "Confirm the change" only, and the shipment stays where it is. `action` is the route it posts to.
 */
export function ScheduleForm({
	values,
	air,
	onceKey,
	busy,
	action,
	confirm,
}: {
	values: Record<string, string> | null;
	air: boolean;
	onceKey: string;
	busy: boolean;
	action?: string;
	confirm: ScheduleConfirmFacts;
}) {
	const { t } = useTranslation();
	const schedule = useDeskForm("schedule", SCHEDULE_INTENTS, values ?? { path: "direct" });
	const k = "shipments.desk.schedule.";
	const c = "shipments.desk.confirm.";
	const to = confirm.customerEmail;
	const mail = (what: string) => (to ? [{ to, what: t(`${c}mail.${what}`) }] : []);
	const question = confirm.confirmed
		? {
				label: t(`${c}schedule.changeSubmit`),
				title: t(`${c}schedule.changeTitle`, { number: confirm.number }),
				effects: [t(`${c}schedule.changeEffect`, { status: t(`estimate.status.${confirm.status}`) })],
				mails: mail("etaSlipped"),
			}
		: {
				label: t(`${k}confirm`),
				title: t(`${c}schedule.title`, { number: confirm.number }),
				effects: [
					t(`${c}becomes`, { status: t(`estimate.status.${FIRST_CONFIRMED}`) }),
					...(confirm.status === "booked" ? [t(`${c}schedule.alsoBooking`)] : []),
				],
				mails: [...(confirm.status === "booked" ? mail("bookingConfirmed") : []), ...mail("scheduleConfirmed")],
			};
	return (
		<Form
			method="post"
			action={action}
			{...getFormProps(schedule.form)}
			className="stack-form"
			aria-labelledby="schedule-heading"
			data-testid="schedule-form"
		>
			<h2 id="schedule-heading">{t(`${k}title`)}</h2>
			<RefusedNote refused={schedule.refused} />
			<input type="hidden" name="onceKey" value={onceKey} />
			<div className="form-grid">
				<Input form={schedule} name="carrier" label={t(`${k}carrier`)} required />
				{air ? (
					<Input form={schedule} name="flightNumber" label={t(`${k}flightNumber`)} required />
				) : (
					<>
						<Input form={schedule} name="vessel" label={t(`${k}vessel`)} required />
						<Input form={schedule} name="voyage" label={t(`${k}voyage`)} required />
					</>
				)}
				<Control
					form={schedule}
					name="path"
					label={t(`${k}path`)}
					control={(props) => (
						<select {...props}>
							<option value="direct">{t(`${k}direct`)}</option>
							<option value="transhipment">{t(`${k}transhipment`)}</option>
						</select>
					)}
				/>
				<Input form={schedule} name="viaPort" label={t(`${k}viaPort`)} hint={t(`${k}viaPortHint`)} />
				<Input form={schedule} name="documentDeadline" label={t(`${k}documentDeadline`)} type="date" />
				<Input form={schedule} name="cargoClosing" label={t(`${k}cargoClosing`)} type="date" />
				<Input form={schedule} name="etd" label={t(`${k}etd`)} type="date" required />
				<Input form={schedule} name="eta" label={t(`${k}eta`)} type="date" required />
				<Input form={schedule} name="preparationDate" label={t(`${k}preparationDate`)} type="date" />
				<Input form={schedule} name="pickupDate" label={t(`${k}pickupDate`)} type="date" />
				<Input form={schedule} name="deliveryDate" label={t(`${k}deliveryDate`)} type="date" />
				<Input form={schedule} name="pickupPlace" label={t(`${k}pickupPlace`)} />
				<Input form={schedule} name="deliveryPlace" label={t(`${k}deliveryPlace`)} />
			</div>
			<ErrorList id={schedule.form.errorId} errors={schedule.form.errors} />
			<ConfirmAction {...question} name="intent" value="confirmSchedule" disabled={busy} testId="schedule-confirm">
				{confirm.confirmed ? null : (
					// a draft needs no confirmation box: formNoValidate lets it go without the required tick
					<button
						type="submit"
						name="intent"
						value="saveSchedule"
						className="button button-secondary"
						disabled={busy}
						formNoValidate
						data-testid="schedule-draft"
					>
						{t(`${k}saveDraft`)}
					</button>
				)}
			</ConfirmAction>
		</Form>
	);
}
