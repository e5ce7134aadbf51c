// /admin/shipments/:id/schedule: changing a shipment's schedule once it is confirmed (an ETA that slips,
// another vessel), on a page of its own so that the desk of a shipment under way shows the voyage, not a
// fifteen-field form. Before confirmation the form sits on the desk itself, as the booking's next step;
// both post the same step (app/shipments/desk-steps.server.ts) and come back to the desk with its
// notice. A plain form (JavaScript off works) with a one-time key; 400 with the field messages and 409
// for a move the lifecycle refuses, both shown here with what was typed. Staff only; a quote or a
// cancelled booking is no shipment (404).
import { useTranslation } from "#app/i18n/react.tsx";
import { useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import type { Route } from "./+types/schedule";
import { requireRole } from "#app/auth/guard.server.ts";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";
import { StatusBadge } from "#app/components/status-badge.tsx";
import { canEditSchedule } from "#app/lifecycle/lifecycle.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { routeLabel } from "#app/places/places.server.ts";
import { SCHEDULE_INTENTS, ScheduleForm } from "#app/shipments/components/desk-form.tsx";
import { scheduleStep, staffShipmentPost } from "#app/shipments/desk-steps.server.ts";
import { isAir } from "#app/shipments/schedule.ts";
import {
	getShipmentEstimateFor,
	scheduleFormPrefill,
	scheduleFormValues,
	scheduleOf,
} from "#app/shipments/shipment.server.ts";
import { bookingCustomer } from "#app/quotes/booking-mail.server.ts";
import { Page } from "#app/shell/page.tsx";
import { newOnceKey } from "#app/utils/once.server.ts";
import { linkOrigin } from "#app/utils/origin.server.ts";
import { STAFF_ROLES } from "#db/roles.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireRole(request, context, STAFF_ROLES);
	const e = getShipmentEstimateFor(user, params.id);
	const s = scheduleOf(e.id);
	const locale = localeFromContext(context);
	return {
		id: e.id,
		number: e.number,
		status: e.status,
		route: routeLabel(e.origin, e.destination, locale),
		air: isAir(e.mode),
		values: s ? scheduleFormValues(s) : scheduleFormPrefill(e),
		confirmed: s?.confirmedAt != null,
		customerEmail: bookingCustomer(e.id, e.userId)?.email ?? null,
		editable: canEditSchedule(e.status),
		onceKey: newOnceKey(),
	};
}

export async function action(args: Route.ActionArgs) {
	const { user, estimate, formData, intent } = await staffShipmentPost(args, SCHEDULE_INTENTS);
	return scheduleStep({ user, estimate, formData, intent, origin: linkOrigin(args.request), now: new Date() });
}

export default function ShipmentSchedule({ loaderData: d }: Route.ComponentProps) {
	const { t } = useTranslation();
	const busy = useNavigation().state !== "idle";
	const desk = `/admin/shipments/${d.id}`;
	return (
		<Page titleKey="shipments.schedulePage.title">
			<div className="stack">
				<p data-testid="schedule-shipment">
					<strong>{d.number}</strong> · {d.route} · <StatusBadge kind="estimate" status={d.status} />
				</p>
				{d.editable ? (
					<>
						<p className="muted">{t("shipments.schedulePage.intro")}</p>
						<ScheduleForm
							values={d.values}
							air={d.air}
							onceKey={d.onceKey}
							busy={busy}
							confirm={{ confirmed: d.confirmed, status: d.status, number: d.number, customerEmail: d.customerEmail }}
						/>
					</>
				) : (
					<p className="alert alert-info" role="status" data-testid="schedule-closed">
						{t("shipments.schedulePage.closed", { status: t(`estimate.status.${d.status}`) })}
					</p>
				)}
				<p>
					<Link to={desk}>{t("shipments.schedulePage.back")}</Link>
				</p>
			</div>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
