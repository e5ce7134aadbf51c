// My page, quotes (spec sections 2 and 9): without an id, the company's quote list (search, sort,
// ocean/air and export/import filters, 5 a page, all in the URL through a GET form, so it works
// without JavaScript); with an id, one estimate (the chosen option, discounts, status history and
// what the customer may do next; after booking, the parties and cargo and who pays which charge
// groups under the Incoterm). Both answer a delete POST (intent=delete). Every loader and
// action asks the server who the user is: the list is always the user's own company's, one estimate
// goes through getEstimateFor (another company's is 404).
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, type ShouldRevalidateFunction, data, redirect, useActionData, useLoaderData, useLocation, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/estimate";
import { requireUser } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import { EmptyState } from "#app/components/empty-state.tsx";
import { IntentInput } from "#app/components/forms.tsx";
import { formatCalendarDate, formatDate, formatDateTime, formatMoney } from "#app/i18n/format.ts";
import { DEFAULT_LOCALE, type Locale, localeFromAny } from "#app/i18n/locales.ts";
import { localeFromContext } from "#app/middleware/i18next.server.ts";
import { groupSubtotals } from "#app/pricing/incoterm-reprice.ts";
import { CANCEL_CONFIRM_VALUE, cancelConfirmPath, estimateSplit, hasTrucking } from "#app/quotes/booking.ts";
import { bookingDetailsFor } from "#app/quotes/booking.server.ts";
import { couponsOfEstimate } from "#app/coupons/coupons.server.ts";
import { IncotermSplitTable } from "#app/quotes/components/incoterm-split.tsx";
import { QuoteOptionView } from "#app/quotes/components/quote-option.tsx";
import { StatusLabel } from "#app/quotes/components/status-label.tsx";
import { estimateHistory, getEstimateFor } from "#app/quotes/estimates.server.ts";
import { DIRECTION_FILTERS, type ListQuery, SORTS, TRANSPORT_FILTERS, customerActions, listQueryString, parseListQuery } from "#app/quotes/list.ts";
import { deleteEstimate, listEstimates, placeName, placeNames } from "#app/quotes/list.server.ts";
import { Pager } from "#app/components/pager.tsx";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/utils/litefs.server.ts";

const LIST = "/mypage/estimate";

