// My page, one estimate (spec sections 2 and 9): the chosen option, discounts, status history and
// what the customer may do next; after booking, the parties and cargo and who pays which charge groups
// under the Incoterm. A deletable quote can be deleted here (intent=delete, back to the list with the
// message). The quote list is estimate-list.tsx.
// Staff may read a customer's estimate (spec section 6), so the page asks only for a signed-in user and
// getEstimateFor decides (another company's estimate is 404); the customer's actions are offered only to
// the estimate's own company, and deleting is a customer's act (requireCustomer: 403 for staff).
import { useRef } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import {
	Form,
	redirect,
	useActionData,
	useLoaderData,
	useLocation,
	useNavigation,
	useSearchParams,
} from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/estimate-detail";
import { isOwnCompanyRecord } from "#app/auth/access.ts";
import { requireCustomer, requireUser } from "#app/auth/guard.server.ts";
import { couponsOfEstimate } from "#app/coupons/coupons.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { IntentInput } from "#app/components/forms.tsx";
import { formatCalendarDate, formatDateTime, formatMoney } from "#app/i18n/format.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { isAwaitingPrice, isShipment, wasBooked } from "#app/lifecycle/lifecycle.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { findPlace, placeName } from "#app/places/places.server.ts";
import { groupSubtotals } from "#app/pricing/incoterm-reprice.ts";
import { optionCo2 } from "#app/geo/co2.server.ts";
import { optimiserLinkFor } from "#app/optimiser/link.ts";
import { seoulToday } from "#app/calendar/calendar.ts";
import { estimateSplit, hasTrucking } from "#app/quotes/booking.ts";
import { askedOf, cargoFacts } from "#app/quotes/cargo-facts.ts";
import { CANCEL_CONFIRM_VALUE, cancelConfirmPath } from "#app/quotes/booking-fields.ts";
import { bookingDetailsFor } from "#app/quotes/booking.server.ts";
import {
	DeleteFailed,
	ESTIMATE_LIST_PATH as LIST,
	revalidateAfterRefusedDelete,
} from "#app/quotes/components/estimate-delete.tsx";
import { IncotermSplitTable } from "#app/quotes/components/incoterm-split.tsx";
import { Co2Note, QuoteOptionView } from "#app/quotes/components/quote-option.tsx";
import { VatNote, VatTotals } from "#app/quotes/components/vat-totals.tsx";
import { quoteVat } from "#app/pricing/vat.ts";
import { StatusLabel } from "#app/quotes/components/status-label.tsx";
import { estimateHistory, getEstimateFor } from "#app/quotes/estimates.server.ts";
import { customerActions, listQueryString, parseListQuery } from "#app/quotes/list.ts";
import { deleteEstimate } from "#app/quotes/list.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { badRequest, rejected } from "#app/utils/replies.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const locale = localeFromContext(context);
	const estimate = getEstimateFor(user, params.id);
	// staff may read a customer's estimate (spec section 6) but the customer's actions are not theirs
	const own = isOwnCompanyRecord(user, estimate);
	// the lifecycle says whether there was a booking (its parties, cargo and discounts) to show
	const booked = wasBooked(estimate.status);
	return {
		estimate: {
			id: estimate.id,
			number: estimate.number,
			status: estimate.status,
			mode: estimate.mode,
			direction: estimate.direction,
			origin: estimate.origin,
			destination: estimate.destination,
			originName: placeName(estimate.origin, locale),
			destinationName: placeName(estimate.destination, locale),
			readyDate: estimate.readyDate,
			commodity: estimate.commodity,
			// the boxes (an out-of-gauge tank says so) and a door abroad, as asked (decisions 056, 057)
			asked: askedOf(estimate.request),
			incoterms: estimate.incoterms,
			option: estimate.option,
			manualReason: estimate.manualReason,
			// waiting for staff to price it by hand: the page says so, with why
			awaitingPrice: isAwaitingPrice(estimate.status),
			booked,
			couponDiscountKrw: estimate.couponDiscountKrw,
			prebookingDiscountKrw: estimate.prebookingDiscountKrw,
			totalWithCouponKrw: estimate.totalWithCouponKrw,
			createdAt: estimate.createdAt,
		},
		vietnamLane: [estimate.origin, estimate.destination].some((code) => findPlace(code)?.countryCode === "VN"),
		// before booking, a sea export to Vietnam links to the route optimiser with its lane (decision 081)
		optimiserLink: booked ? null : optimiserLinkFor(estimate.request, seoulToday()),
		// who pays which charge groups under the quote's Incoterm (none: the customer pays them all)
		split: estimateSplit(estimate),
		groupAmounts: estimate.option ? groupSubtotals(estimate.option) : null,
		// the estimated VAT and total with VAT by the invoice's own rule (decisions 039 and 040):
		// once booked, after the booked discounts
		vat: estimate.option
			? quoteVat(
					estimate.option,
					estimate.direction,
					booked
						? { couponDiscountKrw: estimate.couponDiscountKrw, prebookingDiscountKrw: estimate.prebookingDiscountKrw }
						: null,
				)
			: null,
		// kg CO2e of the chosen option (decision 015), beside the price and never part of it
		co2: estimate.option
			? (optionCo2({
					origin: estimate.origin,
					destination: estimate.destination,
					request: estimate.request,
					option: estimate.option,
				})?.kgCo2e ?? null)
			: null,
		// the parties and cargo given at booking (the B/L and documents are made from them)
		details: booked ? bookingDetailsFor(estimate.id) : null,
		// the coupons a cancellation gives back, for the confirming dialog
		usedCoupons: booked ? couponsOfEstimate(estimate.id, locale) : [],
		trucking: hasTrucking(estimate),
		history: estimateHistory(estimate.id).map((e) => ({
			id: e.id,
			from: e.fromStatus,
			to: e.toStatus,
			actor: e.actor,
			note: e.note,
			createdAt: e.createdAt,
		})),
		actions: own ? customerActions(estimate.status) : null,
	};
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const customer = await requireCustomer(request, context);
	await ensurePrimary();
	const form = await request.formData();
	if (form.get("intent") !== "delete") throw badRequest();
	// the URL names the estimate; a different id in the form is a forged request
	const posted = String(form.get("estimateId") ?? "");
	if (posted && posted !== params.id) throw badRequest();
	// deleteEstimate answers 404 for another company's id or one deleted already
	if (deleteEstimate(customer, params.id) === "notAllowed")
		return rejected({ error: "estimate.deleteFailed" as const, estimateId: params.id });
	// back to the list, at its first page, with the success message
	return redirect(`${LIST}${listQueryString(parseListQuery(new URLSearchParams()), { deleted: "1" })}`, 303);
}

