// /mypage/estimate/:id/mail: the "quote PDF by mail" dialog of spec section 2 as a page, so it works
// with JavaScript off: an address (the user's own to start with; any valid address is allowed) and the
// PDF's language, then the mail with the PDF attached and back to the estimate with ?mailed=1.
// The estimate must be the user's company's (404 otherwise), in the loader and in the action. Only the
// company's own users mail a quote and revoke its links here: staff get 403 and nothing is sent or
// revoked (decision 050); staff revoke a link from the customer desk, with a reason.
// The mail carries a read-only link for the recipient (app/quotes/share.server.ts); the links sent
// for this estimate are listed below the form, and each can be revoked (intent=revoke, a plain form).
import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, data, redirect, useNavigation, useSearchParams } from "react-router";
import { Link } from "#app/utils/link.tsx";
import { z } from "zod";
import type { Route } from "./+types/estimate-mail";
import { requireUser } from "#app/auth/guard.server.ts";
import { ErrorList, Field } from "#app/components/forms.tsx";
import { formatDateTime } from "#app/i18n/format.ts";
import { LOCALES, type Locale } from "#app/i18n/locales.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { QUOTE_MAILS_PER_HOUR, mailQuotePdf } from "#app/pdf/quote-mail.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { listShares, revokeShare } from "#app/quotes/share.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { forbidden, rejected } from "#app/utils/replies.server.ts";
import { formConstraint } from "#app/utils/form-constraint.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { logger } from "#app/observability/logger.server.ts";

const E = "estimateMail.errors.";

const MailSchema = z.object({
	email: z
		.string({ error: E + "emailRequired" })
		.trim()
		.max(254, E + "emailFormat")
		.pipe(z.email({ error: E + "emailFormat" })),
	lang: z.enum(LOCALES, { error: E + "lang" }),
	onceKey: z
		.string({ error: E + "expired" })
		.min(16, E + "expired")
		.max(64, E + "expired"),
});

const SHARE_STATES = {
	active: "estimateMail.shared.active",
	expired: "estimateMail.shared.expired",
	revoked: "estimateMail.shared.revokedState",
} as const;

const LANGUAGE_LABELS: Record<Locale, string> = {
	kr: "estimateMail.lang.kr",
	en: "estimateMail.lang.en",
	vn: "estimateMail.lang.vn",
};

/** The sender of a quote mail is one of the estimate's company's users, never staff acting in their name. */
async function requireCompanyUser(request: Request, context: Route.LoaderArgs["context"]) {
	const user = await requireUser(request, context);
	if (user.role !== "customer") throw forbidden();
	return user;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireCompanyUser(request, context);
	const estimate = getEstimateFor(user, params.id);
	return {
		estimate: { id: estimate.id, number: estimate.number },
		defaults: { email: user.email, lang: localeFromContext(context), onceKey: newOnceKey() },
		perHour: QUOTE_MAILS_PER_HOUR,
		shares: listShares(estimate.id).map((s) => ({
			id: s.id,
			recipient: s.recipient,
			createdAt: s.createdAt.getTime(),
			expiresAt: s.expiresAt.getTime(),
			state: s.state,
		})),
		locale: localeFromContext(context),
		constraint: formConstraint(MailSchema),
	};
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireCompanyUser(request, context);
	const estimate = getEstimateFor(user, params.id);
	await ensurePrimary();
	const form = await request.formData();
	if (form.get("intent") === "revoke") {
		// only a link of this estimate, which getEstimateFor has just shown is the user's company's;
		// a second revoke (a resent form) changes nothing and lands in the same place
		revokeShare(estimate.id, String(form.get("shareId") ?? ""));
		return redirect(`/mypage/estimate/${estimate.id}/mail?revoked=1`, 303);
	}
	const submission = parseWithZod(form, { schema: MailSchema });
	if (submission.status !== "success") return rejected({ result: submission.reply() });
	const { email, lang, onceKey } = submission.value;
	const outcome = await mailQuotePdf({
		user,
		estimate,
		to: email,
		locale: lang,
		onceKey,
		origin: linkOrigin(request),
	}).catch((error: unknown) => {
		logger.error({ err: error }, "quote PDF mail failed");
		return null;
	});
	if (!outcome) return data({ result: submission.reply({ formErrors: [E + "failed"] }) }, { status: 500 });
	if (!outcome.sent) return rejected({ result: submission.reply({ formErrors: [E + "tooMany"] }) }, 429);
	return redirect(outcome.redirectTo);
}

