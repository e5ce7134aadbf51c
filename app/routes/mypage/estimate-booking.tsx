// The booking-info page (spec section 2; decision 009): the quote's summary with who pays which charge
// groups, and the booking form (planned cargo-ready date, Incoterm, the parties, the pick-up address
// when trucking applies, HS code, packages, marks and description, clearance and insurance wanted,
// coupons, pre-booking, comment). Customers book their own company's estimates; staff never book (403).
// Every number shown comes from the server: the totals for each Incoterm are re-priced there
// (booking.ts incotermChoices, shaped by booking-view.server.ts), the page only picks one to show.
// The confirming step of a cancellation is its own screen, estimate-cancel.tsx; the addresses it had
// here (`?cancel=1`, and cancel posts) answer with a 308 to it (decision 060).
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/estimate-booking";
import { requireVerifiedPhone } from "#app/accounts/ordering.server.ts";
import { requireCustomer, requireUser } from "#app/auth/guard.server.ts";
import { ErrorList, IntentInput } from "#app/components/forms.tsx";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { formatCalendarDate, formatDate, formatMoney } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { transportOf } from "#app/pricing/incoterms-by-mode.ts";
import { bookingSchema, hasTrucking } from "#app/quotes/booking.ts";
import {
	type BookingCouponRefusal,
	BOOKING_COMMENT_MAX,
	CARGO_DESCRIPTION_MAX,
	MARKS_MAX,
	PACKAGE_KINDS,
	PACKAGE_KIND_MAX,
	PARTY_ADDRESS_MAX,
	cancelConfirmPath,
	couponRefusalKey,
} from "#app/quotes/booking-fields.ts";
import { BOOKING_ONCE_PURPOSE, bookAndTell } from "#app/quotes/booking.server.ts";
import { bookingView } from "#app/quotes/booking-view.server.ts";
import { PartyFields, TextField } from "#app/quotes/components/booking-form-fields.tsx";
import { IncotermSplitTable } from "#app/quotes/components/incoterm-split.tsx";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { badRequest, rejected } from "#app/utils/replies.server.ts";
import { withFailureMessage } from "#app/observability/failures.server.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

/** The cancelling step moved to its own page: the old address and its posts go there, method kept. */
const movedToCancel = (id: string) => redirect(cancelConfirmPath(id), 308);

export async function loader({ request, context, params }: Route.LoaderArgs) {
	await requireUser(request, context);
	if (new URL(request.url).searchParams.get("cancel") === "1") throw movedToCancel(params.id);
	// booking is the customer's act: staff and partners get 403 here (they cancel on the cancel page)
	const customer = await requireCustomer(request, context);
	const estimate = getEstimateFor(customer, params.id);
	requireVerifiedPhone(customer);
	return { ...bookingView(customer, estimate, localeFromContext(context)), onceKey: newOnceKey() };
}

type Refusal = { number: string | null; reason: BookingCouponRefusal };
type Repriced = { incoterms: string | null; totalKrw: number; totalUsd: number; beforeKrw: number | null };