function estimatePage(user: SessionUser, id: string, locale: Locale) {
	const estimate = getEstimateFor(user, id);
	const names = placeNames([estimate.origin, estimate.destination]);
	// staff may read a customer's estimate (spec section 6) but the customer's actions are not theirs
	const own = user.companyId !== null && user.companyId === estimate.companyId;
	const booked = estimate.bookedAt !== null || estimate.totalWithCouponKrw !== null;
	return {
		kind: "estimate" as const,
		estimate: {
			id: estimate.id,
			number: estimate.number,
			status: estimate.status,
			mode: estimate.mode,
			direction: estimate.direction,
			origin: estimate.origin,
			destination: estimate.destination,
			originName: placeName(names, estimate.origin, locale),
			destinationName: placeName(names, estimate.destination, locale),
			readyDate: estimate.readyDate,
			commodity: estimate.commodity,
			incoterms: estimate.incoterms,
			option: estimate.option,
			manualReason: estimate.manualReason,
			booked,
			couponDiscountKrw: estimate.couponDiscountKrw,
			prebookingDiscountKrw: estimate.prebookingDiscountKrw,
			totalWithCouponKrw: estimate.totalWithCouponKrw,
			createdAt: estimate.createdAt,
		},
		vietnamLane: [estimate.origin, estimate.destination].some((code) => names.get(code)?.countryCode === "VN"),
		// who pays which charge groups under the quote's Incoterm (none: the customer pays them all)
		split: estimateSplit(estimate),
		groupAmounts: estimate.option ? groupSubtotals(estimate.option) : null,
		// the parties and cargo given at booking (the B/L and documents are made from them)
		details: booked ? bookingDetailsFor(estimate.id) : null,
		// the coupons a cancellation gives back, for the confirming dialog
		usedCoupons: booked ? couponsOfEstimate(estimate.id, locale) : [],
		trucking: hasTrucking(estimate),
		history: estimateHistory(estimate.id).map((e) => ({ id: e.id, from: e.fromStatus, to: e.toStatus, actor: e.actor, note: e.note, createdAt: e.createdAt })),
		actions: own ? customerActions(estimate.status) : null,
	};
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const locale = localeFromContext(context);
	if (params.id) return estimatePage(user, params.id, locale);
	const query = parseListQuery(new URL(request.url).searchParams);
	return { kind: "list" as const, query, hasCompany: user.companyId !== null, ...listEstimates(user, query, locale) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireUser(request, context);
	await ensurePrimary();
	const form = await request.formData();
	if (form.get("intent") !== "delete") throw data({ reason: "badRequest" }, { status: 400 });
	const posted = String(form.get("estimateId") ?? "");
	// on the estimate page the URL names the estimate; a different id in the form is a forged request
	if (params.id && posted && posted !== params.id) throw data({ reason: "badRequest" }, { status: 400 });
	const id = params.id ?? posted;
	if (!id) throw data({ reason: "badRequest" }, { status: 400 });
	// deleteEstimate answers 404 for another company's id and 403 for users without a company
	if (deleteEstimate(user, id) === "notAllowed") return data({ error: "estimate.deleteFailed", estimateId: id }, { status: 400 });
	// back to the list as it was (search, filters, page), with the success message
	const query = params.id ? parseListQuery(new URLSearchParams()) : parseListQuery(new URL(request.url).searchParams);
	return redirect(`${LIST}${listQueryString(query, { deleted: "1" })}`, 303);
}

/**
 * A refused delete (400) means the estimate changed meanwhile, e.g. it was booked: reload so the page
 * shows its current status and actions. React Router skips reloading after an error status by default.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
	if (actionResult && typeof actionResult === "object" && "error" in actionResult) return true;
	return defaultShouldRevalidate;
};

type LoaderData = Awaited<ReturnType<typeof loader>>;
type ListData = Extract<LoaderData, { kind: "list" }>;
type EstimateData = Extract<LoaderData, { kind: "estimate" }>;

function useLocale(): Locale {
	const { i18n } = useTranslation();
	return localeFromAny(i18n.language) ?? DEFAULT_LOCALE;
}

function DeleteFailed({ estimateId }: { estimateId?: string }) {
	const { t } = useTranslation();
	const actionData = useActionData<typeof action>();
	if (!actionData || (estimateId && actionData.estimateId !== estimateId)) return null;
	return (
		<p className="alert alert-warning" role="alert" data-testid="delete-failed">
			{t(actionData.error)}
		</p>
	);
}

export default function Estimates() {
	const loaderData = useLoaderData<typeof loader>();
	return loaderData.kind === "list" ? <EstimateList data={loaderData} /> : <EstimateDetail data={loaderData} />;
}

// ---------------------------------------------------------------------------------------------
// The list

function EstimateList({ data: list }: { data: ListData }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const [params] = useSearchParams();
	const navigation = useNavigation();
	const busy = navigation.state !== "idle";
	const { query } = list;
	const filtered = Boolean(query.q || query.direction || query.transport);
	const pageLink = (page: number) => `${LIST}${listQueryString({ ...query, page })}`;
	// the delete form posts to the list as it is shown, so the redirect comes back to the same view
	const here = `${LIST}${listQueryString({ ...query, page: list.page })}`;
	const label = (key: string) => t(`estimate.list.${key}`);

	return (
		<Page
			titleKey="page.mypage.estimate"
			actions={
				list.hasCompany ? (
					<Link to="/order" className="button">
						{t("estimate.list.newQuote")}
					</Link>
				) : null
			}
		>
			<div className="stack">
				{params.get("deleted") === "1" ? (
					<p className="alert alert-success" role="status" data-testid="deleted-notice">
						{t("estimate.list.deleted")}
					</p>
				) : null}
				<DeleteFailed />
				{!list.hasCompany ? (
					<p className="alert alert-info" data-testid="no-company">
						{t("estimate.list.noCompany")}
					</p>
				) : (
					<>
						<Filters query={query} />
						<p className="muted" data-testid="estimate-count">
							{t("estimate.list.count", { count: list.total })}
						</p>
						{list.rows.length === 0 ? (
							<div data-testid="estimate-empty">
								{filtered ? (
									<EmptyState title={t("estimate.list.noMatch")} action={{ to: LIST, label: t("estimate.list.reset") }} />
								) : (
									<EmptyState title={t("estimate.list.empty")} body={t("estimate.list.emptyBody")} action={{ to: "/order", label: t("estimate.list.newQuote") }} />
								)}
							</div>
						) : (
							<div className="table-wrap">
								<table className="table table-stack estimate-table" data-testid="estimate-table">
									<caption className="visually-hidden">{t("page.mypage.estimate")}</caption>
									<thead>
										<tr>
											<th scope="col">{label("number")}</th>
											<th scope="col">{label("status")}</th>
											<th scope="col">{label("route")}</th>
											<th scope="col">{label("mode")}</th>
											<th scope="col">{label("commodity")}</th>
											<th scope="col" className="num">
												{label("total")}
											</th>
											<th scope="col">{label("created")}</th>
											<th scope="col">
												<span className="visually-hidden">{label("actions")}</span>
											</th>
										</tr>
									</thead>
									<tbody>
										{list.rows.map((row) => (
											<tr key={row.id} data-testid="estimate-row" data-id={row.id}>
												<td data-label={label("number")}>
													<Link to={`${LIST}/${row.id}`} data-testid="estimate-number" className="strong nowrap">
														{row.number}
													</Link>
												</td>
												<td data-label={label("status")}>
													<span>
														<StatusLabel status={row.status} />
													</span>
												</td>
												<td data-label={label("route")}>
													{row.originName} ({row.origin}) → {row.destinationName} ({row.destination})
												</td>
												<td data-label={label("mode")}>
													{t(`pricing.modes.${row.mode}`)} · {t(`pricing.directions.${row.direction}`)}
												</td>
												<td data-label={label("commodity")}>{row.commodity ?? ""}</td>
												<td className="num" data-label={label("total")}>
													{row.totalKrw === null ? (
														<span className="muted">{t("estimate.list.awaitingPrice")}</span>
													) : (
														formatMoney({ amount: row.totalKrw, currency: "KRW" }, locale)
													)}
												</td>
												<td data-label={label("created")} className="nowrap">
													{formatDate(row.createdAt, locale)}
												</td>
												<td data-label={label("actions")}>
													{row.deletable ? (
														<Form method="post" action={here} className="inline">
															<IntentInput value="delete" />
															<input type="hidden" name="estimateId" value={row.id} />
															<button
																type="submit"
																className="button button-ghost button-sm"
																disabled={busy}
																aria-label={t("estimate.list.deleteLabel", { number: row.number })}
															>
																{t("estimate.list.delete")}
															</button>
														</Form>
													) : null}
												</td>
											</tr>
										))}
									</tbody>
								</table>
							</div>
						)}
						<Pager page={list.page} pageCount={list.pageCount} pageLink={pageLink} testId="estimate-pager" />
					</>
				)}
			</div>
		</Page>
	);
}

/** Search, filters and sort as one GET form: the URL holds the whole view; a new search starts at page 1. */
function Filters({ query }: { query: ListQuery }) {
	const { t } = useTranslation();
	return (
		<Form method="get" action={LIST} className="card" aria-label={t("estimate.list.filters")} data-testid="estimate-filters">
			<div className="card-body stack">
				<div className="form-grid">
					<div className="field">
						<label htmlFor="estimate-q">{t("estimate.list.search")}</label>
						<input
							id="estimate-q"
							type="search"
							name="q"
							defaultValue={query.q}
							maxLength={100}
							placeholder={t("estimate.list.searchHint")}
							title={t("estimate.list.searchHint")}
						/>
					</div>
					<div className="field">
						<label htmlFor="estimate-direction">{t("estimate.list.direction")}</label>
						<select id="estimate-direction" name="direction" defaultValue={query.direction}>
							<option value="">{t("estimate.list.all")}</option>
							{DIRECTION_FILTERS.map((d) => (
								<option key={d} value={d}>
									{t(`pricing.directions.${d}`)}
								</option>
							))}
						</select>
					</div>
					<div className="field">
						<label htmlFor="estimate-transport">{t("estimate.list.transport")}</label>
						<select id="estimate-transport" name="transport" defaultValue={query.transport}>
							<option value="">{t("estimate.list.all")}</option>
							{TRANSPORT_FILTERS.map((m) => (
								<option key={m} value={m}>
									{t(`estimate.list.${m}`)}
								</option>
							))}
						</select>
					</div>
					<div className="field">
						<label htmlFor="estimate-sort">{t("estimate.list.sort")}</label>
						<select id="estimate-sort" name="sort" defaultValue={query.sort}>
							{SORTS.map((s) => (
								<option key={s} value={s}>
									{t(`estimate.list.sorts.${s}`)}
								</option>
							))}
						</select>
					</div>
				</div>
				<div className="form-actions">
					<button type="submit" className="button">
						{t("estimate.list.apply")}
					</button>
					<Link to={LIST} className="button button-ghost">
						{t("estimate.list.reset")}
					</Link>
				</div>
			</div>
		</Form>
	);
}

// ---------------------------------------------------------------------------------------------
// One estimate

/** What the screen the customer came back from did (redirect after POST: ?mailed=1, ?cancelled=1|0). */
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
	return null;
}

