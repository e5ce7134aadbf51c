// Step 3 of the quote wizard: who asks for the quote (company, manager, e-mail, phone; the account's
// values first). Spec section 5: ordering needs a verified phone, so until it is verified the step
// offers the two phone forms of the account page above its own (a code by SMS, then the code).
import { useTranslation } from "#app/i18n/react.tsx";
import { formatPhone } from "#app/text/phone.ts";
import { Form } from "react-router";
import { ErrorList } from "#app/components/forms.tsx";
import type { PhoneState } from "../wizard-customer.server.ts";
import type { StepInput, WizardMode } from "../wizard.ts";
import { type Errors, Input, StepActions } from "./wizard-fields.tsx";

export function CustomerStep({
	mode,
	action,
	input,
	errors,
	busy,
	phone,
	phoneErrors,
}: {
	mode: WizardMode;
	action: string;
	input: StepInput;
	errors: Errors;
	busy: boolean;
	/** a member's phone verification; absent for a visitor (the code is for ordering, after sign-up) */
	phone?: PhoneState;
	/** the phone forms' own replies: the send form's and the code form's messages */
	phoneErrors?: { send: Errors; verify: Errors };
}) {
	const { t } = useTranslation();
	return (
		<>
			{phone && phoneErrors && !phone.verified ? (
				<section className="card card-body stack" data-testid="wizard-phone">
					<h2>{t("accounts.phone.title")}</h2>
					<p className="alert alert-warning">{t("wizard.customer.verifyFirst")}</p>
					<Form method="post" action={action} className="stack-form">
						<input type="hidden" name="intent" value="phoneSend" />
						<div className="field">
							<label htmlFor="send-phone">{t("accounts.field.phone")}</label>
							<input id="send-phone" name="phone" type="tel" inputMode="numeric" defaultValue={phone.number ?? ""} />
							<ErrorList errors={phoneErrors.send.phone} />
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
								<p className="field-hint">{t("accounts.phone.codeHint", { phone: formatPhone(phone.pending) })}</p>
								<ErrorList errors={phoneErrors.verify.code} />
							</div>
							<button type="submit" className="button" disabled={busy}>
								{t("accounts.phone.verify")}
							</button>
						</Form>
					) : null}
				</section>
			) : null}
			<Form
				method="post"
				action={action}
				className="stack-form"
				key={JSON.stringify(input)}
				data-testid="wizard-customer"
				noValidate
			>
				<Input
					name="companyName"
					label={t("accounts.field.companyName")}
					input={input}
					errors={errors}
					maxLength={32}
				/>
				<Input
					name="managerName"
					label={t("wizard.customer.managerName")}
					input={input}
					errors={errors}
					maxLength={32}
				/>
				{phone ? (
					<Input name="email" label={t("accounts.field.email")} input={input} errors={errors} type="email" />
				) : (
					// a visitor's address is the one they gave (their quote is kept under it): shown, not changed here
					<Input
						name="email"
						label={t("accounts.field.email")}
						input={input}
						errors={errors}
						type="email"
						readOnly
						hint={t("wizard.visitor.emailFixed")}
					/>
				)}
				<Input name="phone" label={t("accounts.field.phone")} input={input} errors={errors} type="tel" maxLength={16} />
				<StepActions mode={mode} step="customer" busy={busy} />
			</Form>
		</>
	);
}
