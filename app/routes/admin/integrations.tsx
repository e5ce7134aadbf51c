// The integrations desk (decisions 097-100): each outside provider's state (off, live, recorded) with
// its last success and last failure, the latest KRW/USD rates with their origin, a one-day override
// with its reason (kept in the rate history), fetching the rates now, and the failed electronic tax
// invoices with "request again". Staff and staff_admin. Plain forms with intent, redirect after POST.
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, redirect, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/integrations";
import { requireRole } from "#app/auth/guard.server.ts";
import { ErrorList } from "#app/components/forms.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { formatCalendarDate, formatDateTime, formatPerUsd } from "#app/i18n/format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocale } from "#app/i18n/use-locale.ts";
import { modeOf } from "#app/integrations/core/call.server.ts";
import { PROVIDERS } from "#app/integrations/core/config.ts";
import { OverrideSchema } from "#app/integrations/override-form.ts";
import {
	OVERRIDE_ONCE_PURPOSE,
	fetchOfficialRates,
	latestRates,
	overrideRate,
} from "#app/integrations/rates.server.ts";
import { integrationStatuses } from "#app/integrations/status.server.ts";
import { failedTaxInvoices, retryByHand } from "#app/integrations/tax-invoices.server.ts";
import { TaxFailures } from "#app/integrations/components/tax-failures.tsx";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { Page } from "#app/shell/page.tsx";
import { freshOnceKey, newOnceKey } from "#app/utils/once.server.ts";
import { rejected } from "#app/utils/replies.server.ts";

const STAFF = ["staff", "staff_admin"] as const;
const PAGE = "/admin/integrations";

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireRole(request, context, STAFF);
	const url = new URL(request.url);
	const statuses = integrationStatuses();
	return {
		providers: PROVIDERS.map((p) => ({ provider: p, mode: modeOf(p), ...statuses[p] })),
		rates: latestRates(10),
		failures: failedTaxInvoices(),
		notice: {
			done: url.searchParams.get("done"),
			retried: url.searchParams.get("retried"),
			fetched: url.searchParams.get("fetched"),
		},
		onceKey: newOnceKey(),
	};
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireRole(request, context, STAFF);
	await ensurePrimary();
	const formData = await request.formData();
	const intent = formData.get("intent");
	if (intent === "retry") {
		const state = await retryByHand(user, Number(formData.get("id")));
		return redirect(`${PAGE}?retried=${state ?? "none"}`, 303);
	}
	if (intent === "fetch") {
		const counts = await fetchOfficialRates();
		return redirect(`${PAGE}?fetched=${counts.stored}-${counts.unpublished}-${counts.failed}`, 303);
	}
	const onceKey = freshOnceKey(formData, OVERRIDE_ONCE_PURPOSE);
	const submission = parseWithZod(formData, { schema: OverrideSchema });
	if (submission.status !== "success") return rejected({ result: submission.reply() });
	const done = overrideRate(
		user,
		{ day: submission.value.day, perUsdCents: submission.value.rate, reason: submission.value.reason },
		onceKey,
	);
	return redirect(done.ok ? `${PAGE}?done=overridden` : `${PAGE}?done=same`, 303);
}

