// The quote wizard (spec sections 2, 3, 5 and 8): /order/shipline (sea) and /order/airline (air), one
// module mounted twice (app/routes.ts; the path names the mode). Four steps on one URL
// (?step=route|cargo|customer|result), each a plain form post that is parsed here with Conform and
// the step's zod schema (app/quotes/wizard.ts), saved in the server's draft and redirected to the next
// step (303): the same with JavaScript off and on. A rejected post comes back with Conform's reply
// (400) and the step re-renders with the messages and what was typed. Forms: decision 012.
// "Marked login-required; no guard beyond that marking" (spec section 2): visitors see step 1 and
// the sign-in notice; every post but "show ports" needs an account.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/wizard";
import { canOrder, requireVerifiedPhone } from "#app/accounts/ordering.server.ts";
import { sendPhoneCode, verifyPhoneCode } from "#app/accounts/phone.server.ts";
import { PhoneSendSchema, PhoneVerifySchema } from "#app/accounts/validation.ts";
import { getUser, requireUser } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import type { Locale } from "#app/i18n/locales.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { WizardScreen } from "#app/quotes/components/wizard-screen.tsx";
import { loadDraft, saveDraft } from "#app/quotes/drafts.server.ts";
import { ESTIMATE_ONCE_PURPOSE } from "#app/quotes/estimates.server.ts";
import { estimateFromDraft } from "#app/quotes/wizard-estimate.server.ts";
import { routeLookups } from "#app/quotes/wizard-places.server.ts";
import { wizardView } from "#app/quotes/wizard-view.server.ts";
import { koreanSideFollowsDirection } from "#app/quotes/wizard-steps.ts";
import {
	type WizardForm,
	type WizardMode,
	type WizardReply,
	ResultChoiceSchema,
	allowedStep,
	cargoKindOf,
	cargoStepSchema,
	CustomerSchema,
	editRows,
	emptyDraft,
	hasSensibleRowIndexes,
	isPriceable,
	isRowIntent,
	isStep,
	nextStep,
	resumeStep,
	routeSchema,
	stepUrl,
	typedInput,
	withCargo,
	withCustomer,
	withRoute,
	wizardModeOf,
} from "#app/quotes/wizard.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey } from "#app/utils/once.server.ts";
import { badRequest, notFound, rejected } from "#app/utils/replies.server.ts";
import { logger } from "#app/observability/logger.server.ts";
import { withFailureMessage } from "#app/observability/failures.server.ts";

export const handle = { loginRequired: true };

/** The mode the path names; `url` is React Router's normalized URL (a client navigation fetches "/order/shipline.data"). */
function modeOf(url: URL): WizardMode {
	const mode = wizardModeOf(url.pathname);
	if (!mode) throw notFound();
	return mode;
}

export async function loader({ context, url }: Route.LoaderArgs) {
	const user = getUser(context);
	const mode = modeOf(url);
	const wanted = url.searchParams.get("step");
	const draft = user ? loadDraft(user.id, mode) : null;
	// visitors see step 1 only; a signed-in user resumes where the draft stopped
	const step = user ? allowedStep(isStep(wanted) ? wanted : resumeStep(draft), draft) : "route";
	// a bare /order/shipline shows the step the draft stopped at; a step asked for too early moves back
	if (user && wanted !== null && wanted !== step) throw redirect(stepUrl(mode, step));
	return wizardView({ mode, step, draft, user, locale: localeFromContext(context) });
}

export async function action({ request, context, url }: Route.ActionArgs) {
	const mode = modeOf(url);
	const step = url.searchParams.get("step") ?? "route";
	const posted = await request.formData();
	if (!hasSensibleRowIndexes(posted.keys())) throw badRequest();
	const formData = step === "route" ? withKoreaOnDirectionSide(posted) : posted;
	const intent = String(formData.get("intent") ?? "next");
	// "show ports" without JavaScript: step 1 again, its pickers narrowed to the chosen countries and
	// province, everything typed kept. It changes nothing, so visitors may use it too.
	if (step === "route" && intent === "refresh")
		return reply("route", typedBack(parseStep(formData, routeSchema(mode)).payload));
	// the page is open to visitors, its posts are not: sign in first, then come back here
	const user = await requireUser(request, context);
	await ensurePrimary();
	switch (step) {
		case "route":
			return routeStep(mode, user, formData);
		case "cargo":
			return cargoStep(mode, user, formData, intent);
		case "customer":
			return customerStep(mode, user, formData, intent, localeFromContext(context));
		case "result":
			return resultStep(mode, user, formData);
		default:
			throw badRequest();
	}
}

/** Step 1's post with Korea moved to the side the direction puts it on (wizard-steps.ts). */
function withKoreaOnDirectionSide(formData: FormData): FormData {
	const fields = ["direction", "originCountry", "origin", "destinationCountry", "destination"] as const;
	const before = Object.fromEntries(fields.map((f) => [f, String(formData.get(f) ?? "")]));
	const after = koreanSideFollowsDirection(before);
	const moved = new FormData();
	for (const [name, value] of formData) if (!(fields as readonly string[]).includes(name)) moved.append(name, value);
	for (const f of fields) if (formData.has(f) || after[f]) moved.set(f, after[f] ?? "");
	return moved;
}

/** A step's post through Conform: the schemas read the raw form strings themselves (no auto-coercion). */
function parseStep<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
	return parseWithZod(formData, {
		schema,
		disableAutoCoercion: true,
		formatError: (issues: { message: string }[]) => [...new Set(issues.map((i) => i.message))],
	});
}

/** What was typed, without messages: the "show ports" answer (the wizard has no file input, only strings). */
function typedBack(payload: Record<string, unknown>): WizardReply["result"] {
	return { initialValue: typedInput(payload) as WizardReply["result"]["initialValue"] };
}