export async function action({ request, context, params }: Route.ActionArgs) {
	await requireUser(request, context);
	await ensurePrimary();
	const formData = await request.formData();
	const intent = formData.get("intent");
	// a cancel form rendered before the cancel step had its own page
	if (intent === "cancel") return movedToCancel(params.id);
	if (intent !== "book") throw badRequest();

	const customer = await requireCustomer(request, context);
	const estimate = getEstimateFor(customer, params.id);
	requireVerifiedPhone(customer);
	// a form that already booked (double click, back-and-resend) goes where the first went
	const onceKey = freshOnceKey(formData, BOOKING_ONCE_PURPOSE);
	const now = new Date();
	const submission = parseWithZod(formData, {
		schema: bookingSchema(seoulToday(now), {
			trucking: hasTrucking(estimate),
			transport: transportOf(estimate.mode),
			validUntil: estimate.validUntil,
		}),
	});
	const fail = (
		status: 400 | 409,
		result: ReturnType<typeof submission.reply>,
		extra: { refusals?: Refusal[]; repriced?: Repriced } = {},
	) => rejected({ result, refusals: extra.refusals ?? ([] as Refusal[]), repriced: extra.repriced ?? null }, status);
	if (submission.status !== "success") return fail(400, submission.reply());

	// spec section 8's "booking registration error" for a failure we did not foresee, on this form
	const outcome = await withFailureMessage(
		"booking",
		() => bookAndTell(customer, params.id, { ...submission.value, onceKey }, linkOrigin(request), now),
		() => null,
	);
	if (outcome === null)
		return data(
			{
				result: submission.reply({ formErrors: ["booking.errors.registrationFailed"] }),
				refusals: [] as Refusal[],
				repriced: null as Repriced | null,
			},
			{ status: 500 },
		);
	if (outcome.ok) return redirect(outcome.path, 303);
	switch (outcome.reason) {
		case "repriced":
			// nothing stored: the page shows the new total, and sending the form again books at it
			return fail(409, submission.reply(), {
				repriced: {
					incoterms: submission.value.incoterms ?? null,
					totalKrw: outcome.totalKrw,
					totalUsd: outcome.totalUsd,
					beforeKrw: estimate.totalKrw,
				},
			});
		case "requoted":
			return fail(409, submission.reply({ formErrors: ["booking.errors.requoted"] }));
		case "not_bookable":
			return fail(409, submission.reply({ formErrors: ["booking.errors.notBookable"] }));
		case "coupons":
			return fail(400, submission.reply({ fieldErrors: { coupons: ["booking.errors.couponsRefused"] } }), {
				refusals: outcome.refusals.map((r) => ({ number: r.number, reason: r.reason })),
			});
	}
}

