// The booking-info page (spec section 2; issue 5 item 7, issue 10): the quote's summary with who pays
// which charge groups, and the booking form (planned cargo-ready date, Incoterm, the parties, the
// pick-up address when trucking applies, HS code, packages, marks and description, clearance and
// insurance wanted, coupons, pre-booking, comment). With `?cancel=1` it is the confirming step of a
// cancellation: what is cancelled, and a form that posts with confirm=yes (a cancel post without it is
// sent back here, never carried out). Customers book their own company's estimates; staff may cancel
// but never book (403 on the form). Every number shown comes from the server: the totals for each
// Incoterm are re-priced there (booking.ts repriceForIncoterms), the page only picks one to show.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type FieldMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { TFunction } from "#app/i18n/translator.ts";
import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, data, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/estimate-booking";
import { getCompany } from "#app/accounts/company.server.ts";
import { requireVerifiedPhone } from "#app/accounts/ordering.server.ts";
import { requireCustomer, requireUser } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { ErrorList, IntentInput } from "#app/components/forms.tsx";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { formatCalendarDate, formatDate, formatMoney } from "#app/i18n/format.ts";
import { type Locale } from "#app/i18n/locales.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { groupSubtotals, incotermSplit } from "#app/pricing/incoterm-reprice.ts";
import { prebookingDiscount } from "#app/pricing/prebooking.ts";
import type { Incoterm } from "#app/pricing/codes.ts";
import { incotermsForMode, transportOf } from "#app/pricing/incoterms-by-mode.ts";
import { bookingSchema, canBook, firstPrebookingDate, hasTrucking, prefillParties, repriceForIncoterms } from "#app/quotes/booking.ts";
import {
	type BookingCouponRefusal,
	BOOKING_COMMENT_MAX,
	CANCEL_CONFIRM_VALUE,
	CARGO_DESCRIPTION_MAX,
	MARKS_MAX,
	PACKAGE_KINDS,
	PACKAGE_KIND_MAX,
	PARTY_ADDRESS_MAX,
	PARTY_CONTACT_MAX,
	PARTY_NAME_MAX,
	cancelConfirmPath,
	couponRefusalKey,
} from "#app/quotes/booking-fields.ts";
import { BOOKING_ONCE_PURPOSE, bookAndTell, cancelAndTell } from "#app/quotes/booking.server.ts";
import { IncotermSplitTable } from "#app/quotes/components/incoterm-split.tsx";
import { couponsOfEstimate } from "#app/coupons/coupons.server.ts";
import { bookingCouponChoices } from "#app/coupons/coupon-views.server.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { isCancellable } from "#app/lifecycle/lifecycle.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/utils/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { badRequest, rejected } from "#app/utils/replies.server.ts";
import { withFailureMessage } from "#app/observability/failures.server.ts";
import { formConstraint } from "#app/utils/form-constraint.server.ts";
import { useHydrated } from "#app/utils/use-hydrated.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

