// Sign-up, step 1 (route name SignUpAgreeView): terms, privacy and personal-information consents are
// required; third-party sharing is described as required (spec section 5); marketing is optional.
// Each item links to its full text (a new tab, so the sign-up in progress stays) and the consents that
// stand for part of a text show that part inline in a <details>. "Agree to all" works without
// JavaScript (the server counts it as every box checked) and checks the boxes live with it.
// The consents, their time and the version of each text ride to step 2 in a signed cookie and are
// stored with the account.
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { ChangeEvent } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/up-agree";
import { recordConsents } from "#app/accounts/consent-record.ts";
import { signupConsentCookie } from "#app/accounts/step-cookies.server.ts";
import { SignUpAgreeSchema, withAgreeAll } from "#app/accounts/validation.ts";
import { AGREE_ALL_FIELD } from "#app/accounts/field-names.ts";
import { requireAnonymous } from "#app/auth/guard.server.ts";
import { ErrorList } from "#app/components/forms.tsx";
import { formatDate } from "#app/i18n/format.ts";
import {
	CONSENT_KINDS,
	CONSENT_TEXTS,
	type ConsentKind,
	LEGAL_DOCUMENTS,
	OPTIONAL_CONSENT_KINDS,
	consentExcerpt,
	consentLink,
} from "#app/legal/documents.ts";
import { LegalSectionView } from "#app/legal/legal-document.tsx";
import { effectiveDateOf } from "#app/legal/load.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { Page } from "#app/shell/page.tsx";
import { rejected } from "#app/utils/replies.server.ts";
import { formConstraint } from "#app/utils/form-constraint.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { companyFactsFor } from "#app/company/company-profile.server.ts";

const ALL_KINDS: readonly ConsentKind[] = [...CONSENT_KINDS, ...OPTIONAL_CONSENT_KINDS];
/** The footer label of each document doubles as its name in the version line. */
const DOCUMENT_TITLE_KEYS = {
	terms: "page.terms.title",
	privacy: "page.privacy.title",
	marketing: "page.privacyOption.title",
} as const;

export function loader({ request, context }: Route.LoaderArgs) {
	requireAnonymous(context);
	const locale = localeFromContext(context);
	const items = ALL_KINDS.map((kind) => {
		const { document, sections } = CONSENT_TEXTS[kind];
		const doc = LEGAL_DOCUMENTS[document];
		return {
			kind,
			required: (CONSENT_KINDS as readonly string[]).includes(kind),
			link: consentLink(kind),
			titleKey: DOCUMENT_TITLE_KEYS[document],
			version: doc.version,
			effectiveDate: formatDate(effectiveDateOf(doc.effectiveDate), locale),
			// the whole terms and privacy policy are a click away; the parts a consent stands for
			// (what is collected, who receives it, marketing) are shown where the box is
			excerpt: sections || document === "marketing" ? consentExcerpt(kind, locale, companyFactsFor(locale)) : null,
		};
	});
	return {
		email: new URL(request.url).searchParams.get("email")?.slice(0, 254) ?? "",
		items,
		constraint: formConstraint(SignUpAgreeSchema),
	};
}

export async function action({ request, context }: Route.ActionArgs) {
	requireAnonymous(context);
	const submission = parseWithZod(withAgreeAll(await request.formData()), { schema: SignUpAgreeSchema });
	if (submission.status !== "success") return rejected(submission.reply());
	const { marketing, email } = submission.value;
	const kinds: ConsentKind[] = [...CONSENT_KINDS, ...(marketing ? (["marketing"] as const) : [])];
	const cookie = await signupConsentCookie().serialize(recordConsents(kinds, localeFromContext(context), new Date()));
	const next = email ? `/sign/up?email=${encodeURIComponent(email)}` : "/sign/up";
	return redirect(next, { headers: { "Set-Cookie": cookie } });
}

