import { useTranslation } from "#app/i18n/react.tsx";
import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

// The board (title, creation date) arrives with the board-post issue; until then the list is empty.
export default function EventList() {
	const { t } = useTranslation();
	return (
		<Page titleKey="page.events.title">
			<p className="muted">{t("page.events.empty")}</p>
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
