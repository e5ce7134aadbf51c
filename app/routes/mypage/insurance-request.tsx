// /mypage/upload/:id/insurance: the customer asks for cargo insurance (spec sections 3, 5 and 8
// "Insurance"). Invoice value, product name and the 10-digit HS code; "calculate"
// shows the premium (premium.ts: CIF x 110% x the staff-set rate) with "calculation done" and the
// fixed-rate disclaimer, then "request" sends it. Both are plain submits of one form, so with
// JavaScript off the calculate answer is the same page re-rendered with the premium and the request
// button. The request prices again on the server; three-country lanes are refused before any field.
import { Fragment } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/insurance-request";
import { requireCustomer } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { ErrorList } from "#app/components/forms.tsx";
import {
	type InsuranceDetails,
	createInsuranceRequest,
	customerShipment,
	insuranceEstimate,
	parseDetails,
} from "#app/documents/partner-requests.server.ts";
import { ratePercentText } from "#app/documents/premium.ts";
import { mailRequestAssigned } from "#app/documents/request-mail.server.ts";
import { type Refusal, formatHsCode, isThreeCountry } from "#app/documents/requests.ts";
import { formatDateTime, formatMoney } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { RequestState } from "#app/documents/components/request-state.tsx";
import { Page } from "#app/shell/page.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { newOnceKey } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { mailStaffRequest } from "#app/notices/customer-notices.server.ts";
import { rejected } from "#app/utils/replies.server.ts";
import { bookingDetailsFor } from "#app/quotes/booking.server.ts";

const E = "docRequests.errors.";
type Values = { invoice: string; product: string; hsCode: string };
type Problem = { field: string; error: string };

function shown(details: InsuranceDetails, locale: Locale) {
	const p = details.premium;
	const usd = (amount: number) => formatMoney({ amount, currency: "USD" }, locale);
	const krw = (amount: number) => formatMoney({ amount, currency: "KRW" }, locale);
	return {
		invoice: usd(p.invoiceUsdCents),
		freight: usd(p.freightUsdCents),
		cif: usd(p.cifUsdCents),
		insured: `${usd(p.insuredUsdCents)} (${krw(p.insuredKrw)})`,
		premium: `${usd(p.premiumUsdCents)} (${krw(p.premiumKrw)})`,
		rate: ratePercentText(p.ratePpm),
		product: details.productName,
		hsCode: formatHsCode(details.hsCode),
	};
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const customer = await requireCustomer(request, context);
	const locale = localeFromContext(context);
	const { estimate, facts, requests } = customerShipment(customer, params.id);
	const made = requests.find((r) => r.kind === "insurance") ?? null;
	const details = made ? parseDetails<InsuranceDetails>(made) : null;
	return {
		id: estimate.id,
		number: estimate.number,
		route: routeLabel(estimate.origin, estimate.destination, locale),
		priced: facts.priced,
		threeCountry: isThreeCountry(facts.originCountry, facts.destinationCountry),
		done: new URL(request.url).searchParams.get("done") === "requested",
		made: made
			? {
					status: made.status,
					assigned: made.partnerCompanyId !== null,
					at: formatDateTime(made.createdAt, locale),
					shown: details ? shown(details, locale) : null,
				}
			: null,
		// what the booking already said, carried forward: the HS code and the goods
		prefill: { invoice: "", product: estimate.commodity ?? "", hsCode: bookingDetailsFor(estimate.id)?.hsCode ?? "" },
		onceKey: newOnceKey(),
	};
}

export async function action({ request, context, params }: Route.ActionArgs) {
	const customer = await requireCustomer(request, context);
	const locale = localeFromContext(context);
	await ensurePrimary();
	const form = await request.formData();
	const values: Values = {
		invoice: String(form.get("invoice") ?? ""),
		product: String(form.get("product") ?? ""),
		hsCode: String(form.get("hsCode") ?? ""),
	};
	const input = { invoice: values.invoice, product: values.product, hsCode: values.hsCode };
	if (form.get("intent") === "request") {
		const onceKey = String(form.get("onceKey") ?? "");
		if (!/^[\w-]{16,64}$/.test(onceKey))
			return rejected({ values, refusals: [{ field: "form", error: "expired" }] as Problem[], calc: null });
		const outcome = createInsuranceRequest(customer, params.id, input, onceKey);
		if (!outcome.ok) return rejected({ values, refusals: outcome.refusals as Refusal[] as Problem[], calc: null });
		if (outcome.requestId && outcome.assigned) await mailRequestAssigned(outcome.requestId, linkOrigin(request));
		// no insurer took it: staff must assign one (decision 045)
		else if (outcome.requestId) await mailStaffRequest(params.id, "insurance", outcome.requestId);
		return redirect(outcome.redirectTo, 303);
	}
	const priced = insuranceEstimate(customer, params.id, input);
	if (!priced.ok) return rejected({ values, refusals: priced.refusals as Problem[], calc: null });
	return { values, refusals: [] as Problem[], calc: shown(priced.details, locale) };
}

