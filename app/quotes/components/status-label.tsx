// An estimate's status as a customer reads it (spec section 4): the design system's badge.
import { StatusBadge } from "#app/components/status-badge.tsx";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";

export function StatusLabel({ status }: { status: EstimateStatus }) {
	return <StatusBadge kind="estimate" status={status} />;
}
