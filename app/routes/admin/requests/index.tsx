// /admin/requests: the staff queue of clearance and insurance requests, unassigned
// first, then newest; filtered by status and kind with a plain GET form. Below it the cargo insurance
// rate (premium.ts): every staff member sees it, a staff_admin changes it (its own small form here,
// beside the requests it prices, rather than on /admin/settings).
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/index";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import { DeskTable } from "#app/desk/desk-table.tsx";
import { REQUEST_STATUSES, type RequestStatus } from "#app/documents/codes/codes.ts";
import { currentInsuranceRate, setInsuranceRate } from "#app/documents/insurance-rate.server.ts";
import {
	PARTNER_REQUEST_KINDS,
	type PartnerRequestKind,
	listStaffRequests,
} from "#app/documents/partner-requests.server.ts";
import { parseRatePercent, ratePercentText } from "#app/documents/premium.ts";
import { formatDateTime } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { forbidden, rejected } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const locale = localeFromContext(context);
	const url = new URL(request.url);
	const status = REQUEST_STATUSES.find((s) => s === url.searchParams.get("status")) ?? null;
	const kind = PARTNER_REQUEST_KINDS.find((k) => k === url.searchParams.get("kind")) ?? null;
	const rate = currentInsuranceRate();
	return {
		filter: { status, kind },
		// sent from here: the list lives in a .server module the screen cannot import
		kinds: PARTNER_REQUEST_KINDS as readonly PartnerRequestKind[],
		rows: listStaffRequests(user, { status, kind }).map((r) => ({
			id: r.id,
			number: r.number,
			kind: r.kind,
			status: r.status,
			company: r.company,
			partner: r.partner,
			route: routeLabel(r.origin, r.destination, locale),
			at: formatDateTime(r.createdAt, locale),
		})),
		rate: {
			text: ratePercentText(rate.ppm),
			isDefault: rate.isDefault,
			changed: rate.updatedAt ? { when: formatDateTime(rate.updatedAt, locale), name: rate.updatedByName ?? "" } : null,
		},
		isAdmin: user.role === "staff_admin",
		saved: url.searchParams.get("done") === "rate",
	};
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	if (user.role !== "staff_admin") throw forbidden();
	await ensurePrimary();
	const form = await request.formData();
	const raw = String(form.get("rate") ?? "");
	const ppm = parseRatePercent(raw);
	if (ppm === null) return rejected({ rateError: true, rate: raw });
	setInsuranceRate(user, ppm);
	return redirect("/admin/requests?done=rate", 303);
}

export default function Requests() {
	const loaderData = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const { t } = useTranslation();
	const { rows, filter, kinds, rate, isAdmin, saved } = loaderData;
	const busy = useNavigation().state === "submitting";
	const k = "desk.requests.";
	type Row = (typeof rows)[number];
	return (
		<Page titleKey={`${k}title`} lead={t(`${k}intro`)}>
			<div className="stack">
				<Form method="get" className="cluster" data-testid="request-filter">
					<div className="field">
						<label htmlFor="filter-status">{t(`${k}status`)}</label>
						<select id="filter-status" name="status" defaultValue={filter.status ?? ""}>
							<option value="">{t(`${k}all`)}</option>
							{REQUEST_STATUSES.map((s: RequestStatus) => (
								<option key={s} value={s}>
									{t(`docRequests.status.${s}`)}
								</option>
							))}
						</select>
					</div>
					<div className="field">
						<label htmlFor="filter-kind">{t(`${k}kind`)}</label>
						<select id="filter-kind" name="kind" defaultValue={filter.kind ?? ""}>
							<option value="">{t(`${k}all`)}</option>
							{kinds.map((kind) => (
								<option key={kind} value={kind}>
									{t(`docRequests.kinds.${kind}`)}
								</option>
							))}
						</select>
					</div>
					<div className="form-actions">
						<button type="submit" className="button button-ghost">
							{t(`${k}filter`)}
						</button>
					</div>
				</Form>
				{rows.length === 0 ? (
					<EmptyState title={t(`${k}empty`)} />
				) : (
					<DeskTable<Row>
						testId="request-list"
						rows={rows}
						rowKey={(r) => r.id}
						rowProps={(r) => ({ "data-number": r.number, "data-kind": r.kind, "data-status": r.status })}
						columns={[
							{ key: "number", label: t(`${k}number`), cell: (r) => r.number },
							{ key: "kind", label: t(`${k}kind`), cell: (r) => t(`docRequests.kinds.${r.kind}`) },
							{ key: "company", label: t(`${k}company`), cell: (r) => r.company },
							{ key: "route", label: t(`${k}route`), cell: (r) => r.route },
							{
								key: "partner",
								label: t(`${k}partner`),
								cell: (r) => r.partner ?? <span className="badge badge-warning">{t(`${k}unassigned`)}</span>,
							},
							{ key: "status", label: t(`${k}status`), cell: (r) => t(`docRequests.status.${r.status}`) },
							{ key: "at", label: t(`${k}requestedAt`), cell: (r) => r.at },
							{
								key: "action",
								label: t("desk.table.action"),
								cell: (r) => (
									<Link to={`/admin/requests/${r.id}`} className="button button-sm">
										{t(`${k}open`)}
									</Link>
								),
							},
						]}
					/>
				)}
				<section className="card" aria-labelledby="rate-heading" data-testid="insurance-rate">
					<div className="card-header">
						<h2 id="rate-heading">{t(`${k}rate.title`)}</h2>
					</div>
					<div className="card-body stack">
						{saved ? (
							<p className="alert alert-success" role="status">
								{t(`${k}rate.saved`)}
							</p>
						) : null}
						<p>
							<strong data-testid="insurance-rate-value">{t(`${k}rate.current`, { rate: rate.text })}</strong>
						</p>
						{rate.isDefault ? <p className="muted">{t(`${k}rate.default`)}</p> : null}
						{rate.changed ? <p className="muted small">{t(`${k}rate.changed`, rate.changed)}</p> : null}
						{isAdmin ? (
							<Form method="post" className="stack-form" aria-busy={busy}>
								<div className="field" data-invalid={actionData?.rateError ? "" : undefined}>
									<label htmlFor="rate">{t(`${k}rate.label`)}</label>
									<input
										id="rate"
										name="rate"
										type="text"
										inputMode="decimal"
										defaultValue={actionData?.rate ?? ""}
										aria-describedby="rate-hint"
									/>
									<p className="field-hint" id="rate-hint">
										{t(`${k}rate.hint`)}
									</p>
									{actionData?.rateError ? (
										<p className="field-errors" role="alert">
											{t(`${k}rate.invalid`)}
										</p>
									) : null}
								</div>
								<div className="form-actions">
									<button type="submit" className="button" disabled={busy}>
										{t(`${k}rate.save`)}
									</button>
								</div>
							</Form>
						) : (
							<p className="muted small">{t(`${k}rate.adminOnly`)}</p>
						)}
					</div>
				</section>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