export const shouldRevalidate = revalidateAfterRefusedDelete;

type EstimateData = Awaited<ReturnType<typeof loader>>;

/** What the screen the customer came back from did (?mailed=1, ?cancelled=1|0, ?pdf=failed). */
function ResultNotice() {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	if (params.get("mailed") === "1")
		return (
			<p className="alert alert-success" role="status" data-testid="mailed-notice">
				{t("estimateMail.mailed")}
			</p>
		);
	if (params.get("cancelled") === "1")
		return (
			<p className="alert alert-success" role="status" data-testid="cancelled-notice">
				{t("estimate.detail.cancelled")}
			</p>
		);
	if (params.get("cancelled") === "0")
		return (
			<p className="alert alert-warning" role="alert" data-testid="cancel-failed-notice">
				{t("estimate.detail.cancelFailed")}
			</p>
		);
	// spec section 8's "quote export error": the PDF could not be made (estimate-pdf.ts)
	if (params.get("pdf") === "failed")
		return (
			<p className="alert alert-warning" role="alert" data-testid="pdf-failed-notice">
				{t("estimate.detail.pdfFailed")}
			</p>
		);
	return null;
}

type Details = NonNullable<EstimateData["details"]>;

/** A party as the B/L prints it: name, address, contact, one under the other. */
function PartyLines({
	name,
	address,
	contact,
}: {
	name: string | null;
	address: string | null;
	contact: string | null;
}) {
	return (
		<>
			{[name, address, contact]
				.filter((line): line is string => Boolean(line))
				.map((line, i) => (
					<div key={i} className={i === 0 ? "strong" : undefined}>
						{line}
					</div>
				))}
		</>
	);
}