export default function EstimateBooking() {
	const page = useLoaderData<typeof loader>();
	const { t } = useTranslation();
	const locale = useLocale();
	const {
		estimate,
		bookable,
		coupons,
		today,
		prebooking,
		onceKey,
		choices,
		groupAmounts,
		prefill,
		trucking,
		constraint,
	} = page;
	const actionData = useActionData<typeof action>();
	const navigation = useNavigation();
	const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
	const [form, fields] = useForm<z.input<ReturnType<typeof bookingSchema>>, z.output<ReturnType<typeof bookingSchema>>>(
		{
			id: "booking-form",
			lastResult: actionData?.result,
			defaultValue: {
				incoterms: estimate.incoterms ?? "",
				// the quote's cargo-ready date carried forward, when the form may take it
				shipDate:
					estimate.readyDate >= today && (!estimate.validUntil || estimate.readyDate <= estimate.validUntil)
						? estimate.readyDate
						: undefined,
				notifySame: "on",
				shipperName: prefill.shipper?.name,
				shipperAddress: prefill.shipper?.address,
				shipperContact: prefill.shipper?.contact,
				consigneeName: prefill.consignee?.name,
				consigneeAddress: prefill.consignee?.address,
				consigneeContact: prefill.consignee?.contact,
			},
			// validated by the action only (no zod in the browser); the constraint keeps the HTML checks
			constraint,
		},
	);
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	const chosenCoupons = ([] as unknown[]).concat(fields.coupons.initialValue ?? []);
	const refusals = actionData?.refusals ?? [];
	const repriced = actionData?.repriced ?? null;

	// the Incoterm on the select: after a post, the one posted; it picks which server-priced total shows
	const initialIncoterm =
		typeof fields.incoterms.initialValue === "string" ? fields.incoterms.initialValue : (estimate.incoterms ?? "");
	const [incoterm, setIncoterm] = useState(initialIncoterm);
	useEffect(() => setIncoterm(initialIncoterm), [initialIncoterm]);
	const choice =
		choices.find((c) => c.code === incoterm) ??
		choices.find((c) => c.code === (estimate.incoterms ?? "")) ??
		choices[0]!;
	const totalChanged = choice.totalKrw !== estimate.totalKrw;
	const underChoice = (amounts: Record<string, number>) => amounts[choice.code] ?? 0;
	// "same as consignee" hides the notify fields only once JavaScript runs; without it they stay visible
	const hydrated = useHydrated();
	const [notifySame, setNotifySame] = useState(fields.notifySame.initialValue === "on");
	useEffect(() => setNotifySame(fields.notifySame.initialValue === "on"), [fields.notifySame.initialValue]);
	const directionKey = estimate.direction === "export" ? "pickup" : "delivery";

	// the quote in one card above the form (a narrow side panel cannot hold the long Vietnamese labels)
	const summary = (
		<section className="card" aria-labelledby="booking-quote">
			<div className="card-header">
				<h2 id="booking-quote">{t("booking.quote")}</h2>
				<StatusBadge kind="estimate" status={estimate.status} />
			</div>
			<div className="card-body">
				<dl className="facts">
					<dt>{t("booking.number")}</dt>
					<dd data-testid="booking-number">{estimate.number}</dd>
					<dt>{t("booking.route")}</dt>
					<dd>{estimate.route}</dd>
					<dt>{t("booking.mode")}</dt>
					<dd>
						{t(`pricing.modes.${estimate.mode}`)} · {t(`pricing.directions.${estimate.direction}`)}
					</dd>
					{estimate.carrier ? (
						<>
							<dt>{t("booking.carrier")}</dt>
							<dd>
								{estimate.carrier}
								{estimate.transitDays !== null
									? ` · ${t("booking.transitDays", { count: estimate.transitDays })}`
									: null}
							</dd>
						</>
					) : null}
					<dt>{t("booking.readyDate")}</dt>
					<dd>{formatCalendarDate(estimate.readyDate, locale)}</dd>
					{estimate.validUntil ? (
						<>
							<dt>{t("booking.validUntil")}</dt>
							<dd>{formatCalendarDate(estimate.validUntil, locale)}</dd>
						</>
					) : null}
					{choice.totalKrw !== null ? (
						<>
							<dt>{t("booking.total")}</dt>
							<dd>
								<strong data-testid="booking-total">{krw(choice.totalKrw)}</strong>
								{choice.totalUsd !== null
									? ` (${formatMoney({ amount: choice.totalUsd, currency: "USD" }, locale)})`
									: null}
								{totalChanged && estimate.totalKrw !== null ? (
									<span className="field-hint" data-testid="booking-total-before">
										{t("booking.reprice.before", {
											total: krw(estimate.totalKrw),
											incoterms: estimate.incoterms ?? t("booking.incotermsNone"),
										})}
									</span>
								) : null}
							</dd>
						</>
					) : null}
				</dl>
			</div>
		</section>
	);

	return (
		<Page
			titleKey="booking.title"
			lead={t("booking.lead")}
			actions={<Link to={`/mypage/estimate/${estimate.id}`}>{t("booking.backToQuote")}</Link>}
		>
			{bookable ? null : (
				<p className="alert alert-warning" role="status" data-testid="not-bookable">
					{t("booking.notBookable")}
				</p>
			)}
			{repriced ? (
				<div className="alert alert-warning" role="alert" data-testid="repriced-notice">
					<p>
						<strong>
							{t("booking.reprice.changed", {
								incoterms: repriced.incoterms ?? t("booking.incotermsNone"),
								total: krw(repriced.totalKrw),
							})}
						</strong>
					</p>
					<p>{t("booking.reprice.confirm")}</p>
				</div>
			) : null}

			<div className="stack">
				{summary}
				{bookable ? (
					<Form method="post" {...getFormProps(form)} className="stack" aria-labelledby="booking-heading">
						<h2 id="booking-heading" className="visually-hidden">
							{t("booking.form")}
						</h2>
						<IntentInput value="book" />
						<input type="hidden" name="onceKey" value={onceKey} />
						{/* the total this page shows for the chosen Incoterm: booking at another total needs one more look */}
						<input type="hidden" name="seenTotalKrw" value={choice.totalKrw ?? ""} />

						<section className="card" aria-labelledby="terms-heading">
							<div className="card-header">
								<h3 id="terms-heading">{t("booking.section.terms")}</h3>
							</div>
							<div className="card-body stack">
								<div className="form-grid">
									<div className="field" data-invalid={fields.shipDate.errors?.length ? "" : undefined}>
										<label htmlFor={fields.shipDate.id}>{t("booking.field.shipDate")}</label>
										<input
											{...getInputProps(fields.shipDate, { type: "date" })}
											key={fields.shipDate.key}
											min={today}
											max={estimate.validUntil ?? undefined}
										/>
										<p className="field-hint">
											{estimate.validUntil
												? t("booking.hint.shipDateValidity", { date: formatCalendarDate(estimate.validUntil, locale) })
												: t("booking.hint.shipDate")}
										</p>
										<ErrorList id={fields.shipDate.errorId} errors={fields.shipDate.errors} />
									</div>
									<div className="field" data-invalid={fields.incoterms.errors?.length ? "" : undefined}>
										<label htmlFor={fields.incoterms.id}>{t("booking.field.incoterms")}</label>
										<select
											{...getSelectProps(fields.incoterms)}
											key={fields.incoterms.key}
											onChange={(event) => setIncoterm(event.currentTarget.value)}
										>
											<option value="">{t("booking.incotermsNone")}</option>
											{/* the quote's mode's rules only (the server's list, app/pricing/incoterms-by-mode.ts) */}
											{choices
												.filter((c) => c.code !== "")
												.map(({ code }) => (
													<option key={code} value={code}>
														{code}
													</option>
												))}
										</select>
										<p className="field-hint">{t("booking.hint.incoterms")}</p>
										<ErrorList id={fields.incoterms.errorId} errors={fields.incoterms.errors} />
										{/* with JavaScript the new total shows as soon as the rule changes */}
										<p className="field-hint" aria-live="polite" data-testid="incoterm-total">
											{hydrated && choice.totalKrw !== null
												? t("booking.reprice.live", { total: krw(choice.totalKrw) })
												: null}
										</p>
									</div>
								</div>
								{groupAmounts ? (
									<section className="stack" aria-labelledby="split-heading">
										<h4 id="split-heading">{t("booking.split.title")}</h4>
										<IncotermSplitTable split={choice.split} amounts={groupAmounts} locale={locale} t={t} />
									</section>
								) : null}
								<label className="check">
									<input
										{...getInputProps(fields.wantsClearance, { type: "checkbox" })}
										key={fields.wantsClearance.key}
									/>{" "}
									{t("booking.field.wantsClearance")}
								</label>
								<label className="check">
									<input
										{...getInputProps(fields.wantsInsurance, { type: "checkbox" })}
										key={fields.wantsInsurance.key}
									/>{" "}
									{t("booking.field.wantsInsurance")}
								</label>
							</div>
						</section>

						<section className="card" aria-labelledby="parties-heading">
							<div className="card-header">
								<h3 id="parties-heading">{t("booking.section.parties")}</h3>
							</div>
							<div className="card-body stack">
								<p className="field-hint">{t(`booking.hint.prefill.${estimate.direction}`)}</p>
								<fieldset className="stack">
									<legend>{t("booking.party.shipper")}</legend>
									<PartyFields
										role="shipper"
										t={t}
										fields={{
											name: fields.shipperName,
											address: fields.shipperAddress,
											contact: fields.shipperContact,
										}}
									/>
								</fieldset>
								<fieldset className="stack">
									<legend>{t("booking.party.consignee")}</legend>
									<PartyFields
										role="consignee"
										t={t}
										fields={{
											name: fields.consigneeName,
											address: fields.consigneeAddress,
											contact: fields.consigneeContact,
										}}
									/>
								</fieldset>
								<fieldset className="stack">
									<legend>{t("booking.party.notify")}</legend>
									<label className="check">
										<input
											{...getInputProps(fields.notifySame, { type: "checkbox" })}
											key={fields.notifySame.key}
											onChange={(event) => setNotifySame(event.currentTarget.checked)}
										/>{" "}
										{t("booking.field.notifySame")}
									</label>
									<div hidden={hydrated && notifySame}>
										{hydrated ? null : <p className="field-hint">{t("booking.hint.notifySame")}</p>}
										<PartyFields
											role="notify"
											t={t}
											fields={{ name: fields.notifyName, address: fields.notifyAddress, contact: fields.notifyContact }}
										/>
									</div>
								</fieldset>
							</div>
						</section>

						<section className="card" aria-labelledby="cargo-heading">
							<div className="card-header">
								<h3 id="cargo-heading">{t("booking.section.cargo")}</h3>
							</div>
							<div className="card-body stack">
								{trucking ? (
									<TextField
										meta={fields.truckingAddress}
										label={t(`booking.field.${directionKey}Address`)}
										hint={t(`booking.hint.${directionKey}Address`)}
										maxLength={PARTY_ADDRESS_MAX}
										rows={2}
									/>
								) : null}
								<div className="form-grid">
									<TextField
										meta={fields.hsCode}
										label={t("booking.field.hsCode")}
										hint={t("booking.hint.hsCode")}
										maxLength={20}
										inputMode="decimal"
									/>
									<TextField meta={fields.packageCount} label={t("booking.field.packageCount")} type="number" />
									<TextField
										meta={fields.packageKind}
										label={t("booking.field.packageKind")}
										hint={t("booking.hint.packageKind")}
										maxLength={PACKAGE_KIND_MAX}
										list="package-kinds"
									/>
								</div>
								<datalist id="package-kinds">
									{PACKAGE_KINDS.map((kind) => (
										<option key={kind} value={kind} />
									))}
								</datalist>
								<TextField
									meta={fields.marks}
									label={t("booking.field.marks")}
									hint={t("booking.hint.marks")}
									maxLength={MARKS_MAX}
									rows={3}
								/>
								<TextField
									meta={fields.cargoDescription}
									label={t("booking.field.cargoDescription")}
									hint={t("booking.hint.cargoDescription")}
									maxLength={CARGO_DESCRIPTION_MAX}
									rows={3}
								/>
							</div>
						</section>

						<section className="card" aria-labelledby="discount-heading">
							<div className="card-header">
								<h3 id="discount-heading">{t("booking.section.discounts")}</h3>
							</div>
							<div className="card-body stack">
								<fieldset
									className="field"
									aria-describedby="coupon-rule"
									data-invalid={fields.coupons.errors?.length ? "" : undefined}
								>
									<legend>{t("booking.field.coupons")}</legend>
									<p id="coupon-rule" className="field-hint">
										{t("booking.hint.coupons")}
									</p>
									{coupons.length === 0 ? <p className="muted">{t("booking.noCoupons")}</p> : null}
									<ul className="stack" data-testid="booking-coupons">
										{coupons.map((c) => (
											<li key={c.id}>
												<label className="check">
													<input
														type="checkbox"
														name={fields.coupons.name}
														value={c.id}
														defaultChecked={chosenCoupons.includes(c.id)}
														data-testid={`coupon-${c.number}`}
													/>{" "}
													<span>
														<strong>{c.name}</strong> <span className="muted">{c.number}</span>{" "}
														{underChoice(c.discounts) > 0 ? (
															<span data-testid="coupon-discount">
																{t("booking.couponGives", { amount: krw(underChoice(c.discounts)) })}
															</span>
														) : (
															<span className="muted">{t("booking.couponBelowThreshold")}</span>
														)}
													</span>
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
								<div className="field">
									<label className="check">
										<input {...getInputProps(fields.prebooking, { type: "checkbox" })} key={fields.prebooking.key} />{" "}
										{t("booking.field.prebooking")}
									</label>
									<p className="field-hint" data-testid="prebooking-hint">
										{t("booking.hint.prebooking", {
											date: prebooking.from,
											amount: krw(underChoice(prebooking.discounts)),
										})}
									</p>
								</div>
								<TextField
									meta={fields.comment}
									label={t("booking.field.comment")}
									maxLength={BOOKING_COMMENT_MAX}
									rows={4}
								/>
							</div>
						</section>

						<ErrorList id={form.errorId} errors={form.errors} />
						<div className="form-actions">
							<button type="submit" className="button" disabled={busy}>
								{repriced ? t("booking.reprice.submit") : t("booking.submit")}
							</button>
						</div>
					</Form>
				) : (
					<ErrorList errors={form.errors} />
				)}
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
