// Sign-in (spec sections 2, 7 and 8) with the stay-logged-in option, Find ID and Find Password on the
// same screen. A signed-in user is sent to the role's home (app/auth/role-home.ts). The session-expiry hook sends users here with
// ?expired=1 and the path to return to in ?redirectTo=; after sign-in they land back there.
// Three forms share one action, told apart by "intent"; each works as a plain HTML form.
import { type SubmissionResult, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, data, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { lookupEmail, requestPasswordReset, resendVerification } from "#app/accounts/accounts.server.ts";
import { showFindPasswordHint } from "#app/accounts/login-limits.ts";
import { LOCK_MESSAGES, authenticator } from "#app/accounts/login.server.ts";
import { deviceCookie } from "#app/accounts/login-unlock.server.ts";
import { takeLookup } from "#app/accounts/lookup-limits.server.ts";
import { EmailOnlySchema, LoginSchema } from "#app/accounts/validation.ts";
import { requireAnonymous } from "#app/auth/guard.server.ts";
import { homeFor } from "#app/auth/role-home.ts";
import { createSession, endSession, readSessionId } from "#app/auth/session.server.ts";
import { ResendVerification } from "#app/components/account-notices.tsx";
import { ErrorList, Field, HoneypotField, IntentInput } from "#app/components/forms.tsx";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { clientIp } from "#app/server/client-ip.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { safeRedirect } from "#app/utils/redirect.ts";
import { rejected } from "#app/utils/replies.server.ts";
import { formConstraint } from "#app/utils/form-constraint.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { logger } from "#app/observability/logger.server.ts";

export function loader({ context }: Route.LoaderArgs) {
	requireAnonymous(context);
	return { constraint: formConstraint(LoginSchema) };
}

const E = "accounts.errors.";

async function signIn(request: Request, formData: FormData) {
	const submission = parseWithZod(formData, { schema: LoginSchema });
	if (submission.status !== "success")
		return rejected({ intent: "signin" as const, result: submission.reply({ hideFields: ["password"] }) });
	// FormStrategy reads its own clone of the body; this action read another clone
	const outcome = await authenticator.authenticate("form", request);
	if (!outcome.ok) {
		const formErrors =
			outcome.reason === "locked"
				? [E + LOCK_MESSAGES[outcome.lock]]
				: outcome.reason === "unverified"
					? [E + "emailNotVerified"]
					: [E + "invalidCredentials"];
		return rejected(
			{
				intent: "signin" as const,
				result: submission.reply({ formErrors, hideFields: ["password"] }),
				failures: outcome.reason === "invalid" ? outcome.failures : 0,
				unverifiedEmail: outcome.reason === "unverified" ? outcome.email : undefined,
			},
			outcome.reason === "locked" ? 429 : 400,
		);
	}
	// rotation: whatever session this browser carried before is ended, the new one has a new id
	const previous = await readSessionId(request);
	if (previous) endSession(previous);
	const { setCookie, role } = await createSession(outcome.userId, { stayLoggedIn: outcome.stayLoggedIn });
	// a page that asked for sign-in gets the user back; otherwise each role lands on its own home
	// and this browser is one the account has signed in from: it passes the account-wide ceiling of
	// failed attempts a stranger can run up (decision 051)
	const headers = new Headers([
		["Set-Cookie", setCookie],
		["Set-Cookie", deviceCookie(request, submission.value.email)],
	]);
	return redirect(safeRedirect(submission.value.redirectTo, homeFor(role)), { headers });
}

async function emailOnly(request: Request, formData: FormData, intent: "findId" | "forgot") {
	const submission = parseWithZod(formData, { schema: EmailOnlySchema });
	if (submission.status !== "success") return rejected({ intent, result: submission.reply() });
	const origin = linkOrigin(request);
	// the answer says whether the address is registered: limited per source (lookup-limits.ts)
	if (intent === "findId" && !takeLookup(clientIp(request)))
		return rejected({ intent, result: submission.reply({ formErrors: [E + "tooManyLookups"] }) }, 429);
	try {
		if (intent === "findId")
			return { intent, result: submission.reply(), lookup: await lookupEmail(submission.value.email, origin) };
		await requestPasswordReset(submission.value.email, origin);
		return { intent, result: submission.reply({ resetForm: true }), lookup: "sent" as const };
	} catch (error) {
		logger.error({ err: error }, `${intent} mail failed`);
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
	const { constraint } = useLoaderData<typeof loader>();

	// validated by the action only (no zod in the browser); the constraint keeps the HTML checks
	const [form, fields] = useForm<z.input<typeof LoginSchema>, z.output<typeof LoginSchema>>({
		id: "login-form",
		lastResult: signin?.result,
		constraint,
	});
	const failures = signin?.failures ?? 0;
	const unverifiedEmail = signin?.unverifiedEmail;

	return (
		<Page titleKey="page.login.title" narrow>
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
				<Field
					label={t("accounts.field.email")}
					meta={fields.email}
					type="email"
					inputProps={{ autoComplete: "username" }}
				/>
				<Field
					label={t("accounts.field.password")}
					meta={fields.password}
					type="password"
					inputProps={{ autoComplete: "current-password" }}
				/>
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

			<EmailPanel
				id="find-id"
				intent="findId"
				textKey="accounts.findId"
				open={Boolean(findId)}
				lastResult={findId?.result}
				busy={busy}
				resultKey={
					findId?.lookup
						? findId.lookup === "exists"
							? "accounts.findId.exists"
							: "accounts.findId.missing"
						: undefined
				}
				resultTestId="find-id-result"
			/>
			<EmailPanel
				id="find-password"
				intent="forgot"
				textKey="accounts.forgot"
				// ?forgot=1: the password-changed mail's "Reset password" (FIND_PASSWORD_PATH) opens it without JavaScript
				open={Boolean(forgot) || showFindPasswordHint(failures) || params.get("forgot") === "1"}
				lastResult={forgot?.result}
				busy={busy}
				resultKey={forgot?.lookup ? "accounts.forgot.sent" : undefined}
				resultTestId="forgot-result"
			/>
		</Page>
	);
}

/**
 * Find ID and Find Password: one e-mail field in a panel that opens without JavaScript (<details>),
 * opened by the server when it has something to say. `textKey` holds title, lead and submit.
 */
function EmailPanel(props: {
	id: string;
	intent: "findId" | "forgot";
	textKey: string;
	open: boolean;
	lastResult: Result | undefined;
	busy: boolean;
	resultKey: string | undefined;
	resultTestId: string;
}) {
	const { t } = useTranslation();
	const [form, fields] = useForm<z.input<typeof EmailOnlySchema>, z.output<typeof EmailOnlySchema>>({
		// distinct from the panel's id: Conform ties inputs to their form by id
		id: `${props.id}-form`,
		lastResult: props.lastResult,
	});
	return (
		<details id={props.id} className="find-panel" open={props.open}>
			<summary>{t(`${props.textKey}.title`)}</summary>
			<p className="muted">{t(`${props.textKey}.lead`)}</p>
			<Form method="post" {...getFormProps(form)} className="stack-form">
				<IntentInput value={props.intent} />
				<HoneypotField />
				<Field label={t("accounts.field.email")} meta={fields.email} type="email" />
				<ErrorList id={form.errorId} errors={form.errors} />
				{props.resultKey ? (
					<p className="notice" role="status" data-testid={props.resultTestId}>
						{t(props.resultKey)}
					</p>
				) : null}
				<button type="submit" className="button button-ghost" disabled={props.busy}>
					{t(`${props.textKey}.submit`)}
				</button>
			</Form>
		</details>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