export default function IntegrationsDesk() {
	const { t } = useTranslation();
	const locale = useLocale();
	const data = useLoaderData<typeof loader>();
	const actionData = useActionData<typeof action>();
	const busy = useNavigation().state === "submitting";
	const k = "integrationsDesk.";
	const errors = actionData?.result?.error ?? {};
	const kept = (actionData?.result?.initialValue ?? {}) as Record<string, string>;
	const when = (at: Date | string | null) => (at ? formatDateTime(new Date(at), locale) : t(`${k}never`));
	const [stored, unpublished, failed] = (data.notice.fetched ?? "").split("-");
	return (
		<Page titleKey={`${k}title`} lead={t(`${k}intro`)}>
			{data.notice.done === "overridden" ? (
				<p className="alert alert-success" role="status" data-testid="integrations-notice">
					{t(`${k}override.done`)}
				</p>
			) : data.notice.done === "same" ? (
				<p className="alert alert-info" role="status" data-testid="integrations-notice">
					{t(`${k}override.same`)}
				</p>
			) : null}
			{data.notice.fetched ? (
				<p className="alert alert-info" role="status" data-testid="integrations-notice">
					{t(`${k}fetched`, { stored, unpublished, failed })}
				</p>
			) : null}
			{data.notice.retried ? (
				<p className="alert alert-info" role="status" data-testid="integrations-notice">
					{t(`${k}retried`, {
						state: data.notice.retried === "none" ? "–" : t(`integrations.taxInvoice.states.${data.notice.retried}`),
					})}
				</p>
			) : null}

			<section className="card" aria-labelledby="providers-heading">
				<div className="card-header">
					<h2 id="providers-heading">{t(`${k}title`)}</h2>
				</div>
				<div className="card-body table-wrap">
					<table className="table table-stack" data-testid="integration-status">
						<thead>
							<tr>
								<th scope="col">{t(`${k}provider`)}</th>
								<th scope="col">{t(`${k}modeLabel`)}</th>
								<th scope="col">{t(`${k}lastSuccess`)}</th>
								<th scope="col">{t(`${k}lastFailure`)}</th>
							</tr>
						</thead>
						<tbody>
							{data.providers.map((p) => (
								<tr key={p.provider} data-provider={p.provider} data-mode={p.mode}>
									<th scope="row">{t(`${k}providers.${p.provider}`)}</th>
									<td data-label={t(`${k}modeLabel`)}>
										<span className={`badge ${p.mode === "off" ? "badge-neutral" : "badge-success"}`}>
											{t(`${k}mode.${p.mode}`)}
										</span>
										<div className="small muted">{t(`${k}counts`, { ok: p.successes, failed: p.failures })}</div>
									</td>
									<td data-label={t(`${k}lastSuccess`)}>{when(p.lastSuccessAt)}</td>
									<td data-label={t(`${k}lastFailure`)}>
										{when(p.lastFailureAt)}
										{p.lastFailure ? <div className="small muted">{p.lastFailure}</div> : null}
									</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			</section>

			<section className="card" aria-labelledby="rates-heading">
				<div className="card-header">
					<h2 id="rates-heading">{t(`${k}rates`)}</h2>
					<Form method="post">
						<input type="hidden" name="intent" value="fetch" />
						<button type="submit" className="button button-secondary button-sm" disabled={busy}>
							{t(`${k}fetchNow`)}
						</button>
					</Form>
				</div>
				<div className="card-body stack">
					<div className="table-wrap">
						<table className="table table-stack" data-testid="official-rates">
							<thead>
								<tr>
									<th scope="col">{t(`${k}day`)}</th>
									<th scope="col" className="num">
										{t(`${k}rate`)}
									</th>
									<th scope="col">{t(`${k}source`)}</th>
									<th scope="col">{t(`${k}reason`)}</th>
								</tr>
							</thead>
							<tbody>
								{data.rates.map((r) => (
									<tr key={r.id} data-testid="official-rate" data-source={r.source}>
										<th scope="row">{formatCalendarDate(r.day, locale)}</th>
										<td data-label={t(`${k}rate`)} className="num">
											{formatPerUsd(r.perUsdCents, locale)}
										</td>
										<td data-label={t(`${k}source`)}>
											{t(`integrations.rateSource.${r.source}`)}
											{r.source === "override" && r.publishedPerUsdCents ? (
												<div className="small muted">
													{t(`${k}published`)} {formatPerUsd(r.publishedPerUsdCents, locale)}
												</div>
											) : null}
										</td>
										<td data-label={t(`${k}reason`)}>
											{r.reason ?? ""}
											{r.userName ? <div className="small muted">{r.userName}</div> : null}
										</td>
									</tr>
								))}
							</tbody>
						</table>
					</div>
					<Form method="post" className="stack" id="override-form" aria-labelledby="override-heading" noValidate>
						<h3 id="override-heading">{t(`${k}override.title`)}</h3>
						<p className="small muted">{t(`${k}override.help`)}</p>
						<input type="hidden" name="intent" value="override" />
						<input type="hidden" name="onceKey" value={data.onceKey} />
						<div className="form-grid">
							<div className="field" data-invalid={errors.day ? "" : undefined}>
								<label htmlFor="override-day">{t(`${k}override.day`)}</label>
								<input
									id="override-day"
									name="day"
									type="date"
									required
									defaultValue={kept.day}
									aria-describedby="override-day-error"
								/>
								<ErrorList id="override-day-error" errors={errors.day?.map((e) => t(e))} />
							</div>
							<div className="field" data-invalid={errors.rate ? "" : undefined}>
								<label htmlFor="override-rate">{t(`${k}override.rate`)}</label>
								<input
									id="override-rate"
									name="rate"
									inputMode="decimal"
									required
									defaultValue={kept.rate}
									aria-describedby="override-rate-error"
								/>
								<ErrorList id="override-rate-error" errors={errors.rate?.map((e) => t(e))} />
							</div>
							<div className="field" data-invalid={errors.reason ? "" : undefined}>
								<label htmlFor="override-reason">{t(`${k}override.reason`)}</label>
								<input
									id="override-reason"
									name="reason"
									required
									maxLength={200}
									defaultValue={kept.reason}
									aria-describedby="override-reason-error"
								/>
								<ErrorList id="override-reason-error" errors={errors.reason?.map((e) => t(e))} />
							</div>
						</div>
						<div>
							<button type="submit" className="button" disabled={busy}>
								{t(`${k}override.submit`)}
							</button>
						</div>
					</Form>
				</div>
			</section>

			<TaxFailures failures={data.failures} />
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