function Figures({ rows }: { rows: [string, string][] }) {
	return (
		<dl className="facts">
			{rows.map(([label, value]) => (
				<Fragment key={label}>
					<dt>{label}</dt>
					<dd>{value}</dd>
				</Fragment>
			))}
		</dl>
	);
}

export default function InsuranceRequest() {
	const loaderData = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const { t } = useTranslation();
	const { id, number, route, priced, threeCountry, made, done, onceKey } = loaderData;
	const busy = useNavigation().state === "submitting";
	const refusals = actionData?.refusals ?? [];
	const errorsOf = (field: string) => refusals.filter((r) => r.field === field).map((r) => E + r.error);
	const calc = actionData?.calc ?? null;
	const values = actionData?.values ?? loaderData.prefill;
	const k = "docRequests.insurance.";
	const field = (name: keyof Values, label: string, hint: string, mode: "decimal" | "text" | "numeric") => {
		const errors = errorsOf(name === "invoice" ? "invoice" : name === "product" ? "product" : "hsCode");
		return (
			<div className="field" data-invalid={errors.length ? "" : undefined}>
				<label htmlFor={name}>{label}</label>
				<input
					id={name}
					name={name}
					type="text"
					inputMode={mode}
					autoComplete="off"
					defaultValue={values[name]}
					aria-invalid={errors.length ? true : undefined}
					aria-describedby={`${name}-hint`}
					maxLength={name === "product" ? 100 : 32}
				/>
				<p className="field-hint" id={`${name}-hint`}>
					{hint}
				</p>
				<ErrorList errors={errors} />
			</div>
		);
	};
	return (
		<Page titleKey={`${k}title`} lead={t("docRequests.shipment", { number, route })}>
			<div className="stack">
				{done ? (
					<p className="alert alert-success" role="status" data-testid="request-done">
						{t("docRequests.doneRequested")}
					</p>
				) : null}
				<p className="alert alert-info" data-testid="insurance-disclaimer">
					{t(`${k}disclaimer`)}
				</p>
				{made ? (
					<RequestState made={made} refused={errorsOf("form")}>
						{made.shown ? (
							<Figures
								rows={[
									[t("docRequests.invoice"), made.shown.invoice],
									[t(`${k}product`), made.shown.product],
									[t(`${k}hsCode`), made.shown.hsCode],
									[t(`${k}insured`), made.shown.insured],
									[t(`${k}premium`), made.shown.premium],
								]}
							/>
						) : null}
					</RequestState>
				) : threeCountry ? (
					<p className="alert alert-warning" role="alert" data-testid="three-country">
						{t(`${k}threeCountry`)}
					</p>
				) : (
					<Form method="post" className="card stack-form" aria-busy={busy} data-testid="insurance-form">
						<div className="card-body stack">
							<p>{t(`${k}intro`)}</p>
							<input type="hidden" name="onceKey" value={onceKey} />
							{!priced ? (
								<p className="alert alert-warning" role="alert">
									{t(`${E}calculateFirst`)}
								</p>
							) : null}
							{field("invoice", t("docRequests.invoice"), t("docRequests.invoiceHint"), "decimal")}
							{field("product", t(`${k}product`), t(`${k}productHint`), "text")}
							{field("hsCode", t(`${k}hsCode`), t(`${k}hsHint`), "numeric")}
							<ErrorList errors={errorsOf("form")} />
							{calc ? (
								<section className="stack" aria-labelledby="premium-heading" data-testid="premium">
									<p className="alert alert-success" role="status" id="premium-heading">
										{t(`${k}calculated`)}
									</p>
									<Figures
										rows={[
											[t("docRequests.invoice"), calc.invoice],
											[t(`${k}freight`), calc.freight],
											[t(`${k}cif`), calc.cif],
											[t(`${k}insured`), calc.insured],
											[t(`${k}rate`), calc.rate],
											[t(`${k}premium`), calc.premium],
										]}
									/>
								</section>
							) : null}
							<div className="form-actions">
								<button
									type="submit"
									name="intent"
									value="calculate"
									className={calc ? "button button-ghost" : "button"}
									disabled={busy}
								>
									{t(`${k}calculate`)}
								</button>
								{calc ? (
									<button
										type="submit"
										name="intent"
										value="request"
										className="button"
										disabled={busy}
										data-testid="insurance-submit"
									>
										{t(`${k}request`)}
									</button>
								) : null}
							</div>
						</div>
					</Form>
				)}
				<p>
					<Link to={`/mypage/upload/${id}`}>{t("docRequests.back")}</Link>
				</p>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
