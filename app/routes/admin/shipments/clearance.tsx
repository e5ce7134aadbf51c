// One shipment's UNI-PASS clearance progress for staff (decision 099): the steps as the customer and
// the broker see them, "check UNI-PASS now", and the numbers UNI-PASS knows the cargo by (its cargo
// management number, or the B/L's year when the house or master B/L of the cargo page is used).
// Plain forms with intent; redirect after POST with the outcome.
import { Form, redirect, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/clearance";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { ClearanceTimeline } from "#app/integrations/components/clearance-timeline.tsx";
import { clearanceOf, refreshByStaff, setCargoKey } from "#app/integrations/clearance.server.ts";
import { Page } from "#app/shell/page.tsx";
import { mailClearanceRelease } from "#app/jobs/clearance-release.server.ts";
import { staffShipmentPost } from "#app/shipments/desk-steps.server.ts";
import { getShipmentEstimateFor } from "#app/shipments/shipment.server.ts";
import { Link } from "#app/utils/link.tsx";
import { STAFF_ROLES } from "#db/roles.ts";

const OUTCOMES = ["off", "no_key", "failed", "not_found", "updated", "saved"] as const;

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const e = getShipmentEstimateFor(user, params.id);
	const done = new URL(request.url).searchParams.get("done");
	const clearance = clearanceOf(e.id);
	return {
		id: e.id,
		number: e.number,
		clearance,
		outcome: OUTCOMES.find((o) => o === done) ?? null,
	};
}

const clean = (value: FormDataEntryValue | null, pattern: RegExp) => {
	const text = String(value ?? "")
		.trim()
		.toUpperCase();
	return pattern.test(text) ? text : null;
};

export async function action(args: Route.ActionArgs) {
	const { user, estimate, formData, intent } = await staffShipmentPost(args, ["refresh", "saveKey"] as const);
	const page = `/admin/shipments/${estimate.id}/clearance`;
	if (intent === "saveKey") {
		// a cargo management number is up to 19 letters and digits; a year is four digits
		setCargoKey(
			user,
			estimate.id,
			clean(formData.get("cargoMgmtNo"), /^[A-Z0-9]{10,19}$/),
			clean(formData.get("blYear"), /^20\d{2}$/),
		);
		return redirect(`${page}?done=saved`, 303);
	}
	return redirect(`${page}?done=${await refreshByStaff(user, estimate.id, mailClearanceRelease)}`, 303);
}

export default function StaffClearance() {
	const { t } = useTranslation();
	const data = useLoaderData<typeof loader>();
	const busy = useNavigation().state === "submitting";
	const k = "integrationsDesk.clearance.";
	return (
		<Page titleKey="integrations.clearance.title" lead={data.number}>
			{data.outcome ? (
				<p
					className={`alert ${data.outcome === "updated" || data.outcome === "saved" ? "alert-success" : "alert-info"}`}
					role="status"
					data-testid="clearance-outcome"
					data-outcome={data.outcome}
				>
					{data.outcome === "saved" ? t(`${k}saved`) : t(`${k}outcomes.${data.outcome}`)}
				</p>
			) : null}
			<Form method="post">
				<input type="hidden" name="intent" value="refresh" />
				<button type="submit" className="button" disabled={busy} data-testid="clearance-refresh">
					{t(`${k}refresh`)}
				</button>
			</Form>
			{data.clearance?.lastError ? (
				<p className="alert alert-warning">{t(`${k}error`, { error: data.clearance.lastError })}</p>
			) : null}
			{data.clearance ? <ClearanceTimeline clearance={data.clearance} /> : null}
			<Form method="post" className="card" aria-labelledby="cargo-key-heading">
				<div className="card-header">
					<h2 id="cargo-key-heading">{t(`${k}save`)}</h2>
				</div>
				<div className="card-body form-grid">
					<input type="hidden" name="intent" value="saveKey" />
					<div className="field">
						<label htmlFor="cargo-mgmt-no">{t(`${k}cargoMgmtNo`)}</label>
						<input
							id="cargo-mgmt-no"
							name="cargoMgmtNo"
							maxLength={19}
							defaultValue={data.clearance?.cargoMgmtNo ?? ""}
							autoComplete="off"
						/>
					</div>
					<div className="field">
						<label htmlFor="bl-year">{t(`${k}blYear`)}</label>
						<input id="bl-year" name="blYear" inputMode="numeric" maxLength={4} autoComplete="off" />
					</div>
					<div>
						<button type="submit" className="button button-secondary" disabled={busy}>
							{t(`${k}save`)}
						</button>
					</div>
				</div>
			</Form>
			<p>
				<Link to={`/admin/shipments/${data.id}`}>{data.number}</Link>
			</p>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
