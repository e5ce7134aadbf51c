// The booking-info page (spec section 2; issue 5 item 7): the quote's summary, the booking form
// (planned cargo-ready date, incoterms, clearance and insurance wanted, coupons, pre-booking,
// comment) and, from the estimate page, the cancellation of a booking. Customers book their own
// company's estimates; staff may cancel but never book (403 on the form). Every number shown here
// comes from the server's coupon and pre-booking rules.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/estimate-booking";
import { requireVerifiedPhone } from "#app/accounts/ordering.server.ts";
import { requireUser } from "#app/auth/guard.server.ts";
import { ErrorList, IntentInput } from "#app/components/forms.tsx";
import { formatDate, formatMoney } from "#app/i18n/format.ts";
import { DEFAULT_LOCALE, localeFromAny } from "#app/i18n/locales.ts";
import { couponDiscount } from "#app/pricing/coupons.ts";
import { prebookingDiscount } from "#app/pricing/prebooking.ts";
import { INCOTERMS } from "#app/pricing/request.ts";
import { seoulToday } from "#app/pricing/dates.ts";
import { type BookingCouponRefusal, BOOKING_COMMENT_MAX, bookingSchema, couponRefusalKey, firstPrebookingDate } from "#app/quotes/booking.ts";
import { book, cancelBooking } from "#app/quotes/booking.server.ts";
import { usableCoupons } from "#app/quotes/coupons.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { BOOKABLE } from "#app/quotes/lifecycle.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/utils/litefs.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { isStaff } from "#db/roles.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	// booking is the customer's act; staff reach a booking only to cancel it
	if (isStaff(user.role) || !user.companyId) throw data({ reason: "forbidden" }, { status: 403 });
	const estimate = getEstimateFor(user, params.id);
	requireVerifiedPhone(user);
	const now = new Date();
	const today = seoulToday(now);
	const total = estimate.totalKrw ?? 0;
	const prebookingFrom = firstPrebookingDate(today);
	return {
		estimate: {
			id: estimate.id,
			number: estimate.number,
			origin: estimate.origin,
			destination: estimate.destination,
			mode: estimate.mode,
			direction: estimate.direction,
			carrier: estimate.carrier,
			transitDays: estimate.transitDays,
			validUntil: estimate.validUntil,
			readyDate: estimate.readyDate,
			commodity: estimate.commodity,
			incoterms: estimate.incoterms,
			totalKrw: estimate.totalKrw,
			totalUsd: estimate.totalUsd,
		},
		bookable: BOOKABLE.includes(estimate.status) && estimate.totalKrw !== null,
		coupons: usableCoupons(user.id, now).map(({ listed, userCoupon }) => ({
			id: listed.id,
			number: listed.number,
			name: listed.name,
			description: listed.description,
			kind: listed.kind,
			expireTime: listed.expireTime.getTime(),
			// what this coupon alone takes off this quote (0: below its threshold)
			discount: couponDiscount(userCoupon.coupon, total),
		})),
		today,
		prebooking: { from: prebookingFrom, discount: prebookingDiscount(prebookingFrom, today, total) },
		onceKey: newOnceKey(),
	};
}

type Refusal = { number: string | null; reason: BookingCouponRefusal };

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireUser(request, context);
	await ensurePrimary();
	const formData = await request.formData();
	const intent = formData.get("intent");

	if (intent === "cancel") {
		// the customer of the company or staff (getEstimateFor: 404 for anyone else)
		const outcome = cancelBooking(user, params.id);
		return redirect(`/mypage/estimate/${params.id}?cancelled=${outcome.ok ? 1 : 0}`, 303);
	}
	if (intent !== "book") throw data({ reason: "badRequest" }, { status: 400 });

	if (isStaff(user.role) || !user.companyId) throw data({ reason: "forbidden" }, { status: 403 });
	getEstimateFor(user, params.id);
	requireVerifiedPhone(user);
	const now = new Date();
	const submission = parseWithZod(formData, { schema: bookingSchema(seoulToday(now)) });
	if (submission.status !== "success") return data({ result: submission.reply(), refusals: [] as Refusal[] }, { status: 400 });
	const onceKey = formData.get("onceKey");
	if (typeof onceKey !== "string" || onceKey.length < 16 || onceKey.length > 64) throw data({ reason: "badRequest" }, { status: 400 });

	const outcome = book(user, params.id, { ...submission.value, onceKey }, now);
	if (outcome.ok) return redirect(outcome.path, 303);
	switch (outcome.reason) {
		case "requoted":
			return data({ result: submission.reply({ formErrors: ["booking.errors.requoted"] }), refusals: [] as Refusal[] }, { status: 409 });
		case "not_bookable":
			return data({ result: submission.reply({ formErrors: ["booking.errors.notBookable"] }), refusals: [] as Refusal[] }, { status: 409 });
		case "coupons":
			return data(
				{
					result: submission.reply({ fieldErrors: { coupons: ["booking.errors.couponsRefused"] } }),
					refusals: outcome.refusals.map((r) => ({ number: r.number, reason: r.reason })),
				},
				{ status: 400 },
			);
	}
}