/** The confirming step of a cancellation: open to the customer of the company and to staff. */
function cancelPage(user: SessionUser, id: string, locale: Locale) {
	const estimate = getEstimateFor(user, id);
	return {
		kind: "cancel" as const,
		estimate: {
			id: estimate.id,
			number: estimate.number,
			status: estimate.status,
			route: routeLabel(estimate.origin, estimate.destination, locale),
			shipDate: estimate.shipDate,
			totalKrw: estimate.totalKrw,
			totalWithCouponKrw: estimate.totalWithCouponKrw,
		},
		cancellable: isCancellable(estimate.status),
		coupons: couponsOfEstimate(estimate.id, locale),
	};
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const locale = localeFromContext(context);
	if (new URL(request.url).searchParams.get("cancel") === "1") return cancelPage(user, params.id, locale);
	// booking is the customer's act; staff reach a booking only to cancel it
	const customer = await requireCustomer(request, context);
	const estimate = getEstimateFor(customer, params.id);
	requireVerifiedPhone(customer);
	const now = new Date();
	const today = seoulToday(now);
	const prebookingFrom = firstPrebookingDate(today);
	// the total under each Incoterm the customer may choose ("": none), re-priced on the server from the
	// quote's own lines and exchange rate, so choosing one can show its total at once
	// only the rules of the quote's transport mode (issue 32 item 21)
	const transport = transportOf(estimate.mode);
	const choices = (["", ...incotermsForMode(transport)] as const).map((code) => {
		const rule = code === "" ? undefined : (code as Incoterm);
		const priced = repriceForIncoterms(estimate, rule);
		return {
			code,
			totalKrw: priced.option ? priced.option.totals.KRW : estimate.totalKrw,
			totalUsd: priced.option ? priced.option.totals.USD : estimate.totalUsd,
			split: incotermSplit(estimate.direction, rule),
		};
	});
	const perChoice = (amount: (totalKrw: number) => number) => Object.fromEntries(choices.map((c) => [c.code, amount(c.totalKrw ?? 0)]));
	const prefill = prefillParties(estimate.direction, getCompany(customer.companyId));
	return {
		kind: "book" as const,
		estimate: {
			id: estimate.id,
			number: estimate.number,
			status: estimate.status,
			route: routeLabel(estimate.origin, estimate.destination, locale),
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
		bookable: canBook(estimate),
		trucking: hasTrucking(estimate),
		constraint: formConstraint(bookingSchema(today, { trucking: hasTrucking(estimate), transport, validUntil: estimate.validUntil })),
		choices,
		groupAmounts: estimate.option ? groupSubtotals(estimate.option) : null,
		prefill,
		// what each usable coupon alone takes off this quote under each Incoterm (0: below its threshold)
		coupons: bookingCouponChoices(customer.id, Object.fromEntries(choices.map((c) => [c.code, c.totalKrw ?? 0])), locale, now),
		today,
		prebooking: { from: prebookingFrom, discounts: perChoice((total) => prebookingDiscount(prebookingFrom, today, total)) },
		onceKey: newOnceKey(),
	};
}

type Refusal = { number: string | null; reason: BookingCouponRefusal };
type Repriced = { incoterms: string | null; totalKrw: number; totalUsd: number; beforeKrw: number | null };

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireUser(request, context);
	await ensurePrimary();
	const formData = await request.formData();
	const intent = formData.get("intent");

	if (intent === "cancel") {
		// the customer of the company or staff (getEstimateFor: 404 for anyone else)
		getEstimateFor(user, params.id);
		// one click never cancels: without the confirming step's field, show the confirming step
		if (formData.get("confirm") !== CANCEL_CONFIRM_VALUE) return redirect(cancelConfirmPath(params.id), 303);
		const outcome = await cancelAndTell(user, params.id, linkOrigin(request));
		return redirect(`/mypage/estimate/${params.id}?cancelled=${outcome.ok ? 1 : 0}`, 303);
	}
	if (intent !== "book") throw badRequest();

	const customer = await requireCustomer(request, context);
	const estimate = getEstimateFor(customer, params.id);
	requireVerifiedPhone(customer);
	// a form that already booked (double click, back-and-resend) goes where the first went
	const onceKey = freshOnceKey(formData, BOOKING_ONCE_PURPOSE);
	const now = new Date();
	const submission = parseWithZod(formData, {
		schema: bookingSchema(seoulToday(now), { trucking: hasTrucking(estimate), transport: transportOf(estimate.mode), validUntil: estimate.validUntil }),
	});
	const fail = (status: 400 | 409, result: ReturnType<typeof submission.reply>, extra: { refusals?: Refusal[]; repriced?: Repriced } = {}) =>
		rejected({ result, refusals: extra.refusals ?? ([] as Refusal[]), repriced: extra.repriced ?? null }, status);
	if (submission.status !== "success") return fail(400, submission.reply());

	// spec section 8's "booking registration error" for a failure we did not foresee, on this form
	const outcome = await withFailureMessage(
		"booking",
		() => bookAndTell(customer, params.id, { ...submission.value, onceKey }, linkOrigin(request), now),
		() => null,
	);
	if (outcome === null)
		return data({ result: submission.reply({ formErrors: ["booking.errors.registrationFailed"] }), refusals: [] as Refusal[], repriced: null as Repriced | null }, { status: 500 });
	if (outcome.ok) return redirect(outcome.path, 303);
	switch (outcome.reason) {
		case "repriced":
			// nothing stored: the page shows the new total, and sending the form again books at it
			return fail(409, submission.reply(), {
				repriced: { incoterms: submission.value.incoterms ?? null, totalKrw: outcome.totalKrw, totalUsd: outcome.totalUsd, beforeKrw: estimate.totalKrw },
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

type LoaderData = Awaited<ReturnType<typeof loader>>;

export default function EstimateBooking() {
	const data = useLoaderData<typeof loader>();
	return data.kind === "cancel" ? <CancelConfirm data={data} /> : <BookingForm data={data} />;
}


// ---------------------------------------------------------------------------------------------
// The confirming step of a cancellation

function CancelConfirm({ data: page }: { data: Extract<LoaderData, { kind: "cancel" }> }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const navigation = useNavigation();
	const busy = navigation.state !== "idle";
	const e = page.estimate;
	const back = `/mypage/estimate/${e.id}`;
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	return (
		<Page titleKey="booking.cancel.title" actions={<Link to={back}>{t("booking.backToQuote")}</Link>}>
			{page.cancellable ? (
				<div className="confirm-panel" data-testid="cancel-confirm">
					<h2>{t("booking.cancel.question", { number: e.number })}</h2>
					<dl className="facts">
						<dt>{t("booking.number")}</dt>
						<dd data-testid="cancel-number">{e.number}</dd>
						<dt>{t("booking.status")}</dt>
						<dd>
							<StatusBadge kind="estimate" status={e.status} />
						</dd>
						<dt>{t("booking.route")}</dt>
						<dd>{e.route}</dd>
						{e.shipDate ? (
							<>
								<dt>{t("booking.field.shipDate")}</dt>
								<dd>{formatCalendarDate(e.shipDate, locale)}</dd>
							</>
						) : null}
						{e.totalWithCouponKrw !== null ? (
							<>
								<dt>{t("booking.done.totalWithCoupon")}</dt>
								<dd>{krw(e.totalWithCouponKrw)}</dd>
							</>
						) : null}
					</dl>
					<ul>
						<li>{t("booking.cancel.effect1")}</li>
						<li>
							{page.coupons.length > 0
								? t("booking.cancel.couponsBack", { coupons: page.coupons.map((c) => `${c.name} ${c.number}`).join(", ") })
								: t("booking.cancel.noCoupons")}
						</li>
					</ul>
					<Form method="post" className="form-actions">
						<IntentInput value="cancel" />
						<input type="hidden" name="confirm" value={CANCEL_CONFIRM_VALUE} />
						<button type="submit" className="button button-danger" disabled={busy} data-testid="confirm-cancel">
							{t("booking.cancel.confirm")}
						</button>
						<Link to={back} className="button button-secondary" data-testid="keep-booking">
							{t("booking.cancel.keep")}
						</Link>
					</Form>
				</div>
			) : (
				<div className="alert alert-warning" role="status" data-testid="not-cancellable">
					<p>{t("booking.cancel.notCancellable")}</p>
					<p>
						<Link to={back}>{t("booking.backToQuote")}</Link>
					</p>
				</div>
			)}
		</Page>
	);
}

// ---------------------------------------------------------------------------------------------
// The booking form

function TextField({
	meta,
	label,
	hint,
	maxLength,
	rows,
	type = "text",
	autoComplete,
	list,
	inputMode,
	wide = false,
}: {
	meta: FieldMetadata<string | undefined> | FieldMetadata<number | undefined>;
	label: string;
	hint?: string;
	maxLength?: number;
	rows?: number;
	type?: "text" | "tel" | "number";
	autoComplete?: string;
	list?: string;
	inputMode?: "decimal" | "numeric";
	/** across every column of a .form-grid */
	wide?: boolean;
}) {
	const invalid = meta.errors?.length ? "" : undefined;
	const describedBy = [hint ? `${meta.id}-hint` : null, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(" ") || undefined;
	return (
		<div className={wide ? "field span-all" : "field"} data-invalid={invalid}>
			<label htmlFor={meta.id}>{label}</label>
			{rows ? (
				<textarea
					{...getTextareaProps(meta as FieldMetadata<string>)}
					key={meta.key}
					rows={rows}
					maxLength={maxLength}
					aria-describedby={describedBy}
				/>
			) : (
				<input
					{...getInputProps(meta as FieldMetadata<string>, { type })}
					key={meta.key}
					maxLength={maxLength}
					autoComplete={autoComplete}
					list={list}
					inputMode={inputMode}
					aria-describedby={describedBy}
				/>
			)}
			{hint ? (
				<p className="field-hint" id={`${meta.id}-hint`}>
					{hint}
				</p>
			) : null}
			<ErrorList id={meta.errorId} errors={meta.errors} />
		</div>
	);
}

function PartyFields({
	role,
	fields,
	t,
}: {
	role: "shipper" | "consignee" | "notify";
	fields: { name: FieldMetadata<string | undefined>; address: FieldMetadata<string | undefined>; contact: FieldMetadata<string | undefined> };
	t: TFunction;
}) {
	return (
		<div className="form-grid" data-testid={`party-${role}`}>
			<TextField meta={fields.name} label={t(`booking.party.${role}Name`)} maxLength={PARTY_NAME_MAX} autoComplete="organization" />
			<TextField meta={fields.contact} label={t(`booking.party.${role}Contact`)} hint={t("booking.hint.contact")} maxLength={PARTY_CONTACT_MAX} />
			<TextField meta={fields.address} label={t(`booking.party.${role}Address`)} maxLength={PARTY_ADDRESS_MAX} rows={2} wide />
		</div>
	);
}

function BookingForm({ data: page }: { data: Extract<LoaderData, { kind: "book" }> }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const { estimate, bookable, coupons, today, prebooking, onceKey, choices, groupAmounts, prefill, trucking, constraint } = page;
	const actionData = useActionData<typeof action>();
	const navigation = useNavigation();
	const busy = navigation.state !== "idle" && navigation.formMethod !== undefined;
	const [form, fields] = useForm<z.input<ReturnType<typeof bookingSchema>>, z.output<ReturnType<typeof bookingSchema>>>({
		id: "booking-form",
		lastResult: actionData?.result,
		defaultValue: {
			incoterms: estimate.incoterms ?? "",
			// the quote's cargo-ready date carried forward (issue 32 item 17), when the form may take it
			shipDate: estimate.readyDate >= today && (!estimate.validUntil || estimate.readyDate <= estimate.validUntil) ? estimate.readyDate : undefined,
			notifySame: "on",
			shipperName: prefill.shipper?.name,
			shipperAddress: prefill.shipper?.address,
			shipperContact: prefill.shipper?.contact,
			consigneeName: prefill.consignee?.name,
			consigneeAddress: prefill.consignee?.address,
			consigneeContact: prefill.consignee?.contact,
		},
		// validated by the action only (issue 15: no zod in the browser); the constraint keeps the HTML checks
		constraint,
	});
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	const chosenCoupons = ([] as unknown[]).concat(fields.coupons.initialValue ?? []);
	const refusals = actionData?.refusals ?? [];
	const repriced = actionData?.repriced ?? null;

	// the Incoterm on the select: after a post, the one posted; it picks which server-priced total shows
	const initialIncoterm = typeof fields.incoterms.initialValue === "string" ? fields.incoterms.initialValue : (estimate.incoterms ?? "");
	const [incoterm, setIncoterm] = useState(initialIncoterm);
	useEffect(() => setIncoterm(initialIncoterm), [initialIncoterm]);
	const choice = choices.find((c) => c.code === incoterm) ?? choices.find((c) => c.code === (estimate.incoterms ?? "")) ?? choices[0]!;
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
								{estimate.transitDays !== null ? ` · ${t("booking.transitDays", { count: estimate.transitDays })}` : null}
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
								{choice.totalUsd !== null ? ` (${formatMoney({ amount: choice.totalUsd, currency: "USD" }, locale)})` : null}
								{totalChanged && estimate.totalKrw !== null ? (
									<span className="field-hint" data-testid="booking-total-before">
										{t("booking.reprice.before", { total: krw(estimate.totalKrw), incoterms: estimate.incoterms ?? t("booking.incotermsNone") })}
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
		<Page titleKey="booking.title" lead={t("booking.lead")} actions={<Link to={`/mypage/estimate/${estimate.id}`}>{t("booking.backToQuote")}</Link>}>
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
										<select {...getSelectProps(fields.incoterms)} key={fields.incoterms.key} onChange={(event) => setIncoterm(event.currentTarget.value)}>
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
											{hydrated && choice.totalKrw !== null ? t("booking.reprice.live", { total: krw(choice.totalKrw) }) : null}
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
									<input {...getInputProps(fields.wantsClearance, { type: "checkbox" })} key={fields.wantsClearance.key} /> {t("booking.field.wantsClearance")}
								</label>
								<label className="check">
									<input {...getInputProps(fields.wantsInsurance, { type: "checkbox" })} key={fields.wantsInsurance.key} /> {t("booking.field.wantsInsurance")}
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
									<PartyFields role="shipper" t={t} fields={{ name: fields.shipperName, address: fields.shipperAddress, contact: fields.shipperContact }} />
								</fieldset>
								<fieldset className="stack">
									<legend>{t("booking.party.consignee")}</legend>
									<PartyFields
										role="consignee"
										t={t}
										fields={{ name: fields.consigneeName, address: fields.consigneeAddress, contact: fields.consigneeContact }}
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
										<PartyFields role="notify" t={t} fields={{ name: fields.notifyName, address: fields.notifyAddress, contact: fields.notifyContact }} />
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
									<TextField meta={fields.hsCode} label={t("booking.field.hsCode")} hint={t("booking.hint.hsCode")} maxLength={20} inputMode="decimal" />
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
								<TextField meta={fields.marks} label={t("booking.field.marks")} hint={t("booking.hint.marks")} maxLength={MARKS_MAX} rows={3} />
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
								<fieldset className="field" aria-describedby="coupon-rule" data-invalid={fields.coupons.errors?.length ? "" : undefined}>
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
															<span data-testid="coupon-discount">{t("booking.couponGives", { amount: krw(underChoice(c.discounts)) })}</span>
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
										<input {...getInputProps(fields.prebooking, { type: "checkbox" })} key={fields.prebooking.key} /> {t("booking.field.prebooking")}
									</label>
									<p className="field-hint" data-testid="prebooking-hint">
										{t("booking.hint.prebooking", { date: prebooking.from, amount: krw(underChoice(prebooking.discounts)) })}
									</p>
								</div>
								<TextField meta={fields.comment} label={t("booking.field.comment")} maxLength={BOOKING_COMMENT_MAX} rows={4} />
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
