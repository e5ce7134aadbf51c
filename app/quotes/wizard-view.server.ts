// What the wizard's screen shows at each step (the route module's loader returns it): the stepper's
// passed steps and the summary panel on every step, then the step's own form values (the saved draft,
// else the first values) with what the step needs besides: step 1 its pickers, step 2 the kind of
// cargo, step 3 the phone verification, the result the priced options.
import { canOrder } from "#app/accounts/ordering.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import type { Visitor } from "./visitors.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { customerDefaults, phoneState } from "./wizard-customer.server.ts";
import { routeListsJson } from "./wizard-places.server.ts";
import { resultView } from "./wizard-result.server.ts";
import { wizardSummary } from "./wizard-summary.server.ts";
import {
	type Draft,
	type FinishedDraft,
	type Step,
	type StepInput,
	type WizardMode,
	cargoKindOf,
	emptyDraft,
	passedSteps,
	stepDefaults,
} from "./wizard.ts";

export function wizardView(input: {
	mode: WizardMode;
	step: Step;
	draft: Draft | null;
	user: SessionUser | null;
	/** a visitor who gave a work e-mail (decision 086): every step, prices as for a member */
	visitor?: Visitor | null;
	/** the visitor's quote requests are over the limit: the result shows the message, not prices */
	limited?: boolean;
	locale: Locale;
}) {
	const { mode, step, draft, user, locale } = input;
	// a pending visitor (no address yet) is asked for one in step 1, as any visitor
	const visitor = user || !input.visitor?.email ? null : input.visitor;
	const d = draft ?? emptyDraft();
	const base = {
		mode,
		step,
		locale,
		signedIn: Boolean(user),
		/** the address a visitor gave; null for members and for visitors who have not given one yet */
		visitorEmail: visitor?.email ?? null,
		canOrder: user ? canOrder(user) : false,
		passed: passedSteps(draft),
		summary: wizardSummary(mode, draft, locale),
	};
	if (step === "route")
		return { ...base, input: stepDefaults(mode, "route", d), listsJson: routeListsJson(mode, locale) };
	if (step === "cargo") return { ...base, input: stepDefaults(mode, "cargo", d), kind: cargoKindOf(mode, d.route) };
	if (step === "customer" && user)
		return { ...base, input: d.input.customer ?? customerDefaults(user), phone: phoneState(user) };
	// a visitor's contact step: no phone code (that is for ordering, after sign-up)
	if (step === "customer" && visitor)
		return { ...base, input: { ...(d.input.customer ?? {}), email: visitor.email }, phone: null, visitorContact: true };
	if (step === "result" && input.limited) return { ...base, input: {} as StepInput, limited: true };
	// the loader asks for the result only of a draft whose route and cargo passed (allowedStep)
	return { ...base, input: {} as StepInput, result: resultView(mode, d as FinishedDraft, locale) };
}

export type WizardView = ReturnType<typeof wizardView>;