function reply(form: WizardForm, result: WizardReply["result"], done?: string): WizardReply {
	return { form, result, ...(done ? { done } : {}) };
}

function routeStep(mode: WizardMode, user: SessionUser, formData: FormData) {
	const submission = parseStep(formData, routeSchema(mode, routeLookups(mode)));
	if (submission.status !== "success") return rejected(reply("route", submission.reply()));
	saveDraft(
		user.id,
		mode,
		withRoute(loadDraft(user.id, mode) ?? emptyDraft(), mode, submission.value, typedInput(submission.payload)),
	);
	return redirect(stepUrl(mode, nextStep("route")), 303);
}

function cargoStep(mode: WizardMode, user: SessionUser, formData: FormData, intent: string) {
	const draft = loadDraft(user.id, mode) ?? emptyDraft();
	if (!draft.route) return redirect(stepUrl(mode, "route"), 303);
	const submission = parseStep(formData, cargoStepSchema(mode, draft.route));
	const typed = typedInput(submission.payload);
	if (isRowIntent(intent)) {
		// "add a row" / "remove row i": the form changed, so the step must pass again before pricing
		const edited = editRows(cargoKindOf(mode, draft.route), typed, intent);
		if (!edited.ok) return rejected(reply("cargo", submission.reply({ fieldErrors: edited.errors })));
		saveDraft(user.id, mode, withCargo(draft, edited.input));
		return redirect(stepUrl(mode, "cargo"), 303);
	}
	if (submission.status !== "success") return rejected(reply("cargo", submission.reply()));
	saveDraft(user.id, mode, withCargo(draft, typed, submission.value));
	return redirect(stepUrl(mode, nextStep("cargo")), 303);
}

async function customerStep(mode: WizardMode, user: SessionUser, formData: FormData, intent: string, locale: Locale) {
	const draft = loadDraft(user.id, mode) ?? emptyDraft();
	if (!isPriceable(draft)) return redirect(stepUrl(mode, resumeStep(draft)), 303);
	// the step's two phone forms, as on the account page: a code by SMS, then the code
	if (intent === "phoneSend") {
		const submission = parseWithZod(formData, { schema: PhoneSendSchema });
		if (submission.status !== "success") return rejected(reply("phoneSend", submission.reply()));
		const sent = await sendPhoneCode(user.id, submission.value.phone, locale).catch((error: unknown) => {
			logger.error({ err: error }, "phone code SMS failed");
			return null;
		});
		if (!sent)
			return data(
				reply("phoneSend", submission.reply({ fieldErrors: { phone: ["accounts.errors.phoneVerifyFailed"] } })),
				{ status: 500 },
			);
		if (!sent.sent)
			return rejected(
				reply(
					"phoneSend",
					submission.reply({
						fieldErrors: { phone: [`accounts.errors.${sent.reason === "cooldown" ? "phoneCooldown" : "phoneHourly"}`] },
					}),
				),
				429,
			);
		return reply("phoneSend", submission.reply(), "accounts.phone.sent");
	}
	if (intent === "phoneVerify") {
		const submission = parseWithZod(formData, { schema: PhoneVerifySchema });
		if (submission.status !== "success") return rejected(reply("phoneVerify", submission.reply()));
		const checked = verifyPhoneCode(user.id, submission.value.code);
		if (checked !== "ok")
			return rejected(
				reply("phoneVerify", submission.reply({ fieldErrors: { code: [`accounts.errors.phoneCode.${checked}`] } })),
			);
		return redirect(stepUrl(mode, "customer"), 303);
	}
	const submission = parseStep(formData, CustomerSchema);
	if (submission.status !== "success") return rejected(reply("customer", submission.reply()));
	const typed = typedInput(submission.payload);
	// spec section 5: the phone must be verified by a code before ordering; keep what was typed
	if (!canOrder(user)) {
		saveDraft(user.id, mode, withCustomer(draft, typed));
		return rejected(reply("customer", submission.reply({ formErrors: ["wizard.errors.phoneNotVerified"] })));
	}
	saveDraft(user.id, mode, withCustomer(draft, typed, submission.value));
	return redirect(stepUrl(mode, nextStep("customer")), 303);
}

async function resultStep(mode: WizardMode, user: SessionUser, formData: FormData) {
	requireVerifiedPhone(user);
	// a choice sent again (double click, back-and-resend) goes to the estimate the first one made
	const onceKey = freshOnceKey(formData, ESTIMATE_ONCE_PURPOSE);
	const draft = loadDraft(user.id, mode);
	if (!isPriceable(draft) || !draft.customer) return redirect(stepUrl(mode, resumeStep(draft)), 303);
	const submission = parseWithZod(formData, { schema: ResultChoiceSchema });
	if (submission.status !== "success") throw badRequest();
	// spec section 8's "quote registration failed" for a failure we did not foresee, on this step
	const made = await withFailureMessage(
		"quote registration",
		() =>
			estimateFromDraft({
				user,
				mode,
				draft: { ...draft, customer: draft.customer! },
				choice: submission.value,
				onceKey,
			}),
		() => null,
	);
	if (made === null)
		return data(reply("result", submission.reply({ formErrors: ["wizard.errors.registrationFailed"] })), {
			status: 500,
		});
	if (!made.ok) return rejected(reply("result", submission.reply({ formErrors: ["wizard.errors.optionGone"] })));
	return redirect(made.redirectTo, 303);
}

export default function Wizard() {
	return <WizardScreen view={useLoaderData<typeof loader>()} reply={useActionData<typeof action>()} />;
}

export const ErrorBoundary = RouteErrorBoundary;
