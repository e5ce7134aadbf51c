// Deleting a quote from My page (spec sections 2 and 8), shared by the quote list and the estimate
// page: both post intent=delete to themselves, both show the refusal ("could not delete: contact
// operations") the same way, and both reload after a refusal so the page shows what changed.
import { useTranslation } from "#app/i18n/react.tsx";
import type { ShouldRevalidateFunction } from "react-router";

/** Where the quote list lives; the estimate pages are under it. */
export const ESTIMATE_LIST_PATH = "/mypage/estimate";

/** A refused delete's answer (400): the message key and the estimate it was about. */
export type DeleteRefusal = { error: "estimate.deleteFailed"; estimateId: string };

/**
 * The refusal of a delete, shown where it was asked: on the list any refusal, on an estimate's page
 * only the refusal of that estimate.
 */
export function DeleteFailed({ refusal, estimateId }: { refusal: DeleteRefusal | undefined; estimateId?: string }) {
	const { t } = useTranslation();
	if (!refusal || (estimateId && refusal.estimateId !== estimateId)) return null;
	return (
		<p className="alert alert-warning" role="alert" data-testid="delete-failed">
			{t(refusal.error)}
		</p>
	);
}

/**
 * A refused delete (400) means the estimate changed meanwhile, e.g. it was booked: reload so the page
 * shows its current status and actions. React Router skips reloading after an error status by default.
 */
export const revalidateAfterRefusedDelete: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
	if (actionResult && typeof actionResult === "object" && "error" in actionResult) return true;
	return defaultShouldRevalidate;
};
