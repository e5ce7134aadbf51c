// Asking first before an irreversible staff action: booking confirm, schedule
// confirm, departure, arrival, delivery, invoice issue, paid, refund. The question says what will
// happen and what will be sent to whom.
//
// Usage, inside the action's own <Form> (its other fields travel with it):
//
//   <ConfirmAction
//     label={t("…submit")}                 // the submit button's text
//     title={t("…question", { number })}   // the question, e.g. "Record the departure of B2611-0010?"
//     effects={[t("…effect")]}              // what will happen, one sentence each
//     mails={[{ to: "customer@demo.kr", what: t("…mailKind") }]}  // what is sent to whom; [] = no mail
//     name="intent" value="depart"          // optional: the submit button's name and value
//     disabled={busy} testId="depart"       // optional
//   >{otherButtons}</ConfirmAction>          // optional: buttons shown before it in the same row
//
// and in the action, before anything is stored:
//
//   if (!isConfirmed(formData)) return <400 with the form error CONFIRM_REQUIRED_KEY>;  // nothing done
//
// Without JavaScript the form carries a required checkbox (`confirmed=yes`, confirm-action-field.ts)
// beside a panel saying the same as the dialog; the server refuses a form without it. With JavaScript
// the button opens the design system's dialog (<dialog class="app-dialog">); its confirm button submits
// the form with `confirmed=yes`. Test ids: `${testId}` is the button to press in both cases,
// `${testId}-check` the checkbox (no JavaScript), `${testId}-dialog` and `${testId}-yes` the dialog
// and its confirm button (JavaScript).
import { type MouseEvent, type ReactNode, useId, useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { CONFIRM_FIELD, CONFIRM_VALUE } from "./confirm-action-field.ts";

export type ConfirmMail = { to: string; what: string };

export type ConfirmActionProps = {
	label: string;
	title: string;
	effects: readonly ReactNode[];
	mails: readonly ConfirmMail[];
	name?: string;
	value?: string;
	/** the dialog's confirm button, when it should say more than `label` */
	confirmLabel?: string;
	disabled?: boolean;
	danger?: boolean;
	testId?: string;
	children?: ReactNode;
};

function Consequences({ effects, mails }: Pick<ConfirmActionProps, "effects" | "mails">) {
	const { t } = useTranslation();
	return (
		<ul className="confirm-action-effects">
			{effects.map((effect, i) => (
				<li key={`e${i}`}>{effect}</li>
			))}
			{mails.length === 0 ? (
				<li>{t("confirmAction.noMail")}</li>
			) : (
				mails.map((m, i) => (
					<li key={`m${i}`} data-testid="confirm-mail">
						{t("confirmAction.mailTo", { to: m.to, what: m.what })}
					</li>
				))
			)}
		</ul>
	);
}

export function ConfirmAction(props: ConfirmActionProps) {
	const { label, title, effects, mails, name, value, confirmLabel, disabled, danger, testId, children } = props;
	const { t } = useTranslation();
	const hydrated = useHydrated();
	const titleId = useId();
	const dialog = useRef<HTMLDialogElement>(null);
	const armed = useRef<HTMLInputElement>(null);
	const buttonClass = danger ? "button button-danger" : "button";

	if (!hydrated) {
		// no JavaScript (or not yet): the question stands on the page and the checkbox is required
		return (
			<div className="stack confirm-action">
				<div className="confirm-panel" data-testid={testId ? `${testId}-panel` : undefined}>
					<p className="strong">{title}</p>
					<Consequences effects={effects} mails={mails} />
					<label className="check">
						<input
							type="checkbox"
							name={CONFIRM_FIELD}
							value={CONFIRM_VALUE}
							required
							data-testid={testId ? `${testId}-check` : undefined}
						/>
						<span>{t("confirmAction.check")}</span>
					</label>
				</div>
				<div className="form-actions">
					{children}
					<button
						type="submit"
						name={name}
						value={value}
						className={buttonClass}
						disabled={disabled}
						data-testid={testId}
					>
						{label}
					</button>
				</div>
			</div>
		);
	}

	// the question comes once the form can be sent: the browser's own checks (required fields) first
	const open = () => {
		const form = dialog.current?.closest("form");
		if (form && !form.reportValidity()) return;
		dialog.current?.showModal();
	};
	const close = () => dialog.current?.close();
	const confirm = (event: MouseEvent<HTMLButtonElement>) => {
		// Enter in a text field "clicks" the form's first submit button, which may be this one: that
		// asks the question instead of answering it
		if (!dialog.current?.open) {
			event.preventDefault();
			open();
			return;
		}
		// the confirming field exists only for this submission: the form's data is read right after
		// this click, and a later submission (another button, a resubmit after a 400) goes without it
		if (armed.current) armed.current.disabled = false;
		setTimeout(() => {
			if (armed.current) armed.current.disabled = true;
		}, 0);
		close();
	};
	return (
		<>
			<div className="form-actions">
				{children}
				<button type="button" className={buttonClass} disabled={disabled} onClick={open} data-testid={testId}>
					{label}
				</button>
			</div>
			<dialog
				ref={dialog}
				className="app-dialog"
				aria-labelledby={titleId}
				data-testid={testId ? `${testId}-dialog` : undefined}
			>
				<h2 id={titleId}>{title}</h2>
				<Consequences effects={effects} mails={mails} />
				<input ref={armed} type="hidden" name={CONFIRM_FIELD} value={CONFIRM_VALUE} disabled />
				<div className="dialog-actions">
					<button type="button" className="button button-secondary" onClick={close}>
						{t("confirmAction.cancel")}
					</button>
					<button
						type="submit"
						name={name}
						value={value}
						className={buttonClass}
						disabled={disabled}
						onClick={confirm}
						data-testid={testId ? `${testId}-yes` : undefined}
					>
						{confirmLabel ?? label}
					</button>
				</div>
			</dialog>
		</>
	);
}