function BookingDetails({
	details: d,
	direction,
	trucking,
}: {
	details: Details;
	direction: "export" | "import";
	trucking: boolean;
}) {
	const { t } = useTranslation();
	return (
		<section className="card" aria-labelledby="details-heading" data-testid="booking-details">
			<div className="card-header">
				<h2 id="details-heading">{t("booking.details.title")}</h2>
			</div>
			<div className="card-body">
				<dl className="facts">
					<dt>{t("booking.party.shipper")}</dt>
					<dd data-testid="details-shipper">
						<PartyLines name={d.shipperName} address={d.shipperAddress} contact={d.shipperContact} />
					</dd>
					<dt>{t("booking.party.consignee")}</dt>
					<dd data-testid="details-consignee">
						<PartyLines name={d.consigneeName} address={d.consigneeAddress} contact={d.consigneeContact} />
					</dd>
					<dt>{t("booking.party.notify")}</dt>
					<dd data-testid="details-notify">
						{d.notifySameAsConsignee ? (
							t("booking.details.notifySame")
						) : (
							<PartyLines name={d.notifyName} address={d.notifyAddress} contact={d.notifyContact} />
						)}
					</dd>
					{trucking && d.truckingAddress ? (
						<>
							<dt>{t(`booking.field.${direction === "export" ? "pickup" : "delivery"}Address`)}</dt>
							<dd data-testid="details-trucking">{d.truckingAddress}</dd>
						</>
					) : null}
					<dt>{t("booking.field.hsCode")}</dt>
					<dd data-testid="details-hs">{d.hsCode}</dd>
					<dt>{t("booking.field.packageCount")}</dt>
					<dd data-testid="details-packages">
						{d.packageCount} {d.packageKind}
					</dd>
					<dt>{t("booking.field.marks")}</dt>
					<dd data-testid="details-marks">
						{(d.marks ?? t("booking.details.noMarks")).split("\n").map((line, i) => (
							<div key={i}>{line}</div>
						))}
					</dd>
					<dt>{t("booking.field.cargoDescription")}</dt>
					<dd data-testid="details-description">{d.cargoDescription}</dd>
				</dl>
			</div>
		</section>
	);
}

/**
 * Cancelling never takes one click. Without JavaScript the button is a link to the confirming page
 * (/cancel); with it, the same question opens in a dialog here, and its form posts the confirming
 * field the server requires to that page.
 */
function CancelBooking({
	estimate: e,
	coupons,
}: {
	estimate: EstimateData["estimate"];
	coupons: EstimateData["usedCoupons"];
}) {
	const { t } = useTranslation();
	const locale = useLocale();
	const ref = useRef<HTMLDialogElement>(null);
	const busy = useNavigation().state !== "idle";
	const close = () => ref.current?.close();
	return (
		<>
			<Link
				to={cancelConfirmPath(e.id)}
				className="button button-danger"
				data-testid="action-cancel"
				onClick={(event) => {
					const dialog = ref.current;
					if (!dialog || typeof dialog.showModal !== "function") return; // the confirming page instead
					event.preventDefault();
					dialog.showModal();
				}}
			>
				{t("estimate.detail.cancel")}
			</Link>
			<dialog ref={ref} className="app-dialog" aria-labelledby="cancel-dialog-title" data-testid="cancel-confirm">
				<h2 id="cancel-dialog-title">{t("booking.cancel.question", { number: e.number })}</h2>
				<div className="stack">
					{e.totalWithCouponKrw !== null ? (
						<dl className="facts">
							<dt>{t("booking.done.totalWithCoupon")}</dt>
							<dd>{formatMoney({ amount: e.totalWithCouponKrw, currency: "KRW" }, locale)}</dd>
						</dl>
					) : null}
					<ul>
						<li>{t("booking.cancel.effect1")}</li>
						<li>
							{coupons.length > 0
								? t("booking.cancel.couponsBack", { coupons: coupons.map((c) => `${c.name} ${c.number}`).join(", ") })
								: t("booking.cancel.noCoupons")}
						</li>
					</ul>
				</div>
				<Form method="post" action={cancelConfirmPath(e.id)} className="dialog-actions" onSubmit={close}>
					<IntentInput value="cancel" />
					<input type="hidden" name="confirm" value={CANCEL_CONFIRM_VALUE} />
					<button type="button" className="button button-secondary" onClick={close} data-testid="keep-booking">
						{t("booking.cancel.keep")}
					</button>
					<button type="submit" className="button button-danger" disabled={busy} data-testid="confirm-cancel">
						{t("booking.cancel.confirm")}
					</button>
				</Form>
			</dialog>
		</>
	);
}

