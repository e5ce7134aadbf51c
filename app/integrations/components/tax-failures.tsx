// The failed electronic tax invoices (decision 100) with "request again": on the integrations desk
// and the payment desk. The retry posts to /admin/integrations, which redirects back there.
import { Form } from "react-router";
import { formatDateTime, formatMoney } from "#app/i18n/format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLocale } from "#app/i18n/use-locale.ts";
import type { TaxInvoiceEntry } from "../tax-invoices.server.ts";

export type TaxFailure = Pick<
	TaxInvoiceEntry,
	"id" | "estimateId" | "mgtKey" | "taxType" | "supplyKrw" | "taxKrw" | "lastError"
> & {
	nextAttemptAt: Date | string | null;
};

/** The failed tax invoices with "request again": also on the payment desk (routes/admin/payments). */
export function TaxFailures({ failures }: { failures: readonly TaxFailure[] }) {
	const { t } = useTranslation();
	const locale = useLocale();
	const k = "integrationsDesk.";
	return (
		<section className="card" aria-labelledby="tax-failures-heading" data-testid="tax-failures">
			<div className="card-header">
				<h2 id="tax-failures-heading">{t(`${k}taxFailures`)}</h2>
			</div>
			<div className="card-body">
				{failures.length === 0 ? (
					<p className="muted">{t(`${k}noTaxFailures`)}</p>
				) : (
					<ul className="stack">
						{failures.map((f) => (
							<li key={f.id} data-testid="tax-failure" data-key={f.mgtKey}>
								<div className="strong">
									<a href={`/admin/shipments/${f.estimateId}/invoice`}>{f.mgtKey}</a> ·{" "}
									{t(`integrations.taxInvoice.type.${f.taxType}`)} ·{" "}
									{formatMoney({ amount: f.supplyKrw + f.taxKrw, currency: "KRW" }, locale)}
								</div>
								<div className="small muted">
									{t(`${k}lastError`)}: {f.lastError} ·{" "}
									{f.nextAttemptAt
										? t(`${k}nextAttempt`, { at: formatDateTime(new Date(f.nextAttemptAt), locale) })
										: t(`${k}noAutoRetry`)}
								</div>
								<Form method="post" action="/admin/integrations">
									<input type="hidden" name="intent" value="retry" />
									<input type="hidden" name="id" value={f.id} />
									<button type="submit" className="button button-secondary button-sm">
										{t(`${k}retry`)}
									</button>
								</Form>
							</li>
						))}
					</ul>
				)}
			</div>
		</section>
	);
}
