// The result step's one effect: the estimate made from the finished draft, exactly once per form
// (exactlyOnce: the estimate and the form's one-time key in one transaction, so a double click or a
// back-and-resend goes to the estimate the first submission made), then the draft is done with.
import type { SessionUser } from "#app/auth/session.server.ts";
import { exactlyOnce } from "#app/utils/once.server.ts";
import { clearDraft } from "./drafts.server.ts";
import { ESTIMATE_ONCE_PURPOSE, type NewEstimate, insertEstimate } from "./estimates.server.ts";
import { priceDraft } from "./wizard-result.server.ts";
import type { CustomerValues, FinishedDraft, ResultChoice, WizardMode } from "./wizard.ts";

export type EstimateOutcome = { ok: true; redirectTo: string } | { ok: false; reason: "optionGone" };

export function estimateFromDraft(input: {
	user: SessionUser;
	mode: WizardMode;
	draft: FinishedDraft & { customer: CustomerValues };
	choice: ResultChoice;
	onceKey: string;
}): EstimateOutcome {
	const { user, mode, draft, choice } = input;
	// never trust the client's numbers: price again and look the chosen option up
	const { request, pricing } = priceDraft(mode, draft);
	let priced: NewEstimate["priced"];
	if (choice.intent === "choose") {
		const option = pricing.ok ? pricing.options.find((o) => o.id === choice.optionId) : undefined;
		if (!option) return { ok: false, reason: "optionGone" };
		priced = { option };
	} else {
		// the rates moved meanwhile (an automatic price now, or out of scope): show the result again
		if (pricing.ok || !pricing.manual) return { ok: false, reason: "optionGone" };
		priced = { manualReason: pricing.reason };
	}
	const done = exactlyOnce(input.onceKey, ESTIMATE_ONCE_PURPOSE, (tx) => {
		const id = insertEstimate(tx, { user, request, commodity: draft.cargo.commodity, priced });
		return { redirectTo: `/mypage/estimate/${id}` };
	});
	if (!done.repeated) clearDraft(user.id, mode);
	return { ok: true, redirectTo: done.redirectTo };
}