export default function EstimateBooking() {
	const { t, i18n } = useTranslation();
	const locale = localeFromAny(i18n.language) ?? DEFAULT_LOCALE;
	const { estimate, bookable, coupons, today, prebooking, onceKey } = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const navigation = useNavigation();
	const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
	const schema = bookingSchema(today);
	const [form, fields] = useForm({
		id: "booking-form",
		lastResult: actionData?.result,
		defaultValue: { incoterms: estimate.incoterms ?? "" },
		constraint: getZodConstraint(schema),
		onValidate: ({ formData }) => parseWithZod(formData, { schema }),
		shouldValidate: "onBlur",
		shouldRevalidate: "onInput",
	});
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	const chosen = ([] as unknown[]).concat(fields.coupons.initialValue ?? []);
	const refusals = actionData?.refusals ?? [];

	return (
		<Page titleKey="booking.title">
			<p>
				<Link to={`/mypage/estimate/${estimate.id}`}>{t("booking.backToQuote")}</Link>
			</p>
			<section className="info-section" aria-labelledby="booking-quote">
				<h2 id="booking-quote">{t("booking.quote")}</h2>
				<dl className="facts">
					<dt>{t("booking.number")}</dt>
					<dd data-testid="booking-number">{estimate.number}</dd>
					<dt>{t("booking.route")}</dt>
					<dd>
						{estimate.origin} → {estimate.destination}
					</dd>
					<dt>{t("booking.mode")}</dt>
					<dd>
						{t(`pricing.modes.${estimate.mode}`)} · {t(`pricing.directions.${estimate.direction}`)}
					</dd>
					{estimate.carrier ? (
						<>
							<dt>{t("booking.carrier")}</dt>
							<dd>
								{estimate.carrier}
								{estimate.transitDays !== null ? ` · ${t("booking.transitDays", { count: estimate.transitDays })}` : null}
							</dd>
						</>
					) : null}
					<dt>{t("booking.readyDate")}</dt>
					<dd>{estimate.readyDate}</dd>
					{estimate.validUntil ? (
						<>
							<dt>{t("booking.validUntil")}</dt>
							<dd>{estimate.validUntil}</dd>
						</>
					) : null}
					{estimate.totalKrw !== null ? (
						<>
							<dt>{t("booking.total")}</dt>
							<dd data-testid="booking-total">
								{krw(estimate.totalKrw)}
								{estimate.totalUsd !== null ? ` (${formatMoney({ amount: estimate.totalUsd, currency: "USD" }, locale)})` : null}
							</dd>
						</>
					) : null}
				</dl>
			</section>

			{bookable ? null : (
				<p className="notice notice-warning" role="status" data-testid="not-bookable">
					{t("booking.notBookable")}
				</p>
			)}

			{bookable ? (
				<Form method="post" {...getFormProps(form)} className="stack-form" aria-labelledby="booking-heading">
					<h2 id="booking-heading">{t("booking.form")}</h2>
					<IntentInput value="book" />
					<input type="hidden" name="onceKey" value={onceKey} />
					<div className="field" data-invalid={fields.shipDate.errors?.length ? "" : undefined}>
						<label htmlFor={fields.shipDate.id}>{t("booking.field.shipDate")}</label>
						<input {...getInputProps(fields.shipDate, { type: "date" })} key={fields.shipDate.key} min={today} />
						<p className="field-hint">{t("booking.hint.shipDate")}</p>
						<ErrorList id={fields.shipDate.errorId} errors={fields.shipDate.errors} />
					</div>
					<div className="field" data-invalid={fields.incoterms.errors?.length ? "" : undefined}>
						<label htmlFor={fields.incoterms.id}>{t("booking.field.incoterms")}</label>
						<select {...getSelectProps(fields.incoterms)} key={fields.incoterms.key}>
							<option value="">{t("booking.incotermsNone")}</option>
							{INCOTERMS.map((code) => (
								<option key={code} value={code}>
									{code}
								</option>
							))}
						</select>
						<ErrorList id={fields.incoterms.errorId} errors={fields.incoterms.errors} />
					</div>
					<div className="field field-inline">
						<label>
							<input {...getInputProps(fields.wantsClearance, { type: "checkbox" })} key={fields.wantsClearance.key} /> {t("booking.field.wantsClearance")}
						</label>
					</div>
					<div className="field field-inline">
						<label>
							<input {...getInputProps(fields.wantsInsurance, { type: "checkbox" })} key={fields.wantsInsurance.key} /> {t("booking.field.wantsInsurance")}
						</label>
					</div>

					<fieldset className="field" aria-describedby="coupon-rule" data-invalid={fields.coupons.errors?.length ? "" : undefined}>
						<legend>{t("booking.field.coupons")}</legend>
						<p id="coupon-rule" className="field-hint">
							{t("booking.hint.coupons")}
						</p>
						{coupons.length === 0 ? <p className="muted">{t("booking.noCoupons")}</p> : null}
						<ul className="branch-list" data-testid="booking-coupons">
							{coupons.map((c) => (
								<li key={c.id}>
									<label>
										<input type="checkbox" name={fields.coupons.name} value={c.id} defaultChecked={chosen.includes(c.id)} data-testid={`coupon-${c.number}`} />{" "}
										<strong>{c.name}</strong> <span className="muted">{c.number}</span>{" "}
										{c.discount > 0 ? (
											<span data-testid="coupon-discount">{t("booking.couponGives", { amount: krw(c.discount) })}</span>
										) : (
											<span className="muted">{t("booking.couponBelowThreshold")}</span>
										)}
									</label>
									<p className="field-hint">
										{c.description ? `${c.description} · ` : null}
										{t("booking.couponExpires", { date: formatDate(c.expireTime, locale) })}
									</p>
								</li>
							))}
						</ul>
						<ErrorList id={fields.coupons.errorId} errors={fields.coupons.errors} />
						{refusals.length > 0 ? (
							<ul className="field-errors" role="alert" data-testid="coupon-refusals">
								{refusals.map((r, i) => (
									<li key={`${r.number ?? "?"}-${i}`}>
										{r.number ? `${r.number}: ` : null}
										{t(couponRefusalKey(r.reason))}
									</li>
								))}
							</ul>
						) : null}
					</fieldset>

					<div className="field field-inline">
						<label>
							<input {...getInputProps(fields.prebooking, { type: "checkbox" })} key={fields.prebooking.key} /> {t("booking.field.prebooking")}
						</label>
						<p className="field-hint" data-testid="prebooking-hint">
							{t("booking.hint.prebooking", { date: prebooking.from, amount: krw(prebooking.discount) })}
						</p>
					</div>

					<div className="field" data-invalid={fields.comment.errors?.length ? "" : undefined}>
						<label htmlFor={fields.comment.id}>{t("booking.field.comment")}</label>
						<textarea {...getTextareaProps(fields.comment)} key={fields.comment.key} maxLength={BOOKING_COMMENT_MAX} rows={4} />
						<ErrorList id={fields.comment.errorId} errors={fields.comment.errors} />
					</div>

					<ErrorList id={form.errorId} errors={form.errors} />
					<button type="submit" className="button" disabled={busy}>
						{t("booking.submit")}
					</button>
				</Form>
			) : (
				<ErrorList errors={form.errors} />
			)}
		</Page>
	);
}
