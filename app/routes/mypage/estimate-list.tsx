// My page, quotes (spec sections 2 and 9): the company's quote list, with search, sort, ocean/air and
// export/import filters, 5 a page, all in the URL through a GET form, so it works without JavaScript.
// A deletable quote has a delete button that posts here (intent=delete) and comes back to the list as
// it was, with the success message or the refusal. One estimate is estimate-detail.tsx.
// Any signed-in user may open the list (it is always the user's own company's; a user without a
// company is told so); deleting is a customer's act (requireCustomer: 403 for staff).
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/estimate-list";
import { requireCustomer, requireUser } from "#app/auth/guard.server.ts";
import { EmptyState } from "#app/components/empty-state.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { IntentInput } from "#app/components/forms.tsx";
import { Pager } from "#app/components/pager.tsx";
import { formatDate, formatMoney } from "#app/i18n/format.ts";
import { isShipment } from "#app/lifecycle/lifecycle.ts";
import { useLocale } from "#app/i18n/use-locale.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import {
	DeleteFailed,
	ESTIMATE_LIST_PATH as LIST,
	revalidateAfterRefusedDelete,
} from "#app/quotes/components/estimate-delete.tsx";
import { StatusLabel } from "#app/quotes/components/status-label.tsx";
import {
	DIRECTION_FILTERS,
	type ListQuery,
	SORTS,
	TRANSPORT_FILTERS,
	listQueryString,
	parseListQuery,
} from "#app/quotes/list.ts";
import { deleteEstimate, listEstimates } from "#app/quotes/list.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { badRequest, rejected } from "#app/utils/replies.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const query = parseListQuery(new URL(request.url).searchParams);
	return { query, hasCompany: user.companyId !== null, ...listEstimates(user, query, localeFromContext(context)) };
}

export async function action({ request, context }: Route.ActionArgs) {
	const customer = await requireCustomer(request, context);
	await ensurePrimary();
	const form = await request.formData();
	if (form.get("intent") !== "delete") throw badRequest();
	const id = String(form.get("estimateId") ?? "");
	if (!id) throw badRequest();
	// deleteEstimate answers 404 for another company's id or one deleted already
	if (deleteEstimate(customer, id) === "notAllowed")
		return rejected({ error: "estimate.deleteFailed" as const, estimateId: id });
	// back to the list as it was (search, filters, page), with the success message
	return redirect(
		`${LIST}${listQueryString(parseListQuery(new URL(request.url).searchParams), { deleted: "1" })}`,
		303,
	);
}

export const shouldRevalidate = revalidateAfterRefusedDelete;

export default function EstimateList() {
	const list = useLoaderData<typeof loader>();
	const refusal = useActionData<typeof action>();
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
				<DeleteFailed refusal={refusal} />
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
									<EmptyState
										title={t("estimate.list.noMatch")}
										action={{ to: LIST, label: t("estimate.list.reset") }}
									/>
								) : (
									<EmptyState
										title={t("estimate.list.empty")}
										body={t("estimate.list.emptyBody")}
										action={{ to: "/order", label: t("estimate.list.newQuote") }}
									/>
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
													<StatusLabel status={row.status} />
												</td>
												{/* one text each, not a text node per part: the same words, less for React to render */}
												<td
													data-label={label("route")}
												>{`${row.originName} (${row.origin}) → ${row.destinationName} (${row.destination})`}</td>
												<td
													data-label={label("mode")}
												>{`${t(`pricing.modes.${row.mode}`)} · ${t(`pricing.directions.${row.direction}`)}`}</td>
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
													{isShipment(row.status) ? (
														<Link
															to={`/mypage/upload/${row.id}`}
															className="button button-ghost button-sm"
															data-testid="estimate-documents"
														>
															{t("uploads.link")}
														</Link>
													) : null}
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
		<Form
			method="get"
			action={LIST}
			className="card"
			aria-label={t("estimate.list.filters")}
			data-testid="estimate-filters"
		>
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

export const ErrorBoundary = RouteErrorBoundary;
