// Password reset (spec sections 2 and 8): reached from a checked reset link; a signed-in user cannot
// open it. New and repeat must follow the password rules and match. Success uses the link up, ends
// every session of the account, mails "password changed" and sends the user to sign in.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/pwreset";
import { checkResetLink, resetPassword } from "#app/accounts/accounts.server.ts";
import { type ResetGrant, resetGrantCookie } from "#app/accounts/step-cookies.server.ts";
import { clearCookie, readCookie } from "#app/auth/cookies.server.ts";
import { ResetPasswordSchema } from "#app/accounts/validation.ts";
import { requireAnonymous } from "#app/auth/guard.server.ts";
import { ErrorList, Field } from "#app/components/forms.tsx";
import { ResetLinkProblem } from "#app/components/account-notices.tsx";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { rejected } from "#app/utils/replies.server.ts";
import { formConstraint } from "#app/utils/form-constraint.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

async function grantState(request: Request) {
	const grant = await readCookie<ResetGrant>(resetGrantCookie(), request);
	if (!grant?.hash || !grant.code) return { grant: null, result: "invalid" as const, email: undefined };
	const { result, email } = checkResetLink(grant.hash, grant.code);
	return { grant, result, email };
}

export async function loader({ request, context }: Route.LoaderArgs) {
	requireAnonymous(context);
	const { result, email } = await grantState(request);
	return { result, email: result === "ok" ? email : undefined, constraint: formConstraint(ResetPasswordSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
	requireAnonymous(context);
	await ensurePrimary();
	const { grant, result } = await grantState(request);
	const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema });
	if (!grant || result !== "ok")
		return rejected(
			submission.reply({ formErrors: [`accounts.reset.link.${result}`], hideFields: ["password", "passwordRepeat"] }),
		);
	if (submission.status !== "success")
		return rejected(submission.reply({ hideFields: ["password", "passwordRepeat"] }));
	const outcome = await resetPassword(grant.hash, grant.code, submission.value.password, linkOrigin(request));
	if (outcome !== "ok")
		return rejected(
			submission.reply({ formErrors: [`accounts.reset.link.${outcome}`], hideFields: ["password", "passwordRepeat"] }),
		);
	return redirect("/login?reset=1", { headers: { "Set-Cookie": await clearCookie(resetGrantCookie()) } });
}

export default function PasswordReset() {
	const { t } = useTranslation();
	const { result, email, constraint } = useLoaderData<typeof loader>();
	const lastResult = useActionData<typeof action>();
	const [form, fields] = useForm<z.input<typeof ResetPasswordSchema>, z.output<typeof ResetPasswordSchema>>({
		lastResult,
		// validated by the action only (no zod in the browser); the constraint keeps the HTML checks
		constraint,
	});
	if (result !== "ok")
		return (
			<Page titleKey="page.pwreset.title" narrow>
				<ResetLinkProblem result={result} testId="reset-link-problem" />
			</Page>
		);
	return (
		<Page titleKey="page.pwreset.title" narrow>
			<p>{t("accounts.reset.lead", { email })}</p>
			<Form method="post" {...getFormProps(form)} className="stack-form">
				<Field
					label={t("accounts.field.newPassword")}
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
				<ErrorList id={form.errorId} errors={form.errors} />
				<button type="submit" className="button">
					{t("accounts.reset.submit")}
				</button>
			</Form>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
