// Sign-up, step 1 (route name SignUpAgreeView): terms, privacy and personal-information consents are
// required; third-party sharing is described as required (spec section 5); marketing is optional.
// The consents and their time ride to step 2 in a signed cookie and are stored with the account.
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/up-agree";
import { CONSENT_KINDS, CONSENT_VERSION, SignUpAgreeSchema } from "#app/accounts/validation.ts";
import { signupConsentCookie } from "#app/accounts/cookies.server.ts";
import { requireAnonymous } from "#app/auth/guard.server.ts";
import { ErrorList } from "#app/components/forms.tsx";
import { Page } from "#app/shell/page.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
	requireAnonymous(context);
	return { email: new URL(request.url).searchParams.get("email")?.slice(0, 254) ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
	requireAnonymous(context);
	const submission = parseWithZod(await request.formData(), { schema: SignUpAgreeSchema });
	if (submission.status !== "success") return data(submission.reply(), { status: 400 });
	const { marketing, email } = submission.value;
	const kinds: string[] = [...CONSENT_KINDS, ...(marketing ? ["marketing"] : [])];
	const cookie = await signupConsentCookie().serialize({ kinds, at: new Date().toISOString(), version: CONSENT_VERSION });
	const next = email ? `/sign/up?email=${encodeURIComponent(email)}` : "/sign/up";
	return redirect(next, { headers: { "Set-Cookie": cookie } });
}

const REQUIRED = [
	{ name: "terms", link: "/termsofconditions" },
	{ name: "privacy", link: "/privacy" },
	{ name: "personal_info", link: "/privacyoption" },
	{ name: "third_party", link: "/privacyoption" },
] as const;

export default function SignUpAgree() {
	const { t } = useTranslation();
	const { email } = useLoaderData<typeof loader>();
	const lastResult = useActionData<typeof action>();
	const [form, fields] = useForm({
		lastResult,
		constraint: getZodConstraint(SignUpAgreeSchema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema: SignUpAgreeSchema }),
		shouldValidate: "onSubmit",
	});
	return (
		<Page titleKey="page.signUpAgree.title">
			<ol className="steps-indicator" aria-label={t("accounts.signUp.stepsLabel")}>
				<li aria-current="step">{t("accounts.signUp.step1")}</li>
				<li>{t("accounts.signUp.step2")}</li>
			</ol>
			<Form method="post" {...getFormProps(form)} className="stack-form consent-form">
				<input type="hidden" name="email" value={email} />
				{REQUIRED.map(({ name, link }) => {
					const field = fields[name];
					return (
						<div className="consent" key={name}>
							<label>
								<input type="checkbox" name={field.name} id={field.id} value="on" defaultChecked={field.initialValue === "on"} aria-describedby={field.errorId} />{" "}
								{t(`accounts.consent.${name}`)} <span className="required-tag">{t("accounts.consent.required")}</span>
							</label>{" "}
							<Link to={link} target="_blank" rel="noreferrer">
								{t("accounts.consent.read")}
							</Link>
							<ErrorList id={field.errorId} errors={field.errors} />
						</div>
					);
				})}
				<div className="consent">
					<label>
						<input type="checkbox" name={fields.marketing.name} value="on" defaultChecked={fields.marketing.initialValue === "on"} />{" "}
						{t("accounts.consent.marketing")} <span className="muted">{t("accounts.consent.optional")}</span>
					</label>
				</div>
				<p className="muted">{t("accounts.consent.version", { version: CONSENT_VERSION })}</p>
				<button type="submit" className="button">
					{t("accounts.signUp.next")}
				</button>
			</Form>
		</Page>
	);
}
