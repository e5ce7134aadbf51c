// The quote wizard (spec sections 2, 3, 5 and 8): /order/shipline (sea) and /order/airline (air), one
// module mounted twice (app/routes.ts; the path names the mode). Four steps on one URL
// (?step=route|cargo|customer|result), each a plain form post that is parsed here with Conform and
// the step's zod schema (app/quotes/wizard.ts), saved in the server's draft and redirected to the next
// step (303): the same with JavaScript off and on. A rejected post comes back with Conform's reply
// (400) and the step re-renders with the messages and what was typed. Forms: decision 012.
// "Marked login-required; no guard beyond that marking" (spec section 2) and "a visitor may start a
// quote with a work email, get quotes" (section 6): a visitor who gives a work e-mail (here in step 1,
// or in the home page's box) goes through every step and sees the prices as a member does; keeping a
// quote (and so booking, PDF, discount) takes a sign-up that carries it along (decision 086).
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/wizard";
import { canOrder, requireVerifiedPhone } from "#app/accounts/ordering.server.ts";
import { sendPhoneCode, verifyPhoneCode } from "#app/accounts/phone.server.ts";
import { PhoneSendSchema, PhoneVerifySchema } from "#app/accounts/validation.ts";
import { getUser } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import type { Locale } from "#app/i18n/locales.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { WizardScreen } from "#app/quotes/components/wizard-screen.tsx";
import { type Asker, askerDraft, keepAskerDraft } from "#app/quotes/wizard-asker.server.ts";
import {
	type Visitor,
	chooseVisitorQuote,
	loadVisitorDraft,
	readVisitor,
	recordVisitorPricing,
	startVisitor,
	visitorCookieHeader,
	visitorSource,
} from "#app/quotes/visitors.server.ts";
import { emailField } from "#app/accounts/validation.ts";
import { priceDraft } from "#app/quotes/wizard-result.server.ts";
import { ESTIMATE_ONCE_PURPOSE } from "#app/quotes/estimates.server.ts";
import { estimateFromDraft } from "#app/quotes/wizard-estimate.server.ts";
import { routeLookups } from "#app/quotes/wizard-places.server.ts";
import { wizardView } from "#app/quotes/wizard-view.server.ts";
import { koreanSideFollowsDirection } from "#app/quotes/wizard-steps.ts";
import {
	type WizardForm,
	type WizardMode,
	type WizardReply,
	type Draft,
	ResultChoiceSchema,
	allowedStep,
	cargoKindOf,
	cargoStepSchema,
	draftToRequest,
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
	stepDefaults,
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

export async function loader({ request, context, url }: Route.LoaderArgs) {
	const user = getUser(context);
	const mode = modeOf(url);
	const wanted = url.searchParams.get("step");
	const visitor = user ? null : await readVisitor(request);
	const asker = askerOf(user, visitor, request, localeFromContext(context));
	// a pending visitor (a tool filled their draft) sees it in step 1 beside the e-mail field
	const draft = asker ? askerDraft(asker, mode) : visitor ? loadVisitorDraft(visitor, mode) : null;
	// without an account or an address: step 1 (with the e-mail field); else resume where the draft stopped
	const step = asker ? allowedStep(isStep(wanted) ? wanted : resumeStep(draft), draft) : "route";
	// a bare /order/shipline shows the step the draft stopped at; a step asked for too early moves back
	if (asker && wanted !== null && wanted !== step) throw redirect(stepUrl(mode, step));
	// a visitor's new request is counted (per address and source) before it is priced; a reload is not
	let limited = false;
	if (asker?.kind === "visitor" && step === "result" && isPriceable(draft)) {
		await ensurePrimary();
		limited = recordVisitorPricing(asker.visitor, mode, draftToRequest(mode, draft), asker.source) === "limited";
	}
	return wizardView({ mode, step, draft, user, visitor, limited, locale: localeFromContext(context) });
}

/** Who asks: the signed-in member, or a visitor who gave an address (null: neither yet). */
function askerOf(user: SessionUser | null, visitor: Visitor | null, request: Request, locale: Locale): Asker | null {
	if (user) return { kind: "member", user };
	return visitor?.email ? { kind: "visitor", visitor, source: visitorSource(request), locale } : null;
}

export async function action({ request, context, url }: Route.ActionArgs) {
	const mode = modeOf(url);
	const step = url.searchParams.get("step") ?? "route";
	const posted = await request.formData();
	if (!hasSensibleRowIndexes(posted.keys())) throw badRequest();
	const formData = step === "route" ? withKoreaOnDirectionSide(posted) : posted;
	const intent = String(formData.get("intent") ?? "next");
	const locale = localeFromContext(context);
	// "show ports" without JavaScript: step 1 again, its pickers narrowed to the chosen countries and
	// province, everything typed kept. It changes nothing, so visitors may use it too.
	if (step === "route" && intent === "refresh")
		return reply("route", typedBack(parseStep(formData, routeSchema(mode)).payload));
	const user = getUser(context);
	let visitor = user ? null : await readVisitor(request);
	// a visitor's work e-mail: the home page's box (intent=visitorStart, nothing else) or step 1's field
	let setCookie: string | null = null;
	if (!user && (intent === "visitorStart" || (step === "route" && !visitor?.email))) {
		await ensurePrimary();
		const started = startFromForm(mode, formData, visitor, visitorSource(request));
		if (!started.ok) return started.response;
		visitor = started.visitor;
		setCookie = await visitorCookieHeader(visitor);
		if (intent === "visitorStart")
			return redirect(stepUrl(mode, "route"), { status: 303, headers: { "Set-Cookie": setCookie } });
	}
	const asker = askerOf(user, visitor, request, locale);
	// neither signed in nor an address given: step 1 asks for the address
	if (!asker) return redirect(stepUrl(mode, "route"), 303);
	await ensurePrimary();
	const answer = await stepAction(mode, step, asker, formData, intent, locale);
	// the address given with step 1 is remembered from this answer on (a redirect, or step 1 again)
	if (setCookie) {
		if (answer instanceof Response) answer.headers.append("Set-Cookie", setCookie);
		else if ("init" in answer)
			return data(answer.data, { status: answer.init?.status ?? 200, headers: { "Set-Cookie": setCookie } });
	}
	return answer;
}

type StepAnswer = Response | WizardReply | ReturnType<typeof rejected<WizardReply>>;

function stepAction(
	mode: WizardMode,
	step: string,
	asker: Asker,
	formData: FormData,
	intent: string,
	locale: Locale,
): StepAnswer | Promise<StepAnswer> {
	switch (step) {
		case "route":
			return routeStep(mode, asker, formData);
		case "cargo":
			return cargoStep(mode, asker, formData, intent);
		case "customer":
			return customerStep(mode, asker, formData, intent, locale);
		case "result":
			return resultStep(mode, asker, formData);
		default:
			throw badRequest();
	}
}

type Started = { ok: true; visitor: Visitor } | { ok: false; response: ReturnType<typeof rejected> };

/**
 * The work e-mail a visitor gives: a wrong address says so on step 1 (what else was typed kept); too
 * many quotes from the address or the source says so too (429), with sign-up as the way on.
 */
function startFromForm(mode: WizardMode, formData: FormData, current: Visitor | null, source: string): Started {
	const typed = String(formData.get("visitorEmail") ?? "");
	// blank is "missing" (the required message), as the account forms read it
	const checked = emailField.safeParse(typed.trim() === "" ? undefined : typed);
	const back = (key: string, status: 400 | 429 = 400) => {
		const routeInput = formData.has("origin")
			? typedInput(Object.fromEntries(formData))
			: stepDefaults(mode, "route", emptyDraft());
		return {
			ok: false as const,
			response: rejected(
				reply("route", {
					status: "error",
					initialValue: { ...routeInput, visitorEmail: typed } as WizardReply["result"]["initialValue"],
					error: { visitorEmail: [key] },
				}),
				status,
			),
		};
	};
	if (!checked.success) return back(checked.error.issues[0]?.message ?? "accounts.errors.emailFormat");
	const visitor = startVisitor({ email: checked.data, source, current });
	return visitor ? { ok: true, visitor } : back("wizard.errors.visitorLimit", 429);
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

function routeStep(mode: WizardMode, asker: Asker, formData: FormData) {
	const submission = parseStep(formData, routeSchema(mode, routeLookups(mode)));
	if (submission.status !== "success") return rejected(reply("route", submission.reply()));
	const typed = typedInput(submission.payload);
	delete typed.visitorEmail;
	keepAskerDraft(asker, mode, withRoute(askerDraft(asker, mode) ?? emptyDraft(), mode, submission.value, typed));
	return redirect(stepUrl(mode, nextStep("route")), 303);
}

function cargoStep(mode: WizardMode, asker: Asker, formData: FormData, intent: string) {
	const draft = askerDraft(asker, mode) ?? emptyDraft();
	if (!draft.route) return redirect(stepUrl(mode, "route"), 303);
	const submission = parseStep(formData, cargoStepSchema(mode, draft.route));
	const typed = typedInput(submission.payload);
	if (isRowIntent(intent)) {
		// "add a row" / "remove row i": the form changed, so the step must pass again before pricing
		const edited = editRows(cargoKindOf(mode, draft.route), typed, intent);
		if (!edited.ok) return rejected(reply("cargo", submission.reply({ fieldErrors: edited.errors })));
		keepAskerDraft(asker, mode, withCargo(draft, edited.input));
		return redirect(stepUrl(mode, "cargo"), 303);
	}
	if (submission.status !== "success") return rejected(reply("cargo", submission.reply()));
	keepAskerDraft(asker, mode, withCargo(draft, typed, submission.value));
	return redirect(stepUrl(mode, nextStep("cargo")), 303);
}

async function customerStep(mode: WizardMode, asker: Asker, formData: FormData, intent: string, locale: Locale) {
	const draft = askerDraft(asker, mode) ?? emptyDraft();
	if (!isPriceable(draft)) return redirect(stepUrl(mode, resumeStep(draft)), 303);
	if (asker.kind === "visitor") return visitorCustomerStep(mode, asker, draft, formData);
	const { user } = asker;
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
		keepAskerDraft(asker, mode, withCustomer(draft, typed));
		return rejected(reply("customer", submission.reply({ formErrors: ["wizard.errors.phoneNotVerified"] })));
	}
	keepAskerDraft(asker, mode, withCustomer(draft, typed, submission.value));
	return redirect(stepUrl(mode, nextStep("customer")), 303);
}

/**
 * A visitor's contact step: who asks (company, manager, phone) with the address they gave, which is not
 * theirs to change here. No phone code: that is for ordering, which starts after sign-up; the values
 * fill the sign-up form so nothing is typed twice.
 */
function visitorCustomerStep(mode: WizardMode, asker: Asker & { kind: "visitor" }, draft: Draft, formData: FormData) {
	formData.set("email", asker.visitor.email);
	const submission = parseStep(formData, CustomerSchema);
	if (submission.status !== "success") return rejected(reply("customer", submission.reply()));
	keepAskerDraft(asker, mode, withCustomer(draft, typedInput(submission.payload), submission.value));
	return redirect(stepUrl(mode, nextStep("customer")), 303);
}

async function resultStep(mode: WizardMode, asker: Asker, formData: FormData) {
	if (asker.kind === "visitor") return visitorChoice(mode, asker.visitor, formData);
	const { user } = asker;
	requireVerifiedPhone(user);
	// a choice sent again (double click, back-and-resend) goes to the estimate the first one made
	const onceKey = freshOnceKey(formData, ESTIMATE_ONCE_PURPOSE);
	const draft = askerDraft(asker, mode);
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

/**
 * A visitor keeps a quote: the option must still be priced (never trusted from the form), it is marked
 * on their lead, and sign-up (with their address and contact filled in) takes it into the new account.
 * A second click marks the same option again: one effect.
 */
function visitorChoice(mode: WizardMode, visitor: Visitor, formData: FormData) {
	const draft = loadVisitorDraft(visitor, mode);
	if (!isPriceable(draft) || !draft.customer) return redirect(stepUrl(mode, resumeStep(draft)), 303);
	const submission = parseWithZod(formData, { schema: ResultChoiceSchema });
	if (submission.status !== "success") throw badRequest();
	const choice = submission.value;
	const { pricing } = priceDraft(mode, draft);
	const valid =
		choice.intent === "choose"
			? pricing.ok && pricing.options.some((o) => o.id === choice.optionId)
			: !pricing.ok && pricing.manual;
	if (!valid || !chooseVisitorQuote(visitor, mode, choice.intent === "choose" ? choice.optionId : "manual"))
		return rejected(reply("result", { status: "error", error: { "": ["wizard.errors.optionGone"] } }));
	return redirect(`/sign/up/agree?email=${encodeURIComponent(visitor.email)}&quote=${mode}`, 303);
}

export default function Wizard() {
	// the action answers with a redirect or a WizardReply (the step forms read it)
	return <WizardScreen view={useLoaderData<typeof loader>()} reply={useActionData() as WizardReply | undefined} />;
}

export const ErrorBoundary = RouteErrorBoundary;
