// /mypage/upload/:id/clearance/:kind (export | import): the customer asks a customs broker to clear the
// shipment (spec sections 5 and 8 "Clearance"). The invoice value in USD, the spec's
// domestic fee estimate, and the request's state once made; refusals: enter the invoice value,
// calculate first, already requested (ask admin). Either kind on any shipment (requests.ts says why).
// A plain form with a one-time key; the broker's mail goes after the commit.
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/clearance-request";
import { requireCustomer } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { ErrorList } from "#app/components/forms.tsx";
import { createClearanceRequest, customerShipment } from "#app/documents/partner-requests.server.ts";
import { mailRequestAssigned } from "#app/documents/request-mail.server.ts";
import { type Refusal, clearanceKindOf } from "#app/documents/requests.ts";
import { formatDateTime, formatMoney } from "#app/i18n/format.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { RequestState } from "#app/documents/components/request-state.tsx";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { mailStaffRequest } from "#app/notices/customer-notices.server.ts";
import { notFound, rejected } from "#app/utils/replies.server.ts";

const E = "docRequests.errors.";

function kindOf(param: string | undefined) {
	const kind = clearanceKindOf(param);
	if (!kind) throw notFound();
	return { kind, param: param as "export" | "import" };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const customer = await requireCustomer(request, context);
	const { kind, param } = kindOf(params.kind);
	const locale = localeFromContext(context);
	const { estimate, facts, requests } = customerShipment(customer, params.id);
	const made = requests.find((r) => r.kind === kind) ?? null;
	return {
		id: estimate.id,
		param,
		number: estimate.number,
		route: routeLabel(estimate.origin, estimate.destination, locale),
		priced: facts.priced,
		done: new URL(request.url).searchParams.get("done") === "requested",
		made: made
			? {
					status: made.status,
					assigned: made.partnerCompanyId !== null,
					at: formatDateTime(made.createdAt, locale),
					invoice: made.details
						? formatMoney(
								{ amount: (JSON.parse(made.details) as { invoiceUsdCents: number }).invoiceUsdCents, currency: "USD" },
								locale,
							)
						: "",
				}
			: null,
		onceKey: newOnceKey(),
	};
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const customer = await requireCustomer(request, context);
	const { kind } = kindOf(params.kind);
	await ensurePrimary();
	const form = await request.formData();
	const invoice = String(form.get("invoice") ?? "");
	const onceKey = String(form.get("onceKey") ?? "");
	if (!/^[\w-]{16,64}$/.test(onceKey))
		return rejected({ refusals: [{ field: "form", error: "expired" }] as { field: string; error: string }[], invoice });
	const outcome = createClearanceRequest(customer, params.id, kind, { invoice }, onceKey);
	if (!outcome.ok)
		return rejected({ refusals: outcome.refusals as Refusal[] as { field: string; error: string }[], invoice });
	if (outcome.requestId && outcome.assigned) await mailRequestAssigned(outcome.requestId, linkOrigin(request));
	// no partner took it: staff must assign one (decision 045)
	else if (outcome.requestId) await mailStaffRequest(params.id, kind, outcome.requestId);
	return redirect(outcome.redirectTo, 303);
}

export default function ClearanceRequest() {
	const loaderData = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const { t } = useTranslation();
	const { id, param, number, route, priced, made, done, onceKey } = loaderData;
	const busy = useNavigation().state === "submitting";
	const refusals = actionData?.refusals ?? [];
	const formErrors = refusals.filter((r) => r.field === "form").map((r) => E + r.error);
	const invoiceErrors = refusals.filter((r) => r.field === "invoice").map((r) => E + r.error);
	const back = `/mypage/upload/${id}`;
	return (
		<Page titleKey={`docRequests.clearance.title.${param}`} lead={t("docRequests.shipment", { number, route })}>
			<div className="stack">
				{done ? (
					<p className="alert alert-success" role="status" data-testid="request-done">
						{t("docRequests.doneRequested")}
					</p>
				) : null}
				<p>{t(`docRequests.clearance.intro.${param}`)}</p>
				<p className="alert alert-info" data-testid="clearance-fee">
					{t("docRequests.clearance.fee")}
				</p>
				{made ? (
					<RequestState made={made} refused={formErrors}>
						<p>
							{t("docRequests.invoice")}: <strong>{made.invoice}</strong>
						</p>
					</RequestState>
				) : (
					<Form method="post" className="card stack-form" aria-busy={busy} data-testid="clearance-form">
						<div className="card-body stack">
							<input type="hidden" name="onceKey" value={onceKey} />
							{!priced ? (
								<p className="alert alert-warning" role="alert">
									{t(`${E}calculateFirst`)}
								</p>
							) : null}
							<div className="field" data-invalid={invoiceErrors.length ? "" : undefined}>
								<label htmlFor="invoice">{t("docRequests.invoice")}</label>
								<input
									id="invoice"
									name="invoice"
									type="text"
									inputMode="decimal"
									autoComplete="off"
									defaultValue={actionData?.invoice ?? ""}
									aria-invalid={invoiceErrors.length ? true : undefined}
									aria-describedby="invoice-hint"
								/>
								<p className="field-hint" id="invoice-hint">
									{t("docRequests.invoiceHint")}
								</p>
								<ErrorList errors={invoiceErrors} />
							</div>
							<ErrorList errors={formErrors} />
							<div className="form-actions">
								<button type="submit" className="button" disabled={busy}>
									{t("docRequests.clearance.submit")}
								</button>
							</div>
						</div>
					</Form>
				)}
				<p>
					<Link to={back}>{t("docRequests.back")}</Link>
				</p>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
