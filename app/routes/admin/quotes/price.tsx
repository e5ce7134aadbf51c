// The price entry form of a manual quote: several price lines (charge code, group, basis, quantity,
// unit price, currency) plus carrier, routing, transit days and validity. "Add a line" is a real
// submit button (Conform's insert intent), so without JavaScript the server re-renders the form with
// one more row. Saving builds the option with the engine's money rules, moves the estimate to
// in_confirm and mails the customer; staff only, in loader and action, with a one-time key.
import { routeLabel } from "#app/places/places.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { type FieldMetadata, getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { z } from "zod";
import type { Route } from "./+types/price";
import { requireRole } from "#app/auth/guard.server.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { isAwaitingPrice } from "#app/lifecycle/lifecycle.ts";
import { ErrorList, Field } from "#app/components/forms.tsx";
import { CHARGE_CODES, ROUTINGS, SIDES } from "#app/pricing/codes.ts";
import { CURRENCIES } from "#app/pricing/money.ts";
import { basisKey, chargeNameKey, glossaryGroupKey } from "#app/pricing/glossary.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { askedOf, cargoFacts } from "#app/quotes/cargo-facts.ts";
import { MANUAL_BASES, type ManualBasis, manualQuoteSchema } from "#app/quotes/manual-option.ts";
import { MANUAL_PURPOSE, priceManually } from "#app/quotes/manual-quote.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { rejected } from "#app/utils/replies.server.ts";
import { formConstraint } from "#app/utils/form-constraint.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { STAFF_ROLES } from "#db/roles.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const estimate = getEstimateFor(user, params.id);
	const r = estimate.request;
	// the desk works on Seoul's calendar: between 00:00 and 09:00 there the UTC date is yesterday
	const today = seoulToday();
	return {
		id: estimate.id,
		number: estimate.number,
		route: routeLabel(estimate.origin, estimate.destination, localeFromContext(context)),
		mode: estimate.mode,
		direction: estimate.direction,
		readyDate: estimate.readyDate,
		// the boxes (an out-of-gauge tank says so) and a door abroad, as asked (decisions 056, 057)
		asked: askedOf(r),
		open: isAwaitingPrice(estimate.status),
		today,
		onceKey: newOnceKey(),
		constraint: formConstraint(manualQuoteSchema(today)),
		bases: MANUAL_BASES,
	};
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	const estimate = getEstimateFor(user, params.id);
	const formData = await request.formData();
	const onceKey = freshOnceKey(formData, MANUAL_PURPOSE);
	const submission = parseWithZod(formData, { schema: manualQuoteSchema(seoulToday()) });
	// "add a line" (an intent, not a submission): the same values back with one more row, status 200
	if (submission.status !== "success") {
		const answer = { result: submission.reply(), refused: false };
		return submission.status === "error" ? rejected(answer) : answer;
	}
	const outcome = await priceManually({
		user,
		estimate,
		quote: submission.value,
		onceKey,
		origin: linkOrigin(request),
	});
	if (!outcome.ok) return rejected({ result: submission.reply(), refused: true }, 409);
	return redirect(outcome.redirectTo, 303);
}

const BLANK_LINE = {
	code: "ofr",
	group: "freight",
	basis: "per_container",
	quantity: "",
	unitPrice: "",
	currency: "USD",
};

function Select({
	meta,
	label,
	options,
	labelOf,
}: {
	meta: FieldMetadata<string>;
	label: string;
	options: readonly string[];
	labelOf: (v: string) => string;
}) {
	const { key, ...props } = getSelectProps(meta);
	return (
		<div className="field" data-invalid={meta.errors?.length ? "" : undefined}>
			<label htmlFor={meta.id}>{label}</label>
			<select key={key} {...props}>
				{options.map((o) => (
					<option key={o} value={o}>
						{labelOf(o)}
					</option>
				))}
			</select>
			<ErrorList id={meta.errorId} errors={meta.errors} />
		</div>
	);
}

