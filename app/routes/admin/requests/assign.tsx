// /admin/requests/:id: one clearance or insurance request for staff: the shipment
// (a link to its desk), the customer company, what was asked, assigning or reassigning a partner
// company of the right kind while it is open (once-keyed; the partner is mailed after the commit),
// and the request's history from the document audit.
import { Fragment } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/assign";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import {
	ASSIGN_REFUSAL_KINDS,
	type ClearanceDetails,
	type InsuranceDetails,
	assignPartner,
	getStaffRequest,
	parseDetails,
} from "#app/documents/partner-requests.server.ts";
import { mailRequestAssigned } from "#app/documents/request-mail.server.ts";
import { formatHsCode } from "#app/documents/requests.ts";
import { formatDateTime, formatMoney } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { refusalReply, rejected } from "#app/utils/replies.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const locale = localeFromContext(context);
	const v = getStaffRequest(user, params.id);
	const r = v.request;
	const usd = (amount: number) => formatMoney({ amount, currency: "USD" }, locale);
	const facts: [string, string][] = [];
	if (r.kind === "insurance") {
		const d = parseDetails<InsuranceDetails>(r);
		if (d)
			facts.push(
				["desk.requests.invoice", usd(d.invoiceUsdCents)],
				["desk.requests.product", d.productName],
				["desk.requests.hsCode", formatHsCode(d.hsCode)],
				["desk.requests.insured", usd(d.premium.insuredUsdCents)],
				[
					"desk.requests.premium",
					`${usd(d.premium.premiumUsdCents)} (${formatMoney({ amount: d.premium.premiumKrw, currency: "KRW" }, locale)})`,
				],
			);
	} else {
		const d = parseDetails<ClearanceDetails>(r);
		if (d) facts.push(["desk.requests.invoice", usd(d.invoiceUsdCents)]);
	}
	const done = new URL(request.url).searchParams.get("done");
	return {
		id: r.id,
		kind: r.kind,
		status: r.status,
		estimateId: r.estimateId,
		number: v.number,
		company: v.company,
		route: routeLabel(v.estimate.origin, v.estimate.destination, locale),
		mode: v.estimate.mode,
		at: formatDateTime(r.createdAt, locale),
		partnerCompanyId: r.partnerCompanyId,
		partners: v.partners.map((p) => ({ id: p.id, name: p.name })),
		facts,
		history: v.history.map((h) => ({
			id: h.id,
			action: h.action,
			who: h.userName ?? "",
			at: formatDateTime(h.at, locale),
			detail: h.detail ?? "",
		})),
		notice: done === "assigned" || done === "unchanged" ? done : null,
		onceKey: newOnceKey(),
	};
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	await ensurePrimary();
	const form = await request.formData();
	const onceKey = String(form.get("onceKey") ?? "");
	if (!/^[\w-]{16,64}$/.test(onceKey)) return rejected({ problem: "wrongKind" as const });
	const outcome = assignPartner(user, params.id, String(form.get("partnerCompanyId") ?? ""), onceKey);
	if (!outcome.ok) return refusalReply(ASSIGN_REFUSAL_KINDS, outcome.error, { problem: outcome.error });
	if (outcome.changed) await mailRequestAssigned(params.id, linkOrigin(request));
	return redirect(outcome.changed ? outcome.redirectTo : `/admin/requests/${params.id}?done=unchanged`, 303);
}

export default function AssignRequest() {
	const loaderData = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const { t } = useTranslation();
	const d = loaderData;
	const busy = useNavigation().state === "submitting";
	const k = "desk.requests.";
	return (
		<Page titleKey={`${k}detailTitle`} lead={`${t(`docRequests.kinds.${d.kind}`)} · ${d.number}`}>
			<div className="stack" data-testid="staff-request" data-status={d.status}>
				{d.notice ? (
					<p
						className={`alert ${d.notice === "assigned" ? "alert-success" : "alert-info"}`}
						role="status"
						data-testid="desk-notice"
					>
						{t(`${k}${d.notice}`)}
					</p>
				) : null}
				<section className="card">
					<div className="card-body">
						<dl className="facts">
							<dt>{t(`${k}number`)}</dt>
							<dd>
								<Link to={`/admin/shipments/${d.estimateId}`}>{d.number}</Link>
							</dd>
							<dt>{t(`${k}company`)}</dt>
							<dd>{d.company}</dd>
							<dt>{t(`${k}route`)}</dt>
							<dd>
								{d.route} · {t(`docRequests.modes.${d.mode}`)}
							</dd>
							<dt>{t(`${k}requestedAt`)}</dt>
							<dd>{d.at}</dd>
							<dt>{t(`${k}status`)}</dt>
							<dd>{t(`docRequests.status.${d.status}`)}</dd>
							{d.facts.map(([label, value]) => (
								<Fragment key={label}>
									<dt>{t(label)}</dt>
									<dd>{value}</dd>
								</Fragment>
							))}
						</dl>
					</div>
				</section>
				<section className="card" aria-labelledby="assign-heading">
					<div className="card-header">
						<h2 id="assign-heading">{t(`${k}assignTitle`)}</h2>
					</div>
					<div className="card-body stack">
						{actionData?.problem ? (
							<p className="field-errors" role="alert" data-testid="assign-error">
								{t(`${k}${actionData.problem}`)}
							</p>
						) : null}
						{d.partners.length === 0 ? (
							<p className="muted">{t(`${k}noPartners`)}</p>
						) : d.status === "requested" ? (
							<Form method="post" className="stack-form" aria-busy={busy} data-testid="assign-form">
								<input type="hidden" name="onceKey" value={d.onceKey} />
								<div className="field">
									<label htmlFor="partner">{t(`${k}assignLabel`)}</label>
									{/* no company preselected while unassigned: a hurried click must not send the request to the first one */}
									<select id="partner" name="partnerCompanyId" defaultValue={d.partnerCompanyId ?? ""} required>
										{d.partnerCompanyId ? null : (
											<option value="" disabled>
												{t(`${k}choose`)}
											</option>
										)}
										{d.partners.map((p) => (
											<option key={p.id} value={p.id}>
												{p.name}
											</option>
										))}
									</select>
								</div>
								<div className="form-actions">
									<button type="submit" className="button" disabled={busy}>
										{t(d.partnerCompanyId ? `${k}reassign` : `${k}assign`)}
									</button>
								</div>
							</Form>
						) : (
							<p>{d.partners.find((p) => p.id === d.partnerCompanyId)?.name ?? t(`${k}unassigned`)}</p>
						)}
					</div>
				</section>
				<section className="card" aria-labelledby="history-heading">
					<div className="card-header">
						<h2 id="history-heading">{t(`${k}history`)}</h2>
					</div>
					<div className="card-body">
						{d.history.length ? (
							<ol className="stack" data-testid="request-history">
								{d.history.map((h) => (
									<li key={h.id} data-action={h.action}>
										<strong>{t(`${k}actions.${h.action}`)}</strong> · {h.who || t(`${k}system`)} ·{" "}
										<span className="muted small">{h.at}</span>
									</li>
								))}
							</ol>
						) : (
							<p className="muted">{t(`${k}historyEmpty`)}</p>
						)}
					</div>
				</section>
				<p>
					<Link to="/admin/requests">{t(`${k}title`)}</Link>
				</p>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
