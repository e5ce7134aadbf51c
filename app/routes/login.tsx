// Sign-in (spec sections 2, 7 and 8) with the stay-logged-in option, Find ID and Find Password on the
// same screen. A signed-in user is sent to /order. The session-expiry hook sends users here with
// ?expired=1 and the path to return to in ?redirectTo=; after sign-in they land back there.
// Three forms share one action, told apart by "intent"; each works as a plain HTML form.
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, data, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { lookupEmail, requestPasswordReset, resendVerification } from "#app/accounts/accounts.server.ts";
import { showFindPasswordHint } from "#app/accounts/login-limits.ts";
import { authenticator } from "#app/accounts/login.server.ts";
import { EmailOnlySchema, LoginSchema } from "#app/accounts/validation.ts";
import { requireAnonymous } from "#app/auth/guard.server.ts";
import { createSession, endSession, readSessionId } from "#app/auth/session.server.ts";
import { ResendVerification } from "#app/components/account-notices.tsx";
import { ErrorList, Field, HoneypotField, IntentInput } from "#app/components/forms.tsx";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/utils/litefs.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { safeRedirect } from "#app/utils/redirect.ts";

export function loader({ context }: Route.LoaderArgs) {
	requireAnonymous(context);
	return null;
}

const E = "accounts.errors.";

