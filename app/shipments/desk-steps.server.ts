// How the staff shipment actions answer a step (the desk, /admin/shipments/:id, and the schedule page,
// /admin/shipments/:id/schedule): a 303 to the desk with ?done=<intent> once it is stored, 400 with
// Conform's reply for the form's own fields, 409 with the lifecycle's reason for a move it refuses; and
// the schedule step itself, which both pages post. The cargo and invoice pages start their POSTs with
// staffShipmentPost too, and the invoice page ends them with stepDone.
import { parseWithZod } from "@conform-to/zod/v4";
import { type RouterContextProvider, redirect } from "react-router";
import { requireRole } from "#app/auth/guard.server.ts";
import { CONFIRM_REQUIRED_KEY, isConfirmed } from "#app/components/confirm-action-field.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import type { Estimate } from "#app/quotes/estimates.server.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey } from "#app/utils/once.server.ts";
import { badRequest, rejected } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";
import type { DeskActionData, Refused } from "./desk-replies.ts";
import { mailScheduleSave } from "./notify.server.ts";
import { SCHEDULE_ONCE_PURPOSE, type Refusal, saveSchedule } from "./schedule.server.ts";
import { scheduleSchema } from "./schedule.ts";
import { getShipmentEstimateFor, scheduleOf } from "./shipment.server.ts";
import type { MoveRefusal } from "./voyage-moves.server.ts";

/** The field staff tick to store a step whose dates are unusual (date-rules.ts warnings). */
export const ACCEPT_WARNINGS_FIELD = "acceptWarnings";

export function acceptsWarnings(formData: FormData): boolean {
	return formData.get(ACCEPT_WARNINGS_FIELD) === "yes";
}

function refusedOf(refusal: Refusal | MoveRefusal): Refused {
	if (refusal.reason === "status") return { reason: "status", status: refusal.status };
	if (refusal.reason === "transition") return { reason: "transition", from: refusal.from, to: refusal.to };
	return { reason: refusal.reason };
}

type Reply = DeskActionData["result"];

/**
 * What every staff shipment POST starts with: staff only, on the primary, 404 for an unknown id or an
 * estimate that is no shipment (before anything is read from the form), 400 for an intent the page
 * does not take. The shipment, the form and its intent, for the page's step.
 */
export async function staffShipmentPost<I extends string>(
	{ request, context, params }: { request: Request; context: Readonly<RouterContextProvider>; params: { id: string } },
	intents: readonly I[],
) {
	const user = await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	const estimate = getShipmentEstimateFor(user, params.id);
	const formData = await request.formData();
	const intent = intents.find((i) => i === formData.get("intent"));
	if (!intent) throw badRequest();
	return { user, estimate, formData, intent };
}

/** The form did not pass: what was typed and the field messages, 400. */
export function invalidStep(intent: string, reply: Reply) {
	return rejected<DeskActionData>({ intent, result: reply, refused: null });
}

/**
 * A refusal keeps what was typed (Conform's reply) and names why: 400 for the fields and for unusual
 * dates waiting to be accepted (`warnings`, their dates formatted by `formatDate`), 409 for the lifecycle.
 */
export function refuseStep(
	intent: string,
	reply: Reply,
	refusal: Refusal | MoveRefusal,
	formatDate: (iso: string) => string = (iso) => iso,
) {
	if (refusal.reason === "invalid") return invalidStep(intent, reply);
	if (refusal.reason === "dateWarnings") {
		const warnings = refusal.warnings.map((w) => ({
			key: w.key,
			params: { ...w.params, ...(typeof w.params.date === "string" ? { date: formatDate(w.params.date) } : {}) },
		}));
		return rejected<DeskActionData>({ intent, result: reply, refused: null, warnings });
	}
	return rejected<DeskActionData>({ intent, result: reply, refused: refusedOf(refusal) }, 409);
}

/** An irreversible step sent without its confirmation (confirm-action.tsx): 400, nothing done. */
export function unconfirmedStep(intent: string, submission: { reply: (options: { formErrors: string[] }) => Reply }) {
	return invalidStep(intent, submission.reply({ formErrors: [CONFIRM_REQUIRED_KEY] }));
}

export { isConfirmed };

/** Stored (or a repeat of a stored step): back to where the step says, with the notice of this intent. */
export function stepDone(intent: string, redirectTo: string) {
	return redirect(`${redirectTo}?done=${intent}`, 303);
}

/**
 * The schedule, saved as a draft (booked -> wait_schedule) or confirmed (-> in_loading), or changed
 * later; the customer's mail goes after the commit (a mail failure never undoes the step).
 */
export async function scheduleStep(input: {
	user: SessionUser;
	estimate: Estimate;
	formData: FormData;
	intent: "saveSchedule" | "confirmSchedule";
	origin: string;
	now: Date;
}) {
	const { user, estimate, formData, intent, origin, now } = input;
	const onceKey = freshOnceKey(formData, SCHEDULE_ONCE_PURPOSE);
	const submission = parseWithZod(formData, { schema: scheduleSchema(estimate.mode, estimate) });
	if (submission.status !== "success") return invalidStep(intent, submission.reply());
	// confirming tells the customer (and, from booked, confirms the booking): asked first (decision 047)
	if (intent === "confirmSchedule" && !isConfirmed(formData)) return unconfirmedStep(intent, submission);
	const before = scheduleOf(estimate.id);
	const outcome = saveSchedule(user, estimate.id, Object.fromEntries(formData), {
		onceKey,
		confirm: intent === "confirmSchedule",
		now,
	});
	if (!outcome.ok)
		return refuseStep(
			intent,
			submission.reply(outcome.reason === "invalid" ? { fieldErrors: outcome.errors } : undefined),
			outcome,
		);
	// only a confirmed save tells the customer anything; a draft is the desk's own (decision 046)
	if (!outcome.repeated && intent === "confirmSchedule")
		await mailScheduleSave(estimate.id, before, outcome.moved, origin);
	return stepDone(intent, outcome.redirectTo);
}
