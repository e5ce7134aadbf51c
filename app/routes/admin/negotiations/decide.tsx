// One discount request for staff: what the customer asked, the current quote, the agreed prices
// (prefilled with the customer's targets) and a comment; Approve re-prices the quote with the agreed
// prices as targets (confirm_nego), Deny keeps it (deny_nego). Staff only, in loader and action; a
// one-time key makes a double click one decision, and a decided request is refused with a message.
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/decide";
import { requireRole } from "#app/auth/guard.server.ts";
import { ErrorList, Field } from "#app/components/forms.tsx";
import { formatMoney, formatNumber } from "#app/i18n/format.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { chargeNameKey } from "#app/pricing/glossary.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import {
	DECISION_PURPOSE,
	type Refusal,
	decideNegotiation,
	figuresOf,
	latestNegotiation,
} from "#app/quotes/negotiation.server.ts";
import { askedChange, decisionSchema, formatMajor } from "#app/quotes/negotiation.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { notFound, rejected } from "#app/utils/replies.server.ts";
import { formConstraint } from "#app/utils/form-constraint.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";
import { isAwaitingDiscountDecision } from "#app/lifecycle/lifecycle.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const estimate = getEstimateFor(user, params.id);
	const negotiation = latestNegotiation(estimate.id);
	const figures = figuresOf(estimate);
	if (!negotiation || !figures) throw notFound();
	const locale = localeFromContext(context);
	const money = (amount: number, currency: "KRW" | "USD" | "VND") => formatMoney({ amount, currency }, locale);
	return {
		id: estimate.id,
		number: estimate.number,
		route: routeLabel(estimate.origin, estimate.destination, locale),
		carrier: estimate.carrier,
		status: estimate.status,
		open: isAwaitingDiscountDecision(estimate.status) && negotiation.status === "in_nego",
		figures: { currency: figures.currency, freight: figures.freight, trucking: figures.trucking },
		asked: {
			...askedChange(negotiation, money),
			volume: negotiation.monthlyVolume,
			comment: negotiation.comment,
		},
		prefill: {
			agreedFreight: formatMajor(negotiation.targetFreight, negotiation.currency),
			agreedTrucking: negotiation.currentTrucking > 0 ? formatMajor(negotiation.targetTrucking, "KRW") : "",
		},
		lines: (estimate.option?.lines ?? []).map((l, i) => ({
			key: `${l.code}-${l.containerCode ?? ""}-${i}`,
			code: l.code,
			containerCode: l.containerCode ?? null,
			quantity: formatNumber(l.quantity, locale, 3),
			// the quantity's unit (containers, R/T, kg, B/L, trips): a bare "2" or "3.5" says nothing
			basis: l.basis,
			amount: money(l.amount, l.currency),
		})),
		total: `${money(estimate.totalKrw ?? 0, "KRW")} (${money(estimate.totalUsd ?? 0, "USD")})`,
		onceKey: newOnceKey(),
		constraint: formConstraint(decisionSchema(figures)),
	};
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	const estimate = getEstimateFor(user, params.id);
	const formData = await request.formData();
	const onceKey = freshOnceKey(formData, DECISION_PURPOSE);
	const figures = figuresOf(estimate);
	if (!figures) throw notFound();
	const submission = parseWithZod(formData, { schema: decisionSchema(figures) });
	if (submission.status !== "success") return rejected({ result: submission.reply(), refused: null });
	const outcome = await decideNegotiation({
		user,
		estimate,
		values: submission.value,
		onceKey,
		origin: linkOrigin(request),
	});
	if (!outcome.ok) return rejected({ result: submission.reply(), refused: outcome.reason as Refusal }, 409);
	return redirect(outcome.redirectTo, 303);
}