export default function EstimateDetail() {
	const page = useLoaderData<typeof loader>();
	const refusal = useActionData<typeof action>();
	const { t } = useTranslation();
	const locale = useLocale();
	const location = useLocation();
	const navigation = useNavigation();
	const busy = navigation.state !== "idle";
	const { estimate: e, actions } = page;
	const base = `${LIST}/${e.id}`;
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	const asked = cargoFacts(e.asked, e.direction, t);
	const hasActions = Boolean(e.option || actions?.discount || actions?.book || actions?.cancel || actions?.delete);

	return (
		<Page
			titleKey="estimate.detail.title"
			lead={
				<>
					<span data-testid="estimate-route">
						{e.originName} ({e.origin}) → {e.destinationName} ({e.destination})
					</span>
				</>
			}
			actions={
				<>
					{/* booked or later: the shipment's status page (schedule, milestones, map) */}
					{isShipment(e.status) ? (
						<Link to={`/mypage/shipment/${e.id}`} className="button button-secondary" data-testid="action-shipment">
							{t("estimate.detail.shipment")}
						</Link>
					) : null}
					{page.optimiserLink ? (
						<Link to={page.optimiserLink} className="button button-secondary" data-testid="optimiser-link">
							{t("optimiser.fromQuote")}
						</Link>
					) : null}
					<Link to={LIST}>{t("estimate.detail.back")}</Link>
				</>
			}
		>
			<div className="stack">
				<DeleteFailed refusal={refusal} estimateId={e.id} />
				<ResultNotice />

				<section className="card" aria-labelledby="summary-heading">
					<div className="card-header">
						<h2 id="summary-heading">
							<span data-testid="estimate-number">{e.number}</span>
						</h2>
						<StatusLabel status={e.status} />
					</div>
					<div className="card-body">
						<dl className="facts" data-testid="estimate-facts">
							<dt>{t("estimate.detail.mode")}</dt>
							<dd>
								{t(`pricing.modes.${e.mode}`)} · {t(`pricing.directions.${e.direction}`)}
							</dd>
							<dt>{t("estimate.detail.readyDate")}</dt>
							<dd>{formatCalendarDate(e.readyDate, locale)}</dd>
							<dt>{t("estimate.detail.commodity")}</dt>
							<dd>{e.commodity ?? t("estimate.detail.none")}</dd>
							<dt>{t("pricing.cargo.label")}</dt>
							<dd data-testid="estimate-cargo">{asked.cargo}</dd>
							{asked.foreignTrucking ? (
								<>
									<dt>{t("pricing.cargo.foreignTruckingLabel")}</dt>
									<dd data-testid="estimate-foreign-trucking">{asked.foreignTrucking}</dd>
								</>
							) : null}
							<dt>{t("estimate.detail.incoterms")}</dt>
							<dd data-testid="estimate-incoterms">{e.incoterms ?? t("booking.incotermsNone")}</dd>
							<dt>{t("estimate.detail.created")}</dt>
							<dd>{formatDateTime(e.createdAt, locale)}</dd>
						</dl>
					</div>
					{hasActions ? (
						<div className="card-footer" data-testid="estimate-actions">
							<h3 id="actions-heading" className="visually-hidden">
								{t("estimate.detail.actions")}
							</h3>
							{e.option ? (
								<>
									{/* a file download: a plain link, so the router does not try to render it */}
									<a href={`${base}/pdf`} className="button button-secondary" download data-testid="action-pdf">
										{t("estimate.detail.pdf")}
									</a>
									{actions ? (
										<Link to={`${base}/mail`} className="button button-secondary" data-testid="action-mail">
											{t("estimate.detail.mail")}
										</Link>
									) : null}
								</>
							) : null}
							{actions?.discount ? (
								<Link to={`${base}/discount`} className="button button-secondary" data-testid="action-discount">
									{t("estimate.detail.discount")}
								</Link>
							) : null}
							{actions?.delete ? (
								<Form method="post" action={location.pathname} className="inline">
									<IntentInput value="delete" />
									<input type="hidden" name="estimateId" value={e.id} />
									<button type="submit" className="button button-ghost" disabled={busy} data-testid="action-delete">
										{t("estimate.detail.delete")}
									</button>
								</Form>
							) : null}
							{actions?.cancel ? <CancelBooking estimate={e} coupons={page.usedCoupons} /> : null}
							{actions?.book ? (
								<Link to={`${base}/booking`} className="button" data-testid="action-book">
									{t("estimate.detail.book")}
								</Link>
							) : null}
						</div>
					) : null}
				</section>

				{e.awaitingPrice ? (
					<div className="alert alert-info" data-testid="manual-quote">
						<p>{t("pricing.manualQuote")}</p>
						{e.manualReason ? (
							<p>
								{t("estimate.detail.manualReason")}:{" "}
								{t(`pricing.reasons.${e.manualReason}`, { defaultValue: e.manualReason })}
							</p>
						) : null}
					</div>
				) : null}

				<section className="stack" aria-labelledby="option-heading">
					<h2 id="option-heading">{t("estimate.detail.option")}</h2>
					{e.option ? (
						<QuoteOptionView
							option={e.option}
							locale={locale}
							showVnd={page.vietnamLane}
							co2={page.co2}
							vat={e.booked ? null : page.vat}
						/>
					) : (
						<p className="muted">{t("estimate.detail.notPriced")}</p>
					)}
					{e.option && page.co2 !== null ? <Co2Note /> : null}
				</section>

				{page.groupAmounts ? (
					<section className="card" aria-labelledby="split-heading">
						<div className="card-header">
							<h2 id="split-heading">{t("booking.split.title")}</h2>
						</div>
						<div className="card-body">
							<IncotermSplitTable split={page.split} amounts={page.groupAmounts} locale={locale} t={t} />
						</div>
					</section>
				) : null}

				{e.booked ? (
					<section className="card" aria-labelledby="discounts-heading" data-testid="estimate-discounts">
						<div className="card-header">
							<h2 id="discounts-heading">{t("estimate.detail.discounts")}</h2>
						</div>
						<div className="card-body">
							<dl className="facts">
								<dt>{t("estimate.detail.couponDiscount")}</dt>
								<dd>{krw(e.couponDiscountKrw > 0 ? -e.couponDiscountKrw : 0)}</dd>
								<dt>{t("estimate.detail.prebookingDiscount")}</dt>
								<dd>{krw(e.prebookingDiscountKrw > 0 ? -e.prebookingDiscountKrw : 0)}</dd>
								{e.totalWithCouponKrw !== null ? (
									<>
										<dt>{t("estimate.detail.totalWithCoupon")}</dt>
										<dd>
											<strong data-testid="total-with-coupon">{krw(e.totalWithCouponKrw)}</strong>
										</dd>
									</>
								) : null}
								{page.vat ? <VatTotals vat={page.vat} locale={locale} supply={false} /> : null}
							</dl>
							{page.vat ? <VatNote /> : null}
						</div>
					</section>
				) : null}

				{page.details ? (
					<BookingDetails details={page.details} direction={e.direction} trucking={page.trucking} />
				) : null}

				<section className="stack" aria-labelledby="history-heading">
					<h2 id="history-heading">{t("estimate.detail.history")}</h2>
					<div className="table-wrap">
						<table className="table table-stack" data-testid="estimate-history">
							<thead>
								<tr>
									<th scope="col">{t("estimate.detail.when")}</th>
									<th scope="col">{t("estimate.detail.from")}</th>
									<th scope="col">{t("estimate.detail.to")}</th>
									<th scope="col">{t("estimate.detail.by")}</th>
									<th scope="col">{t("estimate.detail.note")}</th>
								</tr>
							</thead>
							<tbody>
								{page.history.map((h) => (
									<tr key={h.id}>
										<td data-label={t("estimate.detail.when")}>{formatDateTime(h.createdAt, locale)}</td>
										<td data-label={t("estimate.detail.from")}>{h.from ? t(`estimate.status.${h.from}`) : ""}</td>
										<td data-label={t("estimate.detail.to")}>{t(`estimate.status.${h.to}`)}</td>
										<td data-label={t("estimate.detail.by")}>{t(`estimate.detail.actors.${h.actor}`)}</td>
										<td data-label={t("estimate.detail.note")}>{h.note ?? ""}</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
				</section>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
