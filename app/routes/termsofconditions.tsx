// The terms document (app/legal/), rendered long-form in the reader's language, with its version and
// effective date. Public, and the sign-up step links here (a new tab, so sign-up progress stays).
import { useTranslation } from "#app/i18n/react.tsx";
import type { Route } from "./+types/termsofconditions";
import { LegalDocumentBody } from "#app/legal/legal-document.tsx";
import { loadLegal } from "#app/legal/load.server.ts";
import { Page } from "#app/shell/page.tsx";
import { RouteErrorBoundary } from "#app/components/error-boundary.tsx";

export function loader({ context }: Route.LoaderArgs) {
	return loadLegal("terms", context);
}

export default function Terms({ loaderData }: Route.ComponentProps) {
	const { t } = useTranslation();
	return (
		<Page titleKey="page.terms.title">
			<LegalDocumentBody view={loaderData.view} effectiveDate={loaderData.effectiveDate} t={t} />
		</Page>
	);
}

export const ErrorBoundary = RouteErrorBoundary;