export default function DecideNegotiation() {
	const { t } = useTranslation();
	const d = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const busy = useNavigation().state !== "idle";
	const [form, fields] = useForm<
		z.input<ReturnType<typeof decisionSchema>>,
		z.output<ReturnType<typeof decisionSchema>>
	>({
		id: "decide-form",
		lastResult: actionData?.result,
		defaultValue: { ...d.prefill, comment: "" },
		// validated by the action only (no zod in the browser); the constraint keeps the HTML checks
		constraint: d.constraint,
	});
	const refused = actionData?.refused ?? (d.open ? null : "alreadyDecided");
	return (
		<Page titleKey="desk.decide.title">
			{refused ? (
				<p className="notice" role="alert" data-testid="decide-refused">
					{t(`desk.refused.${refused}`)}
				</p>
			) : null}
			<h2>{t("desk.decide.request")}</h2>
			<dl className="facts">
				<dt>{t("desk.negotiations.number")}</dt>
				<dd>{d.number}</dd>
				<dt>{t("desk.negotiations.route")}</dt>
				<dd>
					{d.route} {d.carrier ? `· ${d.carrier}` : ""}
				</dd>
				<dt>{t("desk.negotiations.freight")}</dt>
				<dd data-testid="asked-freight">{d.asked.freight}</dd>
				{d.asked.trucking ? (
					<>
						<dt>{t("desk.negotiations.trucking")}</dt>
						<dd data-testid="asked-trucking">{d.asked.trucking}</dd>
					</>
				) : null}
				<dt>{t("desk.negotiations.volume")}</dt>
				<dd>{d.asked.volume}</dd>
				{d.asked.comment ? (
					<>
						<dt>{t("desk.negotiations.customerComment")}</dt>
						<dd>{d.asked.comment}</dd>
					</>
				) : null}
			</dl>
			<h2>{t("desk.decide.option")}</h2>
			<table className="data-table">
				<thead>
					<tr>
						<th scope="col">{t("desk.decide.line")}</th>
						<th scope="col">{t("desk.price.quantity")}</th>
						<th scope="col">{t("desk.decide.amount")}</th>
					</tr>
				</thead>
				<tbody>
					{d.lines.map((l) => (
						<tr key={l.key}>
							<td>
								{t(chargeNameKey(l.code))} {l.containerCode ? `(${l.containerCode})` : ""}
							</td>
							<td>{t(`pricing.quantityUnits.${l.basis}`, { n: l.quantity })}</td>
							<td>{l.amount}</td>
						</tr>
					))}
				</tbody>
			</table>
			<p>
				{t("desk.decide.total")}: <strong data-testid="decide-total">{d.total}</strong>
			</p>
			{d.open ? (
				<Form method="post" {...getFormProps(form)} className="stack-form">
					<input type="hidden" name="onceKey" value={d.onceKey} />
					<Field
						label={t("desk.decide.agreedFreight", { currency: d.figures.currency })}
						meta={fields.agreedFreight}
						inputProps={{ inputMode: "decimal" }}
					/>
					{d.figures.trucking > 0 ? (
						<Field
							label={t("desk.decide.agreedTrucking")}
							meta={fields.agreedTrucking}
							inputProps={{ inputMode: "numeric" }}
						/>
					) : null}
					<div className="field" data-invalid={fields.comment.errors?.length ? "" : undefined}>
						<label htmlFor={fields.comment.id}>{t("desk.decide.comment")}</label>
						<textarea {...getTextareaProps(fields.comment)} maxLength={500} rows={3} />
						<ErrorList id={fields.comment.errorId} errors={fields.comment.errors} />
					</div>
					<ErrorList id={form.errorId} errors={form.errors} />
					<div className="form-actions">
						<button type="submit" name="decision" value="approve" className="button" disabled={busy}>
							{t("desk.decide.approve")}
						</button>
						<button
							type="submit"
							name="decision"
							value="deny"
							className="button button-ghost"
							disabled={busy}
							formNoValidate
						>
							{t("desk.decide.deny")}
						</button>
					</div>
				</Form>
			) : null}
			<p>
				<Link to="/admin/negotiations">{t("desk.decide.back")}</Link>
			</p>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
