// The confirming field of an irreversible staff action, shared by the component
// that asks (confirm-action.tsx) and the actions that check: a form is confirmed only when it carries
// `confirmed=yes`. Without JavaScript that is a required checkbox the person ticks; with it, the
// dialog's confirm button adds the field. Pure and zod-free, so it can reach the browser.

export const CONFIRM_FIELD = "confirmed";
export const CONFIRM_VALUE = "yes";

/** The translation key of the refusal a form without the confirming field gets (common bundle: customers ask first too, decision 048). */
export const CONFIRM_REQUIRED_KEY = "confirmAction.required";

/** Whether the person confirmed: the field is present with its value (a forged "no" is not a yes). */
export function isConfirmed(formData: FormData | URLSearchParams): boolean {
	return formData.get(CONFIRM_FIELD) === CONFIRM_VALUE;
}
