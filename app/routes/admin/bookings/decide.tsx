// One booking for staff (decision 014): what the customer gave at booking (ship date, Incoterm,
// parties, cargo, services, comment), the quote's and the booking's totals, the status history, and
// while it waits (booked) the decision: Confirm (booked -> wait_schedule) or Refuse with a reason
// (booked -> cancelled by staff; the reason is mailed to the customer). Staff only, in loader and
// action; a one-time key makes a double click one decision, and a booking cancelled or decided
// meanwhile is refused with a message (409). Plain form posts: works with JavaScript off. Confirm asks
// first and names the mail and its recipient (ConfirmAction; without `confirmed=yes` the action
// refuses with a message and decides nothing).
import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/decide";
import { requireRole } from "#app/auth/guard.server.ts";
import { ErrorList } from "#app/components/forms.tsx";
import { ConfirmAction } from "#app/components/confirm-action.tsx";
import { CONFIRM_REQUIRED_KEY, isConfirmed } from "#app/components/confirm-action-field.ts";
import { bookingCustomer } from "#app/quotes/booking-mail.server.ts";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { formatCalendarDate, formatDateTime, formatMoney } from "#app/i18n/format.ts";
import { isAwaitingBookingConfirmation, wasBooked } from "#app/lifecycle/lifecycle.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { BOOKING_DECISION_PURPOSE, decideBooking } from "#app/quotes/booking-desk.server.ts";
import { REASON_MAX, BookingDecisionSchema } from "#app/quotes/booking-decision.ts";
import { bookingDetailsFor } from "#app/quotes/booking.server.ts";
import { estimateHistory, getEstimateFor } from "#app/quotes/estimates.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { notFound, rejected } from "#app/utils/replies.server.ts";
import { formConstraint } from "#app/utils/form-constraint.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const estimate = getEstimateFor(user, params.id);
	// only a booking (booked at some point) has a booking to show
	if (!wasBooked(estimate.status)) throw notFound();
	const locale = localeFromContext(context);
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	const details = bookingDetailsFor(estimate.id);
	return {
		id: estimate.id,
		number: estimate.number,
		status: estimate.status,
		open: isAwaitingBookingConfirmation(estimate.status),
		route: routeLabel(estimate.origin, estimate.destination, locale),
		carrier: estimate.carrier,
		direction: estimate.direction,
		bookedAt: estimate.bookedAt ? formatDateTime(estimate.bookedAt, locale) : "-",
		shipDate: estimate.shipDate ? formatCalendarDate(estimate.shipDate, locale) : "-",
		incoterms: estimate.incoterms,
		services: {
			clearance: estimate.wantsClearance,
			insurance: estimate.wantsInsurance,
			prebooking: estimate.prebooking,
		},
		comment: estimate.bookingComment,
		quoteTotal: `${krw(estimate.totalKrw ?? 0)} (${formatMoney({ amount: estimate.totalUsd ?? 0, currency: "USD" }, locale)})`,
		couponDiscount: estimate.couponDiscountKrw > 0 ? krw(estimate.couponDiscountKrw) : null,
		prebookingDiscount: estimate.prebookingDiscountKrw > 0 ? krw(estimate.prebookingDiscountKrw) : null,
		total: krw(estimate.totalWithCouponKrw ?? estimate.totalKrw ?? 0),
		details,
		history: estimateHistory(estimate.id).map((e) => ({
			id: e.id,
			to: e.toStatus,
			actor: e.actor,
			note: e.note,
			at: formatDateTime(e.createdAt, locale),
			iso: e.createdAt.toISOString(),
		})),
		customerEmail: bookingCustomer(estimate.id, estimate.userId)?.email ?? null,
		onceKey: newOnceKey(),
		constraint: formConstraint(BookingDecisionSchema),
		reasonMax: REASON_MAX,
	};
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	const estimate = getEstimateFor(user, params.id);
	if (!wasBooked(estimate.status)) throw notFound();
	const formData = await request.formData();
	// a form that already decided (double click, back-and-resend) goes where the first went
	const onceKey = freshOnceKey(formData, BOOKING_DECISION_PURPOSE);
	const submission = parseWithZod(formData, { schema: BookingDecisionSchema });
	if (submission.status !== "success") return rejected({ result: submission.reply(), refused: null });
	if (submission.value.decision === "confirm" && !isConfirmed(formData))
		return rejected({ result: submission.reply({ formErrors: [CONFIRM_REQUIRED_KEY] }), refused: null });
	const outcome = await decideBooking({
		user,
		estimate,
		decision: submission.value,
		onceKey,
		origin: linkOrigin(request),
	});
	if (!outcome.ok) return rejected({ result: submission.reply(), refused: outcome.reason }, 409);
	return redirect(outcome.redirectTo, 303);
}