export default function EstimateMail({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useTranslation();
	const { estimate, defaults, perHour, shares, locale } = loaderData;
	const [searchParams] = useSearchParams();
	const navigation = useNavigation();
	const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
	const [form, fields] = useForm<z.input<typeof MailSchema>, z.output<typeof MailSchema>>({
		id: "estimate-mail-form",
		lastResult: actionData?.result,
		defaultValue: defaults,
		// validated by the action only (no zod in the browser); the constraint keeps the HTML checks
		constraint: loaderData.constraint,
	});
	const back = `/mypage/estimate/${estimate.id}`;
	// the hourly limit names its number, so it is not one of the plain keys ErrorList translates
	const formErrors = form.errors ?? [];
	const tooMany = formErrors.includes(E + "tooMany");
	const { key: langKey, ...langProps } = getSelectProps(fields.lang);
	return (
		<Page titleKey="estimateMail.title">
			<p>{t("estimateMail.intro", { number: estimate.number })}</p>
			<p className="muted">{t("estimateMail.linkNote")}</p>
			{searchParams.get("revoked") ? (
				<p className="alert alert-success" role="status" data-testid="share-revoked">
					{t("estimateMail.shared.revoked")}
				</p>
			) : null}
			<p className="muted">
				<a href={`${back}/pdf`} download data-testid="estimate-pdf-link">
					{t("estimateMail.download", { number: estimate.number })}
				</a>
			</p>
			<Form method="post" {...getFormProps(form)} className="stack-form" aria-busy={busy}>
				<input type="hidden" name="onceKey" value={defaults.onceKey} />
				<Field
					label={t("estimateMail.email")}
					meta={fields.email}
					type="email"
					hint={t("estimateMail.emailHint")}
					inputProps={{ autoComplete: "email", inputMode: "email" }}
				/>
				<div className="field" data-invalid={fields.lang.errors?.length ? "" : undefined}>
					<label htmlFor={fields.lang.id}>{t("estimateMail.language")}</label>
					<select key={langKey} {...langProps}>
						{LOCALES.map((locale) => (
							<option key={locale} value={locale}>
								{t(LANGUAGE_LABELS[locale])}
							</option>
						))}
					</select>
					<ErrorList id={fields.lang.errorId} errors={fields.lang.errors} />
				</div>
				<ErrorList id={form.errorId} errors={formErrors.filter((key) => key !== E + "tooMany")} />
				{tooMany ? (
					<p className="field-errors" role="alert" data-testid="estimate-mail-too-many">
						{t("estimateMail.errors.tooMany", { count: perHour })}
					</p>
				) : null}
				<div className="form-actions">
					<button type="submit" className="button" disabled={busy}>
						{busy ? t("estimateMail.sending") : t("estimateMail.send")}
					</button>
					<Link to={back} className="button button-ghost">
						{t("estimateMail.cancel")}
					</Link>
				</div>
			</Form>
			{shares.length ? (
				<section className="stack" aria-labelledby="shares-heading" data-testid="share-list">
					<h2 id="shares-heading">{t("estimateMail.shared.title")}</h2>
					<div className="table-wrap">
						<table className="table table-stack">
							<thead>
								<tr>
									<th scope="col">{t("estimateMail.shared.to")}</th>
									<th scope="col">{t("estimateMail.shared.sent")}</th>
									<th scope="col">{t("estimateMail.shared.expires")}</th>
									<th scope="col">{t("estimateMail.shared.state")}</th>
									<th scope="col">
										<span className="visually-hidden">{t("estimateMail.shared.revoke")}</span>
									</th>
								</tr>
							</thead>
							<tbody>
								{shares.map((s) => (
									<tr key={s.id} data-testid="share-row" data-state={s.state}>
										<td data-label={t("estimateMail.shared.to")}>{s.recipient}</td>
										<td data-label={t("estimateMail.shared.sent")}>{formatDateTime(s.createdAt, locale)}</td>
										<td data-label={t("estimateMail.shared.expires")}>{formatDateTime(s.expiresAt, locale)}</td>
										<td data-label={t("estimateMail.shared.state")}>
											<span className={`badge badge-${s.state === "active" ? "success" : "neutral"}`}>
												{t(SHARE_STATES[s.state])}
											</span>
										</td>
										<td>
											{s.state === "active" ? (
												<Form method="post" className="inline">
													<input type="hidden" name="intent" value="revoke" />
													<input type="hidden" name="shareId" value={s.id} />
													<button type="submit" className="button button-ghost button-sm" disabled={busy}>
														{t("estimateMail.shared.revoke")}
													</button>
												</Form>
											) : null}
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				</section>
			) : null}
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
