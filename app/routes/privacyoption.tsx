// /privacyoption (public; spec section 2 "Privacy options"): the optional consents (decision 091):
// marketing messages, analytics, advertising measurement and the customer-chat messenger, all off
// until ticked. A visitor's choice is a cookie (a year), a member's is kept on the account. A plain
// form: without JavaScript the POST answers 303 back here with the choice saved. Below it, the
// marketing-consent document (app/legal/marketing.ts) in the reader's language, with its version.
import { Form, redirect, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/privacyoption";
import { getUser } from "#app/auth/guard.server.ts";
import { CHOICE_KINDS, choicesFromForm } from "#app/consent/choices.ts";
import { choicesFor, consentCookie, saveMemberChoices } from "#app/consent/choices.server.ts";
import { LegalDocumentBody } from "#app/legal/legal-document.tsx";
import { loadLegal } from "#app/legal/load.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export function loader({ request, context }: Route.LoaderArgs) {
	const user = getUser(context);
	const { choices, asked } = choicesFor(request, user);
	return {
		...loadLegal("marketing", context),
		choices,
		asked,
		member: Boolean(user),
		saved: new URL(request.url).searchParams.has("saved"),
	};
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = getUser(context);
	const choices = choicesFromForm(await request.formData());
	if (user) {
		await ensurePrimary();
		saveMemberChoices(user.id, choices);
		return redirect("/privacyoption?saved=1", 303);
	}
	return redirect("/privacyoption?saved=1", { status: 303, headers: { "Set-Cookie": consentCookie(choices) } });
}

export default function PrivacyOption({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { choices, asked, member, saved } = loaderData;
	const busy = useNavigation().state === "submitting";
	return (
		<Page titleKey="page.privacyOption.title" lead={t("consent.lead")}>
			<div className="stack">
				<Form method="post" className="card" aria-labelledby="consent-choices-title" data-testid="consent-form">
					<div className="card-header">
						<h2 id="consent-choices-title">{t("consent.choicesTitle")}</h2>
					</div>
					<div className="card-body stack">
						{saved ? (
							<p className="alert alert-success" role="status" data-testid="consent-saved">
								{t("consent.saved")}
							</p>
						) : !asked ? (
							<p className="muted small">{t("consent.notAsked")}</p>
						) : null}
						<fieldset>
							<legend>{t("consent.legend")}</legend>
							<ul className="consent-options">
								{CHOICE_KINDS.map((kind) => (
									<li key={kind}>
										<label className="check">
											<input
												type="checkbox"
												name={kind}
												defaultChecked={choices[kind]}
												key={`${kind}-${String(choices[kind])}`}
												aria-describedby={`consent-${kind}-about`}
												data-testid={`consent-${kind}`}
											/>
											<span>
												<strong>{t(`consent.options.${kind}.label`)}</strong>
												<span id={`consent-${kind}-about`} className="small muted">
													{" "}
													{t(`consent.options.${kind}.about`)}
												</span>
											</span>
										</label>
									</li>
								))}
							</ul>
						</fieldset>
						<p className="small muted">{t(member ? "consent.memberNote" : "consent.visitorNote")}</p>
					</div>
					<div className="card-footer form-actions">
						{/* the first button is the one Enter presses: saving what is ticked */}
						<button
							type="submit"
							name="intent"
							value="save"
							className="button"
							disabled={busy}
							data-testid="consent-save"
						>
							{t("consent.save")}
						</button>
						<button type="submit" name="intent" value="none" className="button button-secondary" disabled={busy}>
							{t("consent.refuseAll")}
						</button>
						<button type="submit" name="intent" value="all" className="button button-secondary" disabled={busy}>
							{t("consent.acceptAll")}
						</button>
					</div>
				</Form>
				<h2>{t("consent.documentTitle")}</h2>
				<LegalDocumentBody view={loaderData.view} effectiveDate={loaderData.effectiveDate} t={t} />
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