function checkbox(form: HTMLFormElement | null, name: string): HTMLInputElement | null {
	const element = form?.elements.namedItem(name);
	return element instanceof HTMLInputElement ? element : null;
}

/** With JavaScript: "agree to all" checks or clears every box at once. */
function onAllChange(event: ChangeEvent<HTMLInputElement>) {
	const { form, checked } = event.currentTarget;
	for (const kind of ALL_KINDS) {
		const box = checkbox(form, kind);
		if (box) box.checked = checked;
	}
}

/** With JavaScript: "agree to all" shows as checked exactly when every box is. */
function onItemChange(event: ChangeEvent<HTMLInputElement>) {
	const { form } = event.currentTarget;
	const all = checkbox(form, AGREE_ALL_FIELD);
	if (all) all.checked = ALL_KINDS.every((kind) => checkbox(form, kind)?.checked);
}

export default function SignUpAgree() {
	const { t } = useTranslation();
	const { email, items, constraint } = useLoaderData<typeof loader>();
	const lastResult = useActionData<typeof action>();
	const [form, fields] = useForm<z.input<typeof SignUpAgreeSchema>, z.output<typeof SignUpAgreeSchema>>({
		lastResult,
		// validated by the action only (no zod in the browser); the constraint keeps the HTML checks
		constraint,
	});
	const allField = fields[AGREE_ALL_FIELD];
	return (
		<Page titleKey="page.signUpAgree.title">
			<ol className="steps-indicator" aria-label={t("accounts.signUp.stepsLabel")}>
				<li aria-current="step">{t("accounts.signUp.step1")}</li>
				<li>{t("accounts.signUp.step2")}</li>
			</ol>
			<Form method="post" {...getFormProps(form)} className="stack-form consent-form">
				<input type="hidden" name="email" value={email} />
				<div className="consent consent-all">
					<label className="check">
						<input
							type="checkbox"
							name={allField.name}
							value="on"
							defaultChecked={allField.initialValue === "on"}
							aria-describedby="consent-all-hint"
							onChange={onAllChange}
						/>
						<strong>{t("accounts.consent.all")}</strong>
					</label>
					<p className="field-hint" id="consent-all-hint">
						{t("accounts.consent.allHint")}
					</p>
				</div>
				{items.map((item) => {
					const field = fields[item.kind];
					const describedBy = [field.errorId, `${field.id}-version`].join(" ");
					return (
						<div className="consent" key={item.kind}>
							<label className="check">
								<input
									type="checkbox"
									name={field.name}
									id={field.id}
									value="on"
									defaultChecked={field.initialValue === "on"}
									aria-describedby={describedBy}
									onChange={onItemChange}
								/>
								<span>
									{t(`accounts.consent.${item.kind}`)}{" "}
									{item.required ? (
										<span className="required-tag">{t("accounts.consent.required")}</span>
									) : (
										<span className="muted">{t("accounts.consent.optional")}</span>
									)}
								</span>
							</label>
							<p className="field-hint" id={`${field.id}-version`}>
								{t("accounts.consent.docVersion", {
									title: t(item.titleKey),
									version: item.version,
									date: item.effectiveDate,
								})}{" "}
								·{" "}
								<a href={item.link} target="_blank" rel="noreferrer">
									{t("accounts.consent.read")} {t("accounts.consent.newTab")}
								</a>
							</p>
							{item.excerpt ? (
								<details className="disclosure">
									<summary>{t("accounts.consent.details")}</summary>
									<div className="stack">
										{item.excerpt.map((section) => (
											<LegalSectionView
												key={section.id}
												section={{ ...section, id: `${item.kind}-${section.id}` }}
												headingLevel={3}
											/>
										))}
									</div>
								</details>
							) : null}
							<ErrorList id={field.errorId} errors={field.errors} />
						</div>
					);
				})}
				<button type="submit" className="button">
					{t("accounts.signUp.next")}
				</button>
			</Form>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