type Details = NonNullable<EstimateData["details"]>;

/** A party as the B/L prints it: name, address, contact, one under the other. */
function PartyLines({ name, address, contact }: { name: string | null; address: string | null; contact: string | null }) {
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

function BookingDetails({ details: d, direction, trucking }: { details: Details; direction: "export" | "import"; trucking: boolean }) {
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
						{d.notifySameAsConsignee ? t("booking.details.notifySame") : <PartyLines name={d.notifyName} address={d.notifyAddress} contact={d.notifyContact} />}
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
 * (/booking?cancel=1); with it, the same question opens in a dialog here, and its form posts the
 * confirming field the server requires.
 */
function CancelBooking({ estimate: e, coupons }: { estimate: EstimateData["estimate"]; coupons: EstimateData["usedCoupons"] }) {
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
				<Form method="post" action={`${LIST}/${e.id}/booking`} className="dialog-actions" onSubmit={close}>
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

function EstimateDetail({ data: page }: { data: EstimateData }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const location = useLocation();
	const navigation = useNavigation();
	const busy = navigation.state !== "idle";
	const { estimate: e, actions } = page;
	const base = `${LIST}/${e.id}`;
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
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
			actions={<Link to={LIST}>{t("estimate.detail.back")}</Link>}
		>
			<div className="stack">
				<DeleteFailed estimateId={e.id} />
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

				{e.status === "in_request" ? (
					<div className="alert alert-info" data-testid="manual-quote">
						<p>{t("pricing.manualQuote")}</p>
						{e.manualReason ? (
							<p>
								{t("estimate.detail.manualReason")}: {t(`pricing.reasons.${e.manualReason}`, { defaultValue: e.manualReason })}
							</p>
						) : null}
					</div>
				) : null}

				<section className="stack" aria-labelledby="option-heading">
					<h2 id="option-heading">{t("estimate.detail.option")}</h2>
					{e.option ? <QuoteOptionView option={e.option} locale={locale} showVnd={page.vietnamLane} /> : <p className="muted">{t("estimate.detail.notPriced")}</p>}
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
							</dl>
						</div>
					</section>
				) : null}

				{page.details ? <BookingDetails details={page.details} direction={e.direction} trucking={page.trucking} /> : null}

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
