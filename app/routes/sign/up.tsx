// Sign-up, step 2: the account and company. Needs the consents of step 1 (else back there). One
// submission creates one account, whatever the double clicks (one-time key), then /greeting.
// A visitor who got quotes (decision 086) finds the form filled from the wizard's contact step, and a
// sign-up with the address they gave takes their quote into the new company in the same write.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/up";
import { signUp } from "#app/accounts/accounts.server.ts";
import { consentRows } from "#app/accounts/consent-record.ts";
import { type SignupConsent, greetingCookie, signupConsentCookie } from "#app/accounts/step-cookies.server.ts";
import { clearCookie, readCookie } from "#app/auth/cookies.server.ts";
import { SignUpSchema } from "#app/accounts/validation.ts";
import { CONSENT_KINDS } from "#app/legal/documents.ts";
import { requireAnonymous } from "#app/auth/guard.server.ts";
import { ErrorList, Field, HoneypotField } from "#app/components/forms.tsx";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { newOnceKey, onceResult } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { rejected } from "#app/utils/replies.server.ts";
import { formConstraint } from "#app/utils/form-constraint.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { adoptCarry, readVisitor, visitorCarry, visitorContact, visitorCookie } from "#app/quotes/visitors.server.ts";
import { carriesQuote } from "#app/quotes/visitor-rules.ts";

async function consentOrRedirect(request: Request): Promise<SignupConsent> {
	const consent = await readCookie<SignupConsent>(signupConsentCookie(), request);
	if (consent && CONSENT_KINDS.every((k) => consent.kinds.includes(k))) return consent;
	const email = new URL(request.url).searchParams.get("email");
	throw redirect(email ? `/sign/up/agree?email=${encodeURIComponent(email)}` : "/sign/up/agree");
}

export async function loader({ request, context }: Route.LoaderArgs) {
	requireAnonymous(context);
	await consentOrRedirect(request);
	const email = new URL(request.url).searchParams.get("email")?.slice(0, 254) ?? "";
	const visitor = await readVisitor(request);
	// the visitor's own address: their contact step fills the form and their quote comes along
	const carried = visitor && carriesQuote(visitor.email, email);
	return {
		email,
		contact: carried ? visitorContact(visitor) : {},
		carriesQuote: Boolean(carried),
		onceKey: newOnceKey(),
		constraint: formConstraint(SignUpSchema),
	};
}

async function toGreeting(email: string, path = "/greeting", visitorDone = false) {
	const headers = new Headers();
	headers.append("Set-Cookie", await greetingCookie().serialize(email));
	headers.append("Set-Cookie", await clearCookie(signupConsentCookie()));
	// the visitor's quotes now belong to the account: this browser is no longer a visitor
	if (visitorDone) headers.append("Set-Cookie", await clearCookie(visitorCookie()));
	return redirect(path, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
	requireAnonymous(context);
	await ensurePrimary();
	const formData = await request.formData();
	// a resubmitted form (double click, back-and-resend) goes where the first one went, even though
	// the first one already used up the consent cookie
	const key = String(formData.get("onceKey") ?? "");
	const earlier = key ? onceResult(key, "signup") : null;
	if (earlier) return toGreeting(String(formData.get("email") ?? ""), earlier);
	const consent = await consentOrRedirect(request);
	const submission = parseWithZod(formData, { schema: SignUpSchema });
	if (submission.status !== "success")
		return rejected(submission.reply({ hideFields: ["password", "passwordRepeat"] }));

	const v = submission.value;
	const locale = localeFromContext(context);
	// priced again now, before the write; stored inside it (prices never come from a form)
	const carry = visitorCarry(await readVisitor(request), v.email);
	const result = await signUp(
		{
			email: v.email,
			password: v.password,
			name: v.name,
			companyName: v.companyName,
			phone: v.phone,
			bizRegNo: v.bizRegNo,
			locale,
			onceKey: v.onceKey,
			consents: consentRows(consent),
			withinSignUp: carry.length
				? (tx, account) => adoptCarry(tx, carry, { ...account, email: v.email, name: v.name, locale })
				: undefined,
		},
		linkOrigin(request),
	);
	if (!result.ok) {
		if (result.reason === "repeated") return toGreeting(v.email, result.redirectTo);
		if (result.reason === "bizRegNoTaken")
			return rejected(
				submission.reply({
					fieldErrors: { bizRegNo: ["accounts.errors.bizRegNoTaken"] },
					hideFields: ["password", "passwordRepeat"],
				}),
			);
		return rejected(
			submission.reply({
				fieldErrors: { email: ["accounts.errors.emailTaken"] },
				hideFields: ["password", "passwordRepeat"],
			}),
		);
	}
	return toGreeting(v.email, "/greeting", carry.length > 0);
}

export default function SignUp() {
	const { t } = useTranslation();
	const { email, contact, carriesQuote, onceKey, constraint } = useLoaderData<typeof loader>();
	const lastResult = useActionData<typeof action>();
	const navigation = useNavigation();
	const [form, fields] = useForm<z.input<typeof SignUpSchema>, z.output<typeof SignUpSchema>>({
		lastResult,
		defaultValue: { email, ...contact },
		// validated by the action only (no zod in the browser); the constraint keeps the HTML checks
		constraint,
	});
	return (
		<Page titleKey="page.signUp.title">
			<ol className="steps-indicator" aria-label={t("accounts.signUp.stepsLabel")}>
				<li>{t("accounts.signUp.step1")}</li>
				<li aria-current="step">{t("accounts.signUp.step2")}</li>
			</ol>
			{carriesQuote ? (
				<p className="alert alert-info" data-testid="signup-carries-quote">
					{t("accounts.signUp.carriesQuote")}
				</p>
			) : null}
			<Form method="post" {...getFormProps(form)} className="stack-form">
				<input type="hidden" name="onceKey" value={onceKey} />
				<HoneypotField />
				<Field
					label={t("accounts.field.email")}
					meta={fields.email}
					type="email"
					inputProps={{ autoComplete: "email" }}
				/>
				<Field
					label={t("accounts.field.password")}
					meta={fields.password}
					type="password"
					hint={t("accounts.hint.password")}
					inputProps={{ autoComplete: "new-password" }}
				/>
				<Field
					label={t("accounts.field.passwordRepeat")}
					meta={fields.passwordRepeat}
					type="password"
					inputProps={{ autoComplete: "new-password" }}
				/>
				<Field
					label={t("accounts.field.companyName")}
					meta={fields.companyName}
					inputProps={{ autoComplete: "organization" }}
				/>
				<Field
					label={t("accounts.field.bizRegNo")}
					meta={fields.bizRegNo}
					hint={t("accounts.hint.bizRegNo")}
					inputProps={{ inputMode: "numeric" }}
				/>
				<Field label={t("accounts.field.name")} meta={fields.name} inputProps={{ autoComplete: "name" }} />
				<Field
					label={t("accounts.field.phone")}
					meta={fields.phone}
					type="tel"
					hint={t("accounts.hint.phone")}
					inputProps={{ autoComplete: "tel", inputMode: "numeric" }}
				/>
				<ErrorList id={form.errorId} errors={form.errors} />
				<button type="submit" className="button" disabled={navigation.state === "submitting"}>
					{t("accounts.signUp.submit")}
				</button>
			</Form>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