export default function DecideBooking() {
	const { t } = useTranslation();
	const d = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const busy = useNavigation().state !== "idle";
	const [form, fields] = useForm<z.input<typeof BookingDecisionSchema>, z.output<typeof BookingDecisionSchema>>({
		id: "booking-decision",
		lastResult: actionData?.result,
		// the reason is required for Refuse only: judged by the action (no zod in the browser)
		constraint: d.constraint,
	});
	const reason = fields.reason;
	const services = [
		d.services.clearance ? t("booking.field.wantsClearance") : null,
		d.services.insurance ? t("booking.field.wantsInsurance") : null,
		d.services.prebooking ? t("booking.field.prebooking") : null,
	].filter((s): s is string => s !== null);
	const refused = actionData?.refused ?? null;
	const det = d.details;
	return (
		<Page titleKey="desk.booking.title">
			<div className="stack">
				{refused ? (
					<p className="notice" role="alert" data-testid="decide-refused">
						{t(`desk.refused.${refused}`)}
					</p>
				) : null}
				<h2>{t("desk.booking.summary")}</h2>
				<dl className="facts" data-testid="booking-summary">
					<dt>{t("desk.bookings.number")}</dt>
					<dd data-testid="booking-number">{d.number}</dd>
					<dt>{t("desk.booking.status")}</dt>
					<dd>
						<StatusBadge kind="estimate" status={d.status} />
					</dd>
					<dt>{t("desk.bookings.route")}</dt>
					<dd>
						{d.route} {d.carrier ? `· ${d.carrier}` : ""}
					</dd>
					<dt>{t("desk.booking.bookedAt")}</dt>
					<dd>{d.bookedAt}</dd>
					<dt>{t("booking.field.shipDate")}</dt>
					<dd>{d.shipDate}</dd>
					<dt>{t("desk.booking.incoterms")}</dt>
					<dd>{d.incoterms ?? t("desk.booking.none")}</dd>
					<dt>{t("desk.booking.services")}</dt>
					<dd>{services.length ? services.join(", ") : t("desk.booking.none")}</dd>
					{d.comment ? (
						<>
							<dt>{t("desk.booking.comment")}</dt>
							<dd>{d.comment}</dd>
						</>
					) : null}
					<dt>{t("desk.booking.quoteTotal")}</dt>
					<dd>{d.quoteTotal}</dd>
					{d.couponDiscount ? (
						<>
							<dt>{t("booking.done.couponDiscount")}</dt>
							<dd>- {d.couponDiscount}</dd>
						</>
					) : null}
					{d.prebookingDiscount ? (
						<>
							<dt>{t("booking.done.prebookingDiscount")}</dt>
							<dd>- {d.prebookingDiscount}</dd>
						</>
					) : null}
					<dt>{t("desk.booking.total")}</dt>
					<dd>
						<strong data-testid="booking-total">{d.total}</strong>
					</dd>
				</dl>
				{det ? (
					<>
						<h2>{t("booking.details.title")}</h2>
						<dl className="facts" data-testid="booking-details">
							<dt>{t("booking.party.shipper")}</dt>
							<dd>{[det.shipperName, det.shipperAddress, det.shipperContact].join(" · ")}</dd>
							<dt>{t("booking.party.consignee")}</dt>
							<dd>{[det.consigneeName, det.consigneeAddress, det.consigneeContact].join(" · ")}</dd>
							<dt>{t("booking.party.notify")}</dt>
							<dd>
								{det.notifySameAsConsignee
									? t("booking.details.notifySame")
									: [det.notifyName, det.notifyAddress, det.notifyContact].filter(Boolean).join(" · ")}
							</dd>
							{det.truckingAddress ? (
								<>
									<dt>{t(`booking.field.${d.direction === "export" ? "pickup" : "delivery"}Address`)}</dt>
									<dd>{det.truckingAddress}</dd>
								</>
							) : null}
							<dt>{t("booking.field.hsCode")}</dt>
							<dd>{det.hsCode}</dd>
							<dt>{t("booking.field.packageCount")}</dt>
							<dd>
								{det.packageCount} {det.packageKind}
							</dd>
							<dt>{t("booking.field.marks")}</dt>
							<dd>{det.marks ?? t("booking.details.noMarks")}</dd>
							<dt>{t("booking.field.cargoDescription")}</dt>
							<dd>{det.cargoDescription}</dd>
						</dl>
					</>
				) : null}
				{d.open ? (
					<Form method="post" {...getFormProps(form)} className="stack-form" aria-labelledby="decision-heading">
						<h2 id="decision-heading">{t("desk.booking.decision")}</h2>
						<input type="hidden" name="onceKey" value={d.onceKey} />
						<div className="field" data-invalid={reason.errors?.length ? "" : undefined}>
							<label htmlFor={reason.id}>{t("desk.booking.reason")}</label>
							{/* not required in HTML: Confirm sends the same form without a reason */}
							<textarea {...getTextareaProps(reason)} required={false} maxLength={d.reasonMax} rows={3} />
							<p className="field-hint">{t("desk.booking.reasonHint")}</p>
							<ErrorList id={reason.errorId} errors={reason.errors} />
						</div>
						<ErrorList id={form.errorId} errors={form.errors} />
						<ConfirmAction
							label={t("desk.booking.confirm")}
							title={t("shipments.desk.confirm.booking.title", { number: d.number })}
							effects={[t("shipments.desk.confirm.becomes", { status: t("estimate.status.wait_schedule") })]}
							mails={
								d.customerEmail
									? [{ to: d.customerEmail, what: t("shipments.desk.confirm.mail.bookingConfirmed") }]
									: []
							}
							name="decision"
							value="confirm"
							disabled={busy}
							testId="booking-confirm"
						>
							{/* Refuse asks for its reason instead; formNoValidate: it goes without the confirming tick */}
							<button
								type="submit"
								name="decision"
								value="refuse"
								className="button button-ghost"
								disabled={busy}
								formNoValidate
								data-testid="booking-refuse"
							>
								{t("desk.booking.refuse")}
							</button>
						</ConfirmAction>
					</Form>
				) : null}
				<h2>{t("desk.booking.history")}</h2>
				<ol className="stack" data-testid="booking-history">
					{d.history.map((h) => (
						<li key={h.id}>
							<time dateTime={h.iso}>{h.at}</time> · <StatusBadge kind="estimate" status={h.to as typeof d.status} />
							{h.note ? ` · ${h.note}` : ""}
						</li>
					))}
				</ol>
				<p>
					<Link to="/admin/bookings">{t("desk.booking.back")}</Link>
				</p>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
