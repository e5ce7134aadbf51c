// The discount-request page (spec section 2): the quote's current ocean freight and
// trucking charge, prefilled from its lines, and the customer's targets, monthly volume and comment.
// Only a customer of the estimate's company, only from in_confirm; the form carries a one-time key so
// a double submit (or a resend with JavaScript off) makes one request and lands on the same page.
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/estimate-discount";
import { requireCustomer } from "#app/auth/guard.server.ts";
import { ErrorList, Field } from "#app/components/forms.tsx";
import { formatMoney } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { canRequestDiscount } from "#app/lifecycle/lifecycle.ts";
import { figuresOf, requestDiscount } from "#app/quotes/negotiation.server.ts";
import { discountRequestSchema } from "#app/quotes/negotiation.ts";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { routeLabel } from "#app/places/places.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { rejected } from "#app/utils/replies.server.ts";
import { formConstraint } from "#app/utils/form-constraint.server.ts";
import { REQUEST_PURPOSE } from "#app/quotes/negotiation.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	// customers ask for a discount; staff answer, they do not ask (403)
	const user = await requireCustomer(request, context);
	const estimate = getEstimateFor(user, params.id);
	const locale = localeFromContext(context);
	const figures = figuresOf(estimate);
	return {
		id: estimate.id,
		number: estimate.number,
		route: routeLabel(estimate.origin, estimate.destination, locale),
		status: estimate.status,
		// a discount may be asked once, on a quote under review (the lifecycle's rule)
		askable: canRequestDiscount(estimate.status),
		carrier: estimate.carrier,
		total:
			estimate.totalKrw === null
				? null
				: `${formatMoney({ amount: estimate.totalKrw, currency: "KRW" }, locale)} (${formatMoney({ amount: estimate.totalUsd ?? 0, currency: "USD" }, locale)})`,
		figures: figures && { currency: figures.currency, freight: figures.freight, trucking: figures.trucking },
		shown: figures && {
			freight: formatMoney({ amount: figures.freight, currency: figures.currency }, locale),
			trucking: formatMoney({ amount: figures.trucking, currency: "KRW" }, locale),
		},
		onceKey: newOnceKey(),
		constraint: formConstraint(discountRequestSchema(figures ?? { currency: "USD", freight: 0, trucking: 0 })),
	};
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireCustomer(request, context);
	await ensurePrimary();
	const estimate = getEstimateFor(user, params.id);
	const formData = await request.formData();
	// a resend of a request that already went through shows its result, whatever the status is now
	const onceKey = freshOnceKey(formData, REQUEST_PURPOSE);
	const figures = figuresOf(estimate);
	if (!canRequestDiscount(estimate.status) || !figures) return rejected({ result: undefined, refused: true }, 409);
	const submission = parseWithZod(formData, { schema: discountRequestSchema(figures) });
	if (submission.status !== "success") return rejected({ result: submission.reply(), refused: false });
	const outcome = requestDiscount({ user, estimate, values: submission.value, onceKey });
	if (!outcome.ok) return rejected({ result: undefined, refused: true }, 409);
	return redirect(outcome.redirectTo, 303);
}

export default function EstimateDiscount() {
	const { t } = useTranslation();
	const loaderData = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const busy = useNavigation().state !== "idle";
	const { figures, shown } = loaderData;
	const [form, fields] = useForm<
		z.input<ReturnType<typeof discountRequestSchema>>,
		z.output<ReturnType<typeof discountRequestSchema>>
	>({
		id: "discount-form",
		lastResult: actionData?.result,
		// validated by the action only (no zod in the browser); the constraint keeps the HTML checks
		constraint: loaderData.constraint,
	});
	const open = loaderData.askable && figures !== null && !actionData?.refused;
	const back = (
		<Link to={`/mypage/estimate/${loaderData.id}`} data-testid="discount-back">
			{t("discount.back")}
		</Link>
	);
	return (
		<Page titleKey="discount.title" lead={t("discount.intro")} actions={back}>
			<div className="split">
				<aside className="aside">
					<section className="card" aria-labelledby="discount-quote-heading">
						<div className="card-header">
							<h2 id="discount-quote-heading">
								<span data-testid="estimate-number">{loaderData.number}</span>
							</h2>
						</div>
						<div className="card-body">
							<dl className="facts" data-testid="discount-quote">
								<dt>{t("discount.route")}</dt>
								<dd>{loaderData.route}</dd>
								<dt>{t("discount.statusLabel")}</dt>
								<dd data-testid="estimate-status" data-status={loaderData.status}>
									<StatusBadge kind="estimate" status={loaderData.status} />
								</dd>
								{loaderData.total ? (
									<>
										<dt>{t("discount.total")}</dt>
										<dd data-testid="estimate-total">{loaderData.total}</dd>
									</>
								) : null}
								{shown ? (
									<>
										<dt>{t("discount.currentFreight")}</dt>
										<dd data-testid="current-freight">{shown.freight}</dd>
										{figures && figures.trucking > 0 ? (
											<>
												<dt>{t("discount.currentTrucking")}</dt>
												<dd data-testid="current-trucking">{shown.trucking}</dd>
											</>
										) : null}
									</>
								) : null}
							</dl>
						</div>
					</section>
				</aside>
				{!open ? (
					<p className="alert alert-warning" role="alert" data-testid="discount-refused">
						{figures
							? t("discount.refused.notInConfirm", { status: t(`estimate.status.${loaderData.status}`) })
							: t("discount.refused.notNegotiable")}
					</p>
				) : (
					<Form method="post" {...getFormProps(form)} className="card" aria-labelledby="discount-form-heading">
						<div className="card-header">
							<h2 id="discount-form-heading">{t("discount.title")}</h2>
						</div>
						<div className="card-body stack">
							<input type="hidden" name="onceKey" value={loaderData.onceKey} />
							<Field
								label={t("discount.targetFreight")}
								meta={fields.targetFreight}
								hint={t("discount.freightHint", { currency: figures?.currency })}
								inputProps={{ inputMode: "decimal" }}
							/>
							{figures && figures.trucking > 0 ? (
								<Field
									label={t("discount.targetTrucking")}
									meta={fields.targetTrucking}
									hint={t("discount.truckingHint")}
									inputProps={{ inputMode: "numeric" }}
								/>
							) : (
								<p className="muted">{t("discount.noTrucking")}</p>
							)}
							<Field
								label={t("discount.monthlyVolume")}
								meta={fields.monthlyVolume}
								hint={t("discount.monthlyVolumeHint")}
								inputProps={{ inputMode: "numeric", maxLength: 10 }}
							/>
							<div className="field" data-invalid={fields.comment.errors?.length ? "" : undefined}>
								<label htmlFor={fields.comment.id}>{t("discount.comment")}</label>
								<textarea {...getTextareaProps(fields.comment)} maxLength={500} rows={4} />
								<ErrorList id={fields.comment.errorId} errors={fields.comment.errors} />
							</div>
							<ErrorList id={form.errorId} errors={form.errors} />
						</div>
						<div className="card-footer">
							<button type="submit" className="button" disabled={busy}>
								{t("discount.submit")}
							</button>
						</div>
					</Form>
				)}
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