async function signIn(request: Request, formData: FormData) {
	const submission = parseWithZod(formData, { schema: LoginSchema });
	if (submission.status !== "success")
		return data({ intent: "signin" as const, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
	// FormStrategy reads its own clone of the body; this action read another clone
	const outcome = await authenticator.authenticate("form", request);
	if (!outcome.ok) {
		const formErrors =
			outcome.reason === "locked" ? [E + "tooManyAttempts"] : outcome.reason === "unverified" ? [E + "emailNotVerified"] : [E + "invalidCredentials"];
		return data(
			{
				intent: "signin" as const,
				result: submission.reply({ formErrors, hideFields: ["password"] }),
				failures: outcome.reason === "invalid" ? outcome.failures : 0,
				unverifiedEmail: outcome.reason === "unverified" ? outcome.email : undefined,
			},
			{ status: outcome.reason === "locked" ? 429 : 400 },
		);
	}
	// rotation: whatever session this browser carried before is ended, the new one has a new id
	const previous = await readSessionId(request);
	if (previous) endSession(previous);
	const { setCookie } = await createSession(outcome.userId, { stayLoggedIn: outcome.stayLoggedIn });
	return redirect(safeRedirect(submission.value.redirectTo), { headers: { "Set-Cookie": setCookie } });
}

async function emailOnly(request: Request, formData: FormData, intent: "findId" | "forgot") {
	const submission = parseWithZod(formData, { schema: EmailOnlySchema });
	if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
	const origin = linkOrigin(request);
	try {
		if (intent === "findId") return { intent, result: submission.reply(), lookup: await lookupEmail(submission.value.email, origin) };
		await requestPasswordReset(submission.value.email, origin);
		return { intent, result: submission.reply({ resetForm: true }), lookup: "sent" as const };
	} catch (error) {
		console.error(`${intent} mail failed`, error);
		return data({ intent, result: submission.reply({ formErrors: [E + "mailFailed"] }) }, { status: 500 });
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	requireAnonymous(context);
	await ensurePrimary();
	const formData = await request.clone().formData();
	const intent = formData.get("intent");
	if (intent === "findId" || intent === "forgot") return emailOnly(request, formData, intent);
	if (intent === "resend") {
		const email = String(formData.get("email") ?? "");
		const resend = await resendVerification(email, linkOrigin(request)).catch(() => "failed" as const);
		return { intent: "resend" as const, resend };
	}
	return signIn(request, formData);
}

type Result = SubmissionResult<string[]>;
type ActionData =
	| { intent: "signin"; result: Result; failures?: number; unverifiedEmail?: string }
	| { intent: "findId" | "forgot"; result: Result; lookup?: "exists" | "missing" | "sent" }
	| { intent: "resend"; resend: "sent" | "alreadyVerified" | "unknown" | "tooMany" | "failed" };

export default function Login() {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	const actionData = useActionData() as ActionData | undefined;
	const navigation = useNavigation();
	const busy = navigation.state === "submitting";
	const signin = actionData?.intent === "signin" ? actionData : undefined;
	const findId = actionData?.intent === "findId" ? actionData : undefined;
	const forgot = actionData?.intent === "forgot" ? actionData : undefined;
	const resend = actionData?.intent === "resend" ? actionData : undefined;

	const [form, fields] = useForm({
		id: "login-form",
		lastResult: signin?.result,
		constraint: getZodConstraint(LoginSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
		shouldValidate: "onBlur",
	});
	const [findIdForm, findIdFields] = useForm({
		id: "find-id-form",
		lastResult: findId?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: EmailOnlySchema }),
		shouldValidate: "onSubmit",
	});
	const [forgotForm, forgotFields] = useForm({
		id: "find-password-form",
		lastResult: forgot?.result,
		onValidate: ({ formData }) => parseWithZod(formData, { schema: EmailOnlySchema }),
		shouldValidate: "onSubmit",
	});
	const failures = signin?.failures ?? 0;
	const unverifiedEmail = signin?.unverifiedEmail;

	return (
		<Page titleKey="page.login.title">
			{params.get("expired") === "1" ? (
				<p className="notice notice-warning" role="alert" data-testid="session-expired">
					{t("access.sessionExpired")}
				</p>
			) : params.has("redirectTo") ? (
				<p className="notice" role="status">
					{t("access.loginRequired")}
				</p>
			) : params.get("reset") === "1" ? (
				<p className="notice" role="status" data-testid="reset-done">
					{t("accounts.reset.done")}
				</p>
			) : null}

			<Form method="post" {...getFormProps(form)} className="stack-form">
				<IntentInput value="signin" />
				<input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? ""} />
				<Field label={t("accounts.field.email")} meta={fields.email} type="email" inputProps={{ autoComplete: "username" }} />
				<Field label={t("accounts.field.password")} meta={fields.password} type="password" inputProps={{ autoComplete: "current-password" }} />
				<div className="field field-inline">
					<label>
						<input type="checkbox" name={fields.remember.name} value="on" /> {t("accounts.login.remember")}
					</label>
				</div>
				<ErrorList id={form.errorId} errors={form.errors} />
				{failures > 0 ? (
					<p className="notice notice-warning" data-testid="login-failures">
						{t("accounts.login.failures", { count: failures })}
						{showFindPasswordHint(failures) ? (
							<>
								{" "}
								<a href="#find-password" data-testid="find-password-hint">
									{t("accounts.login.findPasswordHint")}
								</a>
							</>
						) : null}
					</p>
				) : null}
				<button type="submit" className="button" disabled={busy}>
					{t("accounts.login.submit")}
				</button>
			</Form>

			{unverifiedEmail || resend ? (
				<ResendVerification outcome={resend?.resend}>
					<IntentInput value="resend" />
					<input type="hidden" name="email" value={unverifiedEmail ?? ""} />
				</ResendVerification>
			) : null}

			<p>
				{t("accounts.login.noAccount")} <a href="/sign/up/agree">{t("nav.signUp")}</a>
			</p>

			<details id="find-id" className="find-panel" open={Boolean(findId)}>
				<summary>{t("accounts.findId.title")}</summary>
				<p className="muted">{t("accounts.findId.lead")}</p>
				<Form method="post" {...getFormProps(findIdForm)} className="stack-form">
					<IntentInput value="findId" />
					<HoneypotField />
					<Field label={t("accounts.field.email")} meta={findIdFields.email} type="email" />
					<ErrorList id={findIdForm.errorId} errors={findIdForm.errors} />
					{findId?.lookup ? (
						<p className="notice" role="status" data-testid="find-id-result">
							{t(findId.lookup === "exists" ? "accounts.findId.exists" : "accounts.findId.missing")}
						</p>
					) : null}
					<button type="submit" className="button button-ghost" disabled={busy}>
						{t("accounts.findId.submit")}
					</button>
				</Form>
			</details>

			<details id="find-password" className="find-panel" open={Boolean(forgot) || showFindPasswordHint(failures)}>
				<summary>{t("accounts.forgot.title")}</summary>
				<p className="muted">{t("accounts.forgot.lead")}</p>
				<Form method="post" {...getFormProps(forgotForm)} className="stack-form">
					<IntentInput value="forgot" />
					<HoneypotField />
					<Field label={t("accounts.field.email")} meta={forgotFields.email} type="email" />
					<ErrorList id={forgotForm.errorId} errors={forgotForm.errors} />
					{forgot?.lookup ? (
						<p className="notice" role="status" data-testid="forgot-result">
							{t("accounts.forgot.sent")}
						</p>
					) : null}
					<button type="submit" className="button button-ghost" disabled={busy}>
						{t("accounts.forgot.submit")}
					</button>
				</Form>
			</details>
		</Page>
	);
}