export default function PriceManualQuote() {
	const { t } = useTranslation();
	const d = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const busy = useNavigation().state !== "idle";
	const [form, fields] = useForm<
		z.input<ReturnType<typeof manualQuoteSchema>>,
		z.output<ReturnType<typeof manualQuoteSchema>>
	>({
		id: "price-form",
		lastResult: actionData?.result,
		defaultValue: { lines: [BLANK_LINE], carrier: "", routing: "direct", transitDays: "", validUntil: "" },
		// validated by the action only (no zod in the browser); the constraint keeps the HTML checks
		constraint: d.constraint,
	});
	const lines = fields.lines.getFieldList();
	const asked = cargoFacts(d.asked, d.direction, t);
	return (
		<Page titleKey="desk.price.title">
			<dl className="facts">
				<dt>{t("desk.negotiations.number")}</dt>
				<dd>{d.number}</dd>
				<dt>{t("desk.negotiations.route")}</dt>
				<dd>
					{d.route} ({d.mode.toUpperCase()}, {t(`desk.quotes.${d.direction}`)})
				</dd>
				<dt>{t("desk.quotes.readyDate")}</dt>
				<dd>{d.readyDate}</dd>
				<dt>{t("desk.price.cargo")}</dt>
				<dd data-testid="price-cargo">{asked.cargo}</dd>
				{asked.foreignTrucking ? (
					<>
						<dt>{t("pricing.cargo.foreignTruckingLabel")}</dt>
						<dd data-testid="price-foreign-trucking">{asked.foreignTrucking}</dd>
					</>
				) : null}
			</dl>
			{!d.open || actionData?.refused ? (
				<p className="notice" role="alert" data-testid="price-refused">
					{t("desk.refused.notInRequest")}
				</p>
			) : (
				<Form method="post" {...getFormProps(form)} className="stack-form">
					<input type="hidden" name="onceKey" value={d.onceKey} />
					<fieldset>
						<legend>{t("desk.price.lines")}</legend>
						{lines.map((line, i) => {
							const f = line.getFieldset();
							return (
								<div key={line.key ?? String(i)} className="line-row" data-testid={`line-${i}`}>
									<Select
										meta={f.code as FieldMetadata<string>}
										label={t("desk.price.code")}
										options={CHARGE_CODES}
										labelOf={(c) => `${c} · ${t(chargeNameKey(c as (typeof CHARGE_CODES)[number]))}`}
									/>
									<Select
										meta={f.group as FieldMetadata<string>}
										label={t("desk.price.group")}
										options={SIDES}
										labelOf={(g) => t(glossaryGroupKey(g as (typeof SIDES)[number]))}
									/>
									<Select
										meta={f.basis as FieldMetadata<string>}
										label={t("desk.price.basis")}
										options={d.bases}
										labelOf={(b) => t(basisKey(b as ManualBasis))}
									/>
									<Field
										label={t("desk.price.quantity")}
										meta={f.quantity as FieldMetadata<string>}
										inputProps={{ inputMode: "decimal" }}
									/>
									<Field
										label={t("desk.price.unitPrice")}
										meta={f.unitPrice as FieldMetadata<string>}
										inputProps={{ inputMode: "decimal" }}
									/>
									<Select
										meta={f.currency as FieldMetadata<string>}
										label={t("desk.price.currency")}
										options={CURRENCIES}
										labelOf={(c) => c}
									/>
								</div>
							);
						})}
						<ErrorList id={fields.lines.errorId} errors={fields.lines.errors} />
						<button
							className="button button-ghost"
							{...form.insert.getButtonProps({ name: fields.lines.name, defaultValue: BLANK_LINE })}
							formNoValidate
						>
							{t("desk.price.addLine")}
						</button>
					</fieldset>
					<Field label={t("desk.price.carrier")} meta={fields.carrier} />
					<Select
						meta={fields.routing as FieldMetadata<string>}
						label={t("desk.price.routing")}
						options={ROUTINGS}
						labelOf={(r) => t(`desk.price.${r}`)}
					/>
					<Field label={t("desk.price.transitDays")} meta={fields.transitDays} inputProps={{ inputMode: "numeric" }} />
					<div className="field" data-invalid={fields.validUntil.errors?.length ? "" : undefined}>
						<label htmlFor={fields.validUntil.id}>{t("desk.price.validUntil")}</label>
						<input {...getInputProps(fields.validUntil, { type: "date" })} min={d.today} key={fields.validUntil.key} />
						<ErrorList id={fields.validUntil.errorId} errors={fields.validUntil.errors} />
					</div>
					<ErrorList id={form.errorId} errors={form.errors} />
					<button type="submit" className="button" disabled={busy}>
						{t("desk.price.submit")}
					</button>
				</Form>
			)}
			<p>
				<Link to="/admin/quotes">{t("desk.decide.back")}</Link>
			</p>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
