// An estimate's status as a customer reads it (spec section 4), in kr, en or vn. The raw status stays
// on data-status so tests and styles can rely on it whatever the language.
import { useTranslation } from "react-i18next";
import type { EstimateStatus } from "#app/quotes/lifecycle.ts";

export function StatusLabel({ status }: { status: EstimateStatus }) {
	const { t } = useTranslation();
	return (
		<span className={`status-label status-${status}`} data-testid="status-label" data-status={status}>
			{t(`estimate.status.${status}`)}
		</span>
	);
}
